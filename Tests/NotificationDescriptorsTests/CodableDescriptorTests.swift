import Foundation
import NotificationDescriptors
import Testing

private let coder = UserInfoDecoder()

@Suite("Codable descriptors and the userInfo coder")
struct CodableDescriptorTests {
    // MARK: Round trips

    @Test("A Codable payload posted by type arrives equal")
    func roundTrip() {
        let center = NotificationCenter()
        let received = Collected<UploadFinished>()
        var sample = UploadFinished.sample
        sample.note = "fine"
        sample.metadata.checksum = "abc"
        let token = center.observe(UploadFinished.self) { received.append($0) }
        center.post(sample)
        center.post(UploadFinished.sample)
        #expect(received.all == [sample, UploadFinished.sample])
        token.cancel()
    }

    @Test("The encoder's userInfo decodes back to the same value, every rule's type included")
    func coderRoundTrip() throws {
        let everything = Everything(
            int: -3, int8: 8, uint16: 16, int64: 1 << 40, double: 1.5, float: 0.25, flag: true, cgFloat: 2.5,
            rect: CGRect(x: 1, y: 2, width: 3, height: 4), point: CGPoint(x: 5, y: 6),
            size: CGSize(width: 7, height: 8), range: NSRange(location: 9, length: 10), text: "ü\n",
            data: Data([1, 2]), date: Date(timeIntervalSince1970: 5), url: URL(string: "https://example.com/a")!,
            id: UUID(), level: .high, optionalInt: nil, nested: [[1], [], [2, 3]], dictionary: ["a": 1])
        for strategy in [UserInfoEncoder.GeometryEncodingStrategy.values, .nsValue] {
            let userInfo = try UserInfoEncoder(geometryEncodingStrategy: strategy).encode(everything)
            #expect(try coder.decode(Everything.self, from: userInfo) == everything)
        }
    }

    // MARK: What legacy readers see

    /// What a raw observer reads from an `UploadFinished` post with plain `as?` casts.
    struct LegacyView: Sendable, Equatable {
        var fileName: String?
        var byteCount: Int?
        var noteIsAbsent: Bool
        var retries: Int?
        var isResumed: Bool?
        var tags: [String]?
        var checksumIsAbsent: Bool
        var chunks: [Int]?
        var chunkCount: Int?
        var state: String?
        var finishedAt: Date?
        var source: URL?
        var keyCount: Int

        init(_ info: [AnyHashable: Any]) {
            fileName = info["LegacyUploadFileNameKey"] as? String
            byteCount = info["LegacyUploadByteCountKey"] as? Int
            noteIsAbsent = info["LegacyUploadNoteKey"] == nil
            let metadata = info["LegacyUploadMetadataKey"] as? [String: Any]
            retries = metadata?["retries"] as? Int
            isResumed = metadata?["isResumed"] as? Bool
            tags = metadata?["tags"] as? [String]
            checksumIsAbsent = metadata != nil && metadata?["checksum"] == nil
            chunks = info["LegacyUploadChunksKey"] as? [Int]
            chunkCount = (info["LegacyUploadChunksKey"] as? [Any])?.count
            state = info["LegacyUploadStateKey"] as? String
            finishedAt = info["LegacyUploadFinishedAtKey"] as? Date
            source = info["LegacyUploadSourceKey"] as? URL
            keyCount = info.count
        }
    }

    @Test("Posting writes what legacy code writes: plain as? casts read every key")
    func legacyReadersCast() throws {
        let center = NotificationCenter()
        let seen = Collected<LegacyView>()
        let observer = center.addObserver(forName: UploadFinished.descriptor.name, object: nil, queue: nil) { note in
            seen.append(LegacyView(note.userInfo ?? [:]))
        }
        defer { center.removeObserver(observer) }
        center.post(UploadFinished.sample)
        let view = try #require(seen.all.first)
        #expect(view.fileName == "report.pdf")
        #expect(view.byteCount == 42)
        #expect(view.noteIsAbsent, "nil is not written")
        #expect(view.retries == 2)
        #expect(view.isResumed == true)
        #expect(view.tags == ["a", "b"])
        #expect(view.checksumIsAbsent)
        #expect(view.chunks == [10, 20, 12])
        #expect(view.chunkCount == 3)
        #expect(view.state == "done")
        #expect(view.finishedAt == Date(timeIntervalSince1970: 1_000_000))
        #expect(view.source == URL(fileURLWithPath: "/tmp/report.pdf"))
        #expect(view.keyCount == 7)
    }

