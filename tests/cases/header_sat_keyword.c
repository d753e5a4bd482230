// Without obtcc, __ob_sat is a compile error that says saturation needs
// obtcc: a saturating type must not silently wrap.
// compile-error: saturation needs obtcc
#include <obt.h>

int main(void)
{
	unsigned char __ob_sat level = 200;

	return level;
}
