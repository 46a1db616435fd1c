import Foundation
import Testing

@testable import NotificationDescriptors

/// `_exactValue(of:as:)` replaces `as?` where a value is usually stored as exactly the type read (the coder's leaves
/// and `String` keys, the intact payload): it must answer only for exactly that type, so that everything else still
/// takes the cast and reads as before.
@Suite("Reading a value of exactly its type without a cast")
struct ExactValueTests {
    final class Base {}
    final class Other {}

    @Test func exactlyTheTypeOnly() {
        #expect(_exactValue(of: 5 as Any, as: Int.self) == 5)
        #expect(_exactValue(of: "k" as Any, as: String.self) == "k")
        #expect(_exactValue(of: Optional(5) as Any, as: Int.self) == nil)
        #expect(_exactValue(of: Int32(5) as Any, as: Int.self) == nil)
        #expect(_exactValue(of: NSNumber(value: 5) as Any, as: Int.self) == nil)
        #expect(_exactValue(of: NSString(string: "k") as Any, as: String.self) == nil)
        #expect(_exactValue(of: (5 as AnyHashable) as Any, as: Int.self) == nil)
        let object = Base()
        #expect(_exactValue(of: object as Any, as: Base.self) === object)
        #expect(_exactValue(of: Other() as Any, as: Base.self) == nil)
        // A large value (boxed in the existential) and one that holds references are copied out intact.
        let large = (1, 2, 3, "four")
        #expect(_exactValue(of: large as Any, as: (Int, Int, Int, String).self).map { $0.3 } == "four")
    }

    struct Keys: Decodable, Equatable {
        var count: Int
        var label: String
    }

    @Test("Values and keys not stored as exactly the type read still decode, by the cast and conversion rules")
    func otherRepresentationsStillDecode() throws {
        let decoder = UserInfoDecoder()
        let plain = try decoder.decode(Keys.self, from: ["count": 1, "label": "a"])
        let bridged = try decoder.decode(
            Keys.self, from: [NSString(string: "count"): NSNumber(value: 2), "label": NSString(string: "b")])
        let optional = try decoder.decode(
            Keys.self, from: ["count": Optional(3) as Any, "label": Optional("c") as Any])
        #expect(
            [plain, bridged, optional] == [
                Keys(count: 1, label: "a"), Keys(count: 2, label: "b"), Keys(count: 3, label: "c"),
            ])
        #expect(throws: (any Error).self) { try decoder.decode(Keys.self, from: ["count": "1", "label": "a"]) }
    }
}
