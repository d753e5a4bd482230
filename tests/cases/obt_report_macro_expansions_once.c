// A check a macro puts at one place of its use, expanded many times
// there, is one site: warn mode (and a kernel's UBSan handlers) report it
// once, not once per expansion (an earlier obtcc reported eleven lines
// here for five places; a hash round macro gave a kernel boot 182).
// compiler: obtcc
// modes: warn
// stdout: reports: 5
// stdout: 27:13 27:13 28:13 28:13 27:9
#include <obt_runtime.h>
#include <stdio.h>
#define G(a, b) a = a + b; b = b * 3;
#define ROUND(a, b) G(a, b) G(b, a) G(a, b)

static int reports;
static char places[16][8];

static void count(const struct obt_event *ev)
{
	if (reports < 16)
		snprintf(places[reports], sizeof places[0], "%u:%u", ev->site->line, ev->site->column);
	reports++;
}

static int f(int __ob_trap a, int __ob_trap b)
{
	for (int i = 0; i < 10; i++) {
		ROUND(a, b)
		ROUND(b, a)
	}
	return a;
}

int main(void)
{
	obt_set_handler(count);
	int r = f(1000000, 2000000);
	printf("reports: %d\n", reports);
	for (int i = 0; i < reports && i < 16; i++)
		printf("%s%s", i ? " " : "", places[i]);
	printf("\n");
	return r & 0;
}
