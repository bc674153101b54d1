#include "AllocationCounter.h"

// A sanitizer (`swift test --sanitize=address` or `thread`) owns malloc and free itself: its
// runtime allocates before it is ready to see an instrumented malloc (ThreadSanitizer crashes at
// start-up), and its allocator rejects blocks that glibc handed out (AddressSanitizer stops at
// the first malloc_usable_size). Under a sanitizer the counter is therefore not installed, as on
// platforms other than Linux.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define FLUID_ALLOCATION_COUNTER_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define FLUID_ALLOCATION_COUNTER_SANITIZED 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(FLUID_ALLOCATION_COUNTER_SANITIZED)

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

// glibc's own allocator entry points; the public names below forward to them.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static _Atomic uint64_t allocations = 0;
static _Atomic uint64_t frees = 0;
// The calling thread's own count, for tests that run beside other threads. Initial-exec TLS in
// the executable is a fixed offset from the thread pointer: reading it never allocates.
static _Thread_local uint64_t thread_allocations __attribute__((tls_model("initial-exec"))) = 0;

static inline void *counted(void *pointer) {
  if (pointer != NULL) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    thread_allocations += 1;
  }
  return pointer;
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) { return counted(__libc_realloc(pointer, size)); }

void free(void *pointer) {
  if (pointer != NULL) {
    atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
  }
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  // POSIX: a power of two that is a multiple of sizeof(void *); the result is untouched on
  // failure.
  if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment % sizeof(void *) != 0) {
    return EINVAL;
  }
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) {
    return ENOMEM;
  }
  *result = counted(pointer);
  return 0;
}

void *valloc(size_t size) { return counted(__libc_valloc(size)); }

void *pvalloc(size_t size) { return counted(__libc_pvalloc(size)); }

bool fluid_allocation_counter_is_supported(void) { return true; }

uint64_t fluid_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

uint64_t fluid_free_count(void) { return atomic_load_explicit(&frees, memory_order_relaxed); }

uint64_t fluid_thread_allocation_count(void) { return thread_allocations; }

#else

bool fluid_allocation_counter_is_supported(void) { return false; }

uint64_t fluid_allocation_count(void) { return 0; }

uint64_t fluid_free_count(void) { return 0; }

uint64_t fluid_thread_allocation_count(void) { return 0; }

#endif
