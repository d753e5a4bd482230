/* The C half of the mixed program, compiled by obtcc: the trap types
 * are checked (a failed check jumps to the function's handler label)
 * and the wrapping ones wrap. */
#include "account.h"

__overflow_label(too_much)
int account_deposit(struct account *a, s64t amount)
{
	s64t balance = a->balance + amount;
	u16t deposits = a->deposits + 1;

	a->balance = balance;
	a->deposits = deposits;
	a->hash = account_hash(a->hash, "deposit");
	return 0;
too_much:
	return -1;
}

u32w account_hash(u32w h, const char *text)
{
	while (*text)
		h = (h ^ (unsigned char)*text++) * 16777619u;
	return h;
}

struct account_layout account_layout_in_c(void)
{
	struct account_layout l = {
		sizeof(struct account), offsetof(struct account, balance),
		offsetof(struct account, hash), offsetof(struct account, deposits),
	};
	return l;
}
