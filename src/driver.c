/*
 * driver.c - obtcc's command line: a drop-in compiler driver.
 *
 *   obtcc [-fobt...] [LAUNCHER] [CC] ARGS...      (compiler.c: which CC)
 *
 * obtcc behaves as the compiler it wraps. Flags it does not own go to CC
 * untouched and CC's exit status is obtcc's. For each C source it
 *
 *   1. has CC preprocess it (the user's preprocessor flags, -D__OBTCC__,
 *      and a probe that reports the target, see target.c);
 *   2. lexes, parses, types and checks the result, collecting edits;
 *   3. if the unit needs no edits, compiles the original source exactly as
 *      the plain compiler would; otherwise compiles the edited text as
 *      preprocessed C (-x cpp-output);
 *   4. links as CC would, adding libobt.
 *
 * Paths that need no translation (-E, -M, assembly, objects, no C input)
 * run CC directly. An output that names an input is refused, as gcc
 * refuses it. The processes themselves, their files and signals are
 * process.c's.
 */
#include "obtcc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

StageOptions stage_opts = {.prog_name = "obtcc"};

/* ---- options ---------------------------------------------------------- */

typedef enum { MODE_LINK, MODE_COMPILE, MODE_ASM, MODE_SYNTAX } Mode;

/* What a command-line argument is, for the steps it goes to. */
typedef enum {
	ARG_COMMON,		/* preprocess, compile and link steps */
	ARG_PREPROCESS,		/* preprocessor only (-D, -I, -include ...) */
	ARG_DEPEND,		/* -MD, -MF ... (the preprocess step writes them) */
	ARG_OUTPUT,		/* -o FILE, -c, -S: obtcc places outputs itself */
	ARG_LANG,		/* -x LANG: obtcc passes the language per input */
	ARG_INPUT,
	ARG_OBT,		/* obtcc's own: never reaches CC */
} ArgKind;

typedef struct {
	ArgKind kind;
	const char *text;	/* the argument (with its value if joined) */
	const char *value;	/* separate value, or NULL */
	const char *lang;	/* ARG_INPUT: the -x language in effect, or NULL */
	const char *object;	/* ARG_INPUT: the object obtcc made for it */
} Arg;

static struct {
	Vec args;		/* Arg * in command-line order */
	Mode mode;
	const char *output;
	bool preprocess_only;	/* -E, or -M / -MM without -MD */
	bool save_temps, want_version, want_help;
	bool print_target;	/* -fobt-print-target */
	bool md, mmd;		/* -MD / -MMD */
	const char *mf;		/* -MF */
	Vec mt;			/* -MT/-MQ as given ("-MT", "x") pairs */
	bool mp;
	bool always_rewrite, check_roundtrip, time_phases;
	bool mode_given, runtime_given, patterns_given;	/* -fobt=, -fobt-runtime=, -fobt-ignore-pattern= */
	bool keywords_defined_away;	/* the unit's only edits remove __ob_* keywords */
	const char *dump;
	int n_c_inputs;
	Vec wp_dep_files;	/* dependency files named in -Wp,-MD,FILE */
} D;

static const char *const separate_value_options[] = {
	"-o", "-x", "-I", "-D", "-U", "-include", "-imacros", "-isystem", "-iquote",
	"-idirafter", "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-isysroot",
	"-imultilib", "-MF", "-MT", "-MQ", "-L", "-l", "-Xlinker", "-Xassembler",
	"-Xpreprocessor", "-Xclang", "-u", "-T", "-aux-info", "-dumpbase", "-dumpdir",
	"-e", "--param", "-z", "-target", "-arch", "-mllvm", "-G", "-wrapper",
	"-include-pch", "-ivfsoverlay", "-Xanalyzer", "-Xopenmp-target", "-F",
	"-framework", "--sysroot", "-A", NULL,
};

static const char *const preprocess_prefixes[] = {
	"-D", "-U", "-I", "-include", "-imacros", "-isystem", "-iquote", "-idirafter",
	"-iprefix", "-iwithprefix", "-iwithprefixbefore", "-imultilib", "-nostdinc",
	"-undef", "-Wp,", "-Xpreprocessor", "-A", "-C", "-CC", "-H", "-trigraphs",
	"-ivfsoverlay", "-include-pch", NULL,
};

static bool in_list(const char *s, const char *const *list)
{
	for (; *list; list++)
		if (strcmp(s, *list) == 0)
			return true;
	return false;
}

static bool has_prefix_in(const char *s, const char *const *list)
{
	for (; *list; list++)
		if (starts_with(s, *list))
			return true;
	return false;
}

static const char *base_name(const char *path);

/* ---- warning options (diag.c reads them in stage_opts) ---------------- */

/* Reads a -W option into stage_opts. Returns true if CC must not see it
 * (obtcc owns the name). */
static bool warning_option(const char *arg)
{
	const char *w = arg + 2;
	bool cc_knows;
	if (strcmp(arg, "-w") == 0) {
		stage_opts.no_warnings = true;
		return false;
	}
	if (strcmp(w, "error") == 0 || strcmp(w, "no-error") == 0) {
		stage_opts.warnings_are_errors = w[0] == 'e';
		return false;
	}
	vec_push(&stage_opts.warnings, (void *)w);
	if (starts_with(w, "error=") || starts_with(w, "no-error="))
		return obtcc_warning(strchr(w, '=') + 1, &cc_knows);
	bool off = starts_with(w, "no-");
	/* CC has some of these names too, for its own warnings: it gets them
	 * when it knows them (gcc rejects names it does not know). */
	return obtcc_warning(off ? w + 3 : w, &cc_knows) && !cc_knows;
}

static void push_all(Vec *v, ...)
{
	va_list ap;
	va_start(ap, v);
	for (const char *s; (s = va_arg(ap, const char *));)
		vec_push(v, (void *)s);
	va_end(ap);
}

/* Adds the arguments of the given kinds, in command-line order. */
static void push_args(Vec *v, bool preprocess, bool common)
{
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if ((a->kind == ARG_PREPROCESS && preprocess) || (a->kind == ARG_COMMON && common)) {
			vec_push(v, (void *)a->text);
			if (a->value)
				vec_push(v, (void *)a->value);
		}
	}
}

/* ---- the probe -------------------------------------------------------- */

/* Preprocessed in front of each unit: CC's own view of the target, read by
 * target.c and parse.c, then blanked out of the output. */
static const char probe_text[] =
	"__obt_probe(__STDC_VERSION__,\n"
	"#ifdef __STRICT_ANSI__\n1\n#else\n0\n#endif\n"
	", __SIZEOF_SHORT__, __SIZEOF_INT__, __SIZEOF_LONG__, __SIZEOF_LONG_LONG__,\n"
	"__SIZEOF_POINTER__, __SIZEOF_FLOAT__, __SIZEOF_DOUBLE__, __SIZEOF_LONG_DOUBLE__,\n"
	"__BIGGEST_ALIGNMENT__,\n"
	"#ifdef __CHAR_UNSIGNED__\n1\n#else\n0\n#endif\n"
	",\n#ifdef __SIZEOF_INT128__\n1\n#else\n0\n#endif\n"
	",\n#if defined __i386__\n1\n#elif defined __x86_64__\n2\n#elif defined __aarch64__\n3\n"
	"#else\n0\n#endif\n"
	",\n#ifdef __BITINT_MAXWIDTH__\n__BITINT_MAXWIDTH__\n#else\n0\n#endif\n"
	",\n#ifdef __clang__\n1\n#else\n0\n#endif\n"
	",\n#ifdef __linux__\n1\n#else\n0\n#endif\n"
	") __obt_probe_types((__SIZE_TYPE__)(__PTRDIFF_TYPE__)(__WCHAR_TYPE__)"
	"(__CHAR16_TYPE__)(__CHAR32_TYPE__));\n";

