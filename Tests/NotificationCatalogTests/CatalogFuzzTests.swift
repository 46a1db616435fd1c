import Foundation
import FuzzSupport
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Random notifications against every catalog descriptor (45 on Linux: the Foundation, keyboard and Apple entries): none may crash, every failure names its notification,
/// and through a center every post reaches exactly one sink. `FUZZ_SEED` replays a run, `FUZZ_CASES` sizes it.
@Suite("Fuzzing the catalog")
struct CatalogFuzzTests {
    /// Every key the catalog knows.
    static let keys = Array(Set(NotificationCatalog.entries.flatMap(\.userInfoKeys))).sorted()

    /// Objects of every class a catalog payload reads, plus unrelated ones.
    static func objects(port: SocketPort?) -> [AnyObject] {
        var objects: [AnyObject] = [
            FileHandle(fileDescriptor: 2, closeOnDealloc: false), UserDefaults.standard, URLCredentialStorage.shared,
            HTTPCookieStorage.shared, Process(), Thread(), NSObject(), NSString(string: "sender"),
        ]
        if let port { objects.append(port) }
        #if !canImport(Darwin)
            // The Apple catalog's classes (the Linux stand-ins), as objects and as values of their keys.
            objects += [
                AVAudioSession(), AVAudioSessionRouteDescription(), NSManagedObjectContext(), NSManagedObject(),
                NSManagedObjectID(), NSPersistentStoreCoordinator(), NSPersistentHistoryToken(),
                NSPersistentCloudKitContainer(), NSUbiquitousKeyValueStore(), NSMetadataQuery(), NSMetadataItem(),
                UIPasteboard(), AVPlayerItem(), AVCaptureSession(),
                NSSet(array: [NSManagedObject(), NSManagedObjectID()]), NSArray(array: [NSMetadataItem()]),
                NSError(domain: "AVFoundationErrorDomain", code: -11800),
            ]
        #endif
        return objects
    }

    @Test("Decoding random notifications with every catalog descriptor never crashes; errors name the notification")
    func decodeEverything() async {
        let configuration = FuzzConfiguration.fromEnvironment()
        // Printed first, so that even a crash leaves the seed that reproduces it in the log.
        print("catalog decode fuzz: \(configuration)")
        let port = SocketPort(tcpPort: 0)
        // Invalidated before it goes away: an uninvalidated port posts from its deinit.
        defer { port?.invalidate() }
        var fuzzer = NotificationFuzzer(
            seed: configuration.seed, knownKeys: Self.keys, objects: Self.objects(port: port))
        let entries = NotificationCatalog.entries
        var decoded = 0
        var failed = 0
        for index in 0..<configuration.cases {
            // Let other tests run: a long synchronous loop would hold one of the few cooperative threads.
            if index % 500 == 0 { await Task.yield() }
            let entry = entries[index % entries.count]
            let note = fuzzer.notification(name: entry.name)
            do {
                _ = try entry.decodeFields(note)
                decoded += 1
            } catch {
                failed += 1
                if error.name != entry.name {
                    Issue.record("\(entry.member): error names \(error.name): \(error) [\(configuration)]")
                }
                if error.description.contains("\n") {
                    Issue.record("\(entry.member): multi-line description \(error) [\(configuration)]")
                }
            }
        }
        // Both outcomes must occur, or the fuzzer is not reaching the decoders.
        #expect(decoded > 0, "\(configuration)")
        #expect(failed > 0, "\(configuration)")
    }

    @Test("Through a center, each random post reaches exactly one sink of each catalog observer")
    func exactlyOneSinkPerPost() async {
        let configuration = FuzzConfiguration.fromEnvironment(defaultCases: 20_000)
        print("catalog sink fuzz: \(configuration)")
        var fuzzer = NotificationFuzzer(
            seed: configuration.seed &+ 7, knownKeys: Self.keys, objects: Self.objects(port: nil))
        let center = NotificationCenter()
        let handled = LockedState(0)
        let failed = LockedState(0)
        let misnamed = LockedState(0)
        let entries = NotificationCatalog.entries
        let tokens = entries.map { entry in
            entry.observe(on: center) { result in
                switch result {
                case .success: handled.withLock { $0 += 1 }
                case .failure(let error):
                    failed.withLock { $0 += 1 }
                    if error.name != entry.name { misnamed.withLock { $0 += 1 } }
                }
            }
        }
        for index in 0..<configuration.cases {
            // Let other tests run: a long synchronous loop would hold one of the few cooperative threads.
            if index % 500 == 0 { await Task.yield() }
            let note = fuzzer.notification(name: entries[index % entries.count].name)
            center.post(name: note.name, object: note.object, userInfo: note.userInfo)
        }
        tokens.forEach { $0.cancel() }
        #expect(
            handled.withLock { $0 } + failed.withLock { $0 } == configuration.cases,
            "\(configuration)")
        #expect(misnamed.withLock { $0 } == 0, "\(configuration)")
        #expect(failed.withLock { $0 } > 0, "\(configuration)")
    }
}
