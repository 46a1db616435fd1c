import Foundation
import NotificationFixtures
import Testing

/// `{"Data": ...}` is strict base64 (RFC 4648, padded, canonical), and a bad one is an error that
/// names the path and the value.
@Suite struct StrictBase64Tests {
    private static func load(_ base64: String) -> Result<FixtureValue, FixtureError> {
        let json = "{\"Data\": \(FixtureValue.quoted(base64))}"
        do throws(FixtureError) {
            return .success(try FixtureValue(parsing: Data(json.utf8)))
        } catch {
            return .failure(error)
        }
    }

    @Test(
        "Canonical padded base64 reads as its bytes",
        arguments: [
            ("", [UInt8]()), ("QQ==", [0x41]), ("QUI=", [0x41, 0x42]), ("QUJD", [0x41, 0x42, 0x43]),
            ("aGVsbG8=", Array("hello".utf8)), ("+/+/", [0xFB, 0xFF, 0xBF]), ("AA==", [0]),
        ])
    func canonicalBase64Reads(text: String, bytes: [UInt8]) throws {
        #expect(try Self.load(text).get() == .data(Data(bytes)))
    }

    @Test("Every byte string round-trips through its one text")
    func everyLengthRoundTrips() throws {
        var bytes: [UInt8] = []
        for length in 0..<40 {
            let data = Data(bytes)
            let text = data.base64EncodedString()
            #expect(try Self.load(text).get() == .data(data))
            bytes.append(UInt8(truncatingIfNeeded: length &* 37 &+ 200))
        }
    }

    @Test(
        "Anything else is an error naming the path, the value and what is wrong",
        arguments: [
            ("====", #"$.Data: expected base64, found the string "====": 4 "=" at the end; padding is one or two"#),
            ("QQ===", #"$.Data: expected base64, found the string "QQ===": 3 "=" at the end; padding is one or two"#),
            ("Q===", #"$.Data: expected base64, found the string "Q===": 3 "=" at the end; padding is one or two"#),
            (
                "=",
                #"$.Data: expected base64, found the string "=": its length, 1, is not a multiple of 4 (padded with =)"#
            ),
            (
                "QQ",
                #"$.Data: expected base64, found the string "QQ": its length, 2, is not a multiple of 4 (padded with =)"#
            ),
            (
                "QQ=",
                #"$.Data: expected base64, found the string "QQ=": its length, 3, is not a multiple of 4 (padded with =)"#
            ),
            (
                "QQ=A",
                #"$.Data: expected base64, found the string "QQ=A": "=" at character 3 is padding before the end (A-Z, a-z, 0-9, +, /, then = as padding)"#
            ),
            (
                " QQ==",
                #"$.Data: expected base64, found the string " QQ==": " " at character 1 is not a base64 symbol (A-Z, a-z, 0-9, +, /, then = as padding)"#
            ),
            (
                "QQ==\n",
                #"$.Data: expected base64, found the string "QQ==\n": "\n" at character 5 is not a base64 symbol (A-Z, a-z, 0-9, +, /, then = as padding)"#
            ),
            (
                "aGVs\nbG8=",
                #"$.Data: expected base64, found the string "aGVs\nbG8=": "\n" at character 5 is not a base64 symbol (A-Z, a-z, 0-9, +, /, then = as padding)"#
            ),
            (
                "QQ-_",
                #"$.Data: expected base64, found the string "QQ-_": "-" at character 3 is not a base64 symbol (A-Z, a-z, 0-9, +, /, then = as padding)"#
            ),
            (
                "éQQ=",
                #"$.Data: expected base64, found the string "éQQ=": "é" at character 1 is not a base64 symbol (A-Z, a-z, 0-9, +, /, then = as padding)"#
            ),
            (
                "QR==",
                #"$.Data: expected base64, found the string "QR==": the last symbol before the padding sets bits that encode no data (not canonical base64)"#
            ),
            (
                "QUJ=",
                #"$.Data: expected base64, found the string "QUJ=": the last symbol before the padding sets bits that encode no data (not canonical base64)"#
            ),
        ])
    func nonStrictBase64IsAnError(text: String, message: String) {
        switch Self.load(text) {
        case .success(let value): Issue.record("\(FixtureValue.quoted(text)) loaded as \(value)")
        case .failure(let error): #expect(error.description == message)
        }
    }

    @Test func theErrorNamesThePathInAPayload() throws {
        let json = #"{"userInfo": {"blob": {"Array": [{"Data": "===="}]}}}"#
        #expect(throws: FixtureError.self) { try FixturePayload(parsing: Data(json.utf8)) }
        do {
            _ = try FixturePayload(parsing: Data(json.utf8))
        } catch {
            #expect(
                error.description.hasPrefix(#"$.userInfo.blob.Array[0].Data: expected base64, found the string "====""#)
            )
        }
    }
}
