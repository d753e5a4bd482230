/*
 * json.c - one JSON document (RFC 8259), parsed into a tree and written
 * back on one line. Enough for JSON Lines: obtcc's site reports are one
 * object a line. Nesting is limited, so no input can exhaust the stack.
 *
 * A build's report holds a header's sites once per unit that includes
 * it, and obt-report keeps each site once: a parsed line lives in a
 * scratch region the next parse reuses, and only a line json_keep()
 * copies takes memory for good.
 */
#include "report.h"

#include <stdlib.h>
#include <string.h>

#define JSON_MAX_DEPTH 64
#define CHUNK_SIZE (64 * 1024)

typedef struct Chunk Chunk;
struct Chunk {
	Chunk *next;
	size_t size, used;
	char *data;
};

static Chunk *chunks, *chunk;	/* the scratch region; the chunk in use */

typedef struct {
	const char *p;
	const char *why;	/* the first error */
	int depth;
	Vec stack;		/* the items (and keys) of the arrays and objects open */
	Buf text;		/* the string being read */
} JsonParser;

static void scratch_reset(void)
{
	chunk = chunks;
	if (chunk)
		chunk->used = 0;
}

/* Memory until the next scratch_reset(). */
static void *scratch(size_t size)
{
	size = (size + 15) & ~(size_t)15;
	while (!chunk || chunk->size - chunk->used < size) {
		Chunk *next = chunk ? chunk->next : chunks;
		if (!next || next->size < size) {
			next = calloc(1, sizeof *next);
			next->size = size > CHUNK_SIZE ? size : CHUNK_SIZE;
			next->data = malloc(next->size);
			if (!next->data)
				fatal("out of memory");
			next->next = chunk ? chunk->next : chunks;
			if (chunk)
				chunk->next = next;
			else
				chunks = next;
		}
		chunk = next;
		chunk->used = 0;
	}
	void *p = chunk->data + chunk->used;
	chunk->used += size;
	memset(p, 0, size);
	return p;
}

static Json *scratch_node(JsonKind kind)
{
	Json *v = scratch(sizeof *v);
	v->kind = kind;
	return v;
}

/* The last n items of the stack, as an array of the scratch region. */
static Vec pop_items(JsonParser *ps, int n)
{
	Vec v = {scratch(n * sizeof(void *)), n, n};
	ps->stack.len -= n;
	if (n)
		memcpy(v.data, ps->stack.data + ps->stack.len, n * sizeof(void *));
	return v;
}

/* NULL, for any kind of result, after noting why. */
static void *fail(JsonParser *ps, const char *why)
{
	if (!ps->why)
		ps->why = why;
	return NULL;
}

static void skip_space(JsonParser *ps)
{
	while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')
		ps->p++;
}

