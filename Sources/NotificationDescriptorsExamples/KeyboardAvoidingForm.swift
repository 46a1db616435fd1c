// The README's "In SwiftUI and Combine" view, compiled where SwiftUI and UIKit exist (apple-typecheck checks it for iOS
// on Linux); on Linux this file is empty. Not a product. scripts/check-readme checks that the README's ```swift apple
// blocks are lines of these files.
#if canImport(SwiftUI) && canImport(UIKit)
    import NotificationCatalog
    import NotificationDescriptorsUI
    import SwiftUI

    /// A form that keeps its text field above the keyboard: the keyboard's typed payload drives the bottom padding,
    /// animated with the keyboard's own duration. (SwiftUI avoids the keyboard by itself since iOS 14; this view turns
    /// that off with `ignoresSafeArea(.keyboard)` to show the notifications at work.)
    struct KeyboardAvoidingForm: View {
        @State private var message = ""
        @State private var inset: CGFloat = 0

        var body: some View {
            GeometryReader { geometry in
                VStack {
                    Spacer()
                    TextField("Message", text: $message)
                        .textFieldStyle(.roundedBorder)
                        .padding()
                }
                .padding(.bottom, inset)
                .onNotification(.keyboardWillChangeFrame) { keyboard in  // typed, on the main actor
                    let overlap = geometry.frame(in: .global).maxY - keyboard.frameEnd.minY  // screen coordinates
                    withAnimation(.easeOut(duration: keyboard.animationDuration)) { inset = max(0, overlap) }
                }
                .onNotification(.keyboardWillHide) { keyboard in
                    withAnimation(.easeOut(duration: keyboard.animationDuration)) { inset = 0 }
                }
            }
            .ignoresSafeArea(.keyboard)
        }
    }

    /// The modifier inside a `ViewModifier`, whose `body(content:)` SwiftUI runs on the main actor too.
    struct KeyboardVisibility: ViewModifier {
        @Binding var isVisible: Bool

        func body(content: Content) -> some View {
            content
                .onNotification(.keyboardDidShow) { _ in isVisible = true }
                .onNotification(.keyboardDidHide) { _ in isVisible = false }
        }
    }

    /// The by-type and `object:` forms, with an app-defined notification.
    struct SearchStatus: View {
        let field: AnyObject
        @State private var query = ""

        var body: some View {
            Text(query.isEmpty ? "Type to search" : "Searching for \(query)")
                .onNotification(SearchQueryChanged.self, object: field) { change in query = change.text }
                .onNotification(SearchQueryChanged.descriptor, center: .default) { change in print(change.text) }
        }
    }
#endif
