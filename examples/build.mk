# make demo: the bundled example, built the way a user builds.

demo: all
