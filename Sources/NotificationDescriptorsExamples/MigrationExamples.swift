// The DocC article *Moving to descriptors* (`Documentation.docc/Migration.md`), its iOS part: the selector API and
// Combine's `publisher(for:)`, before and after, compiled where they exist (apple-typecheck checks this file for iOS
// on Linux, which has neither); on Linux this file is empty. Not a product. The article's blocks are copies of lines
// here; `MigrationArticleTests` (NotificationDescriptorsTests) fails when one is not.
#if canImport(Combine) && canImport(UIKit)
    import Combine
    import Foundation
    import NotificationCatalog
    import NotificationDescriptors
    import UIKit

    /// An app's legacy notification, posted by older code with these `userInfo` keys.
    struct UploadFinished: Codable, Sendable, DescribedNotification {
        var fileName: String
        var byteCount: Int
        enum CodingKeys: String, CodingKey {
            case fileName = "LegacyUploadFileNameKey"
            case byteCount = "LegacyUploadByteCountKey"
        }
        static let descriptor = NotificationDescriptor(
            Notification.Name("LegacyUploadFinished"), userInfo: UploadFinished.self)
    }

    /// Before: the selector API, reading the keyboard's frame by hand.
    @MainActor
    final class KeyboardTrackerBefore: NSObject {
        private(set) var keyboardTop: CGFloat?

        override init() {
            super.init()
            NotificationCenter.default.addObserver(
                self, selector: #selector(keyboardWillChangeFrame(_:)),
                name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        @objc func keyboardWillChangeFrame(_ note: Notification) {
            // Called on the posting thread, whatever this class's isolation says; a wrong type is silently nothing.
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            keyboardTop = frame.minY
        }
    }

    /// After: the catalog's descriptor, typed, on the main actor, ended by its token.
    @MainActor
    final class KeyboardTracker {
        private(set) var keyboardTop: CGFloat?
        private var token: Token?

        init(center: NotificationCenter = .default) {
            token = center.observeOnMainActor(.keyboardWillChangeFrame) { [weak self] keyboard in
                self?.keyboardTop = keyboard.frameEnd.minY  // a KeyboardPayload
            }
        }
    }

    /// Before: Combine's `publisher(for:)` of `Notification`s, cast by hand.
    @MainActor
    final class UploadsModelBefore: ObservableObject {
        @Published private(set) var lastUpload: String?
        private var cancellables = Set<AnyCancellable>()

        init(center: NotificationCenter = .default) {
            center.publisher(for: Notification.Name("LegacyUploadFinished"))
                .compactMap { $0.userInfo?["LegacyUploadFileNameKey"] as? String }  // a wrong type: dropped unseen
                .receive(on: DispatchQueue.main)
                .sink { [weak self] name in self?.lastUpload = name }
                .store(in: &cancellables)
        }
    }

    /// After: the same pipeline on typed payloads; what does not decode goes to `NotificationDiagnostics`.
    @MainActor
    final class UploadsModel: ObservableObject {
        @Published private(set) var lastUpload: String?
        private var cancellables = Set<AnyCancellable>()

        init(center: NotificationCenter = .default) {
            center.publisher(for: UploadFinished.self)
                .map(\.fileName)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] name in self?.lastUpload = name }
                .store(in: &cancellables)
        }
    }
#endif
