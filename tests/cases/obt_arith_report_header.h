/* Used by obt_arith_report_header.c: an OBT operation inside a header. */
static inline int header_add(int __ob_trap a, int b)
{
	return a + b;
}
