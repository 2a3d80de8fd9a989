// Two functions of the C library that Embedded Swift programs call and bare metal lacks, done
// exactly, so that a program on a microcontroller reads and computes the same doubles as the
// ordinary build on Linux:
//
// - `_swift_stdlib_strtod_clocale`, behind the standard library's `Double(_: String)`: a decimal
//   (or infinity, or NaN) read correctly rounded, ties to even, as glibc's strtod does. The
//   digits become a big integer, scaled by the power of ten exactly, divided when the power is
//   negative, and rounded once with everything below the kept bits as a sticky bit. Up to 800
//   significant digits are kept exactly; beyond that any non-zero digit only marks the value as
//   above its truncation (which can differ from exact rounding only for a value within 10^-800
//   of a tie between two doubles).
// - `fmod`, exact by definition: the remainder of the two significands, shifted one bit at a time.
//
// Embedded/runtime/check-decimal.c compares both with the C library on millions of inputs.

typedef unsigned int u32;
typedef unsigned long long u64;
typedef __SIZE_TYPE__ size_t;

// Big unsigned integers: 32-bit limbs, least significant first. 4,096 bits hold 800 decimal
// digits (2,658 bits) times a scaling of up to 1,200 bits.
enum { LIMBS = 128, MAX_DIGITS = 800 };
typedef struct { u32 limb[LIMBS]; int count; } big;

static void big_zero(big *b) { b->count = 0; }

static void big_mul_add(big *b, u32 factor, u32 addend) {
    u64 carry = addend;
    for (int i = 0; i < b->count; i++) {
        u64 product = (u64)b->limb[i] * factor + carry;
        b->limb[i] = (u32)product;
        carry = product >> 32;
    }
    if (carry && b->count < LIMBS) b->limb[b->count++] = (u32)carry;
}

static int big_bits(const big *b) {
    if (b->count == 0) return 0;
    u32 top = b->limb[b->count - 1];
    int bits = 32;
    while (!(top & 0x80000000u)) { top <<= 1; bits--; }
    return (b->count - 1) * 32 + bits;
}

static void big_shift_left(big *b, int bits) {
    if (b->count == 0 || bits <= 0) return;
    int words = bits / 32, rest = bits % 32;
    int count = b->count + words + 1;
    if (count > LIMBS) count = LIMBS;
    for (int i = count - 1; i >= 0; i--) {
        int source = i - words;
        u32 high = source >= 0 && source < b->count ? b->limb[source] : 0;
        u32 low = source - 1 >= 0 && source - 1 < b->count ? b->limb[source - 1] : 0;
        b->limb[i] = rest ? (high << rest) | (low >> (32 - rest)) : high;
    }
    b->count = count;
    while (b->count && b->limb[b->count - 1] == 0) b->count--;
}

static void big_shift_right_one(big *b) {
    for (int i = 0; i < b->count; i++) {
        u32 next = i + 1 < b->count ? b->limb[i + 1] : 0;
        b->limb[i] = (b->limb[i] >> 1) | (next << 31);
    }
    while (b->count && b->limb[b->count - 1] == 0) b->count--;
}

static int big_compare(const big *a, const big *b) {
    if (a->count != b->count) return a->count < b->count ? -1 : 1;
    for (int i = a->count - 1; i >= 0; i--) {
        if (a->limb[i] != b->limb[i]) return a->limb[i] < b->limb[i] ? -1 : 1;
    }
    return 0;
}

static void big_subtract(big *a, const big *b) {  // a ≥ b
    long long borrow = 0;
    for (int i = 0; i < a->count; i++) {
        long long difference = (long long)a->limb[i] - (i < b->count ? b->limb[i] : 0) - borrow;
        borrow = difference < 0;
        a->limb[i] = (u32)(difference + (borrow ? 0x100000000LL : 0));
    }
    while (a->count && a->limb[a->count - 1] == 0) a->count--;
}

