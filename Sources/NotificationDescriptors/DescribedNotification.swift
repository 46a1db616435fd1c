/// A payload type that names its own notification, so it can be observed and posted by type.
///
/// ```swift
/// struct UploadFinished: Codable, Sendable, DescribedNotification {
///     var fileName: String
///     var byteCount: Int
///     enum CodingKeys: String, CodingKey {
///         case fileName = "LegacyUploadFileNameKey", byteCount = "LegacyUploadByteCountKey"
///     }
///     static let descriptor = NotificationDescriptor(
///         Notification.Name("LegacyUploadFinished"), userInfo: UploadFinished.self)
/// }
///
/// let token = center.observe(UploadFinished.self) { upload in print(upload.fileName) }
/// center.post(UploadFinished(fileName: "a.txt", byteCount: 42))
/// ```
///
/// Every descriptor-taking method of `NotificationCenter` has a form that takes the type instead, and so does every
/// helper of NotificationTesting (`NotificationRecorder`, `expectNotification`, `XCTAssertPostsNotification`,
/// `expectFixtures`).
public protocol DescribedNotification {
    /// The descriptor that reads and posts this payload's notification.
    static var descriptor: NotificationDescriptor<Self> { get }
}
