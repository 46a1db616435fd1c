// DO NOT EDIT: generated from Catalog/Specs/AVFAudio.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

internal import Foundation
package import NotificationCatalogFoundation
internal import NotificationDescriptors
internal import NotificationCatalogAVFAudio

extension CatalogEntry {
    #if os(iOS) || !canImport(Darwin)
        /// An audio session was interrupted, or its interruption ended.
        package static let audioSessionInterruption = CatalogEntry(
            NotificationDescriptor<AudioSessionInterruption>.audioSessionInterruption,
            payload: .sendable,
            member: "audioSessionInterruption",
            postingThread: NotificationDescriptor<AudioSessionInterruption.OnPostingThread>.audioSessionInterruptionOnPostingThread,
            foundationConstant: "AVAudioSession.interruptionNotification",
            declaredIn: "AVFAudio",
            objectType: "AVAudioSession",
            keys: [
                CatalogKey(
                    name: "AVAudioSessionInterruptionTypeKey",
                    valueType: "NSNumber (UInt)",
                    isRequired: true,
                    summary:
                        "AVAudioSession.InterruptionType: 1 began, 0 ended; another value is an error (catalog policy: "
                        + "the NS_ENUM is open).",
                    evidence: .proven("AVAudioSessionInterruptionTypeKey", .audioSessionDeviceLogs)
                ),
                CatalogKey(
                    name: "AVAudioSessionInterruptionOptionKey",
                    valueType: "NSNumber (UInt)",
                    isRequired: false,
                    summary: "AVAudioSession.InterruptionOptions (1 shouldResume); only when the interruption ends.",
                    evidence: .proven("AVAudioSessionInterruptionOptionKey", .audioSessionDeviceLogs)
                ),
                CatalogKey(
                    name: "AVAudioSessionInterruptionReasonKey",
                    valueType: "NSNumber (UInt)",
                    isRequired: false,
                    summary: "AVAudioSession.InterruptionReason; only when it begins, from iOS 14.5. Unknown values are kept.",
                    evidence: .proven("AVAudioSessionInterruptionReasonKey", .audioSessionDeviceLogs)
                ),
                CatalogKey(
                    name: "AVAudioSessionInterruptionWasSuspendedKey",
                    valueType: "NSNumber (Bool)",
                    isRequired: false,
                    summary: "Whether the app was suspended; deprecated, iOS 10.3 to 14.5 only.",
                    evidence: .proven("AVAudioSessionInterruptionWasSuspendedKey", .audioSessionDeviceLogs)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no AVFAudio). On iOS, the AVAudioSession (the object), on the main thread (Apple's "
                + "documentation).",
            useInstead:
                "Post it yourself, from whatever owns the audio on Linux, with the posting-thread descriptor (its "
                + "encoder writes the iOS shape, the session as the object).",
            summary: "An audio session was interrupted, or its interruption ended.",
            nameEvidence: .proven("AVAudioSessionInterruptionNotification", .audioSessionDeviceLogs),
            sourceFile: "Catalog/Specs/AVFAudio.json",
            fields: { (payload: AudioSessionInterruption.OnPostingThread) in
                [
                    Field("session", object: payload.session),
                    Field("type", .uint(payload.type.rawValue)),
                    Field("options", payload.options.map { .uint($0.rawValue) }),
                    Field("reason", payload.reason.map { .uint($0.rawValue) }),
                    Field("wasSuspended", payload.wasSuspended.map { .bool($0) }),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The audio route changed.
        package static let audioSessionRouteChange = CatalogEntry(
            NotificationDescriptor<AudioSessionRouteChange>.audioSessionRouteChange,
            payload: .sendable,
            member: "audioSessionRouteChange",
            postingThread: NotificationDescriptor<AudioSessionRouteChange.OnPostingThread>.audioSessionRouteChangeOnPostingThread,
            foundationConstant: "AVAudioSession.routeChangeNotification",
            declaredIn: "AVFAudio",
            objectType: "AVAudioSession",
            keys: [
                CatalogKey(
                    name: "AVAudioSessionRouteChangeReasonKey",
                    valueType: "NSNumber (UInt)",
                    isRequired: true,
                    summary: "AVAudioSession.RouteChangeReason; unknown values are kept.",
                    evidence: .proven("AVAudioSessionRouteChangeReasonKey", .audioSessionDeviceLogs)
                ),
                CatalogKey(
                    name: "AVAudioSessionRouteChangePreviousRouteKey",
                    valueType: "AVAudioSessionRouteDescription",
                    isRequired: true,
                    summary: "The route before the change.",
                    evidence: .proven("AVAudioSessionRouteChangePreviousRouteKey", .audioSessionDeviceLogs)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no AVFAudio). On iOS, the AVAudioSession (the object), on a secondary thread (Apple's "
                + "documentation).",
            useInstead:
                "Post it yourself, from whatever owns the audio on Linux, with the posting-thread descriptor (its "
                + "encoder writes the iOS shape, the session as the object).",
            summary: "The audio route changed.",
            nameEvidence: .plausible("AVAudioSessionRouteChangeNotification", .observedLiterals),
            sourceFile: "Catalog/Specs/AVFAudio.json",
            fields: { (payload: AudioSessionRouteChange.OnPostingThread) in
                [
                    Field("session", object: payload.session),
                    Field("reason", .uint(payload.reason.rawValue)),
                    Field("previousRoute", object: payload.previousRouteDescription),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Another app's primary audio started or stopped.
        package static let audioSessionSilenceSecondaryAudioHint = CatalogEntry(
            NotificationDescriptor<AudioSessionSilenceSecondaryAudioHint>.audioSessionSilenceSecondaryAudioHint,
            payload: .sendable,
            member: "audioSessionSilenceSecondaryAudioHint",
            postingThread: NotificationDescriptor<AudioSessionSilenceSecondaryAudioHint.OnPostingThread>.audioSessionSilenceSecondaryAudioHintOnPostingThread,
            foundationConstant: "AVAudioSession.silenceSecondaryAudioHintNotification",
            declaredIn: "AVFAudio",
            objectType: "AVAudioSession",
            keys: [
                CatalogKey(
                    name: "AVAudioSessionSilenceSecondaryAudioHintTypeKey",
                    valueType: "NSNumber (UInt)",
                    isRequired: true,
                    summary:
                        "AVAudioSession.SilenceSecondaryAudioHintType: 1 begin, 0 end; another value is an error "
                        + "(catalog policy: the NS_ENUM is open).",
                    evidence: .plausible("AVAudioSessionSilenceSecondaryAudioHintTypeKey", .reimplementations)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no AVFAudio). On iOS, the AVAudioSession (the object), on the main thread (Apple's "
                + "documentation).",
            useInstead:
                "Post it yourself, from whatever owns the audio on Linux, with the posting-thread descriptor (its "
                + "encoder writes the iOS shape, the session as the object).",
            summary: "Another app's primary audio started or stopped.",
            nameEvidence: .plausible("AVAudioSessionSilenceSecondaryAudioHintNotification", .reimplementations),
            sourceFile: "Catalog/Specs/AVFAudio.json",
            fields: { (payload: AudioSessionSilenceSecondaryAudioHint.OnPostingThread) in
                [
                    Field("session", object: payload.session),
                    Field("type", .uint(payload.type.rawValue)),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The audio session's resolved rendering mode changed.
        package static let audioSessionRenderingModeChange = CatalogEntry(
            NotificationDescriptor<AudioSessionRenderingModeChange>.audioSessionRenderingModeChange,
            payload: .sendable,
            member: "audioSessionRenderingModeChange",
            postingThread: NotificationDescriptor<AudioSessionRenderingModeChange.OnPostingThread>.audioSessionRenderingModeChangeOnPostingThread,
            foundationConstant: "AVAudioSession.renderingModeChangeNotification",
            declaredIn: "AVFAudio",
            objectType: "AVAudioSession",
            keys: [
                CatalogKey(
                    name: "AVAudioSessionRenderingModeNewRenderingModeKey",
                    valueType: "NSNumber (Int)",
                    isRequired: true,
                    summary: "AVAudioSession.RenderingMode (iOS 17.2): 0 not applicable to 5 Dolby Atmos; any value is kept.",
                    evidence: .proven("AVAudioSessionRenderingModeNewRenderingModeKey", .newEntriesFrameworkCode)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no AVFAudio). On iOS 17.2 and later, the AVAudioSession (the object), when the "
                + "resolved rendering mode changes.",
            useInstead:
                "Post it yourself, from whatever owns the audio on Linux, with the posting-thread descriptor (its "
                + "encoder writes the iOS shape, the session as the object).",
            summary: "The audio session's resolved rendering mode changed.",
            nameEvidence: .proven("AVAudioSessionRenderingModeChangeNotification", .newEntriesFrameworkCode),
            sourceFile: "Catalog/Specs/AVFAudio.json",
            fields: { (payload: AudioSessionRenderingModeChange.OnPostingThread) in
                [
                    Field("session", object: payload.session),
                    Field("renderingModeRawValue", .int(payload.renderingModeRawValue)),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif
}
