/*
 * conditions.c - which branches of a file's conditional directives the
 * command line's macros decide, before any compile.
 *
 * The first look (spelling.c) would like to know whether a unit's keywords
 * will be live. Headers that make them empty macros do so under a test of
 * a macro the command line gives: `#ifndef __OBTCC__`, or the kernel's
 * `#if !defined(OVERFLOW_BEHAVIOR_TYPES) || !(defined(__OBTCC__) || ...)`.
 * Such tests are evaluated here in three values. `defined(NAME)` is known
 * for a macro the command line (or obtcc's own predefinitions) defines or
 * undefines; every other operand (a macro some header may define, an
 * include guard, __has_attribute, arithmetic) is unknown, and so is what
 * depends on it: `A || B` is true when either side is, `A && B` false
 * when either is.
 *
 * Only an economy hangs on the answer (which direct compile runs first,
 * driver.c): a wrong one costs a compile, never a result.
 */
#include "obtcc.h"

#include <stdlib.h>
#include <string.h>

static Tri tri_not(Tri a)
{
	return a == TRI_MAYBE ? TRI_MAYBE : a == TRI_YES ? TRI_NO : TRI_YES;
}

static Tri tri_and(Tri a, Tri b)
{
	if (a == TRI_NO || b == TRI_NO)
		return TRI_NO;
	return a == TRI_YES && b == TRI_YES ? TRI_YES : TRI_MAYBE;
}

static Tri tri_or(Tri a, Tri b)
{
	return tri_not(tri_and(tri_not(a), tri_not(b)));
}

static bool is_name_start(char c)
{
	return is_name_char(c) && !(c >= '0' && c <= '9');
}

/* The length of the identifier at p, or 0. */
static size_t name_len(const char *p)
{
	size_t n = 0;
	if (is_name_start(*p))
		while (is_name_char(p[n]))
			n++;
	return n;
}

/* ---- the command line's macros -------------------------------------- */

/* Is NAME (len bytes) a macro after the command line? The last -D or -U
 * of it decides. */
static Tri macro_defined(const Vec *switches, const char *name, size_t len)
{
	for (int i = switches->len - 1; i >= 0; i--) {
		const MacroSwitch *s = switches->data[i];
		if (strlen(s->name) == len && !memcmp(s->name, name, len))
			return s->defined ? TRI_YES : TRI_NO;
	}
	return TRI_MAYBE;
}

void note_macro_switch(Vec *switches, const char *arg, bool defined)
{
	size_t len = name_len(arg);
	if (!len)
		return;
	MacroSwitch *s = alloc(sizeof *s);
	s->name = str_ndup(arg, len);
	s->defined = defined;
	vec_push(switches, s);
}

/* ---- #if expressions ------------------------------------------------ */

/* A recursive descent over || && ! ( ) defined and numbers; anything else
 * (comparisons, arithmetic, a stray token) makes the whole test unknown,
 * and so does nesting deeper than any header needs (the descent must not
 * exhaust the stack on a line of a million parentheses). */
enum { MAX_DEPTH = 256 };

typedef struct {
	const char *p;
	const Vec *switches;
	int depth;
	bool failed;
} Expr;

static bool take(Expr *e, const char *op)
{
	e->p = skip_blanks(e->p);
	size_t n = strlen(op);
	if (strncmp(e->p, op, n))
		return false;
	/* "!" is not "!=" */
	if (n == 1 && op[0] == '!' && e->p[1] == '=')
		return false;
	e->p += n;
	return true;
}

static Tri or_expr(Expr *e);

/* defined NAME, defined(NAME) */
static Tri defined_operand(Expr *e)
{
	bool paren = take(e, "(");
	e->p = skip_blanks(e->p);
	size_t n = name_len(e->p);
	if (!n) {
		e->failed = true;
		return TRI_MAYBE;
	}
	Tri t = macro_defined(e->switches, e->p, n);
	e->p += n;
	if (paren && !take(e, ")"))
		e->failed = true;
	return t;
}

/* A name other than defined: its value, or a call's, is unknown. */
static Tri unknown_operand(Expr *e, size_t n)
{
	e->p += n;
	if (!take(e, "("))
		return TRI_MAYBE;
	for (int depth = 1; depth > 0; e->p++) {
		if (!*e->p) {
			e->failed = true;
			return TRI_MAYBE;
		}
		depth += *e->p == '(' ? 1 : *e->p == ')' ? -1 : 0;
	}
	return TRI_MAYBE;
}

/* defined, another name, or a number */
static Tri operand(Expr *e)
{
	e->p = skip_blanks(e->p);
	size_t n = name_len(e->p);
	if (word_at(e->p, "defined")) {
		e->p += n;
		return defined_operand(e);
	}
	if (n)
		return unknown_operand(e, n);
	if (*e->p >= '0' && *e->p <= '9') {
		char *end;
		unsigned long long v = strtoull(e->p, &end, 0);
		end += strspn(end, "uUlL");
		if (is_name_char(*end))
			e->failed = true;
		e->p = end;
		return v ? TRI_YES : TRI_NO;
	}
	e->failed = true;
	return TRI_MAYBE;
}