static const char *probe_path;

static const char *probe_file(void)
{
	if (!probe_path) {
		probe_path = temp_path("-probe.h");
		FILE *fp = fopen(probe_path, "w");
		if (!fp || fputs(probe_text, fp) < 0 || fclose(fp) != 0)
			fatal("cannot write %s: %s", probe_path, strerror(errno));
	}
	return probe_path;
}

/* obt.h's directory, searched after the user's and the system's: in -E
 * output too, so that clangd's --query-driver (obtcc -E -v) lists it. */
static void push_own_include(Vec *v)
{
	const char *dir = obtcc_dir();
	if (dir)
		push_all(v, "-idirafter", str_fmt("%s/../include", dir), NULL);
}

/* What obtcc predefines, in -E output too; and obt.h is found without a
 * -I (searched after the user's directories). */
static void push_predefines(Vec *v)
{
	push_all(v, str_fmt("-D__OBTCC__=%d", OBTCC_VERSION_NUMBER), "-D__OBT_SATURATE__=1",
		 "-D__overflow_label(l)=__attribute__((overflow_label(l)))", NULL);
	push_own_include(v);
}

/* ---- per-input work --------------------------------------------------- */

static const char *base_name(const char *path)
{
	const char *s = strrchr(path, '/');
	return s ? s + 1 : path;
}

static const char *replace_suffix(const char *path, const char *suffix)
{
	const char *b = base_name(path);
	const char *dot = strrchr(b, '.');
	int len = dot ? (int)(dot - path) : (int)strlen(path);
	return str_fmt("%.*s%s", len, path, suffix);
}

/* The object or assembly file CC would write for this input. */
static const char *default_output(const char *input)
{
	if (D.output && D.n_c_inputs == 1 && D.mode != MODE_LINK)
		return D.output;
	const char *b = base_name(input);
	return replace_suffix(b, D.mode == MODE_ASM ? ".s" : ".o");
}

static const char *dependency_file(const char *input)
{
	if (D.mf)
		return D.mf;
	if (D.output && D.mode != MODE_LINK && D.n_c_inputs == 1)
		return replace_suffix(D.output, ".d");
	return replace_suffix(base_name(input), ".d");
}

static void push_dependency_flags(Vec *v, const char *input)
{
	if (!D.md && !D.mmd) {
		/* -MF, -MT, -MQ or -MP alone: CC's to answer (gcc refuses them) */
		for (int i = 0; i < D.args.len; i++) {
			Arg *a = D.args.data[i];
			if (a->kind == ARG_DEPEND && starts_with(a->text, "-M")) {
				vec_push(v, (void *)a->text);
				if (a->value)
					vec_push(v, (void *)a->value);
			}
		}
		return;
	}
	const char *obj = default_output(input);
	push_all(v, D.mmd ? "-MMD" : "-MD", "-MF", dependency_file(input), NULL);
	if (D.mt.len)
		for (int i = 0; i < D.mt.len; i++)
			vec_push(v, D.mt.data[i]);
	else
		push_all(v, "-MT", obj, NULL);
	if (D.mp)
		vec_push(v, "-MP");
}

static void write_file(const char *path, const char *data, size_t len)
{
	FILE *fp = fopen(path, "wb");
	if (!fp || fwrite(data, 1, len, fp) != len || fclose(fp) != 0)
		fatal("cannot write %s: %s", path, strerror(errno));
}

/* The probe is obtcc's business, not a dependency of the user's build:
 * its name and its -MP target leave the dependency file. */
static void drop_probe_dependency(const char *dfile)
{
	size_t len;
	char *text = read_file(dfile, &len);
	if (!text)
		return;
	Buf out = {0};
	size_t plen = strlen(probe_path);
	for (char *p = text; *p;) {
		if (strncmp(p, probe_path, plen) == 0) {
			/* with the blanks and line continuation in front of it */
			while (out.len && (out.data[out.len - 1] == ' ' ||
					   (out.len >= 2 && out.data[out.len - 1] == '\n' &&
					    out.data[out.len - 2] == '\\')))
				out.len -= out.data[out.len - 1] == ' ' ? 1 : 2;
			p += plen;
			if (*p == ':')		/* the -MP target line */
				while (*p && *p++ != '\n')
					;
			continue;
		}
		buf_add(&out, p++, 1);
	}
	write_file(dfile, out.data ? out.data : "", out.len);
}

/* The probe's line markers name a temporary file whose name changes from
 * run to run. Under a fixed name, the same source gives the same text to
 * compile: a cache (obtcc ccache gcc) finds it again, and two builds are
 * the same. */
static char *rename_probe(char *text, size_t *len)
{
	const char *fixed = "\"<obtcc-probe>\"";
	const char *name = str_fmt("\"%s\"", probe_path);
	size_t nlen = strlen(name);
	Buf out = {0};
	char *p = text, *end = text + *len, *hit;
	while ((hit = memmem(p, end - p, name, nlen))) {
		buf_add(&out, p, hit - p);
		buf_str(&out, fixed);
		p = hit + nlen;
	}
	if (p == text)
		return text;
	buf_add(&out, p, end - p);
	*len = out.len;
	return out.data;
}

/* A step whose stderr is a file obtcc passes on is coloured if obtcc
 * colours. */
static void push_captured_colour(Vec *v)
{
	if (diag_opts.color && diag_opts.format == DIAG_TEXT)
		vec_push(v, "-fdiagnostics-color=always");
}

static int preprocess(Arg *in, const char *out)
{
	Vec v = {0};
	push_compiler(&v, false);
	push_all(&v, "-E", "-include", probe_file(), NULL);
	push_predefines(&v);
	push_args(&v, true, true);
	push_captured_colour(&v);
	push_dependency_flags(&v, in->text);
	push_all(&v, "-x", in->lang ? in->lang : "c", in->text, "-o", out, NULL);
	int status = run(&v);
	if (status == 0 && (D.md || D.mmd))
		drop_probe_dependency(dependency_file(in->text));
	for (int i = 0; status == 0 && i < D.wp_dep_files.len; i++)
		drop_probe_dependency(D.wp_dep_files.data[i]);
	return status;
}


static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* -fobt-dump=STAGE: what one stage made of the unit, on stderr, so that
 * each stage can be watched (and tested) on its own. */
static void dump_stage(Unit *u, const char *stage)
{
	if (strcmp(stage, "tokens") == 0) {
		for (int i = 0; i < u->ntoks - 1; i++) {
			Token *t = &u->toks[i];
			fprintf(stderr, "%s:%d:%d: %.*s\n", t->loc.file, t->loc.line, t->loc.col,
				t->len, t->text);
		}
	} else if (strcmp(stage, "types") == 0) {
		for (int i = 0; i < P.bindings.len; i++) {
			Sym *s = P.bindings.data[i];
			if (s->tok && s->kind != SYM_TAG && s->kind != SYM_ENUM_CONST)
				fprintf(stderr, "%s:%d: %s: %s\n", s->tok->loc.file, s->tok->loc.line,
					s->name->name, type_spelling(s->ty));
		}
	} else if (strcmp(stage, "edits") == 0) {
		for (int i = 0; i < u->edits.len; i++) {
			Edit *e = u->edits.data[i];
			fprintf(stderr, "edit %d..%d: \"%s\"\n", e->offset, e->end, e->text);
		}
	} else {
		fatal("unknown -fobt-dump= stage '%s' (tokens, types, edits)", stage);
	}
}

