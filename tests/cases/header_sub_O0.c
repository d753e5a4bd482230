// header_sub.c at -O0, where no builtin is folded away.
// cflags: -O0
// slow: yes (every operand and destination type: a long compile)
// stdout: ok 39443904 checks
#define OP sub
#include "../header/cube.h"
