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
    return entries
}()
