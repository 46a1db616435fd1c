import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors
import NotificationFixtures
import Testing

/// Through the catalog: every entry reads its keys with `value(for:)` / `valueIfPresent(for:)`, so
/// none picks one of two keys that read as one name, and `NSNull` is no value.
@Suite struct CatalogReadingTests {
    /// `userInfo` with an `NSString` twin beside every `String` key among `read` (the keys the entry reads); `nil`
    /// when there is none, and on Darwin, where the two are one key.
    static func twinned(_ userInfo: [AnyHashable: Any], read: [String]) -> [AnyHashable: Any]? {
        var twinned = userInfo
        for (key, value) in userInfo {
            if let name = key.base as? String, type(of: key.base) == String.self, read.contains(name) {
                twinned[AnyHashable(NSString(string: name))] = value
            }
        }
        return twinned.count > userInfo.count ? twinned : nil
    }

    @Test(
        "Every catalog entry reports two keys that read as one name as an error naming the key (Linux)",
        arguments: NotificationCatalog.entries.map(\.member))
    func everyEntryRefusesTwinKeys(member: String) throws {
        let entry = try #require(NotificationCatalog.entry(named: member))
        // A Void payload reads no key; these two have no valid fixture (`AppleCatalogTests` builds theirs in Swift).
        guard entry.payloadType != "Void", !AppleCatalog.withoutValidFixture.contains(member) else { return }
        let file = try FixtureFile(parsing: Data(contentsOf: CatalogDirectory.fixture(member: member)))
        var checked = 0
        for fixture in file.cases {
            guard case .decoded(_, let notification) = entry.check(fixture).outcome,
                let userInfo = notification.userInfo, !userInfo.isEmpty,
                let twinned = Self.twinned(userInfo, read: entry.userInfoKeys)
            else { continue }
            let note = Notification(name: notification.name, object: notification.object, userInfo: twinned)
            do {
                let fields = try entry.decodeFields(note)
                Issue.record("\(member) \(fixture.label): decoded \(fields), picking one of two keys")
            } catch {
                #expect(error.description.contains("two keys read as"), "\(member): \(error)")
                if case .invalidValue(let key?, _) = error.reason {
                    #expect(userInfo.keys.contains(AnyHashable(key)), "\(member): \(error)")
                } else {
                    Issue.record("\(member): \(error.reason)")
                }
                checked += 1
            }
        }
        // On Darwin nothing can be twinned.
        #if !canImport(Darwin)
            if !entry.userInfoKeys.isEmpty && checked == 0 {
                Issue.record("\(member): no fixture with userInfo keys to twin")
            }
        #endif
    }

    #if !canImport(Darwin)
        // The Apple catalog's stand-ins exist on Linux only (`AppleCatalogTests`).
        @Test("Core Data's keys holding NSNull read as empty sets, as the entry's documentation says")
        func coreDataNullIsEmpty() throws {
            let object = NSManagedObject()
            let payload = try NotificationDescriptor.managedObjectContextDidChangeObjectsOnPostingThread.decode(
                userInfo: ["inserted": NSNull(), "updated": NSSet(array: [object]), "invalidatedAll": NSNull()])
            #expect(payload.inserted.isEmpty)
            #expect(payload.updated == [object])
            #expect(payload.invalidatedAll == nil)
        }

        @Test("An accessibility element that is NSNull is no element")
        func accessibilityNullIsNoElement() throws {
            let before = NSObject()
            let payload = try NotificationDescriptor.accessibilityElementFocusedOnPostingThread.decode(
                userInfo: ["UIAccessibilityFocusedElementKey": NSNull(), "UIAccessibilityUnfocusedElementKey": before])
            #expect(payload.focusedElement == nil)
            #expect(payload.unfocusedElement === before)
        }
    #endif
}
