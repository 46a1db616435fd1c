import Foundation
import NotificationDescriptors

/// A geometry value as a fixture writes it: `{"CGRect": [x, y, width, height]}`, `{"CGPoint": [x, y]}`,
/// `{"CGSize": [width, height]}`, `{"NSRange": [location, length]}`.
///
/// On its own it stands for the plain Swift value; inside `{"NSValue": ...}` for an `NSValue` holding it (the iOS
/// shape of, for example, keyboard frames).
package enum FixtureGeometry: Sendable, Equatable {
    case rect(CGRect)
    case point(CGPoint)
    case size(CGSize)
    case range(NSRange)

    /// The tags of the geometry kinds.
    package static let tags = ["CGRect", "CGPoint", "CGSize", "NSRange"]

    /// The tag that writes this value.
    package var tag: String {
        switch self {
        case .rect: "CGRect"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .range: "NSRange"
        }
    }

    /// The plain Swift value.
    package var swiftValue: Any {
        switch self {
        case .rect(let rect): rect
        case .point(let point): point
        case .size(let size): size
        case .range(let range): range
        }
    }

    /// An `NSValue` holding the value, as the platform boxes it (`NSValue(rect:)`, or UIKit's `NSValue(cgRect:)`, ...).
    package var nsValue: NSValue {
        switch self {
        case .rect(let rect): _GeometryBox.value(rect)
        case .point(let point): _GeometryBox.value(point)
        case .size(let size): _GeometryBox.value(size)
        case .range(let range): NSValue(range: range)
        }
    }

    /// The JSON array of the value's components.
    var json: FixtureJSON {
        func number(_ value: CGFloat) -> FixtureJSON { FixtureNumber.double(Double(value)).json }
        switch self {
        case .rect(let rect):
            return .array([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number))
        case .point(let point):
            return .array([point.x, point.y].map(number))
        case .size(let size):
            return .array([size.width, size.height].map(number))
        case .range(let range):
            return .array([.number(String(range.location)), .number(String(range.length))])
        }
    }

    /// The geometry value that `boxed` holds, or `nil` when it holds something else (an `NSNumber`, say).
    package init?(nsValue boxed: NSValue) {
        if let rect = _NSValueKind.value(boxed, holding: .rect) {
            self = .rect(_GeometryBox.rect(rect))
        } else if let point = _NSValueKind.value(boxed, holding: .point) {
            self = .point(_GeometryBox.point(point))
        } else if let size = _NSValueKind.value(boxed, holding: .size) {
            self = .size(_GeometryBox.size(size))
        } else if let range = _NSValueKind.value(boxed, holding: .range) {
            self = .range(range.rangeValue)
        } else {
            return nil
        }
    }

    /// Reads the value written under `tag`; `nil` when `tag` is not a geometry tag.
    static func parse(tag: String, _ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> FixtureGeometry? {
        switch tag {
        case "CGRect":
            let parts = try components(json, count: 4, names: "[x, y, width, height]", at: path)
            return .rect(CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3]))
        case "CGPoint":
            let parts = try components(json, count: 2, names: "[x, y]", at: path)
            return .point(CGPoint(x: parts[0], y: parts[1]))
        case "CGSize":
            let parts = try components(json, count: 2, names: "[width, height]", at: path)
            return .size(CGSize(width: parts[0], height: parts[1]))
        case "NSRange":
            guard case .array(let elements) = json, elements.count == 2 else {
                throw FixtureError(at: path, "expected [location, length], found \(json.kindDescription)")
            }
            var parts: [Int] = []
            for (index, element) in elements.enumerated() {
                guard case .number(let literal) = element, let value = Int(literal), value >= 0 else {
                    throw FixtureError(
                        at: path.appending(index: index),
                        "expected a non-negative integer, found \(element.kindDescription)"
                    )
                }
                parts.append(value)
            }
            return .range(NSRange(location: parts[0], length: parts[1]))
        default:
            return nil
        }
    }

    private static func components(
        _ json: FixtureJSON,
        count: Int,
        names: String,
        at path: FixturePath
    ) throws(FixtureError) -> [CGFloat] {
        guard case .array(let elements) = json, elements.count == count else {
            throw FixtureError(at: path, "expected \(names), found \(json.kindDescription)")
        }
        // Each component as a `Double` is written (a `CGFloat` is one): `-0.0`, the infinities (`CGRect.null` has
        // infinite origin components) and every NaN, by its bits, come back exactly.
        var parts: [CGFloat] = []
        for (index, element) in elements.enumerated() {
            let value: Double = try FixtureNumber.floating(element, at: path.appending(index: index))
            parts.append(CGFloat(value))
        }
        return parts
    }
}
