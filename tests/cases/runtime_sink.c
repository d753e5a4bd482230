// A sink takes the default handler's lines: one call per report, the text
// ends in '\n' (counted in len) and is followed by a NUL. obt_set_sink
// returns the previous sink (the default is a real function); NULL
// restores the default, so the last report goes to stderr again.
// stdout: previous was the default: yes
// stdout: sink got 119 bytes, newline yes, NUL yes: s.c:2:3: runtime error: obt: integer addition overflow: 65535 + 1 does not fit 'u16t' (aka 'unsigned short __ob_trap')
// stdout: set_sink returned: mine
// stderr-not: s.c:2:3
// stderr: a line handed to the default sink directly
// stderr: s.c:4:5: runtime error: obt: integer addition overflow: 65535 + 2 does not fit 'u16t' (aka 'unsigned short __ob_trap')
#include "../runtime/rt_test.h"

static const struct obt_type u16t = { "u16t", "unsigned short __ob_trap", 16, 0 };
static const struct obt_site site1 = { "s.c", 2, 3, OBT_OP_ADD, NULL, &u16t, NULL };
static const struct obt_site site2 = { "s.c", 4, 5, OBT_OP_ADD, NULL, &u16t, NULL };

static void mine(const char *text, size_t len)
{
	printf("sink got %zu bytes, newline %s, NUL %s: %s", len,
	       len && text[len - 1] == '\n' ? "yes" : "no", text[len] ? "no" : "yes", text);
}

int main(void)
{
	static const char direct[] = "a line handed to the default sink directly\n";
	obt_sink_fn default_sink, old;

	default_sink = obt_set_sink(mine);
	printf("previous was the default: %s\n", default_sink ? "yes" : "no");
	__obt_warn(&site1, 65535, 1);
	old = obt_set_sink(NULL);
	printf("set_sink returned: %s\n", old == mine ? "mine" : "other");

	default_sink(direct, strlen(direct));
	__obt_warn(&site2, 65535, 2);
	return 0;
}
