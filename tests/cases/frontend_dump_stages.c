// -fobt-dump=types shows the type obtcc gave each file-scope name, its
// overflow behaviour and typedef name included; -fobt-dump=tokens the
// tokens with their original locations.
// compiler: obtcc
// cflags: -fobt-dump=types
// compile-warning: frontend_dump_stages.c:10: u8t: unsigned char __ob_trap
// compile-warning: frontend_dump_stages.c:11: counter: u8t
// compile-warning: frontend_dump_stages.c:12: scale: long (int __ob_wrap, unsigned long __ob_trap *)
// stdout: 3
typedef unsigned char __ob_trap u8t;
static u8t counter = 3;
long scale(int __ob_wrap w, unsigned long __ob_trap *p) { return w * (long)*p; }
int printf(const char *, ...);

int main(void)
{
	return printf("%d\n", counter) != 2;
}
