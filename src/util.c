/*
 * util.c - allocation, strings, growable arrays and identifier interning.
 *
 * obtcc lives for one translation unit, so memory comes from a bump
 * allocator over large chunks and is never given back.
 */
#include "obtcc.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#define CHUNK_SIZE (1 << 20)

typedef struct {
	char *next, *end;
} Arena;

static Arena main_arena;

static void *alloc_in(Arena *a, size_t size)
{
	size = (size + 15) & ~(size_t)15;
	if (size > (size_t)(a->end - a->next)) {
		size_t n = size > CHUNK_SIZE / 4 ? size : CHUNK_SIZE;
		char *p = calloc(1, n);
		if (!p)
			fatal("out of memory");
		if (n != CHUNK_SIZE)
			return p;	/* big blocks do not replace the chunk */
		a->next = p;
		a->end = p + n;
	}
	void *p = a->next;
	a->next += size;
	return p;
}

void *alloc(size_t size)
{
	return alloc_in(&main_arena, size);
}

/* The nodes of a constant item of a braced initializer go to an arena of
 * their own, given back once the item leaves nothing that points to them
 * (parse.c): a table of a million constants would otherwise keep two
 * million nodes the unit never looks at again. */
static Arena scratch;
static bool scratch_on;

void *alloc_node(size_t size)
{
	return alloc_in(scratch_on ? &scratch : &main_arena, size);
}

ScratchMark scratch_begin(void)
{
	scratch_on = true;
	return (ScratchMark){scratch.next, scratch.end};
}

void scratch_end(ScratchMark m, bool give_back)
{
	scratch_on = false;
	if (!give_back || m.end != scratch.end)
		return;		/* kept, or a new chunk began: it stays */
	memset(m.next, 0, scratch.next - m.next);
	scratch.next = m.next;
}

char *str_ndup(const char *s, size_t len)
{
	char *p = alloc(len + 1);
	memcpy(p, s, len);
	return p;
}

