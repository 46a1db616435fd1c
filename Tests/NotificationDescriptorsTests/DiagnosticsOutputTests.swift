import Foundation
import NotificationDescriptors
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("The default decoding-failure handler")
struct DiagnosticsOutputTests {
    @Test("Standard error full: the line is dropped, the program goes on (FileHandle.write(_:) would trap)")
    func fullStandardError() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let saved = dup(STDERR_FILENO)
        try #require(saved >= 0)
        // Only for the one call below: standard error is /dev/full, where every write fails with ENOSPC.
        #expect(dup2(full, STDERR_FILENO) == STDERR_FILENO)
        let error = NotificationDecodingError(name: Notification.Name("Full"), reason: .missingUserInfo)
        NotificationDiagnostics.standardDecodingFailureHandler(error)
        #expect(dup2(saved, STDERR_FILENO) == STDERR_FILENO)
        close(saved)
    }
}
