// header_eval_once.c at -O0, where nothing is folded away.
// cflags: -O0
// stdout: ok 58 checks
#include "header_eval_once.c"
