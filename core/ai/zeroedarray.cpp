#include "zeroedarray.h"

#include <cstdlib>
#include <new>

#if __has_include(<sys/mman.h>)
#include <sys/mman.h>
#define QIJU_HAVE_MMAP 1
#endif

namespace qiju::ai::detail {

void *allocateZeroedMemory(std::size_t bytes, bool hugePages)
{
#ifdef QIJU_HAVE_MMAP
    // Not calloc: glibc serves blocks below its (adaptive) mmap threshold from the heap and
    // then zeroes them by hand, touching every page.
    void *p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    if (hugePages)
        madvise(p, bytes, MADV_HUGEPAGE); // advice only: without huge pages, small ones
#endif
    return p;
#else
    (void)hugePages;
    void *p = std::calloc(bytes, 1);
    if (!p)
        throw std::bad_alloc();
    return p;
#endif
}

void freeZeroedMemory(void *p, std::size_t bytes)
{
#ifdef QIJU_HAVE_MMAP
    munmap(p, bytes);
#else
    (void)bytes;
    std::free(p);
#endif
}

} // namespace qiju::ai::detail