    @Test("Leaf values are stored as themselves: Data, UUID, CGFloat, Int types, not their Codable forms")
    func leavesAsThemselves() throws {
        let id = UUID()
        let info = try UserInfoEncoder().encode(
            Everything(
                int: 1, int8: 2, uint16: 3, int64: 4, double: 5, float: 6, flag: false, cgFloat: 7, rect: .zero,
                point: .zero, size: .zero, range: NSRange(location: 0, length: 1), text: "t", data: Data([9]),
                date: Date(timeIntervalSince1970: 0), url: URL(fileURLWithPath: "/"), id: id, level: .low,
                optionalInt: 3, nested: [[1]], dictionary: ["k": 2]))
        #expect(info["int8"] as? Int8 == 2)
        #expect(info["uint16"] as? UInt16 == 3)
        #expect(info["float"] as? Float == 6)
        #expect(info["cgFloat"] as? CGFloat == 7)
        #expect(info["data"] as? Data == Data([9]))
        #expect(info["id"] as? UUID == id)
        #expect(info["level"] as? Int == 1)
        #expect(info["optionalInt"] as? Int == 3)
        #expect(info["nested"] as? [[Int]] == [[1]])
        #expect(info["dictionary"] as? [String: Int] == ["k": 2])
        #expect(info["range"] as? NSRange == NSRange(location: 0, length: 1))
    }

    // MARK: Geometry, both ways

    @Test("Geometry is written as Swift values by default: as? CGRect reads it on every platform")
    func geometryAsValues() throws {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let info = try UserInfoEncoder().encode(Everything.geometry(rect))
        #expect(info["rect"] as? CGRect == rect)
        #expect(info["point"] as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(info["size"] as? CGSize == CGSize(width: 7, height: 8))
        #if canImport(Darwin)
            #expect((info["rect"] as? NSValue)?.rectValue == rect, "bridged to NSValue on Apple platforms")
        #else
            #expect(info["rect"] as? NSValue == nil, "CGRect does not bridge to NSValue on Linux")
        #endif
        #expect(try coder.decode(Everything.self, from: info).rect == rect)
    }

    @Test("Geometry as NSValue, as UIKit posts it: NSValue readers get it, and it reads back")
    func geometryAsNSValues() throws {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let info = try UserInfoEncoder(geometryEncodingStrategy: .nsValue).encode(Everything.geometry(rect))
        #expect((info["rect"] as? NSValue)?.rectValue == rect)
        #expect((info["point"] as? NSValue)?.pointValue == CGPoint(x: 5, y: 6))
        #expect((info["size"] as? NSValue)?.sizeValue == CGSize(width: 7, height: 8))
        #expect((info["range"] as? NSValue)?.rangeValue == NSRange(location: 9, length: 10))
        #if !canImport(Darwin)
            #expect(info["rect"] as? CGRect == nil, "NSValue does not bridge to CGRect on Linux")
        #endif
        let decoded = try coder.decode(Everything.self, from: info)
        #expect(decoded.rect == rect)
        #expect(decoded.range == NSRange(location: 9, length: 10))
    }

    // MARK: Reading rules through the coder

    @Test("What Foundation-bridged code posts reads like what Swift code posts")
    func bridgedValues() throws {
        let decoded = try UploadFinished.descriptor.decode(userInfo: UploadFinished.bridgedUserInfo)
        #expect(decoded == UploadFinished.sample)
    }

