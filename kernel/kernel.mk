# make kernel-check: Linux 6.12 built with obtcc and the OBT series in
# kernel/patches/, booted in qemu, the lkdtm OBT_* tests watched in trap and
# warn mode (kernel/check says how). Not part of `make check`: it installs
# Debian packages and builds two kernels.
#
#   make kernel-check [KERNEL_WORK=DIR] [KERNEL_MODES="trap warn"]

KERNEL_WORK ?= $(BUILD)/kernel
KERNEL_MODES ?= trap warn

.PHONY: kernel-check
kernel-check: all
	kernel/check $(BUILD)/obtcc $(KERNEL_WORK) $(KERNEL_MODES)