// The top 64 bits of `b` (which has `bits` bits, at least 64) and whether any bit below them is set.
static u64 big_top64(const big *b, int bits, int *sticky) {
    u64 top = 0;
    *sticky = 0;
    for (int bit = bits - 1; bit >= 0; bit--) {
        int set = (b->limb[bit / 32] >> (bit % 32)) & 1;
        if (bit >= bits - 64) top = (top << 1) | (u64)set;
        else if (set) { *sticky = 1; break; }
    }
    return top;
}

static double from_bits(u64 bits) {
    union { u64 bits; double value; } pun = { bits };
    return pun.value;
}

// `q · 2^scale`, rounded to a double (ties to even, `sticky` meaning "a little more than q"):
// q has `bits` significant bits (at most 64).
static double round_to_double(u64 q, int bits, int scale, int sticky) {
    if (q == 0) return 0;
    int exponent = bits - 1 + scale;  // of the leading bit
    if (exponent > 1023) return from_bits(0x7FF0000000000000ull);
    int keep = 53;
    if (exponent < -1022) keep = 53 - (-1022 - exponent);
    int drop = bits - keep;
    u64 mantissa;
    if (drop <= 0) {
        mantissa = q << -drop;
    } else if (drop > 64) {
        mantissa = 0;  // far below the smallest subnormal
    } else {
        mantissa = drop == 64 ? 0 : q >> drop;
        u64 rest = drop == 64 ? q : q & ((1ull << drop) - 1);
        u64 half = 1ull << (drop - 1);
        if (rest > half || (rest == half && (sticky || (mantissa & 1)))) mantissa++;
    }
    int power = scale + drop;  // the value is mantissa · 2^power, exactly representable now
    if (mantissa >> 53) { mantissa >>= 1; power++; }
    if (mantissa == 0) return 0;
    int top = 63;
    while (!((mantissa >> top) & 1)) top--;
    if (top + power > 1023) return from_bits(0x7FF0000000000000ull);
    if (top + power >= -1022) {
        // Normal: the exponent field, and the mantissa's bits below its leading one.
        u64 field = (u64)(top + power + 1023);
        return from_bits((field << 52) | ((mantissa << (52 - top)) & 0x000FFFFFFFFFFFFFull));
    }
    return from_bits(mantissa << (power + 1074));  // subnormal: the mantissa in place
}

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static int starts_with(const char *text, const char *word) {
    for (; *word; text++, word++) {
        if (lower((unsigned char)*text) != *word) return 0;
    }
    return 1;
}

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    const char *p = text;
    while (*p == ' ' || (*p >= '\t' && *p <= '\r')) p++;
    int negative = 0;
    if (*p == '+' || *p == '-') negative = *p++ == '-';
    double sign = negative ? -1.0 : 1.0;
    if (starts_with(p, "inf")) {
        p += starts_with(p, "infinity") ? 8 : 3;
        *result = sign * from_bits(0x7FF0000000000000ull);
        return p;
    }
    if (starts_with(p, "nan")) {
        *result = from_bits(0x7FF8000000000000ull);
        return p + 3;
    }
    static big digits, scale;  // static: two big integers are too large for a small stack
    big_zero(&digits);
    int count = 0, sawDigit = 0, extra = 0, beyond = 0;
    long exponent10 = 0;
    for (int afterPoint = 0;; p++) {
        if (*p == '.' && !afterPoint) { afterPoint = 1; continue; }
        if (*p < '0' || *p > '9') break;
        sawDigit = 1;
        if (count == 0 && *p == '0') { if (afterPoint) exponent10--; continue; }  // leading zeros
        if (count < MAX_DIGITS) {
            if (digits.count == 0) { digits.limb[0] = 0; digits.count = 1; }
            big_mul_add(&digits, 10, (u32)(*p - '0'));
            while (digits.count && digits.limb[digits.count - 1] == 0) digits.count--;
            count++;
            if (afterPoint) exponent10--;
        } else {
            if (*p != '0') beyond = 1;
            if (!afterPoint) extra++;
        }
    }
    if (!sawDigit) return 0;
    exponent10 += extra;
    if (*p == 'e' || *p == 'E') {
        const char *q = p + 1;
        int negativeExponent = 0;
        if (*q == '+' || *q == '-') negativeExponent = *q++ == '-';
        if (*q >= '0' && *q <= '9') {
            long value = 0;
            for (; *q >= '0' && *q <= '9'; q++) {
                if (value < 100000) value = value * 10 + (*q - '0');
            }
            exponent10 += negativeExponent ? -value : value;
            p = q;
        }
    }
    if (beyond) {  // a trailing 1 stands for the dropped non-zero digits: above, never at, a tie
        big_mul_add(&digits, 10, 1);
        exponent10--;
    }
    if (digits.count == 0) { *result = sign * 0.0; return p; }
    long magnitude = exponent10 + count;  // the value lies in [10^(magnitude−1), 10^magnitude)
    if (magnitude > 310) { *result = sign * from_bits(0x7FF0000000000000ull); return p; }
    if (magnitude < -330) { *result = sign * 0.0; return p; }

    int sticky = 0;
    double value;
    if (exponent10 >= 0) {
        for (long i = 0; i < exponent10; i++) big_mul_add(&digits, 10, 0);
        int bits = big_bits(&digits);
        if (bits <= 64) {
            u64 q = 0;
            for (int i = digits.count - 1; i >= 0; i--) q = (q << 32) | digits.limb[i];
            value = round_to_double(q, bits, 0, 0);
        } else {
            u64 q = big_top64(&digits, bits, &sticky);
            value = round_to_double(q, 64, bits - 64, sticky);
        }
    } else {
        // digits / 10^−exponent10, with the numerator scaled by 2^shift so that the quotient has
        // 63 or 64 bits; the remainder is the sticky bit.
        big_zero(&scale);
        scale.limb[0] = 1;
        scale.count = 1;
        for (long i = 0; i < -exponent10; i++) big_mul_add(&scale, 10, 0);
        int shift = big_bits(&scale) - big_bits(&digits) + 63;
        if (shift >= 0) big_shift_left(&digits, shift); else big_shift_left(&scale, -shift);
        int steps = big_bits(&digits) - big_bits(&scale);
        u64 q = 0;
        if (steps >= 0) {
            big_shift_left(&scale, steps);
            for (int i = steps; i >= 0; i--) {
                q <<= 1;
                if (big_compare(&digits, &scale) >= 0) { big_subtract(&digits, &scale); q |= 1; }
                big_shift_right_one(&scale);
            }
        }
        sticky = digits.count != 0;
        int bits = 0;
        for (u64 rest = q; rest; rest >>= 1) bits++;
        value = round_to_double(q, bits, -shift, sticky);
    }
    *result = sign * value;
    return p;
}

