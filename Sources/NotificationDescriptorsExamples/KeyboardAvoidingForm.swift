// The README's "In SwiftUI and Combine" view, compiled where SwiftUI and UIKit exist (apple-typecheck checks it for iOS
// on Linux); on Linux this file is empty. Not a product.
#if canImport(SwiftUI) && canImport(UIKit)
    import NotificationCatalog
    import NotificationDescriptorsUI
    import SwiftUI

    /// A form that keeps its text field above the keyboard: the keyboard's typed payload drives the bottom padding,
    /// animated with the keyboard's own duration.
    struct KeyboardAvoidingForm: View {
        @State private var message = ""
        @State private var keyboardOverlap: CGFloat = 0

        var body: some View {
            GeometryReader { geometry in
                VStack {
                    Spacer()
                    TextField("Message", text: $message)
                        .textFieldStyle(.roundedBorder)
                        .padding()
                }
                .padding(.bottom, keyboardOverlap)
                .onNotification(.keyboardWillChangeFrame) { keyboard in
                    // Screen coordinates: how far the keyboard's final frame reaches into this view.
                    let overlap = geometry.frame(in: .global).maxY - keyboard.frameEnd.minY
                    withAnimation(.easeOut(duration: keyboard.animationDuration)) {
                        keyboardOverlap = max(0, overlap)
                    }
                }
                .onNotification(.keyboardWillHide) { keyboard in
                    withAnimation(.easeOut(duration: keyboard.animationDuration)) { keyboardOverlap = 0 }
                }
            }
            .ignoresSafeArea(.keyboard)
        }
    }
#endif