char *str_vfmt(const char *fmt, va_list ap)
{
	va_list again;
	va_copy(again, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	char *p = alloc(n + 1);
	vsnprintf(p, n + 1, fmt, again);
	va_end(again);
	return p;
}

char *str_fmt(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *p = str_vfmt(fmt, ap);
	va_end(ap);
	return p;
}

bool starts_with(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

bool is_name_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool word_at(const char *p, const char *word)
{
	size_t n = strlen(word);
	return !strncmp(p, word, n) && !is_name_char(p[n]);
}

const char *skip_blanks(const char *p)
{
	return p + strspn(p, " \t\f\v\r");
}

/* A line of text [p, p + n) without the control sequences that colour
 * it (ESC [ parameters final-byte). */
char *without_colours(const char *p, size_t n)
{
	Buf plain = {0};
	for (size_t i = 0; i < n; i++) {
		if (p[i] == '\033' && i + 1 < n && p[i + 1] == '[') {
			/* a control sequence: parameters, then a final byte */
			for (i += 2; i < n && !(p[i] >= '@' && p[i] <= '~'); i++)
				;
		} else {
			buf_add(&plain, p + i, 1);
		}
	}
	buf_add(&plain, "", 1);
	return plain.data;
}

/* Reads a whole file (or stdin for "-"); NULL if it cannot be read. */
char *read_file(const char *path, size_t *len)
{
	FILE *fp = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	if (!fp)
		return NULL;
	Buf b = {0};
	char tmp[65536];
	size_t n;
	while ((n = fread(tmp, 1, sizeof tmp, fp)) > 0)
		buf_add(&b, tmp, n);
	if (fp != stdin)
		fclose(fp);
	buf_add(&b, "", 1);
	*len = b.len - 1;
	return b.data;
}

/* The file at path in a buffer the next call reuses: for a text only
 * looked at, as a build's hundreds of headers are for a spelling, which
 * read_file would each copy into memory never given back (the copies and
 * the fresh pages cost a unit more than the look). NULL if unreadable. */
const char *read_file_transient(const char *path, size_t *len)
{
	static char *buf;
	static size_t cap;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	size_t n = 0;
	for (;;) {
		if (cap - n < 65536) {
			cap = cap ? 2 * cap : 1 << 20;
			buf = realloc(buf, cap);
			if (!buf)
				fatal("out of memory");
		}
		ssize_t got = read(fd, buf + n, cap - n - 1);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			close(fd);
			if (got < 0)
				return NULL;
			break;
		}
		n += (size_t)got;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}

const char *c_string_literal(const char *s)
{
	Buf b = {0};
	buf_str(&b, "\"");
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			buf_fmt(&b, "\\%c", *s);
		else if ((unsigned char)*s < ' ')
			buf_fmt(&b, "\\%03o", (unsigned char)*s);
		else
			buf_add(&b, s, 1);
	}
	buf_str(&b, "\"");
	return b.data;
}

void vec_push(Vec *v, void *item)
{
	if (v->len == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 16;
		void **d = alloc(sizeof(void *) * v->cap);
		if (v->len)
			memcpy(d, v->data, sizeof(void *) * v->len);
		v->data = d;
	}
	v->data[v->len++] = item;
}

bool vec_has(const Vec *v, const void *item)
{
	for (int i = 0; i < v->len; i++)
		if (v->data[i] == item)
			return true;
	return false;
}

/* An empty Vec has no array at all, which qsort() must not be given. */
void vec_sort(Vec *v, int (*cmp)(const void *, const void *))
{
	if (v->len > 1)
		qsort(v->data, v->len, sizeof *v->data, cmp);
}

/* Buffers can grow to the size of a whole translation unit, so they use
 * realloc rather than the arena. */
void buf_add(Buf *b, const char *s, size_t len)
{
	if (b->len + len + 1 > b->cap) {
		size_t cap = b->cap ? b->cap * 2 : 256;
		while (cap < b->len + len + 1)
			cap *= 2;
		b->data = realloc(b->data, cap);
		if (!b->data)
			fatal("out of memory");
		b->cap = cap;
	}
	memcpy(b->data + b->len, s, len);
	b->len += len;
	b->data[b->len] = '\0';
}

void buf_str(Buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

void buf_fmt(Buf *b, const char *fmt, ...)
{
	char tmp[512];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n < (int)sizeof tmp) {
		buf_add(b, tmp, n);
		return;
	}
	char *big = alloc(n + 1);
	va_start(ap, fmt);
	vsnprintf(big, n + 1, fmt, ap);
	va_end(ap);
	buf_add(b, big, n);
}

/* s as a JSON string, quoted and escaped. */
void buf_json_string(Buf *b, const char *s)
{
	buf_str(b, "\"");
	for (; *s; s++) {
		unsigned char c = *s;
		if (c == '"' || c == '\\')
			buf_fmt(b, "\\%c", c);
		else if (c < ' ')
			buf_fmt(b, "\\u%04x", c);
		else
			buf_add(b, s, 1);
	}
	buf_str(b, "\"");
}

/* ---- interning -------------------------------------------------------- */

#define IDENT_BUCKETS (1 << 16)
static Ident *ident_table[IDENT_BUCKETS];

static uint32_t hash_bytes(const char *s, int len)
{
	uint32_t h = 2166136261u;
	for (int i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

Ident *intern(const char *s, int len)
{
	Ident **bucket = &ident_table[hash_bytes(s, len) & (IDENT_BUCKETS - 1)];
	for (Ident *id = *bucket; id; id = id->hash_next)
		if (id->len == len && memcmp(id->name, s, len) == 0)
			return id;
	Ident *id = alloc(sizeof *id);
	id->name = str_ndup(s, len);
	id->len = len;
	id->hash_next = *bucket;
	*bucket = id;
	return id;
}

/* ---- the stack -------------------------------------------------------- */

/* Input nested n deep (parentheses, blocks, braces) makes the parser
 * recurse n deep, and a chain of n operators gives a tree the checks walk
 * n deep. GCC compiles such code, so obtcc's front end runs on a thread
 * with a deep stack, and where even that runs out the parser and the
 * checks stop with an error (stack_nearly_full) rather than a crash. */
enum {
	DEEP_STACK = 256 << 20,		/* reserved, not committed, until used */
	STACK_MARGIN = 4 << 20,		/* left for diagnostics (and sanitizers) */
};

static uintptr_t stack_top;	/* where the deep work started */
static size_t stack_room;	/* how far below stack_top it may go */

typedef struct {
	void (*fn)(void *);
	void *arg;
} StackJob;

static void *run_job(void *job)
{
	StackJob *j = job;
	stack_top = (uintptr_t)__builtin_frame_address(0);
	j->fn(j->arg);
	return NULL;
}

void run_with_deep_stack(void (*fn)(void *), void *arg)
{
	StackJob job = {fn, arg};
	pthread_attr_t attr;
	pthread_t thread;
	stack_room = DEEP_STACK - STACK_MARGIN;
	if (pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, DEEP_STACK) == 0 &&
	    pthread_create(&thread, &attr, run_job, &job) == 0) {
		pthread_join(thread, NULL);
		return;
	}
	/* No thread that large: the stack we have, as far as its limit goes. */
	struct rlimit rl;
	size_t limit = getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY
		? rl.rlim_cur : 8 << 20;
	stack_room = limit / 2;
	run_job(&job);
}

bool stack_nearly_full(void)
{
	uintptr_t here = (uintptr_t)__builtin_frame_address(0);
	return stack_top && stack_top - here > stack_room;
}
