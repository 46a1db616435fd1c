import Foundation
import NotificationDescriptors
import TestSupport
import Testing

// An `NSOrderedSet` is read through its public API only, and cycles and depth
// through one are errors naming the key, as for `NSArray` and `NSDictionary`.
//
// Linux-only fact: swift-corelibs-foundation hands every element of an `NSOrderedSet` out through its bridge
// (`object(at:)`, `array`, `set`, enumeration, `index(of:)`, `contains`, its `customMirror` and archiving all do),
// which converts an element that is an `NSArray`, `NSDictionary` or `NSSet` to a Swift collection, everything below it
// included; an `NSOrderedSet` below it stays the object it is. So a cycle or a deep chain that passes through an
// ordered set reads one level at a time (these tests, on every platform); a cyclic `NSArray`, `NSDictionary` or `NSSet`
// held directly by an ordered set cannot be handed to any reader on Linux (Foundation recurses without end). Darwin
// hands the stored objects out as they are, and that case is an error there too (`cyclicFoundationElement`).

private struct Levels: Decodable {
    var n: [Level]
}

/// Arrays as deep as the data goes.
private indirect enum Level: Decodable {
    case level([Level])
    init(from decoder: any Decoder) throws {
        self = .level(try [Level](from: decoder))
    }
}