Json *json_new(JsonKind kind)
{
	Json *v = alloc(sizeof *v);
	v->kind = kind;
	return v;
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* \uXXXX as UTF-8 (a surrogate half stands for itself: the text is only
 * shown again, never interpreted). */
static bool unicode_escape(JsonParser *ps, Buf *b)
{
	unsigned cp = 0;
	for (int i = 0; i < 4; i++) {
		int d = hex_digit(ps->p[i]);
		if (d < 0)
			return false;
		cp = cp << 4 | d;
	}
	ps->p += 4;
	char out[3];
	if (cp < 0x80) {
		out[0] = (char)cp;
		buf_add(b, out, 1);
	} else if (cp < 0x800) {
		out[0] = (char)(0xc0 | cp >> 6);
		out[1] = (char)(0x80 | (cp & 0x3f));
		buf_add(b, out, 2);
	} else {
		out[0] = (char)(0xe0 | cp >> 12);
		out[1] = (char)(0x80 | (cp >> 6 & 0x3f));
		out[2] = (char)(0x80 | (cp & 0x3f));
		buf_add(b, out, 3);
	}
	return true;
}

static const char *parse_string(JsonParser *ps)
{
	Buf *b = &ps->text;
	ps->p++;	/* the opening quote */
	b->len = 0;
	buf_add(b, "", 0);
	for (;;) {
		char c = *ps->p++;
		if (c == '"')
			return memcpy(scratch(b->len + 1), b->data, b->len + 1);
		if (c == '\0' || (unsigned char)c < 0x20)
			return fail(ps, "an unterminated string");
		if (c != '\\') {
			buf_add(b, &c, 1);
			continue;
		}
		c = *ps->p++;
		const char *plain = strchr("\"\\/bfnrt", c);
		if (c == 'u') {
			if (!unicode_escape(ps, b))
				return fail(ps, "a bad \\u escape");
		} else if (c && plain) {
			buf_add(b, &"\"\\/\b\f\n\r\t"[plain - "\"\\/bfnrt"], 1);
		} else {
			return fail(ps, "a bad escape in a string");
		}
	}
}

static Json *parse_number(JsonParser *ps)
{
	char *end;
	const char *start = ps->p;
	if (*start != '-' && (*start < '0' || *start > '9'))
		return fail(ps, "an unexpected character");
	Json *v = scratch_node(JSON_NUMBER);
	v->number = strtod(start, &end);
	if (end == start)
		return fail(ps, "a bad number");
	ps->p = end;
	return v;
}

static Json *parse_value(JsonParser *ps);

static Json *parse_array(JsonParser *ps)
{
	Json *v = scratch_node(JSON_ARRAY);
	int n = 0;
	ps->p++;
	skip_space(ps);
	if (*ps->p == ']') {
		ps->p++;
		return v;
	}
	for (;;) {
		Json *item = parse_value(ps);
		if (!item)
			return NULL;
		vec_push(&ps->stack, item);
		n++;
		skip_space(ps);
		if (*ps->p == ']') {
			ps->p++;
			v->items = pop_items(ps, n);
			return v;
		}
		if (*ps->p++ != ',')
			return fail(ps, "a missing ',' or ']' in an array");
	}
}

/* Keys and values go on the stack in pairs, and come off as two arrays. */
static Json *parse_object(JsonParser *ps)
{
	Json *v = scratch_node(JSON_OBJECT);
	int n = 0;
	ps->p++;
	skip_space(ps);
	if (*ps->p == '}') {
		ps->p++;
		return v;
	}
	for (;;) {
		skip_space(ps);
		if (*ps->p != '"')
			return fail(ps, "a missing key in an object");
		const char *key = parse_string(ps);
		if (!key)
			return NULL;
		skip_space(ps);
		if (*ps->p++ != ':')
			return fail(ps, "a missing ':' after a key");
		Json *item = parse_value(ps);
		if (!item)
			return NULL;
		vec_push(&ps->stack, (void *)key);
		vec_push(&ps->stack, item);
		n++;
		skip_space(ps);
		if (*ps->p == '}') {
			ps->p++;
			Vec pairs = pop_items(ps, 2 * n);
			v->keys = (Vec){scratch(n * sizeof(void *)), n, n};
			v->items = (Vec){scratch(n * sizeof(void *)), n, n};
			for (int i = 0; i < n; i++) {
				v->keys.data[i] = pairs.data[2 * i];
				v->items.data[i] = pairs.data[2 * i + 1];
			}
			return v;
		}
		if (*ps->p++ != ',')
			return fail(ps, "a missing ',' or '}' in an object");
	}
}

static Json *parse_word(JsonParser *ps, const char *word, Json *v)
{
	if (strncmp(ps->p, word, strlen(word)) != 0)
		return fail(ps, "an unexpected word");
	ps->p += strlen(word);
	return v;
}

static Json *parse_value(JsonParser *ps)
{
	skip_space(ps);
	if (++ps->depth > JSON_MAX_DEPTH)
		return fail(ps, "nesting too deep");
	Json *v;
	switch (*ps->p) {
	case '{': v = parse_object(ps); break;
	case '[': v = parse_array(ps); break;
	case '"': {
		const char *s = parse_string(ps);
		v = s ? scratch_node(JSON_STRING) : NULL;
		if (v)
			v->string = s;
		break;
	}
	case 't':
		v = parse_word(ps, "true", scratch_node(JSON_BOOL));
		if (v)
			v->boolean = true;
		break;
	case 'f': v = parse_word(ps, "false", scratch_node(JSON_BOOL)); break;
	case 'n': v = parse_word(ps, "null", scratch_node(JSON_NULL)); break;
	case '\0': v = fail(ps, "an unexpected end"); break;
	default: v = parse_number(ps);
	}
	ps->depth--;
	return v;
}

Json *json_parse(const char *text, const char **why)
{
	static JsonParser ps;	/* its stack and text are reused */
	scratch_reset();
	ps.p = text;
	ps.why = NULL;
	ps.depth = 0;
	ps.stack.len = 0;
	Json *v = parse_value(&ps);
	skip_space(&ps);
	if (v && *ps.p)
		v = fail(&ps, "text after the value");
	*why = ps.why;
	return v;
}

/* Keys repeat on every line: one copy of each. */
static const char *keep_key(const char *key)
{
	static Map keys;
	void **slot = map_slot(&keys, key, strlen(key));
	if (!*slot)
		*slot = (void *)str_ndup(key, strlen(key));
	return *slot;
}

Json *json_keep(const Json *v)
{
	Json *k = json_new(v->kind);
	k->boolean = v->boolean;
	k->number = v->number;
	if (v->string)
		k->string = str_ndup(v->string, strlen(v->string));
	int n = v->items.len;
	if (!n)
		return k;
	k->items = (Vec){alloc(n * sizeof(void *)), n, n};
	if (v->kind == JSON_OBJECT)
		k->keys = (Vec){alloc(n * sizeof(void *)), n, n};
	for (int i = 0; i < n; i++) {
		if (v->kind == JSON_OBJECT)
			k->keys.data[i] = (void *)keep_key(v->keys.data[i]);
		k->items.data[i] = json_keep(v->items.data[i]);
	}
	return k;
}

Json *json_get(const Json *obj, const char *key)
{
	if (!obj || obj->kind != JSON_OBJECT)
		return NULL;
	for (int i = 0; i < obj->keys.len; i++)
		if (strcmp(obj->keys.data[i], key) == 0)
			return obj->items.data[i];
	return NULL;
}

void json_set(Json *obj, const char *key, Json *value)
{
	for (int i = 0; i < obj->keys.len; i++) {
		if (strcmp(obj->keys.data[i], key) == 0) {
			obj->items.data[i] = value;
			return;
		}
	}
	vec_push(&obj->keys, (void *)key);
	vec_push(&obj->items, value);
}

void json_write(Buf *b, const Json *v)
{
	switch (v->kind) {
	case JSON_NULL: buf_str(b, "null"); return;
	case JSON_BOOL: buf_str(b, v->boolean ? "true" : "false"); return;
	case JSON_NUMBER: buf_fmt(b, "%.17g", v->number); return;
	case JSON_STRING: buf_json_string(b, v->string); return;
	case JSON_ARRAY: case JSON_OBJECT:
		break;
	}
	bool obj = v->kind == JSON_OBJECT;
	buf_str(b, obj ? "{" : "[");
	for (int i = 0; i < v->items.len; i++) {
		if (i)
			buf_str(b, ", ");
		if (obj) {
			buf_json_string(b, v->keys.data[i]);
			buf_str(b, ": ");
		}
		json_write(b, v->items.data[i]);
	}
	buf_str(b, obj ? "}" : "]");
}
