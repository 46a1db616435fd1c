import Foundation

/// Foundation object graphs that are cyclic or deep through an `NSOrderedSet`, for the tests that read them
/// (`OrderedSetGraphTests`) and capture them (`OrderedSetCaptureTests`).
///
/// It keeps every node it builds, so that ``dismantle()`` can empty them all: call it when the test is done
/// (`defer { graphs.dismantle() }`), so that releasing a cyclic or deep graph neither leaks nor recurses. Not
/// `Sendable`: it holds mutable Foundation collections, and one test uses it on one thread (a graph handed to another
/// thread goes boxed).
public final class OrderedSetGraphs {
    private var nodes: [AnyObject] = []

    /// Builders whose graphs live until ``dismantle()``.
    public init() {}

    /// An ordered set holding `value` only, built by `add` (`NSOrderedSet(object:)` compares the element with itself,
    /// which compares everything nested in it).
    public func orderedSet(holding value: Any) -> NSMutableOrderedSet {
        let set = NSMutableOrderedSet()
        set.add(value)
        return kept(set)
    }

    /// An ordered set and an `NSMutableArray` that hold each other.
    public func cycleWithArray() -> (set: NSMutableOrderedSet, array: NSMutableArray) {
        let array = kept(NSMutableArray())
        let set = orderedSet(holding: array)
        array.add(set)
        return (set, array)
    }

    /// An ordered set held by an `NSMutableDictionary` (under "self") that it holds.
    public func cycleWithDictionary() -> (set: NSMutableOrderedSet, dictionary: NSMutableDictionary) {
        let dictionary = kept(NSMutableDictionary())
        let set = orderedSet(holding: dictionary)
        dictionary["self"] = set
        return (set, dictionary)
    }

    /// The cycles through an ordered set that the reading and the capture tests both run, labelled: an ordered set and
    /// an `NSMutableArray` that hold each other (handed over from either side), and an ordered set held by the
    /// `NSMutableDictionary` it holds.
    public func cycles() -> [(label: String, value: Any)] {
        let (arraySet, array) = cycleWithArray()
        return [
            ("ordered set <-> NSMutableArray", arraySet), ("NSMutableArray <-> ordered set", array),
            ("ordered set <-> NSMutableDictionary", cycleWithDictionary().set),
        ]
    }

    /// An ordered set and an `NSMutableSet` that hold each other.
    public func cycleWithSet() -> (orderedSet: NSMutableOrderedSet, set: NSMutableSet) {
        let set = kept(NSMutableSet())
        let orderedSet = orderedSet(holding: set)
        set.add(orderedSet)
        return (orderedSet, set)
    }

    /// An ordered set holding `elements`, then itself.
    public func orderedSetHoldingItself(after elements: [Any] = []) -> NSMutableOrderedSet {
        let set = kept(NSMutableOrderedSet())
        for element in elements { set.add(element) }
        set.add(set)
        return set
    }

    /// Ordered sets and `NSMutableArray`s alternating `depth` levels deep, an ordered set holding 1 innermost: the
    /// outermost.
    public func alternatingChain(depth: Int) -> Any {
        var value: Any = 1
        for level in 0..<depth {
            value = level.isMultiple(of: 2) ? orderedSet(holding: value) : kept(NSMutableArray(object: value))
        }
        return value
    }

    /// An ordered set holding `NSMutableArray`s nested `depth` deep around 1.
    public func orderedSet(holdingArraysNested depth: Int) -> NSMutableOrderedSet {
        var value: Any = 1
        for _ in 0..<depth { value = kept(NSMutableArray(object: value)) }
        return orderedSet(holding: value)
    }

    /// Ordered sets that hold a cyclic Foundation collection directly: an `NSMutableArray` that holds itself
    /// ("array"), and an `NSMutableDictionary` that holds itself under "self" ("dictionary").
    public func orderedSetsHoldingCyclicCollections() -> [(label: String, set: NSMutableOrderedSet)] {
        let array = kept(NSMutableArray())
        array.add(array)
        let dictionary = kept(NSMutableDictionary())
        dictionary["self"] = dictionary
        return [("array", orderedSet(holding: array)), ("dictionary", orderedSet(holding: dictionary))]
    }

    /// Whether this platform hands a reader the cyclic elements of ``orderedSetsHoldingCyclicCollections()`` at all:
    /// Darwin hands the stored objects out as they are; Linux does not (``cyclicElementsUnreadable``).
    public static let cyclicElementsReadable: Bool = {
        #if canImport(Darwin)
            return true
        #else
            return false
        #endif
    }()

    /// Why a test that reads them runs on Darwin only.
    public static let cyclicElementsUnreadable = """
        Linux: every accessor of swift-corelibs-foundation's NSOrderedSet converts a cyclic NSArray or NSDictionary \
        element without end, inside Foundation, before any reader is handed it (see the DocC article Reading values)
        """

    /// Empties every collection built so far, the last built first.
    public func dismantle() {
        for node in nodes.reversed() {
            (node as? NSMutableArray)?.removeAllObjects()
            (node as? NSMutableDictionary)?.removeAllObjects()
            (node as? NSMutableSet)?.removeAllObjects()
            (node as? NSMutableOrderedSet)?.removeAllObjects()
        }
        nodes.removeAll()
    }

    private func kept<Node: AnyObject>(_ node: Node) -> Node {
        nodes.append(node)
        return node
    }
}
