import Foundation
import NotificationCatalog
import NotificationDescriptors
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every descriptor's raw name is Foundation's own constant (the descriptors spell the names out, so this can fail).
@Suite struct DescriptorNameTests {
    static let foundationNames: [(member: String, descriptor: Notification.Name, foundation: Notification.Name)] = [
        (
            "fileHandleReadCompletion", NotificationDescriptor.fileHandleReadCompletion.name,
            FileHandle.readCompletionNotification
        ),
        (
            "fileHandleReadToEndOfFileCompletion", NotificationDescriptor.fileHandleReadToEndOfFileCompletion.name,
            .NSFileHandleReadToEndOfFileCompletion
        ),
        ("fileHandleDataAvailable", NotificationDescriptor.fileHandleDataAvailable.name, .NSFileHandleDataAvailable),
        (
            "fileHandleConnectionAccepted", NotificationDescriptor.fileHandleConnectionAccepted.name,
            .NSFileHandleConnectionAccepted
        ),
        ("portDidBecomeInvalid", NotificationDescriptor.portDidBecomeInvalid.name, Port.didBecomeInvalidNotification),
        (
            "userDefaultsDidChange", NotificationDescriptor.userDefaultsDidChange.name,
            UserDefaults.didChangeNotification
        ),
        (
            "urlCredentialStorageChanged", NotificationDescriptor.urlCredentialStorageChanged.name,
            .NSURLCredentialStorageChanged
        ),
        (
            "httpCookieStorageCookiesChanged", NotificationDescriptor.httpCookieStorageCookiesChanged.name,
            .NSHTTPCookieManagerCookiesChanged
        ),
        ("processDidTerminate", NotificationDescriptor.processDidTerminate.name, Process.didTerminateNotification),
        ("threadWillExit", NotificationDescriptor.threadWillExit.name, .NSThreadWillExit),
        ("willBecomeMultiThreaded", NotificationDescriptor.willBecomeMultiThreaded.name, .NSWillBecomeMultiThreaded),
        ("didBecomeSingleThreaded", NotificationDescriptor.didBecomeSingleThreaded.name, .NSDidBecomeSingleThreaded),
        (
            "currentLocaleDidChange", NotificationDescriptor.currentLocaleDidChange.name,
            NSLocale.currentLocaleDidChangeNotification
        ),
        ("systemTimeZoneDidChange", NotificationDescriptor.systemTimeZoneDidChange.name, .NSSystemTimeZoneDidChange),
        ("calendarDayChanged", NotificationDescriptor.calendarDayChanged.name, .NSCalendarDayChanged),
    ]

    @Test(arguments: foundationNames.map { [$0.member, $0.descriptor.rawValue, $0.foundation.rawValue] })
    func nameIsFoundationsConstant(_ row: [String]) throws {
        let member = row[0]
        #expect(row[1] == row[2], "\(member) is named \(row[1]); Foundation's constant is \(row[2])")
        let entry = try #require(NotificationCatalog.entry(named: member))
        #expect(entry.name.rawValue == row[2])
        #expect(entry.foundationConstant != nil)
    }

    /// UIKit's names, spelled as UIKit's constants are on iOS (there is no Foundation constant to compare with).
    @Test(arguments: [
        ("keyboardWillShow", "UIKeyboardWillShowNotification"),
        ("keyboardDidShow", "UIKeyboardDidShowNotification"),
        ("keyboardWillHide", "UIKeyboardWillHideNotification"),
        ("keyboardDidHide", "UIKeyboardDidHideNotification"),
        ("keyboardWillChangeFrame", "UIKeyboardWillChangeFrameNotification"),
        ("keyboardDidChangeFrame", "UIKeyboardDidChangeFrameNotification"),
    ])
    func keyboardNameIsUIKits(_ member: String, _ uikitName: String) throws {
        let entry = try #require(NotificationCatalog.entry(named: member))
        #expect(entry.name.rawValue == uikitName)
        #expect(entry.declaredIn == "UIKit")
        // UIKit's constant, `UIResponder.keyboardWillShowNotification` for `keyboardWillShow`.
        #expect(entry.foundationConstant == "UIResponder.\(member)Notification")
    }

    @Test func theTableCoversEveryEntry() {
        let members = Set(Self.foundationNames.map(\.member))
        #expect(members.count == 15)
        let foundationEntries = NotificationCatalog.entries.filter {
            $0.declaredIn != "UIKit" && !AppleCatalog.contains($0.member)
        }
        #expect(Set(foundationEntries.map(\.member)) == members)
        // 15 Foundation names, 6 keyboard notifications, and the Apple catalog where it exists (24 on Linux).
        #expect(NotificationCatalog.entries.count == 21 + (AppleCatalog.isPresent ? AppleCatalog.members.count : 0))
    }
}
