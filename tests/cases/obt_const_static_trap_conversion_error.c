// A value-changing constant conversion into a trap type in a static
// initialiser has no value to fold: run time would fail it every time, so
// compile time does not give it one (docs/semantics.md, "Constants that
// fail"). It is an error, with a note on how to write the value if it is
// meant, and nothing from CC about the same conversion.
// compiler: obtcc
// compile-error: obt_const_static_trap_conversion_error.c:12:36: error: implicit conversion from 'int' to 'unsigned char __ob_trap' in a constant expression changes value from 300 to 44
// compile-error: note: if 44 is meant, convert through a wrap type: (unsigned char __ob_trap)(unsigned char __ob_wrap)300
// compile-error: obt_const_static_trap_conversion_error.c:13:31: error: implicit conversion from 'int' to 'unsigned int __ob_trap' in a constant expression changes value from -1 to 4294967295
// compile-error: note: if 4294967295 is meant, write an unsigned constant (-1U, ~0x7CU), or write the type's maximum (type_max() in Linux), or convert through a wrap type
// compile-not: [-Woverflow]
static unsigned char __ob_trap u = 300;
static unsigned __ob_trap m = -1;
