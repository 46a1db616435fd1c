import Testing

@testable import NotificationCatalogTool

@Suite("Scaffold names")
struct ScaffoldNamingTests {
    @Test func keyboardKeysLoseThePrefixTheyShareWithTheNotificationAndTheirSuffix() {
        let keys = [
            "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
            "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
        ]
        #expect(
            ScaffoldNaming.propertyNames(for: keys, notification: "UIKeyboardWillShowNotification")
                == ["animationCurve", "animationDuration", "frameBegin", "frameEnd", "isLocal"])
    }

    /// The same key gets the same name (`audioSessionInterruptionType`, never `type`) from a three-key capture and
    /// from a one-key one.
    @Test func aKeysNameDoesNotDependOnTheOtherKeys() {
        let notification = "AVAudioSessionInterruptionNotification"
        let keys = [
            "AVAudioSessionInterruptionTypeKey", "AVAudioSessionInterruptionOptionKey",
            "AVAudioSessionInterruptionReasonKey",
        ]
        let names = ["type", "option", "reason"]
        #expect(ScaffoldNaming.propertyNames(for: keys, notification: notification) == names)
        for (key, name) in zip(keys, names) {
            #expect(ScaffoldNaming.propertyNames(for: [key], notification: notification) == [name])
        }
        // Nested keys have no notification: each is named by itself too.
        #expect(
            ScaffoldNaming.propertyNames(for: ["AppChunkOffset", "AppChunkLength"]) == [
                "appChunkOffset", "appChunkLength",
            ])
        #expect(ScaffoldNaming.propertyNames(for: ["AppChunkOffset"]) == ["appChunkOffset"])
    }

    @Test func aLoneKeyLosesItsPlatformPrefixAndWhatItSharesWithTheNotification() {
        #expect(
            ScaffoldNaming.propertyNames(for: ["NSFileHandleNotificationDataItem"]) == [
                "fileHandleNotificationDataItem"
            ])
        #expect(
            ScaffoldNaming.propertyNames(
                for: ["NSFileHandleNotificationDataItem"], notification: "NSFileHandleReadCompletionNotification")
                == ["dataItem"])
        #expect(
            ScaffoldNaming.propertyNames(for: ["LegacyUploadFinishedAtKey"], notification: "LegacyUploadFinished")
                == ["finishedAt"], "never a bare preposition")
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

    @Test("Of clashing keys, the one that already is the name keeps it, wherever it stands; the others are numbered")
    func theKeyThatIsItsNameKeepsIt() {
        // Sorted as the scaffold sorts keys (by their scalars): `FileName` comes before `fileName`.
        #expect(
            ScaffoldNaming.propertyNames(for: ["FileName", "fileName", "file_name"])
                == ["fileName2", "fileName", "fileName3"])
        #expect(ScaffoldNaming.propertyNames(for: ["FileName", "file_name"]) == ["fileName", "fileName2"])
        // The same whichever order and company: deterministic.
        #expect(
            ScaffoldNaming.propertyNames(for: ["file_name", "fileName", "FileName"])
                == ["fileName2", "fileName", "fileName3"])
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
        ("protocol", "ProtocolPayload"),
        ("Self", "SelfPayload"),
        ("Type", "TypePayload"),
        ("error", "ErrorPayload"),
        ("123", "Payload123"),
        ("precedencegroup", "Precedencegroup"),
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

    @Test("Nested structs are never named like a keyword, a standard type, or with a leading _")
    func nestedNamesAvoidKeywordsStandardTypesAndUnderscores() {
        var taken: Set<String> = []
        let name = { (key: String, element: Bool) in
            ScaffoldNaming.nestedTypeName(forProperty: key, isArrayElement: element, avoiding: &taken)
        }
        #expect(name("protocol", false) == "ProtocolValue")
        #expect(name("Type", false) == "TypeValue")
        #expect(name("self", false) == "SelfValue")
        #expect(name("error", false) == "ErrorValue")
        #expect(name("results", true) == "ResultValue")
        #expect(name("1", false) == "Element1")
        #expect(name("_", false) == "Element")
    }

    @Test(arguments: ["precedencegroup", "protocol", "Protocol", "Type", "Self", "self", "init", "_", "async", "some"])
    func everyKeywordIsEscaped(name: String) {
        #expect(ScaffoldNaming.escaped(name) == "`\(name)`")
    }

    @Test(arguments: [
        ("Upload", true), ("upload2", true), ("2x", false), ("a b", false), ("String", false), ("class", false),
        ("Codable", false), ("Sendable", false), ("Protocol", false), ("Error", false), ("_", false),
    ])
    func typeOption(name: String, valid: Bool) {
        #expect(ScaffoldNaming.isValidTypeName(name) == valid)
    }
}
