// Without obtcc the saturating typedefs exist (the header compiles) but
// using one is a compile error that says saturation needs obtcc.
// compile-error: u32s
// compile-error: saturation needs obtcc
// compile-error: saturating_s64
// compile-error: saturation needs obtcc
#include <obt.h>

u32s total;
saturating_s64 balance;
