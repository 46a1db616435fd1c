/// The value `value` holds when its type is exactly `T` (not an `Optional`, a class bridged to `T` or an existential
/// around one), else `nil`: the existential opened and its type compared with `T`'s metadata, where `as? T` runs the
/// runtime's general cast (about 150 to 400 instructions). Callers that accept more than exactly `T` still cast when
/// this returns `nil`, so the answer is the cast's.
@inline(__always)
func _exactValue<T>(of value: Any, as _: T.Type) -> T? {
    func open<Stored>(_ stored: Stored) -> T? {
        guard Stored.self == T.self else { return nil }
        return unsafeBitCast(stored, to: T.self)
    }
    return open(value)
}
