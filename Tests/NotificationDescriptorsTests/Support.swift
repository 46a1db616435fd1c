import Foundation
import NotificationDescriptors
import Testing

/// A thread-safe list that handlers append to and tests read.
final class Collected<Element: Sendable>: Sendable {
    private let storage = LockedState<[Element]>([])

    func append(_ element: Element) { storage.withLock { $0.append(element) } }
    var all: [Element] { storage.withLock { $0 } }
    var count: Int { storage.withLock { $0.count } }
}

/// A payload with three legacy keys, like most userInfo notifications.
struct Reading: Equatable, Sendable {
    var count: Int
    var label: String
    var ratio: Double
}

extension UserInfoKey where Value == Int {
    static let count: UserInfoKey = "count"
}

extension UserInfoKey where Value == String {
    static let label: UserInfoKey = "label"
}

extension UserInfoKey where Value == Double {
    static let ratio: UserInfoKey = "ratio"
}

extension NotificationDescriptor where Payload == Reading {
    /// Two-way: posting writes the legacy keys.
    static let reading = NotificationDescriptor(
        Notification.Name("Tests.Reading"),
        decode: { note in
            Reading(
                count: try note.value(for: .count), label: try note.value(for: .label),
                ratio: try note.value(for: .ratio))
        },
        encode: { reading in
            (object: nil, userInfo: ["count": reading.count, "label": reading.label, "ratio": reading.ratio])
        }
    )

    /// Observe-only: same reader, no encoder, so posts through it travel intact.
    static let readingObserveOnly = NotificationDescriptor(
        Notification.Name("Tests.Reading"),
        decode: { note in
            Reading(
                count: try note.value(for: .count), label: try note.value(for: .label),
                ratio: try note.value(for: .ratio))
        }
    )
}

/// A reference type whose deallocation tests observe through a weak reference.
final class Witness: Sendable {}

/// An object to post notifications from.
final class Sender: Sendable {}

/// A userInfo value for `@Test(arguments:)`: made fresh per use, since Foundation values are not all Sendable.
struct Sample: Sendable, CustomTestStringConvertible {
    let label: String
    let make: @Sendable () -> Any

    init(_ label: String, _ make: @escaping @Sendable () -> Any) {
        self.label = label
        self.make = make
    }

    var testDescription: String { label }
}
