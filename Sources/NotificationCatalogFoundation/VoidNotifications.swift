import Foundation
public import NotificationDescriptors

// The five Foundation notifications that carry nothing: observers learn only that they were posted. Their
// descriptors accept any object and userInfo, and their encoders write none, like Apple's posters.

extension NotificationDescriptor where Payload == Void {
    /// The process is about to start its first extra thread.
    ///
    /// - **Posted on Linux:** **no**. Foundation declares the name but never posts it (starting a `Thread` does
    ///   not). On Apple platforms `Thread` posts it once, when the first thread is detached.
    /// - **Object:** none. **userInfo:** none.
    /// - **Foundation constant:** `Notification.Name.NSWillBecomeMultiThreaded`.
    /// - **On Linux use instead:** nothing: a Swift program on Linux is multithreaded from the start (Dispatch and
    ///   the concurrency runtime run their own threads).
    public static var willBecomeMultiThreaded: Self { _willBecomeMultiThreaded }

    /// The process went back to a single thread.
    ///
    /// - **Posted on Linux:** **no**, and not on Apple platforms either: Apple documents it as not implemented.
    /// - **Object:** none. **userInfo:** none.
    /// - **Foundation constant:** `Notification.Name.NSDidBecomeSingleThreaded`.
    /// - **On Linux use instead:** nothing; no platform reports this.
    public static var didBecomeSingleThreaded: Self { _didBecomeSingleThreaded }

    /// The user's current locale changed.
    ///
    /// - **Posted on Linux:** **no**. Foundation declares the name but nothing posts it: the current locale comes
    ///   from the environment (`LANG`, `LC_ALL`, ...) and nothing reports a change. On Apple platforms
    ///   Foundation posts it when the user changes the locale in System Settings.
    /// - **Object:** none. **userInfo:** none.
    /// - **Foundation constant:** `NSLocale.currentLocaleDidChangeNotification`.
    /// - **On Linux use instead:** read `Locale.current` when you need it.
    public static var currentLocaleDidChange: Self { _currentLocaleDidChange }

    /// The system time zone changed.
    ///
    /// - **Posted on Linux:** **no**. Foundation declares the name, but `NSTimeZone.resetSystemTimeZone()` only
    ///   clears its cache and nothing watches `/etc/localtime` or `TZ`. On Apple platforms Foundation posts it when
    ///   the system time zone changes.
    /// - **Object:** none. **userInfo:** none.
    /// - **Foundation constant:** `Notification.Name.NSSystemTimeZoneDidChange`.
    /// - **On Linux use instead:** call `NSTimeZone.resetSystemTimeZone()` and read `TimeZone.current` again when
    ///   it matters, or watch `/etc/localtime` yourself (for example with a `DispatchSource` file-system source).
    public static var systemTimeZoneDidChange: Self { _systemTimeZoneDidChange }

    /// The calendar day changed (at midnight, or when the clock or time zone moves past one).
    ///
    /// - **Posted on Linux:** **no**. Foundation declares the name but never posts it. On Apple platforms
    ///   Foundation posts it when the day changes.
    /// - **Object:** none. **userInfo:** none.
    /// - **Foundation constant:** `Notification.Name.NSCalendarDayChanged`.
    /// - **On Linux use instead:** a `Timer` for the start of the next day (`Calendar.current.startOfDay(for:)`
    ///   plus one day), re-armed each time it fires.
    public static var calendarDayChanged: Self { _calendarDayChanged }
}

private let _willBecomeMultiThreaded = NotificationDescriptor<Void>(
    CatalogNames.willBecomeMultiThreaded
)
private let _didBecomeSingleThreaded = NotificationDescriptor<Void>(
    CatalogNames.didBecomeSingleThreaded
)
private let _currentLocaleDidChange = NotificationDescriptor<Void>(
    CatalogNames.currentLocaleDidChange
)
private let _systemTimeZoneDidChange = NotificationDescriptor<Void>(
    CatalogNames.systemTimeZoneDidChange
)
private let _calendarDayChanged = NotificationDescriptor<Void>(CatalogNames.calendarDayChanged)

extension CatalogEntry {
    private static func void(
        _ descriptor: NotificationDescriptor<Void>,
        member: String,
        foundationConstant: String,
        postedBy: String,
        useInstead: String,
        summary: String
    ) -> CatalogEntry {
        CatalogEntry(
            descriptor, payload: .sendable, member: member, foundationConstant: foundationConstant,
            declaredIn: "Foundation",
            objectType: nil, keys: [], isPostedOnLinux: false, postedBy: postedBy, useInstead: useInstead,
            summary: summary,
            fields: { (_: Void) in [] }
        )
    }

    package static let willBecomeMultiThreaded = void(
        .willBecomeMultiThreaded,
        member: "willBecomeMultiThreaded",
        foundationConstant: "Notification.Name.NSWillBecomeMultiThreaded",
        postedBy: "Nobody on Linux (declared only; starting a Thread does not post it). On Apple platforms, Thread, "
            + "once, when the first thread is detached.",
        useInstead: "Nothing: a Swift program on Linux is multithreaded from the start.",
        summary: "The process is about to start its first extra thread."
    )

    package static let didBecomeSingleThreaded = void(
        .didBecomeSingleThreaded,
        member: "didBecomeSingleThreaded",
        foundationConstant: "Notification.Name.NSDidBecomeSingleThreaded",
        postedBy: "Nobody, on any platform (Apple documents it as not implemented).",
        useInstead: "Nothing; no platform reports this.",
        summary: "The process went back to a single thread."
    )

    package static let currentLocaleDidChange = void(
        .currentLocaleDidChange,
        member: "currentLocaleDidChange",
        foundationConstant: "NSLocale.currentLocaleDidChangeNotification",
        postedBy: "Nobody on Linux (declared only). On Apple platforms, Foundation when the user changes the locale.",
        useInstead: "Read Locale.current when you need it; on Linux it comes from the environment (LANG, LC_ALL, "
            + "...) and nothing reports a change.",
        summary: "The user's current locale changed."
    )

    package static let systemTimeZoneDidChange = void(
        .systemTimeZoneDidChange,
        member: "systemTimeZoneDidChange",
        foundationConstant: "Notification.Name.NSSystemTimeZoneDidChange",
        postedBy: "Nobody on Linux (declared only; NSTimeZone.resetSystemTimeZone() only clears the cache). On Apple "
            + "platforms, Foundation when the system time zone changes.",
        useInstead: "Call NSTimeZone.resetSystemTimeZone() and read TimeZone.current again when it matters, or watch "
            + "/etc/localtime yourself (e.g. a DispatchSource file-system source).",
        summary: "The system time zone changed."
    )

    package static let calendarDayChanged = void(
        .calendarDayChanged,
        member: "calendarDayChanged",
        foundationConstant: "Notification.Name.NSCalendarDayChanged",
        postedBy: "Nobody on Linux (declared only). On Apple platforms, Foundation when the calendar day changes.",
        useInstead: "A Timer for the start of the next day (Calendar.current.startOfDay(for:) plus one day), "
            + "re-armed each time it fires.",
        summary: "The calendar day changed."
    )
}
