import Foundation
import Testing

/// The size of the library's API on `NotificationCenter`: options are defaulted parameters, so each kind of
/// observation is one method per way of naming the notification (a descriptor or a payload type), and every further
/// overload says, in a `Why` comment in its file, which call would not compile without it.
@Suite("The public API on NotificationCenter")
struct PublicSurfaceTests {
    /// Every library's sources (`Sources/`), found from this file.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources", isDirectory: true)

    /// The public methods declared directly in `extension NotificationCenter` blocks (not in nested types or other
    /// extensions), as `file: name`, counting every platform's (the Combine and Foundation-message ones too).
    static func publicMethods() throws -> [(file: String, name: String)] {
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var methods: [(file: String, name: String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            var depth = 0
            var extensionDepth: Int?  // the depth inside an `extension NotificationCenter` block, while in one
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                if extensionDepth == nil, code.hasPrefix("extension NotificationCenter {") {
                    extensionDepth = depth + 1
                } else if let inside = extensionDepth, depth == inside, code.hasPrefix("public func ") {
                    let name = code.dropFirst("public func ".count).prefix { $0.isLetter || $0.isNumber }
                    methods.append((url.lastPathComponent, String(name)))
                }
                depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
                if let inside = extensionDepth, depth < inside { extensionDepth = nil }
            }
        }
        return methods
    }

    @Test("At most 24 public methods, and each file with overloads says why they stay")
    func atMostTwentyFour() throws {
        let methods = try Self.publicMethods()
        #expect(methods.count <= 24, "\(methods.map { "\($0.file): \($0.name)" }.joined(separator: "\n"))")
        #expect(methods.count >= 14, "the scan found \(methods.count) methods; is it still finding them?")
        for file in Set(methods.map(\.file)) {
            let names = methods.filter { $0.file == file }.map(\.name)
            guard Set(names).count < names.count else { continue }
            let text = try String(contentsOf: Self.file(named: file), encoding: .utf8)
            #expect(text.contains("Why "), "\(file) declares overloads of \(names) without saying why they stay")
        }
    }

    static func file(named name: String) throws -> URL {
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator where url.lastPathComponent == name { return url }
        throw CocoaError(.fileNoSuchFile)
    }
}
