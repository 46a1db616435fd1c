/// Swift names for `userInfo` keys and notification names: `UIKeyboardFrameBeginUserInfoKey` becomes `frameBegin`
/// (next to the other `UIKeyboard...UserInfoKey` keys), `NSFileHandleReadCompletionNotification` becomes
/// `FileHandleReadCompletion`.
enum ScaffoldNaming {
    /// Property names for the keys of one struct, in the keys' order. Each key is named by itself, never by the
    /// other keys beside it, so a key gets the same name from a capture of one key or of ten: a `UserInfoKey`/`Key`
    /// ending is dropped, and so are the words it shares at the front with `notification`'s name (without its
    /// `Notification` ending), leaving at least one; then a platform prefix; the rest is lowerCamelCase. When keys
    /// clash (`fileName`, `FileName`, `file_name`), a key that already is its name (`fileName`) keeps it, and the
    /// others get a number in key order (`FileName` is `fileName2`, `file_name` is `fileName3`), whatever else the
    /// capture holds. `UIKeyboardFrameBeginUserInfoKey` of `UIKeyboardWillShowNotification` is `frameBegin`.
    static func propertyNames(for keys: [String], notification: String? = nil) -> [String] {
        var context = notification.map { words(in: $0) } ?? []
        if context.count > 1, context.last == "Notification" { context.removeLast() }
        let bases = keys.map { key in
            var split = dropKeySuffix(words(in: key))
            split.removeFirst(sharedPrefixCount(split, context))
            split = dropLeadingNotification(dropPlatformPrefix(split))
            return identifier(lowerCamelCase(split), fallback: "value")
        }
        // The keys spelled as their own names first: they are the plain ones (keys are distinct, so these are too).
        let isOwnName = zip(keys, bases).map { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
        var taken = Set(zip(bases, isOwnName).filter(\.1).map(\.0))
        return zip(bases, isOwnName).map { base, isOwn in isOwn ? base : unique(base, in: &taken) }
    }

    /// A type name for the payload of the notification `rawName`: its words without a `Notification` ending or a
    /// platform prefix (`NS`, `UI`, `k`, `CF`), in UpperCamelCase.
    static func typeName(forNotification rawName: String) -> String {
        var split = words(in: rawName)
        if split.count > 1, split.last == "Notification" { split.removeLast() }
        let name = typeIdentifier(upperCamelCase(dropPlatformPrefix(split)), fallback: "Payload")
        return reservedTypeNames.contains(name) ? name + "Payload" : name
    }

    /// A type name for a nested struct stored in the property `property` (singular for an array's elements).
    static func nestedTypeName(forProperty property: String, isArrayElement: Bool, avoiding taken: inout Set<String>)
        -> String
    {
        var base = upperCamelCase(words(in: property))
        if isArrayElement { base = singular(base) }
        base = typeIdentifier(base, fallback: "Element")
        if reservedTypeNames.contains(base) { base += "Value" }
        return unique(base, in: &taken)
    }

    /// Whether `name` can be used as a Swift type name as written (for `--type`).
    static func isValidTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierHead(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierBody) && !keywords.contains(name)
            && !reservedTypeNames.contains(name)
    }

    /// `name`, in backticks when it is a Swift keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    // MARK: - Words

