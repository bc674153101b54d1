// Counts heap allocations made by the whole process, for fluid-bench's "allocations per frame".
//
// On Linux with glibc the counter defines malloc, calloc, realloc, free, posix_memalign,
// aligned_alloc, memalign, valloc and pvalloc in the executable that links it. Symbols defined
// in an executable take precedence over the C library's (ELF symbol interposition), so every
// allocation of the process — the Swift runtime's included — goes through them; each one bumps
// a relaxed atomic counter and forwards to glibc's own implementation (__libc_malloc, ...), so
// the heap itself is untouched. Elsewhere the file compiles to nothing but the query functions:
// the counts stay 0 and fluid_allocation_counter_is_supported() returns false.
#ifndef FLUID_ALLOCATION_COUNTER_H
#define FLUID_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether allocations are really counted on this platform (Linux with glibc).
bool fluid_allocation_counter_is_supported(void);

/// Allocations since the process started: successful calls of malloc, calloc, realloc,
/// posix_memalign, aligned_alloc, memalign, valloc and pvalloc (a realloc counts as one
/// allocation, since it may move the block).
uint64_t fluid_allocation_count(void);

/// Calls of free with a non-null pointer since the process started.
uint64_t fluid_free_count(void);

/// The allocations counted by fluid_allocation_count() that the calling thread made: exact for
/// code measured while other threads allocate (a test runner's parallel tests).
uint64_t fluid_thread_allocation_count(void);

#ifdef __cplusplus
}
#endif

#endif
