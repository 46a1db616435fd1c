import Foundation
import NotificationDescriptors

/// Makes random notifications out of every kind of value Foundation code puts in `object` and `userInfo`.
///
/// Not `Sendable`: it holds Foundation objects and is used by one test at a time.
public struct NotificationFuzzer {
    private var random: SeededRandom
    private let keys: [String]
    private let objects: [AnyObject]
    private let malformedRate: UInt64

    /// A fuzzer whose keys include `knownKeys` (plus unknown ones) and whose objects include `objects`.
    ///
    /// With a `malformedRate` of `n` above 0, about one top-level value (a `userInfo` value or the `object`) in `n` is a
    /// malformed one: a cyclic collection (also inside an `Optional` or an `AnyHashable`) or a collection of some kind
    /// nested 100,000 deep (see ``malformedValues``). With 0, the default, the random sequence is what it always was.
    public init(seed: UInt64, knownKeys: [String], objects: [AnyObject], malformedRate: UInt64 = 0) {
        self.random = SeededRandom(seed: seed)
        self.keys = knownKeys + ["unknown", "", "NSFileHandleError", "count", "🔑"]
        self.objects = objects
        self.malformedRate = malformedRate
    }

    /// A random notification named `name`.
    public mutating func notification(name: Notification.Name) -> Notification {
        Notification(name: name, object: object(), userInfo: userInfo())
    }

    /// A random `object`: nil, one of the given objects, or any value.
    public mutating func object() -> Any? {
        switch random.next() % 4 {
        case 0: return nil
        case 1: return objects.isEmpty ? nil : objects[Int(random.next() % UInt64(objects.count))]
        default: return value(depth: 1)
        }
    }

    /// A random `userInfo`: nil, empty, or up to eight entries under String, NSString and other keys.
    public mutating func userInfo() -> [AnyHashable: Any]? {
        switch random.next() % 8 {
        case 0: return nil
        case 1: return [:]
        default:
            var info: [AnyHashable: Any] = [:]
            // Swift itself traps when one dictionary holds both Int and NSNumber keys of the same value:
            // AnyHashable(NSNumber(0)) == AnyHashable(0) but not the reverse, and their hashes differ. So one
            // userInfo uses one kind of number key.
            let numbersAsNSNumber = random.next() % 2 == 0
            for _ in 0..<Int(random.next() % 8) {
                info[key(numbersAsNSNumber: numbersAsNSNumber)] = value(depth: 0)
            }
            return info
        }
    }

    /// A random key: mostly known keys, as String or NSString, sometimes numbers or other hashables.
    public mutating func key(numbersAsNSNumber: Bool) -> AnyHashable {
        let text = keys[Int(random.next() % UInt64(keys.count))]
        switch random.next() % 6 {
        case 0, 1, 2: return AnyHashable(text)
        case 3: return AnyHashable(NSString(string: text))
        case 4: return AnyHashable(UUID())
        default:
            let number = Int(random.next() % 3)
            return numbersAsNSNumber ? AnyHashable(NSNumber(value: number)) : AnyHashable(number)
        }
    }

