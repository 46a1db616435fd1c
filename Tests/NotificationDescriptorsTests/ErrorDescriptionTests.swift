import Foundation
import NotificationDescriptors
import Testing

@Suite("NotificationDecodingError")
struct ErrorDescriptionTests {
    static let name = Notification.Name("NSFileHandleReadCompletionNotification")

    @Test(
        "description is one line naming the raw name, the key, and the types",
        arguments: [
            (
                NotificationDecodingError.Reason.missingUserInfo,
                "NSFileHandleReadCompletionNotification: userInfo is nil, expected a dictionary"
            ),
            (
                .missingKey("NSFileHandleNotificationDataItem"),
                #"NSFileHandleReadCompletionNotification: userInfo["NSFileHandleNotificationDataItem"] is missing"#
            ),
            (
                .typeMismatch(key: "NSFileHandleNotificationDataItem", expected: "Data", actual: "String"),
                #"NSFileHandleReadCompletionNotification: userInfo["NSFileHandleNotificationDataItem"] is String, expected Data"#
            ),
            (.missingObject, "NSFileHandleReadCompletionNotification: object is nil, expected an object"),
            (
                .objectTypeMismatch(expected: "FileHandle", actual: "NSObject"),
                "NSFileHandleReadCompletionNotification: object is NSObject, expected FileHandle"
            ),
            (
                .invalidValue(key: "curve", message: "9 is out of range"),
                #"NSFileHandleReadCompletionNotification: userInfo["curve"] is invalid: 9 is out of range"#
            ),
            (
                .invalidValue(key: nil, message: "first line\nsecond line"),
                "NSFileHandleReadCompletionNotification: first line second line"
            ),
        ])
    func description(reason: NotificationDecodingError.Reason, expected: String) {
        let error = NotificationDecodingError(name: Self.name, reason: reason)
        #expect(error.description == expected)
        #expect(!error.description.contains("\n"))
    }

    @Test func equatable() {
        let a = NotificationDecodingError(name: Self.name, reason: .missingKey("a"))
        #expect(a == NotificationDecodingError(name: Self.name, reason: .missingKey("a")))
        #expect(a != NotificationDecodingError(name: Self.name, reason: .missingKey("b")))
        #expect(a != NotificationDecodingError(name: Notification.Name("other"), reason: .missingKey("a")))
    }
}
