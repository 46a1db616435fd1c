// swift-tools-version: 6.1
import PackageDescription

// The catalog modules' dependency on the Linux stand-ins of Apple's types, on the platforms without Apple's frameworks
// only (the entries import it under `!canImport(Darwin)`).
let linuxStandIns = Target.Dependency.target(
    name: "NotificationCatalogStandIns", condition: .when(platforms: [.linux, .windows, .android, .wasi]))

let package = Package(
    name: "NotificationDescriptors",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "NotificationDescriptors", targets: ["NotificationDescriptors"]),
        .library(name: "NotificationDescriptorsUI", targets: ["NotificationDescriptorsUI"]),
        // The catalog: the umbrella, which re-exports every module below, and one product per framework, so an app
        // links only what it imports.
        .library(name: "NotificationCatalog", targets: ["NotificationCatalog"]),
        .library(name: "NotificationCatalogFoundation", targets: ["NotificationCatalogFoundation"]),
        .library(name: "NotificationCatalogUIKit", targets: ["NotificationCatalogUIKit"]),
        .library(name: "NotificationCatalogCoreData", targets: ["NotificationCatalogCoreData"]),
        .library(name: "NotificationCatalogAVFAudio", targets: ["NotificationCatalogAVFAudio"]),
        .library(name: "NotificationCatalogAVFoundation", targets: ["NotificationCatalogAVFoundation"]),
        .library(name: "NotificationCatalogExternalAccessory", targets: ["NotificationCatalogExternalAccessory"]),
        .library(name: "NotificationTesting", targets: ["NotificationTesting"]),
        .library(name: "NotificationFixtures", targets: ["NotificationFixtures"]),
        .executable(name: "notification-catalog", targets: ["notification-catalog"]),
        .executable(name: "notification-catalog-generate", targets: ["notification-catalog-generate"]),
    ],
    targets: [
        .target(name: "NotificationDescriptors", dependencies: ["CNotificationAtomics"]),
        // SwiftUI's `.onNotification`, a product of its own so that only apps that use it link SwiftUI (the core's
        // Combine publishers need no more than Foundation does). Empty where SwiftUI does not exist (Linux).
        .target(name: "NotificationDescriptorsUI", dependencies: ["NotificationDescriptors"]),
        // The README's SwiftUI and Combine examples, not a product: apple-typecheck checks them for iOS; empty on Linux.
        .target(
            name: "NotificationDescriptorsExamples",
            dependencies: ["NotificationDescriptors", "NotificationDescriptorsUI", "NotificationCatalog"]
        ),
        // C11 atomics for the delivery engine (`Synchronization.Atomic` needs macOS 15 / iOS 18); not a product.
        .target(name: "CNotificationAtomics"),
        // The fixture JSON format: legacy notifications written down exactly, loaded back, and captured.
        .target(name: "NotificationFixtures", dependencies: ["NotificationDescriptors"]),
        // The descriptors, their payload types and the entries a user lists; never the fixture codec
        // (`ProductBoundaryTests` fails if it depends on NotificationFixtures or NotificationCatalogData again).
        .target(
            name: "NotificationCatalog",
            dependencies: [
                "NotificationDescriptors", "NotificationCatalogFoundation", "NotificationCatalogUIKit",
                "NotificationCatalogCoreData", "NotificationCatalogAVFAudio", "NotificationCatalogAVFoundation",
                "NotificationCatalogExternalAccessory",
            ]
        ),
        // The Foundation entries and the catalog's shared types (CatalogEntry, CatalogKey, the readers the entries
        // share); Foundation only.
        .target(
            name: "NotificationCatalogFoundation",
            dependencies: ["NotificationDescriptors", linuxStandIns]
        ),
        // The keyboard (every platform) and UIKit's content size, accessibility and pasteboard entries (iOS, Linux).
        .target(
            name: "NotificationCatalogUIKit",
            dependencies: ["NotificationDescriptors", "NotificationCatalogFoundation", linuxStandIns]
        ),
        .target(
            name: "NotificationCatalogCoreData",
            dependencies: ["NotificationDescriptors", "NotificationCatalogFoundation", linuxStandIns]
        ),
        .target(
            name: "NotificationCatalogAVFAudio",
            dependencies: ["NotificationDescriptors", "NotificationCatalogFoundation", linuxStandIns]
        ),
        .target(
            name: "NotificationCatalogAVFoundation",
            dependencies: ["NotificationDescriptors", "NotificationCatalogFoundation", linuxStandIns]
        ),
        .target(
            name: "NotificationCatalogExternalAccessory",
            dependencies: ["NotificationDescriptors", "NotificationCatalogFoundation", linuxStandIns]
        ),
        // Linux stand-ins for the Apple types the catalog's payloads carry; not a product, and a dependency only where
        // Apple's frameworks are absent (`linuxStandIns`): no iOS build of a catalog product depends on it or sees it.
        .target(name: "NotificationCatalogStandIns"),
        // The catalog as data, for the tool and the tests, not a product: payloads as fields, fixture checks,
        // Catalog/manifest.json and Catalog/README.md.
        .target(
            name: "NotificationCatalogData",
            dependencies: [
                "NotificationCatalog", "NotificationDescriptors", "NotificationFixtures", "NotificationCatalogSpec",
            ]
        ),
        .target(name: "NotificationTesting", dependencies: ["NotificationDescriptors", "NotificationFixtures"]),
        // The command-line tool's logic, kept apart from its thin `main` so tests can call it.
        .target(
            name: "NotificationCatalogTool",
            dependencies: [
                "NotificationCatalog", "NotificationCatalogData", "NotificationDescriptors", "NotificationFixtures",
                "NotificationCatalogSpec",
            ]
        ),
        .executableTarget(name: "notification-catalog", dependencies: ["NotificationCatalogTool"]),
        // The catalog's specs (Catalog/Specs) and everything generated from them: Foundation only, and no generated
        // code, so the generator builds whatever state the generated files are in. Not a product.
        .target(name: "NotificationCatalogSpec"),
        .executableTarget(name: "notification-catalog-generate", dependencies: ["NotificationCatalogSpec"]),

        // Seeded random notifications for the fuzz tests of every test target; not a product.
        .target(name: "FuzzSupport", dependencies: ["NotificationDescriptors"], path: "Tests/FuzzSupport"),
        // Watchdog limits for every test target (added to each below), scaled for slow sanitized builds; not a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // For the command-line tool's tests, not a product: captured standard streams, and this package's executables
        // run as child processes.
        .target(
            name: "ToolTestSupport", dependencies: ["NotificationCatalogTool", "TestSupport"],
            path: "Tests/ToolTestSupport"
        ),
        // For the tests only, not a product: runs the live FileHandle scenarios on a real main thread and prints the
        // results as JSON for the catalog's live tests.
        .executableTarget(name: "LiveProbe", dependencies: ["NotificationCatalogTool"], path: "Tests/LiveProbe"),
        .testTarget(name: "NotificationDescriptorsTests", dependencies: ["NotificationDescriptors", "FuzzSupport"]),
        // Payloads that are also Foundation's `MainActorMessage` / `AsyncMessage` (Swift 6.2+, Apple 26 SDKs, Linux).
        .testTarget(name: "FoundationMessageTests", dependencies: ["NotificationDescriptors"]),
        // Depends on `LiveProbe` too, so that `swift test` builds the probe the FileHandle live tests launch.
        .testTarget(
            name: "NotificationCatalogTests",
            dependencies: [
                "NotificationCatalog", "NotificationCatalogData", "NotificationDescriptors", "NotificationFixtures",
                "NotificationCatalogTool", "FuzzSupport", "ToolTestSupport", "LiveProbe", "NotificationCatalogSpec",
            ]
        ),
        // Every catalog entry with every API (observe, observeOnMainActor, notifications(of:), next, NotificationRecorder,
        // expectNotification), through the products an app imports and nothing else.
        .testTarget(
            name: "CatalogConcurrencyTests",
            dependencies: [
                "NotificationCatalog", "NotificationCatalogCoreData", "NotificationDescriptors", "NotificationTesting",
            ]
        ),
        .testTarget(
            name: "NotificationFixturesTests",
            dependencies: [
                "NotificationFixtures", "NotificationDescriptors", "NotificationCatalog", "NotificationCatalogData",
                "FuzzSupport",
            ]
        ),
        .testTarget(
            name: "NotificationTestingTests",
            dependencies: ["NotificationTesting", "NotificationDescriptors"]
        ),
        // Compiles the committed output of `notification-catalog scaffold` (Generated/) and checks it is current; the
        // fixture files `scaffold --fixture` wrote (Generated/Fixtures) are read by path.
        .testTarget(
            name: "ScaffoldTests",
            dependencies: [
                "NotificationCatalogTool", "NotificationDescriptors", "NotificationFixtures", "NotificationTesting",
                "ToolTestSupport",
            ],
            exclude: ["Inputs", "Generated/Fixtures"]
        ),
        // Depends on the executable too, so `swift test` builds the binary its tests launch.
        .testTarget(
            name: "NotificationCatalogToolTests",
            dependencies: [
                "NotificationCatalogTool", "NotificationCatalog", "NotificationCatalogData", "NotificationFixtures",
                "ToolTestSupport", "notification-catalog",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// One place for upcoming language features, applied to every Swift target.
for target in package.targets where target.name != "CNotificationAtomics" {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}

// Every test target waits through the same watchdog limits (Tests/TestSupport).
for target in package.targets where target.type == .test {
    target.dependencies.append("TestSupport")
}
