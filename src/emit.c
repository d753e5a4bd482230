/*
 * emit.c - the output: the preprocessed text with the edit list applied.
 *
 * Edits replace byte ranges (an insertion is an empty range). No edit may
 * add or remove a newline, so every line of the output is the line of the
 * input with the same number, and the line markers CC reads stay right:
 * when a replaced range contains newlines they are written after the new
 * text. With no edits the output is the input, byte for byte.
 */
#include "obtcc.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

Edit *add_edit(Unit *u, int offset, int end, const char *text, int order)
{
	Edit *e = alloc(sizeof *e);
	e->offset = offset;
	e->end = end;
	e->text = text;
	e->order = order;
	vec_push(&u->edits, e);
	return e;
}

int edit_order_before(int depth)
{
	return (depth + 1) * 8;
}

int edit_order_after(int depth)
{
	return -(depth + 1) * 8;
}

/* An edit that puts back the text it replaces changes nothing: how a
 * proof takes back a check's edits [first, end). An edit of a flat chain
 * (sequence.c) leaves the plain operation instead. */
void undo_edits(Unit *u, int first, int end)
{
	for (int i = first; i < end; i++) {
		Edit *e = u->edits.data[i];
		e->text = e->plain ? e->plain : str_ndup(u->text + e->offset, e->end - e->offset);
	}
}

static int compare_edits(const void *a, const void *b)
{
	const Edit *x = *(Edit *const *)a, *y = *(Edit *const *)b;
	if (x->offset != y->offset)
		return x->offset < y->offset ? -1 : 1;
	/* At one offset: insertions first, in their order, then a
	 * replacement. */
	bool xr = x->end > x->offset, yr = y->end > y->offset;
	if (xr != yr)
		return xr ? 1 : -1;
	return (x->order > y->order) - (x->order < y->order);
}

static void copy_newlines(Buf *out, const char *text, int from, int to)
{
	for (int i = from; i < to; i++)
		if (text[i] == '\n')
			buf_add(out, "\n", 1);
}

/* The first line marker names the unit: CC takes the name of the object's
 * compile unit (DWARF's DW_AT_name, the FILE symbol) from it. So it stays
 * first, and the prelude follows under a name of its own, whose lines
 * therefore never count as the user's; the marker is then repeated, so the
 * rest of the text is numbered as before. Returns how much of the text is
 * out. */
static int emit_prelude(Unit *u, Buf *out, const char *prelude)
{
	const char *nl = u->len && u->text[0] == '#' ? memchr(u->text, '\n', u->len) : NULL;
	int first = nl ? (int)(nl - u->text) + 1 : 0;
	buf_add(out, u->text, first);
	if (first)
		buf_str(out, "# 1 \"<obt-prelude>\"\n");
	buf_str(out, prelude);
	buf_add(out, u->text, first);
	return first;
}

static bool word_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '$';
}

/* An edit's text where a word of the source ends or begins is kept apart
 * from it: a conversion put before the `(x)` of `return(x)` must not make
 * `return__obt_conv_l_i(...)`, one word. next: the source's character
 * after the edit. */
static void put_edit_text(Buf *out, const char *text, char next)
{
	size_t n = strlen(text);
	if (!n)
		return;
	if (out->len && word_char(out->data[out->len - 1]) && word_char(text[0]))
		buf_str(out, " ");
	buf_str(out, text);
	if (word_char(text[n - 1]) && word_char(next))
		buf_str(out, " ");
}

void emit_unit(Unit *u, Buf *out, const char *prelude)
{
	Vec all = u->edits;
	for (int i = 0; i < u->probe_lines.len; i++) {
		Edit *p = u->probe_lines.data[i];
		Edit *e = alloc(sizeof *e);
		*e = *p;
		e->text = "";
		vec_push(&all, e);
	}
	if (all.len)	/* qsort wants an array, even of no element */
		qsort(all.data, all.len, sizeof(Edit *), compare_edits);
	int pos = prelude ? emit_prelude(u, out, prelude) : 0;
	int swallowed = 0;	/* the end of the last range that swallows */
	for (int i = 0; i < all.len; i++) {
		Edit *e = all.data[i];
		if (e->offset < swallowed && e->end <= swallowed)
			continue;	/* its text is gone */
		if (e->offset < pos)
			fatal("internal error: overlapping edits at offset %d", e->offset);
		if (e->swallows)
			swallowed = e->end;
		buf_add(out, u->text + pos, e->offset - pos);
		if (strchr(e->text, '\n'))
			fatal("internal error: an edit adds a newline");
		put_edit_text(out, e->text, (size_t)e->end < u->len ? u->text[e->end] : 0);
		copy_newlines(out, u->text, e->offset, e->end);
		pos = e->end;
	}
	buf_add(out, u->text + pos, u->len - pos);
}

