import Foundation
import FuzzSupport
import NotificationFixtures
import Testing

private let name = Notification.Name("CaptureGraphTests")

private func capture(_ userInfo: [AnyHashable: Any]) throws(NotificationFixtureError) -> String {
    try NotificationFixture.json(for: Notification(name: name, object: nil, userInfo: userInfo))
}

/// Captures `userInfo` and returns the error's description, or `nil` when it captured.
private func captureError(_ userInfo: [AnyHashable: Any]) -> String? {
    do {
        _ = try capture(userInfo)
        return nil
    } catch {
        return error.description
    }
}

/// Empties every collection of `nodes`, so that releasing a deep or cyclic graph neither leaks nor recurses.
private func dismantle(_ nodes: [AnyObject]) {
    for node in nodes {
        (node as? NSMutableArray)?.removeAllObjects()
        (node as? NSMutableDictionary)?.removeAllObjects()
        (node as? NSMutableSet)?.removeAllObjects()
        (node as? NSMutableOrderedSet)?.removeAllObjects()
    }
}

@Suite("Capturing Foundation object graphs: cycles and depth end in an error, never a crash or a loop")
struct CaptureGraphTests {
    @Test("An NSMutableArray holding itself is an error naming the cycle's path")
    func arrayHoldingItself() {
        let array = NSMutableArray()
        array.add(1)
        array.add(array)
        defer { dismantle([array]) }
        let message = captureError(["a": array])
        #expect(message?.contains("$.userInfo.a") == true)
        #expect(message?.contains("a cycle") == true, "\(message ?? "captured")")
    }

    @Test("An NSMutableDictionary holding itself (d[\"self\"] = d) is an error naming the cycle's path")
    func dictionaryHoldingItself() {
        let dictionary = NSMutableDictionary()
        dictionary["self"] = dictionary
        defer { dismantle([dictionary]) }
        let message = captureError(["d": dictionary])
        #expect(message?.contains("a cycle") == true, "\(message ?? "captured")")
        #expect(message?.contains("$.userInfo.d") == true)
    }

    @Test("An NSError whose userInfo holds a cyclic array is an error, and so is a cycle through an NSError")
    func errorHoldingACycle() {
        let array = NSMutableArray()
        array.add(array)
        let error = NSError(domain: "D", code: 1, userInfo: ["list": array])
        let holder = NSMutableArray()
        let throughError = NSError(domain: "D", code: 2, userInfo: ["holder": holder])
        holder.add(throughError)
        defer { dismantle([array, holder]) }
        #expect(captureError(["e": error])?.contains("a cycle") == true)
        #expect(captureError(["e": throughError])?.contains("a cycle") == true)
        #expect(captureError([NSString(string: "k"): [holder]])?.contains("a cycle") == true)
    }

    @Test("A collection held twice, not inside itself, is written twice")
    func sharedIsNotACycle() throws {
        let shared = NSMutableArray(array: [1, "x"])
        let outer = NSMutableArray(array: [shared, shared])
        let json = try capture(["o": outer, "p": [shared, shared] as [Any]])
        #expect(try NotificationFixture.load(json: Data(json.utf8)).count == 1)
    }