/* Lexes, parses and checks one preprocessed unit; returns the text to
 * compile, or NULL if the original source can be compiled as it is. */
static Buf *translate(const char *ipath, bool *failed)
{
	size_t len;
	char *text = read_file(ipath, &len);
	if (!text)
		fatal("cannot read %s", ipath);
	text = rename_probe(text, &len);
	*failed = false;
	if (!D.always_rewrite && !D.check_roundtrip && !D.dump && !audit_opts.ob &&
	    !text_spells_obt(text, len))
		return NULL;
	double t0 = now();
	Unit *u = alloc(sizeof *u);
	u->text = text;
	u->len = len;
	Buf *out = alloc(sizeof *out);
	translate_unit(u, out);
	if (D.time_phases) {
		struct rusage ru;
		getrusage(RUSAGE_SELF, &ru);
		fprintf(stderr, "obtcc: lex+parse+type+emit: %.3f s, peak memory: %ld MB\n",
			now() - t0, ru.ru_maxrss / 1024);
	}
	if (D.check_roundtrip && !emit_roundtrips(u)) {
		fprintf(stderr, "%s: error: the emitted text differs from the input\n", ipath);
		error_count++;
	}
	if (D.dump)
		dump_stage(u, D.dump);
	*failed = error_count > 0;
	/* Only keywords to remove: CC compiles the source with them as empty
	 * macros, unless a test of whether one is a macro would then change */
	bool keywords_away = u->keywords_only && !unit_tests_keywords(text, len);
	D.keywords_defined_away = keywords_away && !D.always_rewrite;
	if (*failed || ((u->edits.len == 0 || keywords_away) && !D.always_rewrite))
		return NULL;
	return out;
}

/* The OBT keywords as empty macros: CC compiles the source as if no
 * integer carried a behaviour. */
static void push_keywords_away(Vec *v)
{
	push_all(v, "-D__ob_trap=", "-D__ob_wrap=", "-D__ob_sat=", NULL);
}

/* -c, -S or -fsyntax-only of the input, to out. */
static void push_source_step(Vec *v, Arg *in, const char *out)
{
	push_all(v, D.mode == MODE_ASM ? "-S" : D.mode == MODE_SYNTAX ? "-fsyntax-only" : "-c",
		 NULL);
	if (in->lang)
		push_all(v, "-x", in->lang, NULL);
	vec_push(v, (void *)in->text);
	if (D.mode != MODE_SYNTAX)
		push_all(v, "-o", out, NULL);
}

/* Compiles the original source: the unit needs no change, so the
 * result is exactly the plain compiler's. */
static int compile_original(Arg *in, const char *out)
{
	Vec v = {0};
	push_compiler(&v, true);
	push_predefines(&v);
	if (D.keywords_defined_away)
		push_keywords_away(&v);
	push_args(&v, true, true);
	push_source_step(&v, in, out);
	return run(&v);
}

/* ---- CC's diagnostics ------------------------------------------------- */

/* CC's diagnostics on the translated text are not always those it gives
 * on the source: in preprocessed text it knows neither macro expansions
 * (where gcc holds back -Waddress and -Wtautological-compare, say) nor
 * comments (fall-through markers). So they are captured; a translation
 * that compiles in silence is done, and otherwise what the user sees is
 * CC's word on the original source, with the OBT spellings defined away,
 * as the plain compiler would say it; the translation is then compiled
 * without warnings. Only where CC rejects the original so but accepts the
 * translation (an OBT _Generic association that becomes a duplicate, say)
 * do the translation's own diagnostics stand. */

/* Passes on what a captured step said, to where CC's stderr goes now. */
static void pass_on_text(const char *text, size_t len)
{
	if (!text || !len)
		return;
	if (run_opts.capture >= 0) {
		append_to_fd(run_opts.capture, text, len);
		return;
	}
	fwrite(text, 1, len, stderr);
	fflush(stderr);
}

static void pass_on(int said)
{
	size_t len;
	char *text = memory_file_text(said, &len);
	pass_on_text(text, len);
}

static bool said_nothing(int said)
{
	struct stat st;
	return fstat(said, &st) == 0 && st.st_size == 0;
}

/* CC's diagnostics on the original source, into the memory file said;
 * errors_left: how many errors CC may still report (0: its own limit). */
static int check_original(Arg *in, int said, int errors_left)
{
	Vec v = {0};
	push_compiler(&v, false);
	push_keywords_away(&v);
	push_all(&v, str_fmt("-D__OBTCC__=%d", OBTCC_VERSION_NUMBER), "-D__OBT_SATURATE__=1",
		 "-Doverflow_behavior(...)=",
		 "-D__overflow_behavior__(...)=", "-Doverflow_label(...)=",
		 "-D__overflow_label__(...)=", "-D__overflow_label(l)=", NULL);
	const char *dir = obtcc_dir();
	if (dir)
		push_all(&v, "-idirafter", str_fmt("%s/../include", dir), NULL);
	push_captured_colour(&v);
	push_args(&v, true, true);
	push_all(&v, "-fsyntax-only", NULL);
	if (errors_left)
		vec_push(&v, str_fmt(compiler_is_clang() ? "-ferror-limit=%d" : "-fmax-errors=%d",
				     errors_left));
	if (in->lang)
		push_all(&v, "-x", in->lang, NULL);
	vec_push(&v, (void *)in->text);
	return run_to(&v, said);
}

static int compile_translated(Arg *in, Buf *text, const char *out)
{
	const char *ipath = D.save_temps ? replace_suffix(base_name(in->text), ".obt.i")
					 : temp_path(".i");
	write_file(ipath, text->data, text->len);
	Vec v = {0};
	push_compiler(&v, true);
	push_captured_colour(&v);
	push_args(&v, false, true);
	push_all(&v, D.mode == MODE_ASM ? "-S" : D.mode == MODE_SYNTAX ? "-fsyntax-only" : "-c",
		 "-x", "cpp-output", ipath, NULL);
	if (D.mode != MODE_SYNTAX)
		push_all(&v, "-o", out, NULL);
	int said = memory_file(false, NULL);
	int status = run_to(&v, said);
	if (status == 0 && said_nothing(said))
		return 0;
	int original_said = memory_file(false, NULL);
	int original_status = check_original(in, original_said, 0);
	size_t len;
	char *original_text = memory_file_text(original_said, &len);
	if (drop_excused_warnings(&original_text, &len) && original_status == 1)
		original_status = 0;
	if (original_status != 0 && status == 0)
		pass_on(said);
	else
		pass_on_text(original_text, len);
	if (status == 0 || original_status != 0 || status > 128)
		return status;
	vec_push(&v, "-w");
	said = memory_file(false, NULL);
	int quiet_status = run_to(&v, said);
	if (quiet_status != 0)
		pass_on(said);	/* the translation itself is wrong */
	return quiet_status;
}

/* Runs one step of CC with its stderr kept; returns its status and, in
 * *said, what it wrote. */