/* The unit's edits by offset, brought up to date when a copy of text is
 * made (versioning.c copies a loop's text for each loop it versions:
 * a walk over every edit of the unit for each made a unit of many loops
 * quadratic). Edits come mostly in the order of their offsets, so each
 * goes in near the end. */
static struct {
	const Unit *u;
	Vec by_offset;		/* Edit *; at one offset, in the order added */
	int indexed;		/* u->edits [0, indexed) are in by_offset */
	int longest;		/* the most bytes an edit replaces */
} near;

/* The first edit of near.by_offset at `offset` or after it (after: past
 * those at it too). */
static int edit_index(int offset, bool after)
{
	int lo = 0, hi = near.by_offset.len;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		int at = ((Edit *)near.by_offset.data[mid])->offset;
		if (at < offset || (after && at == offset))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void index_edits(const Unit *u)
{
	if (near.u != u || near.indexed > u->edits.len) {
		memset(&near, 0, sizeof near);
		near.u = u;
	}
	for (; near.indexed < u->edits.len; near.indexed++) {
		Edit *e = u->edits.data[near.indexed];
		int at = edit_index(e->offset, true);
		vec_push(&near.by_offset, e);
		void **d = near.by_offset.data;
		memmove(d + at + 1, d + at, (near.by_offset.len - 1 - at) * sizeof *d);
		d[at] = e;
		if (e->end - e->offset > near.longest)
			near.longest = e->end - e->offset;
	}
}

/*
 * The text of bytes [from, to) with the edits inside applied, on one line
 * (newlines become spaces): a copy of code that goes elsewhere in the
 * output, where it must not move the lines after it; insertions at its
 * end count as inside. NULL if an edit or a
 * probe line crosses the range's ends or a probe line lies inside.
 */
const char *emit_range_one_line(Unit *u, int from, int to)
{
	for (int i = 0; i < u->probe_lines.len; i++) {
		Edit *p = u->probe_lines.data[i];
		if (p->offset < to && p->end > from)
			return NULL;
	}
	/* the edits that may cross an end or lie inside: from at most the
	 * longest edit before `from` to `to` */
	index_edits(u);
	Vec inside = {0};
	for (int i = edit_index(from - near.longest, false); i < near.by_offset.len; i++) {
		Edit *e = near.by_offset.data[i];
		if (e->offset > to)
			break;
		if ((e->offset < from && e->end > from) || (e->offset < to && e->end > to))
			return NULL;
		/* an insertion at the end closes what ends there: the range's
		 * last expression */
		if (e->offset >= from && (e->offset < to || e->end == to))
			vec_push(&inside, e);
	}
	if (inside.len)
		qsort(inside.data, inside.len, sizeof(Edit *), compare_edits);
	Buf out = {0};
	int pos = from;
	for (int i = 0; i < inside.len; i++) {
		Edit *e = inside.data[i];
		buf_add(&out, u->text + pos, e->offset - pos);
		put_edit_text(&out, e->text, e->end < to ? u->text[e->end] : 0);
		pos = e->end;
	}
	buf_add(&out, u->text + pos, to - pos);
	buf_add(&out, "", 1);
	for (char *c = out.data; *c; c++)
		if (*c == '\n')
			*c = ' ';
	return out.data;
}

/* With no edits (the probe lines kept too) the output must be the input
 * byte for byte: what -fobt-check-roundtrip and the fuzzer hold obtcc to. */
bool emit_roundtrips(Unit *u)
{
	Buf plain = {0};
	Vec saved = u->edits, probes = u->probe_lines;
	u->edits = u->probe_lines = (Vec){0};
	emit_unit(u, &plain, NULL);
	u->edits = saved;
	u->probe_lines = probes;
	return plain.len == u->len && memcmp(plain.data, u->text, u->len) == 0;
}

typedef struct {
	Unit *u;
	Buf *out;
} Translation;

static void front_end(void *job)
{
	Translation *t = job;
	lex_unit(t->u);
	parse_unit(t->u);
	prove_unit(t->u);
	emit_unit(t->u, t->out, obt_prelude(t->u));
}

/* The whole front end on one unit, on a deep stack: parsing and checking
 * recurse as deep as the input nests. */
void translate_unit(Unit *u, Buf *out)
{
	Translation t = {u, out};
	run_with_deep_stack(front_end, &t);
}
