import Foundation
import NotificationFixtures
import Testing

/// Two `userInfo` keys that Foundation would treat as one are an error, found in linear time, never a trap: some
/// pairs compare equal one way only (`AnyHashable(NSNumber(value: 0)) == AnyHashable(0)`, not the reverse) and hash
/// differently, and a Swift `Dictionary` holding both traps with "Duplicate keys".
@Suite("Duplicate userInfo keys")
struct UserInfoKeyTests {
    static let keys = [
        #"{"Int": 0}"#, #"{"Int8": 0}"#, #"{"UInt64": 0}"#, #"{"Double": 0}"#, #"{"Double": -0.0}"#, #"{"Float": 0}"#,
        #"{"CGFloat": 0}"#, #"{"Bool": false}"#, #"{"NSNumber": {"Int": 0}}"#, #"{"NSNumber": {"UInt8": 0}}"#,
        #"{"NSNumber": {"Double": 0}}"#, #"{"NSNumber": {"Bool": false}}"#, #"{"Int": 1}"#, #"{"Bool": true}"#,
        #"{"NSNumber": {"Bool": true}}"#, #"{"NSNumber": {"Int": 1}}"#, #"{"Double": 0.5}"#,
        #"{"NSNumber": {"Float": 0.5}}"#, #"{"UInt64": 18446744073709551615}"#,
        #"{"NSNumber": {"UInt64": 18446744073709551615}}"#, #"{"Double": "NaN"}"#, #"{"NSNumber": {"Double": "NaN"}}"#,
        #"{"String": "k"}"#, #"{"NSString": "k"}"#, #"{"String": "0"}"#, #"{"NSString": "0"}"#, #"{"Data": ""}"#,
        #"{"Date": 0}"#, #"{"URL": "k"}"#, #"{"NSNull": null}"#, #"{"CGRect": [0, 0, 0, 0]}"#,
        #"{"NSValue": {"CGRect": [0, 0, 0, 0]}}"#, #"{"CGPoint": [0, 0]}"#, #"{"NSValue": {"CGPoint": [0, 0]}}"#,
        #"{"NSRange": [0, 0]}"#, #"{"NSValue": {"NSRange": [0, 0]}}"#, #"{"UserDefaults": "standard"}"#,
        #"{"NSObject": {}}"#, #"{"NSDate": 0}"#, #"{"NSURL": "k"}"#, #"{"Decimal": "0"}"#, #"{"Decimal": "1"}"#,
        #"{"NSDecimalNumber": "0"}"#, #"{"NSDecimalNumber": "NaN"}"#, #"{"Decimal": "NaN"}"#,
        #"{"UUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#, #"{"NSUUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#,
        #"{"Set": [{"String": "k"}]}"#, #"{"NSSet": [{"String": "k"}]}"#, #"{"NSSet": [{"NSString": "k"}]}"#,
        #"{"NSOrderedSet": [{"String": "k"}]}"#, #"{"NSArray": [{"String": "k"}]}"#, #"{"Array": [{"String": "k"}]}"#,
        #"{"NSDictionary": {"k": {"Int": 0}}}"#, #"{"Dictionary": {"k": {"Int": 0}}}"#, #"{"Set": []}"#,
        #"{"NSSet": []}"#, #"{"NSArray": []}"#, #"{"NSError": {"domain": "D", "code": 0}}"#,
    ]

    @Test("Every pair of keys loads as two keys exactly when Foundation keeps them apart both ways")
    func everyPair() throws {
        // Made twice, as the loader makes them: fresh objects, fresh boxes.
        func values() throws -> [Any] {
            try Self.keys.map { try FixtureValue(parsing: Data($0.utf8)).foundationValue() }
        }
        for (first, a) in zip(Self.keys, try values()) {
            for (second, b) in zip(Self.keys, try values()) {
                let text =
                    #"{"userInfo": [{"key": \#(first), "value": {"Int": 1}}, {"key": \#(second), "value": {"Int": 2}}]}"#
                let context = Comment(rawValue: "\(first), \(second)")
                let result = Result { () throws(FixtureError) in
                    try FixturePayload(parsing: Data(text.utf8)).notification(defaultName: Notification.Name("Test"))
                }
                #if !canImport(Darwin)
                    // Linux only: the hash of an NSDecimalNumber or an NSError crashes Foundation there, so the loader
                    // refuses them as keys before hashing them. On Apple platforms they are keys like any other
                    // object (the checks below).
                    let unhashable = ["NSDecimalNumber", "NSError"]
                    if unhashable.contains(where: { first.contains($0) || second.contains($0) }) {
                        let error = #expect(throws: FixtureError.self, context) { try result.get() }
                        let description = error?.description ?? ""
                        #expect(
                            description.contains("cannot be a userInfo key on Linux")
                                || description.contains("(not Hashable)"), context)
                        continue
                    }
                #endif
                guard let a = a as? AnyHashable, let b = b as? AnyHashable else {
                    #expect(throws: FixtureError.self, context) { try result.get() }
                    continue
                }
                // NaN is unequal to itself, so a Swift dictionary keeps two NaN keys; Foundation's NSNumber finds
                // two NaNs equal, so the NSDictionary a posted userInfo becomes on Apple platforms keeps one.
                if a == b || b == a || (Self.isNaN(a.base) && Self.isNaN(b.base)) {
                    let error = #expect(throws: FixtureError.self, context) { try result.get() }
                    #expect(error?.description.hasPrefix("$.userInfo[1].key: duplicate userInfo key") == true, context)
                } else {
                    #expect(try result.get().userInfo?.count == 2, context)
                }
            }
        }
    }

    /// Whether `value` is a NaN number or decimal, of any kind.
    static func isNaN(_ value: Any) -> Bool {
        if let decimal = value as? Decimal, type(of: value) == Decimal.self { return decimal.isNaN }
        if let double = value as? Double, type(of: value) == Double.self { return double.isNaN }
        if let float = value as? Float, type(of: value) == Float.self { return float.isNaN }
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber { return number.doubleValue.isNaN }
        return false
    }

    @Test("Many keys, with an NSNumber and a Swift Int of the same value at the very end")
    func aDuplicateAfterManyKeys() throws {
        var entries = (0..<5_000).map { #"{"key": {"NSNumber": {"Int": \#($0)}}, "value": {"Int": 0}}"# }
        entries += (0..<5_000).map { #"{"key": {"String": "\#($0)"}, "value": {"Int": 0}}"# }
        let unique = #"{"userInfo": [\#(entries.joined(separator: ", "))]}"#
        #expect(
            try FixturePayload(parsing: Data(unique.utf8)).notification(defaultName: Notification.Name("Test"))
                .userInfo?.count == 10_000
        )
        entries.append(#"{"key": {"Int": 4999}, "value": {"Int": 0}}"#)
        let duplicated = #"{"userInfo": [\#(entries.joined(separator: ", "))]}"#
        let error = #expect(throws: FixtureError.self) {
            try FixturePayload(parsing: Data(duplicated.utf8)).notification(defaultName: Notification.Name("Test"))
        }
        #expect(error?.description.hasPrefix(#"$.userInfo[10000].key: duplicate userInfo key {"Int": 4999}"#) == true)
    }
}