double fmod(double x, double y) {
    union { double value; u64 bits; } ux = { x }, uy = { y };
    int ex = (int)(ux.bits >> 52 & 0x7FF), ey = (int)(uy.bits >> 52 & 0x7FF);
    u64 sign = ux.bits & 0x8000000000000000ull;
    if ((uy.bits << 1) == 0 || ex == 0x7FF || (ey == 0x7FF && (uy.bits << 12))) return (x * y) / (x * y);
    if ((ux.bits << 1) <= (uy.bits << 1)) return (ux.bits << 1) == (uy.bits << 1) ? 0 * x : x;
    // The significands as integers with their exponents (subnormals normalised).
    u64 mx = ux.bits & 0x000FFFFFFFFFFFFFull, my = uy.bits & 0x000FFFFFFFFFFFFFull;
    if (ex == 0) { ex = 1; while (!(mx >> 52)) { mx <<= 1; ex--; } } else mx |= 1ull << 52;
    if (ey == 0) { ey = 1; while (!(my >> 52)) { my <<= 1; ey--; } } else my |= 1ull << 52;
    // Long division one bit at a time: the remainder stays below my.
    for (; ex > ey; ex--) {
        if (mx >= my) mx -= my;
        mx <<= 1;
    }
    if (mx >= my) mx -= my;
    if (mx == 0) return 0 * x;
    while (!(mx >> 52)) { mx <<= 1; ex--; }
    u64 bits;
    if (ex > 0) bits = ((mx - (1ull << 52)) | ((u64)ex << 52));
    else bits = mx >> (1 - ex);
    ux.bits = bits | sign;
    return ux.value;
}
