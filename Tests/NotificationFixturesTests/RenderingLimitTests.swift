import Foundation
import NotificationFixtures
import Testing

private let name = Notification.Name("RenderingLimitTests.Deep")

/// `[key: [key: ... [key: leaf]]]`, `levels` dictionaries deep, built without recursion.
private func nested(_ levels: Int, key: String = "deep", leaf: Any = 1) -> Any {
    var value: Any = leaf
    for _ in 0..<levels { value = [key: value] }
    return value
}

/// `payload` as the only fixture of a fixture file: six JSON levels above each `userInfo` value in the pair form.
private func fixtureFile(holding payload: String) -> Data {
    let fixture = #"{"label": "deep", "payload": \#(payload), "expect": {"fields": {}}}"#
    return Data(#"{"notification": "RenderingLimitTests.Deep", "fixtures": [\#(fixture)]}"#.utf8)
}

@Suite("Writing fixtures the loader can read back")
struct RenderingLimitTests {
    // A value of n nested dictionaries around {"NSNumber": {"Int": 1}} nests 2n + 2 JSON levels; 506 are allowed,
    // which inside a fixture file's pair form reaches Foundation's 512.
    @Test(
        "The deepest userInfo json(for:) writes loads as a lone payload and inside a fixture file",
        arguments: [false, true])
    func deepestLoads(pairForm: Bool) throws {
        // The pair form, {"userInfo": [{"key": ..., "value": ...}]}, is written for a key that is not a String.
        let key: AnyHashable = pairForm ? AnyHashable(7) : AnyHashable("deep")
        let userInfo: [AnyHashable: Any] = [key: nested(252, leaf: NSNumber(value: 1))]
        let json = try NotificationFixture.json(for: Notification(name: name, object: nil, userInfo: userInfo))
        #expect(try NotificationFixture.load(json: Data(json.utf8)).count == 1)
        let fixtures = try NotificationFixture.load(json: fixtureFile(holding: json))
        let note = try #require(fixtures.first).notification()
        #expect(note.userInfo?.count == 1)
    }

    @Test(
        "A userInfo one level deeper, or thousands deeper, is an error naming the path, not a crash",
        arguments: [253, 300, 10_000])
    func tooDeep(levels: Int) {
        let note = Notification(name: name, object: nil, userInfo: ["deep": nested(levels)])
        #expect {
            try NotificationFixture.json(for: note)
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix("$.userInfo.deep.Dictionary.deep.Dictionary.deep")
                && description.hasSuffix(
                    ": nested too deep: a fixture value may nest at most 506 JSON levels "
                        + "(Foundation's JSON reader stops at 512)")
        }
    }

    @Test("Deep arrays and an object that is too deep are refused the same way")
    func deepArraysAndObject() {
        var array: Any = [1]
        for _ in 0..<600 { array = [array] }
        let note = Notification(name: name, object: array, userInfo: nil)
        #expect {
            try NotificationFixture.json(for: note)
        } throws: { error in
            String(describing: error).hasPrefix("$.object.Array[0].Array[0]")
                && String(describing: error).contains("nested too deep")
        }
    }

    @Test(
        "A Date that is not finite is refused when writing, as loading refuses it",
        arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteDate(seconds: Double) {
        let note = Notification(name: name, object: nil, userInfo: ["when": Date(timeIntervalSince1970: seconds)])
        #expect(throws: NotificationFixtureError.self) { try NotificationFixture.json(for: note) }
        #expect {
            try NotificationFixture.json(for: note)
        } throws: { error in
            String(describing: error)
                == "$.userInfo.when: a Date of \(seconds) seconds since 1970 has no fixture form: it must be finite"
        }
        #expect(throws: NotificationFixtureError.self) {
            try NotificationFixture.notification(
                fromJSON: Data(#"{"userInfo": {"when": {"Date": "NaN"}}}"#.utf8), name: name)
        }
    }
}
