// header_sub.c at -O0, where no builtin is folded away.
// cflags: -O0
// stdout: ok 39443904 checks
#define OP sub
#include "../header/cube.h"
