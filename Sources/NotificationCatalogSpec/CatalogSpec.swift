package import Foundation

/// One framework's spec file, `Catalog/Specs/<framework>.json`: every entry whose names the framework declares, each
/// written once. Catalog/Specs/README.md describes the format.
///
/// `Sendable`: values only.
package struct CatalogSpec: Codable, Equatable, Sendable {
    /// The SDK framework that declares the names, e.g. `UIKit`; the file is named after it.
    package var framework: String
    /// The catalog module whose payloads the entries use, e.g. `NotificationCatalogUIKit`.
    package var module: String
    /// The entries, in catalog order.
    package var entries: [Entry]

    /// How the string of an SDK constant is known.
    package struct Evidence: Codable, Equatable, Sendable {
        /// `proven`, `plausible` or `unverified`.
        package var grade: String
        /// An id of `Catalog.json`'s `evidenceSources`; `nil` for an unverified string.
        package var source: String?
    }

    /// The notification's `object` as Apple posts it.
    package struct Object: Codable, Equatable, Sendable {
        /// The class, as `list` and the manifest show it.
        package var type: String
        /// Whether the class is `Sendable`.
        package var sendable: Bool?
        /// Whether Apple may post without one.
        package var optional: Bool?
        /// Anything worth saying about it.
        package var note: String?
    }

    /// A deprecation, as the SDK marks it.
    package struct Deprecation: Codable, Equatable, Sendable {
        package var version: String
        package var message: String?
    }

    /// One field of a decoded payload, as the tool and the fixtures list it.
    package struct Field: Codable, Equatable, Sendable {
        /// The field's name (and the payload property's, unless `property` says otherwise).
        package var name: String
        /// `object`, `objects`, `objectSet`, `string`, `strings`, `int`, `uint`, `double`, `bool`, `data`, `url`,
        /// `rect` or `error`.
        package var kind: String
        /// The payload property, where it is not `name`.
        package var property: String?
        /// A member read from the property's value, e.g. `rawValue`.
        package var via: String?
        /// Whether the property is optional (`nil` lists as absent).
        package var optional: Bool?
        /// For `objects` and `objectSet`: the elements' class.
        package var elementType: String?
    }

    /// The entry's Swift payload.
    package struct Payload: Codable, Equatable, Sendable {
        /// The payload type, e.g. `PasteboardChanged`, or `Void`.
        package var type: String
        /// Whether it is `Sendable`.
        package var sendable: Bool
        /// Whether `<member>OnPostingThread` carries the objects that are not `Sendable` (`<type>.OnPostingThread`).
        package var onPostingThread: Bool
        /// The hand-written file, under `Sources/`, that declares the payload and reads and writes it; `nil` where the
        /// generator writes the descriptor from the spec (today: `Void` payloads).
        package var reading: String?
        /// For a generated payload with an object: the property that holds it (e.g. `application`); `nil` when the
        /// notification has no object.
        package var objectProperty: String?
        /// What the tool lists of a decoded payload; or `fieldsFunction`.
        package var fields: [Field]?
        /// A `package static func` that lists the fields, where that needs logic.
        package var fieldsFunction: String?
    }

    /// One `userInfo` key.
    package struct Key: Codable, Equatable, Sendable {
        /// The SDK constant.
        package var constant: String
        /// How Swift names the constant on iOS.
        package var swiftName: String?
        /// The constant's value.
        package var string: String
        /// How `string` is known; `nil` for Foundation's and the keyboard's keys.
        package var stringEvidence: Evidence?
        /// The payload property.
        package var property: String?
        /// The property's Swift type.
        package var swiftType: String?
        /// The class Apple stores, as the manifest prints it.
        package var applePosts: String
        /// `error`, `nil`, `empty` or `default:<value>`.
        package var absence: String
        /// What the value means.
        package var summary: String
    }

    /// One notification.
    package struct Entry: Codable, Equatable, Sendable {
        package var member: String
        package var constant: String
        package var swiftName: String
        package var string: String
        /// Linux Foundation's value, where it differs from `string`.
        package var linuxString: String?
        package var stringEvidence: Evidence?
        /// The module that declares the name, where it is not the spec's framework.
        package var declaredIn: String?
        package var header: String?
        package var introduced: String?
        package var deprecated: Deprecation?
        package var platforms: [String]
        package var object: Object?
        package var payload: Payload
        package var keys: [Key]
        package var postedOnLinux: Bool
        package var postingThread: String?
        package var postingThreadSource: String?
        package var summary: String
        package var postedBy: String
        package var useInstead: String?
        package var apple26Message: String?
        package var usageRank: Int?
        package var notes: String?
    }
}

/// `Catalog/Specs/Catalog.json`: what the whole catalog shares.
package struct CatalogSettings: Codable, Equatable, Sendable {
    /// A source that Catalog/README.md numbers and cites in full.
    package struct EvidenceSource: Codable, Equatable, Sendable {
        package var id: String
        /// Whether it proves a string (Apple's runtime or Apple's code) rather than making it plausible.
        package var proves: Bool
        package var text: String
    }

    /// The order of the Apple entries' frameworks.
    package var appleOrder: [String]
    /// The spec files, `Catalog/Specs/<framework>.json`: the order of the entries that exist beyond iOS.
    package var frameworks: [String]
    /// The evidence sources, in the README's numbering.
    package var evidenceSources: [EvidenceSource]
}
