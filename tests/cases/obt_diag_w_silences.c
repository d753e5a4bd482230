// -w silences every obtcc warning, also the ones asked for by name, as it
// does CC's.
// compiler: obtcc
// cflags: -Woverflow-behavior-conversion -w
// compile-silent: yes
// stdout: 1 2 -31072 3 4
#include "obt_diag_default_warnings.h"