    /// A random value of any type that can appear in `userInfo`.
    public mutating func value(depth: Int) -> Any {
        if malformedRate > 0, depth < 2, random.next() % malformedRate == 0 {
            let malformed = Self.malformedValues
            return malformed[Int(random.next() % UInt64(malformed.count))]
        }
        let kinds: UInt64 = depth < 2 ? 40 : 38
        switch random.next() % kinds {
        case 0: return Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 64)
        case 1: return Int8(truncatingIfNeeded: random.next())
        case 2: return Int16(truncatingIfNeeded: random.next())
        case 3: return Int32(truncatingIfNeeded: random.next())
        case 4: return Int64(truncatingIfNeeded: random.next())
        case 5: return UInt(random.next() % 4)
        case 6: return UInt8(truncatingIfNeeded: random.next())
        case 7: return UInt64(random.next())
        case 8: return double()
        case 9: return Float(double())
        case 10: return CGFloat(double())
        case 11: return random.next() % 2 == 0
        case 12: return NSNumber(value: Int(truncatingIfNeeded: random.next() % 5) - 1)
        case 13: return NSNumber(value: double())
        case 14: return NSNumber(value: random.next() % 2 == 0)
        case 15: return NSNumber(value: Float(double()))
        case 16: return NSNumber(value: UInt64(random.next()))
        case 17: return NSNumber(value: Int8(truncatingIfNeeded: random.next()))
        case 18: return string()
        case 19: return NSString(string: string())
        case 20: return Data((0..<Int(random.next() % 16)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        case 21: return NSData(data: Data([1, 2, 3]))
        case 22: return Date(timeIntervalSince1970: double())
        case 23: return NSNull()
        case 24: return _GeometryBox.value(CGRect(x: double(), y: double(), width: double(), height: double()))
        case 25: return _GeometryBox.value(CGPoint(x: double(), y: double()))
        case 26: return _GeometryBox.value(CGSize(width: double(), height: double()))
        case 27: return NSValue(range: NSRange(location: Int(random.next() % 100), length: Int(random.next() % 100)))
        case 28: return CGRect(x: double(), y: double(), width: double(), height: double())
        case 29: return CGPoint(x: double(), y: double())
        case 30: return CGSize(width: double(), height: double())
        case 31: return NSRange(location: 1, length: 2)
        case 32: return FileHandle(fileDescriptor: 2, closeOnDealloc: false)
        case 33: return objects.isEmpty ? NSObject() : objects[Int(random.next() % UInt64(objects.count))]
        case 34: return NSObject()
        case 35: return URL(fileURLWithPath: "/tmp/\(random.next() % 100)")
        case 36: return UUID()
        case 37: return Int(random.next() % 8)
        case 38: return (0..<Int(random.next() % 4)).map { _ in value(depth: depth + 1) }
        default:
            var dictionary: [String: Any] = [:]
            for _ in 0..<Int(random.next() % 4) { dictionary[string()] = value(depth: depth + 1) }
            return dictionary
        }
    }

    /// A `userInfo` entry for a key whose valid value is `valid()`: mostly that value, otherwise absent (`nil`),
    /// `NSNull`, or any random value, so a decoder meets both readable and unreadable payloads.
    public mutating func entry(valid: Any) -> Any? {
        switch random.next() % 20 {
        case 0: return nil
        case 1: return NSNull()
        case 2, 3, 4, 5: return value(depth: 1)
        default: return valid
        }
    }

    /// A random whole number below `bound`, for choosing among alternatives.
    public mutating func choose(_ bound: Int) -> Int {
        Int(random.next() % UInt64(max(bound, 1)))
    }

    /// `dictionary` as Swift builds it or as Foundation-bridged code does (`NSDictionary` with `NSString` keys).
    public mutating func dictionary(_ dictionary: [String: Any]) -> Any {
        guard random.next() % 3 == 0 else { return dictionary }
        let bridged = NSMutableDictionary()
        for (key, value) in dictionary { bridged[NSString(string: key)] = value }
        return bridged
    }

    /// `array` as Swift builds it or as an `NSArray`.
    public mutating func array(_ array: [Any]) -> Any {
        random.next() % 3 == 0 ? NSArray(array: array) : array
    }

    /// A `userInfo` key as a `String` or as an `NSString`.
    public mutating func key(_ text: String) -> AnyHashable {
        random.next() % 4 == 0 ? AnyHashable(NSString(string: text)) : AnyHashable(text)
    }

    /// Cyclic collections, bare and inside an `Optional`, an `AnyHashable` or a set, and every collection kind nested
    /// 100,000 deep; built once and never released (releasing a collection nested that deep recurses once per level
    /// and would overflow the stack; a cyclic one is never freed anyway).
    public static var malformedValues: [Any] { MalformedValues.shared.values }

    private mutating func double() -> Double {
        switch random.next() % 8 {
        case 0: return 0
        case 1: return 1
        case 2: return -1
        case 3: return .nan
        case 4: return .infinity
        case 5: return Double(Int(random.next() % 1000))
        default: return Double(bitPattern: random.next() >> 2) * (random.next() % 2 == 0 ? 1 : -1)
        }
    }

    private mutating func string() -> String {
        let samples = ["", "0", "1", "1.5", "true", "{{0, 0}, {1, 1}}", "NSFileHandleNotificationDataItem", "ü", "\n"]
        return samples[Int(random.next() % UInt64(samples.count))]
    }
}

/// The values behind ``NotificationFuzzer/malformedValues``.
private final class MalformedValues: @unchecked Sendable {
    // `@unchecked Sendable`: written once, in `init`, and only read afterwards (nothing mutates the collections).
    let values: [Any]

    static let shared = MalformedValues()

    private init() {
        let array = NSMutableArray()
        array.add(array)
        let dictionary = NSMutableDictionary()
        dictionary[NSString(string: "k")] = dictionary
        let orderedSet = NSMutableOrderedSet()
        #if canImport(Darwin)
            orderedSet.add(array)
        #else
            // An ordered set is read through its public API only, and on Linux every accessor of
            // `NSOrderedSet` converts an `NSArray` element to a Swift array, endlessly for a cyclic one, inside
            // Foundation. An ordered set holding itself is handed out as it is: that is the cycle here.
            orderedSet.add(orderedSet)
        #endif
        let set = NSMutableSet()
        set.add(dictionary)
        var values: [Any] = [
            array, dictionary, orderedSet, set, Optional(array) as Any, AnyHashable(dictionary), [array] as [Any],
            ["k": dictionary] as [String: Any],
        ]
        for kind in 0..<8 {
            var value: Any = 1
            for _ in 0..<100_000 { value = Self.wrap(value, kind: kind) }
            values.append(value)
        }
        self.values = values
        _ = Unmanaged.passRetained(self)
    }

    /// `value` inside one collection of the kind numbered `kind`.
    private static func wrap(_ value: Any, kind: Int) -> Any {
        switch kind {
        case 0: return [value]
        case 1: return ["k": value] as [String: Any]
        case 2: return [AnyHashable("k"): value]
        case 3: return NSArray(object: value)
        case 4: return NSDictionary(object: value, forKey: NSString(string: "k"))
        case 5: return NSSet(object: value)
        case 6:
            // Built by `add` into an empty set: `NSOrderedSet(object:)` compares the element with itself, which for
            // an ordered set compares everything nested in it.
            let set = NSMutableOrderedSet()
            set.add(value)
            return set
        default:
            let dictionary = NSMutableDictionary()
            dictionary[NSString(string: "k")] = value
            return dictionary
        }
    }
}
