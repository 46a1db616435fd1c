import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationCatalogSpec
import NotificationDescriptors
import NotificationFixtures
import Testing

/// The mechanical malformed cases of every entry, derived from its spec rather than written into fixture files: the
/// object of another class, each key holding a value of another type, each required key missing, `NSNull` under each
/// required key, and a key twinned as `"k"` and `NSString("k")`. Each is a decoding error naming what is wrong. The
/// fixture files keep the valid shapes Apple posts and the malformed cases worth showing a reader.
@Suite struct SpecMalformedCaseTests {
    static let root = CatalogDirectory.url.deletingLastPathComponent()

    /// Every entry of the specs that exists here, with its spec.
    static func declared() throws -> [CatalogSpecs.Declared] {
        try CatalogSpecs(root: root).entries.filter { NotificationCatalog.entry(named: $0.entry.member) != nil }
    }

    /// A value of another type than `applePosts` says: a string where a number is posted, a number elsewhere; `nil`
    /// where Apple may post any object (an accessibility element), so no value is of another type.
    static func wrongValue(for applePosts: String) -> Any? {
        if applePosts.hasPrefix("object") { return nil }
        let numbers = ["Int", "UInt", "Double", "Bool"]
        let isNumber = applePosts.hasPrefix("NSNumber") || numbers.contains(applePosts)
        return isNumber ? NSString(string: "not a number") : NSNumber(value: 7)
    }

    /// The first case of the entry's fixture file that decodes, as a notification; `nil` for the entries whose required
    /// values have no fixture form.
    static func validPost(_ entry: CatalogEntry) throws -> Notification? {
        let file = try FixtureFile(parsing: Data(contentsOf: CatalogDirectory.fixture(member: entry.member)))
        for fixture in file.cases where fixture.expectation.expectsDecoding {
            guard case .success(let payload) = fixture.payload,
                let note = try? payload.notification(defaultName: entry.name),
                (try? entry.payloadFields(of: note)) != nil
            else { continue }
            return note
        }
        return nil
    }

    /// Decoding `note` fails, with an error that names `key` (when given).
    static func expectRefused(
        _ entry: CatalogEntry, _ note: Notification, naming key: String?, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let fields = try entry.payloadFields(of: note)
            Issue.record(
                "\(entry.sourceFile) .\(entry.member): \(what) decoded (\(fields.map(\.name))), expected an error",
                sourceLocation: sourceLocation)
        } catch {
            if let key {
                #expect(
                    error.description.contains(key), "\(entry.member): \(what): \(error.description)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test(
        "Every entry refuses the mechanical malformed cases its spec implies",
        arguments: try declared().map(\.entry.member))
    func mechanicalMalformedCases(member: String) throws {
        let declared = try #require(try Self.declared().first { $0.entry.member == member })
        let entry = try #require(NotificationCatalog.entry(named: member))
        let spec = declared.entry
        guard spec.payload.type != "Void" else {
            // Reads nothing: every object and userInfo decodes.
            let note = Notification(name: entry.name, object: NSObject(), userInfo: ["k": NSNull(), NSString("k"): 1])
            #expect(throws: Never.self) { try entry.payloadFields(of: note) }
            return
        }
        // The object of another class than Apple posts (a plain NSObject).
        if spec.object != nil {
            let base = try Self.validPost(entry)
            let note = Notification(name: entry.name, object: NSObject(), userInfo: base?.userInfo)
            Self.expectRefused(entry, note, naming: nil, "the object is an NSObject")
        }
        guard let base = try Self.validPost(entry) else { return }
        let userInfo = base.userInfo ?? [:]
        for key in spec.keys {
            // Each key holding a value of another type.
            if let value = Self.wrongValue(for: key.applePosts) {
                var wrong = userInfo
                wrong[key.string] = value
                Self.expectRefused(
                    entry, Notification(name: entry.name, object: base.object, userInfo: wrong), naming: key.string,
                    "\(key.string) holds a value of another type")
            }
            // A key twinned as a Swift String and an NSString: neither is picked.
            // (Linux keeps the two apart; on Darwin they are one key, and there is no such post.)
            var twinned = userInfo
            if let value = userInfo[key.string] { twinned[AnyHashable(NSString(string: key.string))] = value }
            if twinned.count > userInfo.count {
                Self.expectRefused(
                    entry, Notification(name: entry.name, object: base.object, userInfo: twinned),
                    naming: key.string, "\(key.string) is twinned as a String and an NSString")
            }
            guard key.absence == "error" else { continue }
            // Each required key missing, or NSNull.
            var missing = userInfo
            missing[key.string] = nil
            Self.expectRefused(
                entry, Notification(name: entry.name, object: base.object, userInfo: missing), naming: key.string,
                "\(key.string) is missing")
            var null = userInfo
            null[key.string] = NSNull()
            Self.expectRefused(
                entry, Notification(name: entry.name, object: base.object, userInfo: null), naming: key.string,
                "\(key.string) is NSNull")
        }
    }
}
