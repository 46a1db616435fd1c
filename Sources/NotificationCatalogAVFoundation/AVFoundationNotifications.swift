// AVFoundation's player item and capture session notifications. On iOS the types are AVFoundation's; on Linux, the
// stand-ins of `NotificationCatalogStandIns`; elsewhere this file is empty (see the module's `CatalogNames.swift`).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import AVFoundation
    #else
        public import NotificationCatalogStandIns
    #endif
    package import NotificationCatalogFoundation
    public import Foundation
    public import NotificationDescriptors

    /// A player item failed to play to its end: the payload of AVFoundation's
    /// `AVPlayerItem.failedToPlayToEndTimeNotification`.
    ///
    /// `Sendable`: it holds the `NSError`. The item (the notification's object, not `Sendable`) comes with
    /// ``OnPostingThread``.
    public struct PlayerItemFailedToPlayToEndTime: Sendable, Equatable {
        /// Why: `AVPlayerItemFailedToPlayToEndTimeErrorKey` (an `NSError`).
        public var error: NSError

        /// A payload with this error.
        public init(error: NSError) {
            self.error = error
        }

        /// The payload with the item, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/playerItemFailedToPlayToEndTimeOnPostingThread``, handed to
        /// `observe(_:object:using:)`'s handler synchronously on the posting thread (the compiler keeps it there).
        /// Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// What can leave the posting thread.
            public var payload: PlayerItemFailedToPlayToEndTime
            /// The item: the notification's `object` (`nil` only for a notification posted without one).
            public var item: AVPlayerItem?

            /// A payload with this item.
            public init(_ payload: PlayerItemFailedToPlayToEndTime, item: AVPlayerItem? = nil) {
                self.payload = payload
                self.item = item
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<PlayerItemFailedToPlayToEndTime, Value>) -> Value {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                let item = try note.catalogObjectIfPresent(as: AVPlayerItem.self)  // the object first, as before
                return OnPostingThread(try PlayerItemFailedToPlayToEndTime.decode(note), item: item)
            }

            /// Writes what AVFoundation writes, with the item as the object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                (object: full.item, userInfo: PlayerItemFailedToPlayToEndTime.encode(full.payload).userInfo)
            }
        }

        static let errorKey = UserInfoKey<NSError>(CatalogNames.playerItemFailedToPlayToEndTimeError)

        @Sendable static func decode(_ note: Notification) throws -> PlayerItemFailedToPlayToEndTime {
            PlayerItemFailedToPlayToEndTime(error: try note.value(for: errorKey))
        }

        /// Writes what AVFoundation writes: the `NSError`, no object (post it with `object:`, or through
        /// ``OnPostingThread``).
        @Sendable static func encode(_ payload: PlayerItemFailedToPlayToEndTime) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (object: nil, userInfo: [errorKey.rawValue: payload.error])
        }
    }

    /// A capture session hit a runtime error: the payload of AVFoundation's `.AVCaptureSessionRuntimeError`.
    ///
    /// `Sendable`: it holds the `NSError`. The session (not `Sendable`) comes with ``OnPostingThread``.
    public struct CaptureSessionRuntimeError: Sendable, Equatable {
        /// What went wrong: `AVCaptureSessionErrorKey` (an `NSError`, usually of `AVFoundationErrorDomain`).
        public var error: NSError

        /// A payload with this error.
        public init(error: NSError) {
            self.error = error
        }

        /// The payload with the session, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/captureSessionRuntimeErrorOnPostingThread``, handed to
        /// `observe(_:object:using:)`'s handler synchronously on the posting thread (the compiler keeps it there).
        /// Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// What can leave the posting thread.
            public var payload: CaptureSessionRuntimeError
            /// The session: the notification's `object` (`nil` only for a notification posted without one).
            public var session: AVCaptureSession?

            /// A payload with this session.
            public init(_ payload: CaptureSessionRuntimeError, session: AVCaptureSession? = nil) {
                self.payload = payload
                self.session = session
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<CaptureSessionRuntimeError, Value>) -> Value {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                let session = try note.catalogObjectIfPresent(as: AVCaptureSession.self)  // the object first, as before
                return OnPostingThread(try CaptureSessionRuntimeError.decode(note), session: session)
            }

            /// Writes what AVFoundation writes, with the session as the object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                (object: full.session, userInfo: CaptureSessionRuntimeError.encode(full.payload).userInfo)
            }
        }

        static let errorKey = UserInfoKey<NSError>(CatalogNames.captureSessionError)

        @Sendable static func decode(_ note: Notification) throws -> CaptureSessionRuntimeError {
            CaptureSessionRuntimeError(error: try note.value(for: errorKey))
        }

        /// Writes what AVFoundation writes: the `NSError`, no object (post it with `object:`, or through
        /// ``OnPostingThread``).
        @Sendable static func encode(_ payload: CaptureSessionRuntimeError) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (object: nil, userInfo: [errorKey.rawValue: payload.error])
        }
    }

    /// A capture session was interrupted: the payload of AVFoundation's `.AVCaptureSessionWasInterrupted`.
    ///
    /// `Sendable`: it holds the reason and the system pressure's level. The session and the
    /// `AVCaptureDevice.SystemPressureState` (not `Sendable`) come with ``OnPostingThread``.
    ///
    /// Observe-only: a pressure state cannot be made from its level, so posting this payload sends it intact to typed
    /// observers; post AVFoundation's shape through ``OnPostingThread``.
    public struct CaptureSessionWasInterrupted: Sendable, Equatable {
        /// Why: `AVCaptureSessionInterruptionReasonKey` (iOS 9 and later). Unknown raw values are kept: Apple added
        /// `videoDeviceNotAvailableDueToSystemPressure` in iOS 11.1 and may add more.
        public var reason: AVCaptureSession.InterruptionReason
        /// The level of the system pressure that caused it: `AVCaptureSessionInterruptionSystemPressureStateKey`'s
        /// `level`, present only when the reason is `videoDeviceNotAvailableDueToSystemPressure` (iOS 11.1 and
        /// later); `nil` otherwise.
        public var systemPressureLevel: AVCaptureDevice.SystemPressureState.Level?

        /// A payload with these values.
        public init(
            reason: AVCaptureSession.InterruptionReason,
            systemPressureLevel: AVCaptureDevice.SystemPressureState.Level? = nil
        ) {
            self.reason = reason
            self.systemPressureLevel = systemPressureLevel
        }

        /// The payload with the session and the pressure state, which are not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/captureSessionWasInterruptedOnPostingThread``, handed to
        /// `observe(_:object:using:)`'s handler synchronously on the posting thread (the compiler keeps it there).
        /// Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// The session: the notification's `object` (`nil` only for a notification posted without one).
            public var session: AVCaptureSession?
            /// Why.
            public var reason: AVCaptureSession.InterruptionReason
            /// The system pressure that caused it: `AVCaptureSessionInterruptionSystemPressureStateKey`; `nil` when
            /// absent.
            public var systemPressureState: AVCaptureDevice.SystemPressureState?

            /// A payload with these values.
            public init(
                reason: AVCaptureSession.InterruptionReason,
                systemPressureState: AVCaptureDevice.SystemPressureState? = nil, session: AVCaptureSession? = nil
            ) {
                self.session = session
                self.reason = reason
                self.systemPressureState = systemPressureState
            }

            /// What can leave the posting thread.
            public var payload: CaptureSessionWasInterrupted {
                CaptureSessionWasInterrupted(reason: reason, systemPressureLevel: systemPressureState?.level)
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<CaptureSessionWasInterrupted, Value>) -> Value {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                let raw = try note.value(for: reasonKey)
                guard let reason = AVCaptureSession.InterruptionReason(rawValue: raw) else {
                    throw catalogInvalidRawValue(
                        raw, key: reasonKey.rawValue, typeName: "AVCaptureSession.InterruptionReason", name: note.name)
                }
                return OnPostingThread(
                    reason: reason, systemPressureState: try note.valueIfPresent(for: pressureKey),
                    session: try note.catalogObjectIfPresent(as: AVCaptureSession.self))
            }

            /// Writes what AVFoundation writes: the reason as an `NSNumber`, the state when present, the session as
            /// the object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                var userInfo: [AnyHashable: Any] = [reasonKey.rawValue: NSNumber(value: full.reason.rawValue)]
                if let state = full.systemPressureState { userInfo[pressureKey.rawValue] = state }
                return (object: full.session, userInfo: userInfo)
            }
        }

        static let reasonKey = UserInfoKey<Int>(CatalogNames.captureSessionInterruptionReason)
        static let pressureKey = UserInfoKey<AVCaptureDevice.SystemPressureState>(
            CatalogNames.captureSessionInterruptionSystemPressureState)

        @Sendable static func decode(_ note: Notification) throws -> CaptureSessionWasInterrupted {
            try OnPostingThread.decode(note).payload
        }
    }

    extension NotificationDescriptor where Payload == PlayerItemFailedToPlayToEndTime {
        /// A player item failed to play to its end (AVFoundation's `AVPlayerItem.failedToPlayToEndTimeNotification`).
        ///
        /// - **Posted on Linux:** **no** (no AVFoundation). On iOS the item posts it, possibly on a background thread.
        /// - **Object:** the `AVPlayerItem`; pass it as `observe(_:object:)`'s `object` to hear only that item. Left
        ///   out of the payload (observe ``playerItemFailedToPlayToEndTimeOnPostingThread`` to get it).
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
        ///   pressure; the payload keeps its level). See ``CaptureSessionWasInterrupted``.
        /// - **Observe-only:** posting through it sends the payload intact; post AVFoundation's shape with
        ///   ``captureSessionWasInterruptedOnPostingThread``.
        public static var captureSessionWasInterrupted: Self { _captureSessionWasInterrupted }
    }

    extension NotificationDescriptor where Payload == PlayerItemFailedToPlayToEndTime.OnPostingThread {
        /// ``playerItemFailedToPlayToEndTime`` with the item, for `observe(_:object:using:)` only: its handler gets it
        /// synchronously on the posting thread.
        public static var playerItemFailedToPlayToEndTimeOnPostingThread: Self {
            _playerItemFailedToPlayToEndTimeOnPostingThread
        }
    }

    extension NotificationDescriptor where Payload == CaptureSessionRuntimeError.OnPostingThread {
        /// ``captureSessionRuntimeError`` with the session, for `observe(_:object:using:)` only: its handler gets it
        /// synchronously on the posting thread.
        public static var captureSessionRuntimeErrorOnPostingThread: Self { _captureSessionRuntimeErrorOnPostingThread }
    }

    extension NotificationDescriptor where Payload == CaptureSessionWasInterrupted.OnPostingThread {
        /// ``captureSessionWasInterrupted`` with the session and the pressure state, for `observe(_:object:using:)`
        /// only: its handler gets them synchronously on the posting thread.
        public static var captureSessionWasInterruptedOnPostingThread: Self {
            _captureSessionWasInterruptedOnPostingThread
        }
    }

    private let _playerItemFailedToPlayToEndTime = NotificationDescriptor(
        CatalogNames.playerItemFailedToPlayToEndTime, decode: PlayerItemFailedToPlayToEndTime.decode,
        encode: PlayerItemFailedToPlayToEndTime.encode)
    private let _playerItemFailedToPlayToEndTimeOnPostingThread = NotificationDescriptor(
        CatalogNames.playerItemFailedToPlayToEndTime, decode: PlayerItemFailedToPlayToEndTime.OnPostingThread.decode,
        encode: PlayerItemFailedToPlayToEndTime.OnPostingThread.encode)
    private let _captureSessionRuntimeError = NotificationDescriptor(
        CatalogNames.captureSessionRuntimeError, decode: CaptureSessionRuntimeError.decode,
        encode: CaptureSessionRuntimeError.encode)
    private let _captureSessionRuntimeErrorOnPostingThread = NotificationDescriptor(
        CatalogNames.captureSessionRuntimeError, decode: CaptureSessionRuntimeError.OnPostingThread.decode,
        encode: CaptureSessionRuntimeError.OnPostingThread.encode)
    private let _captureSessionWasInterrupted = NotificationDescriptor(
        CatalogNames.captureSessionWasInterrupted, decode: CaptureSessionWasInterrupted.decode)
    private let _captureSessionWasInterruptedOnPostingThread = NotificationDescriptor(
        CatalogNames.captureSessionWasInterrupted, decode: CaptureSessionWasInterrupted.OnPostingThread.decode,
        encode: CaptureSessionWasInterrupted.OnPostingThread.encode)

    extension CatalogEntry {
        private static let avFoundationUseInstead =
            "Post it yourself, from whatever plays or captures media on Linux, with the posting-thread descriptor (its "
            + "encoder writes the iOS shape, the object included)."

        package static let playerItemFailedToPlayToEndTime = CatalogEntry(
            .playerItemFailedToPlayToEndTime, member: "playerItemFailedToPlayToEndTime",
            postingThread: .playerItemFailedToPlayToEndTimeOnPostingThread,
            postingThreadMember: "playerItemFailedToPlayToEndTimeOnPostingThread",
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

        package static let captureSessionRuntimeError = CatalogEntry(
            .captureSessionRuntimeError, member: "captureSessionRuntimeError",
            postingThread: .captureSessionRuntimeErrorOnPostingThread,
            postingThreadMember: "captureSessionRuntimeErrorOnPostingThread",
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

        package static let captureSessionWasInterrupted = CatalogEntry(
            .captureSessionWasInterrupted, member: "captureSessionWasInterrupted",
            postingThread: .captureSessionWasInterruptedOnPostingThread,
            postingThreadMember: "captureSessionWasInterruptedOnPostingThread",
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
