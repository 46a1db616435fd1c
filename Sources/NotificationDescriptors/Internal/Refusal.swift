/// Stops the process with `message` on standard error, in every build.
///
/// The one way this library traps. `precondition` and `preconditionFailure` drop their message under `-O` (a release
/// build stops with "precondition failure" and nothing else); `fatalError` keeps it, so a refusal a user can reach (a
/// descriptor named after its own message type, a direct descriptor of a message type) says why and names the fix in
/// the build that ships. Never inlined: a caller's fast path keeps only the branch.
@usableFromInline @inline(never)
func _refuse(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message, file: file, line: line)
}

/// Stops the process with `message` (made only then) unless `condition` holds, in every build: `precondition` with
/// the message kept under `-O` (see `_refuse`).
@inlinable @inline(__always)
func _require(
    _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
    if !condition { _refuse(message(), file: file, line: line) }
}
