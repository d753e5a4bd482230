/*
 * prove.c - the proofs, a stage of their own between checking and
 * writing.
 *
 * While parse.c reads a function definition, check.c writes every check
 * the OBT rules ask for, and the proof files take notes: the writes and
 * loops (facts.c), the tests (ranges.c, relations.c), the counted loops
 * (versioning.c), the arrays of counters (tallies.c). No proof can decide
 * before the whole function is read (an address taken at its end voids
 * what the code before it says of the variable), and a fact about the
 * unit needs every function: so each definition's notes wait in the
 * unit, and prove_unit runs the proofs over them once the unit is parsed
 * and checked, before emit.c writes the text. First summaries.c works
 * out what the unit says of its static functions (the values their
 * parameters get, what they return), then the functions are proven in
 * the order of the text.
 */
#include "obtcc.h"

static FunctionNotes *reading;	/* the outermost definition being read */

void prove_begin_function(Type *ty, Vec params)
{
	FactsNotes *facts = facts_begin_function();
	if (!facts)
		return;		/* a nested function: its notes are the outer one's */
	reading = alloc(sizeof *reading);
	*reading = (FunctionNotes){.ty = ty, .params = params, .facts = facts,
				   .ranges = ranges_begin_function(),
				   .versioning = versioning_begin_function(),
				   .tallies = tallies_begin_function()};
	summaries_enter(reading);
}

void prove_end_function(Unit *u, Sym *fn)
{
	if (!facts_end_function())
		return;
	ranges_end_function();
	reading->fn = fn;
	vec_push(&u->functions, reading);
	reading = NULL;
	summaries_enter(NULL);
}

void prove_abandon_function(void)
{
	facts_abandon_function();
	ranges_end_function();
	reading = NULL;
	summaries_enter(NULL);
}

/* facts.c's loops first; what ranges.c, relations.c and tallies.c leave,
 * versioning.c tries to decide before the loops. */
static void prove_function(Unit *u, FunctionNotes *f)
{
	versioning_resume(f->versioning);
	tallies_resume(f->tallies);
	facts_prove(u, f->facts);
	Vec unproven = ranges_prove(u, f->ranges);
	versioning_prove(u, &unproven);
}

void prove_unit(Unit *u)
{
	summaries_prepare(u);
	for (int i = 0; i < u->functions.len; i++)
		prove_function(u, u->functions.data[i]);
	sequence_after_proofs(u);
}
