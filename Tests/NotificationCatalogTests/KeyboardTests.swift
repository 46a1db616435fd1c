import Foundation
import NotificationCatalog
import NotificationDescriptors
import NotificationFixtures
import Testing

@Suite struct KeyboardTests {
    static let begin = CGRect(x: 0, y: 812, width: 375, height: 0)
    static let end = CGRect(x: 0, y: 476, width: 375, height: 336)
    static let descriptors: [NotificationDescriptor<KeyboardPayload>] = [
        .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide, .keyboardWillChangeFrame,
        .keyboardDidChangeFrame,
    ]

    /// `userInfo` exactly as UIKit builds it on iOS.
    static func iOSUserInfo(curve: Int = 7, isLocal: Bool? = true) -> [AnyHashable: Any] {
        var userInfo: [AnyHashable: Any] = [
            "UIKeyboardFrameBeginUserInfoKey": NSValue(rect: begin),
            "UIKeyboardFrameEndUserInfoKey": NSValue(rect: end),
            "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
            "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: curve),
        ]
        if let isLocal { userInfo["UIKeyboardIsLocalUserInfoKey"] = NSNumber(value: isLocal) }
        return userInfo
    }

    @Test(arguments: descriptors.map(\.name.rawValue))
    func decodesTheIOSShape(_ rawName: String) throws {
        let descriptor = try #require(Self.descriptors.first { $0.name.rawValue == rawName })
        let payload = try descriptor.decode(userInfo: Self.iOSUserInfo())
        #expect(
            payload
                == KeyboardPayload(
                    frameBegin: Self.begin, frameEnd: Self.end, animationDuration: 0.25,
                    animationCurve: KeyboardAnimationCurve(rawValue: 7), isLocal: true
                )
        )
        #expect(payload.animationCurve.rawValue == 7, "UIKit's undocumented curve is kept")
    }

    @Test func decodesPlainSwiftValues() throws {
        let payload = try NotificationDescriptor.keyboardWillHide.decode(userInfo: [
            "UIKeyboardFrameBeginUserInfoKey": Self.end,
            "UIKeyboardFrameEndUserInfoKey": Self.begin,
            "UIKeyboardAnimationDurationUserInfoKey": 0.3,
            "UIKeyboardAnimationCurveUserInfoKey": 2,
        ])
        #expect(
            payload
                == KeyboardPayload(
                    frameBegin: Self.end, frameEnd: Self.begin, animationDuration: 0.3, animationCurve: .easeOut,
                    isLocal: nil
                )
        )
    }

    @Test func theEncoderWritesTheIOSShape() throws {
        let payload = KeyboardPayload(
            frameBegin: Self.begin, frameEnd: Self.end, animationDuration: 0.25,
            animationCurve: KeyboardAnimationCurve(rawValue: 7), isLocal: true
        )
        let notification = NotificationDescriptor.keyboardWillShow.notification(payload)
        #expect(notification.object == nil)
        let expected = try FixturePayload(
            parsing: Data(
                """
                {"name": "UIKeyboardWillShowNotification", "userInfo": {
                  "UIKeyboardFrameBeginUserInfoKey": {"NSValue": {"CGRect": [0, 812, 375, 0]}},
                  "UIKeyboardFrameEndUserInfoKey": {"NSValue": {"CGRect": [0, 476, 375, 336]}},
                  "UIKeyboardAnimationDurationUserInfoKey": {"NSNumber": {"Double": 0.25}},
                  "UIKeyboardAnimationCurveUserInfoKey": {"NSNumber": {"Int": 7}},
                  "UIKeyboardIsLocalUserInfoKey": {"NSNumber": {"Bool": true}}
                }}
                """.utf8
            )
        )
        let rendered = try FixturePayload(rendering: notification)
        #expect(rendered.name == expected.name)
        #expect(rendered.object == nil)
        let sortedExpected = try #require(expected.userInfo).sorted { $0.key.jsonText < $1.key.jsonText }
        #expect(rendered.userInfo == sortedExpected)

        // Code written against UIKit's userInfo reads it the UIKit way.
        let userInfo = try #require(notification.userInfo)
        #expect((userInfo["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.rectValue == Self.end)
        #expect((userInfo["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue == 0.25)
        #expect((userInfo["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue == 7)
    }

    @Test(arguments: [nil, true, false] as [Bool?], [0, 3, 7, -1, 1000])
    func roundTripsThroughEveryDescriptor(isLocal: Bool?, curve: Int) throws {
        let payload = KeyboardPayload(
            frameBegin: CGRect(x: 1.5, y: -2, width: 320.25, height: 0), frameEnd: Self.end,
            animationDuration: 0.4, animationCurve: KeyboardAnimationCurve(rawValue: curve), isLocal: isLocal
        )
        for descriptor in Self.descriptors {
            #expect(try descriptor.decode(descriptor.notification(payload)) == payload)
            let userInfo = try #require(descriptor.notification(payload).userInfo)
            #expect((userInfo["UIKeyboardIsLocalUserInfoKey"] == nil) == (isLocal == nil))
        }
    }

    @Test func postedPayloadsReachTypedAndRawObservers() async throws {
        let center = NotificationCenter()
        let payload = KeyboardPayload(
            frameBegin: Self.begin, frameEnd: Self.end, animationDuration: 0.25, animationCurve: .easeInOut
        )
        try await confirmation(expectedCount: 2) { received in
            let token = center.observe(.keyboardDidChangeFrame) { keyboard in
                #expect(keyboard == payload)
                received()
            }
            let raw = center.addObserver(
                forName: Notification.Name("UIKeyboardDidChangeFrameNotification"), object: nil, queue: nil
            ) {
                note in
                #expect((note.userInfo?["UIKeyboardFrameBeginUserInfoKey"] as? NSValue)?.rectValue == Self.begin)
                received()
            }
            center.post(.keyboardDidChangeFrame, payload)
            center.removeObserver(raw)
            token.cancel()
            _ = try #require(token.isCancelled ? token : nil)
        }
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        let label: String
        let replacing: String
        let value: (any Sendable)?
        let error: String
        var testDescription: String { label }
    }

    static let malformed: [Malformed] = [
        Malformed(
            label: "frame is an NSValue holding a point", replacing: "UIKeyboardFrameEndUserInfoKey",
            value: NSValue(point: CGPoint(x: 0, y: 476)),
            error:
                #"UIKeyboardWillShowNotification: userInfo["UIKeyboardFrameEndUserInfoKey"] is NSValue(CGPoint) {0.0, 476.0}, "#
                + "expected CGRect"
        ),
        Malformed(
            label: "frame is an NSNumber (an NSValue whose rectValue would crash)",
            replacing: "UIKeyboardFrameBeginUserInfoKey", value: NSNumber(value: 0),
            error:
                #"UIKeyboardWillShowNotification: userInfo["UIKeyboardFrameBeginUserInfoKey"] is NSNumber 0, "#
                + "expected CGRect"
        ),
        Malformed(
            label: "frame is an NSValue holding a range", replacing: "UIKeyboardFrameBeginUserInfoKey",
            value: NSValue(range: NSRange(location: 0, length: 1)),
            error:
                #"UIKeyboardWillShowNotification: userInfo["UIKeyboardFrameBeginUserInfoKey"] is NSValue(NSRange) {0, 1}, "#
                + "expected CGRect"
        ),
        Malformed(
            label: "curve is a String", replacing: "UIKeyboardAnimationCurveUserInfoKey", value: "7",
            error:
                #"UIKeyboardWillShowNotification: userInfo["UIKeyboardAnimationCurveUserInfoKey"] is String "7", "#
                + "expected Int; a String is never parsed as a number"
        ),
        Malformed(
            label: "curve is a fractional NSNumber", replacing: "UIKeyboardAnimationCurveUserInfoKey",
            value: NSNumber(value: 1.5),
            error:
                #"UIKeyboardWillShowNotification: userInfo["UIKeyboardAnimationCurveUserInfoKey"] is NSNumber 1.5, "#
                + "expected Int; 1.5 is not exactly an Int"
        ),
        Malformed(
            label: "duration is missing", replacing: "UIKeyboardAnimationDurationUserInfoKey", value: nil,
            error: #"UIKeyboardWillShowNotification: userInfo["UIKeyboardAnimationDurationUserInfoKey"] is missing"#
        ),
        Malformed(
            label: "isLocal is the NSNumber 2", replacing: "UIKeyboardIsLocalUserInfoKey", value: NSNumber(value: 2),
            error:
                #"UIKeyboardWillShowNotification: userInfo["UIKeyboardIsLocalUserInfoKey"] is NSNumber 2, "#
                + "expected Bool; 2 is not 0 or 1, so it is not a Bool"
        ),
    ]

    /// Linux only: a `CGFloat` does not bridge to `NSNumber` there, so it is no `Double`. On Apple platforms it bridges,
    /// and the duration reads as 0.25.
    @Test func cgFloatDurationReadsOnlyWhereCGFloatBridges() throws {
        var userInfo = Self.iOSUserInfo()
        userInfo["UIKeyboardAnimationDurationUserInfoKey"] = CGFloat(0.25)
        #if canImport(Darwin)
            #expect(try NotificationDescriptor.keyboardWillShow.decode(userInfo: userInfo).animationDuration == 0.25)
        #else
            let error = #expect(throws: NotificationDecodingError.self) {
                try NotificationDescriptor.keyboardWillShow.decode(userInfo: userInfo)
            }
            #expect(
                error?.description
                    == #"UIKeyboardWillShowNotification: userInfo["UIKeyboardAnimationDurationUserInfoKey"] is CGFloat "#
                    + "0.25, expected Double; a CGFloat does not bridge to NSNumber on Linux, so it reads only as CGFloat"
            )
        #endif
    }

    @Test(arguments: malformed)
    func malformedPayloadsFailWithTheExactError(_ row: Malformed) {
        var userInfo = Self.iOSUserInfo()
        userInfo[row.replacing] = row.value
        let error = #expect(throws: NotificationDecodingError.self) {
            try NotificationDescriptor.keyboardWillShow.decode(userInfo: userInfo)
        }
        #expect(error?.description == row.error)
    }

    @Test func noUserInfoFails() {
        #expect(
            throws: NotificationDecodingError(
                name: NotificationDescriptor.keyboardWillShow.name, reason: .missingUserInfo
            )
        ) {
            try NotificationDescriptor.keyboardWillShow.decode(userInfo: nil)
        }
    }

    // MARK: - Animation curve

    @Test func documentedCurvesHaveUIKitsRawValues() {
        #expect(KeyboardAnimationCurve.easeInOut.rawValue == 0)
        #expect(KeyboardAnimationCurve.easeIn.rawValue == 1)
        #expect(KeyboardAnimationCurve.easeOut.rawValue == 2)
        #expect(KeyboardAnimationCurve.linear.rawValue == 3)
        #expect(KeyboardAnimationCurve.linear.description == "linear")
        #expect(KeyboardAnimationCurve(rawValue: 7).description == "KeyboardAnimationCurve(rawValue: 7)")
    }

    @Test(arguments: 0...15)
    func animationOptionsConversionIsLossless(_ raw: Int) throws {
        let curve = KeyboardAnimationCurve(rawValue: raw)
        let options = try #require(curve.animationOptionsRawValue)
        #expect(options == UInt(raw) << 16)
        #expect(KeyboardAnimationCurve(animationOptionsRawValue: options) == curve)
    }

    @Test func animationOptionsOfTheKeyboardsOwnCurve() {
        #expect(KeyboardAnimationCurve(rawValue: 7).animationOptionsRawValue == 0x7_0000)
        // Other option bits (allowUserInteraction = 1 << 1, a transition = 1 << 20) do not disturb the curve.
        #expect(KeyboardAnimationCurve(animationOptionsRawValue: 0x7_0000 | 1 << 1 | 1 << 20).rawValue == 7)
        #expect(KeyboardAnimationCurve(rawValue: 16).animationOptionsRawValue == nil)
        #expect(KeyboardAnimationCurve(rawValue: -1).animationOptionsRawValue == nil)
    }
}
