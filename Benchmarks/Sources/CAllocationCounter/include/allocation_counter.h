#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made by the
/// whole process since it started: the executable's own definitions of those functions take
/// precedence over the C library's, for the Swift runtime too, and count each call.
uint64_t allocation_count(void);

/// Frees counted the same way.
uint64_t free_count(void);

#endif
