// Stand-ins for the C library's allocator entry points that count every call and forward it to the
// real allocator (glibc's __libc_* functions, which always exist beside the public names).
#define _GNU_SOURCE
#include "allocation_counter.h"

#include <errno.h>
#include <stddef.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic uint64_t allocations;
static _Atomic uint64_t frees;

uint64_t allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
uint64_t free_count(void) { return atomic_load_explicit(&frees, memory_order_relaxed); }

static inline void counted(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    counted();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    counted();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    counted();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    if (pointer) atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    counted();
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *result = pointer;
    return 0;
}
