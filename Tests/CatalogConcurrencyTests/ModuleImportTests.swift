// Issue 30 item 4: importing one catalog module makes its payloads and the Apple types they carry nameable, without a
// second import (on iOS the module re-exports the framework; on Linux, the stand-ins). This file imports the Core Data
// module alone; on iOS `apple-typecheck` checks the same re-export against the SDK.
import NotificationCatalogCoreData
import NotificationDescriptors
import Testing

@Suite struct ModuleImportTests {
    @Test func theCoreDataModuleAloneNamesCoreDataTypes() throws {
        #if !canImport(Darwin) || os(iOS)
            let id: NSManagedObjectID? = nil  // Core Data's type, through NotificationCatalogCoreData only
            let changes = ManagedObjectContextObjectIDChanges(insertedObjectIDs: Set([id].compactMap { $0 }))
            #expect(changes.insertedObjectIDs.isEmpty)
            #expect(NotificationDescriptor.managedObjectContextDidSaveObjectIDs.name.rawValue.hasSuffix("Notification"))
        #endif
    }
}
