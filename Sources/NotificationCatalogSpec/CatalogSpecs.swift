package import Foundation

/// Every spec of the catalog, read from `Catalog/Specs` and checked: what the generator writes from.
///
/// `Sendable`: values only.
package struct CatalogSpecs: Sendable {
    /// One entry with the spec that declares it.
    package struct Declared: Sendable {
        /// The spec's framework, e.g. `UIKit`.
        package var framework: String
        /// The catalog module, e.g. `NotificationCatalogUIKit`.
        package var module: String
        /// The spec file, relative to the package root, e.g. `Catalog/Specs/UIKit.json`.
        package var specPath: String
        package var entry: CatalogSpec.Entry
    }

    /// `Catalog/Specs/Catalog.json`.
    package var settings: CatalogSettings
    /// The specs, in `settings.frameworks` order.
    package var specs: [CatalogSpec]
    /// Every entry in catalog order: first the entries that exist beyond iOS, in spec order, then the Apple entries
    /// (`["iOS", "Linux"]`) in `settings.appleOrder`.
    package var entries: [Declared]

    /// The platforms of an Apple entry: iOS with Apple's types, Linux with the stand-ins.
    package static let applePlatforms = ["iOS", "Linux"]
    /// Every platform the package supports, in the order entries list them.
    package static let everyPlatform = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "Linux"]

    /// The specs directory relative to the package root.
    package static let directory = "Catalog/Specs"

    /// Reads and checks the specs under `root` (the package root). Every problem found is in the error, each naming
    /// its file and entry.
    package init(root: URL) throws(CatalogSpecError) {
        let directory = root.appendingPathComponent(Self.directory)
        let settingsPath = "\(Self.directory)/Catalog.json"
        settings = try Self.read(
            CatalogSettings.self, at: directory.appendingPathComponent("Catalog.json"), settingsPath)
        var specs: [CatalogSpec] = []
        var problems: [String] = []
        for framework in settings.frameworks {
            let path = "\(Self.directory)/\(framework).json"
            let spec = try Self.read(CatalogSpec.self, at: directory.appendingPathComponent("\(framework).json"), path)
            if spec.framework != framework {
                problems.append("\(path): framework is \"\(spec.framework)\", but the file is named \(framework).json")
            }
            specs.append(spec)
        }
        self.specs = specs
        let declared = zip(settings.frameworks, specs).flatMap { framework, spec in
            spec.entries.map {
                Declared(
                    framework: spec.framework, module: spec.module, specPath: "\(Self.directory)/\(framework).json",
                    entry: $0)
            }
        }
        let beyondIOS = declared.filter { $0.entry.platforms != Self.applePlatforms }
        var apple: [Declared] = []
        for framework in settings.appleOrder {
            apple += declared.filter { $0.framework == framework && $0.entry.platforms == Self.applePlatforms }
        }
        for entry in declared
        where entry.entry.platforms == Self.applePlatforms && !settings.appleOrder.contains(entry.framework) {
            problems.append("\(settingsPath): appleOrder lacks \(entry.framework), which .\(entry.entry.member) needs")
        }
        entries = beyondIOS + apple
        problems += CatalogSpecCheck.problems(in: declared, settings: settings)
        if !problems.isEmpty { throw CatalogSpecError(problems: problems) }
    }

    private static func read<Value: Decodable>(
        _ type: Value.Type, at url: URL, _ path: String
    ) throws(CatalogSpecError) -> Value {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CatalogSpecError(problems: ["\(path): cannot be read (\(error.localizedDescription))"])
        }
        let unknown = UnknownFields.find(in: data, as: type)
        if !unknown.isEmpty {
            throw CatalogSpecError(problems: unknown.map { "\(path): \($0)" })
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw CatalogSpecError(problems: ["\(path): \(CatalogSpecError.describe(error))"])
        }
    }
}

/// Specs that cannot be generated from: every problem, each naming its file and entry.
package struct CatalogSpecError: Error, CustomStringConvertible, Sendable {
    package var problems: [String]

    package var description: String { problems.joined(separator: "\n") }

    /// A decoding error in words: the path in the file and what was wrong.
    static func describe(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "\(path(context)) lacks \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(path(context)): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
