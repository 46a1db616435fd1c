// DO NOT EDIT: generated from Catalog/Specs/*.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

import Foundation
import NotificationCatalog
import NotificationDescriptors

/// Every catalog entry that exists here whose payload is its object alone, by member, with a run of it
/// through every API: a `Sendable` object is the same one in every payload; one that is not `Sendable`
/// is posted through the `OnPostingThread` twin, and the `Sendable` payload leaves it out.
let catalogObjectEntries: [(member: String, run: @Sendable () async throws -> Void)] = {
    var entries: [(member: String, run: @Sendable () async throws -> Void)] = []
    #if os(iOS) || !canImport(Darwin)
        entries.append(("applicationDidBecomeActive", {
            let object = UIApplication()
            try await everyAPI(.applicationDidBecomeActive) {
                NotificationDescriptor.applicationDidBecomeActive.notification(ApplicationDidBecomeActive(application: object))
            }
        }))
        entries.append(("applicationDidEnterBackground", {
            let object = UIApplication()
            try await everyAPI(.applicationDidEnterBackground) {
                NotificationDescriptor.applicationDidEnterBackground.notification(ApplicationDidEnterBackground(application: object))
            }
        }))
        entries.append(("applicationWillEnterForeground", {
            let object = UIApplication()
            try await everyAPI(.applicationWillEnterForeground) {
                NotificationDescriptor.applicationWillEnterForeground.notification(ApplicationWillEnterForeground(application: object))
            }
        }))
        entries.append(("applicationWillResignActive", {
            let object = UIApplication()
            try await everyAPI(.applicationWillResignActive) {
                NotificationDescriptor.applicationWillResignActive.notification(ApplicationWillResignActive(application: object))
            }
        }))
        entries.append(("applicationWillTerminate", {
            let object = UIApplication()
            try await everyAPI(.applicationWillTerminate) {
                NotificationDescriptor.applicationWillTerminate.notification(ApplicationWillTerminate(application: object))
            }
        }))
        entries.append(("applicationDidReceiveMemoryWarning", {
            let object = UIApplication()
            try await everyAPI(.applicationDidReceiveMemoryWarning) {
                NotificationDescriptor.applicationDidReceiveMemoryWarning.notification(ApplicationDidReceiveMemoryWarning(application: object))
            }
        }))
        entries.append(("deviceOrientationDidChange", {
            let object = UIDevice()
            try await everyAPI(.deviceOrientationDidChange) {
                NotificationDescriptor.deviceOrientationDidChange.notification(DeviceOrientationDidChange(device: object))
            }
        }))
        entries.append(("textFieldTextDidChange", {
            let object = UITextField()
            try await everyAPI(.textFieldTextDidChange) {
                NotificationDescriptor.textFieldTextDidChange.notification(TextFieldTextDidChange(textField: object))
            }
        }))
        entries.append(("applicationUserDidTakeScreenshot", {
            let object = UIApplication()
            try await everyAPI(.applicationUserDidTakeScreenshot) {
                NotificationDescriptor.applicationUserDidTakeScreenshot.notification(ApplicationUserDidTakeScreenshot(application: object))
            }
        }))
        entries.append(("textViewTextDidChange", {
            let object = UITextView()
            try await everyAPI(.textViewTextDidChange) {
                NotificationDescriptor.textViewTextDidChange.notification(TextViewTextDidChange(textView: object))
            }
        }))
        entries.append(("windowDidBecomeVisible", {
            let object = UIWindow()
            try await everyAPI(.windowDidBecomeVisible) {
                NotificationDescriptor.windowDidBecomeVisible.notification(WindowDidBecomeVisible(window: object))
            }
        }))
        entries.append(("applicationBackgroundRefreshStatusDidChange", {
            let object = UIApplication()
            try await everyAPI(.applicationBackgroundRefreshStatusDidChange) {
                NotificationDescriptor.applicationBackgroundRefreshStatusDidChange.notification(ApplicationBackgroundRefreshStatusDidChange(application: object))
            }
        }))
        entries.append(("applicationSignificantTimeChange", {
            let object = UIApplication()
            try await everyAPI(.applicationSignificantTimeChange) {
                NotificationDescriptor.applicationSignificantTimeChange.notification(ApplicationSignificantTimeChange(application: object))
            }
        }))
        entries.append(("menuControllerWillShowMenu", {
            let object = UIMenuController()
            try await everyAPI(.menuControllerWillShowMenu) {
                NotificationDescriptor.menuControllerWillShowMenu.notification(MenuControllerWillShowMenu(menuController: object))
            }
        }))
        entries.append(("applicationProtectedDataDidBecomeAvailable", {
            let object = UIApplication()
            try await everyAPI(.applicationProtectedDataDidBecomeAvailable) {
                NotificationDescriptor.applicationProtectedDataDidBecomeAvailable.notification(ApplicationProtectedDataDidBecomeAvailable(application: object))
            }
        }))
        entries.append(("textViewTextDidBeginEditing", {
            let object = UITextView()
            try await everyAPI(.textViewTextDidBeginEditing) {
                NotificationDescriptor.textViewTextDidBeginEditing.notification(TextViewTextDidBeginEditing(textView: object))
            }
        }))
        entries.append(("textViewTextDidEndEditing", {
            let object = UITextView()
            try await everyAPI(.textViewTextDidEndEditing) {
                NotificationDescriptor.textViewTextDidEndEditing.notification(TextViewTextDidEndEditing(textView: object))
            }
        }))
        entries.append(("sceneWillConnect", {
            let object = UIScene()
            try await everyAPI(.sceneWillConnect) {
                NotificationDescriptor.sceneWillConnect.notification(SceneWillConnect(scene: object))
            }
        }))
        entries.append(("sceneDidActivate", {
            let object = UIScene()
            try await everyAPI(.sceneDidActivate) {
                NotificationDescriptor.sceneDidActivate.notification(SceneDidActivate(scene: object))
            }
        }))
        entries.append(("deviceBatteryLevelDidChange", {
            let object = UIDevice()
            try await everyAPI(.deviceBatteryLevelDidChange) {
                NotificationDescriptor.deviceBatteryLevelDidChange.notification(DeviceBatteryLevelDidChange(device: object))
            }
        }))
        entries.append(("deviceBatteryStateDidChange", {
            let object = UIDevice()
            try await everyAPI(.deviceBatteryStateDidChange) {
                NotificationDescriptor.deviceBatteryStateDidChange.notification(DeviceBatteryStateDidChange(device: object))
            }
        }))
        entries.append(("menuControllerWillHideMenu", {
            let object = UIMenuController()
            try await everyAPI(.menuControllerWillHideMenu) {
                NotificationDescriptor.menuControllerWillHideMenu.notification(MenuControllerWillHideMenu(menuController: object))
            }
        }))
        entries.append(("sceneWillEnterForeground", {
            let object = UIScene()
            try await everyAPI(.sceneWillEnterForeground) {
                NotificationDescriptor.sceneWillEnterForeground.notification(SceneWillEnterForeground(scene: object))
            }
        }))
        entries.append(("menuControllerDidHideMenu", {
            let object = UIMenuController()
            try await everyAPI(.menuControllerDidHideMenu) {
                NotificationDescriptor.menuControllerDidHideMenu.notification(MenuControllerDidHideMenu(menuController: object))
            }
        }))
        entries.append(("sceneDidEnterBackground", {
            let object = UIScene()
            try await everyAPI(.sceneDidEnterBackground) {
                NotificationDescriptor.sceneDidEnterBackground.notification(SceneDidEnterBackground(scene: object))
            }
        }))
        entries.append(("screenBrightnessDidChange", {
            let object = UIScreen()
            try await everyAPI(.screenBrightnessDidChange) {
                NotificationDescriptor.screenBrightnessDidChange.notification(ScreenBrightnessDidChange(screen: object))
            }
        }))
        entries.append(("screenModeDidChange", {
            let object = UIScreen()
            try await everyAPI(.screenModeDidChange) {
                NotificationDescriptor.screenModeDidChange.notification(ScreenModeDidChange(screen: object))
            }
        }))
        entries.append(("applicationProtectedDataWillBecomeUnavailable", {
            let object = UIApplication()
            try await everyAPI(.applicationProtectedDataWillBecomeUnavailable) {
                NotificationDescriptor.applicationProtectedDataWillBecomeUnavailable.notification(ApplicationProtectedDataWillBecomeUnavailable(application: object))
            }
        }))
        entries.append(("sceneWillDeactivate", {
            let object = UIScene()
            try await everyAPI(.sceneWillDeactivate) {
                NotificationDescriptor.sceneWillDeactivate.notification(SceneWillDeactivate(scene: object))
            }
        }))
        entries.append(("sceneDidDisconnect", {
            let object = UIScene()
            try await everyAPI(.sceneDidDisconnect) {
                NotificationDescriptor.sceneDidDisconnect.notification(SceneDidDisconnect(scene: object))
            }
        }))
        entries.append(("screenCapturedDidChange", {
            let object = UIScreen()
            try await everyAPI(.screenCapturedDidChange) {
                NotificationDescriptor.screenCapturedDidChange.notification(ScreenCapturedDidChange(screen: object))
            }
        }))
        entries.append(("textFieldTextDidBeginEditing", {
            let object = UITextField()
            try await everyAPI(.textFieldTextDidBeginEditing) {
                NotificationDescriptor.textFieldTextDidBeginEditing.notification(TextFieldTextDidBeginEditing(textField: object))
            }
        }))
        entries.append(("windowDidBecomeHidden", {
            let object = UIWindow()
            try await everyAPI(.windowDidBecomeHidden) {
                NotificationDescriptor.windowDidBecomeHidden.notification(WindowDidBecomeHidden(window: object))
            }
        }))
        entries.append(("textContentStorageUnsupportedAttributeAdded", {
            try await everyAPI(.textContentStorageUnsupportedAttributeAdded) {
                NotificationDescriptor.textContentStorageUnsupportedAttributeAddedOnPostingThread.notification(
                    .init(TextContentStorageUnsupportedAttributeAdded(), sender: NSTextContentStorage()))
            }
        }))
        entries.append(("textStorageWillProcessEditing", {
            try await everyAPI(.textStorageWillProcessEditing) {
                NotificationDescriptor.textStorageWillProcessEditingOnPostingThread.notification(
                    .init(TextStorageWillProcessEditing(), sender: NSTextStorage()))
            }
        }))
        entries.append(("textStorageDidProcessEditing", {
            try await everyAPI(.textStorageDidProcessEditing) {
                NotificationDescriptor.textStorageDidProcessEditingOnPostingThread.notification(
                    .init(TextStorageDidProcessEditing(), sender: NSTextStorage()))
            }
        }))
        entries.append(("deviceProximityStateDidChange", {
            let object = UIDevice()
            try await everyAPI(.deviceProximityStateDidChange) {
                NotificationDescriptor.deviceProximityStateDidChange.notification(DeviceProximityStateDidChange(device: object))
            }
        }))
        entries.append(("documentStateChanged", {
            let object = UIDocument()
            try await everyAPI(.documentStateChanged) {
                NotificationDescriptor.documentStateChanged.notification(DocumentStateChanged(document: object))
            }
        }))
        entries.append(("pasteboardRemoved", {
            let object = UIPasteboard()
            try await everyAPI(.pasteboardRemoved) {
                NotificationDescriptor.pasteboardRemoved.notification(PasteboardRemoved(pasteboard: object))
            }
        }))
        entries.append(("screenReferenceDisplayModeStatusDidChange", {
            let object = UIScreen()
            try await everyAPI(.screenReferenceDisplayModeStatusDidChange) {
                NotificationDescriptor.screenReferenceDisplayModeStatusDidChange.notification(ScreenReferenceDisplayModeStatusDidChange(screen: object))
            }
        }))
        entries.append(("tableViewSelectionDidChange", {
            let object = UITableView()
            try await everyAPI(.tableViewSelectionDidChange) {
                NotificationDescriptor.tableViewSelectionDidChange.notification(TableViewSelectionDidChange(tableView: object))
            }
        }))
        entries.append(("viewControllerShowDetailTargetDidChange", {
            let object = UIViewController()
            try await everyAPI(.viewControllerShowDetailTargetDidChange) {
                NotificationDescriptor.viewControllerShowDetailTargetDidChange.notification(ViewControllerShowDetailTargetDidChange(viewController: object))
            }
        }))
        entries.append(("windowDidBecomeKey", {
            let object = UIWindow()
            try await everyAPI(.windowDidBecomeKey) {
                NotificationDescriptor.windowDidBecomeKey.notification(WindowDidBecomeKey(window: object))
            }
        }))
        entries.append(("windowDidResignKey", {
            let object = UIWindow()
            try await everyAPI(.windowDidResignKey) {
                NotificationDescriptor.windowDidResignKey.notification(WindowDidResignKey(window: object))
            }
        }))
    #endif
    return entries
}()
