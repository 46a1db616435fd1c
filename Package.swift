// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NotificationDescriptors",
    products: [
        .library(name: "NotificationDescriptors", targets: ["NotificationDescriptors"]),
        .library(name: "NotificationCatalog", targets: ["NotificationCatalog"]),
    ],
    targets: [
        .target(name: "NotificationDescriptors"),
        .testTarget(name: "NotificationDescriptorsTests", dependencies: ["NotificationDescriptors"]),
        .target(name: "NotificationCatalog", dependencies: ["NotificationDescriptors"]),
        .testTarget(
            name: "NotificationCatalogTests",
            dependencies: ["NotificationCatalog", "NotificationDescriptors"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// One place for upcoming language features, applied to every target.
for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
