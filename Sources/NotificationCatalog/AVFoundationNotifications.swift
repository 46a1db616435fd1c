// AVFoundation's player item and capture session notifications. On iOS the types are AVFoundation's; on Linux, the
// stand-ins of `Platform/LinuxStandIns.swift`; elsewhere this file is empty (see `Platform/AppleCatalogNames.swift`).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import AVFoundation
    #endif
    public import Foundation
    public import NotificationDescriptors

    /// A player item failed to play to its end: the payload of AVFoundation's
    /// `AVPlayerItem.failedToPlayToEndTimeNotification`.
    ///
    /// **Not `Sendable`**: `AVPlayerItem` is not.
    public struct PlayerItemFailedToPlayToEndTime {
        /// The item: the notification's `object` (`nil` only for a notification posted without one).
        public var item: AVPlayerItem?
        /// Why: `AVPlayerItemFailedToPlayToEndTimeErrorKey` (an `NSError`).
        public var error: NSError

        /// A payload with these values.
        public init(item: AVPlayerItem? = nil, error: NSError) {
            self.item = item
            self.error = error
        }

        static let errorKey = UserInfoKey<NSError>(CatalogNames.playerItemFailedToPlayToEndTimeError)

        @Sendable static func decode(_ note: Notification) throws -> PlayerItemFailedToPlayToEndTime {
            PlayerItemFailedToPlayToEndTime(
                item: try note.catalogObjectIfPresent(as: AVPlayerItem.self), error: try note.value(for: errorKey))
        }

        /// Writes what AVFoundation writes: the `NSError`, the item as the object.
        @Sendable static func encode(_ payload: PlayerItemFailedToPlayToEndTime) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (object: payload.item, userInfo: [errorKey.rawValue: payload.error])
        }
    }

    /// A capture session hit a runtime error: the payload of AVFoundation's `.AVCaptureSessionRuntimeError`.
    ///
    /// **Not `Sendable`**: `AVCaptureSession` is not.
    public struct CaptureSessionRuntimeError {
        /// The session: the notification's `object` (`nil` only for a notification posted without one).
        public var session: AVCaptureSession?
        /// What went wrong: `AVCaptureSessionErrorKey` (an `NSError`, usually of `AVFoundationErrorDomain`).
        public var error: NSError

        /// A payload with these values.
        public init(session: AVCaptureSession? = nil, error: NSError) {
            self.session = session
            self.error = error
        }

        static let errorKey = UserInfoKey<NSError>(CatalogNames.captureSessionError)

        @Sendable static func decode(_ note: Notification) throws -> CaptureSessionRuntimeError {
            CaptureSessionRuntimeError(
                session: try note.catalogObjectIfPresent(as: AVCaptureSession.self),
                error: try note.value(for: errorKey))
        }

        /// Writes what AVFoundation writes: the `NSError`, the session as the object.
        @Sendable static func encode(_ payload: CaptureSessionRuntimeError) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (object: payload.session, userInfo: [errorKey.rawValue: payload.error])
        }
    }

    /// A capture session was interrupted: the payload of AVFoundation's `.AVCaptureSessionWasInterrupted`.
    ///
    /// **Not `Sendable`**: `AVCaptureSession` is not.
    public struct CaptureSessionWasInterrupted {
        /// The session: the notification's `object` (`nil` only for a notification posted without one).
        public var session: AVCaptureSession?
        /// Why: `AVCaptureSessionInterruptionReasonKey` (iOS 9 and later). Unknown raw values are kept: Apple added
        /// `videoDeviceNotAvailableDueToSystemPressure` in iOS 11.1 and may add more.
        public var reason: AVCaptureSession.InterruptionReason
        /// The system pressure that caused it: `AVCaptureSessionInterruptionSystemPressureStateKey`, present only when
        /// the reason is `videoDeviceNotAvailableDueToSystemPressure` (iOS 11.1 and later); `nil` otherwise.
        public var systemPressureState: AVCaptureDevice.SystemPressureState?

        /// A payload with these values.
        public init(
            session: AVCaptureSession? = nil, reason: AVCaptureSession.InterruptionReason,
            systemPressureState: AVCaptureDevice.SystemPressureState? = nil
        ) {
            self.session = session
            self.reason = reason
            self.systemPressureState = systemPressureState
        }

        static let reasonKey = UserInfoKey<Int>(CatalogNames.captureSessionInterruptionReason)
        static let pressureKey = UserInfoKey<AVCaptureDevice.SystemPressureState>(
            CatalogNames.captureSessionInterruptionSystemPressureState)

        @Sendable static func decode(_ note: Notification) throws -> CaptureSessionWasInterrupted {
            let raw = try note.value(for: reasonKey)
            guard let reason = AVCaptureSession.InterruptionReason(rawValue: raw) else {
                throw catalogInvalidRawValue(
                    raw, key: reasonKey.rawValue, typeName: "AVCaptureSession.InterruptionReason", name: note.name)
            }
            return CaptureSessionWasInterrupted(
                session: try note.catalogObjectIfPresent(as: AVCaptureSession.self), reason: reason,
                systemPressureState: try note.valueIfPresent(for: pressureKey))
        }

        /// Writes what AVFoundation writes: the reason as an `NSNumber`, the session as the object.
        @Sendable static func encode(_ payload: CaptureSessionWasInterrupted) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            var userInfo: [AnyHashable: Any] = [reasonKey.rawValue: NSNumber(value: payload.reason.rawValue)]
            if let state = payload.systemPressureState { userInfo[pressureKey.rawValue] = state }
            return (object: payload.session, userInfo: userInfo)
        }
    }

    extension NotificationDescriptor where Payload == PlayerItemFailedToPlayToEndTime {
        /// A player item failed to play to its end (AVFoundation's `AVPlayerItem.failedToPlayToEndTimeNotification`).
        ///
        /// - **Posted on Linux:** **no** (no AVFoundation). On iOS the item posts it, possibly on a background thread.
        /// - **Object:** the `AVPlayerItem`; pass it as `observe(_:object:)`'s `object` to hear only that item.
        /// - **userInfo:** `AVPlayerItemFailedToPlayToEndTimeErrorKey` (`NSError`). See
        ///   ``PlayerItemFailedToPlayToEndTime``.
        public static var playerItemFailedToPlayToEndTime: Self { _playerItemFailedToPlayToEndTime }
    }

    extension NotificationDescriptor where Payload == CaptureSessionRuntimeError {
        /// A capture session hit a runtime error (AVFoundation's `Notification.Name.AVCaptureSessionRuntimeError`).
        ///
        /// - **Posted on Linux:** **no** (no AVFoundation). On iOS the session posts it.
        /// - **Object:** the `AVCaptureSession`.
        /// - **userInfo:** `AVCaptureSessionErrorKey` (`NSError`). See ``CaptureSessionRuntimeError``.
        public static var captureSessionRuntimeError: Self { _captureSessionRuntimeError }
    }

    extension NotificationDescriptor where Payload == CaptureSessionWasInterrupted {
        /// A capture session was interrupted (AVFoundation's `Notification.Name.AVCaptureSessionWasInterrupted`).
        ///
        /// - **Posted on Linux:** **no** (no AVFoundation). On iOS the session posts it.
        /// - **Object:** the `AVCaptureSession`.
        /// - **userInfo:** `AVCaptureSessionInterruptionReasonKey` (`NSNumber`, `Int`),
        ///   `AVCaptureSessionInterruptionSystemPressureStateKey` (`AVCaptureDevice.SystemPressureState`, only for system
        ///   pressure). See
        ///   ``CaptureSessionWasInterrupted``.
        public static var captureSessionWasInterrupted: Self { _captureSessionWasInterrupted }
    }

    private let _playerItemFailedToPlayToEndTime = NotificationDescriptor(
        CatalogNames.playerItemFailedToPlayToEndTime, decode: PlayerItemFailedToPlayToEndTime.decode,
        encode: PlayerItemFailedToPlayToEndTime.encode)
    private let _captureSessionRuntimeError = NotificationDescriptor(
        CatalogNames.captureSessionRuntimeError, decode: CaptureSessionRuntimeError.decode,
        encode: CaptureSessionRuntimeError.encode)
    private let _captureSessionWasInterrupted = NotificationDescriptor(
        CatalogNames.captureSessionWasInterrupted, decode: CaptureSessionWasInterrupted.decode,
        encode: CaptureSessionWasInterrupted.encode)

    extension CatalogEntry {
        private static let avFoundationUseInstead =
            "Post it yourself, from whatever plays or captures media on Linux, with this descriptor (its encoder "
            + "writes the iOS shape)."

        static let playerItemFailedToPlayToEndTime = CatalogEntry(
            .playerItemFailedToPlayToEndTime, member: "playerItemFailedToPlayToEndTime",
            foundationConstant: "AVPlayerItem.failedToPlayToEndTimeNotification", declaredIn: "AVFoundation",
            objectType: "AVPlayerItem",
            keys: [
                CatalogKey(
                    name: PlayerItemFailedToPlayToEndTime.errorKey.rawValue, valueType: "NSError", isRequired: true,
                    summary: "Why the item could not play to its end.")
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no AVFoundation). On iOS, the AVPlayerItem (the object), possibly on a "
                + "background thread.",
            useInstead: avFoundationUseInstead, summary: "A player item failed to play to its end.")

        static let captureSessionRuntimeError = CatalogEntry(
            .captureSessionRuntimeError, member: "captureSessionRuntimeError",
            foundationConstant: "Notification.Name.AVCaptureSessionRuntimeError", declaredIn: "AVFoundation",
            objectType: "AVCaptureSession",
            keys: [
                CatalogKey(
                    name: CaptureSessionRuntimeError.errorKey.rawValue, valueType: "NSError", isRequired: true,
                    summary: "What went wrong.")
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no AVFoundation). On iOS, the AVCaptureSession (the object).",
            useInstead: avFoundationUseInstead, summary: "A capture session hit a runtime error.")

        static let captureSessionWasInterrupted = CatalogEntry(
            .captureSessionWasInterrupted, member: "captureSessionWasInterrupted",
            foundationConstant: "Notification.Name.AVCaptureSessionWasInterrupted", declaredIn: "AVFoundation",
            objectType: "AVCaptureSession",
            keys: [
                CatalogKey(
                    name: CaptureSessionWasInterrupted.reasonKey.rawValue, valueType: "NSNumber (Int)",
                    isRequired: true,
                    summary: "AVCaptureSession.InterruptionReason (1 to 5 in the iOS 17.4 SDK); unknown values are "
                        + "kept."),
                CatalogKey(
                    name: CaptureSessionWasInterrupted.pressureKey.rawValue,
                    valueType: "AVCaptureDevice.SystemPressureState",
                    isRequired: false, summary: "The system pressure that caused it; only when the reason is 5."),
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no AVFoundation). On iOS, the AVCaptureSession (the object), when a call, "
                + "another app or system pressure takes its devices.",
            useInstead: avFoundationUseInstead, summary: "A capture session was interrupted.")
    }
#endif
