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
        .testTarget(name: "NotificationDescriptorsTests", dependencies: ["NotificationDescriptors"]),
        .target(name: "NotificationTesting", dependencies: ["NotificationDescriptors"]),
        .testTarget(
            name: "NotificationTestingTests",
            dependencies: ["NotificationTesting", "NotificationDescriptors"]
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
