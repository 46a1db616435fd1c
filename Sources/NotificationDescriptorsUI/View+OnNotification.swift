// SwiftUI exists on Apple platforms only; on Linux this module is empty.
#if canImport(SwiftUI)
    public import Foundation
    public import NotificationDescriptors
    public import SwiftUI

    extension View {
        /// Calls `action` on the main actor with the payload of every `descriptor` notification posted on `center`
        /// (from `object` only, when given), while this view is in the hierarchy.
        ///
        /// ```swift
        /// content
        ///     .onNotification(.keyboardWillShow) { keyboard in
        ///         withAnimation(.easeOut(duration: keyboard.animationDuration)) { inset = keyboard.frameEnd.height }
        ///     }
        /// ```
        ///
        /// It is `onReceive` with a typed publisher, so it is registered exactly when `onReceive` would register
        /// `center.publisher(for: descriptor.name)`: when the view appears, until it disappears. A post made on the
        /// main actor (UIKit posts the keyboard notifications there) calls `action` before `post` returns; a post made
        /// on another thread is queued for the main actor, in posting order. A notification that does not decode
        /// never reaches `action`; it goes to ``NotificationDiagnostics/decodingFailureHandler`` on the posting
        /// thread.
        @MainActor
        public func onNotification<Payload: Sendable>(
            _ descriptor: NotificationDescriptor<Payload>,
            object: AnyObject? = nil,
            center: NotificationCenter = .default,
            perform action: @escaping @MainActor (Payload) -> Void
        ) -> some View {
            onReceive(MainActorNotificationPublisher(center: center, descriptor: descriptor, object: object)) {
                payload in
                action(payload)
            }
        }

        /// Calls `action` on the main actor with every `P` notification posted on `center` (from `object` only, when
        /// given), while this view is in the hierarchy; as the descriptor form of `onNotification(_:object:center:perform:)`
        /// with `P.descriptor`.
        ///
        /// ```swift
        /// content.onNotification(UploadFinished.self) { upload in lastUpload = upload.fileName }
        /// ```
        @MainActor
        public func onNotification<P: DescribedNotification & Sendable>(
            _ type: P.Type,
            object: AnyObject? = nil,
            center: NotificationCenter = .default,
            perform action: @escaping @MainActor (P) -> Void
        ) -> some View {
            onNotification(P.descriptor, object: object, center: center, perform: action)
        }
    }
#endif
