import Foundation
import NotificationCatalogTool

// Synchronous on purpose: `demo` runs the main thread's run loop, which FileHandle notifications need.
exit(NotificationCatalogCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
