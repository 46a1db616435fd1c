import Foundation
import Testing

/// The DocC article *Moving to descriptors* shows compiled code only: each of its ```swift blocks is, line for line
/// (indentation and trailing blank lines aside), a run of consecutive lines of one of the files that compile it, so an
/// API change that breaks the examples breaks the build of those files, and then this test until the article is
/// pasted again.
@Suite struct MigrationArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let article = "Sources/NotificationDescriptors/Documentation.docc/Migration.md"
    /// The files that compile the article's code: on Linux (built and run by `swift test`) and for iOS
    /// (`apple-typecheck`).
    static let compiled = [
        "Tests/NotificationDescriptorsTests/MigrationExampleTests.swift",
        "Tests/FoundationMessageTests/MigrationMessageExampleTests.swift",
        "Sources/NotificationDescriptorsExamples/MigrationExamples.swift",
    ]

    static func lines(_ path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The article's ```swift blocks, each with the line it starts on.
    static func blocks() throws -> [(line: Int, lines: [String])] {
        var blocks: [(line: Int, lines: [String])] = []
        var current: [String]?
        var start = 0
        for (index, line) in try lines(article).enumerated() {
            if current == nil, line == "```swift" {
                current = []
                start = index + 2
            } else if current != nil, line == "```" {
                var block = current ?? []
                while block.last?.isEmpty == true { block.removeLast() }
                blocks.append((start, block))
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everyBlockIsACopyOfCompiledCode() throws {
        let sources = try Self.compiled.map { (path: $0, lines: try Self.lines($0)) }
        let blocks = try Self.blocks()
        #expect(blocks.count >= 12, "the article lost its examples")
        for block in blocks {
            #expect(!block.lines.isEmpty, "\(Self.article):\(block.line): an empty block")
            let found = sources.first { file in
                file.lines.count >= block.lines.count
                    && (0...(file.lines.count - block.lines.count)).contains { start in
                        Array(file.lines[start..<start + block.lines.count]) == block.lines
                    }
            }
            let files = Self.compiled.joined(separator: ", ")
            #expect(
                found != nil,
                "\(Self.article):\(block.line): this block is not a copy of lines of \(files); paste it from there")
        }
    }

    @Test func eachCompiledFileIsQuoted() throws {
        let blocks = try Self.blocks()
        for path in Self.compiled {
            let lines = try Self.lines(path)
            let quoted = blocks.contains { block in
                lines.count >= block.lines.count
                    && (0...(lines.count - block.lines.count)).contains {
                        Array(lines[$0..<$0 + block.lines.count]) == block.lines
                    }
            }
            #expect(quoted, "\(path) compiles the migration article's code, but the article quotes none of it")
        }
    }
}
