// obt_add, obt_add_as, saturating_add and wrapping_add against the exact
// sum, for all 8/16/32/64/128-bit operand and destination types.
// slow: yes (every operand and destination type: a long compile)
// stdout: ok 39443904 checks
#define OP add
#include "../header/cube.h"
