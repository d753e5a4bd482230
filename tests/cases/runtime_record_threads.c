// Threads failing the same sites at once: the record counts every failure
// of each, and keeps the extremes any of them saw.
// env: OBT_OPTIONS=record_path=obt-test.rec:log_path=/dev/null
// cflags: -pthread
// stdout: t.c:1:1: runtime record: obt: integer addition overflow: 1000002 failures; first 2147483648, min 2147483648, max 2147483651; 'int __ob_trap'
// stdout: t.c:2:1: runtime record: obt: integer addition overflow: 1000002 failures; first 2147483648, min 2147483648, max 2147483651; 'int __ob_trap'
#include <limits.h>
#include <pthread.h>
#include <sys/wait.h>

#include "../runtime/rt_test.h"

#define THREADS 4

static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static const struct obt_site first = { "t.c", 1, 1, OBT_OP_ADD, NULL, &int_trap, NULL };
static const struct obt_site second = { "t.c", 2, 1, OBT_OP_ADD, NULL, &int_trap, NULL };

/* Each thread adds its own number + 1 past INT_MAX, at both sites. */
static void *fail(void *arg)
{
	long i, n = (long)arg;

	for (i = 0; i < 1000000 / THREADS; i++) {
		__obt_warn(&first, INT_MAX, (obt_bits)(i == 0 ? 1 : 1 + n));
		__obt_warn(&second, INT_MAX, (obt_bits)(i == 0 ? 1 : 1 + n));
	}
	return NULL;
}

int main(void)
{
	pthread_t threads[THREADS];
	char line[1024];
	FILE *rec;
	long t;
	int status;

	if (fork() == 0) {
		/* the first failure of all, before the threads start */
		__obt_warn(&first, INT_MAX, 1);
		__obt_warn(&second, INT_MAX, 1);
		for (t = 0; t < THREADS; t++)
			pthread_create(&threads[t], NULL, fail, (void *)t);
		for (t = 0; t < THREADS; t++)
			pthread_join(threads[t], NULL);
		__obt_warn(&first, INT_MAX, 1);
		__obt_warn(&second, INT_MAX, 1);
		exit(0);
	}
	wait(&status);
	rec = fopen("obt-test.rec", "r");
	while (rec && fgets(line, sizeof line, rec))
		fputs(line, stdout);
	return 0;
}
