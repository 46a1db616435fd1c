import Foundation
import NotificationDescriptors
import Testing

/// `value(for:)` and `valueIfPresent(for:)` (behind every hand-written converter and catalog entry)
/// never pick one of two keys that read as one name, read `NSNull` as no value for every type, and say which present
/// key a missing one was probably meant as.
@Suite("Reading never picks")
struct ReadingNeverPicksTests {
    static let name = Notification.Name("Tests.ReadingNeverPicks")

    /// `"k"` and `NSString("k")` as two keys, with `filler` more keys; `nil` on Darwin, where they are one key
    /// (`AnyHashable` bridges the `NSString` to the `String`), so the case cannot arise there.
    static func colliding(_ first: Any, _ second: Any, filler: Int = 0) -> [AnyHashable: Any]? {
        var userInfo: [AnyHashable: Any] = [:]
        for index in 0..<filler { userInfo["filler\(index)"] = index }
        userInfo["k"] = first
        userInfo[AnyHashable(NSString(string: "k"))] = second
        return userInfo.count == filler + 2 ? userInfo : nil
    }

    static let ambiguous = NotificationDecodingError(
        name: name,
        reason: .invalidValue(
            key: "k", message: "two keys read as \"k\" (String and NSString); which value is meant is ambiguous"))

