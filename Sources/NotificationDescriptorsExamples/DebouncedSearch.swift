// The README's "In SwiftUI and Combine" pipeline, compiled where Combine exists (apple-typecheck checks it for iOS on
// Linux); on Linux this file is empty. Not a product. scripts/check-readme checks that the README's ```swift apple
// blocks are lines of these files.
#if canImport(Combine)
    import Combine
    import Foundation
    import NotificationCatalog
    import NotificationDescriptors

    /// An app-defined notification: a search field posts it on every keystroke.
    struct SearchQueryChanged: Codable, Sendable, DescribedNotification {
        var text: String
        enum CodingKeys: String, CodingKey { case text = "SearchQueryTextKey" }
        static let descriptor = NotificationDescriptor(Notification.Name("SearchQueryChanged"), userInfo: Self.self)
    }

    /// Searches once typing pauses, and follows the keyboard's frame: typed payloads through ordinary Combine
    /// operators.
    @MainActor
    final class SearchModel: ObservableObject {
        @Published private(set) var query = ""
        @Published private(set) var keyboardTop: CGFloat?
        private var cancellables = Set<AnyCancellable>()

        init(center: NotificationCenter = .default, field: AnyObject? = nil) {
            center.publisher(for: SearchQueryChanged.self, object: field)  // typed payloads, never failing
                .map(\.text)
                .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                .sink { [weak self] text in self?.query = text }
                .store(in: &cancellables)

            center.publisher(for: .keyboardDidChangeFrame)  // a catalog descriptor
                .map { $0.frameEnd.minY }
                .receive(on: DispatchQueue.main)
                .sink { [weak self] top in self?.keyboardTop = top }
                .store(in: &cancellables)

            center.resultPublisher(for: SearchQueryChanged.self)  // failures in the stream
                .compactMap { result -> NotificationDecodingError? in
                    if case .failure(let error) = result { return error }
                    return nil
                }
                .sink { error in print("unreadable search notification:", error) }
                .store(in: &cancellables)
        }
    }
#endif
