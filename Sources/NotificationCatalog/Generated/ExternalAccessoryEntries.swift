// DO NOT EDIT: generated from Catalog/Specs/ExternalAccessory.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

internal import Foundation
package import NotificationCatalogFoundation
internal import NotificationDescriptors
internal import NotificationCatalogExternalAccessory

extension CatalogEntry {
    #if os(iOS) || !canImport(Darwin)
        /// An accessory connected.
        package static let accessoryDidConnect = CatalogEntry(
            NotificationDescriptor<ExternalAccessoryConnection>.accessoryDidConnect,
            payload: .sendable,
            member: "accessoryDidConnect",
            postingThread: NotificationDescriptor<ExternalAccessoryConnection.OnPostingThread>.accessoryDidConnectOnPostingThread,
            foundationConstant: "Notification.Name.EAAccessoryDidConnect",
            declaredIn: "ExternalAccessory",
            objectType: "EAAccessoryManager",
            keys: [
                CatalogKey(
                    name: "EAAccessoryKey",
                    valueType: "EAAccessory",
                    isRequired: true,
                    summary: "The accessory that connected or disconnected (kept as values).",
                    evidence: .proven("EAAccessoryKey", .newEntriesFrameworkCode)
                ),
                CatalogKey(
                    name: "EAAccessorySelectedKey",
                    valueType: "NSNumber (Bool)",
                    isRequired: false,
                    summary:
                        "Present when the user picked the accessory in the Bluetooth picker; connect only. "
                        + "ExternalAccessory writes true (its header says an EAAccessory, which also reads as true).",
                    evidence: .proven("EAAccessorySelectedKey", .newEntriesFrameworkCode)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no ExternalAccessory). On iOS, the shared EAAccessoryManager (the object), after "
                + "registerForLocalNotifications().",
            useInstead:
                "Nothing: there are no MFi accessories on Linux; post it yourself with the posting-thread descriptor "
                + "where your own hardware connects.",
            summary: "An accessory connected.",
            nameEvidence: .proven("EAAccessoryDidConnectNotification", .newEntriesFrameworkCode),
            sourceFile: "Catalog/Specs/ExternalAccessory.json",
            fields: { (payload: ExternalAccessoryConnection.OnPostingThread) in
                [
                    Field("manager", object: payload.manager),
                    Field("accessory", object: payload.accessoryObject),
                    Field("userSelected", .bool(payload.userSelected)),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// An accessory disconnected.
        package static let accessoryDidDisconnect = CatalogEntry(
            NotificationDescriptor<ExternalAccessoryConnection>.accessoryDidDisconnect,
            payload: .sendable,
            member: "accessoryDidDisconnect",
            postingThread: NotificationDescriptor<ExternalAccessoryConnection.OnPostingThread>.accessoryDidDisconnectOnPostingThread,
            foundationConstant: "Notification.Name.EAAccessoryDidDisconnect",
            declaredIn: "ExternalAccessory",
            objectType: "EAAccessoryManager",
            keys: [
                CatalogKey(
                    name: "EAAccessoryKey",
                    valueType: "EAAccessory",
                    isRequired: true,
                    summary: "The accessory that connected or disconnected (kept as values).",
                    evidence: .proven("EAAccessoryKey", .newEntriesFrameworkCode)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no ExternalAccessory). On iOS, the shared EAAccessoryManager (the object), after "
                + "registerForLocalNotifications().",
            useInstead:
                "Nothing: there are no MFi accessories on Linux; post it yourself with the posting-thread descriptor "
                + "where your own hardware connects.",
            summary: "An accessory disconnected.",
            nameEvidence: .proven("EAAccessoryDidDisconnectNotification", .newEntriesFrameworkCode),
            sourceFile: "Catalog/Specs/ExternalAccessory.json",
            fields: { (payload: ExternalAccessoryConnection.OnPostingThread) in
                [
                    Field("manager", object: payload.manager),
                    Field("accessory", object: payload.accessoryObject),
                    Field("userSelected", .bool(payload.userSelected)),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif
}