    /// Reads `k` as `V` both ways and expects the ambiguity error each time.
    func expectAmbiguous<V>(
        _: V.Type,
        _ userInfo: [AnyHashable: Any],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let note = Notification(name: Self.name, object: nil, userInfo: userInfo)
        #expect(throws: Self.ambiguous, sourceLocation: sourceLocation) { try note.value(for: UserInfoKey<V>("k")) }
        #expect(throws: Self.ambiguous, sourceLocation: sourceLocation) {
            try note.valueIfPresent(for: UserInfoKey<V>("k"))
        }
    }

    @Test(
        "\"k\" and NSString(\"k\") are an error naming both, for every type, small and large userInfo (Linux)",
        arguments: [0, 3, 14, 15, 47, 48, 60, 200]
    )
    func stringAndNSStringKeysAreAmbiguous(filler: Int) throws {
        // Darwin: one key, read as itself (the last value stored under it).
        guard let userInfo = Self.colliding("one", "two", filler: filler) else { return }
        expectAmbiguous(String.self, userInfo)
        expectAmbiguous(Any.self, userInfo)
        expectAmbiguous(AnyObject.self, userInfo)
        expectAmbiguous(NSString.self, userInfo)
        expectAmbiguous(Int.self, userInfo)
        expectAmbiguous([Int].self, userInfo)
        // Equal values too: which key is meant is still ambiguous, and the error does not depend on the values.
        expectAmbiguous(Int.self, try #require(Self.colliding(1, 1, filler: filler)))
        // The error is the one the Codable path reports for the same userInfo (there without a notification name).
        struct KeyedK: Decodable { var k: String }
        #expect(throws: NotificationDecodingError(name: Notification.Name(""), reason: Self.ambiguous.reason)) {
            try UserInfoDecoder().decode(KeyedK.self, from: userInfo)
        }
        #expect("\(Self.ambiguous)".contains("(String and NSString)"))
    }

    @Test("A converter reading a key that two keys read as reaches onFailure, not the handler (Linux)")
    func throughADescriptor() throws {
        guard let userInfo = Self.colliding(1, 2) else { return }
        let descriptor = NotificationDescriptor<Int>(Self.name) { note in try note.value(for: UserInfoKey<Int>("k")) }
        let note = Notification(name: Self.name, object: nil, userInfo: userInfo)
        #expect(throws: Self.ambiguous) { try descriptor.decode(note) }
    }

    @Test("One key still reads, under either spelling, on both paths")
    func oneKeyStillReads() throws {
        for key in [AnyHashable("k"), AnyHashable(NSString(string: "k"))] {
            for filler in [0, 60] {
                var userInfo: [AnyHashable: Any] = [key: 7]
                for index in 0..<filler { userInfo["filler\(index)"] = index }
                let note = Notification(name: Self.name, object: nil, userInfo: userInfo)
                #expect(try note.value(for: UserInfoKey<Int>("k")) == 7)
                #expect(try note.valueIfPresent(for: UserInfoKey<Int>("k")) == 7)
                #expect(try note.value(for: UserInfoKey<Any>("k")) as? Int == 7)
                #expect(try note.valueIfPresent(for: UserInfoKey<Int>("absent")) == nil)
            }
        }
    }

    // MARK: NSNull

    @Test("NSNull (also in an Optional) and Optional.none read as absent for every type, Any and AnyObject included")
    func nullIsAbsentForEveryType() throws {
        let nothings: [(String, Any)] = [
            ("NSNull", NSNull()), ("Optional(NSNull)", Optional(NSNull()) as Any),
            ("Optional<Int>.none", Optional<Int>.none as Any),
        ]
        for (label, nothing) in nothings {
            let note = Notification(name: Self.name, object: nil, userInfo: ["k": nothing])
            func absent<V>(_: V.Type) throws -> Bool { try note.valueIfPresent(for: UserInfoKey<V>("k")) == nil }
            #expect(try absent(Any.self), "\(label)")
            #expect(try absent(AnyObject.self), "\(label)")
            #expect(try absent(NSObject.self), "\(label)")
            #expect(try absent(AnyHashable.self), "\(label)")
            #expect(try absent(NSNull.self), "\(label)")
            #expect(try absent(String.self), "\(label)")
            #expect(try absent(Int.self), "\(label)")
            #expect(try absent([Int].self), "\(label)")
            #expect(try absent([String: Any].self), "\(label)")
            // (`UserInfoKey<Int?>` of an `Optional<Int>.none` stored as `Any` reads the value stored, which is exactly
            // of the key's type: only `NSNull` is checked for it.)
            if label != "Optional<Int>.none" { #expect(try absent(Int?.self), "\(label)") }
            // A required key holding no value is an error saying so, as the Codable path's.
            let anyError = NotificationDecodingError(
                name: Self.name, reason: .typeMismatch(key: "k", expected: "Any", actual: "NSNull"))
            #expect(throws: anyError, "\(label)") { try note.value(for: UserInfoKey<Any>("k")) }
            #expect(throws: NotificationDecodingError.self, "\(label)") {
                try note.value(for: UserInfoKey<AnyObject>("k"))
            }
            #expect(throws: NotificationDecodingError.self, "\(label)") {
                try note.value(for: UserInfoKey<NSNull>("k"))
            }
            #expect(throws: NotificationDecodingError.self, "\(label)") {
                try note.value(for: UserInfoKey<String>("k"))
            }
        }
        // The Codable path's error for the same required key: a type mismatch naming NSNull too.
        struct Required: Decodable { var k: String }
        #expect(
            throws: NotificationDecodingError(
                name: Notification.Name(""), reason: .typeMismatch(key: "k", expected: "String", actual: "NSNull"))
        ) { try UserInfoDecoder().decode(Required.self, from: ["k": NSNull()]) }
        #expect(
            throws: NotificationDecodingError(
                name: Self.name, reason: .typeMismatch(key: "k", expected: "String", actual: "NSNull"))
        ) {
            try Notification(name: Self.name, object: nil, userInfo: ["k": NSNull()]).value(
                for: UserInfoKey<String>("k"))
        }
    }

    @Test("A value that is not NSNull still reads as Any, AnyObject and NSObject")
    func valuesStillReadAsAny() throws {
        let object = NSObject()
        let note = Notification(name: Self.name, object: nil, userInfo: ["k": object, "s": "text"])
        #expect(try note.valueIfPresent(for: UserInfoKey<AnyObject>("k")) === object)
        #expect(try note.value(for: UserInfoKey<NSObject>("k")) === object)
        #expect(try note.value(for: UserInfoKey<Any>("s")) as? String == "text")
        #expect(try note.valueIfPresent(for: UserInfoKey<AnyHashable>("s")) == AnyHashable("text"))
    }

    // MARK: Did you mean

    func missing(_ key: String, in userInfo: [AnyHashable: Any]) -> NotificationDecodingError? {
        do {
            _ = try Notification(name: Self.name, object: nil, userInfo: userInfo).value(for: UserInfoKey<Int>(key))
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "A missing key's error names the present keys that differ only in case, a prefix or a suffix",
        arguments: [
            ("fileName", ["FileName"], #"did you mean "FileName"?"#),
            ("fileName", ["FILENAME", "NSFileName"], #"did you mean "FILENAME" or "NSFileName"?"#),
            ("FileName", ["fileNameKey"], #"did you mean "fileNameKey"?"#),
            (
                "NSFileHandleNotificationDataItem", ["FileHandleNotificationDataItem"],
                #"did you mean "FileHandleNotificationDataItem"?"#
            ),
            (
                "count", ["a", "b", "Count", "kCount", "countKey", "counter"],
                #"did you mean "Count", "kCount" or "counter"?"#
            ),
            ("k", ["K", "kind"], #"did you mean "K"?"#),
        ]
    )
    func didYouMean(key: String, present: [String], hint: String) throws {
        var userInfo: [AnyHashable: Any] = ["unrelated": 1]
        for (index, name) in present.enumerated() {
            // Every other one an NSString key: they are named the same way.
            userInfo[index % 2 == 0 ? AnyHashable(name) : AnyHashable(NSString(string: name))] = 1
        }
        let error = try #require(missing(key, in: userInfo))
        #expect(error == NotificationDecodingError(name: Self.name, reason: .missingKey(key)))
        #expect(error.explanation == hint)
        #expect(error.description == "Tests.ReadingNeverPicks: userInfo[\"\(key)\"] is missing; \(hint)")
    }

    @Test("No hint when no present key is close, or userInfo is empty")
    func noHint() throws {
        // `fileSize` shares a prefix but is no prefix of `fileName`; `ile` sits inside it; `le` is too short to count.
        let cases: [[AnyHashable: Any]] = [[:], ["other": 1, "fileSize": 2, 1: 3], ["ile": 1, "le": 2, "nam": 3]]
        for userInfo in cases {
            let error = try #require(missing("fileName", in: userInfo))
            #expect(error.explanation == nil, "\(userInfo)")
            #expect(error.description == "Tests.ReadingNeverPicks: userInfo[\"fileName\"] is missing")
        }
    }

    @Test("A dictionary of more than 1,000 keys gets no hint: many missing keys of a huge one stay linear")
    func noHintForHugeDictionaries() throws {
        var userInfo: [AnyHashable: Any] = ["FileName": 1]
        for index in 0..<1_000 { userInfo["key\(index)"] = index }
        let error = try #require(missing("fileName", in: userInfo))
        #expect(error.explanation == nil)
        userInfo.removeValue(forKey: "key0")
        #expect(try #require(missing("fileName", in: userInfo)).explanation == #"did you mean "FileName"?"#)
    }

    @Test("The Codable path names the close keys too, at the top and nested")
    func codableDidYouMean() throws {
        struct Upload: Decodable {
            var fileName: String
            struct Inner: Decodable { var byteCount: Int }
            var inner: Inner?
        }
        do {
            _ = try UserInfoDecoder().decode(Upload.self, from: ["FileName": "a"])
            Issue.record("decoded")
        } catch {
            #expect(error.reason == .missingKey("fileName"))
            #expect(error.explanation == #"did you mean "FileName"?"#)
        }
        do {
            _ = try UserInfoDecoder().decode(Upload.self, from: ["fileName": "a", "inner": ["bytecount": 1]])
            Issue.record("decoded")
        } catch {
            #expect(error.reason == .missingKey("byteCount"))
            #expect(error.path == ["inner", "byteCount"])
            #expect(error.explanation == #"did you mean "bytecount"?"#)
        }
    }
}
