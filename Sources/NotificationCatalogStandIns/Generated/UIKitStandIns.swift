// DO NOT EDIT: generated from Catalog/Specs/UIKit.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

// Where Apple's frameworks are absent, UIKit's classes that the generated payloads carry, under
// Apple's names: empty (no behaviour, nothing posts) and final. See LinuxStandIns.swift.
#if !canImport(Darwin)
    public import Foundation

    /// Linux stand-in for UIKit's `UIApplication`. `Sendable` like Apple's: it is main-actor isolated.
    @MainActor
    public final class UIApplication: NSObject {
        /// An instance with nothing in it; made on any thread.
        nonisolated override public init() {}
    }

    /// Linux stand-in for UIKit's `UIDevice`. `Sendable` like Apple's: it is main-actor isolated.
    @MainActor
    public final class UIDevice: NSObject {
        /// An instance with nothing in it; made on any thread.
        nonisolated override public init() {}
    }

    /// Linux stand-in for UIKit's `UITextField`. `Sendable` like Apple's: it is main-actor isolated.
    @MainActor
    public final class UITextField: NSObject {
        /// An instance with nothing in it; made on any thread.
        nonisolated override public init() {}
    }

    /// Linux stand-in for UIKit's `UITextView`. `Sendable` like Apple's: it is main-actor isolated.
    @MainActor
    public final class UITextView: NSObject {
        /// An instance with nothing in it; made on any thread.
        nonisolated override public init() {}
    }

    /// Linux stand-in for UIKit's `UIWindow`. `Sendable` like Apple's: it is main-actor isolated.
    @MainActor
    public final class UIWindow: NSObject {
        /// An instance with nothing in it; made on any thread.
        nonisolated override public init() {}
    }

    /// Linux stand-in for UIKit's `UIMenuController`. `Sendable` like Apple's: it is main-actor isolated.
    @MainActor
    public final class UIMenuController: NSObject {
        /// An instance with nothing in it; made on any thread.
        nonisolated override public init() {}
    }

    /// Linux stand-in for UIKit's `UIScene`. `Sendable` like Apple's: it is main-actor isolated.
    @MainActor
    public final class UIScene: NSObject {
        /// An instance with nothing in it; made on any thread.
        nonisolated override public init() {}
    }

    /// Linux stand-in for UIKit's `NSTextContentStorage`. Not `Sendable`, like Apple's.
    public final class NSTextContentStorage: NSObject {
        /// An instance with nothing in it.
        override public init() {}
    }

    /// Linux stand-in for UIKit's `NSTextStorage`. Not `Sendable`, like Apple's.
    public final class NSTextStorage: NSObject {
        /// An instance with nothing in it.
        override public init() {}
    }

    /// Linux stand-in for UIKit's `UIDocument`. `Sendable` like Apple's: it is main-actor isolated.
    @MainActor
    public final class UIDocument: NSObject {
        /// An instance with nothing in it; made on any thread.
        nonisolated override public init() {}
    }

    /// Linux stand-in for UIKit's `UITableView`. `Sendable` like Apple's: it is main-actor isolated.
    @MainActor
    public final class UITableView: NSObject {
        /// An instance with nothing in it; made on any thread.
        nonisolated override public init() {}
    }

    /// Linux stand-in for UIKit's `UIViewController`. `Sendable` like Apple's: it is main-actor isolated.
    @MainActor
    public final class UIViewController: NSObject {
        /// An instance with nothing in it; made on any thread.
        nonisolated override public init() {}
    }
#endif
