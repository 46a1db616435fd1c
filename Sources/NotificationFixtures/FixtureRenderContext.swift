import Foundation

/// What one capture carries down the value it walks (``FixtureValue/init(rendering:)``): the Foundation collections and
/// errors it is inside, to refuse a cycle instead of looping, and how many values it has rendered, to refuse a value
/// graph whose tree is too large for a fixture (an array holding the same array twice, 40 times over, is small in
/// memory and 2^40 values as text).
struct FixtureRenderContext {
    /// The objects being rendered, from the outermost, with where each is.
    private var ancestors: [ObjectIdentifier: FixturePath] = [:]
    /// How many values have been rendered.
    private var rendered = 0
    /// The most values one capture renders.
    let maximumValues: Int

    init(maximumValues: Int = FixtureValue.maximumRenderedValues) {
        self.maximumValues = maximumValues
    }

    /// Counts one more rendered value.
    mutating func count(at path: FixturePath) throws(FixtureError) {
        rendered += 1
        guard rendered <= maximumValues else {
            throw FixtureError(
                at: path,
                "more than \(maximumValues) values to write: a fixture holds at most \(InputFile.maximumSizeDescription) "
                    + "(a collection held many times over is written out each time)")
        }
    }

    /// Notes that the collection or error `object`, a `kind`, is being rendered at `path`.
    ///
    /// - Throws: ``FixtureError`` when `object` is already being rendered further out: it holds itself.
    mutating func enter(_ object: AnyObject, kind: String, at path: FixturePath) throws(FixtureError) {
        let identity = ObjectIdentifier(object)
        if let outer = ancestors[identity] {
            throw FixtureError(
                at: path,
                "a cycle: this \(kind) is the one at \(outer), which holds itself, so it has no fixture form "
                    + "(it would be written infinitely deep)")
        }
        ancestors[identity] = path
    }

    /// Notes that `object`'s rendering is done.
    mutating func leave(_ object: AnyObject) {
        ancestors[ObjectIdentifier(object)] = nil
    }
}

/// The elements of Foundation collections as they are stored, read without bridging what they hold.
///
/// Platform difference: on Linux (swift-corelibs-foundation 6.3) every way of reading an element (iterating,
/// `object(at:)`, `allObjects`, `keyEnumerator()`) hands out a nested `NSArray`, `NSDictionary` or `NSSet` bridged to
/// a Swift collection, element by element, all the way down, before the caller sees it: a collection holding itself
/// overflows the stack, and so does one nested 100,000 deep. There the elements are read from the collection's
/// `customMirror` (public: it reflects what the collection stores); a nested collection is handed out as ``Bridged``,
/// to be rendered as the Swift collection Foundation would hand out, one level at a time; anything else is unboxed
/// as Foundation unboxes it. On Apple platforms the elements are read directly: nested collections stay objects.
enum FoundationStorage {
    /// A Foundation collection held by another, on Linux: Foundation hands it out as the Swift collection
    /// (`[Any]`, `[AnyHashable: Any]`, `Set<AnyHashable>`), so a capture writes it as one.
    struct Bridged {
        /// The `NSArray`, `NSDictionary` or `NSSet`.
        let object: AnyObject
    }

    /// The elements of `array`, in order.
    static func elements(of array: NSArray) -> [Any] {
        #if canImport(Darwin)
            return Array(array)
        #else
            return stored(in: array, count: array.count) ?? Array(array)
        #endif
    }

    /// The elements of `set`, in order.
    static func elements(of set: NSOrderedSet) -> [Any] {
        #if canImport(Darwin)
            return Array(set)
        #else
            return stored(in: set, count: set.count) ?? Array(set)
        #endif
    }

    /// The elements of `set`.
    static func elements(of set: NSSet) -> [Any] {
        #if canImport(Darwin)
            return set.allObjects
        #else
            return stored(in: set, count: set.count) ?? set.allObjects
        #endif
    }

    /// The keys and values of `dictionary`.
    static func members(of dictionary: NSDictionary) -> [(key: Any, value: Any)] {
        #if !canImport(Darwin)
            let stored = Mirror(reflecting: dictionary).children.compactMap { child -> (key: Any, value: Any)? in
                let parts = Mirror(reflecting: child.value).children.map(\.value)
                guard parts.count == 2 else { return nil }
                return (unboxed(parts[0]), unboxed(parts[1]))
            }
            if stored.count == dictionary.count { return stored }
        // A subclass that stores its own way: read as Foundation hands it out.
        #endif
        var pairs: [(key: Any, value: Any)] = []
        pairs.reserveCapacity(dictionary.count)
        for (key, value) in dictionary { pairs.append((key, value)) }
        return pairs
    }

    #if !canImport(Darwin)
        /// What `collection` stores, unboxed one level; `nil` when its mirror does not show `count` elements (a
        /// subclass that stores its own way).
        private static func stored(in collection: Any, count: Int) -> [Any]? {
            let children = Mirror(reflecting: collection).children
            guard children.count == count else { return nil }
            return children.map { unboxed($0.value) }
        }

        /// A stored element as Foundation hands it out, except that a nested collection is not bridged.
        private static func unboxed(_ stored: Any) -> Any {
            let object = stored as AnyObject
            if object is NSArray || object is NSDictionary || object is NSSet {
                return Bridged(object: object)
            }
            // Foundation's own unboxing (`NSNumber` stays itself, `NSString` becomes `String`, a boxed Swift value
            // comes out), which for anything but a collection goes one level only.
            return NSArray(object: object).object(at: 0)
        }
    #endif
}
