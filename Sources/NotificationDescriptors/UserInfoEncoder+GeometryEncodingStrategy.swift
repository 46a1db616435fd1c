import Foundation

extension UserInfoEncoder {
    /// How ``UserInfoEncoder`` writes `CGRect`, `CGPoint`, `CGSize` and `NSRange` values.
    ///
    /// UIKit posts geometry as `NSValue`. Which form a legacy reader can cast depends on the platform:
    ///
    /// | written as | `as? CGRect` on Apple | `as? NSValue` on Apple | `as? CGRect` on Linux | `as? NSValue` on Linux |
    /// |---|---|---|---|---|
    /// | ``values`` (the default) | yes | yes (bridged) | yes | no |
    /// | ``nsValue`` | yes (bridged) | yes | no (use `.rectValue`) | yes |
    ///
    /// ``values`` is the default because it is the only form that both a Swift `as? CGRect` reader and, on Apple
    /// platforms, an Objective-C or `NSValue` reader can read: Swift bridges the value to `NSValue` there. Choose
    /// ``nsValue`` for Linux code that reads `NSValue` (`.rectValue`). Both forms read back through
    /// ``UserInfoDecoder`` and `Notification.value(for:)`.
    public enum GeometryEncodingStrategy: Sendable, Hashable {
        /// The Swift value itself: a `CGRect` is stored as a `CGRect`.
        case values
        /// An `NSValue`, as UIKit posts it: `NSValue(cgRect:)`, `NSValue(cgPoint:)`, `NSValue(cgSize:)` where UIKit
        /// exists, `NSValue(rect:)`, `NSValue(point:)`, `NSValue(size:)` on macOS and Linux, and `NSValue(range:)`.
        case nsValue
    }
}
