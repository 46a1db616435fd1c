/// The animation curve of a keyboard notification (`UIKeyboardAnimationCurveUserInfoKey`), as UIKit's
/// `UIView.AnimationCurve` raw value.
///
/// Any raw value is kept, including ones UIKit does not document: the keyboard's own curve arrives as `7`. Use
/// ``animationOptionsRawValue`` to animate alongside the keyboard with the same curve. `Sendable`: it is an `Int`.
public struct KeyboardAnimationCurve: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The raw value as UIKit sends it: 0 to 3 for the documented curves, 7 for the keyboard's own.
    public var rawValue: Int

    /// The curve with raw value `rawValue`; never fails, so undocumented values survive.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Slow at the start and the end (`UIView.AnimationCurve.easeInOut`, 0).
    public static let easeInOut = KeyboardAnimationCurve(rawValue: 0)
    /// Slow at the start (`UIView.AnimationCurve.easeIn`, 1).
    public static let easeIn = KeyboardAnimationCurve(rawValue: 1)
    /// Slow at the end (`UIView.AnimationCurve.easeOut`, 2).
    public static let easeOut = KeyboardAnimationCurve(rawValue: 2)
    /// Even speed (`UIView.AnimationCurve.linear`, 3).
    public static let linear = KeyboardAnimationCurve(rawValue: 3)

    /// The curve as `UIView.AnimationOptions` bits: the raw value shifted left by 16 (so 7 becomes `0x70000`).
    ///
    /// `nil` when the raw value does not fit the options' four curve bits (outside 0...15). For every value that
    /// fits, ``init(animationOptionsRawValue:)`` gives the curve back unchanged.
    public var animationOptionsRawValue: UInt? {
        guard (0...15).contains(rawValue) else { return nil }
        return UInt(rawValue) << 16
    }

    /// The curve held in `UIView.AnimationOptions` bits 16 to 19; the other bits are ignored.
    public init(animationOptionsRawValue options: UInt) {
        self.init(rawValue: Int((options >> 16) & 0xF))
    }

    /// The curve's name (`easeInOut`), or `KeyboardAnimationCurve(rawValue: 7)` for undocumented values.
    public var description: String {
        switch rawValue {
        case 0: "easeInOut"
        case 1: "easeIn"
        case 2: "easeOut"
        case 3: "linear"
        default: "KeyboardAnimationCurve(rawValue: \(rawValue))"
        }
    }
}
