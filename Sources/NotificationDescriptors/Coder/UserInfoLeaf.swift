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
extension Bool: _UserInfoLeaf {}
extension String: _UserInfoLeaf {}
extension Double: _UserInfoLeaf {}
extension Float: _UserInfoLeaf {}
extension Int: _UserInfoLeaf {}
extension Int8: _UserInfoLeaf {}
extension Int16: _UserInfoLeaf {}
extension Int32: _UserInfoLeaf {}
extension Int64: _UserInfoLeaf {}
extension UInt: _UserInfoLeaf {}
extension UInt8: _UserInfoLeaf {}
extension UInt16: _UserInfoLeaf {}
extension UInt32: _UserInfoLeaf {}
extension UInt64: _UserInfoLeaf {}
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