static int run_captured(int (*step)(Arg *, const char *), Arg *in, const char *out,
			const char **said)
{
	run_opts.capture = memory_file(false, NULL);
	int status = step(in, out);
	size_t len;
	*said = memory_file_text(run_opts.capture, &len);
	close(run_opts.capture);
	run_opts.capture = -1;
	return status;
}

static Buf *translated;		/* the unit's text, if it needs a change */

static int compile_step(Arg *in, const char *out)
{
	return translated ? compile_translated(in, translated, out) : compile_original(in, out);
}

/* ---- units that spell no behaviour ------------------------------------ */

/* The value of a if it is one of opts[0..n-1] (-Ifoo or -I foo), or NULL;
 * *which says which. */
static const char *option_value_of(Arg *a, const char *const *opts, int n, int *which)
{
	for (int k = 0; k < n; k++) {
		if (starts_with(a->text, opts[k])) {
			*which = k;
			return a->value ? a->value : a->text + strlen(opts[k]);
		}
	}
	return NULL;
}

/* The forced includes (-include, -imacros), which CC's -H does not list:
 * obtcc reads them itself, where CC looks first (the working directory).
 * False if one is elsewhere on the search path, or passed in a form obtcc
 * does not follow. */
static bool forced_includes(Vec *files)
{
	static const char *const opts[] = {"-include", "-imacros"};
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if (a->kind != ARG_PREPROCESS && a->kind != ARG_COMMON)
			continue;
		int k;
		const char *file = option_value_of(a, opts, 2, &k);
		if (file && access(file, F_OK) != 0)
			return false;
		if (file)
			vec_push(files, (void *)file);
		if (starts_with(a->text, "--include") || starts_with(a->text, "--imacros") ||
		    ((starts_with(a->text, "-Wp,") || strcmp(a->text, "-Xpreprocessor") == 0) &&
		     (strstr(a->text, "include") || strstr(a->text, "imacros") ||
		      (a->value && (strstr(a->value, "include") || strstr(a->value, "imacros"))))))
			return false;
	}
	return true;
}

/* The include directories of the command line, and obtcc's own. */
static void include_dirs(Vec *quote_dirs, Vec *dirs)
{
	static const char *const opts[] = {"-iquote", "-I", "-isystem", "-idirafter"};
	for (int i = 0; i < D.args.len; i++) {
		int k;
		const char *dir = option_value_of(D.args.data[i], opts, 4, &k);
		if (dir)
			vec_push(k == 0 ? quote_dirs : dirs, (void *)dir);
	}
	const char *own = obtcc_dir();
	if (own)
		vec_push(dirs, str_fmt("%s/../include", own));
}

/* The macros obtcc's predefinitions and the command line's -D and -U
 * define or undefine, in the order CC takes them. */
static void macro_switches(Vec *switches)
{
	static const char *const opts[] = {"-D", "-U"};
	Vec predefines = {0};
	push_predefines(&predefines);
	for (int i = 0; i < predefines.len; i++)
		if (starts_with(predefines.data[i], "-D"))
			note_macro_switch(switches, (char *)predefines.data[i] + 2, true);
	/* a unit obtcc translates is C: CC defines no __cplusplus (obt.h asks) */
	note_macro_switch(switches, "__cplusplus", false);
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		int k;
		const char *name = a->kind == ARG_PREPROCESS || a->kind == ARG_COMMON
					   ? option_value_of(a, opts, 2, &k) : NULL;
		if (name)
			note_macro_switch(switches, name, k == 0);
	}
}

/* Whether the unit may first be compiled straight from its source, as the
 * plain compiler would (spelling.c). What needs obtcc's own reading of
 * every unit takes the translating path at once, and so do units whose
 * source, forced includes, macros, or first headers spell a behaviour.
 * *keywords_live: the first look expects the keywords to be live. */
static bool may_compile_directly(Arg *in, bool *keywords_live)
{
	if (D.always_rewrite || D.check_roundtrip || D.dump || audit_opts.ob || D.save_temps ||
	    diag_opts.format != DIAG_TEXT || strcmp(in->text, "-") == 0)
		return false;
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if ((a->kind == ARG_PREPROCESS || a->kind == ARG_COMMON) &&
		    (strcmp(a->text, "-H") == 0 || text_spells_obt(a->text, strlen(a->text)) ||
		     (a->value && text_spells_obt(a->value, strlen(a->value)))))
			return false;
	}
	Vec files = {0}, quote_dirs = {0}, dirs = {0};
	vec_push(&files, (void *)in->text);
	if (!forced_includes(&files))
		return false;
	include_dirs(&quote_dirs, &dirs);
	Vec switches = {0};
	macro_switches(&switches);
	FirstLook look = first_look(&files, &quote_dirs, &dirs, &switches);
	*keywords_live = look == LOOK_LIVE_KEYWORDS;
	return look != LOOK_SPELLS;
}

/* The files a compile of the input writes: its output and dependency
 * files. */
static void each_output(Arg *in, const char *out, void (*fn)(const char *path))
{
	if (D.mode != MODE_SYNTAX)
		fn(out);
	if (D.md || D.mmd)
		fn(dependency_file(in->text));
	for (int i = 0; i < D.wp_dep_files.len; i++)
		fn(D.wp_dep_files.data[i]);
}

/* The unit's own files, which -H does not list: its source and its
 * forced includes. */
static bool own_files_spell(Arg *in, bool keywords_defined)
{
	Vec files = {0};
	vec_push(&files, (void *)in->text);
	if (!forced_includes(&files))
		return true;
	for (int i = 0; i < files.len; i++)
		if (file_spells_obt(files.data[i], keywords_defined))
			return true;
	return false;
}

/* Is there a precompiled header (a .gch file or directory) in the
 * source's directory, an include directory, or beside a forced include?
 * CC may then use one, and a dependency file does not name it. */
static bool precompiled_header_near(Arg *in)
{
	Vec quote_dirs = {0}, dirs = {0}, files = {0};
	include_dirs(&quote_dirs, &dirs);
	const char *slash = strrchr(in->text, '/');
	vec_push(&dirs, slash ? str_ndup(in->text, slash - in->text) : ".");
	for (int i = 0; i < quote_dirs.len; i++)
		vec_push(&dirs, quote_dirs.data[i]);
	for (int i = 0; i < dirs.len; i++) {
		DIR *d = opendir(dirs.data[i]);
		for (struct dirent *e; d && (e = readdir(d));) {
			size_t n = strlen(e->d_name);
			if (n > 4 && strcmp(e->d_name + n - 4, ".gch") == 0) {
				closedir(d);
				return true;
			}
		}
		if (d)
			closedir(d);
	}
	if (!forced_includes(&files))
		return true;
	for (int i = 0; i < files.len; i++)
		if (access(str_fmt("%s.gch", (char *)files.data[i]), F_OK) == 0)
			return true;
	return false;
}

/*
 * How a direct compile learns the headers CC opened: from a dependency
 * file, or from -H on its standard error. gcc records -H among the
 * switches it writes into -g's DW_AT_producer, so an object made with it
 * differs from the plain compiler's; a dependency file leaves no trace.
 * It is the user's own with -MD, one of ours without any dependency
 * option. -H remains for -MMD and -Wp,-MD (the user's file would lack
 * the system headers, and CC writes one file only) and where a
 * precompiled header may be used (a dependency file does not name it).
 */
