// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the library products of the root package stay dependency-free.
// Run them all with `Benchmarks/run` (release build, deterministic hashing).
let package = Package(
    name: "Benchmarks",
    products: [
        .executable(name: "notification-benchmarks", targets: ["NotificationBenchmarks"]),
        .executable(name: "refusal-demo", targets: ["RefusalDemo"]),
    ],
    dependencies: [
        .package(name: "NotificationDescriptors", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "NotificationBenchmarks",
            dependencies: [
                "CHeapStats",
                .product(name: "NotificationDescriptors", package: "NotificationDescriptors"),
            ]
        ),
        // A descriptor the library refuses, to show the refusal's message in a release build.
        .executableTarget(
            name: "RefusalDemo",
            dependencies: [.product(name: "NotificationDescriptors", package: "NotificationDescriptors")]
        ),
        // glibc's mallinfo2(), which the Glibc module does not export, for the memory case.
        .target(name: "CHeapStats"),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "CHeapStats" {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
