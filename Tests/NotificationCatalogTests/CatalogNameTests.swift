import Foundation
import NotificationCatalog
import NotificationDescriptors
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import UIKit
#endif

/// One catalog name: the member, the Foundation constant (evaluated, and as the catalog spells it) and the raw name
/// that `Catalog/manifest.json` and Apple's documentation give.
struct FoundationName: Sendable, CustomTestStringConvertible {
    let member: String
    let constant: Notification.Name
    let spelling: String
    let rawName: String

    var testDescription: String { member }
}

/// The catalog's names are Foundation's and UIKit's: each entry's name is the constant it documents, and the raw names
/// written in the catalog's data are the values of those constants.
@Suite struct CatalogNameTests {
    static let foundation: [FoundationName] = {
        var names = [
            FoundationName(
                member: "fileHandleReadCompletion", constant: FileHandle.readCompletionNotification,
                spelling: "FileHandle.readCompletionNotification", rawName: "NSFileHandleReadCompletionNotification"),
            FoundationName(
                member: "fileHandleReadToEndOfFileCompletion", constant: .NSFileHandleReadToEndOfFileCompletion,
                spelling: "Notification.Name.NSFileHandleReadToEndOfFileCompletion",
                rawName: "NSFileHandleReadToEndOfFileCompletionNotification"),
            FoundationName(
                member: "fileHandleDataAvailable", constant: .NSFileHandleDataAvailable,
                spelling: "Notification.Name.NSFileHandleDataAvailable",
                rawName: "NSFileHandleDataAvailableNotification"),
            FoundationName(
                member: "fileHandleConnectionAccepted", constant: .NSFileHandleConnectionAccepted,
                spelling: "Notification.Name.NSFileHandleConnectionAccepted",
                rawName: "NSFileHandleConnectionAcceptedNotification"),
            FoundationName(
                member: "portDidBecomeInvalid", constant: Port.didBecomeInvalidNotification,
                spelling: "Port.didBecomeInvalidNotification", rawName: "NSPortDidBecomeInvalidNotification"),
            FoundationName(
                member: "userDefaultsDidChange", constant: UserDefaults.didChangeNotification,
                spelling: "UserDefaults.didChangeNotification", rawName: "NSUserDefaultsDidChangeNotification"),
            FoundationName(
                member: "urlCredentialStorageChanged", constant: .NSURLCredentialStorageChanged,
                spelling: "Notification.Name.NSURLCredentialStorageChanged",
                rawName: "NSURLCredentialStorageChangedNotification"),
            FoundationName(
                member: "httpCookieStorageCookiesChanged", constant: .NSHTTPCookieManagerCookiesChanged,
                spelling: "Notification.Name.NSHTTPCookieManagerCookiesChanged",
                rawName: "NSHTTPCookieManagerCookiesChangedNotification"),
            FoundationName(
                member: "threadWillExit", constant: .NSThreadWillExit, spelling: "Notification.Name.NSThreadWillExit",
                rawName: "NSThreadWillExitNotification"),
            FoundationName(
                member: "willBecomeMultiThreaded", constant: .NSWillBecomeMultiThreaded,
                spelling: "Notification.Name.NSWillBecomeMultiThreaded",
                rawName: "NSWillBecomeMultiThreadedNotification"),
            FoundationName(
                member: "didBecomeSingleThreaded", constant: .NSDidBecomeSingleThreaded,
                spelling: "Notification.Name.NSDidBecomeSingleThreaded",
                rawName: "NSDidBecomeSingleThreadedNotification"),
            FoundationName(
                member: "currentLocaleDidChange", constant: NSLocale.currentLocaleDidChangeNotification,
                spelling: "NSLocale.currentLocaleDidChangeNotification",
                rawName: "kCFLocaleCurrentLocaleDidChangeNotification"),
            FoundationName(
                member: "systemTimeZoneDidChange", constant: .NSSystemTimeZoneDidChange,
                spelling: "Notification.Name.NSSystemTimeZoneDidChange",
                rawName: "kCFTimeZoneSystemTimeZoneDidChangeNotification"),
            FoundationName(
                member: "calendarDayChanged", constant: .NSCalendarDayChanged,
                spelling: "Notification.Name.NSCalendarDayChanged", rawName: "NSCalendarDayChangedNotification"),
        ]
        // `Process` exists only on macOS and Linux.
        #if os(macOS) || os(Linux)
            names.append(
                FoundationName(
                    member: "processDidTerminate", constant: Process.didTerminateNotification,
                    spelling: "Process.didTerminateNotification", rawName: "NSTaskDidTerminateNotification"))
        #endif
        return names
    }()

    @Test("Each Foundation entry observes the constant it names", arguments: foundation)
    func entryIsTheConstant(_ name: FoundationName) throws {
        let entry = try #require(NotificationCatalog.entry(named: name.member))
        #expect(entry.name == name.constant)
        #expect(entry.foundationConstant == name.spelling)
    }

    /// Linux only: the catalog's data (`Catalog/manifest.json`, the fixtures, the documentation) writes raw names, and
    /// this checks that Linux Foundation's constants hold exactly those. On Apple platforms the entries use the SDK's
    /// constants, whatever their raw values; that they compile there is the check (`apple-typecheck`).
    #if !canImport(Darwin)
        @Test("Linux Foundation's constants hold the raw names the catalog's data writes", arguments: foundation)
        func rawNameIsLinuxFoundations(_ name: FoundationName) throws {
            #expect(name.constant.rawValue == name.rawName)
            #expect(NotificationCatalog.entry(named: name.member)?.name.rawValue == name.rawName)
            #expect(NotificationCatalog.entry(named: name.rawName)?.member == name.member)
        }
    #endif

    static let keyboardNames: [(member: String, rawName: String)] = [
        ("keyboardWillShow", "UIKeyboardWillShowNotification"),
        ("keyboardDidShow", "UIKeyboardDidShowNotification"),
        ("keyboardWillHide", "UIKeyboardWillHideNotification"),
        ("keyboardDidHide", "UIKeyboardDidHideNotification"),
        ("keyboardWillChangeFrame", "UIKeyboardWillChangeFrameNotification"),
        ("keyboardDidChangeFrame", "UIKeyboardDidChangeFrameNotification"),
    ]

    static let keyboardKeys = [
        "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
    ]

    @Test("The keyboard entries have UIKit's raw names and keys")
    func keyboardNamesAreUIKits() throws {
        for (member, rawName) in Self.keyboardNames {
            let entry = try #require(NotificationCatalog.entry(named: member))
            #expect(entry.name.rawValue == rawName)
            #expect(entry.userInfoKeys == Self.keyboardKeys)
        }
        #expect(
            NotificationCatalog.entries.filter { $0.declaredIn == "UIKit" && !AppleCatalog.contains($0.member) }.count
                == Self.keyboardNames.count)
    }

    // Where UIKit has the keyboard, its constants themselves: the names are taken from them in the catalog, and the
    // keys (written out there, see `CatalogNames`) must equal them.
    #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
        @MainActor
        @Test("The keyboard entries use UIKit's constants")
        func keyboardConstantsAreUIKits() throws {
            let names = [
                UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
            ]
            #expect(names.map(\.rawValue) == Self.keyboardNames.map(\.rawName))
            #expect(
                [
                    UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
                    UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
                    UIResponder.keyboardIsLocalUserInfoKey,
                ] == Self.keyboardKeys)
        }
    #endif
}
