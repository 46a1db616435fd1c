import Foundation
import NotificationCatalogTool
import Testing

/// README's install instructions agree with the package: the released version it depends on is the one
/// `notification-catalog --version` reports (``ToolVersion``), and every `.product(...)` line names the package by
/// the identity SwiftPM gives it, the last component of the URL and of the path README shows.
@Suite struct InstallInstructionsTests {
    static func readme() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func readmeDependsOnTheVersionTheToolReports() throws {
        let readme = try Self.readme()
        let dependencies = readme.matches(of: /\.package\(url: "([^"]+)", from: "([^"]+)"\)/)
        #expect(dependencies.count == 1, "README should show one .package(url:from:) line")
        let dependency = try #require(dependencies.first)
        #expect(
            String(dependency.2) == ToolVersion.current,
            "README depends on \(dependency.2), but notification-catalog --version reports \(ToolVersion.current)")
        #expect(ToolVersion.current.wholeMatch(of: /\d+\.\d+\.\d+/) != nil, "not a semantic version")
        #expect(!readme.contains("branch:"), "README should depend on a released version, not a branch")
    }

    @Test func productLinesNameThePackagesIdentity() throws {
        let readme = try Self.readme()
        let url = try #require(readme.firstMatch(of: /\.package\(url: "([^"]+)"/)).1
        var identity = (String(url) as NSString).lastPathComponent.lowercased()
        if identity.hasSuffix(".git") { identity.removeLast(4) }
        let path = try #require(
            readme.firstMatch(of: /\.package\(path: "([^"]+)"\)/), "README shows no path dependency")
        #expect((String(path.1) as NSString).lastPathComponent.lowercased() == identity)
        let products = readme.matches(of: /\.product\(name: "[^"]+", package: "([^"]+)"\)/)
        #expect(!products.isEmpty)
        for product in products {
            #expect(String(product.1) == identity, "\(product.0): SwiftPM knows the package as \"\(identity)\"")
        }
    }
}
