// -Wimplicit-overflow-behavior-conversion-assignment-pedantic alone warns only
// for an unsigned wrap value stored into a plain unsigned: not for signed wrap
// into int, nor for unsigned trap into unsigned.
// compiler: obtcc
// cflags: -Wno-error -Wimplicit-overflow-behavior-conversion-assignment-pedantic
// compile-not: [-Wimplicit-overflow-behavior-conversion-assignment]
// compile-not: [-Wimplicit-overflow-behavior-conversion]
// compile-not: at function boundary
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:32:25: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:32:18: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment-pedantic]
// stdout: -1 2 3 -1 2 2 -1
#include "obt_diag_warn_obt_to_plain.h"
