/* obt_audit_scope_dots.c includes this through ../driver/../cases/: a
 * file of tests/cases, not of tests/driver. */
static unsigned add_one(unsigned u)
{
	return u + 1;
}
