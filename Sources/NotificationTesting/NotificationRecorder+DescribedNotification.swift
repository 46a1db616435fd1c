public import Foundation
public import NotificationDescriptors

extension NotificationRecorder where Payload: DescribedNotification {
    /// Starts recording `Payload` notifications posted on `center` (from `object` only, when given), by the
    /// payload's own `DescribedNotification.descriptor`.
    ///
    /// ```swift
    /// let recorder = NotificationRecorder(UploadFinished.self, center: center)
    /// ```
    public convenience init(_ type: Payload.Type, center: NotificationCenter, object: AnyObject? = nil) {
        self.init(Payload.descriptor, center: center, object: object)
    }
}

extension NotificationProbe where Payload: DescribedNotification {
    /// Starts watching for `Payload` notifications by the payload's own `DescribedNotification.descriptor`.
    init(
        _ type: Payload.Type,
        center: NotificationCenter,
        object: AnyObject?,
        matching predicate: @escaping @Sendable (Payload) -> Bool
    ) {
        self.init(Payload.descriptor, center: center, object: object, matching: predicate)
    }
}
