// A string the line ends before closing, as the argument of
// overflow_behavior, is no string: an error naming the attribute (obtcc
// once copied it with a length of -1; found by fuzzing, and reported by
// the sanitized obtcc of make check on the old code).
// compiler: obtcc
// cflags: -Wno-error
// compile-error: error: 'overflow_behavior' attribute requires an identifier or a string
typedef int __attribute__((overflow_behavior("
)) t;
