// The DocC article "The notification beside its payload": a background context's saves merged into the main context,
// in Swift 6 mode. Compiled where Core Data exists (apple-typecheck checks it for iOS on Linux); on Linux this file is
// empty. Not a product. scripts/check-readme checks that the article's ```swift apple blocks are lines of this file.
#if canImport(CoreData)
    import CoreData
    import NotificationCatalog
    import NotificationDescriptors

    /// Keeps the main context up to date with what background contexts save.
    @MainActor
    final class BackgroundSaveMerger {
        let container: NSPersistentContainer
        private var saves: Token?

        init(container: NSPersistentContainer, center: NotificationCenter = .default) {
            self.container = container
            // The payload (object IDs, Sendable) and the notification it came from reach the main actor together.
            saves = center.observeOnMainActor(.withNotification(.managedObjectContextDidSaveObjects)) { [weak self] in
                guard let self, ($0.object as? NSManagedObjectContext) !== container.viewContext else { return }
                container.viewContext.mergeChanges(fromContextDidSave: $0.notification)  // on the main queue
                print("merged \($0.payload.insertedIDs.count) inserted, \($0.payload.deletedIDs.count) deleted")
            }
        }

        /// Saves on a background context; the merge follows on the main actor. Nonisolated: the work is the
        /// background context's, and the container is `Sendable`.
        nonisolated func addItem(named name: String) async throws {
            try await container.performBackgroundTask { context in
                let item = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
                item.setValue(name, forKey: "name")
                try context.save()
            }
        }
    }
#endif