    @Test("A collection held twice at every level, 60 levels (2^60 values as text), is refused in bounded time")
    func exponentialSharing() {
        var nodes: [AnyObject] = []
        var node: Any = 1
        for _ in 0..<60 {
            let array = NSMutableArray(array: [node, node])
            nodes.append(array)
            node = array
        }
        defer { dismantle(nodes.reversed()) }
        // 60 levels: not too deep for the loader, so only the value count stops it; the default count (8 Mi values)
        // takes minutes in a debug build, so a test-sized one is given.
        #expect {
            _ = try FixtureValue(rendering: node, maximumValues: 100_000)
        } throws: { error in
            "\(error)".contains("more than 100000 values to write")
        }
    }

    @Test(
        "An NSArray, NSDictionary, NSSet or Swift array nested 100,000 deep is an error naming the path",
        arguments: [0, 1, 2, 4])
    func deep(kind: Int) {
        var nodes: [AnyObject] = []
        var value: Any = 1
        for _ in 0..<100_000 {
            switch kind {
            case 0:
                let array = NSMutableArray(object: value)
                nodes.append(array)
                value = array
            case 1:
                let dictionary = NSMutableDictionary(object: value, forKey: NSString(string: "k"))
                nodes.append(dictionary)
                value = dictionary
            case 2:
                let set = NSMutableSet(object: value)
                nodes.append(set)
                value = set
            // No NSOrderedSet: building one 100,000 deep overflows the stack in Foundation itself (Linux).
            default:
                // Swift arrays around Foundation ones: each Swift level holds an NSArray.
                let array = NSMutableArray(object: [value])
                nodes.append(array)
                value = array
            }
        }
        defer { dismantle(nodes.reversed()) }
        let message = captureError(["deep": value])
        #expect(message?.contains("nested too deep") == true, "\(message ?? "captured")")
        #expect(message?.hasPrefix("$.userInfo.deep") == true, "\(message ?? "captured")")
    }

    // Random graphs of mutable Foundation collections, Swift arrays and dictionaries, and NSErrors, with edges back
    // to any earlier node (cycles) and chains up to 600 deep; each is captured: it captures and loads back, or it is
    // an error naming a path, and the process survives.
    @Test("Random Foundation object graphs with cycles and depth capture or give an error", arguments: 0..<40)
    func randomGraphs(seed: UInt64) throws {
        var random = SeededRandom(seed: 0xC7C1_E000 + seed)
        var nodes: [AnyObject] = []
        func leaf() -> Any {
            switch random.next() % 6 {
            case 0: return Int(random.next() % 100)
            case 1: return "s\(random.next() % 10)"
            case 2: return NSNumber(value: Double(random.next() % 7) / 2)
            case 3: return NSString(string: "n\(random.next() % 10)")
            case 4: return Date(timeIntervalSinceReferenceDate: Double(random.next() % 1_000_000))
            default: return NSNull()
            }
        }
        func pick() -> Any {
            if nodes.isEmpty || random.next() % 3 == 0 { return leaf() }
            return nodes[Int(random.next() % UInt64(nodes.count))]
        }
        let count = 1 + Int(random.next() % 40)
        for _ in 0..<count {
            switch random.next() % 6 {
            case 0: nodes.append(NSMutableArray(array: (0..<Int(random.next() % 4)).map { _ in pick() }))
            case 1:
                let dictionary = NSMutableDictionary()
                for index in 0..<Int(random.next() % 4) { dictionary["k\(index)"] = pick() }
                nodes.append(dictionary)
            case 2:
                // Sets hold leaves only: a set inside itself hashes itself while it changes.
                nodes.append(NSMutableSet(array: (0..<Int(random.next() % 4)).map { _ in leaf() }))
            case 3:
                nodes.append(NSError(domain: "G", code: Int(random.next() % 5), userInfo: ["v": pick()]))
            case 4:
                // A chain, sometimes deeper than the loader allows.
                let chain = NSMutableArray()
                var tip = chain
                for _ in 0..<Int(random.next() % 600) {
                    let next = NSMutableArray()
                    tip.add(next)
                    nodes.append(next)
                    tip = next
                }
                tip.add(pick())
                nodes.append(chain)
            default:
                nodes.append(NSMutableArray(object: [pick(), ["d": pick()] as [String: Any]] as [Any]))
            }
            // Back edges: an earlier mutable node now also holds a later one (a cycle when the later holds it).
            if random.next() % 2 == 0, let target = nodes.randomElement(using: &random) as? NSMutableArray {
                target.add(pick())
            }
            if random.next() % 3 == 0, let target = nodes.randomElement(using: &random) as? NSMutableDictionary {
                target["back\(random.next() % 3)"] = pick()
            }
        }
        defer { dismantle(nodes.reversed()) }
        var userInfo: [AnyHashable: Any] = [:]
        for index in 0..<3 { userInfo["v\(index)"] = pick() }
        let json: String
        do {
            json = try capture(userInfo)
        } catch {
            #expect(error.description.hasPrefix("$.userInfo."), "\(error.description)")
            #expect(
                ["a cycle", "nested too deep", "values to write", "has no fixture form", "cannot be"].contains {
                    error.description.contains($0)
                }, "\(error.description)")
            return
        }
        let loaded = try #require(try NotificationFixture.load(json: Data(json.utf8)).first).notification()
        #expect(loaded.userInfo?.count == userInfo.count)
    }
}
