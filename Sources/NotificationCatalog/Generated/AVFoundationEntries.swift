// DO NOT EDIT: generated from Catalog/Specs/AVFoundation.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

internal import Foundation
package import NotificationCatalogFoundation
internal import NotificationDescriptors
internal import NotificationCatalogAVFoundation

extension CatalogEntry {
    #if os(iOS) || !canImport(Darwin)
        /// A player item failed to play to its end.
        package static let playerItemFailedToPlayToEndTime = CatalogEntry(
            NotificationDescriptor<PlayerItemFailedToPlayToEndTime>.playerItemFailedToPlayToEndTime,
            payload: .sendable,
            member: "playerItemFailedToPlayToEndTime",
            postingThread: NotificationDescriptor<PlayerItemFailedToPlayToEndTime.OnPostingThread>.playerItemFailedToPlayToEndTimeOnPostingThread,
            foundationConstant: "AVPlayerItem.failedToPlayToEndTimeNotification",
            declaredIn: "AVFoundation",
            objectType: "AVPlayerItem",
            keys: [
                CatalogKey(
                    name: "AVPlayerItemFailedToPlayToEndTimeErrorKey",
                    valueType: "NSError",
                    isRequired: true,
                    summary: "Why the item could not play to its end.",
                    evidence: .plausible("AVPlayerItemFailedToPlayToEndTimeErrorKey", .reimplementations)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no AVFoundation). On iOS, the AVPlayerItem (the object), possibly on a background "
                + "thread.",
            useInstead:
                "Post it yourself, from whatever plays or captures media on Linux, with the posting-thread descriptor "
                + "(its encoder writes the iOS shape, the object included).",
            summary: "A player item failed to play to its end.",
            nameEvidence: .plausible("AVPlayerItemFailedToPlayToEndTimeNotification", .reimplementations),
            sourceFile: "Catalog/Specs/AVFoundation.json",
            fields: { (payload: PlayerItemFailedToPlayToEndTime.OnPostingThread) in
                [
                    Field("item", object: payload.item),
                    Field("error", .error(payload.error)),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A capture session hit a runtime error.
        package static let captureSessionRuntimeError = CatalogEntry(
            NotificationDescriptor<CaptureSessionRuntimeError>.captureSessionRuntimeError,
            payload: .sendable,
            member: "captureSessionRuntimeError",
            postingThread: NotificationDescriptor<CaptureSessionRuntimeError.OnPostingThread>.captureSessionRuntimeErrorOnPostingThread,
            foundationConstant: "Notification.Name.AVCaptureSessionRuntimeError",
            declaredIn: "AVFoundation",
            objectType: "AVCaptureSession",
            keys: [
                CatalogKey(
                    name: "AVCaptureSessionErrorKey",
                    valueType: "NSError",
                    isRequired: true,
                    summary: "What went wrong.",
                    evidence: .plausible("AVCaptureSessionErrorKey", .reimplementations)
                ),
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no AVFoundation). On iOS, the AVCaptureSession (the object).",
            useInstead:
                "Post it yourself, from whatever plays or captures media on Linux, with the posting-thread descriptor "
                + "(its encoder writes the iOS shape, the object included).",
            summary: "A capture session hit a runtime error.",
            nameEvidence: .plausible("AVCaptureSessionRuntimeErrorNotification", .reimplementations),
            sourceFile: "Catalog/Specs/AVFoundation.json",
            fields: { (payload: CaptureSessionRuntimeError.OnPostingThread) in
                [
                    Field("session", object: payload.session),
                    Field("error", .error(payload.error)),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A capture session was interrupted.
        package static let captureSessionWasInterrupted = CatalogEntry(
            NotificationDescriptor<CaptureSessionWasInterrupted>.captureSessionWasInterrupted,
            payload: .sendable,
            member: "captureSessionWasInterrupted",
            postingThread: NotificationDescriptor<CaptureSessionWasInterrupted.OnPostingThread>.captureSessionWasInterruptedOnPostingThread,
            foundationConstant: "Notification.Name.AVCaptureSessionWasInterrupted",
            declaredIn: "AVFoundation",
            objectType: "AVCaptureSession",
            keys: [
                CatalogKey(
                    name: "AVCaptureSessionInterruptionReasonKey",
                    valueType: "NSNumber (Int)",
                    isRequired: true,
                    summary: "AVCaptureSession.InterruptionReason (1 to 5 in the iOS 17.4 SDK); unknown values are kept.",
                    evidence: .plausible("AVCaptureSessionInterruptionReasonKey", .reimplementations)
                ),
                CatalogKey(
                    name: "AVCaptureSessionInterruptionSystemPressureStateKey",
                    valueType: "AVCaptureDevice.SystemPressureState",
                    isRequired: false,
                    summary: "The system pressure that caused it; only when the reason is 5.",
                    evidence: .plausible("AVCaptureSessionInterruptionSystemPressureStateKey", .reimplementations)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no AVFoundation). On iOS, the AVCaptureSession (the object), when a call, another app "
                + "or system pressure takes its devices.",
            useInstead:
                "Post it yourself, from whatever plays or captures media on Linux, with the posting-thread descriptor "
                + "(its encoder writes the iOS shape, the object included).",
            summary: "A capture session was interrupted.",
            nameEvidence: .plausible("AVCaptureSessionWasInterruptedNotification", .reimplementations),
            sourceFile: "Catalog/Specs/AVFoundation.json",
            fields: { (payload: CaptureSessionWasInterrupted.OnPostingThread) in
                [
                    Field("session", object: payload.session),
                    Field("reason", .int(payload.reason.rawValue)),
                    Field("systemPressureState", object: payload.systemPressureState),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A player's rate changed.
        package static let playerRateDidChange = CatalogEntry(
            NotificationDescriptor<PlayerRateDidChange>.playerRateDidChange,
            payload: .sendable,
            member: "playerRateDidChange",
            postingThread: NotificationDescriptor<PlayerRateDidChange.OnPostingThread>.playerRateDidChangeOnPostingThread,
            foundationConstant: "AVPlayer.rateDidChangeNotification",
            declaredIn: "AVFoundation",
            objectType: "AVPlayer",
            keys: [
                CatalogKey(
                    name: "AVPlayerRateDidChangeReasonKey",
                    valueType: "NSString",
                    isRequired: false,
                    summary: "AVPlayer.RateDidChangeReason: why the rate changed; unknown values are kept.",
                    evidence: .proven("AVPlayerRateDidChangeReasonKey", .newEntriesFrameworkCode)
                ),
                CatalogKey(
                    name: "AVPlayerRateDidChangeOriginatingParticipantKey",
                    valueType: "AVCoordinatedPlaybackParticipant",
                    isRequired: false,
                    summary: "The coordinated playback participant that changed it; only then.",
                    evidence: .proven("AVPlayerRateDidChangeOriginatingParticipantKey", .newEntriesFrameworkCode)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no AVFoundation). On iOS 15 and later, the AVPlayer (the object), when its rate "
                + "changes.",
            useInstead:
                "Post it yourself, from whatever plays media on Linux, with the posting-thread descriptor (its encoder "
                + "writes the iOS shape, the player as the object).",
            summary: "A player's rate changed.",
            nameEvidence: .proven("AVPlayerRateDidChangeNotification", .newEntriesFrameworkCode),
            sourceFile: "Catalog/Specs/AVFoundation.json",
            fields: { (payload: PlayerRateDidChange.OnPostingThread) in
                [
                    Field("player", object: payload.player),
                    Field("reason", payload.reason.map { .string($0.rawValue) }),
                    Field("originatingParticipant", object: payload.originatingParticipant),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif
}
