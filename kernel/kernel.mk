# make kernel-check: Linux 6.12 built with obtcc and the OBT series in
# kernel/patches/, booted in qemu, the lkdtm OBT_* tests and the helper
# suite (lib/test_obt_helpers.c) watched in trap and warn mode, built in or
# as modules (kernel/check says how). Not part
# of `make check`: it installs Debian packages and builds several kernels.
#
#   make kernel-check [ARCH=x86_64|arm64|i386] [KERNEL_WORK=DIR]
#                     [KERNEL_MODES="trap warn trap-module warn-module"]

KERNEL_ARCH ?= $(or $(ARCH),x86_64)
KERNEL_WORK ?= $(BUILD)/kernel
KERNEL_MODES ?= trap warn

.PHONY: kernel-check
kernel-check: all
	kernel/check --arch $(KERNEL_ARCH) $(BUILD)/obtcc $(KERNEL_WORK) $(KERNEL_MODES)
