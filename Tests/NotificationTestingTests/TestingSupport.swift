import Foundation
import NotificationDescriptors

struct Saved: Equatable, Sendable {
    var id: Int
    var title: String
}

extension NotificationDescriptor where Payload == Saved {
    /// A legacy-format descriptor, so malformed userInfo can be posted to exercise decoding failures.
    static let saved = NotificationDescriptor(
        Notification.Name("TestingTests.Saved"),
        decode: { Saved(id: try $0.value(for: "id"), title: try $0.value(for: "title")) },
        encode: { (object: nil, userInfo: ["id": $0.id, "title": $0.title]) }
    )
}

/// Posts `userInfo` under the `saved` name: a notification that fails to decode when it is wrong.
func postMalformedSaved(on center: NotificationCenter, _ userInfo: [AnyHashable: Any]?) {
    center.post(name: NotificationDescriptor<Saved>.saved.name, object: nil, userInfo: userInfo)
}

/// A value behind a lock, for handlers that run on the posting thread.
final class Locked<Value: Sendable>: Sendable {
    private let state: LockedState<Value>

    init(_ value: Value) { state = LockedState(value) }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        state.withLock { body(&$0) }
    }
}