static const char *direct_dependency_file(Arg *in)
{
	/* -MF, -MT, -MQ or -MP alone: CC answers them itself (gcc refuses);
	 * the look for a precompiled header, a directory read, comes last */
	if (D.mmd || D.wp_dep_files.len || (!D.md && (D.mf || D.mt.len || D.mp)) ||
	    precompiled_header_near(in))
		return NULL;
	if (D.md)
		return dependency_file(in->text);
	const char *path;
	memory_file(true, &path);
	return path;
}

/* Did a direct compile open a header that spells a behaviour (deps: its
 * dependency file, else the -H lines of said, which are taken out)? */
static bool headers_spell(const char *deps, char *said, size_t *len, bool keywords_defined)
{
	return deps ? dependency_file_spells_obt(deps, keywords_defined)
		    : header_list_spells_obt(said, len, keywords_defined);
}

/* Runs CC on the source as it is, listing the headers it opens in deps
 * (direct_dependency_file) or with -H; returns its status and, in *said,
 * what it printed. keywords_unavailable: the second compile below. */
static int run_directly(Arg *in, const char *out, const char *deps, bool keywords_unavailable,
			char **said, size_t *len)
{
	Vec v = {0};
	push_compiler(&v, true);
	push_predefines(&v);
	push_args(&v, true, true);
	if (keywords_unavailable)
		push_all(&v, "-D__ob_trap=__attribute__((__unavailable__(\"obt\")))",
			 "-D__ob_wrap=__attribute__((__unavailable__(\"obt\")))",
			 "-D__ob_sat=__attribute__((__unavailable__(\"obt\")))",
			 "-Werror=attributes", NULL);
	push_dependency_flags(&v, in->text);
	push_captured_colour(&v);
	/* A failed direct compile is thrown away: stopping at its first
	 * error only saves time (a header whose keywords are live fails at
	 * once, spelling.c). On success it changes nothing. */
	push_all(&v, "-Wfatal-errors", NULL);
	if (!deps)
		vec_push(&v, "-H");
	else if (!D.md)
		push_all(&v, "-MD", "-MF", deps, NULL);
	push_source_step(&v, in, out);
	int err = memory_file(false, NULL);
	int status = run_to(&v, err);
	*said = memory_file_text(err, len);
	close(err);
	return status;
}

/* One direct compile (run_directly), kept if CC succeeded and no header
 * it opened spells a behaviour: returns CC's status, or -1 when the
 * result is thrown away. In the compile with the keywords unavailable, a
 * keyword CC still mentions (a header redefining one) throws it away. */
static int direct_attempt(Arg *in, const char *out, const char *deps, bool keywords_unavailable,
			  char **said, size_t *len)
{
	int status = run_directly(in, out, deps, keywords_unavailable, said, len);
	if (status > 128)
		return status;	/* interrupted, or CC crashed */
	if (status == 0 && *said && !(keywords_unavailable && memmem(*said, *len, "__ob_", 5)) &&
	    !headers_spell(deps, *said, len, keywords_unavailable)) {
		pass_on_text(*said, *len);
		return 0;
	}
	/* make must not trust what a thrown-away compile wrote */
	each_output(in, out, remove_if_written);
	return -1;
}

/*
 * Compiles the source as it is; returns CC's status, or -1 if the unit
 * takes the translating path after all: a header spells a behaviour, or
 * CC failed (a keyword pasted from pieces fails so; the translating path
 * then gives obtcc's diagnostics beside CC's).
 *
 * When CC stopped at a live keyword on a line whose spellings would have
 * vanished as empty macros (spelling.c), the unit is compiled once more
 * with each keyword an attribute that makes the typedefs declared with it
 * unavailable: CC then fails at any use of them, so a success proves the
 * unit uses no type with a behaviour, and its object is the one obtcc's
 * translation would give (the unused typedefs without their keyword).
 * -Werror=attributes makes a CC without that attribute fail too. That
 * proof needs nothing of the first compile: when the first look expects
 * the keywords live (keywords_live), the second compile goes first, and
 * alone if it is kept.
 */
static int compile_directly(Arg *in, const char *out, bool keywords_live)
{
	char *said;
	size_t len;
	const char *deps = direct_dependency_file(in);
	bool tried_unavailable = keywords_live && !own_files_spell(in, true);
	if (tried_unavailable) {
		int status = direct_attempt(in, out, deps, true, &said, &len);
		if (status >= 0)
			return status;
	}
	int status = direct_attempt(in, out, deps, false, &said, &len);
	if (status >= 0 || tried_unavailable || !said || !failed_on_keyword(said, len) ||
	    own_files_spell(in, true))
		return status;
	return direct_attempt(in, out, deps, true, &said, &len);
}

/* A unit in which obtcc found errors is not compiled, but CC is asked
 * about it as written: its word on the plain C follows obtcc's on the
 * overflow behaviours, so that one build reports every error of the unit
 * (and an error obtcc gave about C it could not parse gives way to CC's
 * at that line). CC preprocesses again, so its words from the first time
 * are not repeated. */
static int report_every_error(Arg *in)
{
	/* -fmax-errors=N counts obtcc's errors and CC's together */
	diag_set_preamble(NULL);
	int said = memory_file(false, NULL);
	check_original(in, said, max_errors > 0 ? max_errors - error_count : 0);
	size_t len;
	char *text = memory_file_text(said, &len);
	diag_release(text);
	const char *nl = memchr(text, '\n', len);
	if (nl && diag_repeats_context(text, nl - text)) {
		len -= nl + 1 - text;
		text = (char *)nl + 1;
	}
	pass_on_text(text, len);
	return 1;
}

/* What CC says when it preprocesses goes out only if CC will not say it
 * again, as it does when it compiles the original source itself. In a
 * JSON or SARIF document it joins obtcc's diagnostics and CC's. */
static int compile_input(Arg *in, const char *out)
{
	const char *ipath = temp_path(".pp.i"), *pp_said, *cc_said = NULL;
	bool document = diag_opts.format != DIAG_TEXT, failed = false;
	int status = run_captured(preprocess, in, ipath, &pp_said);
	diag_set_preamble(document ? NULL : pp_said);
	if (!document)
		diag_hold();
	if (!status) {
		translated = translate(ipath, &failed);
		status = failed;
		if (!failed)
			write_site_report(in->text);
	}
	if (!status && !translated) {
		pp_said = NULL;
		diag_set_preamble(NULL);
	}
	if (!document && failed)
		return report_every_error(in);
	if (!document) {
		diag_release(NULL);
		diag_flush_preamble();
		return status ? status : compile_step(in, out);
	}
	if (!status)
		status = run_captured(compile_step, in, out, &cc_said);
	diag_print_document(pp_said, cc_said);
	return status;
}

/* Each input is a translation unit of its own, translated in a child
 * process: nothing obtcc learnt of one (names, tags, sites) can leak into
 * the next, and a crash of the translator is reported as one rather than
 * passed on as a bare signal. */
static int translate_and_compile(void *in)
{
	return compile_input(in, ((Arg *)in)->object);
}

static int compile_isolated(Arg *in)
{
	in->object = D.mode == MODE_LINK ? temp_path(".o") : default_output(in->text);
	each_output(in, in->object, note_output);
	/* The direct compile leaves nothing behind that could leak. */
	bool keywords_live;
	if (may_compile_directly(in, &keywords_live)) {
		int status = compile_directly(in, in->object, keywords_live);
		if (status >= 0)
			return status;
	}
	int status = run_in_child(translate_and_compile, in);
	if (WIFSIGNALED(status)) {
		fprintf(stderr, "%s: internal error: the translator died of signal %d (%s) on %s\n",
			stage_opts.prog_name, WTERMSIG(status), strsignal(WTERMSIG(status)), in->text);
		return 1;
	}
	return WEXITSTATUS(status);
}

