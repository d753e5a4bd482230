// A labelled trap bit-field: ++ past the field's width and a store that
// does not fit jump to the label and leave the field (and its neighbour)
// unchanged.
// compiler: obtcc
// modes: trap trap-quiet warn
// stdout: inc: 7 31
// stdout: store: 7 31
// [warn] stderr: integer truncation: 8 does not fit 'unsigned int __ob_trap:3'
// [warn] stderr: integer truncation: 9 does not fit 'unsigned int __ob_trap:3'
#include <stdio.h>

struct bits {
	unsigned __attribute__((overflow_behavior(trap, L))) f : 3;
	unsigned keep : 5;
};

static void inc(struct bits *s)
{
	s->f++;
	printf("no jump\n");
	return;
L:
	printf("inc: %d %d\n", s->f, s->keep);
}

static void store(struct bits *s, int v)
{
	s->f = v;
	printf("no jump\n");
	return;
L:
	printf("store: %d %d\n", s->f, s->keep);
}

int main(void)
{
	struct bits s = { 7, 31 };

	inc(&s);
	store(&s, 9);
	return 0;
}
