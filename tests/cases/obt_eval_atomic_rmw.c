// op= and ++ on an _Atomic OBT object stay one atomic read-modify-write
// (C11 6.5.16.2p3): two threads incrementing together lose no update.
// compiler: obtcc
// modes: trap warn
// cflags: -pthread
// stdout: 2000000 2000000
// stderr-not: obt
#include <pthread.h>
#include <stdio.h>

static _Atomic unsigned long __ob_trap by_add, by_inc;
static _Atomic int ready;

static void *work(void *arg)
{
	int i;

	(void)arg;
	ready++;
	while (ready < 2)
		;		/* start together, so the threads overlap */
	for (i = 0; i < 1000000; i++) {
		by_add += 1;
		by_inc++;
	}
	return NULL;
}

int main(void)
{
	pthread_t t1, t2;
	unsigned long a, b;

	pthread_create(&t1, NULL, work, NULL);
	pthread_create(&t2, NULL, work, NULL);
	pthread_join(t1, NULL);
	pthread_join(t2, NULL);
	a = by_add;
	b = by_inc;
	printf("%lu %lu\n", a, b);
	return 0;
}
