import Foundation
import NotificationFixtures
import Testing

private let name = Notification.Name("ErrorCaptureTests")

/// The error `body` throws.
private func thrown(_ body: () throws -> Void) -> (any Error)? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

@Suite("The errors users get are capturable")
struct ErrorCaptureTests {
    static var errors: [(String, any Error)] {
        var list: [(String, any Error)] = [
            ("POSIXError", POSIXError(.ENOENT)),
            ("CocoaError", CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/missing"])),
            ("URLError", URLError(.badURL)),
            (
                "NSError holding a POSIXError as NSUnderlyingError",
                NSError(domain: "App", code: 1, userInfo: [NSUnderlyingErrorKey: POSIXError(.EACCES)])
            ),
        ]
        let missing = "/nonexistent-\(UUID())"
        if let error = thrown({ _ = try FileManager.default.contentsOfDirectory(atPath: missing) }) {
            list.append(("FileManager.contentsOfDirectory", error))
        }
        if let error = thrown({ _ = try Data(contentsOf: URL(fileURLWithPath: missing)) }) {
            list.append(("Data(contentsOf:)", error))
        }
        if let error = thrown({ _ = try FileHandle(forReadingFrom: URL(fileURLWithPath: missing)) }) {
            list.append(("FileHandle(forReadingFrom:)", error))
        }
        if let error = thrown({ try FileManager.default.removeItem(atPath: missing) }) {
            list.append(("FileManager.removeItem", error))
        }
        return list
    }

    @Test("POSIXError, CocoaError, URLError and Foundation's own file errors capture and load back equal")
    func capturable() throws {
        let errors = Self.errors
        #expect(errors.count == 8, "each Foundation call above fails")
        for (label, error) in errors {
            let note = Notification(name: name, object: nil, userInfo: ["error": error])
            let json: String
            do {
                json = try NotificationFixture.json(for: note)
            } catch {
                Issue.record("\(label): \(error)")
                continue
            }
            #expect(json.contains(#""error": {"NSError": {"domain": "\#((error as NSError).domain)""#), "\(label)")
            let loaded = try NotificationFixture.notification(fromJSON: Data(json.utf8))
            #expect(try NotificationFixture.json(for: loaded) == json, "\(label)")
            let back = try #require(loaded.userInfo?["error"] as? NSError, "\(label)")
            #expect(back.domain == (error as NSError).domain && back.code == (error as NSError).code, "\(label)")
        }
    }
}