    /// The words of `text`: split at anything not a letter or digit, at a lower-to-upper change, and before the last
    /// capital of an acronym followed by a lowercase letter (`NSFileHandle` is `NS`, `File`, `Handle`).
    static func words(in text: String) -> [String] {
        var result: [String] = []
        var current: [Character] = []
        let characters = Array(text)
        func flush() {
            if !current.isEmpty { result.append(String(current)) }
            current = []
        }
        for (index, character) in characters.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if let previous = current.last, character.isUppercase {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if previous.isLowercase || previous.isNumber || endsAcronym {
                    flush()
                }
            }
            current.append(character)
        }
        flush()
        return result
    }

    private static func dropKeySuffix(_ words: [String]) -> [String] {
        if words.count > 3, words.suffix(3) == ["User", "Info", "Key"] { return Array(words.dropLast(3)) }
        if words.count > 1, words.last == "Key" { return Array(words.dropLast()) }
        return words
    }

    /// Drops `NS`, `UI`, `CF`, `CG` and `k` in front, also when glued to an acronym (`NSURL` is `URL`).
    private static func dropPlatformPrefix(_ words: [String]) -> [String] {
        let prefixes = ["NS", "UI", "k", "CF", "CG"]
        var words = words
        while words.count > 1, let first = words.first, prefixes.contains(first) {
            words.removeFirst()
        }
        if let first = words.first, first.count > 3, first.allSatisfy(\.isUppercase),
            let prefix = prefixes.first(where: { first.hasPrefix($0) })
        {
            words[0] = String(first.dropFirst(prefix.count))
        }
        return words
    }

    /// `NSFileHandleNotificationDataItem` names a `dataItem`: the `Notification` in a key says nothing of the value.
    private static func dropLeadingNotification(_ words: [String]) -> [String] {
        words.count > 1 && words.first == "Notification" ? Array(words.dropFirst()) : words
    }

    /// How many words `key` shares at the front with `context`, leaving the key at least one word of its own and
    /// never a bare preposition (`LegacyUploadFinishedAtKey` of `LegacyUploadFinished` is `finishedAt`, not `at`).
    private static func sharedPrefixCount(_ key: [String], _ context: [String]) -> Int {
        var count = 0
        while count < key.count - 1, count < context.count, key[count] == context[count] {
            count += 1
        }
        while count > 0, prepositions.contains(key[count]) {
            count -= 1
        }
        return count
    }

    private static let prepositions: Set<String> = [
        "At", "By", "For", "From", "In", "Into", "Of", "On", "To", "Until", "Via", "With",
    ]

    private static func lowerCamelCase(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        let head =
            first.allSatisfy(\.isUppercase) ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return head + upperCamelCase(Array(words.dropFirst()))
    }

    private static func upperCamelCase(_ words: [String]) -> String {
        words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func singular(_ name: String) -> String {
        if name.hasSuffix("ies"), name.count > 3 { return name.dropLast(3) + "y" }
        if name.hasSuffix("s"), !name.hasSuffix("ss"), name.count > 1 { return String(name.dropLast()) }
        return name + "Element"
    }

    /// `name` as a valid identifier: `fallback` when empty, a leading `_` before a digit.
    private static func identifier(_ name: String, fallback: String) -> String {
        guard let first = name.unicodeScalars.first else { return fallback }
        return isIdentifierHead(first) ? name : "_" + name
    }

    /// `name` as a type name: `fallback` when empty, and `fallback` in front of a digit, so that no type name starts
    /// with `_` as a property name may (`_123` for the key `123`), and a property never hides a type of its struct.
    private static func typeIdentifier(_ name: String, fallback: String) -> String {
        guard let first = name.unicodeScalars.first else { return fallback }
        return isIdentifierHead(first) ? name : fallback + name
    }

    private static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
    }

    private static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || ("0"..."9").contains(scalar)
    }

    /// Names a nested struct must not take: they would shadow the types a payload's properties use, or a standard
    /// type the user's code beside them is likely to name (`Error` for an `"error"` dictionary).
    static let reservedTypeNames: Set<String> = [
        "AnyHashable", "AnyObject", "Bundle", "Calendar", "Character", "Comparable", "Decoder", "Encoder", "Equatable",
        "Error", "Float16", "Float80", "Hashable", "Identifiable", "Int128", "Locale", "Never", "NotificationCenter",
        "NSNull", "NSNumber", "NSObject", "NSString", "NSValue", "Range", "Result", "Set", "Substring", "Task",
        "TimeZone", "UInt128", "UserInfoDecoder", "UserInfoEncoder", "UserInfoKey", "Void",
        "Any", "Array", "Bool", "CGFloat", "Codable", "CodingKey", "Decimal", "Decodable", "DescribedNotification",
        "Encodable", "Sendable", "UUID", "CGPoint", "CGRect", "CGSize", "CodingKeys", "Data", "Date", "Dictionary",
        "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "NSRange", "Notification",
        "NotificationDescriptor",
        "Optional", "Protocol", "Self", "String", "Type", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "URL",
    ]

    /// Every Swift keyword, reserved or contextual, and the names Swift gives a meaning in a type (`Type`,
    /// `Protocol`, `Self`): a property or `CodingKeys` case with one of these names is written in backticks, which
    /// is valid for all of them (the scaffold tests type-check every one) and harmless for those that would also
    /// work bare.
    static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        // Contextual keywords.
        "Protocol", "Type", "actor", "any", "associativity", "async", "consume", "convenience", "copy", "didSet",
        "discard", "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "left",
        "macro", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
        "required", "right", "sending", "set", "some", "then", "unowned", "unsafe", "weak", "willSet", "yield",
    ]
}
