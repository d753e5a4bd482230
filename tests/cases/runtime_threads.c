// Threads failing the same warn-mode site at once get exactly one report
// between them (the site's flag is claimed atomically), while other
// threads swap the handler and sink back and forth; all continue.
// cflags: -pthread
// stdout: site A reported 1 time(s)
// stdout: site B reported 1 time(s)
// stdout: every thread finished
#include <pthread.h>

#include "../runtime/rt_test.h"

#define THREADS 8
#define ROUNDS 20000

static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static unsigned char seen_a, seen_b;
static const struct obt_site site_a = { "t.c", 1, 1, OBT_OP_ADD, &seen_a, &int_trap, NULL };
static const struct obt_site site_b = { "t.c", 2, 1, OBT_OP_ADD, &seen_b, &int_trap, NULL };

static int reports_a, reports_b;

static void count(const struct obt_event *ev)
{
	__atomic_fetch_add(ev->site == &site_a ? &reports_a : &reports_b, 1, __ATOMIC_RELAXED);
}

/* A sink that nothing reaches: the handler above never calls one. */
static void unused_sink(const char *text, size_t len)
{
	(void)text;
	(void)len;
	abort();
}

static void *fail_checks(void *arg)
{
	int i;

	for (i = 0; i < ROUNDS; i++)
		__obt_warn(arg, 2147483647, 1);
	return NULL;
}

static void *swap_hooks(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < ROUNDS; i++) {
		obt_set_handler(obt_set_handler(count));
		obt_set_sink(obt_set_sink(unused_sink));
	}
	return NULL;
}

int main(void)
{
	pthread_t t[THREADS + 1];
	int i;

	obt_set_handler(count);
	obt_set_sink(unused_sink);
	for (i = 0; i < THREADS; i++)
		pthread_create(&t[i], NULL, fail_checks, (void *)(i % 2 ? &site_a : &site_b));
	pthread_create(&t[THREADS], NULL, swap_hooks, NULL);
	for (i = 0; i <= THREADS; i++)
		pthread_join(t[i], NULL);
	printf("site A reported %d time(s)\n", reports_a);
	printf("site B reported %d time(s)\n", reports_b);
	printf("every thread finished\n");
	return 0;
}