    @Test("A String key and an NSString key with the same characters are an error naming the key, small or large")
    func stringAndNSStringKeysCollide() throws {
        for padding in [0, 40] {
            // Assigned one by one, not as a literal: on Darwin the two keys are equal and a literal holding both traps.
            var info: [AnyHashable: Any] = [:]
            info[AnyHashable(NSString(string: "LegacyUploadFileNameKey"))] = "from NSString"
            info[AnyHashable("LegacyUploadFileNameKey")] = "from String"
            for index in 0..<padding { info["padding\(index)"] = index }
            if info.count == padding + 2 {
                // Linux: the two keys hash apart, so the dictionary holds both, and which one is meant is unknown.
                let error = #expect(throws: NotificationDecodingError.self) {
                    try coder.decode(UploadStarted.self, from: info)
                }
                #expect(error?.path == ["LegacyUploadFileNameKey"])
                #expect(error?.description.contains("two keys read as \"LegacyUploadFileNameKey\"") == true)
            } else {
                // Darwin: the keys are equal, so the dictionary holds one of them.
                #expect(try coder.decode(UploadStarted.self, from: info).fileName == "from String")
            }
            info[AnyHashable("LegacyUploadFileNameKey")] = nil
            info[AnyHashable(NSString(string: "LegacyUploadFileNameKey"))] = "from NSString"
            #expect(try coder.decode(UploadStarted.self, from: info).fileName == "from NSString")
        }
    }

    @Test("Optionals: absent and NSNull read as nil, in userInfo and in nested dictionaries")
    func optionals() throws {
        var info = UploadFinished.bridgedUserInfo
        info["LegacyUploadNoteKey"] = nil
        #expect(try coder.decode(UploadFinished.self, from: info).note == nil)
        info["LegacyUploadNoteKey"] = NSString(string: "hi")
        #expect(try coder.decode(UploadFinished.self, from: info).note == "hi")
        info["LegacyUploadMetadataKey"] = ["retries": 1, "isResumed": false, "tags": [String](), "checksum": NSNull()]
        #expect(try coder.decode(UploadFinished.self, from: info).metadata.checksum == nil)
    }

    @Test("NSNumber exactness, Bool only from 0 or 1, CGFloat from Double and NSNumber, NSValue geometry")
    func numericAndGeometryRules() throws {
        var info = try UserInfoEncoder().encode(Everything.geometry(.zero))
        info["int8"] = NSNumber(value: 8)
        info["uint16"] = 16.0
        info["int64"] = NSNumber(value: 64.0)
        info["float"] = NSNumber(value: 0.5)
        info["flag"] = NSNumber(value: 1)
        info["cgFloat"] = NSNumber(value: 2.5)
        info["rect"] = NSValue(rect: CGRect(x: 1, y: 1, width: 1, height: 1))
        info["level"] = NSNumber(value: 2)
        let decoded = try coder.decode(Everything.self, from: info)
        #expect(decoded.int8 == 8)
        #expect(decoded.uint16 == 16)
        #expect(decoded.int64 == 64)
        #expect(decoded.float == 0.5)
        #expect(decoded.flag)
        #expect(decoded.cgFloat == 2.5)
        #expect(decoded.rect == CGRect(x: 1, y: 1, width: 1, height: 1))
        #expect(decoded.level == .high)
        info["cgFloat"] = 3.5
        #expect(try coder.decode(Everything.self, from: info).cgFloat == 3.5)
    }

    @Test("Date, URL, Data and UUID read only as themselves, never from their Codable representation")
    func foundationValuesAsThemselves() throws {
        var info = try UserInfoEncoder().encode(Everything.geometry(.zero))
        info["date"] = 12.0
        #expect(throws: NotificationDecodingError.self) { try coder.decode(Everything.self, from: info) }
        info["date"] = NSDate(timeIntervalSince1970: 12)
        info["url"] = "https://example.com"
        #expect(throws: NotificationDecodingError.self) { try coder.decode(Everything.self, from: info) }
        info["url"] = NSURL(string: "https://example.com")
        info["id"] = "00000000-0000-0000-0000-000000000000"
        #expect(throws: NotificationDecodingError.self) { try coder.decode(Everything.self, from: info) }
        info["id"] = UUID()
        info["data"] = NSData(data: Data([1]))
        #expect(try coder.decode(Everything.self, from: info).data == Data([1]))
    }

    @Test("decode(_:from: Notification) names the notification; decode(_:from: userInfo) names none")
    func decodeFromNotification() throws {
        let note = Notification(name: .init("N"), object: nil, userInfo: ["LegacyUploadFileNameKey": 3])
        #expect(throws: NotificationDecodingError.self) { try coder.decode(UploadStarted.self, from: note) }
        do {
            _ = try coder.decode(UploadStarted.self, from: note)
        } catch {
            #expect(error.name.rawValue == "N")
            #expect(error.description.hasPrefix("N: userInfo[\"LegacyUploadFileNameKey\"] is Int 3, expected String"))
        }
        do {
            _ = try coder.decode(UploadStarted.self, from: note.userInfo)
        } catch {
            #expect(error.description == #"userInfo["LegacyUploadFileNameKey"] is Int 3, expected String"#)
        }
    }

    // MARK: Overload resolution

    @Test("Codable payloads get the two-way descriptor, Decodable-only payloads the observe-only one")
    func overloadResolution() {
        #expect(UploadFinished.descriptor.hasEncoder)
        #expect(!UploadStarted.descriptor.hasEncoder)
        let explicit = NotificationDescriptor<UploadFinished>(.init("X"), userInfo: UploadFinished.self)
        #expect(explicit.hasEncoder)
    }

    @Test("A Decodable-only payload posted by type travels intact and still arrives")
    func decodableOnlyPostsIntact() {
        let center = NotificationCenter()
        let received = Collected<UploadStarted>()
        let token = center.observe(UploadStarted.self) { received.append($0) }
        center.post(UploadStarted(fileName: "a"))
        center.post(name: UploadStarted.descriptor.name, object: nil, userInfo: ["LegacyUploadFileNameKey": "b"])
        #expect(received.all == [UploadStarted(fileName: "a"), UploadStarted(fileName: "b")])
        token.cancel()
    }

    @Test("A hand-written converter decodes userInfo with the coder and reads object by hand")
    func handWrittenConverter() throws {
        struct Started: Sendable { var sender: Sender; var upload: UploadStarted }
        let descriptor = NotificationDescriptor<Started>(UploadStarted.descriptor.name) { note in
            Started(sender: try note.object(as: Sender.self), upload: try coder.decode(UploadStarted.self, from: note))
        }
        let sender = Sender()
        let started = try descriptor.decode(object: sender, userInfo: ["LegacyUploadFileNameKey": "x"])
        #expect(started.sender === sender)
        #expect(started.upload.fileName == "x")
        #expect(throws: NotificationDecodingError(name: descriptor.name, reason: .missingObject)) {
            try descriptor.decode(userInfo: ["LegacyUploadFileNameKey": "x"])
        }
    }

    // MARK: Encoding that cannot be userInfo

    struct NotKeyed: Codable, Sendable {
        var value: Int
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }

    @Test("A payload that does not encode with a keyed container is an EncodingError, not a crash")
    func topLevelNotKeyed() {
        #expect(throws: EncodingError.self) { try UserInfoEncoder().encode(NotKeyed(value: 1)) }
        #expect(throws: EncodingError.self) { try UserInfoEncoder().encode([1, 2]) }
    }
}