/* Standard input can be read once; the preprocessor and CC both need it
 * (CC when the unit needs no change), so it is kept in a file. */
static void save_stdin(void)
{
	const char *path = temp_path(".stdin");
	FILE *fp = fopen(path, "wb");
	if (!fp)
		fatal("cannot write %s: %s", path, strerror(errno));
	char buf[65536];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, stdin)) > 0)
		if (fwrite(buf, 1, n, fp) != n)
			fatal("cannot write %s: %s", path, strerror(errno));
	if (ferror(stdin) || fclose(fp) != 0)
		fatal("cannot copy standard input to %s: %s", path, strerror(errno));
	run_opts.stdin_path = path;
}

/* ---- linking ---------------------------------------------------------- */

/* What the link's inputs are, for push_runtime(): the objects (those obtcc
 * made included), and whether the output is a shared object. */
static void push_libobt(Vec *v)
{
	/* The UBSan flavour's handlers are a kernel's, -lubsan's or the
	 * program's own; Clang's sanitizer flags asking for reports link
	 * Clang's UBSan runtime, as clang would. */
	if (obt_opts.runtime == OBT_RUNTIME_UBSAN) {
		if (clang_flags_link_ubsan())
			vec_push(v, "-fsanitize=undefined");
		return;
	}
	Vec objects = {0};
	bool shared = false;
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if (a->kind == ARG_INPUT)
			vec_push(&objects, (void *)(a->object ? a->object : a->text));
		shared |= a->kind == ARG_COMMON && strcmp(a->text, "-shared") == 0;
	}
	push_runtime(v, &objects, shared);
}

static int link_all(void)
{
	Vec v = {0};
	push_compiler(&v, false);
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if (a->kind == ARG_INPUT) {
			push_all(&v, "-x", a->object ? "none" : a->lang ? a->lang : "none",
				 a->object ? a->object : a->text, NULL);
		} else if (a->kind == ARG_COMMON || a->kind == ARG_PREPROCESS ||
			   (a->kind == ARG_OUTPUT && a->value)) {
			vec_push(&v, (void *)a->text);
			if (a->value)
				vec_push(&v, (void *)a->value);
		}
	}
	push_libobt(&v);
	return run(&v);
}

/* Runs CC on the user's arguments as they are (plus obtcc's predefines),
 * for the paths that need no translation. */
static int pass_through(bool predefine)
{
	Vec v = {0};
	push_compiler(&v, D.mode != MODE_LINK && !D.preprocess_only && !D.want_version);
	if (predefine)
		push_predefines(&v);
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if (a->kind == ARG_OBT)
			continue;
		vec_push(&v, (void *)a->text);
		if (a->value)
			vec_push(&v, (void *)a->value);
	}
	if (D.mode == MODE_LINK && !D.preprocess_only)
		push_libobt(&v);
	return run(&v);
}

/* A compilation database (bear) is made by watching which compilers a
 * build runs on which sources. It knows CC, not obtcc, and the compiles
 * obtcc runs name temporary files. So under bear's watch (it announces
 * itself in INTERCEPT_REPORT_DESTINATION) obtcc runs CC once on the user's
 * arguments as written, checking syntax only and saying nothing: the
 * database then lists each source with the command that builds it, which
 * is what clangd and other tools read. That command names obt.h's
 * directory, as obtcc's compiles do, or clangd could not find obt.h
 * outside the default include directories; obtcc's macros stay out, so
 * that clangd reads obt.h's fallbacks, not keywords it does not know. */
static void show_compile_to_interceptors(void)
{
	if (!getenv("INTERCEPT_REPORT_DESTINATION") || D.mode == MODE_SYNTAX)
		return;
	Vec v = {0};
	push_compiler(&v, false);
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if (a->kind == ARG_OBT || a->kind == ARG_DEPEND)
			continue;
		vec_push(&v, (void *)a->text);
		if (a->value)
			vec_push(&v, (void *)a->value);
	}
	push_own_include(&v);
	vec_push(&v, "-fsyntax-only");
	int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
	run_to(&v, null);
	close(null);
}

/* ---- command line ----------------------------------------------------- */

/* Does -o name one of the inputs? As gcc decides it: the two names
 * resolve to the same path (or are the same name, where one does not
 * resolve); -o - is standard output. */
static bool output_is_an_input(void)
{
	if (!D.output || strcmp(D.output, "-") == 0)
		return false;
	char *out = realpath(D.output, NULL);
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if (a->kind != ARG_INPUT || strcmp(a->text, "-") == 0)
			continue;
		char *in = realpath(a->text, NULL);
		bool same = in && out ? strcmp(in, out) == 0 : strcmp(a->text, D.output) == 0;
		free(in);
		if (same) {
			free(out);
			return true;
		}
	}
	free(out);
	return false;
}

/* An output that would overwrite an input is refused before any step
 * runs: gcc's own refusal, word for word, where CC is gcc; obtcc's for
 * other compilers (clang would overwrite the source). */
static int refuse_output(void)
{
	if (compiler_is_gcc())
		return pass_through(false);
	fprintf(stderr, "%s: error: input file '%s' is the same as output file\n", stage_opts.prog_name,
		D.output);
	return 1;
}

static bool is_c_source(const char *path, const char *lang)
{
	if (lang)
		return strcmp(lang, "c") == 0;
	const char *dot = strrchr(base_name(path), '.');
	return dot && strcmp(dot, ".c") == 0;
}


static void obt_option(const char *arg)
{
	if (starts_with(arg, "-fobt=")) {
		static const char *const modes[] = {"trap", "trap-quiet", "warn", "none"};
		int m = 0;
		while (m < 4 && strcmp(arg + 6, modes[m]) != 0)
			m++;
		if (m == 4)
			fatal("unknown -fobt= mode '%s' (trap, trap-quiet, warn, none)", arg + 6);
		obt_opts.mode = (ObtMode)m;
		D.mode_given = true;
	} else if (starts_with(arg, "-fobt-runtime=")) {
		if (strcmp(arg + 14, "libobt") != 0 && strcmp(arg + 14, "ubsan") != 0)
			fatal("unknown -fobt-runtime= '%s' (libobt, ubsan)", arg + 14);
		obt_opts.runtime = arg[14] == 'u' ? OBT_RUNTIME_UBSAN : OBT_RUNTIME_LIBOBT;
		D.runtime_given = true;
	} else if (starts_with(arg, "-fobt-default=")) {
		/* warn: trap-typed checks that report and go on (audit.c) */
		static const char *const names[] = {"none", "wrap", "trap", "sat", "warn"};
		int b = 0;
		while (b < 5 && strcmp(arg + 14, names[b]) != 0)
			b++;
		if (b == 5)
			fatal("unknown -fobt-default= '%s' (trap, wrap, sat, warn, none)", arg + 14);
		audit_opts.ob = b == 4 ? OB_TRAP : (ObKind)b;
		if (b == 4) {
			obt_opts.mode = OBT_MODE_WARN;
			D.mode_given = true;
		}
	} else if (starts_with(arg, "-fobt-report=")) {
		site_report_path = arg + 13;
	} else if (starts_with(arg, "-fobt-default-scope=")) {
		add_default_scope(arg + 20);
	} else if (starts_with(arg, "-fobt-ignore-pattern=")) {
		obt_opts.patterns = ignore_patterns("-fobt-ignore-pattern=", arg + 21);
		D.patterns_given = true;
	} else if (strcmp(arg, "-fobt-require-label") == 0) {
		obt_opts.require_label = true;
	} else if (strcmp(arg, "-fobt-keep-checks") == 0) {
		obt_opts.keep_checks = true;
	} else if (strcmp(arg, "-fobt-always-rewrite") == 0) {
		D.always_rewrite = true;
	} else if (strcmp(arg, "-fobt-check-roundtrip") == 0) {
		D.check_roundtrip = true;
		parse_opts.strict = true;
	} else if (strcmp(arg, "-fobt-print-target") == 0) {
		D.print_target = true;
	} else if (strcmp(arg, "-fobt-time") == 0) {
		D.time_phases = true;
	} else if (starts_with(arg, "-fobt-dump=")) {
		D.dump = arg + 11;
	} else {
		fatal("unknown obtcc option '%s' (see obtcc --help)", arg);
	}
}

