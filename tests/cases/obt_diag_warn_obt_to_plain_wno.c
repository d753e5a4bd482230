// -Wno-... after the umbrella flag turns a sub-group off again (with its
// -pedantic child): only the generic conversion warnings remain.
// compiler: obtcc
// cflags: -Wno-error -Woverflow-behavior-conversion -Wno-implicit-overflow-behavior-conversion-assignment -Wno-implicit-overflow-behavior-conversion-function-boundary
// compile-not: during assignment
// compile-not: at function boundary
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:18:16: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:18:9: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:23:16: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:23:9: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:35:63: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:35:56: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:35:71: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:35:64: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// stdout: -1 2 3 -1 2 2 -1
#include "obt_diag_warn_obt_to_plain.h"