extension Everything {
    /// A value with the given rect and fixed other geometry.
    static func geometry(_ rect: CGRect) -> Everything {
        Everything(
            int: 1, int8: 2, uint16: 3, int64: 4, double: 5, float: 6, flag: false, cgFloat: 7, rect: rect,
            point: CGPoint(x: 5, y: 6), size: CGSize(width: 7, height: 8), range: NSRange(location: 9, length: 10),
            text: "t", data: Data(), date: Date(timeIntervalSince1970: 0), url: URL(fileURLWithPath: "/"),
            id: UUID(), level: .low, optionalInt: nil, nested: [], dictionary: [:])
    }
}

extension GlobalFailureHandlerTests {
    @Test("A payload that cannot be written as userInfo is not posted (API.md), and the failure is reported")
    func encodingFailurePostsNothing() throws {
        struct Broken: Codable, Sendable, Equatable, DescribedNotification {
            var value: Int
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(value)
            }
            static let descriptor = NotificationDescriptor(
                Notification.Name("Tests.Codable.Broken.\(UUID())"), userInfo: Broken.self)
        }
        let failures = Collected<NotificationEncodingError>()
        let previous = NotificationDiagnostics.encodingFailureHandler
        NotificationDiagnostics.encodingFailureHandler = { error in
            if error.name == Broken.descriptor.name { failures.append(error) }
        }
        defer { NotificationDiagnostics.encodingFailureHandler = previous }
        let center = NotificationCenter()
        let received = Collected<Broken>()
        let token = center.observe(Broken.self) { received.append($0) }
        let raw = Collected<Notification.Name>()
        let rawToken = center.addObserver(forName: Broken.descriptor.name, object: nil, queue: nil) {
            raw.append($0.name)
        }
        center.post(Broken(value: 7))
        #expect(received.all.isEmpty)
        #expect(raw.count == 0)
        #expect(failures.count == 1)
        #expect(failures.all.first?.description.hasSuffix("nothing was posted") == true)
        // `notification(_:)` still hands a test the value (intact), and reports the failure once more.
        #expect(try Broken.descriptor.decode(Broken.descriptor.notification(Broken(value: 8))) == Broken(value: 8))
        #expect(failures.count == 2)
        center.removeObserver(rawToken)
        token.cancel()
    }
}

