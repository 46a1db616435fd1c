import Foundation
import NotificationDescriptors
import Testing

// The README's Quick Start (the Codable program), its declarations verbatim and its prints as expectations:
// if this stops compiling or passing, the README is wrong. The full program was also built and run as its own package.

private enum Readme {
    /// A legacy notification, described by its payload: each userInfo key is written once, in CodingKeys.
    struct UploadFinished: Codable, Sendable, DescribedNotification {
        var fileName: String
        var byteCount: Int
        var note: String?  // optional key: absent or NSNull reads as nil; nil is not written
        var metadata: Metadata  // a nested [String: Any] / NSDictionary

        struct Metadata: Codable, Sendable {
            var retries: Int
            var isResumed: Bool
        }

        enum CodingKeys: String, CodingKey {
            case fileName = "LegacyUploadFileNameKey"
            case byteCount = "LegacyUploadByteCountKey"
            case note = "LegacyUploadNoteKey"
            case metadata = "LegacyUploadMetadataKey"
        }

        static let descriptor = NotificationDescriptor(
            Notification.Name("LegacyUploadFinished"), userInfo: UploadFinished.self)
    }
}

@Test("The README's Codable section compiles and prints what it says")
func readmeCodableSection() throws {
    typealias UploadFinished = Readme.UploadFinished
    let center = NotificationCenter()
    let lines = Collected<String>()
    let token = center.observe(UploadFinished.self) { upload in
        let note = upload.note ?? "-"
        lines.append("\(upload.fileName): \(upload.byteCount) bytes, \(upload.metadata.retries) retries, note: \(note)")
    }
    let upload = UploadFinished(
        fileName: "report.pdf", byteCount: 42, note: nil, metadata: .init(retries: 2, isResumed: false))
    center.post(upload)
    let userInfo = UploadFinished.descriptor.notification(upload).userInfo ?? [:]
    let metadata = userInfo["LegacyUploadMetadataKey"] as? [String: Any]
    #expect(userInfo["LegacyUploadByteCountKey"] as? Int == 42)
    #expect(metadata?["retries"] as? Int == 2)
    center.post(
        name: UploadFinished.descriptor.name, object: nil,
        userInfo: [
            "LegacyUploadFileNameKey": NSString(string: "photo.jpg"),
            "LegacyUploadByteCountKey": NSNumber(value: 7),
            "LegacyUploadNoteKey": "resumed once",
            "LegacyUploadMetadataKey": NSDictionary(dictionary: ["retries": NSNumber(value: 1), "isResumed": true]),
        ])
    #expect(
        lines.all == [
            "report.pdf: 42 bytes, 2 retries, note: -", "photo.jpg: 7 bytes, 1 retries, note: resumed once",
        ])
    let error = #expect(throws: NotificationDecodingError.self) {
        try UploadFinished.descriptor.decode(userInfo: [
            "LegacyUploadFileNameKey": "x", "LegacyUploadByteCountKey": 1,
            "LegacyUploadMetadataKey": ["retries": 1.5, "isResumed": false],
        ])
    }
    #expect(
        error?.description
            == #"LegacyUploadFinished: userInfo["LegacyUploadMetadataKey"]["retries"] is Double 1.5, expected Int; "#
            + "1.5 is not exactly an Int")
    token.cancel()
}
