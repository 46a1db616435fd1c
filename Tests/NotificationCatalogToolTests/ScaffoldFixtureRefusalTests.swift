import Foundation
import NotificationCatalogTool
import Testing
import ToolTestSupport

/// Payloads that parse but do not load (two set elements Foundation keeps one of), so `scaffold --fixture` must not
/// write them.
private let unloadable: [String] = [
    #"{"name": "N", "userInfo": {"s": {"Set": [{"Double": "NaN"}, {"Double": "NaN"}]}}}"#,
    #"{"name": "N", "userInfo": {"s": {"Set": [{"Double": "NaN"}, {"Double": "NaN(0xfff8000000000000)"}]}}}"#,
    #"{"name": "N", "userInfo": {"s": {"NSSet": [{"Float": "NaN"}, {"NSNumber": {"Double": "NaN"}}]}}}"#,
]

/// A fresh path in a fresh directory, removed afterwards by the caller.
private func scratchFile() throws -> (directory: URL, file: String) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-refusal-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return (url, url.appendingPathComponent("out.json").path)
}

@Suite("scaffold --fixture exits non-zero, writing nothing, for payloads that would not load")
struct ScaffoldFixtureRefusalTests {
    @Test("In process: status 65 (bad data), the reason names both NaN elements, no file", arguments: unloadable)
    func inProcess(payload: String) throws {
        let (directory, file) = try scratchFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let captured = CapturedIO(input: Data(payload.utf8))
        let status = NotificationCatalogCommand.run(
            ["scaffold", "-", "--format", "fixture", "--fixture", file], io: captured.io)
        #expect(status == .dataError, "\(captured.errors)")
        #expect(captured.errors.contains("no fixture file is written"), "\(captured.errors)")
        #expect(captured.errors.contains(".payload.userInfo.s."), "\(captured.errors)")
        #expect(captured.errors.contains("finds two NaNs equal"), "\(captured.errors)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test("As a process: the exit status is 65 and the file is not created", arguments: unloadable.prefix(1))
    func asAProcess(payload: String) throws {
        let (directory, file) = try scratchFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ToolProcess.run(["scaffold", "-", "--format", "fixture", "--fixture", file], input: payload)
        #expect(result.exited)
        #expect(result.status == 65, "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