/// A payload whose own `encode(to:)` and `init(from:)` use nested containers and a super encoder.
private struct HandCoded: Codable, Equatable {
    var width: Int
    var height: Int
    var tags: [String]
    var base: Int

    enum CodingKeys: String, CodingKey { case size, tags, base }
    enum SizeKeys: String, CodingKey { case width, height }

    init(width: Int, height: Int, tags: [String], base: Int) {
        (self.width, self.height, self.tags, self.base) = (width, height, tags, base)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = try container.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
        width = try size.decode(Int.self, forKey: .width)
        height = try size.decode(Int.self, forKey: .height)
        var tags = try container.nestedUnkeyedContainer(forKey: .tags)
        var collected: [String] = []
        while !tags.isAtEnd { collected.append(try tags.decode(String.self)) }
        self.tags = collected
        base = try container.superDecoder(forKey: .base).singleValueContainer().decode(Int.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var size = container.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
        try size.encode(width, forKey: .width)
        try size.encode(height, forKey: .height)
        var tags = container.nestedUnkeyedContainer(forKey: .tags)
        for tag in self.tags { try tags.encode(tag) }
        var base = container.superEncoder(forKey: .base).singleValueContainer()
        try base.encode(self.base)
    }
}

/// A value type with its own reading rule, used inside a Codable payload.
private struct Celsius: Codable, Equatable, UserInfoConvertible {
    var degrees: Double
    init(degrees: Double) { self.degrees = degrees }
    init?(userInfoValue value: Any) {
        if let degrees = Double(userInfoValue: value) {
            self.degrees = degrees
        } else if let text = value as? String, let degrees = Double(text) {
            self.degrees = degrees
        } else {
            return nil
        }
    }
}

private struct Weather: Codable, Equatable {
    var temperature: Celsius
}

@Suite("The userInfo coder's less common paths")
struct UserInfoCoderPathTests {
    @Test("Nested containers and super encoders write nested dictionaries and arrays, and read back")
    func nestedContainers() throws {
        let value = HandCoded(width: 3, height: 4, tags: ["a", "b"], base: 9)
        let info = try UserInfoEncoder().encode(value)
        let size = info["size"] as? [String: Any]
        #expect(size?["width"] as? Int == 3)
        #expect(info["tags"] as? [String] == ["a", "b"])
        #expect(info["base"] as? Int == 9)
        #expect(try UserInfoDecoder().decode(HandCoded.self, from: info) == value)
    }

    @Test("A UserInfoConvertible type inside a Codable payload reads by its own rule, not its Codable form")
    func userInfoConvertibleInside() throws {
        let coder = UserInfoDecoder()
        #expect(try coder.decode(Weather.self, from: ["temperature": "19"]).temperature == Celsius(degrees: 19))
        #expect(try coder.decode(Weather.self, from: ["temperature": NSNumber(value: 3)]).temperature.degrees == 3)
        #expect(throws: NotificationDecodingError.self) {
            try coder.decode(Weather.self, from: ["temperature": ["degrees": 3.0]])
        }
    }
}
