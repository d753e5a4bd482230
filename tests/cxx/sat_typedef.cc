// The saturating typedefs exist in C++ (the header compiles) but using
// one is a compile error that says why.
#include <obt.h>

u32s total;
saturating_s64 balance;