/* Takes the value of an option whose value may be joined or separate. */
static const char *option_value(int *i, int argc, char **argv, const char *name)
{
	const char *arg = argv[*i];
	if (arg[strlen(name)])
		return arg + strlen(name);
	if (*i + 1 >= argc)
		fatal("missing argument to '%s'", name);
	return argv[++*i];
}

static Arg *add_arg(ArgKind kind, const char *text, const char *value)
{
	Arg *a = alloc(sizeof *a);
	a->kind = kind;
	a->text = text;
	a->value = value;
	vec_push(&D.args, a);
	return a;
}

static bool dependency_option(int *i, int argc, char **argv)
{
	const char *arg = argv[*i];
	if (strcmp(arg, "-MD") == 0) {
		D.md = true;
	} else if (strcmp(arg, "-MMD") == 0) {
		D.mmd = true;
	} else if (strcmp(arg, "-MP") == 0) {
		D.mp = true;
	} else if (starts_with(arg, "-MF")) {
		D.mf = option_value(i, argc, argv, "-MF");
	} else if (starts_with(arg, "-MT") || starts_with(arg, "-MQ")) {
		char opt[4] = {arg[0], arg[1], arg[2], 0};
		vec_push(&D.mt, str_ndup(opt, 3));
		vec_push(&D.mt, (void *)option_value(i, argc, argv, opt));
	} else if (strcmp(arg, "-M") == 0 || strcmp(arg, "-MM") == 0 || strcmp(arg, "-MG") == 0) {
		if (strcmp(arg, "-MG") != 0)
			D.preprocess_only = true;
		add_arg(ARG_COMMON, arg, NULL);
		return true;
	} else {
		return false;
	}
	/* Keep it for the pass-through paths. */
	Arg *a = add_arg(ARG_DEPEND, arg, NULL);
	if (!arg[3] && (strcmp(arg, "-MF") == 0 || strcmp(arg, "-MT") == 0 || strcmp(arg, "-MQ") == 0))
		a->value = argv[*i];
	return true;
}

/* -Wp,OPT,...: options for the preprocessor alone (kbuild asks for its
 * dependency files as -Wp,-MMD,FILE). The files they name get the probe
 * taken out, as for -MD. */
static void preprocessor_options(const char *arg)
{
	add_arg(ARG_PREPROCESS, arg, NULL);
	const char *p = arg + 4;
	while (*p) {
		size_t len = strcspn(p, ",");
		bool takes_file = (len == 3 && strncmp(p, "-MD", 3) == 0) ||
				  (len == 4 && strncmp(p, "-MMD", 4) == 0) ||
				  (len == 3 && strncmp(p, "-MF", 3) == 0);
		p += len;
		if (*p == ',')
			p++;
		if (takes_file && *p) {
			len = strcspn(p, ",");
			vec_push(&D.wp_dep_files, str_ndup(p, len));
			p += len;
			if (*p == ',')
				p++;
		}
	}
}

static void parse_args(int argc, char **argv)
{
	const char *lang = NULL;
	for (int i = 0; i < argc; i++) {
		const char *arg = argv[i], *for_cc;
		if (starts_with(arg, "-fobt")) {
			obt_option(arg);
			add_arg(ARG_OBT, arg, NULL);
		} else if (clang_flag(&i, argc, argv, &for_cc)) {
			add_arg(ARG_OBT, arg, NULL);
			if (for_cc)
				add_arg(ARG_COMMON, for_cc, NULL);
		} else if (strcmp(arg, "-") == 0 || arg[0] != '-') {
			if (misplaced_compiler(arg))
				fatal("'%s' is a program, not an input: name the compiler before "
				      "its options, as in 'obtcc %s %s ...'", arg, arg, argv[0]);
			Arg *a = add_arg(ARG_INPUT, arg, NULL);
			a->lang = lang;
			if (is_c_source(arg, lang))
				D.n_c_inputs++;
		} else if (strcmp(arg, "-c") == 0) {
			D.mode = MODE_COMPILE;
			add_arg(ARG_OUTPUT, arg, NULL);
		} else if (strcmp(arg, "-S") == 0) {
			D.mode = MODE_ASM;
			add_arg(ARG_OUTPUT, arg, NULL);
		} else if (strcmp(arg, "-fsyntax-only") == 0) {
			D.mode = MODE_SYNTAX;
			add_arg(ARG_OUTPUT, arg, NULL);
		} else if (strcmp(arg, "-E") == 0) {
			D.preprocess_only = true;
			add_arg(ARG_COMMON, arg, NULL);
		} else if (starts_with(arg, "-o")) {
			D.output = option_value(&i, argc, argv, "-o");
			Arg *a = add_arg(ARG_OUTPUT, "-o", D.output);
			(void)a;
		} else if (starts_with(arg, "-x")) {
			lang = option_value(&i, argc, argv, "-x");
			if (strcmp(lang, "none") == 0)
				lang = NULL;
			add_arg(ARG_LANG, "-x", lang ? lang : "none");
		} else if (dependency_option(&i, argc, argv)) {
			/* recorded */
		} else if (strcmp(arg, "-v") == 0) {
			run_opts.verbose = opt_verbose = true;
			add_arg(ARG_COMMON, arg, NULL);
		} else if (strcmp(arg, "--version") == 0) {
			D.want_version = true;
			add_arg(ARG_COMMON, arg, NULL);
		} else if (strcmp(arg, "--help") == 0) {
			D.want_help = true;
		} else if (starts_with(arg, "-save-temps")) {
			D.save_temps = true;
			add_arg(ARG_COMMON, arg, NULL);
		} else if (strcmp(arg, "-P") == 0 || (starts_with(arg, "-d") && strlen(arg) == 3)) {
			add_arg(ARG_DEPEND, arg, NULL);	/* -E output shape only */
		} else if (strcmp(arg, "-fshort-enums") == 0 || strcmp(arg, "-fno-short-enums") == 0) {
			target.short_enums = arg[2] != 'n';
			add_arg(ARG_COMMON, arg, NULL);
		} else if (strcmp(arg, "-funsigned-bitfields") == 0 ||
			   strcmp(arg, "-fsigned-bitfields") == 0) {
			target.unsigned_bitfields = arg[2] == 'u';
			add_arg(ARG_COMMON, arg, NULL);
		} else if (starts_with(arg, "-fmax-errors=") || starts_with(arg, "-ferror-limit=")) {
			max_errors = atoi(strchr(arg, '=') + 1);
			add_arg(ARG_COMMON, arg, NULL);
		} else if (starts_with(arg, "-fmacro-prefix-map=") ||
			   starts_with(arg, "-ffile-prefix-map=") ||
			   starts_with(arg, "-fdebug-prefix-map=")) {
			add_prefix_map(strchr(arg, '=') + 1);
			add_arg(ARG_COMMON, arg, NULL);
		} else if (diag_option(arg)) {
			add_arg(ARG_COMMON, arg, NULL);	/* CC's too */
		} else if (starts_with(arg, "-Wp,")) {
			preprocessor_options(arg);
		} else if (arg[1] == 'W' || strcmp(arg, "-w") == 0) {
			bool own = warning_option(arg);
			add_arg(own ? ARG_OBT : ARG_COMMON, arg, NULL);
		} else if (in_list(arg, separate_value_options)) {
			const char *value = i + 1 < argc ? argv[++i] : NULL;
			if (!value)
				fatal("missing argument to '%s'", arg);
			bool pp = has_prefix_in(arg, preprocess_prefixes);
			add_arg(pp ? ARG_PREPROCESS : ARG_COMMON, arg, value);
		} else {
			bool pp = has_prefix_in(arg, preprocess_prefixes) &&
				  strcmp(arg, "-include") != 0;
			/* -Ifoo, -DX=1, -include is separate-valued (above) */
			add_arg(pp ? ARG_PREPROCESS : ARG_COMMON, arg, NULL);
		}
	}
}

