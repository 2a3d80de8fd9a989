// Checks Embedded/runtime/decimal.c against the C library on this machine: the decimal reader
// against strtod (correctly rounded in glibc) on the shortest and the 17-digit forms of random
// doubles, on random decimals of many lengths and exponents, and on exact ties between two
// doubles; fmod against fmod on random pairs, subnormals included. Any difference is printed and
// fails the check.
//
//   gcc -O2 Embedded/runtime/check-decimal.c -lm -o check && ./check [ROUNDS]
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define fmod exact_fmod
#define _swift_stdlib_strtod_clocale exact_strtod
#include "decimal.c"
#undef fmod

static uint64_t state = 0x9E3779B97F4A7C15ull;
static uint64_t next_random(void) {  // SplitMix64
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint64_t bits_of(double value) { uint64_t bits; memcpy(&bits, &value, 8); return bits; }
static double double_of(uint64_t bits) { double value; memcpy(&value, &bits, 8); return value; }

static long failures;

static void check_text(const char *text) {
    double expected = strtod(text, NULL), actual = -12345;
    const char *end = exact_strtod(text, &actual);
    if (!end || *end != '\0' || (bits_of(expected) != bits_of(actual) && !(isnan(expected) && isnan(actual)))) {
        if (failures++ < 20) printf("strtod differs on %s: %.17g, decimal.c %.17g\n", text, expected, actual);
    }
}

static void check_fmod(double x, double y) {
    double expected = fmod(x, y), actual = exact_fmod(x, y);
    if (bits_of(expected) != bits_of(actual) && !(isnan(expected) && isnan(actual))) {
        if (failures++ < 20) printf("fmod differs on %a, %a: %a, decimal.c %a\n", x, y, expected, actual);
    }
}

int main(int argc, char **argv) {
    long rounds = argc > 1 ? atol(argv[1]) : 200000;
    char text[2000];
    for (long round = 0; round < rounds; round++) {
        // A random finite double, in its 17-digit and shortest forms.
        double value;
        do { value = double_of(next_random()); } while (!isfinite(value));
        snprintf(text, sizeof text, "%.17g", value);
        check_text(text);
        for (int digits = 1; digits <= 17; digits++) {
            snprintf(text, sizeof text, "%.*g", digits, value);
            if (strtod(text, NULL) == value) break;
        }
        check_text(text);
        // A random decimal: 1 to 40 digits, a point somewhere, an exponent from −345 to 310.
        int length = 1 + (int)(next_random() % 40), point = (int)(next_random() % (length + 1));
        char *p = text;
        if (next_random() & 1) *p++ = '-';
        for (int i = 0; i < length; i++) {
            if (i == point) *p++ = '.';
            *p++ = (char)('0' + next_random() % 10);
        }
        sprintf(p, "e%d", (int)(next_random() % 656) - 345);
        check_text(text);
        // The exact midpoint between a double and the next, as a long decimal: ties to even.
        double low = fabs(value), high = nextafter(low, INFINITY);
        if (isfinite(high) && low > 1e-300 && low < 1e300) {
            snprintf(text, sizeof text, "%.700Le", ((long double)low + (long double)high) / 2);
            check_text(text);
        }
        // fmod of random pairs, and of pairs with near exponents.
        double y = double_of(next_random());
        check_fmod(value, y);
        check_fmod(value, value / (1 + (double)(next_random() % 1000)));
        check_fmod(double_of(next_random() >> 12), double_of(next_random() >> 13));
    }
    const char *fixed[] = {"0", "-0", "1", "0.1", "1e-400", "4.9406564584124654e-324", "2.4703282292062327e-324",
                           "2.4703282292062328e-324", "1.7976931348623157e308", "1.7976931348623159e308", "inf", "-Infinity",
                           "nan", "123456789012345678901234567890", "0.000000000000000000000000000000001",
                           "186.88982974839126", "0.016666666666666666", "  42", "+7.5E+2"};
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++) check_text(fixed[i]);
    if (failures) { printf("check-decimal: %ld differences\n", failures); return 1; }
    printf("check-decimal: %ld rounds, no difference from the C library\n", rounds);
    return 0;
}
