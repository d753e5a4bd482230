# make bench: see bench/README.md.

bench: all
