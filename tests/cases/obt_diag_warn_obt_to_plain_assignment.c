// -Wimplicit-overflow-behavior-conversion-assignment warns for assignment and
// initialisation of a plain integer from an OBT; in obtcc it includes its
// -pedantic child (unsigned wrap into unsigned). Arguments and returns stay
// silent.
// compiler: obtcc
// cflags: -Wno-error -Wimplicit-overflow-behavior-conversion-assignment
// compile-not: [-Wimplicit-overflow-behavior-conversion]
// compile-not: at function boundary
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:31:20: warning: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:31:13: warning: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:32:25: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:32:18: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment-pedantic]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:33:25: warning: implicit conversion from 'unsigned int __ob_trap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:33:18: warning: implicit conversion from 'unsigned int __ob_trap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// stdout: -1 2 3 -1 2 2 -1
#include "obt_diag_warn_obt_to_plain.h"
