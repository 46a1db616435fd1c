import Foundation
import NotificationFixtures
import Testing

private let payload = #"{"name": "LoadContentsOfTests.Counter", "userInfo": {"count": {"Int": 3}}}"#

@Suite("Loading a fixture file by URL")
struct LoadContentsOfTests {
    @Test("A pipe (/dev/fd/N) loads like a regular file")
    func pipe() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(payload.utf8))
        try pipe.fileHandleForWriting.close()
        let url = URL(fileURLWithPath: "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)")
        let fixtures = try NotificationFixture.load(contentsOf: url)
        let note = try #require(fixtures.first).notification()
        #expect(note.userInfo?["count"] as? Int == 3)
    }

    @Test("A regular file loads")
    func regularFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID()).json")
        try Data(payload.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try NotificationFixture.load(contentsOf: url).count == 1)
    }

    @Test("A missing file, a directory and a non-file URL are one-line errors naming the path")
    func failures() throws {
        let missing = "/nonexistent-\(UUID()).json"
        let directory = FileManager.default.temporaryDirectory.path
        let cases: [(URL, String)] = [
            (URL(fileURLWithPath: missing), "cannot open '\(missing)': no such file"),
            (URL(fileURLWithPath: directory), "cannot read '\(directory)': it is a directory"),
            (
                try #require(URL(string: "https://example.com/x.json")),
                "cannot read 'https://example.com/x.json': not a file URL"
            ),
        ]
        for (url, message) in cases {
            #expect {
                try NotificationFixture.load(contentsOf: url)
            } throws: { error in
                String(describing: error) == message
            }
        }
    }

    @Test("Invalid JSON in a file names the file")
    func invalidJSON() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID()).json")
        try Data("{".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try NotificationFixture.load(contentsOf: url)
        } throws: { error in
            String(describing: error).hasPrefix("\(url.path): invalid JSON")
        }
    }
}
