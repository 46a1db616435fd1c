import Foundation
import FuzzSupport
import NotificationDescriptors
import Testing

private enum Mode: String { case fast, slow }
private enum Level: Int { case low = 1, high = 2 }

/// Every reading function, for every kind of value type, on one notification: none may crash, and every failure is
/// a `NotificationDecodingError` naming that notification.
private func readEverything(_ note: Notification, key raw: String) -> (reads: Int, failures: Int) {
    var reads = 0
    var failures = 0
    func attempt<V>(_ type: V.Type) {
        reads += 2
        do { _ = try note.value(for: UserInfoKey<V>(raw)) } catch {
            failures += 1
            if error.name != note.name { Issue.record("error names \(error.name), not \(note.name)") }
        }
        do { _ = try note.valueIfPresent(for: UserInfoKey<V>(raw)) } catch {
            failures += 1
            if error.name != note.name { Issue.record("error names \(error.name), not \(note.name)") }
        }
    }
    attempt(Int.self)
    attempt(Int8.self)
    attempt(Int32.self)
    attempt(UInt.self)
    attempt(UInt8.self)
    attempt(UInt64.self)
    attempt(Double.self)
    attempt(Float.self)
    attempt(Bool.self)
    attempt(CGFloat.self)
    attempt(CGRect.self)
    attempt(CGPoint.self)
    attempt(CGSize.self)
    attempt(NSRange.self)
    attempt(String.self)
    attempt(Data.self)
    attempt(Date.self)
    attempt(Mode.self)
    attempt(Level.self)
    attempt([Any].self)
    attempt([String: Any].self)
    attempt([Int].self)
    attempt([String: Int].self)
    attempt(NSNumber.self)
    attempt(NSValue.self)
    attempt(FileHandle.self)
    do { _ = try note.object(as: FileHandle.self) } catch {
        if error.name != note.name { Issue.record("error names \(error.name), not \(note.name)") }
    }
    do { _ = try note.object(as: CGRect.self) } catch {
        if error.name != note.name { Issue.record("error names \(error.name), not \(note.name)") }
    }
    return (reads, failures)
}

@Suite("Fuzzing the core")
struct CoreFuzzTests {
    static let keys = ["k", "count", "label", "ratio", "frame", "NSFileHandleNotificationDataItem"]
    /// One top-level value in this many is cyclic or nested 100,000 deep (`NotificationFuzzer.malformedValues`).
    static let malformedRate: UInt64 = 200

    @Test("Random notifications never crash a reading function, and every error names its notification")
    func readingFunctions() async {
        let configuration = FuzzConfiguration.fromEnvironment()
        // Printed first, so that even a crash leaves the seed that reproduces it in the log.
        print("core reading fuzz: \(configuration)")
        let objects: [AnyObject] = [NSObject(), FileHandle(fileDescriptor: 1, closeOnDealloc: false), Sender()]
        // About one value in 200 is cyclic or nested 100,000 deep.
        var fuzzer = NotificationFuzzer(
            seed: configuration.seed, knownKeys: Self.keys, objects: objects, malformedRate: Self.malformedRate)
        let name = Notification.Name("Tests.Fuzz")
        var failures = 0
        for index in 0..<configuration.cases {
            // Let other tests run: a long synchronous loop would hold one of the few cooperative threads.
            if index % 500 == 0 { await Task.yield() }
            let note = fuzzer.notification(name: name)
            failures += readEverything(note, key: Self.keys[index % Self.keys.count]).failures
        }
        // The generator must exercise both outcomes, or this test proves nothing.
        #expect(failures > 0, "no read failed: \(configuration)")
        #expect(failures < configuration.cases * 52, "every read failed: \(configuration)")
    }

    @Test("Through a center, every random post reaches exactly one sink: the handler or onFailure")
    func exactlyOneSink() async {
        let configuration = FuzzConfiguration.fromEnvironment(defaultCases: 20_000)
        print("core sink fuzz: \(configuration)")
        // No malformed values here: Foundation's own `post` on Linux bridges a Swift collection nested 100,000 deep
        // (in `object` or `userInfo`) to Foundation classes, and overflows the stack before any observer runs.
        var fuzzer = NotificationFuzzer(seed: configuration.seed &+ 1, knownKeys: Self.keys, objects: [NSObject()])
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor<Reading>.reading
        let handled = LockedState(0)
        let failed = LockedState(0)
        let token = center.observe(
            descriptor,
            onFailure: { error in
                if error.name != descriptor.name { Issue.record("failure names \(error.name)") }
                failed.withLock { $0 += 1 }
            }
        ) { _ in
            handled.withLock { $0 += 1 }
        }
        for index in 0..<configuration.cases {
            if index % 500 == 0 { await Task.yield() }
            let note = fuzzer.notification(name: descriptor.name)
            center.post(name: note.name, object: note.object, userInfo: note.userInfo)
        }
        token.cancel()
        let total = handled.withLock { $0 } + failed.withLock { $0 }
        #expect(total == configuration.cases, "\(configuration)")
        #expect(failed.withLock { $0 } > 0, "\(configuration)")
    }
}
