// Portable atomics for NotificationDescriptors' delivery engine: C11 <stdatomic.h> operations on a 64-bit word (an
// observation's state) and a 32-bit word (a hub's flags), inline, so they compile to the same single instructions as
// Swift's `Atomic` (which needs macOS 15 / iOS 18) and ThreadSanitizer sees every one of them as an atomic access.
//
// Each word is a plain `Int64` / `Int32` stored property of a Swift class instance, so no C type appears in any Swift
// declaration (clients of the library never need this module: it is an `internal import`); every access goes through
// these functions, which treat it as `_Atomic(int64_t)` / `_Atomic(int32_t)`. The word must be naturally aligned
// (Swift aligns `Int64` to 8 bytes on every Apple platform, watchOS arm64_32 included, and on Linux). Not a product: a
// target the library itself depends on.

#ifndef C_NOTIFICATION_ATOMICS_H
#define C_NOTIFICATION_ATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#define CND_WORD(word) ((_Atomic(int64_t) *)(word))

/// Loads the word with acquire ordering.
static inline __attribute__((always_inline)) int64_t cnd_load_acquire(int64_t *word) {
    return atomic_load_explicit(CND_WORD(word), memory_order_acquire);
}

/// Stores `value` with release ordering.
static inline __attribute__((always_inline)) void cnd_store_release(int64_t *word, int64_t value) {
    atomic_store_explicit(CND_WORD(word), value, memory_order_release);
}

/// Adds `delta` (acquire-release); returns the value before.
static inline __attribute__((always_inline)) int64_t cnd_fetch_add_acq_rel(int64_t *word, int64_t delta) {
    return atomic_fetch_add_explicit(CND_WORD(word), delta, memory_order_acq_rel);
}

/// Adds `delta` with release ordering.
static inline __attribute__((always_inline)) void cnd_add_release(int64_t *word, int64_t delta) {
    atomic_fetch_add_explicit(CND_WORD(word), delta, memory_order_release);
}

/// Subtracts `delta` with release ordering.
static inline __attribute__((always_inline)) void cnd_subtract_release(int64_t *word, int64_t delta) {
    atomic_fetch_sub_explicit(CND_WORD(word), delta, memory_order_release);
}

/// Subtracts `delta` (acquire-release).
static inline __attribute__((always_inline)) void cnd_subtract_acq_rel(int64_t *word, int64_t delta) {
    atomic_fetch_sub_explicit(CND_WORD(word), delta, memory_order_acq_rel);
}

/// Replaces the word with `desired` if it holds `*expected` (acquire-release), else loads it into `*expected`
/// (acquire); returns whether it replaced it.
static inline __attribute__((always_inline)) bool cnd_compare_exchange_acq_rel(
    int64_t *word, int64_t *expected, int64_t desired) {
    return atomic_compare_exchange_strong_explicit(
        CND_WORD(word), expected, desired, memory_order_acq_rel, memory_order_acquire);
}

/// Sets the bits of `bits` with release ordering.
static inline __attribute__((always_inline)) void cnd_or_release(int64_t *word, int64_t bits) {
    atomic_fetch_or_explicit(CND_WORD(word), bits, memory_order_release);
}


#define CND_WORD32(word) ((_Atomic(int32_t) *)(word))

/// Loads the 32-bit word with acquire ordering.
static inline __attribute__((always_inline)) int32_t cnd_load32_acquire(int32_t *word) {
    return atomic_load_explicit(CND_WORD32(word), memory_order_acquire);
}

/// Sets the bits of `bits` in the 32-bit word with release ordering.
static inline __attribute__((always_inline)) void cnd_or32_release(int32_t *word, int32_t bits) {
    atomic_fetch_or_explicit(CND_WORD32(word), bits, memory_order_release);
}

#endif
