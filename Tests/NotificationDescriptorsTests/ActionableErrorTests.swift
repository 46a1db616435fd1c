import Foundation
import NotificationDescriptors
import Testing

/// `UploadFinished.sample`'s bridged userInfo with `value` under `key`, or nested under `path`.
private func upload(_ change: (inout [AnyHashable: Any]) -> Void) -> [AnyHashable: Any] {
    var info = UploadFinished.bridgedUserInfo
    change(&info)
    return info
}

private func metadata(_ change: (inout [String: Any]) -> Void) -> [AnyHashable: Any] {
    var nested: [String: Any] = ["retries": 2, "isResumed": true, "tags": ["a"]]
    change(&nested)
    return upload { $0["LegacyUploadMetadataKey"] = nested }
}

private func failure(_ userInfo: [AnyHashable: Any]?) -> NotificationDecodingError? {
    do {
        _ = try UploadFinished.descriptor.decode(userInfo: userInfo)
        return nil
    } catch {
        return error
    }
}

private struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let userInfo: @Sendable () -> [AnyHashable: Any]?
    let expected: String
}

@Suite("Errors a person can act on")
struct ActionableErrorTests {
    @Test(
        "Codable path: name, full path, types, preview and rule, on one line",
        arguments: [
            Case(
                testDescription: "a String where an Int is expected",
                userInfo: { upload { $0["LegacyUploadByteCountKey"] = "forty-two" } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadByteCountKey"] is String "forty-two", "#
                    + "expected Int; a String is never parsed as a number"
            ),
            Case(
                testDescription: "an inexact number in a nested dictionary",
                userInfo: { metadata { $0["retries"] = 1.5 } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadMetadataKey"]["retries"] is Double 1.5, "#
                    + "expected Int; 1.5 is not exactly an Int"
            ),
            Case(
                testDescription: "NSNumber 2 as a Bool",
                userInfo: { metadata { $0["isResumed"] = NSNumber(value: 2) } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadMetadataKey"]["isResumed"] is NSNumber 2, "#
                    + "expected Bool; 2 is not 0 or 1, so it is not a Bool"
            ),
            Case(
                testDescription: "a wrong array element",
                userInfo: { upload { $0["LegacyUploadChunksKey"] = [10, "x", 12] } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadChunksKey"][1] is String "x", expected Int; "#
                    + "a String is never parsed as a number"
            ),
            Case(
                testDescription: "a wrong element of a nested array",
                userInfo: { metadata { $0["tags"] = ["a", NSNumber(value: 3)] } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadMetadataKey"]["tags"][1] is NSNumber 3, "#
                    + "expected String"
            ),
            Case(
                testDescription: "a missing nested key",
                userInfo: { metadata { $0["retries"] = nil } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadMetadataKey"]["retries"] is missing"#
            ),
            Case(
                testDescription: "a missing key",
                userInfo: { upload { $0["LegacyUploadByteCountKey"] = nil } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadByteCountKey"] is missing"#
            ),
            Case(
                testDescription: "no userInfo",
                userInfo: { nil },
                expected: "LegacyUploadFinished: userInfo is nil, expected a dictionary"
            ),
            Case(
                testDescription: "a nested struct that is not a dictionary",
                userInfo: { upload { $0["LegacyUploadMetadataKey"] = "retries=2" } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadMetadataKey"] is String "retries=2", "#
                    + "expected UploadMetadata ([String: Any])"
            ),
            Case(
                testDescription: "an array that is not an array",
                userInfo: { upload { $0["LegacyUploadChunksKey"] = NSNumber(value: 3) } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadChunksKey"] is NSNumber 3, "#
                    + "expected Array<Int> ([Any])"
            ),
            Case(
                testDescription: "a raw value that is no case",
                userInfo: { upload { $0["LegacyUploadStateKey"] = "paused" } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadStateKey"] is invalid: "#
                    + "paused is not a valid UploadState"
            ),
            Case(
                testDescription: "a raw value of the wrong type",
                userInfo: { upload { $0["LegacyUploadStateKey"] = 1 } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadStateKey"] is Int 1, expected UploadState"#
            ),
            Case(
                testDescription: "a number where a Date is expected",
                userInfo: { upload { $0["LegacyUploadFinishedAtKey"] = 1_000_000.0 } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadFinishedAtKey"] is Double 1000000.0, "#
                    + "expected Date"
            ),
            Case(
                testDescription: "NSNull for a required key",
                userInfo: { upload { $0[AnyHashable(NSString(string: "LegacyUploadFileNameKey"))] = NSNull() } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadFileNameKey"] is NSNull, expected String"#
            ),
            Case(
                testDescription: "a long string, cut to 40 characters on one line",
                userInfo: { upload { $0["LegacyUploadByteCountKey"] = String(repeating: "line\n", count: 20) } },
                expected: #"LegacyUploadFinished: userInfo["LegacyUploadByteCountKey"] is String "#
                    + #""line\nline\nline\nline\nline\nline\nl…", expected Int; a String is never parsed as a number"#
            ),
        ])
    fileprivate func codablePath(_ example: Case) throws {
        let error = try #require(failure(example.userInfo()))
        #expect(error.description == example.expected)
        #expect(!error.description.contains("\n"))
    }

    @Test("The path, preview and rule are fields too, and the reason keeps its innermost key")
    func fields() throws {
        let error = try #require(failure(metadata { $0["retries"] = 1.5 }))
        #expect(error.name == UploadFinished.descriptor.name)
        #expect(error.reason == .typeMismatch(key: "retries", expected: "Int", actual: "Double"))
        #expect(error.path == ["LegacyUploadMetadataKey", "retries"])
        #expect(error.valuePreview == "1.5")
        #expect(error.explanation == "1.5 is not exactly an Int")
        let chunk = try #require(failure(upload { $0["LegacyUploadChunksKey"] = [1, 2.5] }))
        #expect(chunk.path == ["LegacyUploadChunksKey", 1])
        #expect(chunk.reason == .typeMismatch(key: "LegacyUploadChunksKey", expected: "Int", actual: "Double"))
    }

    @Test("Errors stay Equatable: a path that is just the reason's key equals no path")
    func equatable() {
        let name = Notification.Name("N")
        let plain = NotificationDecodingError(name: name, reason: .missingKey("k"))
        #expect(plain == NotificationDecodingError(name: name, reason: .missingKey("k"), path: ["k"]))
        #expect(plain.path == ["k"])
        #expect(plain != NotificationDecodingError(name: name, reason: .missingKey("k"), path: ["outer", "k"]))
        let previewed = NotificationDecodingError(
            name: name, reason: .typeMismatch(key: "k", expected: "Int", actual: "String"), path: ["k"],
            valuePreview: "\"x\"")
        // The preview and the rule are for people: an error written in a test without them still matches.
        #expect(previewed == NotificationDecodingError(name: name, reason: previewed.reason))
        #expect(previewed != NotificationDecodingError(name: Notification.Name("M"), reason: previewed.reason))
        #expect(NotificationDecodingError(name: name, reason: .missingObject).path.isEmpty)
    }

    @Test("What decoding throws equals the error a test writes by name and reason")
    func thrownErrorEqualsTheWrittenOne() {
        let descriptor = NotificationDescriptor<Int>(Notification.Name("N"), decode: { try $0.value(for: "n") })
        let expected = NotificationDecodingError(
            name: Notification.Name("N"), reason: .typeMismatch(key: "n", expected: "Int", actual: "String"))
        #expect(throws: expected) { try descriptor.decode(userInfo: ["n": "forty-two"]) }
    }

    // MARK: The hand-written path

    private static let name = Notification.Name("Tests.Actionable")

    private func readFailure<V>(_ value: Any, as type: V.Type) -> String? {
        let note = Notification(name: Self.name, object: nil, userInfo: ["k": value])
        do {
            _ = try note.value(for: UserInfoKey<V>("k"))
            return nil
        } catch {
            return error.description
        }
    }

    @Test("value(for:) errors show the value and the rule that decided")
    func handWrittenPath() {
        let prefix = #"Tests.Actionable: userInfo["k"] is "#
        #expect(
            readFailure(NSNumber(value: 2), as: Bool.self)
                == prefix + "NSNumber 2, expected Bool; 2 is not 0 or 1, so it is not a Bool")
        #expect(readFailure(1.5, as: Int.self) == prefix + "Double 1.5, expected Int; 1.5 is not exactly an Int")
        #expect(
            readFailure(NSNumber(value: 300), as: UInt8.self)
                == prefix + "NSNumber 300, expected UInt8; 300 is outside the range of UInt8")
        #expect(
            readFailure(NSNumber(value: 0.1 + 0.2), as: Float.self)
                == prefix
                + "NSNumber 0.30000000000000004, expected Float; 0.30000000000000004 is not exactly a Float")
        #expect(
            readFailure("forty-two", as: Int.self)
                == prefix + #"String "forty-two", expected Int; a String is never parsed as a number"#)
        // An NSString is named String, as the private `__NSCFString` UIKit posts is on Apple platforms.
        #expect(
            readFailure(NSString(string: "true"), as: Bool.self)
                == prefix + #"String "true", expected Bool; a String is never read as a Bool"#)
        #expect(readFailure(Data([1, 2]), as: String.self) == prefix + "Data 2 bytes, expected String")
        #expect(
            readFailure(NSValue(point: CGPoint(x: 1, y: 2)), as: CGRect.self)
                == prefix + "NSValue(CGPoint) {1.0, 2.0}, expected CGRect")
        #expect(readFailure(NSNumber(value: true), as: String.self) == prefix + "NSNumber true, expected String")
        #expect(readFailure(NSObject(), as: Int.self) == prefix + "NSObject, expected Int")
        #expect(readFailure([1, 2], as: String.self) == prefix + "Array<Int> 2 elements, expected String")
    }
}