static Tri parenthesised(Expr *e)
{
	Tri t = or_expr(e);
	if (!take(e, ")"))
		e->failed = true;
	return t;
}

static Tri primary(Expr *e)
{
	if (e->failed || ++e->depth > MAX_DEPTH) {
		e->failed = true;
		return TRI_MAYBE;
	}
	Tri t = take(e, "!") ? tri_not(primary(e)) : take(e, "(") ? parenthesised(e) : operand(e);
	e->depth--;
	return t;
}

static Tri and_expr(Expr *e)
{
	Tri t = primary(e);
	while (!e->failed && take(e, "&&"))
		t = tri_and(t, primary(e));
	return t;
}

static Tri or_expr(Expr *e)
{
	Tri t = and_expr(e);
	while (!e->failed && take(e, "||"))
		t = tri_or(t, and_expr(e));
	return t;
}

static Tri condition_value(const char *text, const Vec *switches)
{
	Expr e = {text, switches, 0, false};
	Tri t = or_expr(&e);
	return e.failed || *skip_blanks(e.p) ? TRI_MAYBE : t;
}

/* ---- the branches of a file ----------------------------------------- */

enum { MAX_NESTING = 64 };

typedef struct {
	Tri active;	/* this branch is compiled (the enclosing ones too) */
	Tri taken;	/* an earlier branch of this #if chain was */
} Branch;

/* Is the branch that holds depth open conditionals compiled? Nesting
 * beyond the stack is unknown. */
static Tri branch_active(const Branch *stack, int depth)
{
	if (depth == 0)
		return TRI_YES;
	return depth <= MAX_NESTING ? stack[depth - 1].active : TRI_MAYBE;
}

/* The directive's name at p (after '#'), if it is word. */
static const char *directive_is(const char *p, const char *word)
{
	p = skip_blanks(p);
	return word_at(p, word) ? skip_blanks(p + strlen(word)) : NULL;
}

/* The condition an #if, #ifdef, #ifndef (or their #elif forms) tests. */
static Tri test_value(const char *args, bool ifdef, bool ifndef, const Vec *switches)
{
	if (!ifdef && !ifndef)
		return condition_value(args, switches);
	size_t n = name_len(args);
	Tri t = n ? macro_defined(switches, args, n) : TRI_MAYBE;
	return ifndef ? tri_not(t) : t;
}

/* One conditional directive; false if it is none. */
static bool follow_conditional(const char *d, Branch *stack, int *depth, const Vec *switches)
{
	static const char *const opens[] = {"if", "ifdef", "ifndef"};
	static const char *const elses[] = {"elif", "elifdef", "elifndef"};
	const char *args;
	Tri outer = branch_active(stack, *depth);
	for (int k = 0; k < 3; k++) {
		if ((args = directive_is(d, opens[k]))) {
			Tri t = test_value(args, k == 1, k == 2, switches);
			if (*depth < MAX_NESTING)
				stack[*depth] = (Branch){tri_and(outer, t), t};
			(*depth)++;
			return true;
		}
	}
	Branch *top = *depth > 0 && *depth <= MAX_NESTING ? &stack[*depth - 1] : NULL;
	Tri enclosing = branch_active(stack, *depth > 0 ? *depth - 1 : 0);
	for (int k = 0; k < 3; k++) {
		if ((args = directive_is(d, elses[k]))) {
			if (top) {
				Tri t = test_value(args, k == 1, k == 2, switches);
				top->active = tri_and(enclosing, tri_and(tri_not(top->taken), t));
				top->taken = tri_or(top->taken, t);
			}
			return true;
		}
	}
	if (directive_is(d, "else")) {
		if (top) {
			top->active = tri_and(enclosing, tri_not(top->taken));
			top->taken = TRI_YES;
		}
		return true;
	}
	if (directive_is(d, "endif")) {
		if (*depth > 0)
			(*depth)--;
		return true;
	}
	return false;
}

void each_directive(const char *code, size_t len, const Vec *switches,
		    void (*each)(void *ctx, const char *directive, Tri active), void *ctx)
{
	Branch stack[MAX_NESTING];
	int depth = 0;
	for (size_t at = 0; at < len;) {
		/* the logical line from at: continuations joined */
		size_t end = at;
		while (end < len && !(code[end] == '\n' && (end == 0 || code[end - 1] != '\\')))
			end++;
		const char *p = skip_blanks(code + at);
		if (p < code + end && *p == '#') {
			char *line = str_ndup(p + 1, code + end - p - 1);
			for (char *c = line; (c = strstr(c, "\\\n"));)
				c[0] = c[1] = ' ';
			if (!follow_conditional(line, stack, &depth, switches))
				each(ctx, line, branch_active(stack, depth));
		}
		at = end + 1;
	}
}
