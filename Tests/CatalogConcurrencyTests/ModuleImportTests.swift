// Importing one catalog module makes its payloads and the Apple types they carry nameable, without a
// second import (on iOS the module re-exports the framework; on Linux, the stand-ins). This file imports the Core Data
// module alone (no Foundation, no NotificationDescriptors: it re-exports both, as Core Data re-exports Foundation on
// iOS); on iOS `apple-typecheck` checks the same re-export against the SDK.
import NotificationCatalogCoreData
import Testing

@Suite struct ModuleImportTests {
    @Test func theCoreDataModuleAloneNamesCoreDataTypes() throws {
        #if !canImport(Darwin) || os(iOS)
            let id: NSManagedObjectID? = nil  // Core Data's type, through NotificationCatalogCoreData only
            let changes = ManagedObjectContextObjectIDChanges(insertedObjectIDs: Set([id].compactMap { $0 }))
            #expect(changes.insertedObjectIDs.isEmpty)
            #expect(NotificationDescriptor.managedObjectContextDidSaveObjectIDs.name.rawValue.hasSuffix("Notification"))
            // Observing with nothing else imported (the newcomer trial found Foundation and the core missing on Linux).
            let center = NotificationCenter()
            // That this compiles is the check: `observe` and `NotificationCenter` resolve through the one import.
            let token = center.observe(.managedObjectContextDidSaveObjectIDs) { _ in }
            token.cancel()
            #expect(token.isCancelled)
        #endif
    }
}
