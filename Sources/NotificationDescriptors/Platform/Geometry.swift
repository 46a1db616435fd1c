import Foundation

// Geometry in `NSValue`s, the one place that knows whose API boxes it:
// - macOS (AppKit's NSGeometry in Foundation) and Linux (swift-corelibs-foundation): `NSValue(rect:)`, `rectValue`,
//   and the same for points and sizes.
// - iOS, tvOS, watchOS, visionOS and Mac Catalyst: UIKit's `NSValue(cgRect:)`, `cgRectValue`, ...; their Foundation
//   has no `rect:` API. This is also what UIKit writes in its own notifications (keyboard frames).
// On every Apple platform `CGRect`'s Swift API (`.zero`, `init(x:y:width:height:)`, `Equatable`, `Codable`) lives in
// the CoreGraphics overlay, which Foundation does not re-export; on Linux Foundation declares these types itself.
// Only the functions below use CoreGraphics and UIKit.
#if canImport(CoreGraphics)
    internal import CoreGraphics
#endif
#if canImport(Darwin) && !os(macOS)
    internal import UIKit
#endif

/// Boxes geometry in `NSValue`s and reads it back, with each platform's own API (see the comment above).
///
/// A namespace without instances; every member is a pure function.
package enum _GeometryBox {
    /// An `NSValue` holding `rect`, as the platform's own API writes it.
    package static func value(_ rect: CGRect) -> NSValue {
        #if os(macOS) || !canImport(Darwin)
            NSValue(rect: rect)
        #else
            NSValue(cgRect: rect)
        #endif
    }

    /// An `NSValue` holding `point`.
    package static func value(_ point: CGPoint) -> NSValue {
        #if os(macOS) || !canImport(Darwin)
            NSValue(point: point)
        #else
            NSValue(cgPoint: point)
        #endif
    }

    /// An `NSValue` holding `size`.
    package static func value(_ size: CGSize) -> NSValue {
        #if os(macOS) || !canImport(Darwin)
            NSValue(size: size)
        #else
            NSValue(cgSize: size)
        #endif
    }

    /// The rectangle `boxed` holds. Ask only after checking its kind (``_NSValueKind/value(_:holding:)``): Linux
    /// Foundation traps when the `NSValue` holds something else.
    package static func rect(_ boxed: NSValue) -> CGRect {
        #if os(macOS) || !canImport(Darwin)
            boxed.rectValue
        #else
            boxed.cgRectValue
        #endif
    }

    /// The point `boxed` holds; check its kind first, as for ``rect(_:)``.
    package static func point(_ boxed: NSValue) -> CGPoint {
        #if os(macOS) || !canImport(Darwin)
            boxed.pointValue
        #else
            boxed.cgPointValue
        #endif
    }

    /// The size `boxed` holds; check its kind first, as for ``rect(_:)``.
    package static func size(_ boxed: NSValue) -> CGSize {
        #if os(macOS) || !canImport(Darwin)
            boxed.sizeValue
        #else
            boxed.cgSizeValue
        #endif
    }
}
