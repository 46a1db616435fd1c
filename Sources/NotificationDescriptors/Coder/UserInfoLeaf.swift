import Foundation

// The values the userInfo coder stores and reads as themselves. Geometry (which an `NSValue` may hold instead) is kept
// in the few conformances at the end.

/// Values written to `userInfo` as themselves, never through their `Codable` representation (a `Date` is a `Date`,
/// not a `Double`), and read only as themselves or by their ``UserInfoConvertible`` rules.
protocol _UserInfoLeaf {
    /// The value to store in `userInfo`.
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any
}

extension _UserInfoLeaf {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any { self }
}
extension String: _UserInfoLeaf {}

// MARK: - Numbers and Bool: written as an observer receives them on Darwin.

/// The numbers Foundation bridges to `NSNumber` when a notification is posted on Darwin, written by the encoder in
/// the form an observer there reads: on Darwin the value itself (posting bridges it); on Linux, where a posted
/// Swift `UInt` would cast only to `UInt`, an `NSNumber` for every type but `Int` and `Double`, so that the casts a
/// Darwin observer makes (`as? Int` of a `UInt` or `Int8` field, `as? Double` of a `Float`, `as? Int` of a `Bool`,
/// `as? NSNumber`) read the same. `Int` and `Double` stay Swift values on Linux: they cast to themselves and to
/// `NSNumber` there, and an `NSNumber` per `Int` would cost an allocation per post (Benchmarks/README.md: 9a went
/// from 1.3x to 1.5x raw); what differs from Darwin is only `as? Double` of an `Int` and `as? Int` of a whole
/// `Double`. The coder reads an `NSNumber` by the same exact rules as the Swift value, so round trips are unchanged.
protocol _UserInfoPostedNumber: _UserInfoLeaf {
    /// The value as the encoder stores it.
    var _posted: Any { get }
}

extension _UserInfoPostedNumber {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any { _posted }
}

#if canImport(Darwin)
    // Darwin's NotificationCenter bridges the posted `userInfo` (every number in it, however deep) to `NSNumber`.
    extension _UserInfoPostedNumber {
        @inline(__always) var _posted: Any { self }
    }
    extension Bool: _UserInfoPostedNumber {}
    extension Double: _UserInfoPostedNumber {}
    extension Float: _UserInfoPostedNumber {}
    extension Int: _UserInfoPostedNumber {}
    extension Int8: _UserInfoPostedNumber {}
    extension Int16: _UserInfoPostedNumber {}
    extension Int32: _UserInfoPostedNumber {}
    extension Int64: _UserInfoPostedNumber {}
    extension UInt: _UserInfoPostedNumber {}
    extension UInt8: _UserInfoPostedNumber {}
    extension UInt16: _UserInfoPostedNumber {}
    extension UInt32: _UserInfoPostedNumber {}
    extension UInt64: _UserInfoPostedNumber {}
#else
    // Foundation on Linux posts `userInfo` as it is: a Swift number stays itself, and casts only to its own type.
    // `NSNumber(value:)` of a Bool is one of Foundation's two shared boolean objects: no allocation.
    extension Bool: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }
    extension Double: _UserInfoPostedNumber { var _posted: Any { self } }
    extension Float: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }
    extension Int: _UserInfoPostedNumber { var _posted: Any { self } }
    extension Int8: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }
    extension Int16: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }
    extension Int32: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }
    extension Int64: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }
    extension UInt: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }
    extension UInt8: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }
    extension UInt16: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }
    extension UInt32: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }
    extension UInt64: _UserInfoPostedNumber { var _posted: Any { NSNumber(value: self) } }

#endif
extension CGFloat: _UserInfoLeaf {}
extension Date: _UserInfoLeaf {}
extension URL: _UserInfoLeaf {}
extension Data: _UserInfoLeaf {}
extension UUID: _UserInfoLeaf {}
extension Decimal: _UserInfoLeaf {}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension Int128: _UserInfoLeaf {}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension UInt128: _UserInfoLeaf {}

extension CGRect: _UserInfoLeaf {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any {
        geometry == .nsValue ? _GeometryBox.value(self) : self
    }
}

extension CGPoint: _UserInfoLeaf {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any {
        geometry == .nsValue ? _GeometryBox.value(self) : self
    }
}

extension CGSize: _UserInfoLeaf {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any {
        geometry == .nsValue ? _GeometryBox.value(self) : self
    }
}

extension NSRange: _UserInfoLeaf {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any {
        geometry == .nsValue ? NSValue(range: self) : self
    }
}
