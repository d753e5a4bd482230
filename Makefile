# obt: obtcc (the translator), include/obt.h, libobt (the runtime).
#
#   make              build everything into build/
#   make demo         build and run the bundled example
#   make check        run all tests (with gcc, and with clang-22 when present)
#   make bench        print the benchmark table
#   make corpus-check fetch real code bases and prove obtcc on them
#   make kernel-check build Linux with obtcc and the OBT series, boot it, run lkdtm
#   make install      install into $(DESTDIR)$(PREFIX)

PREFIX ?= /usr/local
BUILD := build
CFLAGS ?= -O2 -g
WARN := -Wall -Wextra -Werror
ALL_CFLAGS := -std=c11 $(WARN) $(CFLAGS)

.PHONY: all check demo bench corpus-check install clean
all:

# Each directory brings its own rules.
include $(wildcard src/*.mk runtime/*.mk tests/*.mk bench/*.mk examples/*.mk kernel/*.mk)

$(BUILD):
	mkdir -p $@

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/include \
		$(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(BUILD)/obtcc $(DESTDIR)$(PREFIX)/bin/obtcc
	install -m 644 include/obt.h include/obt_runtime.h $(DESTDIR)$(PREFIX)/include/
	install -m 644 $(LIBOBT_LIBS) $(DESTDIR)$(PREFIX)/lib/
	install -m 644 docs/obtcc.1 $(DESTDIR)$(PREFIX)/share/man/man1/obtcc.1

clean:
	rm -rf $(BUILD)
