import Foundation
package import NotificationDescriptors

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FixtureObjectMaker {
    /// ``foundation`` plus FoundationNetworking's shared `URLCredentialStorage` and `HTTPCookieStorage`: every object
    /// the fixture format names.
    package static let catalog = FixtureObjectMaker.foundation.adding { object in
        switch object {
        case .urlCredentialStorage: URLCredentialStorage.shared
        case .httpCookieStorage: HTTPCookieStorage.shared
        default: nil
        }
    }
}
