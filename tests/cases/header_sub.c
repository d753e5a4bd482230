// obt_sub, obt_sub_as, saturating_sub and wrapping_sub against the exact
// difference, for all 8/16/32/64/128-bit operand and destination types.
// slow: yes (every operand and destination type: a long compile)
// stdout: ok 39443904 checks
#define OP sub
#include "../header/cube.h"
