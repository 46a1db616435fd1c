import Foundation
import NotificationDescriptors

// refusal-demo: makes a descriptor this library refuses, in whatever build it was compiled in, to show that the
// refusal prints its message there (a release build: `swift run -c release refusal-demo`; Benchmarks/README.md,
// *Refusals in a release build*). It must stop before its last line.
//
//   refusal-demo named    # a descriptor named after its own Foundation message type
//   refusal-demo direct   # a direct descriptor of a Foundation message type that is a DescribedNotification

#if compiler(>=6.2)
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    struct Upload: Sendable, DescribedNotification, NotificationCenter.AsyncMessage {
        typealias Subject = NSObject
        var value: Int
        static let descriptor = NotificationDescriptor(carrying: Upload.self)
    }

    if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        switch CommandLine.arguments.dropFirst().first {
        case "direct":
            _ = NotificationDescriptor(carrying: Upload.self, delivery: .typedObserversOnly)
        default:
            _ = NotificationDescriptor(carrying: Upload.self, name: Notification.Name(String(reflecting: Upload.self)))
        }
        print("not refused")
    }
#endif
