/*
 * catch.h - for a case that comes back from failed checks: under
 * -fobt=trap (the case defines TRAP_MODE) the runtime calls its handler
 * on_event; under -fobt=trap-quiet the trap raises SIGILL or SIGTRAP,
 * and on_signal catches them. Only the handler of the mode is named.
 */
#include <signal.h>
#include <string.h>

#include <obt_runtime.h>

#ifdef TRAP_MODE
#define catch_failed_checks(on_event, on_signal) obt_set_handler(on_event)
#else
#define catch_failed_checks(on_event, on_signal) catch_trap_signals(on_signal)
static void catch_trap_signals(void (*on_signal)(int))
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigaction(SIGILL, &sa, NULL);
	sigaction(SIGTRAP, &sa, NULL);
}
#endif
