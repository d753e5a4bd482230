/*
 * obtcc.h - the map of obtcc. Every stage of the translator shares the data
 * structures declared here:
 *
 *   driver.c  command line, the steps of a compile with the real compiler (CC)
 *   process.c running CC and the translator: temporary files, what CC
 *             says, signals, and the outputs a failed step leaves
 *   spelling.c whether a unit spells an overflow behaviour at all, from its
 *             text or from the headers CC opened (-H)
 *   conditions.c  which conditional branches of a header the command
 *             line's macros decide (for spelling.c's first look)
 *   compiler.c which compiler (CC) obtcc runs, and the launcher in front
 *   link.c    libobt in the links obtcc runs: the one of the link's target
 *   target.c  what CC says about the target (sizes, char signedness)
 *   lex.c     preprocessed text -> tokens with original file:line:col
 *   parse.c   declarations and statements
 *   expr.c    expressions, each with its C type
 *   type.c    types: construction, layout, conversions, spelling
 *   eval.c    integer constant expressions, valued as run time has them
 *   check.c   the OBT rules: diagnostics, and which operations need checks
 *   prove.c   the proofs, a stage of their own once the unit is read and
 *             checked: each function's notes, the proof files in turn
 *   summaries.c  what the unit says of its static functions: the values
 *             every call passes a parameter, what each returns
 *   facts.c   checks a for loop's own condition makes redundant; the writes
 *             and labels of a function, and what may store to memory
 *   ranges.c  value ranges: checks no value of their operands can make fail
 *   relations.c  checks a relation between variables proves (pos + n <= len)
 *   versioning.c  loops whose checks one test before the loop decides
 *   tallies.c  counters in an array, once per round of a loop (histograms)
 *   rounds.c  how many rounds one run of a loop can take: counted loops,
 *             loops that shift a variable down to a threshold
 *   accumulation.c  a variable's sum of bounded steps, in a loop of
 *             bounded rounds (n++, total += small)
 *   audit.c   audit mode: a default behaviour for the user's plain integers
 *   sitereport.c  the site report: every check placed, as JSON (-fobt-report=)
 *   siteflow.c  for it: the declaration a check belongs to, its values' uses
 *   rewrite.c the text of checks, wrap-around and saturation
 *   sequence.c  chains of checked operations as flat temporaries, their
 *             operands evaluated once, in the plain text's order
 *   fallback.c  the report line a unit writes itself when linked without libobt
 *   ubsan.c   checks that fail through the UBSan handler ABI (-fobt-runtime=ubsan)
 *   clang_flags.c  Clang's OBT command line (-fsanitize=..., -Xclang ...)
 *   emit.c    the text with an edit list applied
 *   diag.c    diagnostics in CC's format, with the source line and a caret;
 *             which warnings the -W options turn on
 *   ccdiag.c  CC's own diagnostics on the source, less what the types explain
 *   diagdoc.c diagnostics as one JSON (gcc) or SARIF (clang) document
 *   util.c    arena allocation, interning, growable arrays
 *   map.c     maps from strings (obt-report's too) and from addresses
 *
 * obtcc is a short-lived process: memory comes from an arena and is never
 * freed.
 */
#ifndef OBTCC_H
#define OBTCC_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define OBTCC_VERSION "0.1.0"
#define OBTCC_VERSION_NUMBER 100 /* value of __OBTCC__ */

typedef struct Ident Ident;
typedef struct Token Token;
typedef struct Type Type;
typedef struct Record Record;
typedef struct Member Member;
typedef struct Param Param;
typedef struct Sym Sym;
typedef struct Node Node;
typedef struct Unit Unit;
typedef struct FunctionNotes FunctionNotes;

/* ---- util.c ---------------------------------------------------------- */

void *alloc(size_t size); /* zeroed, never fails, never freed */
/* Nodes (expr.c) come from alloc_node: between scratch_begin and
 * scratch_end from an arena that scratch_end may give back. */
