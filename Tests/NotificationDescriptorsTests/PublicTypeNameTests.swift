import Foundation
import NotificationDescriptors
import Testing

/// A public class, and a subclass named as Apple names its private ones (`__NSCFString`, `_NSInlineData`).
private class VisibleBase: NSObject {}
private final class _HiddenSubclass: VisibleBase {}

/// A value's type as error messages name it.
struct TypeNameSample: Sendable, CustomTestStringConvertible {
    let label: String
    let expected: String
    let make: @Sendable () -> Any

    init(_ label: String, _ expected: String, _ make: @escaping @Sendable () -> Any) {
        self.label = label
        self.expected = expected
        self.make = make
    }

    var testDescription: String { label }
}

@Suite("Error texts name public types")
struct PublicTypeNameTests {
    // Foundation objects as Objective-C code stores them. On Linux these are the public classes themselves (or
    // Linux's own `_NSCF…` subclasses); on Apple platforms they are private subclasses (`__NSCFString`,
    // `NSTaggedPointerString`, `__NSArrayI`, `__NSDictionaryI`, `_NSInlineData`, `__NSTaggedDate`, `__NSCFNumber`,
    // `__NSCFBoolean`), and the expected names below are the same there.
    @Test(
        "Foundation objects are named by the public type they bridge to, or their public class cluster",
        arguments: [
            TypeNameSample("NSString", "String") { NSString(string: "a") },
            TypeNameSample("NSMutableString", "String") { NSMutableString(string: "a") },
            TypeNameSample("NSArray", "Array") { NSArray(array: [1, "a"]) },
            TypeNameSample("NSMutableArray", "Array") { NSMutableArray(array: [1]) },
            TypeNameSample("NSDictionary", "Dictionary") { NSDictionary(dictionary: ["a": 1]) },
            TypeNameSample("NSSet", "Set") { NSSet(array: [1]) },
            TypeNameSample("NSData", "Data") { NSData(data: Data([1, 2])) },
            TypeNameSample("NSDate", "Date") { NSDate(timeIntervalSince1970: 0) },
            TypeNameSample("NSURL", "URL") { NSURL(fileURLWithPath: "/tmp") },
            TypeNameSample("NSNumber", "NSNumber") { NSNumber(value: 2) },
            TypeNameSample("boolean NSNumber", "NSNumber") { NSNumber(value: true) },
            TypeNameSample("NSValue", "NSValue") { NSValue(range: NSRange(location: 1, length: 2)) },
            TypeNameSample("NSNull", "NSNull") { NSNull() },
            TypeNameSample("NSObject", "NSObject") { NSObject() },
        ]
    )
    func foundationObjects(_ sample: TypeNameSample) {
        #expect(_publicTypeName(of: sample.make()) == sample.expected)
    }

    @Test(
        "Swift values name themselves, never the class they would bridge to",
        arguments: [
            TypeNameSample("String", "String") { "a" },
            TypeNameSample("Int", "Int") { 1 },
            TypeNameSample("Bool", "Bool") { true },
            TypeNameSample("[Int]", "Array<Int>") { [1] },
            TypeNameSample("[String: Int]", "Dictionary<String, Int>") { ["a": 1] },
            TypeNameSample("Data", "Data") { Data([1]) },
            TypeNameSample("CGRect", "CGRect") { CGRect.zero },
        ]
    )
    func swiftValues(_ sample: TypeNameSample) {
        #expect(_publicTypeName(of: sample.make()) == sample.expected)
    }

    @Test("A class whose name starts with an underscore is named by its nearest public superclass")
    func privateSubclass() {
        #expect(_publicTypeName(of: _HiddenSubclass()) == "VisibleBase")
        #expect(_publicTypeName(of: VisibleBase()) == "VisibleBase")
    }

    @Test("A type mismatch names an NSString String and an NSArray Array")
    func mismatchMessages() {
        let note = Notification(
            name: Notification.Name("Tests.PublicTypeName"), object: nil,
            userInfo: ["s": NSString(string: "text"), "a": NSArray(array: [1, 2])]
        )
        #expect {
            try note.value(for: UserInfoKey<Int>("s"))
        } throws: { error in
            guard let error = error as? NotificationDecodingError,
                case .typeMismatch(_, _, let actual) = error.reason
            else { return false }
            return actual == "String"
        }
        #expect {
            try note.value(for: UserInfoKey<Int>("a"))
        } throws: { error in
            guard let error = error as? NotificationDecodingError,
                case .typeMismatch(_, _, let actual) = error.reason
            else { return false }
            return actual == "Array"
        }
    }
}
