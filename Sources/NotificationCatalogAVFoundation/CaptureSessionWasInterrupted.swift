// AVFoundation: one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import AVFoundation
    #else
        public import NotificationCatalogStandIns
    #endif
    public import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let captureSessionInterruptionReason = AVCaptureSessionInterruptionReasonKey
            static let captureSessionInterruptionSystemPressureState =
                AVCaptureSessionInterruptionSystemPressureStateKey
            static let captureSessionWasInterrupted = Notification.Name.AVCaptureSessionWasInterrupted
        }
    #else
        extension CatalogNames {
            static let captureSessionInterruptionReason = "AVCaptureSessionInterruptionReasonKey"
            static let captureSessionInterruptionSystemPressureState =
                "AVCaptureSessionInterruptionSystemPressureStateKey"
            static let captureSessionWasInterrupted = Notification.Name("AVCaptureSessionWasInterruptedNotification")
        }
    #endif

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
        public struct OnPostingThread: PostingThreadPayload, CatalogPayload {
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

            @Sendable package static func decode(_ note: Notification) throws -> OnPostingThread {
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
            @Sendable package static func encode(_ full: OnPostingThread) -> (
                object: Any?, userInfo: [AnyHashable: Any]?
            ) {
                var userInfo: [AnyHashable: Any] = [reasonKey.rawValue: NSNumber(value: full.reason.rawValue)]
                if let state = full.systemPressureState { userInfo[pressureKey.rawValue] = state }
                return (object: full.session, userInfo: userInfo)
            }
        }

        static let reasonKey = UserInfoKey<Int>(CatalogNames.captureSessionInterruptionReason)
        static let pressureKey = UserInfoKey<AVCaptureDevice.SystemPressureState>(
            CatalogNames.captureSessionInterruptionSystemPressureState)

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

    extension NotificationDescriptor where Payload == CaptureSessionWasInterrupted.OnPostingThread {
        /// ``captureSessionWasInterrupted`` with the session and the pressure state, for `observe(_:object:using:)`
        /// only: its handler gets them synchronously on the posting thread.
        public static var captureSessionWasInterruptedOnPostingThread: Self {
            _captureSessionWasInterruptedOnPostingThread
        }
    }

    private let (_captureSessionWasInterrupted, _captureSessionWasInterruptedOnPostingThread) =
        CaptureSessionWasInterrupted.OnPostingThread.descriptors(CatalogNames.captureSessionWasInterrupted)
#endif
