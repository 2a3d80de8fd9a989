#ifndef C_GESTURES_RUNTIME_H
#define C_GESTURES_RUNTIME_H

/// The Swift runtime's own entry point, exported by every Swift runtime (and part of its stable
/// ABI on Apple's platforms): retains the object at `object` and returns it, unless the object's
/// deinitialization has begun, then returns null and retains nothing. A weak load does the same
/// through the object's side table. The object's memory must still be allocated, as an unowned
/// reference keeps it.
///
/// Declared here, in C, because Swift reserves the runtime's names: the engine calls it with C's
/// calling convention, as the runtime defines it.
void *swift_tryRetain(void *object);

/// Whether `object` was retained: `swift_tryRetain` under a name of this project's.
static inline _Bool gestures_try_retain(void *object) {
    return swift_tryRetain(object) != 0;
}

/// The Swift runtime's own entry point, like `swift_tryRetain`: whether the deinitialization of
/// the object at `object` has begun. Reads the object's counts, changes nothing. The object's
/// memory must still be allocated.
_Bool swift_isDeallocating(void *object);

/// Whether the object at `object` is alive (its deinitialization has not begun).
static inline _Bool gestures_is_alive(void *object) {
    return !swift_isDeallocating(object);
}

#endif
