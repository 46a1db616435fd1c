// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NotificationDescriptors",
    products: [
        .library(name: "NotificationDescriptors", targets: ["NotificationDescriptors"]),
        .library(name: "NotificationTesting", targets: ["NotificationTesting"]),
    ],
    targets: [
        .target(name: "NotificationDescriptors"),
        // Seeded random notifications for the fuzz tests of every test target; not a product.
        .target(name: "FuzzSupport", path: "Tests/FuzzSupport"),
        .testTarget(name: "NotificationDescriptorsTests", dependencies: ["NotificationDescriptors", "FuzzSupport"]),
        .target(name: "NotificationTesting", dependencies: ["NotificationDescriptors"]),
        .testTarget(
            name: "NotificationTestingTests",
            dependencies: ["NotificationTesting", "NotificationDescriptors"]
        ),
        // The command-line tool's logic, kept apart from its thin `main` so tests can call it.
        .target(name: "NotificationCatalogTool", dependencies: ["NotificationDescriptors"]),
        .testTarget(name: "NotificationCatalogToolTests", dependencies: ["NotificationCatalogTool"]),
    ],
    swiftLanguageModes: [.v6]
)

// One place for upcoming language features, applied to every target.
for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
