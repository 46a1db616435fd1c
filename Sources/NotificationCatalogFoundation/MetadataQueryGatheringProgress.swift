// Foundation's metadata query gathering progress, one entry in one file: its name (the SDK's constant on iOS, its string
// on Linux), descriptors and entry. Its payload is the did-update one (the same keys). On macOS, tvOS, watchOS and
// visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    import Foundation
    public import NotificationDescriptors

    extension MetadataQueryDidUpdate {
        #if os(iOS)
            /// The SDK's constant.
            static let gatheringProgressName = Notification.Name.NSMetadataQueryGatheringProgress
        #else
            /// Its string (evidence in Catalog/README.md).
            static let gatheringProgressName = Notification.Name("NSMetadataQueryGatheringProgressNotification")
        #endif
    }

    extension NotificationDescriptor where Payload == MetadataQueryDidUpdate {
        /// A metadata query gathered more results during its initial gathering (Foundation's
        /// `.NSMetadataQueryGatheringProgress`).
        ///
        /// - **Posted on Linux:** **no** (Foundation on Linux has no `NSMetadataQuery`). On iOS the query posts it on
        ///   the queue or run loop it runs on, while it gathers (before `.NSMetadataQueryDidFinishGathering`).
        /// - **Object:** the `NSMetadataQuery`.
        /// - **userInfo:** the keys of ``metadataQueryDidUpdate`` (`NSMetadataQueryUpdateAddedItemsKey` and its
        ///   siblings, each only when not empty); all three kinds of change can arrive. See ``MetadataQueryDidUpdate``.
        /// - **Observe-only:** posting through it sends the payload intact; post Foundation's shape with
        ///   ``metadataQueryGatheringProgressOnPostingThread``.
        public static var metadataQueryGatheringProgress: Self { _metadataQueryGatheringProgress }
    }

    extension NotificationDescriptor where Payload == MetadataQueryDidUpdate.OnPostingThread {
        /// ``metadataQueryGatheringProgress`` with the results and the query, for `observe(_:object:using:)` only: its
        /// handler gets them synchronously on the posting thread.
        public static var metadataQueryGatheringProgressOnPostingThread: Self {
            _metadataQueryGatheringProgressOnPostingThread
        }
    }

    private let (_metadataQueryGatheringProgress, _metadataQueryGatheringProgressOnPostingThread) =
        MetadataQueryDidUpdate.OnPostingThread.descriptors(MetadataQueryDidUpdate.gatheringProgressName)
#endif
