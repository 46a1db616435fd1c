import Foundation
import NotificationDescriptors
import Testing

struct CounterDidChange: Sendable, Equatable {
    var count: Int
}

enum OtherKit {
    struct CounterDidChange: Sendable {}
}

struct SomeConverterError: Error, CustomStringConvertible {
    var description: String { "the converter gave up" }
}

@Suite("Describing")
struct DescriptorTests {
    @Test func twoWayDescriptorRoundTrips() throws {
        let reading = Reading(count: 3, label: "x", ratio: 0.5)
        let note = NotificationDescriptor.reading.notification(reading)
        #expect(note.name == Notification.Name("Tests.Reading"))
        #expect(note.userInfo?["count"] as? Int == 3)
        #expect(note.userInfo?["label"] as? String == "x")
        #expect(note.userInfo?["ratio"] as? Double == 0.5)
        #expect(try NotificationDescriptor.reading.decode(note) == reading)
    }

    @Test func decodeFromObjectAndUserInfo() throws {
        let decoded = try NotificationDescriptor.reading.decode(
            userInfo: ["count": NSNumber(value: 9), NSString(string: "label"): NSString(string: "y"), "ratio": 2]
        )
        #expect(decoded == Reading(count: 9, label: "y", ratio: 2))
        #expect(throws: NotificationDecodingError(name: Notification.Name("Tests.Reading"), reason: .missingUserInfo)) {
            try NotificationDescriptor.reading.decode(userInfo: nil)
        }
    }

    @Test func encoderObjectAndExplicitObject() {
        let sender = Sender()
        let other = Sender()
        let descriptor = NotificationDescriptor<Sender>(
            Notification.Name("Tests.Sender"),
            decode: { try $0.object(as: Sender.self) },
            encode: { (object: $0, userInfo: nil) }
        )
        #expect(descriptor.notification(sender).object as? Sender === sender)
        #expect(descriptor.notification(sender, object: other).object as? Sender === other)
    }

    @Test("A payload posted through a descriptor without an encoder travels intact")
    func observeOnlyDescriptorCarriesIntact() throws {
        let reading = Reading(count: 1, label: "a", ratio: 1)
        let note = NotificationDescriptor.readingObserveOnly.notification(reading)
        #expect(note.userInfo?.count == 1)
        #expect(note.userInfo?["count"] == nil)
        #expect(try NotificationDescriptor.readingObserveOnly.decode(note) == reading)
        #expect(!NotificationDescriptor.readingObserveOnly.hasEncoder)
        #expect(NotificationDescriptor.reading.hasEncoder)
    }

    @Test("The default name of a carrying: descriptor is module-qualified")
    func carryingDefaultName() {
        let mine = NotificationDescriptor(carrying: CounterDidChange.self)
        let theirs = NotificationDescriptor(carrying: OtherKit.CounterDidChange.self)
        #expect(mine.name.rawValue == "NotificationDescriptorsTests.CounterDidChange")
        #expect(theirs.name.rawValue == "NotificationDescriptorsTests.OtherKit.CounterDidChange")
        #expect(mine.name != theirs.name)
        let named = NotificationDescriptor(carrying: CounterDidChange.self, name: Notification.Name("Custom"))
        #expect(named.name.rawValue == "Custom")
    }

    @Test func carryingRoundTripAndErrors() throws {
        let descriptor = NotificationDescriptor(carrying: CounterDidChange.self)
        #expect(
            try descriptor.decode(descriptor.notification(CounterDidChange(count: 4))) == CounterDidChange(count: 4))
        #expect(throws: NotificationDecodingError(name: descriptor.name, reason: .missingUserInfo)) {
            try descriptor.decode(userInfo: nil)
        }
        #expect(
            throws: NotificationDecodingError(
                name: descriptor.name, reason: .missingKey("NotificationDescriptors.payload"))
        ) { try descriptor.decode(userInfo: ["count": 4]) }
        // Another type's intact payload under the same name names both types.
        let impostor = NotificationDescriptor(carrying: Int.self, name: descriptor.name).notification(4)
        #expect(
            throws: NotificationDecodingError(
                name: descriptor.name,
                reason: .typeMismatch(
                    key: "NotificationDescriptors.payload", expected: "CounterDidChange", actual: "Int")
            )
        ) { try descriptor.decode(impostor) }
    }

    @Test func voidDescriptor() throws {
        let ping = NotificationDescriptor(Notification.Name("Tests.Ping"))
        let note = ping.notification(())
        #expect(note.userInfo == nil)
        #expect(note.object == nil)
        try ping.decode(note)
        try ping.decode(userInfo: ["anything": 1])
    }

    @Test("Any error a converter throws becomes a NotificationDecodingError naming the notification")
    func converterErrorsAreWrapped() {
        let name = Notification.Name("Tests.Wrapped")
        let descriptor = NotificationDescriptor<Int>(name, decode: { _ in throw SomeConverterError() })
        #expect(
            throws: NotificationDecodingError(
                name: name,
                reason: .invalidValue(key: nil, message: "SomeConverterError: the converter gave up")
            )
        ) { try descriptor.decode(userInfo: [:]) }
    }

    @Test("A decoding error from another notification is renamed to the one being decoded")
    func nestedErrorsAreRenamed() {
        let name = Notification.Name("Tests.Outer")
        let descriptor = NotificationDescriptor<Reading>(name) { note in
            try NotificationDescriptor.reading.decode(userInfo: note.userInfo)
        }
        #expect(throws: NotificationDecodingError(name: name, reason: .missingKey("count"))) {
            try descriptor.decode(userInfo: ["label": "x"])
        }
    }

    @Test("Converters are closure literals using try without annotations")
    func converterLiteralCompiles() throws {
        let descriptor = NotificationDescriptor(Notification.Name("Tests.Count")) { note in
            try note.value(for: .count)
        }
        #expect(try descriptor.decode(userInfo: ["count": 2]) == 2)
    }
}
