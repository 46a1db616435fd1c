import Foundation

/// The public name of `value`'s dynamic type, as error messages show it: `String`, `Array`, `NSNumber`, `Int`.
///
/// Values that Objective-C code (UIKit, for example) puts in a notification are often instances of private
/// subclasses: on Apple platforms `__NSCFString`, `NSTaggedPointerString`, `__NSArrayI`, `__NSDictionaryI`,
/// `_NSInlineData`, `__NSCFNumber`, `__NSTaggedDate`. A message names them by the public type a reader would cast to:
/// the Swift type that the Foundation class bridges to (`String`, `Array`, `Dictionary`, `Set`, `Data`, `Date`,
/// `URL`, `UUID`), the public class cluster for the rest (`NSNumber`, `NSValue`), and, for any other class, the
/// nearest superclass whose name does not start with an underscore. Linux Foundation has no private subclasses for
/// these, but names the same classes the same way (an `NSString` is a `String` there too), so messages read alike
/// everywhere. Swift values name themselves (`Array<Int>`, `CGRect`).
package func _publicTypeName(of value: Any) -> String {
    let dynamicType = type(of: value)
    // Only objects come from Objective-C; ask the type, never `as?`, which would bridge a Swift value to an object.
    guard let objectType = dynamicType as? AnyClass else { return String(describing: dynamicType) }
    for bridged in _bridgedClasses where _isSubclass(objectType, of: bridged.base) {
        return bridged.name
    }
    var current: AnyClass = objectType
    while String(describing: current).hasPrefix("_"), let superclass = _getSuperclass(current) {
        current = superclass
    }
    return String(describing: current)
}

/// The Foundation classes whose instances messages name by a public type, most specific first (`NSNumber` is an
/// `NSValue`).
private let _bridgedClasses: [(base: AnyClass, name: String)] = [
    (NSNumber.self, "NSNumber"),
    (NSValue.self, "NSValue"),
    (NSString.self, "String"),
    (NSArray.self, "Array"),
    (NSDictionary.self, "Dictionary"),
    (NSSet.self, "Set"),
    (NSData.self, "Data"),
    (NSDate.self, "Date"),
    (NSURL.self, "URL"),
    (NSUUID.self, "UUID"),
]

/// Whether `type` is `base` or one of its subclasses.
private func _isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
        if ObjectIdentifier(candidate) == ObjectIdentifier(base) { return true }
        current = _getSuperclass(candidate)
    }
    return false
}
