// SDL2 for Swift: the program has its own main, and SDL's function-like and cast macros, which
// Swift cannot import, are restated as constants and functions.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>

/// SDL_WINDOWPOS_CENTERED.
static const int CSDL2_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
/// The `which` of mouse events that SDL synthesized from touches.
static const Uint32 CSDL2_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
/// The `touchId` of touch events that SDL synthesized from the mouse.
static const SDL_TouchID CSDL2_MOUSE_TOUCHID = SDL_MOUSE_TOUCHID;
/// Signed 16-bit samples in the machine's byte order.
static const SDL_AudioFormat CSDL2_AUDIO_S16SYS = AUDIO_S16SYS;

/// SDL_LoadWAV, a macro in SDL2.
static inline SDL_AudioSpec *CSDL2_LoadWAV(const char *file, SDL_AudioSpec *spec, Uint8 **buffer, Uint32 *length) {
    return SDL_LoadWAV_RW(SDL_RWFromFile(file, "rb"), 1, spec, buffer, length);
}
