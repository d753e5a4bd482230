/*
 * A header shared by C and C++ that uses obt.h's typedefs: C compiles
 * account.c with obtcc, where the types are real; C++ sees plain
 * integers of the same sizes, so the struct and the calls agree.
 */
#ifndef ACCOUNT_H
#define ACCOUNT_H

#include <stddef.h>
#include <obt.h>

#ifdef __cplusplus
extern "C" {
#endif

struct account {
	s64t balance;		/* overflow is a bug */
	u32w hash;		/* wraps, by design */
	u16t deposits;
};

struct account_layout {
	size_t size, balance, hash, deposits;
};

/* 0, or -1 with the account unchanged when the balance would overflow */
int account_deposit(struct account *a, s64t amount);
u32w account_hash(u32w h, const char *text);
struct account_layout account_layout_in_c(void);

#ifdef __cplusplus
}
#endif

#endif
