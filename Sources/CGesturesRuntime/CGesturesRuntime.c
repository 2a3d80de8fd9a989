// The module is its header (include/CGesturesRuntime.h); SwiftPM builds a C target from at least
// one source file, and this is it.
#include "CGesturesRuntime.h"
