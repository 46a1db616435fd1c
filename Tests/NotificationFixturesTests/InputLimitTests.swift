import Foundation
import NotificationFixtures
import TestSupport
import Testing

/// A fixture text may hold at most `InputFile.maximumSize` (64 MiB), read from a file or given as `Data`; reading
/// stops there, so an endless input ends in an error in bounded memory; loading is linear in the text.
@Suite("Fixture input limits")
struct InputLimitTests {
    @Test("Data larger than 64 MiB is refused before it is parsed")
    func largeData() {
        let error = #expect(throws: NotificationFixtureError.self) {
            try NotificationFixture.load(json: Data(count: InputFile.maximumSize + 1))
        }
        #expect(
            error?.description
                == "invalid JSON: the text is 67108865 bytes, larger than 64 MiB, the most a fixture may hold")
    }

    @Test("A file larger than 64 MiB is refused by its size")
    func largeFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID()).json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(truncate(url.path, off_t(InputFile.maximumSize + 1)) == 0)  // sparse: no disk used
        let error = #expect(throws: NotificationFixtureError.self) { try NotificationFixture.load(contentsOf: url) }
        #expect(error?.description == "'\(url.path)' is larger than 64 MiB, the most a fixture may hold")
    }

    @Test("A pipe is read up to 64 MiB + 1 bytes and then refused, as /dev/zero or a pipe that never ends would be")
    func pipeOverTheLimit() throws {
        // A finite pipe (the limit and one byte, then end of file), so that a reader without the limit reads it all
        // and fails this test, instead of reading an endless input until memory runs out.
        let pipe = Pipe()
        let written = DispatchSemaphore(value: 0)
        let writer = pipe.fileHandleForWriting
        Thread.detachNewThread {
            try? writer.write(contentsOf: Data(count: InputFile.maximumSize + 1))
            try? writer.close()
            written.signal()
        }
        let error = #expect(throws: InputFile.Failure.self) {
            try InputFile.contents(of: pipe.fileHandleForReading.fileDescriptor, named: "the pipe")
        }
        #expect(error?.isTooLarge == true)
        #expect(error?.description == "the pipe is larger than 64 MiB, the most a fixture may hold")
        guard written.wait(timeout: Watchdog.deadline(60)) == .success else {
            Issue.record(Comment(rawValue: Watchdog.message("the writer", base: 60)))
            return
        }
        try pipe.fileHandleForReading.close()
    }

    @Test("A file of exactly 64 MiB is read whole (the limit is inclusive)")
    func fileAtTheLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID()).json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(truncate(url.path, off_t(InputFile.maximumSize)) == 0)
        let data = try InputFile.contents(ofPath: url.path)
        #expect(data.count == InputFile.maximumSize)
    }

    /// A payload of `count` `userInfo` keys in the pair form.
    static func payload(keys count: Int) -> Data {
        var text = #"{"name": "N", "userInfo": ["#
        for index in 0..<count {
            text += #"{"key": {"NSString": "k\#(index)"}, "value": {"Int": \#(index)}}"#
            text += index < count - 1 ? ",\n" : "\n"
        }
        text += "]}"
        return Data(text.utf8)
    }

    /// This thread's CPU time in seconds: what the load costs this thread, however many other processes share the
    /// machine (wall-clock time would count their turns too).
    static func threadCPUTime() -> Double {
        var time = timespec()
        _ = clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// The CPU seconds this thread takes to parse `data` and load it as a `Notification` with `count` keys.
    static func loadTime(_ data: Data, keys count: Int) throws -> Double {
        let start = threadCPUTime()
        let note = try NotificationFixture.notification(fromJSON: data)
        let elapsed = threadCPUTime() - start
        #expect(note.userInfo?.count == count)
        return elapsed
    }

    @Test("Loading is linear: per key, 100,000 keys take no more than 3 times as long as 10,000")
    func loadingIsLinear() throws {
        let small = Self.payload(keys: 10_000)
        let large = Self.payload(keys: 100_000)
        // Thread CPU time, the best of three runs each, interleaved: other tests' load changes neither much.
        var bestSmall = Double.infinity
        var bestLarge = Double.infinity
        for _ in 0..<3 {
            bestSmall = min(bestSmall, try Self.loadTime(small, keys: 10_000) / 10_000)
            bestLarge = min(bestLarge, try Self.loadTime(large, keys: 100_000) / 100_000)
        }
        // Quadratic work would make the large case about 10 times slower per key.
        #expect(
            bestLarge < 3 * bestSmall, "\(bestLarge * 1e9) ns per key at 100,000 keys, \(bestSmall * 1e9) at 10,000")
    }
}
