import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

#if compiler(>=6.2)
    /// A plain payload type, not a message: naming its descriptor after it is harmless, and allowed.
    struct PlainPayload: Sendable {}

    /// A Foundation message that is no ``DescribedNotification``: Foundation's message API reads no descriptor of it.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    struct UndescribedMessage: Sendable, NotificationCenter.AsyncMessage {
        typealias Subject = NSObject
        var value: Int
    }

    @Suite("Foundation messages: no abort is reachable through this library", .timeLimit(.minutes(10)))
    struct MessageHazardTests {
        @Test(
            "A message type's descriptor named after the type is refused, naming the library, the type and the fix"
        )
        func descriptorNamedAfterItsMessageType() {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            // The initializer's precondition fails with exactly this text (it would abort this test process, so the
            // refusal itself is what is checked here).
            let qualified = "FoundationMessageTests.UploadFinished"
            #expect(_FoundationMessageBridge.messageName(of: UploadFinished.self) == qualified)
            let refusal = _FoundationMessageBridge.refusal(of: UploadFinished.self, name: Notification.Name(qualified))
            #expect(refusal?.hasPrefix("NotificationDescriptors: ") == true)
            #expect(refusal?.contains("descriptor of \(qualified) is named \"\(qualified)\"") == true)
            #expect(
                refusal?.contains("Fix: give the descriptor another name, such as \"\(qualified).notification\"")
                    == true)
            #expect(_FoundationMessageBridge.refusal(of: UploadFinished.self, name: Notification.Name("Legacy")) == nil)
            // The descriptors of these message types are accepted (they would have trapped above otherwise).
            #expect(UploadFinished.descriptor.name.rawValue == "LegacyUploadFinished")
            #expect(CounterChanged.descriptor.name.rawValue == "FoundationMessageTests.CounterChanged#payload")
            // A payload that is no message may be named after its type.
            let plain = NotificationDescriptor(
                carrying: PlainPayload.self, name: Notification.Name(String(reflecting: PlainPayload.self)))
            #expect(plain.name.rawValue == "FoundationMessageTests.PlainPayload")
        }

        @Test("A direct descriptor of a message type is refused, naming the library, the type and the fix")
        func directDescriptorOfAMessageType() {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            // `init(carrying:name:delivery: .typedObserversOnly)` fails its precondition with exactly this text (it
            // would abort this test process, so the refusal itself is what is checked here).
            for refusal in [
                _FoundationMessageBridge.directRefusal(of: UploadFinished.self),
                _FoundationMessageBridge.directRefusal(of: CounterChanged.self),
            ] {
                #expect(refusal?.hasPrefix("NotificationDescriptors: FoundationMessageTests.") == true)
                #expect(refusal?.contains("one of Foundation's NotificationCenter messages") == true)
                #expect(refusal?.contains("Fix: use NotificationDescriptor(carrying:name:) (interoperable)") == true)
            }
            #expect(_FoundationMessageBridge.directRefusal(of: PlainPayload.self) == nil)
            let direct = NotificationDescriptor(carrying: PlainPayload.self, delivery: .typedObserversOnly)
            #expect(direct.delivery == .typedObserversOnly)
            // A message type that is no DescribedNotification: Foundation reads no descriptor of it, so it may be
            // direct (under its `#payload` name), and then reaches its direct observers as any payload does.
            #expect(_FoundationMessageBridge.directRefusal(of: UndescribedMessage.self) == nil)
            let undescribed = NotificationDescriptor(carrying: UndescribedMessage.self, delivery: .typedObserversOnly)
            #expect(undescribed.name.rawValue == "FoundationMessageTests.UndescribedMessage#payload")
            let center = NotificationCenter()
            let seen = LockedState(0)
            let token = center.observe(undescribed) { message in seen.withLock { $0 += message.value } }
            center.post(undescribed, UndescribedMessage(value: 3))
            token.cancel()
            #expect(seen.withLock { $0 } == 3)
        }

        @Test("A forName: nil observer beside message types: every post of this library goes through, once each")
        @MainActor
        func nilNameObserverBesideMessageTypes() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let dims = DimObservers(center: center)
            let uploads = UploadObservers(center: center)
            func postAll() -> Int {
                center.post(ScreenDimmed(level: 1))
                center.post(ScreenDimmed(level: 2), object: nil)
                center.post(ScreenDimmed.descriptor, ScreenDimmed(level: 3))
                center.post(ScreenDimmed(level: 4), subject: NSObject())
                center.post(UploadFinished(fileName: "a", byteCount: 1), subject: NSObject())
                return 5 + postEveryWay(on: center).count
            }
            // First without one: Foundation's message observers (synchronous for a MainActorMessage) hear none of
            // this library's posts, so this library posted no message through Foundation. Only then is it safe to
            // add the `forName: nil` observer: on Linux, Foundation aborts a message post beside one.
            let posts = postAll()
            #expect(dims.library.all.count == 4 && uploads.library.all.count == posts - 4)
            if !messageObserversHearLibraryPosts {
                try #require(dims.message.all.isEmpty, "a post of this library reached Foundation's message channel")
            }
            let everything = Collected<String>()
            let all = center.addObserver(forName: nil, object: nil, queue: nil) { everything.append($0.name.rawValue) }
            #expect(postAll() == posts)
            let names = everything.all
            #expect(names.filter { $0 == ScreenDimmed.descriptor.name.rawValue }.count == 4)
            #expect(names.filter { $0 == UploadFinished.descriptor.name.rawValue }.count == posts - 4)
            #expect(dims.library.all.count == 8 && dims.plain.all.count == 8)
            center.removeObserver(all)
            dims.cancel()
            uploads.cancel()
        }

        #if !canImport(Darwin)
            @Test("bridgeSPIShape: swift-corelibs-foundation's message SPI behaves as the bridge needs")
            func bridgeSPIShape() async throws {
                guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
                // If this fails, Foundation changed the SPI behind `_FoundationMessageBridge` (the only file that uses
                // it): the name it files a message under, what it hands the observer, or what removes one.
                let center = NotificationCenter()
                let received = Collected<String>()
                weak var weakHub: ObservationHub?
                do {
                    let token = center.observe(UploadFinished.self) { received.append($0.fileName) }
                    weakHub = ObservationRegistry.hub(center: center, name: UploadFinished.descriptor.name)
                    #expect(weakHub != nil)
                    // 1. A message is filed under its qualified type name and handed over as itself, synchronously.
                    foundationPost(UploadFinished(fileName: "message", byteCount: 1), on: center)
                    #expect(received.all == ["message"], "Foundation's post did not reach the bridge once")
                    // 2. A notification under that name reaches the bridge's observer too, as a `Notification`: it
                    //    takes `Any`, so this is ignored instead of aborting.
                    center.post(name: Notification.Name("FoundationMessageTests.UploadFinished"), object: nil)
                    #expect(received.all == ["message"])
                    token.cancel()
                }
                // 3. Removing the observer lets go of its closure (which holds the hub): the hub is freed.
                #expect(weakHub == nil, "the bridge's Foundation observer was not removed")
                foundationPost(UploadFinished(fileName: "after", byteCount: 1), on: center)
                #expect(received.all == ["message"])
            }

            @Test("Posting a MainActorMessage off the main actor does not compile, by object: or by descriptor either")
            func mainActorMessagePostsNeedTheMainActor() async throws {
                let offMain = try await typecheck(isolation: "nonisolated")
                #expect(offMain.status != 0)
                let lines = offMain.diagnostics.split(separator: "\n").filter { $0.contains("error:") }
                for call in [
                    "post(dim)", "post(dim, object: nil)", "post(Dim.descriptor, dim)",
                    "post(Dim.descriptor, dim, object: nil)",
                ] {
                    let line = (Self.calls.firstIndex(of: call) ?? 0) + Self.firstCallLine
                    #expect(
                        lines.contains { $0.contains("Snippet.swift:\(line):") && $0.contains("main actor-isolated") },
                        "\(call) compiled off the main actor:\n\(offMain.diagnostics)")
                }
                let onMain = try await typecheck(isolation: "@MainActor")
                #expect(onMain.status == 0, "on the main actor:\n\(onMain.diagnostics)")
            }

            @Test("In a child process: a descriptor named after its message type stops before anything is posted")
            func refusalInAChildProcess() async throws {
                let child = try await runChild(
                    """
                    struct Upload: Codable, Sendable, DescribedNotification, NotificationCenter.AsyncMessage {
                        typealias Subject = NSObject
                        var value: Int
                        static let descriptor = NotificationDescriptor(Notification.Name("Child.Upload"), userInfo: Upload.self)
                    }
                    let center = NotificationCenter()
                    let token = center.addObserver(forName: nil, object: nil, queue: nil) { _ in print("delivered") }
                    print("start")
                    center.post(Upload(value: 1))
                    print("posted")
                    """)
                #expect(child.status != 0, "the child ran to the end:\n\(child.output)")
                #expect(child.output.contains("start") && !child.output.contains("delivered"))
                #expect(!child.output.contains("posted"))
                #expect(
                    child.output.contains(
                        "NotificationDescriptors: the descriptor of Child.Upload is named \"Child.Upload\""),
                    "\(child.output)")
                #expect(child.output.contains("Fix: give the descriptor another name"))
            }

            @Test(
                "In a child process: forName: nil observers beside message types, every post of this library, no abort")
            func nilNameObserversInAChildProcess() async throws {
                let child = try await runChild(
                    """
                    struct Upload: Codable, Sendable, DescribedNotification, NotificationCenter.AsyncMessage {
                        typealias Subject = NSObject
                        var value: Int
                        static let descriptor = NotificationDescriptor(Notification.Name("Child.Uploaded"), userInfo: Upload.self)
                    }
                    struct Dim: Codable, Sendable, DescribedNotification, NotificationCenter.MainActorMessage {
                        typealias Subject = NSObject
                        var level: Int
                        static let descriptor = NotificationDescriptor(Notification.Name("Child.Dimmed"), userInfo: Dim.self)
                    }
                    struct Counter: Sendable, DescribedNotification, NotificationCenter.AsyncMessage {
                        typealias Subject = NSObject
                        var count: Int
                        static let descriptor = NotificationDescriptor(carrying: Counter.self)
                    }
                    nonisolated(unsafe) var seen = 0
                    nonisolated(unsafe) var typed = 0
                    // One on .default, as any other component may add, and one on the center posted to.
                    let center = NotificationCenter()
                    let everywhere = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { _ in }
                    let all = center.addObserver(forName: nil, object: nil, queue: nil) { _ in seen += 1 }
                    let tokens = [
                        center.observe(Upload.self) { _ in typed += 1 },
                        center.observe(Dim.self) { _ in typed += 1 },
                        center.observe(Counter.self) { _ in typed += 1 },
                    ]
                    let subject = NSObject()
                    for posting in [center, NotificationCenter.default] {
                        posting.post(Upload(value: 1))
                        posting.post(Upload(value: 2), subject: subject)
                        posting.post(Upload(value: 3), object: nil)
                        posting.post(Upload.descriptor, Upload(value: 4))
                        posting.post(Dim(level: 1))
                        posting.post(Dim(level: 2), subject: subject)
                        posting.post(Dim(level: 3), object: subject)
                        posting.post(Dim.descriptor, Dim(level: 4))
                        posting.post(Counter(count: 1))
                        posting.post(Counter.descriptor, Counter(count: 2), object: subject)
                    }
                    print("seen \\(seen) typed \\(typed)")
                    tokens.forEach { $0.cancel() }
                    center.removeObserver(all)
                    NotificationCenter.default.removeObserver(everywhere)
                    """)
                #expect(child.status == 0, "\(child.output)")
                #expect(child.output.contains("seen 10 typed 10"), "\(child.output)")
            }

            @Test(
                "In a child process (Linux fact): Foundation's own message post aborts beside a forName: nil observer")
            func foundationsOwnPostAbortsBesideANilNameObserver() async throws {
                // The reason this library never posts a message through Foundation on Linux. Darwin: no abort
                // (Foundation posts a notification there). When this starts to pass, swift-corelibs-foundation fixed
                // it, and the bridge can post messages again: see the article "Foundation's messages".
                let child = try await runChild(
                    """
                    struct Ping: NotificationCenter.AsyncMessage {
                        typealias Subject = NSObject
                    }
                    let center = NotificationCenter()
                    let all = center.addObserver(forName: nil, object: nil, queue: nil) { _ in }
                    print("start")
                    center.post(Ping())
                    print("posted")
                    """)
                #expect(child.status != 0)
                #expect(child.output.contains("start") && !child.output.contains("posted"))
                #expect(child.output.contains("Could not cast value of type 'Child.Ping'"), "\(child.output)")
            }

            /// Compiles `body` (after `childPreamble`) as module `Child`,
            /// linked with this test run's NotificationDescriptors objects, runs it, and returns its exit status and
            /// output (stdout and stderr). A compile failure is an error; either step is killed after 120 s.
            func runChild(_ body: String) async throws -> (status: Int32, output: String) {
                let build = try Self.buildDirectory()
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID())")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: directory) }
                let source = directory.appendingPathComponent("main.swift")
                try Data((Self.childPreamble + body + "\n").utf8).write(to: source)
                let objects = try ["NotificationDescriptors.build", "CNotificationAtomics.build"].flatMap { folder in
                    let url = build.appendingPathComponent(folder)
                    return try FileManager.default.contentsOfDirectory(atPath: url.path)
                        .filter { $0.hasSuffix(".o") }
                        .map { url.appendingPathComponent($0).path }
                }
                let executable = directory.appendingPathComponent("child")
                let compile = try await run(
                    "/usr/bin/env",
                    [
                        "swiftc", "-swift-version", "6", "-module-name", "Child", "-I",
                        build.appendingPathComponent("Modules").path, "-Xcc",
                        "-fmodule-map-file="
                            + build.appendingPathComponent("CNotificationAtomics.build/module.modulemap").path,
                        source.path,
                    ] + objects + ["-o", executable.path] + Self.sanitizerFlags,
                    in: directory)
                guard compile.status == 0 else {
                    throw ChildDidNotCompile(output: compile.output)
                }
                return try await run(executable.path, [], in: directory)
            }

            /// The sanitizer this test run was built with, for linking its objects: ThreadSanitizer's runtime is in
            /// this process when it was (`swift test --sanitize=thread`), found by its symbol.
            static let sanitizerFlags: [String] = {
                dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil ? ["-sanitize=thread"] : []
            }()

            /// The imports, and a `print` that writes at once (a crash would lose what a buffered one holds).
            static let childPreamble = """
                import Foundation
                import NotificationDescriptors
                func print(_ text: String) { FileHandle.standardOutput.write(Data((text + "\\n").utf8)) }

                """

            struct ChildDidNotCompile: Error, CustomStringConvertible {
                var output: String
                var description: String { "the child did not compile:\n\(output)" }
            }

            /// Runs `executable` with a watchdog; returns its exit status (or signal) and output.
            func run(_ executable: String, _ arguments: [String], in directory: URL) async throws -> (
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
                let deadline = Date(timeIntervalSinceNow: Watchdog.seconds(120))
                while process.isRunning && Date() < deadline {
                    try await Task.sleep(for: .milliseconds(20))
                }
                if process.isRunning { process.terminate() }
                process.waitUntilExit()
                return (process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self))
            }

            /// The build directory of this test run: it holds `Modules` (Linux: next to the test executable).
            static func buildDirectory() throws -> URL {
                var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
                for _ in 0..<5 {
                    directory = directory.deletingLastPathComponent()
                    if FileManager.default.fileExists(
                        atPath: directory.appendingPathComponent("Modules/NotificationDescriptors.swiftmodule").path)
                    {
                        return directory
                    }
                }
                throw ChildDidNotCompile(
                    output: "no Modules/NotificationDescriptors.swiftmodule above the test executable")
            }

            static let calls = [
                "post(dim)", "post(dim, object: nil)", "post(Dim.descriptor, dim)",
                "post(Dim.descriptor, dim, object: nil)",
            ]
            static let firstCallLine = 10

            /// Type-checks the calls of `calls` in a function with `isolation`, against the modules of this test run
            /// (Linux: `<build>/Modules`, next to the test executable; `swiftc` from `PATH`).
            func typecheck(isolation: String) async throws -> (status: Int32, diagnostics: String) {
                let snippet = """
                    import Foundation
                    import NotificationDescriptors
                    struct Dim: Codable, Sendable, DescribedNotification, NotificationCenter.MainActorMessage {
                        typealias Subject = NSObject
                        var level: Double
                        static let descriptor = NotificationDescriptor(Notification.Name("Dim"), userInfo: Dim.self)
                    }
                    \(isolation) func postAll(_ center: NotificationCenter) {
                        let dim = Dim(level: 1)

                    """ + Self.calls.map { "    center.\($0)\n" }.joined() + "}\n"
                let build = try Self.buildDirectory()
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID())")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: directory) }
                let source = directory.appendingPathComponent("Snippet.swift")
                try Data(snippet.utf8).write(to: source)
                let output = directory.appendingPathComponent("output.txt")
                _ = FileManager.default.createFile(atPath: output.path, contents: nil)
                let handle = try FileHandle(forWritingTo: output)
                defer { try? handle.close() }
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = [
                    "swiftc", "-typecheck", "-swift-version", "6", "-I", build.appendingPathComponent("Modules").path,
                    "-Xcc",
                    "-fmodule-map-file="
                        + build.appendingPathComponent("CNotificationAtomics.build/module.modulemap").path,
                    source.path,
                ]
                process.standardOutput = handle
                process.standardError = handle
                try process.run()
                // The watchdog: a compiler that runs away is killed, never waited for.
                let deadline = Date(timeIntervalSinceNow: Watchdog.seconds(120))
                while process.isRunning && Date() < deadline {
                    try await Task.sleep(for: .milliseconds(50))
                }
                if process.isRunning { process.terminate() }
                process.waitUntilExit()
                return (process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self))
            }
        #endif
    }
#endif
