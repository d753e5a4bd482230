// Each obtcc warning that is on by default has a -Wno- option that turns it
// off: duplicate keyword, redundant keyword and attribute, constant
// conversion, plain <-> OBT pointer.
// compiler: obtcc
// cflags: -Wno-duplicate-decl-specifier -Wno-redundant-overflow-behavior -Wno-constant-conversion
// cflags: -Wno-incompatible-pointer-types-discards-overflow-behavior
// compile-silent: yes
// stdout: 1 2 -31072 3 4
#include "obt_diag_default_warnings.h"
