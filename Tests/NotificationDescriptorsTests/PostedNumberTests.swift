import Foundation
import NotificationDescriptors
import Testing

/// Every number type a Codable payload may hold, each under its own key.
struct EveryNumber: Codable, Equatable, Sendable, DescribedNotification {
    var int: Int
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var uint: UInt
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
    var double: Double
    var float: Float
    var bool: Bool
    var nested: [String: UInt8]
    var list: [Float]
    static let descriptor = NotificationDescriptor(Notification.Name("PostedNumbers"), userInfo: EveryNumber.self)

    static let ones = EveryNumber(
        int: 1, int8: 1, int16: 1, int32: 1, int64: 1, uint: 1, uint8: 1, uint16: 1, uint32: 1, uint64: 1, double: 1,
        float: 1, bool: true, nested: ["k": 1], list: [1])
    static let extremes = EveryNumber(
        int: .min, int8: .min, int16: .min, int32: .min, int64: .min, uint: .max, uint8: .max, uint16: .max,
        uint32: .max, uint64: .max, double: 0.1, float: 0.1, bool: false, nested: ["k": 255], list: [0.1, -0.0])
}

@Suite("A typed post reads with the casts that work on Darwin")
struct PostedNumberTests {
    /// What the raw observer of a typed post received.
    private func postedUserInfo(_ payload: EveryNumber) throws -> [AnyHashable: Any] {
        let center = NotificationCenter()
        let seen = KeptBox<[AnyHashable: Any]?>(nil)
        let raw = center.addObserver(forName: EveryNumber.descriptor.name, object: nil, queue: nil) { note in
            seen.set(note.userInfo)
        }
        defer { center.removeObserver(raw) }
        center.post(payload)
        return try #require(seen.get())
    }

    @Test("Every number posted as 1 reads with as? Int, as? Double, as? Bool and as? NSNumber, as on Darwin")
    func onesCastAsOnDarwin() throws {
        // On Darwin posting bridges each value to NSNumber, and NSNumber(1) casts to all four; on Linux the encoder
        // writes the NSNumber itself (a posted Swift UInt would cast only to UInt).
        let userInfo = try postedUserInfo(.ones)
        let keys = ["int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float", "bool"]
        for key in keys {
            let value = try #require(userInfo[key], "\(key) missing")
            #expect(value as? Int == 1, "\(key) as? Int")
            #expect(value as? Double == 1, "\(key) as? Double")
            #expect(value as? Bool == true, "\(key) as? Bool")
            #expect((value as? NSNumber)?.intValue == 1, "\(key) as? NSNumber")
        }
        // Int and Double stay Swift values (an NSNumber per Int would cost an allocation per post): each casts to
        // itself and to NSNumber everywhere. Linux only: `as? Double` of the Int and `as? Int` of the Double are nil
        // (on Darwin, after posting, both read 1).
        #expect(userInfo["int"] as? Int == 1)
        #expect((userInfo["int"] as? NSNumber)?.intValue == 1)
        #expect(userInfo["double"] as? Double == 1)
        #expect((userInfo["double"] as? NSNumber)?.doubleValue == 1)
        #if !canImport(Darwin)
            #expect(userInfo["int"] as? Double == nil)
            #expect(userInfo["double"] as? Int == nil)
        #endif
        let nested = try #require(userInfo["nested"] as? [String: Any])
        #expect(nested["k"] as? Int == 1)
        let list = try #require(userInfo["list"] as? [Any])
        #expect(list.first as? Double == 1)
    }

    @Test("Casts that Darwin's NSNumber refuses are refused too: no rounding, no out-of-range reads")
    func inexactCastsFail() throws {
        let userInfo = try postedUserInfo(.extremes)
        #expect(userInfo["uint64"] as? Int == nil)  // UInt64.max does not fit an Int
        #expect(userInfo["uint64"] as? UInt64 == .max)
        #expect(userInfo["int"] as? Int == .min)
        #expect(userInfo["double"] as? Int == nil)  // 0.1 is no integer
        #expect(userInfo["float"] as? Double == Double(Float(0.1)))  // the Float's value, widened
        #expect(userInfo["float"] as? Float == 0.1)
        #expect(userInfo["bool"] as? Bool == false)
        #expect(userInfo["uint8"] as? Bool == nil)  // 255 is not 0 or 1
    }

    @Test("Typed observers and the decoder read every value back exactly", arguments: [EveryNumber.ones, .extremes])
    func roundTrips(payload: EveryNumber) async throws {
        let center = NotificationCenter()
        let recorder = KeptBox<[EveryNumber]>([])
        let token = center.observe(EveryNumber.self) { value in recorder.update { $0.append(value) } }
        center.post(payload)
        token.cancel()
        #expect(recorder.get() == [payload])
        #expect(try UserInfoDecoder().decode(EveryNumber.self, from: UserInfoEncoder().encode(payload)) == payload)
        let note = Notification(name: EveryNumber.descriptor.name, object: nil, userInfo: try postedUserInfo(payload))
        #expect(try note.value(for: UserInfoKey<UInt64>("uint64")) == payload.uint64)
        #expect(try note.value(for: UserInfoKey<Float>("float")) == payload.float)
        if payload.uint16 > Int8.max {
            #expect(throws: NotificationDecodingError.self) { try note.value(for: UserInfoKey<Int8>("uint16")) }
        } else {
            #expect(try note.value(for: UserInfoKey<Int8>("uint16")) == 1)
        }
    }
}
