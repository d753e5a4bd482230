// An overflow_behavior attribute whose parenthesis the unit never closes
// is an error, and obtcc stops there: removing the spellings once walked
// past the unit's last token looking for the ')' (found by fuzzing).
// compiler: obtcc
// compile-error: error: expected ')' after the overflow_behavior argument
typedef int __attribute__((overflow_behavior(trap
