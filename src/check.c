/*
 * check.c - the OBT rules over typed expressions (SEMANTICS.md 2-6).
 */
#include "obtcc.h"

void obt_check_expr(Unit *u, Node *n, bool static_init)
{
	(void)u;
	(void)n;
	(void)static_init;
}

void obt_note_label(Token *label)
{
	(void)label;
}

void obt_loop_condition(Node *cond, bool is_while)
{
	(void)cond;
	(void)is_while;
}

void obt_note_declaration(Sym *var)
{
	(void)var;
}

void obt_begin_function(Sym *fn)
{
	(void)fn;
}

void obt_end_function(void)
{
}

void obt_abandon_function(void)
{
}

void obt_skipped_range(int from, int to)
{
	(void)from;
	(void)to;
}

const char *obt_prelude(Unit *u)
{
	(void)u;
	return NULL;
}
