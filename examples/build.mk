# make demo: the bundled example, built the way a user builds, then run.
# Its last step overflows on purpose, so the program dies with a report.

demo: all
	$(BUILD)/obtcc $(CC) -O2 -Wall -Iinclude examples/demo.c -o $(BUILD)/demo
	@echo "== $(BUILD)/demo"
	@$(BUILD)/demo; status=$$?; \
	echo "== the demo ended with status $$status: the trap stopped it, as it should"
