// SDL2 for the benchmark: its event queue, the path every SDL program's touches take, timed beside
// the engine's. The program has its own main.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
