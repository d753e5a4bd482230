/*
 * lex.c - turns CC's preprocessed output into tokens.
 *
 * Each token keeps its byte range in the preprocessed text (the rewriter
 * edits those ranges) and its original file:line:col, which the line
 * markers ("# 12 \"x.c\" 2") give us. Directive lines the preprocessor left
 * in the output (#pragma, #ident) produce no tokens; they are copied to the
 * output untouched like everything else.
 *
 * Keywords are not decided here: a token is TK_IDENT and its interned Ident
 * says whether it is a keyword, because which words are keywords depends on
 * the -std the target probe reports, and the probe is part of this text.
 */
#include "obtcc.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
	Unit *u;
	const char *p, *end;
	const char *line_start;
	const char *file;
	unsigned line;		/* as CC counts: unsigned, wrapping (#line 4000000000) */
	Token *buf;
	int n, cap;
	int pack_stack[64], pack_depth, pack_current;	/* #pragma pack */
	bool system;		/* the last line marker said: a system header */
} Lexer;

static Token *push(Lexer *L, TokenKind kind, const char *start, const char *end)
{
	if (L->n == L->cap) {
		/* realloc, not the arena: the unit's largest array would
		 * otherwise leave every smaller copy behind, as much again */
		L->cap = L->cap ? L->cap * 2 : 4096;
		L->buf = realloc(L->buf, sizeof(Token) * L->cap);
		if (!L->buf)
			fatal("out of memory");
	}
	Token *t = &L->buf[L->n++];
	memset(t, 0, sizeof *t);
	t->kind = kind;
	t->text = start;
	t->offset = start - L->u->text;
	t->len = end - start;
	t->loc.file = L->file;
	t->loc.line = (int)L->line;
	t->loc.col = start - L->line_start + 1;
	t->loc.offset = t->offset;
	t->in_system_header = L->system;
	return t;
}

static Loc here(Lexer *L)
{
	return (Loc){L->file, (int)L->line, (int)(L->p - L->line_start) + 1,
		     (int)(L->p - L->u->text), 0};
}

/* Interned file names, so equal names share one pointer. */
static const char *intern_file(const char *s, int len)
{
	return intern(s, len)->name;
}

static bool is_ident_char(int c)
{
	return isalnum(c) || c == '_' || c == '$' || c >= 0x80;
}

/* The length of the universal character name \uXXXX or \UXXXXXXXX at p, or
 * 0. gcc -E spells extended characters of identifiers so (int Lef\U000000e8vre). */
static int ucn_length(const char *p, const char *end)
{
	if (end - p < 2 || p[0] != '\\' || (p[1] != 'u' && p[1] != 'U'))
		return 0;
	int digits = p[1] == 'u' ? 4 : 8;
	if (end - p < 2 + digits)
		return 0;
	for (int i = 2; i < 2 + digits; i++)
		if (!isxdigit((unsigned char)p[i]))
			return 0;
	return 2 + digits;
}

/* The end of the identifier that starts at p, or p if none does. */
static const char *ident_end(const char *p, const char *end)
{
	const char *q = p;
	while (q < end) {
		int ucn = ucn_length(q, end);
		if (ucn)
			q += ucn;
		else if (is_ident_char((unsigned char)*q) && (q > p || !isdigit((unsigned char)*q)))
			q++;
		else
			break;
	}
	return q;
}

/* #pragma pack(N), pack(), pack(push[, id][, N]), pack(pop[, id]): the
 * packing struct layouts see, recorded with the offset it starts at. */
static void pragma_pack(Lexer *L, const char *p, const char *end)
{
	int *stack = L->pack_stack, *depth = &L->pack_depth, *current = &L->pack_current;
	while (p < end && *p != '(')
		p++;
	char args[128];
	int n = 0;
	for (p++; p < end && *p != ')' && n < (int)sizeof args - 1; p++)
		if (*p != ' ' && *p != '\t')
			args[n++] = *p;
	args[n] = 0;
	char *num = args;
	while (*num && !isdigit((unsigned char)*num))
		num++;
	int value = *num ? atoi(num) : 0;
	if (strncmp(args, "push", 4) == 0) {
		if (*depth < 64)
			stack[(*depth)++] = *current;
		if (*num)
			*current = value;
	} else if (strncmp(args, "pop", 3) == 0) {
		*current = *depth ? stack[--*depth] : 0;
	} else {
		*current = value;
	}
	PackChange *c = alloc(sizeof *c);
	c->offset = (int)(p - L->u->text);
	c->value = *current;
	vec_push(&L->u->packs, c);
}

int pack_at(Unit *u, int offset)
{
	int value = 0;
	for (int i = 0; i < u->packs.len; i++) {
		PackChange *c = u->packs.data[i];
		if (c->offset > offset)
			break;
		value = c->value;
	}
	return value;
}

/* Parses a directive line starting at '#'; returns the start of the next
 * line. A line marker sets the location of the next line. */
