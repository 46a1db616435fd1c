import Foundation
import NotificationDescriptors
import Testing

/// `_GeometryBox` boxes geometry with each platform's own `NSValue` API (AppKit's and Linux's `NSValue(rect:)`,
/// UIKit's `NSValue(cgRect:)`), and the reading rules recognize and read back what it writes.
@Suite("Geometry in NSValue, with the platform's API")
struct GeometryBoxTests {
    @Test("A boxed rect, point and size read back as themselves and as no other kind")
    func roundTrip() throws {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let point = CGPoint(x: 5, y: 6)
        let size = CGSize(width: 7, height: 8)
        let boxedRect = _GeometryBox.value(rect)
        let boxedPoint = _GeometryBox.value(point)
        let boxedSize = _GeometryBox.value(size)
        #expect(_GeometryBox.rect(try #require(_NSValueKind.value(boxedRect, holding: .rect))) == rect)
        #expect(_GeometryBox.point(try #require(_NSValueKind.value(boxedPoint, holding: .point))) == point)
        #expect(_GeometryBox.size(try #require(_NSValueKind.value(boxedSize, holding: .size))) == size)
        #expect(_NSValueKind.value(boxedRect, holding: .point) == nil)
        #expect(_NSValueKind.value(boxedPoint, holding: .size) == nil)
        #expect(_NSValueKind.value(boxedSize, holding: .rect) == nil)
        #expect(CGRect(userInfoValue: boxedRect) == rect)
        #expect(CGPoint(userInfoValue: boxedPoint) == point)
        #expect(CGSize(userInfoValue: boxedSize) == size)
        #expect(CGRect(userInfoValue: boxedPoint) == nil)
    }

    // macOS and Linux box with `NSValue(rect:)`. Where UIKit exists the box is UIKit's `NSValue(cgRect:)`, which is what
    // UIKit posts; that is type-checked for iOS but not run here (nothing here runs iOS code).
    #if os(macOS) || !canImport(Darwin)
        @Test("On macOS and Linux the box is what NSValue(rect:), (point:) and (size:) make")
        func sameAsFoundation() {
            let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
            #expect(_GeometryBox.value(rect) == NSValue(rect: rect))
            #expect(_GeometryBox.value(CGPoint(x: 1, y: 2)) == NSValue(point: CGPoint(x: 1, y: 2)))
            #expect(_GeometryBox.value(CGSize(width: 1, height: 2)) == NSValue(size: CGSize(width: 1, height: 2)))
            #expect(
                String(cString: _GeometryBox.value(rect).objCType) == String(cString: NSValue(rect: rect).objCType))
        }
    #endif
}
