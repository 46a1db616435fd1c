// Foundation (Apple platforms only): one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    // On iOS the payloads carry Foundation's classes; on Linux the catalog's stand-ins.
    import Foundation
    #if !os(iOS)
        public import NotificationCatalogStandIns
    #endif
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let metadataQueryDidUpdate = Notification.Name.NSMetadataQueryDidUpdate
            static let metadataQueryUpdateAddedItems = NSMetadataQueryUpdateAddedItemsKey
            static let metadataQueryUpdateChangedItems = NSMetadataQueryUpdateChangedItemsKey
            static let metadataQueryUpdateRemovedItems = NSMetadataQueryUpdateRemovedItemsKey
        }
    #else
        extension CatalogNames {
            static let metadataQueryDidUpdate = Notification.Name("NSMetadataQueryDidUpdateNotification")
            static let metadataQueryUpdateAddedItems = "kMDQueryUpdateAddedItems"
            static let metadataQueryUpdateChangedItems = "kMDQueryUpdateChangedItems"
            static let metadataQueryUpdateRemovedItems = "kMDQueryUpdateRemovedItems"
        }
    #endif

    /// A metadata query's results changed: the payload of Foundation's `.NSMetadataQueryDidUpdate` and
    /// `.NSMetadataQueryGatheringProgress` (the same keys).
    ///
    /// `Sendable`: it holds how many results were added, changed and removed. The results themselves and the query
    /// (not `Sendable`) come with ``OnPostingThread``.
    ///
    /// Observe-only: results cannot be made from counts, so posting this payload sends it intact to typed observers;
    /// post Foundation's shape through ``OnPostingThread``.
    public struct MetadataQueryDidUpdate: Sendable, Equatable {
        /// How many results `NSMetadataQueryUpdateAddedItemsKey` holds; 0 when absent.
        public var addedCount: Int
        /// How many results `NSMetadataQueryUpdateChangedItemsKey` holds; 0 when absent.
        public var changedCount: Int
        /// How many results `NSMetadataQueryUpdateRemovedItemsKey` holds; 0 when absent.
        public var removedCount: Int

        /// A payload with these counts.
        public init(addedCount: Int = 0, changedCount: Int = 0, removedCount: Int = 0) {
            self.addedCount = addedCount
            self.changedCount = changedCount
            self.removedCount = removedCount
        }

        /// The results and the query, which are not `Sendable`, with the payload: the payload of the
        /// `metadataQuery…OnPostingThread` descriptors, handed to `observe(_:object:using:)`'s handler synchronously
        /// on the posting thread (the compiler keeps it there). Reads the payload's properties as its own.
        ///
        /// A result is an `NSMetadataItem` unless the query's delegate replaced it
        /// (`replacementObjectForResultObject:` returns any object): the arrays keep both, in Foundation's order.
        public struct OnPostingThread: PostingThreadPayload, CatalogPayload {
            /// The query: the notification's `object` (`nil` only for a notification posted without one).
            public var query: NSMetadataQuery?
            /// `NSMetadataQueryUpdateAddedItemsKey`; empty when absent.
            public var addedItems: [AnyObject]
            /// `NSMetadataQueryUpdateChangedItemsKey`; empty when absent.
            public var changedItems: [AnyObject]
            /// `NSMetadataQueryUpdateRemovedItemsKey`; empty when absent.
            public var removedItems: [AnyObject]

            /// A payload with these results.
            public init(
                query: NSMetadataQuery? = nil, addedItems: [AnyObject] = [], changedItems: [AnyObject] = [],
                removedItems: [AnyObject] = []
            ) {
                self.query = query
                self.addedItems = addedItems
                self.changedItems = changedItems
                self.removedItems = removedItems
            }

            /// What can leave the posting thread: the counts.
            public var payload: MetadataQueryDidUpdate {
                MetadataQueryDidUpdate(
                    addedCount: addedItems.count, changedCount: changedItems.count, removedCount: removedItems.count)
            }

            @Sendable package static func decode(_ note: Notification) throws -> OnPostingThread {
                func items(_ key: String) throws -> [AnyObject] {
                    try note.catalogObjects(key, of: AnyObject.self, in: .array) ?? []
                }
                return OnPostingThread(
                    query: try note.catalogObjectIfPresent(as: NSMetadataQuery.self),
                    addedItems: try items(CatalogNames.metadataQueryUpdateAddedItems),
                    changedItems: try items(CatalogNames.metadataQueryUpdateChangedItems),
                    removedItems: try items(CatalogNames.metadataQueryUpdateRemovedItems)
                )
            }

            /// Writes what Foundation writes: an `NSArray` per non-empty kind of change, the query as the object.
            @Sendable package static func encode(_ full: OnPostingThread) -> (
                object: Any?, userInfo: [AnyHashable: Any]?
            ) {
                var userInfo: [AnyHashable: Any] = [:]
                for (key, items) in zip(keys, [full.addedItems, full.changedItems, full.removedItems])
                where !items.isEmpty {
                    userInfo[key] = NSArray(array: items)
                }
                return (object: full.query, userInfo: userInfo)
            }
        }

        static let keys = [
            CatalogNames.metadataQueryUpdateAddedItems, CatalogNames.metadataQueryUpdateChangedItems,
            CatalogNames.metadataQueryUpdateRemovedItems,
        ]

        /// The keys as the catalog lists them, for this entry and the gathering progress. Their strings are Spotlight's
        /// (`kMDQueryUpdate...`), read by public apps and documented by Core Services for a query's update.
        static let catalogKeys = zip(keys, ["AddedItems", "ChangedItems", "RemovedItems"]).map { key, what in
            CatalogKey(
                name: key, valueType: "NSArray (NSMetadataItem)", isRequired: false,
                summary: "The \(what.dropLast(5).lowercased()) results (items, or the delegate's replacements, kept). "
                    + "Absent when empty; read as empty.",
                evidence: .plausible("NSMetadataQueryUpdate\(what)Key", .metadataQueryReaders))
        }

    }

    extension NotificationDescriptor where Payload == MetadataQueryDidUpdate {
        /// A live metadata query's results changed (Foundation's `.NSMetadataQueryDidUpdate`).
        ///
        /// - **Posted on Linux:** **no** (Foundation on Linux has no `NSMetadataQuery`). On iOS the query posts it on
        ///   the queue or run loop it runs on, after it finished gathering.
        /// - **Object:** the `NSMetadataQuery`.
        /// - **userInfo:** `NSMetadataQueryUpdateAddedItemsKey`, `NSMetadataQueryUpdateChangedItemsKey`,
        ///   `NSMetadataQueryUpdateRemovedItemsKey` (`NSArray`s of `NSMetadataItem`, or of the objects the query's
        ///   delegate replaced them with; each only when not empty). The payload counts them;
        ///   ``metadataQueryDidUpdateOnPostingThread`` has them. See ``MetadataQueryDidUpdate``.
        /// - **Observe-only:** posting through it sends the payload intact; post Foundation's shape with
        ///   ``metadataQueryDidUpdateOnPostingThread``.
        public static var metadataQueryDidUpdate: Self { _metadataQueryDidUpdate }
    }

    extension NotificationDescriptor where Payload == MetadataQueryDidUpdate.OnPostingThread {
        /// ``metadataQueryDidUpdate`` with the results and the query, for `observe(_:object:using:)` only: its handler
        /// gets them synchronously on the posting thread.
        public static var metadataQueryDidUpdateOnPostingThread: Self { _metadataQueryDidUpdateOnPostingThread }
    }

    private let (_metadataQueryDidUpdate, _metadataQueryDidUpdateOnPostingThread) = MetadataQueryDidUpdate
        .OnPostingThread.descriptors(CatalogNames.metadataQueryDidUpdate)
#endif
