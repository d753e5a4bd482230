// obt_format_event with every buffer size from 0 to past the full line:
// it never writes a byte beyond size, always terminates when size > 0,
// returns the length stored, and a cut line ends in "..." (from size 4).
// stdout: size 0: returned 0, buffer untouched
// stdout: size 1: ""
// stdout: size 2: "x"
// stdout: size 3: "x."
// stdout: size 4: "..."
// stdout: size 5: "x..."
// stdout: size 12: "x.c:12:9..."
// stdout: full: "x.c:12:9: runtime error: obt: integer truncation: -129 does not fit 's8t' (aka 'signed char __ob_trap') (from 'int')"
// stdout: all sizes ok
// stdout: NULL event: ""
// stdout: NULL kind: "x.c:12:9: runtime error: obt: integer truncation: -129 does not fit 's8t' (aka 'signed char __ob_trap') (from 'int')"
#include "../runtime/rt_test.h"

static const struct obt_type s8t = { "s8t", "signed char __ob_trap", 8, 1 };
static const struct obt_type int_plain = { "int", NULL, 32, 1 };
static const struct obt_site site = { "x.c", 12, 9, OBT_OP_CONVERT, NULL, &s8t, &int_plain };

#define CANARY 0x5a
#define SLACK 16

/* Checks one size; returns 0 when all the promises hold. */
static int check_size(const struct obt_event *ev, const char *full, size_t size, char *out)
{
	char buf[OBT_REPORT_MAX + SLACK];
	size_t i, len = strlen(full), got;

	memset(buf, CANARY, sizeof buf);
	got = obt_format_event(ev, buf, size);
	for (i = size; i < sizeof buf; i++)
		if ((unsigned char)buf[i] != CANARY)
			return printf("size %zu: wrote byte %zu\n", size, i), 1;
	if (size == 0)
		return got != 0;
	if (buf[got] != '\0' || got >= size || strlen(buf) != got)
		return printf("size %zu: bad termination\n", size), 1;
	if (size > len)
		return strcmp(buf, full) != 0 || got != len;
	if (got != size - 1)
		return printf("size %zu: returned %zu\n", size, got), 1;
	if (size >= 4 && (strncmp(buf, full, size - 4) || strcmp(buf + size - 4, "...")))
		return printf("size %zu: bad cut %s\n", size, buf), 1;
	if (size < 4 && strncmp(buf, full, got))
		return printf("size %zu: not a prefix\n", size), 1;
	strcpy(out, buf);
	return 0;
}

int main(void)
{
	struct obt_event ev = { "integer truncation", &site, (obt_bits)-129, 0 };
	char full[OBT_REPORT_MAX], buf[OBT_REPORT_MAX], shown[OBT_REPORT_MAX];
	size_t size, len;
	int failed = 0;

	len = obt_format_event(&ev, full, sizeof full);
	memset(buf, CANARY, sizeof buf);
	printf("size 0: returned %zu, buffer %s\n", obt_format_event(&ev, buf, 0),
	       (unsigned char)buf[0] == CANARY ? "untouched" : "written");
	for (size = 1; size <= len + 3; size++) {
		shown[0] = '\0';
		failed |= check_size(&ev, full, size, shown);
		if (size <= 5 || size == 12)
			printf("size %zu: \"%s\"\n", size, shown);
	}
	printf("full: \"%s\"\n", full);
	if (!failed)
		printf("all sizes ok\n");

	obt_format_event(NULL, buf, sizeof buf);
	printf("NULL event: \"%s\"\n", buf);
	ev.kind = NULL;
	obt_format_event(&ev, buf, sizeof buf);
	printf("NULL kind: \"%s\"\n", buf);
	return 0;
}
