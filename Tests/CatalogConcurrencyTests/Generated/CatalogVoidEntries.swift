// DO NOT EDIT: generated from Catalog/Specs/*.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

import NotificationCatalog
import NotificationDescriptors

/// Every payload-free catalog entry that exists here, by member: each is run through every API.
let catalogVoidEntries: [(member: String, descriptor: NotificationDescriptor<Void>)] = {
    var entries: [(member: String, descriptor: NotificationDescriptor<Void>)] = []
    entries.append(("willBecomeMultiThreaded", .willBecomeMultiThreaded))
    entries.append(("didBecomeSingleThreaded", .didBecomeSingleThreaded))
    entries.append(("currentLocaleDidChange", .currentLocaleDidChange))
    entries.append(("systemTimeZoneDidChange", .systemTimeZoneDidChange))
    entries.append(("calendarDayChanged", .calendarDayChanged))
    #if os(iOS) || !canImport(Darwin)
        entries.append(("accessibilityReduceTransparencyStatusDidChange", .accessibilityReduceTransparencyStatusDidChange))
        entries.append(("textInputModeCurrentInputModeDidChange", .textInputModeCurrentInputModeDidChange))
        entries.append(("accessibilityReduceMotionStatusDidChange", .accessibilityReduceMotionStatusDidChange))
        entries.append(("accessibilityVoiceOverStatusDidChange", .accessibilityVoiceOverStatusDidChange))
        entries.append(("accessibilityDarkerSystemColorsStatusDidChange", .accessibilityDarkerSystemColorsStatusDidChange))
        entries.append(("accessibilityMonoAudioStatusDidChange", .accessibilityMonoAudioStatusDidChange))
        entries.append(("accessibilityClosedCaptioningStatusDidChange", .accessibilityClosedCaptioningStatusDidChange))
        entries.append(("accessibilityInvertColorsStatusDidChange", .accessibilityInvertColorsStatusDidChange))
        entries.append(("accessibilityGuidedAccessStatusDidChange", .accessibilityGuidedAccessStatusDidChange))
        entries.append(("accessibilityBoldTextStatusDidChange", .accessibilityBoldTextStatusDidChange))
        entries.append(("accessibilityButtonShapesEnabledStatusDidChange", .accessibilityButtonShapesEnabledStatusDidChange))
        entries.append(("accessibilityGrayscaleStatusDidChange", .accessibilityGrayscaleStatusDidChange))
        entries.append(("accessibilityPrefersCrossFadeTransitionsStatusDidChange", .accessibilityPrefersCrossFadeTransitionsStatusDidChange))
        entries.append(("accessibilityVideoAutoplayStatusDidChange", .accessibilityVideoAutoplayStatusDidChange))
        entries.append(("accessibilitySwitchControlStatusDidChange", .accessibilitySwitchControlStatusDidChange))
        entries.append(("accessibilitySpeakSelectionStatusDidChange", .accessibilitySpeakSelectionStatusDidChange))
        entries.append(("accessibilitySpeakScreenStatusDidChange", .accessibilitySpeakScreenStatusDidChange))
        entries.append(("accessibilityShakeToUndoDidChange", .accessibilityShakeToUndoDidChange))
        entries.append(("accessibilityAssistiveTouchStatusDidChange", .accessibilityAssistiveTouchStatusDidChange))
        entries.append(("accessibilityDifferentiateWithoutColorDidChange", .accessibilityDifferentiateWithoutColorDidChange))
        entries.append(("accessibilityOnOffSwitchLabelsDidChange", .accessibilityOnOffSwitchLabelsDidChange))
        entries.append(("accessibilityHearingDevicePairedEarDidChange", .accessibilityHearingDevicePairedEarDidChange))
        entries.append(("largeContentViewerInteractionEnabledStatusDidChange", .largeContentViewerInteractionEnabledStatusDidChange))
    #endif
    return entries
}()