static const char *directive(Lexer *L, const char *p)
{
	const char *q = p + 1;
	while (q < L->end && (*q == ' ' || *q == '\t'))
		q++;
	if (q + 4 < L->end && strncmp(q, "line", 4) == 0 && (q[4] == ' ' || q[4] == '\t')) {
		q += 4;
		while (q < L->end && (*q == ' ' || *q == '\t'))
			q++;
	}
	if (L->end - q > 6 && strncmp(q, "pragma", 6) == 0) {
		const char *r = q + 6;
		while (r < L->end && (*r == ' ' || *r == '\t'))
			r++;
		const char *eol = memchr(r, '\n', L->end - r);
		if (!eol)
			eol = L->end;
		if (eol - r > 4 && strncmp(r, "pack", 4) == 0 && !is_ident_char((unsigned char)r[4]))
			pragma_pack(L, r, eol);
		return eol;
	}
	bool marker = q < L->end && isdigit((unsigned char)*q);
	unsigned line = 0;
	while (marker && q < L->end && isdigit((unsigned char)*q))
		line = line * 10 + (unsigned)(*q++ - '0');
	if (marker) {
		while (q < L->end && (*q == ' ' || *q == '\t'))
			q++;
		if (q < L->end && *q == '"') {
			const char *s = ++q;
			while (q < L->end && *q != '"' && *q != '\n') {
				if (*q == '\\' && q + 1 < L->end)
					q++;
				q++;
			}
			L->file = intern_file(s, q - s);
			/* flags: 1 enter, 2 return, 3 what follows is a system
			 * header's (also a macro of one expanded in user code) */
			L->system = false;
			for (const char *f = q; f < L->end && *f != '\n'; f++)
				if (*f == '3' && (f[-1] == ' ' || f[-1] == '\t') &&
				    (f + 1 == L->end || f[1] == ' ' || f[1] == '\n'))
					L->system = true;
		}
	}
	while (q < L->end && *q != '\n')
		q++;
	if (marker)
		L->line = line - 1;	/* the newline below counts one */
	return q;
}


/* Skips a string or character literal body starting after the quote. */
static const char *skip_quoted(Lexer *L, const char *p, char quote)
{
	while (p < L->end && *p != quote) {
		if (*p == '\n') {
			L->p = p;
			error_at(here(L), "missing terminating %c character", quote);
			return p;
		}
		if (*p == '\\' && p + 1 < L->end)
			p++;
		p++;
	}
	if (p >= L->end) {
		L->p = p;
		error_at(here(L), "missing terminating %c character", quote);
		return p;
	}
	return p + 1;
}

static const struct { const char *s; int len; int code; } puncts[] = {
	{"<<=", 3, P_SHL_ASSIGN}, {">>=", 3, P_SHR_ASSIGN}, {"...", 3, P_ELLIPSIS},
	{"%:%:", 4, P_HASHHASH},
	{"->", 2, P_ARROW}, {"++", 2, P_INC}, {"--", 2, P_DEC}, {"<<", 2, P_SHL},
	{">>", 2, P_SHR}, {"<=", 2, P_LE}, {">=", 2, P_GE}, {"==", 2, P_EQ},
	{"!=", 2, P_NE}, {"&&", 2, P_LAND}, {"||", 2, P_LOR}, {"*=", 2, P_MUL_ASSIGN},
	{"/=", 2, P_DIV_ASSIGN}, {"%=", 2, P_MOD_ASSIGN}, {"+=", 2, P_ADD_ASSIGN},
	{"-=", 2, P_SUB_ASSIGN}, {"&=", 2, P_AND_ASSIGN}, {"^=", 2, P_XOR_ASSIGN},
	{"|=", 2, P_OR_ASSIGN}, {"##", 2, P_HASHHASH}, {"::", 2, P_COLONCOLON},
	/* digraphs */
	{"<:", 2, '['}, {":>", 2, ']'}, {"<%", 2, '{'}, {"%>", 2, '}'}, {"%:", 2, '#'},
};

static bool starts_number(const char *p, const char *end)
{
	return isdigit((unsigned char)*p) ||
	       (*p == '.' && p + 1 < end && isdigit((unsigned char)p[1]));
}

/* The end of a preprocessing number: digits, letters, '.', '_', the digit
 * separator ', and signs after e/E/p/P. */
static const char *number_end(const char *p, const char *end)
{
	const char *q = p + 1;
	while (q < end) {
		if ((q[0] == 'e' || q[0] == 'E' || q[0] == 'p' || q[0] == 'P') &&
		    q + 1 < end && (q[1] == '+' || q[1] == '-'))
			q += 2;
		else if (is_ident_char((unsigned char)*q) || *q == '.')
			q++;
		else if (*q == '\'' && q + 1 < end && is_ident_char((unsigned char)q[1]))
			q++;
		else
			break;
	}
	return q;
}

