/// How the string of one SDK constant the Apple catalog writes on Linux is known: declared with the entry (its name)
/// or the key, and gathered into `Catalog/README.md`'s evidence table (from the iPhoneOS 17.4 SDK,
/// Apple's documentation and Apple's framework code in public repositories). On iOS the catalog reads the constant
/// itself; `AppleCatalogNameTests` compares the two there.
///
/// `Sendable`: strings and enumerations.
package struct CatalogEvidence: Sendable, Equatable {
    /// How sure the string is.
    package enum Grade: String, Sendable {
        /// Printed by Apple's runtime in a device log, or a literal in Apple's own (decompiled) framework code that
        /// posts or reads the notification.
        case proven
        /// Only reimplementations and third-party code spell it so; searched for, nothing contradicts it, and no
        /// runtime print or Apple binary was found.
        case plausible
        /// Searched for, no source found: the constant's name as its value, like its siblings, until a device log or
        /// Apple's code says otherwise. Only the iOS test can confirm it.
        case unverified
    }

    /// Where it is known from; `Catalog/README.md` numbers them in this order and cites each in full
    /// (`CatalogTable.sourceText(_:)`).
    package enum Source: Int, CaseIterable, Sendable {
        /// Device logs of AVAudioSession notifications in public iOS apps.
        case audioSessionDeviceLogs = 1
        /// A device log of a whole persistent store remote change.
        case remoteChangeDeviceLog
        /// Decompiled Core Data in public repositories.
        case coreDataCode
        /// Decompiled UIKit in public repositories.
        case uiKitCode
        /// Literals that Qt Multimedia and an audio engine observe against Apple's framework.
        case observedLiterals
        /// Public apps reading a metadata query's `kMDQuery...` keys, and Core Services' documentation.
        case metadataQueryReaders
        /// Reimplementations and third-party code only.
        case reimplementations
        /// Decompiled AVFoundation, ExternalAccessory and Foundation, and AVFAudio's string table.
        case newEntriesFrameworkCode
        /// Decompiled UIKit posting or observing each of the app, scene, window, device and text names by its literal.
        case uiKitDecompiledPosts
        /// Device logs in public iOS projects printing UIKit's lifecycle notifications and launch options.
        case uiKitDeviceLogs
        /// A backport's table of UIKit constant values read out of an iOS dyld shared cache.
        case uiKitDyldCacheTables
        /// An inference from UIKit's Guided Access code and its siblings' values; not settled.
        case uiKitGuidedAccessInference

        /// Whether this source proves a string (Apple's runtime or Apple's code) rather than making it plausible.
        package var proves: Bool {
            switch self {
            case .audioSessionDeviceLogs, .remoteChangeDeviceLog, .coreDataCode, .uiKitCode, .newEntriesFrameworkCode,
                .uiKitDecompiledPosts, .uiKitDeviceLogs:
                true
            case .observedLiterals, .metadataQueryReaders, .reimplementations, .uiKitDyldCacheTables,
                .uiKitGuidedAccessInference:
                false
            }
        }
    }

    /// The SDK constant, e.g. `NSInsertedObjectsKey`.
    package let constant: String
    /// How sure its string is.
    package let grade: Grade
    /// Where that is known from; `nil` for an unverified string.
    package let source: Source?

    /// `constant`'s string is proven by `source`.
    package static func proven(_ constant: String, _ source: Source) -> Self {
        Self(constant: constant, grade: .proven, source: source)
    }

    /// `constant`'s string is only made plausible by `source`.
    package static func plausible(_ constant: String, _ source: Source) -> Self {
        Self(constant: constant, grade: .plausible, source: source)
    }

    /// `constant`'s string was searched for, and no source found.
    package static func unverified(_ constant: String) -> Self {
        Self(constant: constant, grade: .unverified, source: nil)
    }
}