void *alloc_node(size_t size);
typedef struct {
	char *next, *end;
} ScratchMark;
ScratchMark scratch_begin(void);
void scratch_end(ScratchMark m, bool give_back);
char *str_ndup(const char *s, size_t len);
char *str_fmt(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *str_vfmt(const char *fmt, va_list ap);
bool starts_with(const char *s, const char *prefix);
/* In the text of C source: a letter, digit or underscore; the word at p,
 * if it is exactly word; p past blanks other than newlines. */
bool is_name_char(char c);
bool word_at(const char *p, const char *word);
const char *skip_blanks(const char *p);
char *read_file(const char *path, size_t *len);
const char *read_file_transient(const char *path, size_t *len);	/* until the next call */
/* Runs fn(arg) with a stack deep enough for deeply nested input; inside
 * it, stack_nearly_full() says when recursion must stop. */
void run_with_deep_stack(void (*fn)(void *), void *arg);
bool stack_nearly_full(void);
const char *c_string_literal(const char *s);	/* "s" with C escapes */
char *without_colours(const char *p, size_t n);	/* a line of text, no colour codes */

/* A growable array of pointers. */
typedef struct {
	void **data;
	int len, cap;
} Vec;
void vec_push(Vec *v, void *item);
bool vec_has(const Vec *v, const void *item);
void vec_sort(Vec *v, int (*cmp)(const void *, const void *));	/* items are pointers */

/* Strings to values, by hash (map.c). */
typedef struct MapEntry MapEntry;
typedef struct {
	MapEntry **buckets;
	int nbuckets, len;
} Map;
/* The value of a key of len bytes, NULL if absent. */
void *map_get(const Map *m, const char *key, size_t len);
/* Where the value of the key goes: NULL in it if the key is new, which
 * copies the key (so it may be in a scratch buffer). */
void **map_slot(Map *m, const char *key, size_t len);
/* Addresses to values (map.c); a zeroed PtrMap is empty. */
typedef struct {
	const void **keys;
	void **values;
	int len, cap;
} PtrMap;
void *ptr_map_get(const PtrMap *m, const void *key);	/* NULL if absent */
void **ptr_map_slot(PtrMap *m, const void *key);	/* NULL in it if the key is new */

/* A growable byte buffer. */
typedef struct {
	char *data;
	size_t len, cap;
} Buf;
void buf_add(Buf *b, const char *s, size_t len);
void buf_str(Buf *b, const char *s);
void buf_fmt(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_json_string(Buf *b, const char *s);	/* "s" with JSON escapes */

/* Every identifier and keyword is interned once, so names compare by
 * pointer and each name carries its current bindings (see parse.c). */
struct Ident {
	const char *name;
	int len;
	int keyword;		/* KW_* or 0 */
	Sym *sym;		/* innermost binding in the ordinary namespace */
	Sym *tag;		/* innermost struct/union/enum tag */
	Ident *hash_next;
};
Ident *intern(const char *s, int len);

/* ---- target.c -------------------------------------------------------- */

typedef struct {
	int short_size, int_size, long_size, llong_size, ptr_size;
	int float_size, double_size, ldouble_size, ldouble_align;
	int llong_align, double_align, max_align;
	bool char_unsigned;
	bool has_int128;
	bool has_bitint;
	bool c23;		/* __STDC_VERSION__ >= 202000L */
	bool strict_iso;	/* __STRICT_ANSI__: no GNU keywords */
	bool is_clang;		/* no _Float32/64/128/32x/64x keywords */
	bool is_linux;		/* __linux__: the system calls fallback.c makes */
	bool short_enums;	/* -fshort-enums (no macro tells it: the driver does) */
	bool unsigned_bitfields;	/* -funsigned-bitfields (likewise) */
	long stdc_version;
	enum { ARCH_OTHER, ARCH_I386, ARCH_X86_64, ARCH_AARCH64 } arch;
} Target;
extern Target target;
/* Reads the numbers from the line the probe header left in the
 * preprocessed output (see driver.c). */
void target_from_probe(const char *line, int len);

/* ---- diag.c ---------------------------------------------------------- */

typedef struct {
	const char *file;
	int line, col;
	int offset;		/* byte offset in the preprocessed text */
	int len;		/* bytes of the range from col on, for the underline; 0: a point */
} Loc;

/* How diagnostics look: CC's own settings, which the driver reads from
 * CC's flags, so that obtcc's diagnostics and CC's look alike. */
typedef enum { DIAG_TEXT, DIAG_JSON, DIAG_SARIF } DiagFormat;
typedef struct {
	bool color;		/* -fdiagnostics-color, -f[no-]color-diagnostics */
	bool show_caret;	/* -fno-diagnostics-show-caret, -fno-caret-diagnostics */
	DiagFormat format;	/* -fdiagnostics-format= */
	bool byte_columns;	/* gcc's -fdiagnostics-column-unit=byte */
	int tabstop;		/* -ftabstop= */
	int column_origin;	/* gcc's -fdiagnostics-column-origin= */
} DiagOptions;
extern DiagOptions diag_opts;

extern int error_count;
extern int max_errors;
extern bool opt_verbose;
void error_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void warning_at(Loc loc, const char *flag, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void note_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* An error about C obtcc could not parse or type (CC has its own word on
 * it, which replaces this one where CC reports an error at that line). */
void error_unparsed_at(Loc loc, const char *message);
/* Keeps text diagnostics from now on; diag_release prints them, leaving
 * out the unparsed errors at lines where cc_said (CC's diagnostics on the
 * unit, or NULL) has an error of its own. */
void diag_hold(void);
void diag_release(const char *cc_said);
bool diag_repeats_context(const char *line, size_t len);	/* "x.c: In function 'f':" */
__attribute__((noreturn)) void fatal(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
void diag_set_text(const char *text, size_t len);
void diag_set_tokens(const Token *toks, int ntoks);	/* for original_loc */
Loc original_loc(const Token *t);	/* the column in the original line */
bool follows_in_source(const Token *t);	/* right after the token before it there */
int macro_use_column(const Token *t);	/* of the macro that wrote t; 0: none */
Loc range_loc(const Token *first, const Token *last);	/* for the underline */
int diag_column(Loc loc);		/* the column as CC counts it */
void diag_enter_function(const char *name);	/* NULL: file scope */
bool diag_option(const char *arg);	/* reads CC's diagnostic flags */
void diag_decide_color(void);		/* after them: what "auto" means here */
void diag_set_preamble(const char *text);	/* CC's output before obtcc's first */
void diag_flush_preamble(void);		/* print it now, if it is still due */
enum { WARN_OFF, WARN_ON, WARN_ERROR };
int warning_level(const char *flag);	/* from the -W options in stage_opts */
/* Is name one of obtcc's warnings (CC never sees its -W options, but
 * those of a name CC knows too: *cc_knows)? */
bool obtcc_warning(const char *name, bool *cc_knows);

/* ---- lex.c ----------------------------------------------------------- */

typedef enum {
	TK_IDENT,		/* keywords too: their Ident has a keyword */
	TK_PUNCT,
	TK_NUM,
	TK_STR,
	TK_CHAR,
	TK_EOF,
} TokenKind;

/* Punctuators that are more than one character get codes above 255. */
enum {
	P_ARROW = 256, P_INC, P_DEC, P_SHL, P_SHR, P_LE, P_GE, P_EQ, P_NE,
	P_LAND, P_LOR, P_MUL_ASSIGN, P_DIV_ASSIGN, P_MOD_ASSIGN, P_ADD_ASSIGN,
	P_SUB_ASSIGN, P_SHL_ASSIGN, P_SHR_ASSIGN, P_AND_ASSIGN, P_XOR_ASSIGN,
	P_OR_ASSIGN, P_ELLIPSIS, P_HASHHASH, P_COLONCOLON,
};

#define KEYWORDS(X) \
	X(AUTO, "auto") X(BREAK, "break") X(CASE, "case") X(CHAR, "char") \
	X(CONST, "const") X(CONTINUE, "continue") X(DEFAULT, "default") X(DO, "do") \
	X(DOUBLE, "double") X(ELSE, "else") X(ENUM, "enum") X(EXTERN, "extern") \
	X(FLOAT, "float") X(FOR, "for") X(GOTO, "goto") X(IF, "if") \
	X(INLINE, "inline") X(INT, "int") X(LONG, "long") X(REGISTER, "register") \
	X(RESTRICT, "restrict") X(RETURN, "return") X(SHORT, "short") \
	X(SIGNED, "signed") X(SIZEOF, "sizeof") X(STATIC, "static") \
	X(STRUCT, "struct") X(SWITCH, "switch") X(TYPEDEF, "typedef") \
	X(UNION, "union") X(UNSIGNED, "unsigned") X(VOID, "void") \
	X(VOLATILE, "volatile") X(WHILE, "while") X(ALIGNAS, "_Alignas") \
	X(ALIGNOF, "_Alignof") X(ATOMIC, "_Atomic") X(BOOL, "_Bool") \
	X(COMPLEX, "_Complex") X(GENERIC, "_Generic") X(IMAGINARY, "_Imaginary") \
	X(NORETURN, "_Noreturn") X(STATIC_ASSERT, "_Static_assert") \
	X(THREAD_LOCAL, "_Thread_local") X(BITINT, "_BitInt") \
	X(C23_BOOL, "bool") X(C23_TRUE, "true") X(C23_FALSE, "false") \
	X(NULLPTR, "nullptr") X(C23_ALIGNAS, "alignas") X(C23_ALIGNOF, "alignof") \
	X(C23_STATIC_ASSERT, "static_assert") X(C23_THREAD_LOCAL, "thread_local") \
	X(CONSTEXPR, "constexpr") X(TYPEOF, "typeof") X(TYPEOF_UNQUAL, "typeof_unqual") \
	X(GNU_TYPEOF, "__typeof__") X(GNU_TYPEOF2, "__typeof") \
	X(GNU_TYPEOF_UNQUAL, "__typeof_unqual__") X(GNU_TYPEOF_UNQUAL2, "__typeof_unqual") \
	X(AUTO_TYPE, "__auto_type") X(ATTRIBUTE, "__attribute__") \
	X(ATTRIBUTE2, "__attribute") X(ASM, "asm") X(GNU_ASM, "__asm__") \
	X(GNU_ASM2, "__asm") X(EXTENSION, "__extension__") \
	X(GNU_CONST, "__const") X(GNU_CONST2, "__const__") \
	X(GNU_VOLATILE, "__volatile__") X(GNU_VOLATILE2, "__volatile") \
	X(GNU_INLINE, "__inline") X(GNU_INLINE2, "__inline__") \
	X(GNU_RESTRICT, "__restrict") X(GNU_RESTRICT2, "__restrict__") \
	X(GNU_SIGNED, "__signed__") X(GNU_SIGNED2, "__signed") \
	X(GNU_ALIGNOF, "__alignof__") X(GNU_ALIGNOF2, "__alignof") \
	X(GNU_COMPLEX, "__complex__") X(GNU_COMPLEX2, "__complex") \
	X(GNU_REAL, "__real__") X(GNU_REAL2, "__real") \
	X(GNU_IMAG, "__imag__") X(GNU_IMAG2, "__imag") \
	X(LABEL, "__label__") X(THREAD, "__thread") X(INT128, "__int128") \
	X(INT128_2, "__int128__") \
	X(FLOAT16, "_Float16") X(FLOAT32, "_Float32") X(FLOAT64, "_Float64") \
	X(FLOAT128, "_Float128") X(FLOAT32X, "_Float32x") X(FLOAT64X, "_Float64x") \
	X(FLOAT128X, "_Float128x") X(GNU_FLOAT128, "__float128") \
	X(GNU_FLOAT80, "__float80") X(GNU_IBM128, "__ibm128") X(BF16, "__bf16") \
	X(DECIMAL32, "_Decimal32") X(DECIMAL64, "_Decimal64") \
	X(DECIMAL128, "_Decimal128") \
	X(BUILTIN_OFFSETOF, "__builtin_offsetof") X(BUILTIN_VA_ARG, "__builtin_va_arg") \
	X(BUILTIN_TYPES_COMPATIBLE_P, "__builtin_types_compatible_p") \
	X(BUILTIN_CHOOSE_EXPR, "__builtin_choose_expr") \
	X(BUILTIN_CONVERTVECTOR, "__builtin_convertvector") \
	X(BUILTIN_BIT_CAST, "__builtin_bit_cast") \
	X(BUILTIN_HAS_ATTRIBUTE, "__builtin_has_attribute") \
	X(BUILTIN_TGMATH, "__builtin_tgmath") \
	X(SEG_FS, "__seg_fs") X(SEG_GS, "__seg_gs") \
	X(OB_WRAP, "__ob_wrap") X(OB_TRAP, "__ob_trap") X(OB_SAT, "__ob_sat")

enum {
	KW_NONE,
#define X(id, s) KW_##id,
	KEYWORDS(X)
#undef X
	KW_COUNT
};

struct Token {
	TokenKind kind;
	int punct;		/* TK_PUNCT: the character or P_* code */
	Ident *ident;		/* TK_IDENT */
	const char *text;	/* points into the preprocessed text */
	int offset, len;	/* byte range in the preprocessed text */
	Loc loc;		/* original file:line:col */
	bool at_line_start;
	bool in_system_header;	/* a line marker's flag 3 (audit.c) */
};

/* A preprocessed translation unit and its tokens. */
struct Unit {
	const char *text;
	size_t len;
	Token *toks;		/* ends with TK_EOF */
	int ntoks;
	Vec edits;		/* Edit *, filled by the rewriter */
	Vec probe_lines;	/* byte ranges (Edit *) of obtcc's own probe lines */
	Vec packs;		/* PackChange *: #pragma pack, in text order */
	bool keywords_only;	/* every edit removes an __ob_* keyword: the source
				   compiles as it is with the keywords defined empty */
	Vec functions;		/* FunctionNotes *: the proofs' notes (prove.c) */
};

/* The packing in effect from a byte offset on (0: none). */
typedef struct {
	int offset;
	int value;
} PackChange;
int pack_at(Unit *u, int offset);
void lex_unit(Unit *u);
typedef struct {
	const char *text;
	int len;
} Span;
int lex_source_line(const char *p, const char *end, bool *in_comment, Span *out, int room);
const char *tok_str(const Token *t); /* NUL-terminated copy of the spelling */

/* ---- type.c ---------------------------------------------------------- */

typedef enum {
	TY_VOID,
	TY_BOOL,
	/* integer types in rank order within signedness pairs */
	TY_CHAR, TY_SCHAR, TY_UCHAR,
	TY_SHORT, TY_USHORT,
	TY_INT, TY_UINT,
	TY_LONG, TY_ULONG,
	TY_LLONG, TY_ULLONG,
	TY_INT128, TY_UINT128,
	TY_BITINT,		/* _BitInt(N) / unsigned _BitInt(N) */
	TY_ENUM,
	TY_FLOAT, TY_DOUBLE, TY_LDOUBLE,
	TY_FLOATN,		/* _Float16.., __float128, _Decimal*, __bf16 */
	TY_COMPLEX,
	TY_PTR,
	TY_ARRAY,
	TY_FUNC,
	TY_STRUCT,
	TY_UNION,
	TY_VECTOR,
	TY_NULLPTR,
	TY_UNKNOWN,		/* a value obtcc could not type (e.g. unknown builtin) */
} TypeKind;

/* Overflow behaviour: part of every integer type. */
typedef enum { OB_NONE, OB_WRAP, OB_TRAP, OB_SAT } ObKind;

struct Member {
	Member *next;
	Ident *name;		/* NULL for anonymous struct/union members */
	Type *ty;
	Token *tok;
	long offset;
	int bit_width;		/* -1 if not a bit-field */
	int bit_offset;
	bool is_packed;		/* __attribute__((packed)) on the member */
};

/* The part of a struct/union shared by every copy of its type, so that
 * completing a forward-declared struct completes every use of it. */
struct Record {
	Ident *tag;
	Member *members;
	long size;
	int align;
	bool is_complete;
	bool is_union;
	bool is_packed;
	bool has_flex;
	bool transparent;	/* transparent_union */
	int pack;		/* #pragma pack(N) in effect; 0 if none */
};

struct Param {
	Param *next;
	Ident *name;
	Type *ty;
	Token *tok;
	Token *insert;		/* its declarator's first token (K&R: in the list
				   of declarations), where a keyword would go */
};

struct Type {
	TypeKind kind;
	bool is_unsigned;
	bool is_const, is_volatile, is_restrict, is_atomic;
	ObKind ob;
	bool ob_default;	/* ob is audit mode's default, not written */
	Ident *ob_label;	/* overflow_behavior(trap, LABEL) */
	Ident *name;		/* typedef name this type was written as */
	Type *sugar_of;		/* for a typedef use: the type behind the name */
	int align_override;	/* aligned(N) on the type; 0 if none */

	Type *base;		/* pointee, element, return type, vector element,
				   complex part, enum underlying type */
	long array_len;		/* -1: unknown size */
	bool is_vla;
	long vector_size;
	int bits;		/* _BitInt width; TY_FLOATN size in bytes */
	int floatn_kind;	/* TY_FLOATN: the keyword */
	Record *record;		/* struct, union */
	struct EnumInfo *enum_info;

	Param *params;		/* function */
	bool is_variadic;
	bool is_oldstyle;	/* no prototype */
};

typedef struct EnumInfo {
	Ident *tag;
	bool is_complete;
	Type *fixed;		/* C23 enum E : T */
} EnumInfo;

extern Type *ty_void, *ty_bool, *ty_char, *ty_schar, *ty_uchar, *ty_short,
	*ty_ushort, *ty_int, *ty_uint, *ty_long, *ty_ulong, *ty_llong, *ty_ullong,
	*ty_int128, *ty_uint128, *ty_float, *ty_double, *ty_ldouble, *ty_unknown,
	*ty_nullptr;
void types_init(void);	/* after the target is known */

Type *new_type(TypeKind kind);
Type *copy_type(const Type *ty);
Type *pointer_to(Type *base);
Type *array_of(Type *base, long len);
Type *func_type(Type *ret);
Type *vector_of(Type *elem, long size);
Type *complex_of(Type *part);
Type *bitint_type(int bits, bool is_unsigned);
Type *qualified(Type *ty, bool c, bool v);
Type *unqualified(Type *ty);	/* drops cv and the typedef sugar, keeps ob */
Type *drop_cv(Type *ty);		/* drops cv, keeps the typedef name and ob */
Type *strip_ob(Type *ty);	/* the same type with no overflow behaviour */
Type *with_ob(Type *ty, ObKind ob, Ident *label);
Type *with_ob_of(Type *plain, const Type *from);
Type *sugared(Type *ty, Ident *typedef_name);
Type *enum_underlying(Type *ty);

bool is_integer(const Type *ty);	/* incl. _Bool, char, enums, _BitInt */
bool is_arith(const Type *ty);
bool is_scalar(const Type *ty);
bool is_flonum(const Type *ty);
bool is_pointer_like(const Type *ty);	/* pointer, or array/function (decays) */
bool is_record(const Type *ty);
bool is_unsigned_int(const Type *ty);
bool is_signed_int(const Type *ty);
long type_size(const Type *ty);		/* -1 if incomplete */
int type_align(const Type *ty);
int member_align(Record *rec, Member *m);
int int_bits(const Type *ty);		/* width of an integer type */
bool type_bounds(Type *ty, __int128 *lo, __int128 *hi);	/* its values, up to 64 bits */
bool type_fits_in(Type *inner, Type *outer);	/* every value of inner */
int int_rank(const Type *ty);
Type *promote(Type *ty);		/* integer promotions, ob rides along */
Type *usual_arith(Type *a, Type *b);	/* usual arithmetic conversions */
ObKind ob_dominant(ObKind a, ObKind b);
bool types_compatible(Type *a, Type *b);
bool types_identical(Type *a, Type *b);	/* compatible, same top qualifiers */
bool type_has_ob(Type *ty);
bool same_type_ignoring_ob(Type *a, Type *b);
void record_layout(Record *rec);
void enum_complete(Type *ty, int64_t min, uint64_t max, bool any_negative, bool packed);
char *type_spelling(const Type *ty);	/* "unsigned int __ob_trap", "struct S *" */
char *type_c_spelling(const Type *ty);	/* the plain C spelling, no ob */
const char *type_aka(const Type *ty);	/* canonical spelling of a typedef'd type */
char *quoted_type(const Type *ty);	/* 'T' or 'T' (aka 'U'), for diagnostics */
const char *ob_name(ObKind ob);

/* ---- parse.c / expr.c ------------------------------------------------ */

typedef enum {
	SYM_VAR,
	SYM_FUNC,
	SYM_TYPEDEF,
	SYM_ENUM_CONST,
	SYM_BUILTIN,
	SYM_TAG,		/* struct/union/enum tag (Ident.tag chain) */
} SymKind;

struct Sym {
	SymKind kind;
	Ident *name;
	Type *ty;
	Token *tok;
	Sym *shadowed;		/* outer binding of the same name */
	int scope_depth;
	bool is_global, is_static, is_extern, is_register;
	bool has_cleanup;
	Ident *overflow_label;	/* function: __overflow_label(L) */
	int64_t enum_val;
};

typedef enum {
	ND_NUM,		/* integer constant */
	ND_FNUM,	/* floating constant */
	ND_STR,
	ND_VAR,
	ND_FUNCNAME,	/* __func__ and friends */
	ND_ADD, ND_SUB, ND_MUL, ND_DIV, ND_MOD,
	ND_SHL, ND_SHR, ND_BITAND, ND_BITOR, ND_BITXOR,
	ND_EQ, ND_NE, ND_LT, ND_LE, ND_GT, ND_GE,
	ND_LOGAND, ND_LOGOR,
	ND_ASSIGN,
	ND_COMPOUND_ASSIGN,	/* op in Node.op: ND_ADD... */
	ND_PRE_INC, ND_PRE_DEC, ND_POST_INC, ND_POST_DEC,
	ND_NEG, ND_PLUS, ND_BITNOT, ND_NOT,
	ND_ADDR, ND_DEREF,
	ND_MEMBER,		/* lhs.member or lhs->member (is_arrow) */
	ND_INDEX,		/* lhs[rhs] */
	ND_CALL,
	ND_CAST,		/* explicit or implicit (is_implicit) */
	ND_COND,
	ND_COMMA,
	ND_SIZEOF, ND_ALIGNOF,	/* value in Node.val */
	ND_STMT_EXPR,
	ND_COMPOUND_LIT,
	ND_GENERIC,
	ND_LABEL_ADDR,		/* &&label */
	ND_BUILTIN,		/* va_arg, offsetof, choose_expr, ... */
	ND_REAL, ND_IMAG,
	ND_INIT_LIST,		/* braced initializer */
} NodeKind;

/* Why an implicit conversion happens; diagnostics word it so. */
typedef enum { CTX_ARITH, CTX_ASSIGN, CTX_INIT, CTX_ARG, CTX_RETURN } ConvCtx;

struct Node {
	NodeKind kind;
	Type *ty;
	Token *tok;		/* the operator or the main token */
	int begin, end;		/* token index range [begin, end) of the source text;
				   an implicit cast has the range of its operand */
	Node *lhs, *rhs;	/* operands; ND_COND: lhs/rhs are the branches */
	Node *cond;
	Node *args;		/* ND_CALL arguments, ND_INIT_LIST items (next-linked) */
	Node *next;
	NodeKind op;		/* ND_COMPOUND_ASSIGN: the arithmetic */
	Type *comp_ty;		/* ND_COMPOUND_ASSIGN: the computation type */
	Sym *var;
	Member *member;
	bool is_arrow;
	bool is_implicit;
	bool is_const;		/* an integer constant expression, value in val */
	__int128 val;
	double fval;
	Node *generic_pick;	/* ND_GENERIC: the chosen association */
	int generic_ctrl_end;	/* _Generic: token index of the ',' after the controlling part */
	int generic_close;	/* _Generic: token index of its ')' */
	ConvCtx ctx;		/* implicit ND_CAST: why the conversion happens */
	Param *param;		/* implicit ND_CAST of an argument: its parameter */
	bool involves_ob;	/* ND_GENERIC / types_compatible_p: OBT types met */
	bool excluded;		/* an idiom the OBT rules leave alone (section 6) */
	bool discarded;		/* nothing uses the value */
	struct LoopFact *loop_fact;	/* the subtraction or step facts.c looks at */
	struct Chain *chain;	/* sequence.c: the flat chain n is link `link` of */
	int link;
	signed char effects;	/* sequence.c: 0 not known yet, 1 none, 2 some */
	signed char eval_state;	/* eval.c: EVAL_* */
	__int128 eval_val;	/* eval.c: the value, if EVAL_CONSTANT */
};

/* Options that change how the unit is parsed (set by the driver). */
typedef struct {
	bool strict;		/* every parse failure is an error (corpus checks) */
} ParseOptions;
extern ParseOptions parse_opts;

void parse_unit(Unit *u);

/* Parser internals shared by parse.c (declarations, statements) and
 * expr.c (expressions). */
typedef struct Func Func;
typedef struct {
	Unit *u;
	Token *toks;
	int pos;
	int *bracket_close;	/* per token: where the bracket it opens closes */
	int depth;		/* block scope depth; 0 is file scope */
	Vec bindings;		/* Sym * to unbind when their scope ends */
	Func *fn;		/* the function being parsed, NULL at file scope */
	bool c23;		/* C23 keywords are keywords */
	Type *size_t_ty, *ptrdiff_ty, *wchar_ty, *char16_ty, *char32_ty;
	bool static_init;	/* parsing an initializer of static storage */
} Parser;
extern Parser P;

Token *tok(void);
Token *peek(int n);
Token *advance(void);
bool is(int punct);
bool consume(int punct);
void expect(int punct, const char *context);
int kw(const Token *t);
bool consume_kw(int keyword);
__attribute__((noreturn)) void syntax_error(Token *t, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

Node *parse_expr(void);
Node *parse_assign(void);
Node *parse_cond_expr(void);
int64_t parse_const_int(void);
Type *parse_type_name(void);
bool at_type_name(Token *t);
Sym *lookup(Ident *name);
Node *parse_compound_literal(Type *ty, int begin);
bool literal_int_value(Token *t, __int128 *v);	/* an integer literal's, read again */
Node *parse_stmt_expr(int begin);
void skip_balanced(void);
void check_nesting(Token *at, const char *what);	/* error if nested too deeply */
void skip_attributes(void);

Node *new_node(NodeKind kind, Token *t, int begin, int end);
Node *new_num(__int128 val, Type *ty, Token *t, int begin, int end);
Node *convert_to(Node *n, Type *ty);	/* implicit conversion */
Node *decay(Node *n);
Node *assign_conversion(Node *n, Type *to, ConvCtx ctx);
Type *value_type_of(Node *n);
Type *operand_type(Node *n);	/* with bit-field promotion */
Node *bare(Node *n);		/* n without the implicit conversions around it */
Sym *variable_of(Node *n);	/* the variable bare(n) reads; NULL: not one */

/* ---- check.c: the OBT rules, called by the parser -------------------- */

void obt_check_expr(Unit *u, Node *n, bool static_init, bool discarded);
void obt_check_unevaluated(Unit *u, Node *n);	/* typeof's operand */
void obt_note_label(Token *label);
void obt_condition(Node *cond, bool is_while);
void obt_note_label_reference(Ident *label, Token *at);
void obt_begin_function(Sym *fn);
void obt_end_function(void);
void obt_abandon_function(void);
const char *obt_prelude(Unit *u);	/* declarations the edits need, or NULL */
bool silent_conversion(Node *cast);	/* an implicit conversion that needs no text */
void strip_early(Unit *u, int from, int to);	/* tokens about to be copied */

/* ---- prove.c: the proofs, a stage of their own ---------------------- */

/* parse.c: a function definition of type ty begins (params: its
 * parameters' symbols, NULL for an unnamed one), ends (its notes wait in
 * Unit.functions), or is given up at a syntax error (they are dropped). */
void prove_begin_function(Type *ty, Vec params);
void prove_end_function(Unit *u, Sym *fn);
void prove_abandon_function(void);
/* After parsing and checking: takes back the checks the proofs prove. */
void prove_unit(Unit *u);

/* Each proof file keeps its notes of a function definition in a type of
 * its own: x_begin_function starts them (they are what the parser's
 * calls add to), x_resume makes them the ones the proof works on. */
typedef struct FactsNotes FactsNotes;
typedef struct RangesNotes RangesNotes;
typedef struct RelationsNotes RelationsNotes;
typedef struct VersioningNotes VersioningNotes;
typedef struct TalliesNotes TalliesNotes;

/* Each proof file's notes of one function definition, with the nested
 * ones it contains; what summaries.c needs of the definition itself. */
struct FunctionNotes {
	Sym *fn;
	Type *ty;		/* the definition's type */
	Vec params;		/* Sym *, NULL for an unnamed parameter */
	Vec calls;		/* Node *: its direct calls of functions by name */
	FactsNotes *facts;
	RangesNotes *ranges;
	VersioningNotes *versioning;
	TalliesNotes *tallies;
};

/* ---- summaries.c: what the unit says of its static functions --------- */

/* expr.c: a function's name is used (called or not), a call names one. */
void summaries_note_reference(Sym *fn);
void summaries_note_call(Node *call);
/* prove.c: the definition being read (NULL: none, at file scope). */
void summaries_enter(FunctionNotes *f);
/* Before the proofs: the values every call gives each parameter of a
 * static function only ever called by name in the unit, callers first;
 * then what each static function returns, callees first (ranges.c keeps
 * both for the proofs). */
void summaries_prepare(Unit *u);

/* ---- facts.c: checks a for loop's own condition makes redundant ------ */

typedef struct LoopFact LoopFact;
FactsNotes *facts_begin_function(void);	/* NULL: nested, its notes are the outer one's */
bool facts_end_function(void);		/* true: the outermost one ended */
void facts_abandon_function(void);
/* Undoes the checks of the loops it proves, and leaves the notes the
 * ones the questions below answer from. */
void facts_prove(Unit *u, FactsNotes *notes);
/* The same, proving nothing; false: the function contains a nested one
 * (whose returns are not the function's). */
bool facts_resume(FactsNotes *notes);
void facts_note_write(Node *write, Node *lvalue);	/* ND_ADDR: &lvalue */
void facts_note_effect(Node *store, int at);	/* a store to memory; NULL: a call, asm */
void facts_note_label(int at, bool named, int switch_begin);
LoopFact *facts_for_condition(Node *cond, int init_begin, int init_end, bool init_is_decl);
void facts_for_step(LoopFact *lf, Node *inc);
void facts_for_body(LoopFact *lf, int body_end);
void facts_note_edits(LoopFact *lf, Node *n, int first, int end);
void facts_note_init(Sym *var, Node *value);	/* T var = value; */
/* A while, do or for statement. */
typedef struct LoopStmt LoopStmt;
struct LoopStmt {
	int begin, cond_begin, body_begin, end;	/* token indices; [begin, end) the statement */
	Node *cond;		/* a while or for loop's condition; NULL: none, or a do loop */
	Node *step;		/* a for loop's third clause; NULL: none */
	LoopStmt *outer;	/* the innermost loop statement around it (once read) */
};
void facts_note_loop(LoopStmt stmt);
void facts_note_return(Node *value);	/* return value; (NULL: return;) */
bool has_stmt_expr(Node *n);
/* For the proofs, once the function is read (prove.c): */
bool facts_entered_between(int from, int to);	/* by a label, not through `from` */
bool facts_unaliased(Sym *var);	/* a scalar changed only where the function writes its name */
bool facts_tracked(Sym *var);	/* an unaliased integer, not volatile or atomic */
/* Can [from, to) store to memory a pointer may reach, but by `except`? */
bool facts_store_between(int from, int to, Node *except);
Vec facts_stores_before(int to);	/* Node *: the stores through pointers, elements, members */
bool facts_written_between(Sym *var, int from, int to, Node *except, int skip_from, int skip_to);
bool facts_written_before_read(Sym *var, int from, int to, int read, Node *except, int skip_from,
			       int skip_to);	/* a store that may come before the read */
bool facts_in_loop_between(int at, int from, int to);
bool facts_innermost_loop(int at, int *from, int *to);	/* its tokens [from, to) */
LoopStmt *facts_loop_around(int at);	/* the innermost; NULL: none */
bool facts_loops_around_hold(int at, int cond_begin, int body_end);	/* every enclosing loop */
Node *facts_sole_initializer(Sym *var);	/* its initializer's value, if its one write */
/* A write: the writing node (=, op=, ++, --), or an initializer's value. */
typedef struct {
	Node *node;
	bool is_init;
	int at;			/* token index of the variable's name */
} VarWrite;
Vec facts_writes(Sym *var);	/* VarWrite *, of a tracked variable */
bool facts_declared_in_body(Sym *var);	/* not a parameter */
bool facts_initialized(Sym *var, int before);	/* a parameter, or initialized before */
bool facts_loop_within(int from, int to);	/* a loop statement in tokens [from, to) */

/* ---- ranges.c: checks no value of their operands can make fail -------- */

/* A check and its edits [first, end) in Unit.edits, which a proof may
 * take back. */
typedef struct {
	Node *n;
	int first, end;
} CheckEdits;
RangesNotes *ranges_begin_function(void);
void ranges_end_function(void);	/* nothing is noted until the next begins */
/* Undoes the checks it proves and returns the others (CheckEdits *). */
Vec ranges_prove(Unit *u, RangesNotes *notes);
/* For summaries.c, with the function's facts resumed: the values arg
 * can pass to a parameter of type ty where it is evaluated (false:
 * unknown); every call's give a parameter's values on entry; what a
 * static function returns, for every call of it. Each forgets the
 * ranges it worked out, which later knowledge may narrow. */
bool ranges_argument(RangesNotes *notes, Node *arg, Type *ty, __int128 *lo, __int128 *hi);
void ranges_entry(Sym *param, __int128 lo, __int128 hi);
void ranges_results(RangesNotes *notes, Sym *fn);
void ranges_note_return(Node *value);	/* NULL: a return without a value */
void ranges_note_check(Node *n, int first, int end);	/* the edits of n's check */
/* Where a condition's outcome is known: control passed the test at
 * token `test` to reach tokens [from, to), or a for loop's third clause
 * [step_from, step_to), which runs between two tests. */
typedef struct {
	int test, from, to, step_from, step_to;
	bool step_proves;	/* an update in the third clause may be proven */
} Region;
/* Does what the test said of var still hold where `reader` reads it?
 * writer: the update being proven, which may write var once per test. */
bool ranges_region_holds(const Region *rg, Sym *var, Node *reader, Node *writer);
bool ranges_least(Node *n, __int128 *lo);	/* where n is evaluated; false: unknown */
/* Changes when ranges worked out are forgotten: a proof may keep what it
 * derived from them while it stays the same. */
unsigned ranges_epoch(void);
bool ranges_interval(Node *n, __int128 *lo, __int128 *hi);
/* cond came out `truth` before control reached tokens [from, to) */
void ranges_for_branch(Node *cond, bool truth, int from, int to);
/* an expression statement or initializer of a block, evaluated before
 * tokens [from, to), the rest of the block */
void ranges_for_statement(Node *e, int from, int to);
/* a while or for loop: its body, and a for loop's third clause */
void ranges_for_loop(Node *cond, int body_from, int body_to, Node *step, int step_from,
		     int step_to);

/* ---- relations.c: checks a relation between variables proves -------- */

RelationsNotes *relations_begin_function(void);
void relations_resume(RelationsNotes *notes);
void relations_learn(Node *cmp, bool truth, const Region *rg);	/* cmp was evaluated */
void relations_learn_evaluated(Node *e, const Region *rg);	/* e was, whole */
/* An unsigned check (- + ++ +=) proven: why; NULL: not proven. */
const char *relations_prove(Node *n);

/* ---- versioning.c: loops whose checks are decided before the loop ---- */

VersioningNotes *versioning_begin_function(void);
void versioning_resume(VersioningNotes *notes);
/* block_end: the '}' of the block the for statement is an item of; -1
 * if it is not a block item (the body of an if or a loop) */
void versioning_note_for(Node *cond, Node *step, int init_begin, int cond_begin, int step_begin,
			 int step_end, int body_begin, int body_end, int block_end);
/* After the other proofs: checks is what they left */
void versioning_prove(Unit *u, Vec *checks);
/* A for (...; i < B; i++) loop, B of i's type, nothing but the step
 * writing i in it: each round has its own value of i below B, so it runs
 * at most (i's type's maximum - the least i tested) rounds. */
typedef struct {
	int init_begin, cond_begin, body_begin, body_end, block_end;	/* token indices */
	Node *i;		/* the condition's read of i */
	Node *bound;		/* B */
} CountedLoop;
bool versioning_counted_loop(int at, CountedLoop *loop);	/* the innermost around `at` */

/* ---- rounds.c: how many rounds one run of a loop can take ------------ */

/* A counted loop, or one that shifts a variable down to a threshold
 * (while (v >= 0x80) { ... v >>= 7; }): the most rounds one run of it
 * can take, whatever holds when it starts; false: no bound known. */
bool rounds_per_run(LoopStmt *lp, __int128 *rounds);

/* ---- tallies.c: counters in an array, once per round of a loop ------ */

TalliesNotes *tallies_begin_function(void);
void tallies_resume(TalliesNotes *notes);
void tallies_note_array_init(Sym *array, int begin, int end);	/* = { ... }, its tokens */
void tallies_note_statement(Node *e, int block_end);	/* an expression statement, a block item */
/* A check of A[e]++ or A[e] += k proven: why; NULL: not proven. */
const char *tallies_prove(Node *n);
/* For versioning.c: is n a tally of the loop whose condition begins at
 * cond_begin, which cannot fail while the loop runs at most *room rounds? */
bool tallies_room(Node *n, int cond_begin, __int128 *room);

/* ---- accumulation.c: sums of bounded steps, once per round ----------- */

/* A check of c += e, c -= e, c++ or c-- proven: why; NULL: not proven. */
const char *accumulation_prove(Node *n);
/* For versioning.c, as tallies_room: is n an update of a sum the loop
 * whose condition begins at cond_begin holds, which cannot fail while
 * the loop runs at most *room rounds? */
bool accumulation_room(Node *n, int cond_begin, __int128 *room);
/* For ranges.c: every value a variable holds in a run of its function,
 * where its initializer runs once per run, in no loop, and its other
 * writes are updates of bounded steps, each run a bounded number of
 * times (the rounds of the loops around it). */
bool accumulation_hull(Sym *c, __int128 *lo, __int128 *hi);

/* ---- eval.c ---------------------------------------------------------- */

enum { EVAL_UNKNOWN, EVAL_CONSTANT, EVAL_NOT_CONSTANT };
/* false if not a constant; a trap type's failing check has no value */
bool eval_int(Node *n, __int128 *val);
__int128 wrap_to_type(__int128 v, const Type *ty);
/* The overflow behaviours of constants, as run time has them. bfw >= 0:
 * the destination is a bit-field of that width. */
bool constant_fits(__int128 v, Type *from, Type *to, int bfw);
__int128 clamp_to_type(__int128 v, Type *from, Type *to);
bool constant_overflows(NodeKind op, __int128 a, __int128 b, Type *ty);
__int128 saturated_result(NodeKind op, __int128 a, __int128 b, Type *ty);
bool constant_conversion_fails(__int128 v, Type *from, Type *to, int bfw);

/* ---- rewrite.c ------------------------------------------------------- */

typedef enum { OBT_MODE_TRAP, OBT_MODE_TRAP_QUIET, OBT_MODE_WARN, OBT_MODE_NONE } ObtMode;

/* Idiom exclusions (-fobt-ignore-pattern=), SEMANTICS.md section 6 */
enum {
	PAT_ADD_UNSIGNED_TEST = 1, PAT_ADD_SIGNED_TEST = 2, PAT_NEG_UNSIGNED_CONST = 4,
	PAT_POST_DECR_WHILE = 8, PAT_ALL = 15,
};
int ignore_patterns(const char *flag, const char *list);	/* PAT_* bits of a list of names */

/* Which runtime a failed check calls (-fobt-runtime=). */
typedef enum { OBT_RUNTIME_LIBOBT, OBT_RUNTIME_UBSAN } ObtRuntime;

typedef struct {
	ObtMode mode;
	ObtRuntime runtime;
	int patterns;		/* PAT_* bits */
	bool require_label;
	bool keep_checks;	/* -fobt-keep-checks: no proof removes a check */
} ObtOptions;
extern ObtOptions obt_opts;
/* trap and trap-quiet: a failed check stops the program (or leaves for its
 * label), so a value that gets past one is exact; warn goes on with the
 * wrapped value. The proofs (facts, ranges, relations) rest on it. */
bool failed_checks_stop(void);

/* ---- audit.c --------------------------------------------------------- */

typedef struct {
	ObKind ob;		/* -fobt-default=: the behaviour given; OB_NONE: off */
} AuditOptions;
extern AuditOptions audit_opts;

void add_default_scope(const char *list);	/* -fobt-default-scope=DIR,... */
Type *audit_default(Type *ty, Token *at);	/* ty as declared at `at` */
ObKind written_ob(const Type *ty);	/* ty's behaviour, unless defaulted */

/* Values of enum obt_op in include/obt_runtime.h */
typedef enum {
	OBT_OP_ADD, OBT_OP_SUB, OBT_OP_MUL, OBT_OP_DIV, OBT_OP_REM, OBT_OP_NEG, OBT_OP_CONVERT,
} ObtOp;

/* ---- sitereport.c ---------------------------------------------------- */

extern const char *site_report_path;	/* -fobt-report=FILE, or NULL */
/* n: the operation, the update (x += y, x++) or the value converted */
void record_site(Unit *u, Node *n, Token *at, ObtOp op, Type *ty, Type *from, Ident *label);
/* a conversion no check is placed at until an annotation asks for one */
void record_unchecked_site(Unit *u, Node *n, Token *at, Type *ty, Type *from);
void sites_removed(int first_edit, int end_edit, const char *why);	/* by a proof */
void sites_versioned(int first_edit, int end_edit);	/* left out of a loop's copy */
void sites_enter_function(const char *name);	/* NULL: file scope */
void sites_note_expr(Node *full);	/* check.c is done with it */
void write_site_report(const char *unit);	/* appends the unit's sites */
const char *site_file_path(const char *file);	/* a line marker's file: real path */
void site_write_path(Buf *b, const char *file);	/* , "path": the real path, or null */

/* ---- siteflow.c: declarations and the uses their values reach ------- */

typedef struct Decl Decl;
/* parse.c: a declarator of an object, parameter or member named by `name`
 * (Sym.tok, Param.tok, Member.tok); an annotation goes before `insert`,
 * the first declarator's first token, which the declaration's
 * declarators share. `first`: the name of the first declaration of the
 * same object (extern int x; int x = 1;), or NULL; a name declared twice
 * is one. A function's declarator counts, for the keyword would reach it. */
void flow_declarator(Token *name, Token *insert, Type *ty, const char *kind, Token *first);
/* The parameters of a declaration or the definition of the function
 * first declared by the name fn: the same parameter in each is one. */
void flow_parameters(Token *fn, Param *params);
Token *flow_initializing(Token *name);	/* its initializer follows; returns the outer one */
void flow_note_expr(Node *full);	/* its uses; tells each new site its Decl */
void flow_for_loop(Node *cond, Node *inc);	/* parse.c: for (...; cond; inc) */
bool flow_is_loop_step(Node *n);	/* an inc the loop's condition bounds? */
/* sitereport.c: has a new site at n, a conversion's or an operation's? */
bool site_at(Node *n, bool conversion);
/* stored: d is where a converted value goes (assigned, initialized,
 * passed), not where it comes from. */
void site_belongs_to(Node *n, bool conversion, Decl *d, bool stored, Vec *others);
void flow_loop_bounded(Decl *d);	/* a proof removed a check on it */
void flow_finish(void);			/* before writing */
void flow_write_decl(Buf *b, Decl *d);	/* , "decl": {...}, "uses": [...] */
void flow_write_others(Buf *b, Vec *others);	/* , "also": [...] */
/* a line for each function whose address is taken: line_start "..." } */
void flow_write_taken(Buf *b, const char *line_start);

/* Text around an operation's operands: OPEN lhs MID rhs CLOSE. */
typedef struct {
	const char *open, *mid, *close;
} Template;

int fresh_id(void);
const char *c_type(Type *ty);	/* an integer type's plain C spelling, no behaviour */
ObtOp obt_op(NodeKind op);	/* ND_ADD.. ND_NEG, ND_CAST: the site's operation */
const char *new_site(Token *at, ObtOp op, Type *ty, Type *from, int bf_width);
void add_prefix_map(const char *old_eq_new);	/* -f{macro,file,debug}-prefix-map= */
const char *mapped_file_name(const char *file);	/* as __FILE__ names it */
Template tpl_arith(NodeKind op, Type *ty, const char *site, Ident *label);
Template tpl_plain(NodeKind op, Type *ty);
const char *add_in_place_helper(Type *ty);
Template tpl_conv(Type *from, Type *to, int bf_width, const char *site, Ident *label,
		  bool keep_source);
Template tpl_cast(Type *to);
bool sat_exact(Type *ty);
Template tpl_sat_exact(NodeKind op, Type *ty);
bool strip_spellings(Unit *u, int from, int to, Vec *removed);	/* true: an attribute */
const char *build_prelude(Unit *u);

/* ---- sequence.c: chains of checked operations, flat ------------------ */

typedef struct Chain Chain;
/* If n is the root of a chain of links (operations each the left operand
 * of the next) that must be flat, writes its frame; depth: n's depth in
 * check.c's walk. */
void chain_begin(Unit *u, Node *n, int depth, bool (*link)(Node *));
void chain_link(Unit *u, Node *n, Template t, int depth);	/* a link's check */
/* After the proofs: a chain left few checks and no side effects goes
 * back to nested calls. */
void sequence_after_proofs(Unit *u);

/* ---- fallback.c ------------------------------------------------------ */

/* The prelude's report writer for a program linked without libobt:
 * defines __obt_fb_report(site, a, b, sum, once). */
const char *fallback_reporter(void);

/* ---- ubsan.c --------------------------------------------------------- */

/* The data of one check site as the UBSan handlers read it; returns the
 * object's name (the generated code passes its address). */
const char *ubsan_site(Token *at, ObtOp op, Type *ty, Type *from, int bf_width);
/* The statements a failed check runs: the handler call (warn: it returns;
 * trap: the _abort handler) or, in trap-quiet mode, the trap instruction
 * that encodes the check the way Clang's -fsanitize-trap does. a and b are
 * the operands as values of ty (a conversion: a is the value, of type
 * from, and ty the destination); site is a pointer expression. */
const char *ubsan_fail(ObtOp op, Type *ty, Type *from, const char *site, const char *a,
		       const char *b);
const char *ubsan_prelude(void);	/* declarations and site data, or "" */

/* ---- emit.c ---------------------------------------------------------- */

typedef struct {
	int offset, end;	/* replace text[offset, end) */
	const char *text;	/* new text, no newline */
	int order;		/* among edits at one offset: lower first */
	const char *plain;	/* its text once its check is taken back; NULL:
				   the text it replaces */
	bool swallows;		/* edits inside the range go with its text (the
				   associations of a _Generic obtcc answers) */
} Edit;
Edit *add_edit(Unit *u, int offset, int end, const char *text, int order);
void undo_edits(Unit *u, int first, int end);	/* a proof takes a check back */
/* The orders of text put before and after a node at a depth of check.c's
 * walk: outer nodes' text goes outside inner ones', with room between
 * for sequence.c's frame. */
int edit_order_before(int depth);
int edit_order_after(int depth);
void emit_unit(Unit *u, Buf *out, const char *prelude);
const char *emit_range_one_line(Unit *u, int from, int to);	/* or NULL */
void translate_unit(Unit *u, Buf *out);	/* lex, parse and check, prove, emit */
bool emit_roundtrips(Unit *u);	/* no edits give back the input */

/* ---- diagdoc.c: diagnostics as one JSON or SARIF document ----------- */

void diag_record(Loc loc, const char *kind, const char *message, const char *flag);
/* One document of CC's output before obtcc's diagnostics, obtcc's, and
 * CC's after them; what CC wrote outside its documents stays text. */
void diag_print_document(const char *before, const char *after);

/* ---- compiler.c ------------------------------------------------------ */

void split_words(const char *text, Vec *out);	/* as a shell splits them */
void compiler_from_args(int *argc, char ***argv);	/* takes [LAUNCHER] [CC] */
void push_compiler(Vec *v, bool is_compile);	/* a compile goes through the launcher */
const char *compiler_name(void);
int compiler_words(void);	/* how many words push_compiler(v, false) pushes */
bool compiler_is_clang(void);
bool compiler_is_gcc(void);	/* by its name: gcc, x86_64-linux-gnu-gcc-12 */
bool compiler_named(void);	/* obtcc CC ..., not $OBTCC_CC or cc */
bool misplaced_compiler(const char *word);	/* a program named after options */

/* ---- link.c ---------------------------------------------------------- */

const char *obtcc_dir(void);	/* the directory obtcc runs from */
void push_runtime(Vec *v, Vec *objects, bool shared);	/* libobt, if they need it */
/* The target of CC's words and options, as libobt's directories name it
 * (i386-linux-gnu), or NULL when CC cannot say. */
const char *link_target(const Vec *link);

/* ---- conditions.c ---------------------------------------------------- */

typedef enum { TRI_NO, TRI_YES, TRI_MAYBE } Tri;	/* a three-valued truth */

typedef struct {
	const char *name;
	bool defined;	/* -D, or -U */
} MacroSwitch;

/* Records the macro a -D or -U argument (its text after the switch) names
 * in switches, in command-line order. */
void note_macro_switch(Vec *switches, const char *arg, bool defined);
/* Calls each with every directive of code (comments blanked) other than a
 * conditional one -- its text after the '#', continuations joined -- and
 * whether the branch it sits in is compiled, as far as the switches say. */
void each_directive(const char *code, size_t len, const Vec *switches,
		    void (*each)(void *ctx, const char *directive, Tri active), void *ctx);

/* ---- spelling.c ------------------------------------------------------ */

bool text_spells_obt(const char *text, size_t len);
/* true if it cannot be read; keywords_defined: see spelling.c */
bool file_spells_obt(const char *path, bool keywords_defined);
/* CC's stderr under -H: whether a header it opened spells a behaviour;
 * the -H lines are taken out of said. */
bool header_list_spells_obt(char *said, size_t *len, bool keywords_defined);
/* Does a file of the preprocessed unit test whether a keyword is a macro? */
bool unit_tests_keywords(const char *pp, size_t len);
/* Did CC stop at a line that spells one: a keyword not a macro there? */
bool failed_on_keyword(const char *said, size_t len);
bool dependency_file_spells_obt(const char *path, bool keywords_defined);	/* -MD's file */
/* Before compiling: whether the files (the source, the forced includes)
 * or the headers they include near the top, found in the command line's
 * directories, spell one; or spell only vanishing lines, but with the
 * keywords' empty #defines where the macro switches make them inactive.
 * Only an economy: "no" is not the last word. */
typedef enum { LOOK_NOTHING, LOOK_LIVE_KEYWORDS, LOOK_SPELLS } FirstLook;
FirstLook first_look(const Vec *files, const Vec *quote_dirs, const Vec *dirs,
		     const Vec *switches);

/* ---- ccdiag.c: CC's diagnostics on the unit as written --------------- */

/* A value change the overflow behaviours make intended (a constant into
 * or out of a wrap type, constant wrap arithmetic): CC's warning of it
 * on the unit as written is left out. */
void excuse_range(const Token *first, const Token *last);
/* Leaves the excused warnings out of CC's text *said; true if CC failed
 * only by them (-Werror). */
bool drop_excused_warnings(char **said, size_t *len);

/* ---- process.c: CC's steps, the translator child, their files -------- */

typedef struct {
	bool verbose;		/* -v: print each command */
	const char *stdin_path;	/* the copy of standard input each step reads */
	int capture;		/* CC's stderr: a memory file, or -1 for obtcc's */
	int output;		/* CC's stdout: a memory file, or -1 for obtcc's */
} RunOptions;
extern RunOptions run_opts;
const char *temp_path(const char *suffix);	/* removed on every exit */
/* A file in memory, needing no temporary directory; shared: children
 * may open it by *path. */
int memory_file(bool shared, const char **path);
char *memory_file_text(int fd, size_t *len);
void append_to_fd(int fd, const char *text, size_t len);
/* The outputs of one input's compile: noted before a step may write
 * them, removed after a failure only if a step wrote them, settled once
 * the input is compiled. A signal removes the unsettled ones written. */
void note_output(const char *path);
void remove_if_written(const char *path);
void settle_outputs(void);
void catch_signals(void);
int run(Vec *argv);		/* CC's step; its exit status, 128+N for signal N */
int run_to(Vec *argv, int err_fd);	/* with its stderr in err_fd */
char *run_for_output(Vec *argv);	/* what it prints, or NULL if it failed */
int run_in_child(int (*fn)(void *), void *arg);	/* fn's result, as a wait status */

/* ---- clang_flags.c: Clang's OBT command line --------------------------- */

/* If argv[*i] (with argv[*i + 1] for -Xclang) is a flag of Clang's OBT
 * command line, takes it, moving *i past it, stores in *for_cc what CC must
 * get of it (NULL: nothing) and returns nonzero. */
int clang_flag(int *i, int argc, char **argv, const char **for_cc);
/* After the command line: sets the options the flags imply, unless given
 * by obtcc's own flags, and adds CC's own share of them to cc_args. */
void clang_flags_apply(const char *cc, bool mode_given, bool runtime_given, bool patterns_given,
		       Vec *cc_args);
bool clang_flags_link_ubsan(void);	/* link the UBSan runtime, as Clang would */

/* ---- the options the stages read ------------------------------------- */

/* What the command line says to the stages above: driver.c fills it in
 * before any of them runs, and they read it here rather than calling
 * back into driver.c. */
typedef struct {
	const char *prog_name;		/* obtcc's name in its own messages */
	bool no_warnings;		/* -w */
	bool warnings_are_errors;	/* -Werror (the last of it and -Wno-error) */
	Vec warnings;			/* what follows -W in the other -W options, in order */
} StageOptions;
extern StageOptions stage_opts;

#endif /* OBTCC_H */
