// __ob_sat in C++ is a compile error that says why: a saturating type
// must not silently wrap.
#include <obt.h>

unsigned char __ob_sat level = 200;
