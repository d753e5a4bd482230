// -Wimplicit-overflow-behavior-conversion-function-boundary-pedantic alone
// warns only for an unsigned wrap argument to a plain unsigned parameter.
// compiler: obtcc
// cflags: -Wno-error -Wimplicit-overflow-behavior-conversion-function-boundary-pedantic
// compile-not: during assignment
// compile-not: [-Wimplicit-overflow-behavior-conversion-function-boundary]
// compile-not: [-Wimplicit-overflow-behavior-conversion]
// compile-not: [-Wimplicit-overflow-behavior-conversion-pedantic]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:35:71: warning: passing argument of type 'unsigned int __ob_wrap' to parameter of type 'unsigned int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:35:64: warning: passing argument of type 'unsigned int __ob_wrap' to parameter of type 'unsigned int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary-pedantic]
// stdout: -1 2 3 -1 2 2 -1
#include "obt_diag_warn_obt_to_plain.h"
