/*
 * kernel-types.h - the kernel's OBT typedefs, as include/linux/types.h has
 * them with the series of kernel/patches, for bench/builds: every unit of
 * a user-space project gets them with -include, as every kernel unit
 * does. Plain gcc, which has no such keywords, gets them as empty macros
 * (the kernel's compiler_attributes.h does the same when the types are
 * off).
 */
#ifndef __OBTCC__
#define __ob_trap
#define __ob_wrap
#endif

typedef unsigned char __ob_trap u8t;
typedef unsigned short __ob_trap u16t;
typedef unsigned int __ob_trap u32t;
typedef unsigned long long __ob_trap u64t;
typedef unsigned long __ob_trap ulongt;
typedef signed char __ob_trap s8t;
typedef short __ob_trap s16t;
typedef int __ob_trap s32t;
typedef long long __ob_trap s64t;
typedef long __ob_trap slongt;

typedef unsigned char __ob_wrap u8w;
typedef unsigned short __ob_wrap u16w;
typedef unsigned int __ob_wrap u32w;
typedef unsigned long long __ob_wrap u64w;
typedef unsigned long __ob_wrap ulongw;
typedef signed char __ob_wrap s8w;
typedef short __ob_wrap s16w;
typedef int __ob_wrap s32w;
typedef long long __ob_wrap s64w;
typedef long __ob_wrap slongw;
