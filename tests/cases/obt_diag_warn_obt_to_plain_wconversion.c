// -Wconversion implies -Woverflow-behavior-conversion (as Clang documents).
// compiler: obtcc
// cflags: -Wno-error -Wconversion
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:18:16: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:18:9: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:23:16: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:23:9: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:31:20: warning: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:31:13: warning: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:32:25: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:32:18: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment-pedantic]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:33:25: warning: implicit conversion from 'unsigned int __ob_trap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:33:18: warning: implicit conversion from 'unsigned int __ob_trap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:35:63: warning: passing argument of type 'int __ob_wrap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:35:56: warning: passing argument of type 'int __ob_wrap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:35:63: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:35:56: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:35:71: warning: passing argument of type 'unsigned int __ob_wrap' to parameter of type 'unsigned int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:35:64: warning: passing argument of type 'unsigned int __ob_wrap' to parameter of type 'unsigned int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary-pedantic]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain.h:35:71: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// [clang] compile-warning: obt_diag_warn_obt_to_plain.h:35:64: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// stdout: -1 2 3 -1 2 2 -1
#include "obt_diag_warn_obt_to_plain.h"
