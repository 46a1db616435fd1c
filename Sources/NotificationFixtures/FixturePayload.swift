import Foundation

/// One legacy notification written as JSON: its optional name, its `object`, and its `userInfo`.
///
/// ```json
/// {
///   "name": "NSFileHandleReadCompletionNotification",
///   "object": {"FileHandle": "pipe"},
///   "userInfo": {"NSFileHandleNotificationDataItem": {"Data": "aGVsbG8="}}
/// }
/// ```
///
/// `name` may be left out when the reader knows the notification (``notification(defaultName:objects:)``); `object`
/// and `userInfo` default to `null` (none). `userInfo` is either an object with `String` keys or an array of
/// `{"key": <value>, "value": <value>}` pairs, which can express any key (`{"NSString": "k"}`, `{"Int": 1}`).
package struct FixturePayload: Sendable, Equatable, CustomStringConvertible {
    /// The notification's raw name, if the payload says it.
    package var name: String?
    /// The notification's `object`; `nil` for none.
    package var object: FixtureValue?
    /// The notification's `userInfo` in written order; `nil` for none (which differs from empty).
    package var userInfo: [FixtureUserInfoEntry]?
    /// Where the payload was written (`$` when parsed on its own), for errors found while loading; not part of
    /// equality.
    package private(set) var path: FixturePath = .root

    /// A payload with the given parts.
    package init(name: String? = nil, object: FixtureValue? = nil, userInfo: [FixtureUserInfoEntry]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }

    /// Parses one payload object from JSON text.
    ///
    /// - Throws: ``FixtureError`` with the line and column of invalid JSON, or the path of a value the format does
    ///   not allow (an unknown key or tag, a number out of range, bad base64, ...).
    package init(parsing json: Data) throws(FixtureError) {
        try self.init(json: try FixtureJSON.parse(json), at: .root)
    }

    /// Payloads are equal when their parts are; where they were written does not matter.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.object == rhs.object && lhs.userInfo == rhs.userInfo
    }

    init(json: FixtureJSON, at path: FixturePath) throws(FixtureError) {
        guard case .object(let members) = json else {
            throw FixtureError(
                at: path,
                "expected a payload object {\"name\", \"object\", \"userInfo\"}, found \(json.kindDescription)"
            )
        }
        self.path = path
        for member in members {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "name":
                switch member.value {
                case .null: name = nil
                case .string(let text): name = text
                default: throw FixtureError(at: memberPath, "expected a string, found \(member.value.kindDescription)")
                }
            case "object":
                object = member.value == .null ? nil : try FixtureValue(json: member.value, at: memberPath)
            case "userInfo":
                userInfo = try Self.parseUserInfo(member.value, at: memberPath)
            default:
                throw FixtureError(
                    at: memberPath,
                    "unknown payload key \(FixtureJSON.quoted(member.key)); a payload has \"name\", \"object\", \"userInfo\""
                )
            }
        }
    }

    private static func parseUserInfo(
        _ json: FixtureJSON,
        at path: FixturePath
    ) throws(FixtureError) -> [FixtureUserInfoEntry]? {
        switch json {
        case .null:
            return nil
        case .object(let members):
            var entries: [FixtureUserInfoEntry] = []
            for member in members {
                let valuePath = path.appending(member.key)
                entries.append(
                    FixtureUserInfoEntry(
                        key: .string(member.key),
                        value: try FixtureValue(json: member.value, at: valuePath),
                        keyPath: valuePath,
                        valuePath: valuePath
                    )
                )
            }
            return entries
        case .array(let elements):
            var entries: [FixtureUserInfoEntry] = []
            for (index, element) in elements.enumerated() {
                let entryPath = path.appending(index: index)
                guard case .object(let members) = element, members.count == 2,
                    let key = members.first(where: { $0.key == "key" }),
                    let value = members.first(where: { $0.key == "value" })
                else {
                    throw FixtureError(
                        at: entryPath,
                        "expected {\"key\": <value>, \"value\": <value>}, found \(element.kindDescription)"
                    )
                }
                entries.append(
                    FixtureUserInfoEntry(
                        key: try FixtureValue(json: key.value, at: entryPath.appending("key")),
                        value: try FixtureValue(json: value.value, at: entryPath.appending("value")),
                        keyPath: entryPath.appending("key"),
                        valuePath: entryPath.appending("value")
                    )
                )
            }
            return entries
        default:
            throw FixtureError(
                at: path,
                "expected an object, an array of {\"key\", \"value\"} pairs, or null, found \(json.kindDescription)"
            )
        }
    }

    // MARK: - Loading

    /// The notification this payload describes, named by its own `name`, else `defaultName`; objects are made fresh
    /// by `objects`.
    ///
    /// - Throws: ``FixtureError`` when there is no name, a `userInfo` key is not `Hashable` or appears twice, or an
    ///   object cannot be made.
    package func notification(
        defaultName: Notification.Name? = nil,
        objects: FixtureObjectMaker = .foundation
    ) throws(FixtureError) -> Notification {
        guard let name = name.map(Notification.Name.init(rawValue:)) ?? defaultName else {
            throw FixtureError(at: path, "the payload has no \"name\" and no default name was given")
        }
        let object = try self.object?.foundationValue(objects: objects, at: path.appending("object"))
        guard let entries = userInfo else {
            return Notification(name: name, object: object, userInfo: nil)
        }
        var keys = FixtureUserInfoKeys(capacity: entries.count)
        for entry in entries {
            try entry.key.checkHashing(as: "a userInfo key", at: entry.keyPath)
            let keyValue = try entry.key.foundationValue(objects: objects, at: entry.keyPath)
            guard let key = keyValue as? AnyHashable else {
                throw FixtureError(at: entry.keyPath, "a \(type(of: keyValue)) cannot be a userInfo key (not Hashable)")
            }
            if let earlier = keys.earlier(equalTo: key, writtenAs: entry.key) {
                if let earlierText = earlier.base as? String, let text = entry.key.stringText,
                    !earlierText.utf8.elementsEqual(text.utf8)
                {
                    // `"é"` and `"e\u{301}"`: two keys of an NSDictionary, one of a Swift dictionary.
                    throw FixtureError(
                        at: entry.keyPath,
                        "the userInfo keys \(FixtureJSON.quoted(earlierText)) and \(FixtureJSON.quoted(text)) are one key "
                            + "of a notification's userInfo (a Swift [AnyHashable: Any], which compares strings by "
                            + "canonical equivalence)")
                }
                throw FixtureError(
                    at: entry.keyPath,
                    "duplicate userInfo key \(entry.key.jsonText)"
                        + Self.sameKey(key, writtenAs: entry.key, among: entries, objects: objects))
            }
            keys.insert(
                key, try entry.value.foundationValue(objects: objects, at: entry.valuePath), writtenAs: entry.key)
        }
        return Notification(name: name, object: object, userInfo: keys.dictionary)
    }

    /// Why `key` (written `written`) is the key of an earlier entry written differently, naming that entry and both
    /// kinds: ` (the same key as {"Int": 0} at $.userInfo[0].key: Foundation finds an Int and an NSNumber of the same
    /// value equal)`; empty when the earlier entry is written the same way. Looked up only for the error, so loading
    /// keeps no more than the keys.
    private static func sameKey(
        _ key: AnyHashable,
        writtenAs written: FixtureValue,
        among entries: [FixtureUserInfoEntry],
        objects: FixtureObjectMaker
    ) -> String {
        for earlier in entries {
            guard let loaded = try? earlier.key.foundationValue(objects: objects, at: earlier.keyPath),
                let earlierKey = loaded as? AnyHashable, earlierKey == key || key == earlierKey
            else { continue }
            if earlier.key.jsonText == written.jsonText { return "" }
            let kinds = "\(FixtureKind.withArticle(earlier.key.tag)) and \(FixtureKind.withArticle(written.tag))"
            return " (the same key as \(earlier.key.jsonText) at \(earlier.keyPath): Foundation finds \(kinds) of the "
                + "same value equal)"
        }
        return ""
    }

    // MARK: - Rendering

    /// The payload of `notification`, with every value rendered by ``FixtureValue/init(rendering:)``; entries are
    /// sorted by their JSON text so the result is stable.
    package init(rendering notification: Notification) throws(FixtureError) {
        name = notification.name.rawValue
        var context = FixtureRenderContext()
        if let object = notification.object {
            self.object = try FixtureValue(
                rendering: object, at: FixturePath.root.appending("object"), context: &context)
        }
        guard let dictionary = notification.userInfo else { return }
        var entries: [FixtureUserInfoEntry] = []
        let userInfoPath = FixturePath.root.appending("userInfo")
        for (key, value) in dictionary {
            let keyDescription = Self.pathDescription(of: key.base)
            let key = try FixtureValue(
                rendering: key.base, at: userInfoPath.appending(keyDescription), context: &context)
            let value = try FixtureValue(
                rendering: value, at: userInfoPath.appending(keyDescription), context: &context)
            entries.append(FixtureUserInfoEntry(key: key, value: value))
        }
        userInfo = entries.sorted { $0.key.jsonText < $1.key.jsonText }
    }

    /// Checks that this rendered payload loads back as itself: its text parses to the same tagged values, those make
    /// a notification, and that notification renders to the same text. What would not (two set elements or keys
    /// that Foundation merges, a value Foundation changes on the way) is refused here, naming the path, so that a
    /// capture is never written that does not load back equal.
    package func checkLoadsBack() throws(FixtureError) {
        let text = jsonText
        let parsed = try FixturePayload(parsing: Data(text.utf8))
        if let difference = Self.difference(self, parsed) {
            throw FixtureError(
                at: difference.path,
                "has no fixture form that reads back: \(difference.wrote) would be read as \(difference.got)")
        }
        let again: FixturePayload
        do {
            again = try FixturePayload(rendering: try parsed.notification())
        } catch {
            // The loader's reason, at its path, said as a capture's: this value has no fixture form.
            guard case .invalidFixture(let path, let message) = error.kind else { throw error }
            throw FixtureError(.invalidFixture(path: path, message: "has no fixture form that loads back: \(message)"))
        }
        if let difference = Self.difference(self, again) {
            throw FixtureError(
                at: difference.path,
                "has no fixture form that loads back equal: \(difference.wrote) loads as \(difference.got)")
        }
    }

    /// The first entry where `loaded` differs from `written`, compared by their JSON text.
    private static func difference(
        _ written: FixturePayload,
        _ loaded: FixturePayload
    ) -> (path: FixturePath, wrote: String, got: String)? {
        let root = FixturePath.root
        if written.object?.jsonText != loaded.object?.jsonText {
            return (root.appending("object"), written.object?.jsonText ?? "null", loaded.object?.jsonText ?? "null")
        }
        let wrote = written.userInfo ?? []
        let got = loaded.userInfo ?? []
        for (index, entry) in wrote.enumerated() {
            let path = root.appending("userInfo").appending(entry.key.stringText ?? entry.key.jsonText)
            guard index < got.count else { return (path, entry.value.jsonText, "nothing") }
            let other = got[index]
            if entry.key.jsonText != other.key.jsonText {
                return (path, "the key \(entry.key.jsonText)", "the key \(other.key.jsonText)")
            }
            if entry.value.jsonText != other.value.jsonText {
                return (path, entry.value.jsonText, other.value.jsonText)
            }
        }
        if got.count != wrote.count {
            return (root.appending("userInfo"), "\(wrote.count) entries", "\(got.count)")
        }
        if (written.userInfo == nil) != (loaded.userInfo == nil) {
            return (
                root.appending("userInfo"), written.userInfo == nil ? "null" : "{}",
                loaded.userInfo == nil ? "null" : "{}"
            )
        }
        return nil
    }

    /// How a `userInfo` key shows in a path: its text, or for a collection (whose description could be endless: one
    /// that holds itself) its type.
    private static func pathDescription(of key: Any) -> String {
        let type = Swift.type(of: key)
        if type is AnyObject.Type {
            let object = key as AnyObject
            if object is NSArray || object is NSDictionary || object is NSSet || object is NSOrderedSet
                || object is NSError
            {
                return "\(type)"
            }
        }
        switch Mirror(reflecting: key).displayStyle {
        case .collection?, .dictionary?, .set?: return "\(type)"
        default: return String(describing: key)
        }
    }

    /// The payload as JSON text (``jsonText``), so test failures show it readably.
    package var description: String { jsonText }

    /// The payload as JSON text, one member per line and values compact; `userInfo` uses the object form when every
    /// key is a `String`, the pair form otherwise.
    package var jsonText: String {
        var lines: [String] = []
        if let name { lines.append("  \"name\": \(FixtureJSON.quoted(name))") }
        lines.append("  \"object\": \(object?.jsonText ?? "null")")
        switch userInfo {
        case nil:
            lines.append("  \"userInfo\": null")
        case let entries? where entries.isEmpty:
            lines.append("  \"userInfo\": {}")
        case let entries?:
            let keyed = entries.allSatisfy { if case .string = $0.key { true } else { false } }
            let rendered = entries.map { entry in
                if keyed, case .string(let key) = entry.key {
                    "    \(FixtureJSON.quoted(key)): \(entry.value.jsonText)"
                } else {
                    "    {\"key\": \(entry.key.jsonText), \"value\": \(entry.value.jsonText)}"
                }
            }
            let (open, close) = keyed ? ("{", "}") : ("[", "]")
            lines.append("  \"userInfo\": \(open)\n" + rendered.joined(separator: ",\n") + "\n  \(close)")
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
    }
}
