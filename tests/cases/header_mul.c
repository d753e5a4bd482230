// obt_mul, obt_mul_as, saturating_mul and wrapping_mul against the exact
// product, for all 8/16/32/64/128-bit operand and destination types.
// slow: yes (every operand and destination type: a long compile)
// stdout: ok 39443904 checks
#define OP mul
#include "../header/cube.h"
