// Unsigned trap constants that wrap are errors too (obt; Clang's constant
// folder wraps unsigned trap arithmetic silently).
// compiler: obtcc
// compile-error: obt_const_err_trap_overflow_unsigned.c:6:57: error: overflow in constant expression: 0 - 1 does not fit 'unsigned int __ob_trap'
// compile-error: obt_const_err_trap_overflow_unsigned.c:7:70: error: overflow in constant expression: 18446744073709551615 + 1 does not fit 'unsigned long __ob_trap'
static unsigned __ob_trap below = (unsigned __ob_trap)0 - 1;
static unsigned long __ob_trap above = (unsigned long __ob_trap)-1UL + 1;

int main(void)
{
	return (int)(below + above);
}
