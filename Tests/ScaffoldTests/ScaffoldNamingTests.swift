import Testing

@testable import NotificationCatalogTool

@Suite("Scaffold names")
struct ScaffoldNamingTests {
    @Test func keyboardKeysLoseTheirSharedPrefixAndSuffix() {
        let keys = [
            "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
            "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
        ]
        #expect(
            ScaffoldNaming.propertyNames(for: keys)
                == ["animationCurve", "animationDuration", "frameBegin", "frameEnd", "isLocal"])
    }

    @Test func aLoneKeyLosesOnlyItsPlatformPrefix() {
        #expect(
            ScaffoldNaming.propertyNames(for: ["NSFileHandleNotificationDataItem"]) == [
                "fileHandleNotificationDataItem"
            ])
    }

    @Test(arguments: [
        ("file_name", "fileName"),
        ("URL", "url"),
        ("sourceURL", "sourceURL"),
        ("2fa-code", "_2faCode"),
        ("", "value"),
        ("class", "`class`"),
        ("é", "value"),
    ])
    func oneKey(key: String, expected: String) {
        let name = ScaffoldNaming.propertyNames(for: [key])[0]
        #expect(ScaffoldNaming.escaped(name) == expected)
    }

    @Test func clashingNamesGetNumbers() {
        #expect(ScaffoldNaming.propertyNames(for: ["x", "x_", "X"]) == ["x", "x2", "x3"])
    }

    @Test(arguments: [
        ("NSFileHandleReadCompletionNotification", "FileHandleReadCompletion"),
        ("UIKeyboardWillShowNotification", "KeyboardWillShow"),
        ("kCFLocaleCurrentLocaleDidChangeNotification", "LocaleCurrentLocaleDidChange"),
        ("LegacyUploadFinished", "LegacyUploadFinished"),
        ("NSHTTPCookieManagerCookiesChangedNotification", "HTTPCookieManagerCookiesChanged"),
        ("NSURLCredentialStorageChangedNotification", "URLCredentialStorageChanged"),
        ("com.example.upload-done", "ComExampleUploadDone"),
        ("Notification", "NotificationPayload"),
        ("Codable", "CodablePayload"),
        ("DescribedNotification", "Described"),
        ("", "Payload"),
    ])
    func typeNames(notification: String, expected: String) {
        #expect(ScaffoldNaming.typeName(forNotification: notification) == expected)
    }

    @Test func nestedNamesAvoidStandardTypesAndEachOther() {
        var taken: Set<String> = ["Upload"]
        #expect(
            ScaffoldNaming.nestedTypeName(forProperty: "metadata", isArrayElement: false, avoiding: &taken)
                == "Metadata")
        #expect(ScaffoldNaming.nestedTypeName(forProperty: "chunks", isArrayElement: true, avoiding: &taken) == "Chunk")
        #expect(
            ScaffoldNaming.nestedTypeName(forProperty: "entries", isArrayElement: true, avoiding: &taken) == "Entry")
        #expect(
            ScaffoldNaming.nestedTypeName(forProperty: "data", isArrayElement: false, avoiding: &taken) == "DataValue")
        #expect(
            ScaffoldNaming.nestedTypeName(forProperty: "sendable", isArrayElement: false, avoiding: &taken)
                == "SendableValue")
        #expect(
            ScaffoldNaming.nestedTypeName(forProperty: "metadata", isArrayElement: false, avoiding: &taken)
                == "Metadata2")
    }

    @Test(arguments: [
        ("Upload", true), ("upload2", true), ("2x", false), ("a b", false), ("String", false), ("class", false),
        ("Codable", false), ("Sendable", false),
    ])
    func typeOption(name: String, valid: Bool) {
        #expect(ScaffoldNaming.isValidTypeName(name) == valid)
    }
}
