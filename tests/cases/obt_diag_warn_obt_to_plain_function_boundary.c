// -Wimplicit-overflow-behavior-conversion-function-boundary warns when an OBT
// argument meets a plain parameter (including its -pedantic child for unsigned
// wrap into unsigned), and nowhere else.
// compiler: obtcc
// cflags: -Wno-error -Wimplicit-overflow-behavior-conversion-function-boundary
// compile-not: during assignment
// compile-not: [-Wimplicit-overflow-behavior-conversion]
// compile-not: [-Wimplicit-overflow-behavior-conversion-pedantic]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:35:63: warning: passing argument of type 'int __ob_wrap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:35:56: warning: passing argument of type 'int __ob_wrap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:35:71: warning: passing argument of type 'unsigned int __ob_wrap' to parameter of type 'unsigned int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:35:64: warning: passing argument of type 'unsigned int __ob_wrap' to parameter of type 'unsigned int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary-pedantic]
// stdout: -1 2 3 -1 2 2 -1
#include "obt_diag_warn_obt_to_plain.h"
