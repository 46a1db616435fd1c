// What this module's entries share (helpers of their catalog entries, keys read by several payloads).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        internal import CoreData
    #else
        internal import NotificationCatalogStandIns
    #endif
    internal import NotificationCatalogFoundation
    internal import NotificationDescriptors

    /// `NSManagedObjectContextQueryGenerationKey`, read by both kinds of context payload.
    let catalogQueryGenerationKey = UserInfoKey<NSQueryGenerationToken>(CatalogNames.queryGeneration)

    /// `NSPersistentHistoryTokenKey`, read by the context payloads and the remote change.
    let catalogHistoryTokenKey = UserInfoKey<NSPersistentHistoryToken>(CatalogNames.persistentHistoryToken)

    extension CatalogEntry {
        static let coreDataUseInstead =
            "Nothing posts it without Core Data; post it yourself where your own store changes, with the "
            + "posting-thread descriptor where there is one (its encoder writes the iOS shape)."

        static func objectSetKey(_ name: String, _ summary: String, _ evidence: CatalogEvidence) -> CatalogKey {
            CatalogKey(
                name: name, valueType: "NSSet (NSManagedObject)", isRequired: false,
                summary: summary + " Absent when empty; read as empty (the payload keeps the objects' IDs).",
                evidence: evidence)
        }

        static let objectKeys = [
            objectSetKey(
                CatalogNames.insertedObjects, "The inserted objects.", .proven("NSInsertedObjectsKey", .coreDataCode)),
            objectSetKey(
                CatalogNames.updatedObjects, "The updated objects.", .proven("NSUpdatedObjectsKey", .coreDataCode)),
            objectSetKey(
                CatalogNames.deletedObjects, "The deleted objects.", .proven("NSDeletedObjectsKey", .coreDataCode)),
            objectSetKey(
                CatalogNames.refreshedObjects, "The refreshed objects (a save keeps it when not empty).",
                .proven("NSRefreshedObjectsKey", .coreDataCode)),
            // A reimplementation spells it so, next to decompiled NSFetchedResultsController reading the sibling
            // `invalidated_objectIDs`.
            objectSetKey(
                CatalogNames.invalidatedObjects, "The invalidated objects.",
                .plausible("NSInvalidatedObjectsKey", .reimplementations)),
            CatalogKey(
                name: CatalogNames.invalidatedAllObjects, valueType: "NSArray (NSManagedObjectID)", isRequired: false,
                summary: "The IDs of all the context's objects, when all were invalidated; absent otherwise.",
                evidence: .proven("NSInvalidatedAllObjectsKey", .coreDataCode)),
            queryGenerationKey,
            historyTokenKey,
        ]

        static let queryGenerationKey = CatalogKey(
            name: CatalogNames.queryGeneration, valueType: "NSQueryGenerationToken", isRequired: false,
            summary: "The query generation the context moved to; only for a context pinned to one (posting-thread "
                + "payload).", evidence: .proven("NSManagedObjectContextQueryGenerationKey", .coreDataCode))

        /// `NSPersistentHistoryTokenKey`'s string, proven by a device log of a remote change.
        static let historyTokenEvidence = CatalogEvidence.proven("NSPersistentHistoryTokenKey", .remoteChangeDeviceLog)

        static let historyTokenKey = CatalogKey(
            name: CatalogNames.persistentHistoryToken, valueType: "NSPersistentHistoryToken", isRequired: false,
            summary: "The save's history token, when present (posting-thread payload).", evidence: historyTokenEvidence)

        static let objectIDKeys =
            zip(
                ManagedObjectContextObjectIDChanges.keys,
                ["inserted", "updated", "deleted", "refreshed", "invalidated"]
            ).map { key, what in
                CatalogKey(
                    name: key, valueType: "NSSet (NSManagedObjectID)", isRequired: false,
                    summary: "The IDs of the \(what) objects. Absent when empty; read as empty.",
                    evidence: .proven("NS\(what.prefix(1).uppercased() + what.dropFirst())ObjectIDsKey", .coreDataCode))
            } + [queryGenerationKey, historyTokenKey]
    }
#endif
