// The bare-metal side of the replay on a Cortex-M7 (QEMU's mps2-an500 board): the vector table,
// the reset handler (copy .data, zero .bss, turn on the FPU, replay, exit), output through ARM
// semihosting (QEMU prints it and takes the exit status), and the helpers the compiler calls on
// ARM (__aeabi_*, sqrt). The trace to replay is linked in (trace.S, made by build.sh).
typedef __SIZE_TYPE__ size_t;
typedef unsigned int u32;
typedef unsigned long long u64;

extern u32 __stack_top, __data_load, __data_start, __data_end, __bss_start, __bss_end;
extern const unsigned char trace_bytes[], trace_end[], trace_name[], trace_name_end[];
extern size_t runtime_heap_peak;
unsigned char *replay_allocate(int count);
int replay_run(unsigned char *trace, int count, unsigned char *name, int nameCount, int contactRoom);
// The board's touch controller holds this many contacts at once (a common figure for the
// capacitive controllers of small panels); more are refused, counted (Embedded/ContactTable.swift).
#define CONTACT_ROOM 10
void measure_objects(void);
void *memcpy(void *destination, const void *source, size_t count);
void *memmove(void *destination, const void *source, size_t count);
void *memset(void *destination, int value, size_t count);

// ARM semihosting: operation in r0, its argument in r1, `bkpt 0xAB`.
static int semihost(int operation, const void *argument) {
    register int r0 __asm__("r0") = operation;
    register const void *r1 __asm__("r1") = argument;
    __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

static void write_text(const char *text) { semihost(0x04, text); }  // SYS_WRITE0

static __attribute__((noreturn)) void exit_with(int status) {
    u32 block[2] = {0x20026, (u32)status};  // ADP_Stopped_ApplicationExit, with the status
    semihost(0x20, block);                   // SYS_EXIT_EXTENDED
    for (;;) {}
}

// One line, in pieces of at most 250 bytes, after `prefix`.
static void write_line(const char *prefix, const unsigned char *bytes, size_t count) {
    char piece[256];
    write_text(prefix);
    do {
        size_t take = count < 250 ? count : 250;
        memcpy(piece, bytes, take);
        piece[take] = 0;
        write_text(piece);
        bytes += take;
        count -= take;
    } while (count);
    write_text("\n");
}

// The log on the console as it is; problems marked "! " so that the host can tell them apart.
void host_write_line(const unsigned char *bytes, size_t count) { write_line("", bytes, count); }
void host_error_line(const unsigned char *bytes, size_t count) { write_line("! ", bytes, count); }

static void write_number(const char *label, u32 value) {
    char digits[12];
    int at = 11;
    digits[at] = 0;
    do { digits[--at] = (char)('0' + value % 10); value /= 10; } while (value);
    write_text(label);
    write_text(digits + at);
}

__attribute__((noreturn)) void reset_handler(void) {
    for (u32 *from = &__data_load, *to = &__data_start; to < &__data_end;) *to++ = *from++;
    for (u32 *to = &__bss_start; to < &__bss_end;) *to++ = 0;
    // Full access to the FPU (coprocessors 10 and 11) before the first floating-point instruction.
    *(volatile u32 *)0xE000ED88 |= 0xFu << 20;
    __asm__ volatile("dsb\n\tisb");
    int count = (int)(trace_end - trace_bytes), nameCount = (int)(trace_name_end - trace_name);
    unsigned char *trace = replay_allocate(count), *name = replay_allocate(nameCount);
    memcpy(trace, trace_bytes, (size_t)count);
    memcpy(name, trace_name, (size_t)nameCount);
    int status = replay_run(trace, count, name, nameCount, CONTACT_ROOM);
    measure_objects();
    write_number("mcu: heap peak ", (u32)runtime_heap_peak);
    write_text(" bytes\n");
    exit_with(status);
}

static __attribute__((noreturn)) void fault_handler(void) {
    write_text("! the processor faulted\n");
    exit_with(4);
}

__attribute__((section(".vectors"), used)) static void (*const vectors[16])(void) = {
    (void (*)(void))&__stack_top, reset_handler, fault_handler, fault_handler, fault_handler,
    fault_handler, fault_handler, 0, 0, 0, 0, fault_handler, fault_handler, 0, fault_handler, fault_handler,
};

// The ARM run-time ABI's memory functions (note __aeabi_memset's argument order).
void __aeabi_memcpy(void *d, const void *s, size_t n) { memcpy(d, s, n); }
void __aeabi_memcpy4(void *d, const void *s, size_t n) { memcpy(d, s, n); }
void __aeabi_memcpy8(void *d, const void *s, size_t n) { memcpy(d, s, n); }
void __aeabi_memmove(void *d, const void *s, size_t n) { memmove(d, s, n); }
void __aeabi_memmove4(void *d, const void *s, size_t n) { memmove(d, s, n); }
void __aeabi_memmove8(void *d, const void *s, size_t n) { memmove(d, s, n); }
void __aeabi_memset(void *d, size_t n, int c) { memset(d, c, n); }
void __aeabi_memset4(void *d, size_t n, int c) { memset(d, c, n); }
void __aeabi_memset8(void *d, size_t n, int c) { memset(d, c, n); }
void __aeabi_memclr(void *d, size_t n) { memset(d, 0, n); }
void __aeabi_memclr4(void *d, size_t n) { memset(d, 0, n); }
void __aeabi_memclr8(void *d, size_t n) { memset(d, 0, n); }

// 64-bit shifts.
u64 __aeabi_llsl(u64 value, int shift) { return shift >= 64 ? 0 : value << shift; }
u64 __aeabi_llsr(u64 value, int shift) { return shift >= 64 ? 0 : value >> shift; }

// Unsigned 64-bit division, one quotient bit at a time; __aeabi_uldivmod returns the quotient in
// r0:r1 and the remainder in r2:r3, which a C function cannot, hence the wrapper.
u64 runtime_udivmod(u64 dividend, u64 divisor, u64 *remainder) {
    u64 quotient = 0, rest = 0;
    if (divisor == 0) { *remainder = dividend; return 0; }  // Swift checks before dividing
    for (int bit = 63; bit >= 0; bit--) {
        rest = (rest << 1) | ((dividend >> bit) & 1);
        if (rest >= divisor) { rest -= divisor; quotient |= 1ull << bit; }
    }
    *remainder = rest;
    return quotient;
}
__attribute__((naked)) void __aeabi_uldivmod(void) {
    __asm__ volatile(
        "push {r4, lr}\n\t"
        "sub sp, sp, #16\n\t"
        "add r4, sp, #8\n\t"
        "str r4, [sp]\n\t"
        "bl runtime_udivmod\n\t"
        "ldr r2, [sp, #8]\n\t"
        "ldr r3, [sp, #12]\n\t"
        "add sp, sp, #16\n\t"
        "pop {r4, pc}\n\t");
}

double sqrt(double value) {
    double root;
    __asm__("vsqrt.f64 %P0, %P1" : "=w"(root) : "w"(value));
    return root;
}
