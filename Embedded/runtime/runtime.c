// What an Embedded Swift program needs from C where there is no C library — WebAssembly
// (wasm32-unknown-none) and bare metal (the Cortex-M replay in Embedded/mcu): memory, the mem*
// functions the compiler calls, the 128-bit multiply the standard library's hashing uses,
// `round` and `remainder`, a hashing seed, and `putchar` for the runtime's own messages (a
// trap's reason), passed to the host a line at a time. `fmod` and the decimal reader come from
// the host on WebAssembly (exact there) and from decimal.c on bare metal.
// Compiled with clang -ffreestanding -fno-builtin -O2.

typedef __SIZE_TYPE__ size_t;
typedef unsigned long long u64;

// Memory: blocks in power-of-two size classes from 16 bytes, each after a 16-byte header that
// holds its class; a freed block goes on its class's free list and is taken again first. New
// blocks come from the end of the heap, which grows with memory.grow on WebAssembly and up to the
// linker's `__heap_end` on bare metal; when it cannot, posix_memalign fails (ENOMEM) and the
// Swift runtime stops the program, which the host reports.
enum { HEADER = 16, CLASSES = 28 };
static void *free_lists[CLASSES];
static unsigned char *heap_top, *heap_end;
/// The bytes of blocks in use (their whole size classes and headers), and the most there were.
size_t runtime_heap_in_use, runtime_heap_peak;
/// The bytes in use now, for a program measuring what its objects take.
size_t runtime_heap_used(void) { return runtime_heap_in_use; }

#if defined(__wasm__)
extern unsigned char __heap_base;
static int grow(size_t bytes) {
    if (!heap_top) {
        heap_top = &__heap_base;
        heap_end = (unsigned char *)(__builtin_wasm_memory_size(0) * 65536);
    }
    if ((size_t)(heap_end - heap_top) >= bytes) return 1;
    size_t pages = (bytes - (size_t)(heap_end - heap_top) + 65535) / 65536;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    heap_end += pages * 65536;
    return 1;
}
#else
extern unsigned char __heap_start, __heap_end;
static int grow(size_t bytes) {
    if (!heap_top) {
        heap_top = &__heap_start;
        heap_end = &__heap_end;
    }
    return (size_t)(heap_end - heap_top) >= bytes;
}
#endif

static void *grab(size_t bytes) {
    if (heap_top) heap_top = (unsigned char *)(((size_t)heap_top + 15) & ~(size_t)15);
    if (!grow(bytes + 15)) return 0;
    heap_top = (unsigned char *)(((size_t)heap_top + 15) & ~(size_t)15);
    void *block = heap_top;
    heap_top += bytes;
    return block;
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment > HEADER) return 22;  // EINVAL: the Swift runtime asks for at most 16
    int class = 0;
    while (class < CLASSES && ((size_t)16 << class) < size) class++;
    if (class == CLASSES) return 12;  // ENOMEM
    void *payload = free_lists[class];
    if (payload) {
        free_lists[class] = *(void **)payload;
    } else {
        unsigned char *block = grab(HEADER + ((size_t)16 << class));
        if (!block) return 12;
        *(int *)block = class;
        payload = block + HEADER;
    }
    runtime_heap_in_use += HEADER + ((size_t)16 << class);
    if (runtime_heap_in_use > runtime_heap_peak) runtime_heap_peak = runtime_heap_in_use;
    *out = payload;
    return 0;
}

void free(void *payload) {
    if (!payload) return;
    int class = *(int *)((unsigned char *)payload - HEADER);
    runtime_heap_in_use -= HEADER + ((size_t)16 << class);
    *(void **)payload = free_lists[class];
    free_lists[class] = payload;
}

void *memset(void *destination, int value, size_t count) {
    unsigned char *d = destination;
    while (count--) *d++ = (unsigned char)value;
    return destination;
}

void *memcpy(void *destination, const void *source, size_t count) {
    unsigned char *d = destination;
    const unsigned char *s = source;
    while (count--) *d++ = *s++;
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    unsigned char *d = destination;
    const unsigned char *s = source;
    if (d < s) {
        while (count--) *d++ = *s++;
    } else {
        d += count;
        s += count;
        while (count--) *--d = *--s;
    }
    return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
    const unsigned char *a = left, *b = right;
    for (; count; count--, a++, b++) {
        if (*a != *b) return *a < *b ? -1 : 1;
    }
    return 0;
}

size_t strlen(const char *text) {
    size_t length = 0;
    while (text[length]) length++;
    return length;
}

// The low 128 bits of a 128-bit product, from 64-bit halves (compiler-rt's __multi3, which the
// toolchain does not ship for wasm32).
typedef struct { u64 low, high; } u128;
static u64 mul_high(u64 a, u64 b) {
    u64 a0 = a & 0xffffffff, a1 = a >> 32, b0 = b & 0xffffffff, b1 = b >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 middle = (p00 >> 32) + (p01 & 0xffffffff) + (p10 & 0xffffffff);
    return p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
}
u128 __multi3(u64 a_low, u64 a_high, u64 b_low, u64 b_high) {
    u128 product;
    product.low = a_low * b_low;
    product.high = mul_high(a_low, b_low) + a_low * b_high + a_high * b_low;
    return product;
}

// The runtime's messages, a line at a time, to the host's standard error (its function).
void host_error_line(const unsigned char *bytes, size_t count);
static unsigned char pending[256];
static size_t pending_count;
int putchar(int character) {
    if (character == '\n' || pending_count == sizeof pending) {
        host_error_line(pending, pending_count);
        pending_count = 0;
    }
    if (character != '\n') pending[pending_count++] = (unsigned char)character;
    return character;
}

// The C library's rounding, half away from zero: the difference from the truncated value is
// exact, so the comparison with a half is too.
double round(double value) {
    double whole = __builtin_trunc(value);
    double rest = value - whole;
    if (rest >= 0.5) return whole + 1;
    if (rest <= -0.5) return whole - 1;
    return whole;
}

// IEEE 754's remainder: `value − n × divisor` with n the nearest integer to the quotient (ties to
// even), from the exact truncated remainder (`fmod`, which the host computes: JavaScript's `%` is
// the same exact operation).
double fmod(double value, double divisor);
double remainder(double value, double divisor) {
    if (value != value || divisor != divisor || __builtin_isinf(value) || divisor == 0) return __builtin_nan("");
    if (__builtin_isinf(divisor)) return value;
    double rest = fmod(value, divisor);
    double magnitude = __builtin_fabs(divisor), half = magnitude / 2, restMagnitude = __builtin_fabs(rest);
    double quotient = __builtin_trunc((value - rest) / divisor);  // exact when it matters (a tie)
    int odd = __builtin_fmod(quotient, 2) != 0;
    if (restMagnitude > half || (restMagnitude == half && odd)) {
        rest = rest > 0 ? rest - magnitude : rest + magnitude;
    }
    return rest;
}

// The standard library's hashing asks for a random seed; a fixed one makes every run hash alike
// (the engine's output never depends on hash order).
void arc4random_buf(void *buffer, size_t count) {
    unsigned char *bytes = buffer;
    for (size_t index = 0; index < count; index++) bytes[index] = (unsigned char)(0x9E + 0x37 * index);
}