static int read_punct(const char *p, const char *end, int *len)
{
	for (size_t i = 0; i < sizeof puncts / sizeof puncts[0]; i++) {
		int n = puncts[i].len;
		if (end - p >= n && memcmp(p, puncts[i].s, n) == 0) {
			*len = n;
			return puncts[i].code;
		}
	}
	*len = 1;
	return (unsigned char)*p;
}

/* A string or character literal may carry a prefix: L, u, U, u8. */
static int literal_prefix(const char *p, const char *end)
{
	if (p + 2 < end && p[0] == 'u' && p[1] == '8' && (p[2] == '"' || p[2] == '\''))
		return 2;
	if (p + 1 < end && (p[0] == 'L' || p[0] == 'u' || p[0] == 'U') &&
	    (p[1] == '"' || p[1] == '\''))
		return 1;
	return 0;
}

void lex_unit(Unit *u)
{
	Lexer L = {.u = u, .p = u->text, .end = u->text + u->len,
		   .line_start = u->text, .file = intern_file("<stdin>", 7), .line = 1};
	bool bol = true;
	diag_set_text(u->text, u->len);

	while (L.p < L.end) {
		const char *p = L.p;
		char c = *p;
		if (c == '\n') {
			L.p++;
			L.line++;
			L.line_start = L.p;
			bol = true;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
			L.p++;
			continue;
		}
		if (c == '#' && bol) {
			L.p = directive(&L, p);
			continue;
		}
		if (c == '/' && p + 1 < L.end && p[1] == '/') {
			while (L.p < L.end && *L.p != '\n')
				L.p++;
			continue;
		}
		if (c == '/' && p + 1 < L.end && p[1] == '*') {
			const char *q = strstr(p + 2, "*/");
			if (!q) {
				error_at(here(&L), "unterminated comment");
				q = L.end - 2;
			}
			for (const char *r = p; r < q; r++)
				if (*r == '\n') {
					L.line++;
					L.line_start = r + 1;
				}
			L.p = q + 2;
			continue;
		}

		Token *t;
		int pre = literal_prefix(p, L.end);
		if (c == '"' || c == '\'' || pre) {
			char quote = p[pre];
			const char *q = skip_quoted(&L, p + pre + 1, quote);
			t = push(&L, quote == '"' ? TK_STR : TK_CHAR, p, q);
			L.p = q;
		} else if (starts_number(p, L.end)) {
			const char *q = number_end(p, L.end);
			t = push(&L, TK_NUM, p, q);
			L.p = q;
		} else if (ident_end(p, L.end) > p) {
			const char *q = ident_end(p, L.end);
			t = push(&L, TK_IDENT, p, q);
			t->ident = intern(p, q - p);
			L.p = q;
		} else {
			int len;
			int code = read_punct(p, L.end, &len);
			t = push(&L, TK_PUNCT, p, p + len);
			t->punct = code;
			L.p = p + len;
		}
		t->at_line_start = bol;
		bol = false;
	}
	Token *eof = push(&L, TK_EOF, L.end, L.end);
	eof->at_line_start = true;
	u->toks = L.buf;
	u->ntoks = L.n;
	diag_set_tokens(u->toks, u->ntoks);
}

const char *tok_str(const Token *t)
{
	return str_ndup(t->text, t->len);
}

/* ---- lines of the original source ------------------------------------ */

/* Cuts one line of an original source file, [p, end), into the tokens C
 * sees on it, for diag.c to find a token's original column among them:
 * comments and the insides of literals hold no tokens. *in_comment says
 * whether the line starts inside a block comment and is left saying
 * whether the next line does. Stores at most `room` spans in out (which
 * may be NULL to follow the comments only); returns how many it found. */
int lex_source_line(const char *p, const char *end, bool *in_comment, Span *out, int room)
{
	int n = 0;
	while (p < end) {
		if (*in_comment) {
			const char *close = p;
			while (close + 1 < end && !(close[0] == '*' && close[1] == '/'))
				close++;
			if (close + 1 >= end)
				return n;
			*in_comment = false;
			p = close + 2;
			continue;
		}
		char c = *p;
		if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
			p++;
			continue;
		}
		if (c == '/' && p + 1 < end && p[1] == '/')
			return n;
		if (c == '/' && p + 1 < end && p[1] == '*') {
			*in_comment = true;
			p += 2;
			continue;
		}
		const char *q;
		int pre = literal_prefix(p, end);
		if (c == '"' || c == '\'' || pre) {
			char quote = p[pre];
			for (q = p + pre + 1; q < end && *q != quote; q++)
				if (*q == '\\' && q + 1 < end)
					q++;
			q += q < end;
		} else if (starts_number(p, end)) {
			q = number_end(p, end);
		} else if (ident_end(p, end) > p) {
			q = ident_end(p, end);
		} else {
			int len;
			read_punct(p, end, &len);
			q = p + len;
		}
		if (out && n < room)
			out[n] = (Span){p, (int)(q - p)};
		n++;
		p = q;
	}
	return n;
}
