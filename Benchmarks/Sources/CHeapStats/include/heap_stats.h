#ifndef HEAP_STATS_H
#define HEAP_STATS_H
#include <stddef.h>

/// Bytes the allocator has handed out and not taken back (glibc mallinfo2: uordblks + hblkhd); 0 elsewhere.
size_t heap_stats_in_use(void);

#endif
