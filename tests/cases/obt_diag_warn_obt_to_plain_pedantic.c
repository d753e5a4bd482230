// -Wimplicit-overflow-behavior-conversion-pedantic alone gives the generic
// warning for unsigned wrap into plain unsigned, here an argument and a return;
// nothing for signed wrap or for assignments.
// compiler: obtcc
// cflags: -Wno-error -Wimplicit-overflow-behavior-conversion-pedantic
// compile-not: during assignment
// compile-not: at function boundary
// compile-not: [-Wimplicit-overflow-behavior-conversion]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:18:16: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:18:9: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:35:71: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:35:64: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// stdout: -1 2 3 -1 2 2 -1
#include "obt_diag_warn_obt_to_plain.h"