/* @file arguments: gcc's response files, expanded in place. */
static void expand_response_files(int *argc, char ***argv)
{
	Vec out = {0};
	for (int i = 0; i < *argc; i++) {
		const char *a = (*argv)[i];
		size_t len;
		char *text = a[0] == '@' ? read_file(a + 1, &len) : NULL;
		if (text)
			split_words(text, &out);
		else
			vec_push(&out, (void *)a);
	}
	*argc = out.len;
	*argv = (char **)out.data;
}

static void usage(void)
{
	printf("Usage: obtcc [-fobt...] [LAUNCHER] [CC] [options] file...\n"
	       "\n"
	       "Compiles C with Overflow Behavior Types (__ob_trap, __ob_wrap, __ob_sat)\n"
	       "using CC (default: the words of $OBTCC_CC, else cc). Every option obtcc\n"
	       "does not own goes to CC unchanged. A LAUNCHER (ccache, sccache, distcc,\n"
	       "icecc) runs CC's compile steps.\n"
	       "\n"
	       "obtcc's options:\n"
	       "  -fobt=MODE                 trap (default), trap-quiet, warn or none\n"
	       "  -fobt-runtime=RUNTIME      what failed checks call: libobt (default) or\n"
	       "                             ubsan (the UBSan handlers; a kernel's traps)\n"
	       "  -fobt-ignore-pattern=LIST  idiom exclusions: all, none, or names\n"
	       "  -fobt-default=BEHAVIOUR    audit mode: the user's plain integers trap, wrap,\n"
	       "                             sat, or warn (trap-typed checks that report and\n"
	       "                             go on)\n"
	       "  -fobt-default-scope=DIRS   the files audit mode covers (default: all but\n"
	       "                             system headers)\n"
	       "  -fobt-report=FILE          append every check placed to FILE (JSON Lines)\n"
	       "  -fobt-require-label        a trap operation needs a handler label\n"
	       "  -fobt-keep-checks          place every check: no proof removes one, no\n"
	       "                             loop is versioned\n"
	       "  -fobt-always-rewrite       compile the translated text even without OBT\n"
	       "  -fobt-check-roundtrip      fail unless the unit parses and re-emits exactly\n"
	       "  -fobt-print-target         print the target whose libobt a link with\n"
	       "                             the compiler and options given takes\n"
	       "  -fobt-time                 print obtcc's own time and memory\n"
	       "  -fobt-dump=STAGE           print what a stage made of the unit:\n"
	       "                             tokens, types (file-scope names) or edits\n"
	       "  -W[no-]overflow-behavior-conversion and the other -W names of obtcc's\n"
	       "                             warnings (see obtcc(1))\n"
	       "  --help, --version\n");
}

int main(int argc, char **argv)
{
	argc--;
	argv++;
	expand_response_files(&argc, &argv);
	/* obtcc's own options may come before the compiler's name */
	int own = 0;
	while (own < argc && starts_with(argv[own], "-fobt"))
		own++;
	char **leading = argv;
	argc -= own;
	argv += own;
	compiler_from_args(&argc, &argv);
	parse_args(own, leading);
	parse_args(argc, argv);
	Vec for_cc = {0};
	clang_flags_apply(compiler_name(), D.mode_given, D.runtime_given, D.patterns_given, &for_cc);
	for (int i = 0; i < for_cc.len; i++)
		add_arg(ARG_COMMON, for_cc.data[i], NULL);
	diag_decide_color();

	if (D.want_help) {
		usage();
		return 0;
	}
	/* The name of the directory whose libobt a link with these options
	 * takes: obt's make asks it, to build each target's libobt where
	 * obtcc will look for it. */
	if (D.print_target) {
		Vec v = {0};
		push_compiler(&v, false);
		push_args(&v, true, true);
		const char *target = link_target(&v);
		if (!target)
			fatal("%s cannot tell its target (-print-multiarch, -dumpmachine)", compiler_name());
		puts(target);
		return 0;
	}
	/* "obtcc CC --version" is CC's answer alone: builds read its first
	 * line as the compiler's name (Linux puts it in its banner, so that
	 * another line would make another vmlinux). */
	if (D.want_version) {
		if (!compiler_named())
			printf("obtcc %s (Overflow Behavior Types for GNU C), using %s\n",
			       OBTCC_VERSION, compiler_name());
		fflush(stdout);
		return pass_through(false);
	}
	if (output_is_an_input())
		return refuse_output();
	if (D.preprocess_only)
		return pass_through(true);
	if (D.n_c_inputs == 0)
		return pass_through(false);
	if (D.output && D.mode != MODE_LINK && D.n_c_inputs > 1)
		return pass_through(false);	/* CC says what is wrong */

	catch_signals();
	int status = 0;
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if (a->kind == ARG_INPUT && strcmp(a->text, "-") == 0 && !run_opts.stdin_path)
			save_stdin();
	}
	show_compile_to_interceptors();
	/* as CC does, every input is compiled even after one failed */
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if (a->kind == ARG_INPUT && is_c_source(a->text, a->lang)) {
			int st = compile_isolated(a);
			settle_outputs();
			if (!status)
				status = st;
		}
	}
	if (status)
		return status;
	if (D.mode == MODE_LINK) {
		note_output(D.output ? D.output : "a.out");
		return link_all();
	}
	/* -c/-S with other inputs beside C: CC handles those itself. */
	for (int i = 0; i < D.args.len; i++) {
		Arg *a = D.args.data[i];
		if (a->kind == ARG_INPUT && !is_c_source(a->text, a->lang)) {
			Vec v = {0};
			push_compiler(&v, true);
			push_args(&v, true, true);
			push_all(&v, D.mode == MODE_ASM ? "-S" : "-c", NULL);
			if (a->lang)
				push_all(&v, "-x", a->lang, NULL);
			vec_push(&v, (void *)a->text);
			int st = run(&v);
			if (st)
				return st;
		}
	}
	return 0;
}
