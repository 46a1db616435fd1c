// DO NOT EDIT: generated from Catalog/Specs/Foundation.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

public import Foundation
public import NotificationDescriptors

extension NotificationDescriptor where Payload == Void {
    /// The process is about to start its first extra thread.
    ///
    /// - **Posted on Linux:** **no**. Nobody on Linux (declared only; starting a Thread does not post it). On Apple
    ///   platforms, Thread, once, when the first thread is detached.
    /// - **Object:** none. **userInfo:** none.
    /// - **Constant:** `Notification.Name.NSWillBecomeMultiThreaded` (`NSWillBecomeMultiThreadedNotification`).
    /// - **On Linux use instead:** Nothing: a Swift program on Linux is multithreaded from the start.
    public static var willBecomeMultiThreaded: Self { _willBecomeMultiThreaded }
}

private let _willBecomeMultiThreaded = NotificationDescriptor<Void>(Notification.Name.NSWillBecomeMultiThreaded)

extension NotificationDescriptor where Payload == Void {
    /// The process went back to a single thread.
    ///
    /// - **Posted on Linux:** **no**. Nobody, on any platform (Apple documents it as not implemented).
    /// - **Object:** none. **userInfo:** none.
    /// - **Constant:** `Notification.Name.NSDidBecomeSingleThreaded` (`NSDidBecomeSingleThreadedNotification`).
    /// - **On Linux use instead:** Nothing; no platform reports this.
    public static var didBecomeSingleThreaded: Self { _didBecomeSingleThreaded }
}

private let _didBecomeSingleThreaded = NotificationDescriptor<Void>(Notification.Name.NSDidBecomeSingleThreaded)

extension NotificationDescriptor where Payload == Void {
    /// The user's current locale changed.
    ///
    /// - **Posted on Linux:** **no**. Nobody on Linux (declared only). On Apple platforms, Foundation when the user
    ///   changes the locale.
    /// - **Object:** none. **userInfo:** none.
    /// - **Constant:** `NSLocale.currentLocaleDidChangeNotification` (`NSCurrentLocaleDidChangeNotification`).
    /// - **On Linux use instead:** Read Locale.current when you need it; on Linux it comes from the environment (LANG,
    ///   LC_ALL, ...) and nothing reports a change.
    ///
    /// The value on iOS is taken to be Linux Foundation's, CFLocale's kCFLocaleCurrentLocaleDidChangeNotification,
    /// which NSCurrentLocaleDidChangeNotification bridges to; not verified on a device.
    public static var currentLocaleDidChange: Self { _currentLocaleDidChange }
}

private let _currentLocaleDidChange = NotificationDescriptor<Void>(NSLocale.currentLocaleDidChangeNotification)

extension NotificationDescriptor where Payload == Void {
    /// The system time zone changed.
    ///
    /// - **Posted on Linux:** **no**. Nobody on Linux (declared only; NSTimeZone.resetSystemTimeZone() only clears the
    ///   cache). On Apple platforms, Foundation when the system time zone changes.
    /// - **Object:** none. **userInfo:** none.
    /// - **Constant:** `Notification.Name.NSSystemTimeZoneDidChange` (`NSSystemTimeZoneDidChangeNotification`).
    /// - **On Linux use instead:** Call NSTimeZone.resetSystemTimeZone() and read TimeZone.current again when it
    ///   matters, or watch /etc/localtime yourself (e.g. a DispatchSource file-system source).
    public static var systemTimeZoneDidChange: Self { _systemTimeZoneDidChange }
}

private let _systemTimeZoneDidChange = NotificationDescriptor<Void>(Notification.Name.NSSystemTimeZoneDidChange)

extension NotificationDescriptor where Payload == Void {
    /// The calendar day changed.
    ///
    /// - **Posted on Linux:** **no**. Nobody on Linux (declared only). On Apple platforms, Foundation when the calendar
    ///   day changes.
    /// - **Object:** none. **userInfo:** none.
    /// - **Constant:** `Notification.Name.NSCalendarDayChanged` (`NSCalendarDayChangedNotification`).
    /// - **On Linux use instead:** A Timer for the start of the next day (Calendar.current.startOfDay(for:) plus one
    ///   day), re-armed each time it fires.
    public static var calendarDayChanged: Self { _calendarDayChanged }
}

private let _calendarDayChanged = NotificationDescriptor<Void>(Notification.Name.NSCalendarDayChanged)
