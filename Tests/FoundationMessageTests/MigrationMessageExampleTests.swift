import Foundation
import NotificationDescriptors
import Testing

// The DocC article *Moving to descriptors* (`Documentation.docc/Migration.md`), its part on Apple 26's messages:
// before and after, compiled and run here (Linux's Foundation 6.3 has the message types; the iOS 17.4 SDK that
// apple-typecheck uses does not). The article's blocks are copies of lines here; `MigrationArticleTests` in
// NotificationDescriptorsTests fails when one is not.
#if compiler(>=6.2)

    /// The article's names, apart from the rest of the target.
    enum MessageMigration {
        /// Before: a message of Foundation's alone.
        @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        struct ThemeChanged: NotificationCenter.MainActorMessage {
            typealias Subject = NSObject
            var isDark: Bool
        }

        /// After: the same message, also a descriptor of the legacy notification that older code posts and observes.
        @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        struct ThemeDidChange: Codable, Sendable, DescribedNotification, NotificationCenter.MainActorMessage {
            typealias Subject = NSObject
            var isDark: Bool
            enum CodingKeys: String, CodingKey { case isDark = "LegacyThemeIsDarkKey" }
            static let descriptor = NotificationDescriptor(
                Notification.Name("LegacyThemeChanged"), userInfo: ThemeDidChange.self)
        }

        /// What the app does with a theme (the article's `apply(dark:)`), recorded for the tests.
        @MainActor static var applied: [Bool] = []

        @MainActor static func apply(dark: Bool) {
            applied.append(dark)
        }

        @Suite("The migration article's message examples", .serialized)
        @MainActor
        struct ExampleTests {
            init() {
                MessageMigration.applied = []
            }

            @Test func foundationsMessagesBefore() {
                guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
                let center = NotificationCenter()
                let token = center.addObserver(of: nil, for: ThemeChanged.self) { message in
                    apply(dark: message.isDark)
                }
                center.post(ThemeChanged(isDark: true))  // Foundation's post: message observers only
                center.removeObserver(token)
                #expect(MessageMigration.applied == [true])
            }

            @Test func foundationsMessagesAfter() {
                guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
                let center = NotificationCenter()
                let token = center.observeOnMainActor(ThemeDidChange.self) { theme in
                    apply(dark: theme.isDark)
                }
                let legacy = center.addObserver(
                    forName: Notification.Name("LegacyThemeChanged"), object: nil, queue: nil
                ) {
                    print("older code reads", $0.userInfo?["LegacyThemeIsDarkKey"] as? Bool ?? false)
                }
                // This library's post: its observers, older code's, and on Apple platforms Foundation's message ones.
                center.post(ThemeDidChange(isDark: true))
                token.cancel()
                center.removeObserver(legacy)
                #expect(MessageMigration.applied == [true])
            }
        }
    }

#endif
