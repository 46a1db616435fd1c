import Foundation
import Testing

@testable import NotificationDescriptors

#if compiler(>=6.2)
    /// A plain payload type, not a message: naming its descriptor after it is harmless, and allowed.
    struct PlainPayload: Sendable {}

    @Suite("Foundation messages: no abort is reachable through this library", .timeLimit(.minutes(3)))
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
                var modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
                for _ in 0..<5
                where !FileManager.default.fileExists(
                    atPath: modules.appendingPathComponent("Modules/NotificationDescriptors.swiftmodule").path)
                {
                    modules = modules.deletingLastPathComponent()
                }
                let build = modules
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
                let deadline = Date(timeIntervalSinceNow: 120)
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
