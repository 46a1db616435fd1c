/// `unsafeDowncast(object, to: T.self)` at a site where `invariant` says why `object` is a `T`: checked in debug
/// builds, where a broken invariant traps with a message naming it (rather than the standard library's "invalid
/// unsafeDowncast"), and free in release builds, where the check is not compiled.
@inline(__always)
func _downcast<T: AnyObject>(_ object: AnyObject, to _: T.Type, by invariant: StaticString) -> T {
    assert(object is T, "NotificationDescriptors: broken invariant: \(invariant)")
    return unsafeDowncast(object, to: T.self)
}