/// Reads `raw` under the key `n` as nested arrays, as nested dictionaries and as one `[Int]`, with the coder and with
/// `value(for:)`; the errors' descriptions (`nil` for a read that succeeded).
@Sendable
private func readOrderedGraph(_ raw: Any) -> [String?] {
    let userInfo: [AnyHashable: Any] = ["n": raw]
    let note = Notification(name: Notification.Name("Tests.OrderedSetGraph"), object: nil, userInfo: userInfo)
    func describe(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }
    return [
        describe { _ = try UserInfoDecoder().decode(Levels.self, from: userInfo) },
        describe { _ = try UserInfoDecoder().decode([String: [[Int]]].self, from: userInfo) },
        describe { _ = try note.value(for: UserInfoKey<[[Int]]>("n")) },
        describe { _ = try note.valueIfPresent(for: UserInfoKey<[Int]>("n")) },
    ]
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it at most 60 seconds (scaled): `nil`,
/// with an issue recorded, when it has not returned by then (a read that never ends fails the test, never hangs it).
private func readOnThread<T: Sendable>(
    stackSize: Int = 512 * 1024,
    _ body: @escaping @Sendable () -> T,
    sourceLocation: SourceLocation = #_sourceLocation
) -> T? {
    let result = LockedState<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    guard done.wait(timeout: Watchdog.deadline(60)) == .success else {
        Issue.record(Comment(rawValue: Watchdog.message("the read", base: 60)), sourceLocation: sourceLocation)
        return nil
    }
    return result.withLock { $0 }
}

/// Every read is an error naming the key `n`, in one line.
private func expectErrorsNamingTheKey(
    _ errors: [String?]?, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let errors else { return }
    #expect(errors.count == 4, "\(label)", sourceLocation: sourceLocation)
    for error in errors {
        guard let error else {
            Issue.record("\(label): a read succeeded", sourceLocation: sourceLocation)
            continue
        }
        #expect(error.contains("\"n\""), "\(label): \(error)", sourceLocation: sourceLocation)
        #expect(!error.contains("\n") && error.count < 300, "\(label): \(error)", sourceLocation: sourceLocation)
    }
}

@Suite("NSOrderedSet graphs: cycles and depth through an ordered set are errors naming the key, never a crash")
struct OrderedSetGraphTests {
    @Test("An ordered set in a cycle with an NSMutableArray, an NSMutableDictionary or an NSMutableSet is an error")
    func cyclesThroughAnOrderedSet() {
        let graphs = OrderedSetGraphs()
        defer { graphs.dismantle() }
        let cycles =
            graphs.cycles() + [
                ("ordered set <-> NSMutableSet", graphs.cycleWithSet().orderedSet),
                ("ordered set holding itself", graphs.orderedSetHoldingItself()),
                ("[ordered set <-> NSMutableArray]", [graphs.cycleWithArray().set] as [Any]),
            ]
        for (label, cyclic) in cycles {
            let boxed = LockedState(cyclic)
            expectErrorsNamingTheKey(readOnThread { readOrderedGraph(boxed.withLock { $0 }) }, label)
        }
    }

    @Test("Ordered sets and NSArrays alternating 100,000 deep are an error on a small stack, never a crash")
    func alternatingDeepChain() {
        let graphs = OrderedSetGraphs()
        defer { graphs.dismantle() }
        let boxed = LockedState(graphs.alternatingChain(depth: 100_000))
        expectErrorsNamingTheKey(readOnThread { readOrderedGraph(boxed.withLock { $0 }) }, "alternating")
    }

    @Test("An NSArray nested 1,000 deep inside an ordered set is an error (converted by Foundation on Linux)")
    func deepFoundationElement() {
        let graphs = OrderedSetGraphs()
        defer { graphs.dismantle() }
        let boxed = LockedState(graphs.orderedSet(holdingArraysNested: 1_000) as Any)
        // Linux converts the whole element at once, 1,000 levels of Foundation's own recursion: a main-thread-sized
        // stack for that, not for the coder (which reads one level at a time).
        let errors = readOnThread(stackSize: 8 << 20) { readOrderedGraph(boxed.withLock { $0 }) }
        expectErrorsNamingTheKey(errors, "NSArray 1,000 deep in an ordered set")
    }

    @Test(
        "An ordered set holding a cyclic NSMutableArray or NSMutableDictionary is an error (Darwin)",
        .enabled(
            if: OrderedSetGraphs.cyclicElementsReadable, Comment(rawValue: OrderedSetGraphs.cyclicElementsUnreadable)))
    func cyclicFoundationElement() {
        let graphs = OrderedSetGraphs()
        defer { graphs.dismantle() }
        for (label, cyclic) in graphs.orderedSetsHoldingCyclicCollections() {
            let boxed = LockedState(cyclic as Any)
            expectErrorsNamingTheKey(readOnThread { readOrderedGraph(boxed.withLock { $0 }) }, label)
        }
    }

    /// A program using Foundation alone: it builds an ordered set holding a cyclic `NSMutableArray` (`cyclic`) or an
    /// array holding the ordered set that holds it (`through`), prints "built", reads the element with
    /// `object(at:)` and prints "read".
    static let probe = """
        import Foundation
        func say(_ text: String) { FileHandle.standardOutput.write(Data((text + "\\n").utf8)) }
        let array = NSMutableArray()
        let set = NSMutableOrderedSet()
        set.add(array)
        if CommandLine.arguments.dropFirst().first == "cyclic" { array.add(array) } else { array.add(set) }
        say("built")
        _ = set.object(at: 0)
        say("read")
        """

    @Test(
        "Linux-only fact, checked in a child process: NSOrderedSet.object(at:) never returns a cyclic NSArray element",
        .enabled(if: Toolchain.has("swiftc"), Comment(rawValue: Toolchain.missing("swiftc"))))
    func foundationConvertsACyclicElementWithoutEnd() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ordered-set-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("main.swift")
        try Data(Self.probe.utf8).write(to: source)
        let executable = directory.appendingPathComponent("probe")
        let compile = try await runChild("/usr/bin/env", ["swiftc", source.path, "-o", executable.path], in: directory)
        try #require(compile.status == 0, "the probe did not compile:\n\(compile.output)")
        let through = try await runChild(executable.path, ["through"], in: directory)
        #expect(through.status == 0 && through.output.contains("read"), "\(through.output)")
        let cyclic = try await runChild(executable.path, ["cyclic"], in: directory)
        #expect(cyclic.output.contains("built"), "\(cyclic.output)")
        #if canImport(Darwin)
            // Darwin hands the stored array out as it is.
            #expect(cyclic.status == 0 && cyclic.output.contains("read"), "\(cyclic.output)")
        #else
            // If this fails, swift-corelibs-foundation no longer converts the element without end: read such
            // elements one level at a time, run `cyclicFoundationElement` on Linux, and update the DocC article
            // *Reading values* and README's Guarantees row.
            #expect(cyclic.status != 0 && !cyclic.output.contains("read"), "\(cyclic.output)")
        #endif
    }

}

/// Runs `executable` with `arguments` in `directory`, standard output and error to a file, and waits for it with a
/// watchdog (killed after 300 seconds, scaled); returns its exit status (or signal) and output.
private func runChild(_ executable: String, _ arguments: [String], in directory: URL) async throws -> (
    status: Int32, output: String
) {
    let output = directory.appendingPathComponent("output-\(UUID()).txt")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let deadline = Date(timeIntervalSinceNow: Watchdog.seconds(300))
    while process.isRunning && Date() < deadline {
        try await Task.sleep(for: .milliseconds(20))
    }
    if process.isRunning {
        process.terminate()
        Issue.record(Comment(rawValue: Watchdog.message("the child \(executable)", base: 300)))
    }
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self))
}
