# obt: obtcc (the translator), include/obt.h, libobt (the runtime).
#
#   make              build everything into build/
#   make demo         build and run the bundled example
#   make check        run the everyday tests (gcc; within five minutes)
#   make check-extra  run the other tests (clang-22, builds, limits, random programs)
#   make bench        print the benchmark table
#   make corpus-check fetch real code bases and prove obtcc on them
#   make kernel-check build Linux with obtcc and the OBT series, boot it, run lkdtm
#   make install      install into $(DESTDIR)$(PREFIX)
#   make uninstall    remove what make install put there

PREFIX ?= /usr/local
BUILD := build
CFLAGS ?= -O2 -g
WARN := -Wall -Wextra -Werror
ALL_CFLAGS := -std=c11 $(WARN) $(CFLAGS)
OBT_VERSION := $(shell sed -n 's/^\#define OBTCC_VERSION "\(.*\)"/\1/p' src/obtcc.h)

.PHONY: all check check-extra demo bench corpus-check install uninstall clean
all:

# Each directory brings its own rules.
include $(wildcard src/*.mk runtime/*.mk report/*.mk tests/*.mk bench/*.mk examples/*.mk kernel/*.mk)

$(BUILD):
	mkdir -p $@

# What make install puts where, relative to $(DESTDIR)$(PREFIX); make
# uninstall removes exactly these.
INSTALLED_DOCS := README.md LICENSE $(wildcard docs/*.md)
INSTALLED := bin/obtcc bin/obt-report include/obt.h include/obt_runtime.h \
	$(addprefix lib/,$(notdir $(LIBOBT_LIBS)) $(LIBOBT_SONAME) libobt.so) \
	lib/pkgconfig/obt.pc share/man/man1/obtcc.1 share/man/man1/obt-report.1 \
	$(addprefix share/doc/obt/,$(notdir $(INSTALLED_DOCS)))
DEST := $(DESTDIR)$(PREFIX)
# Each target's libobt (runtime/build.mk) goes to lib/TARGET as it is in
# the build tree: the native target's links to the libraries in lib, the
# others' files. Which targets there are is known only once make has run.
INSTALL_TARGETS = for dir in $(BUILD)/*/; do \
		[ -e "$$dir/libobt.a" ] || continue; \
		t=$$(basename $$dir); \
		install -d $(DEST)/lib/$$t; \
		cp -P $(addprefix "$$dir"/,$(LIBOBT_FILES)) $(DEST)/lib/$$t/; \
		[ -L "$$dir/libobt.a" ] && continue; \
		install -d $(DEST)/lib/$$t/pkgconfig; \
		$(call OBT_PC_TEXT,/$$t) >$(DEST)/lib/$$t/pkgconfig/obt.pc; \
	done
UNINSTALL_TARGETS = for dir in $(DEST)/lib/*/; do \
		[ -e "$$dir/libobt.a" ] || continue; \
		rm -f $(addprefix "$$dir"/,$(LIBOBT_FILES) pkgconfig/obt.pc); \
		rmdir "$$dir/pkgconfig" "$$dir" 2>/dev/null || true; \
	done

install: all
	install -d $(DEST)/bin $(DEST)/include $(DEST)/lib/pkgconfig \
		$(DEST)/share/man/man1 $(DEST)/share/doc/obt
	install -m 755 $(BUILD)/obtcc $(DEST)/bin/obtcc
	install -m 755 $(BUILD)/obt-report $(DEST)/bin/obt-report
	install -m 644 include/obt.h include/obt_runtime.h $(DEST)/include/
	install -m 644 $(LIBOBT_LIBS) $(DEST)/lib/
	install -m 755 $(LIBOBT_SHARED) $(DEST)/lib/
	ln -sf $(LIBOBT_SONAME) $(DEST)/lib/libobt.so
	$(OBT_PC_TEXT) >$(DEST)/lib/pkgconfig/obt.pc
	$(INSTALL_TARGETS)
	install -m 644 docs/obtcc.1 $(DEST)/share/man/man1/obtcc.1
	install -m 644 docs/obt-report.1 $(DEST)/share/man/man1/obt-report.1
	install -m 644 $(INSTALLED_DOCS) $(DEST)/share/doc/obt/

uninstall:
	$(UNINSTALL_TARGETS)
	rm -f $(addprefix $(DEST)/,$(INSTALLED))
	rmdir $(DEST)/share/doc/obt $(DEST)/lib/pkgconfig 2>/dev/null || true

clean:
	rm -rf $(BUILD)
