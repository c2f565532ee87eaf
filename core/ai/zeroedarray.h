// A large fixed-size array whose all-zero bytes are the empty state (transposition tables).
// Its memory comes straight from the operating system (anonymous mmap; calloc elsewhere), so
// zero pages are handed out lazily: creating or clearing it costs nothing and a search pays
// only for the pages it touches. Creating an engine (on the GUI thread, or inside a player's
// move time) thus stays instant even where first-touching memory is slow (~15 ms per MB on a
// virtualised build machine). Value type owning its memory; not thread-safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>

namespace qiju::ai {

namespace detail {
// Zero-filled, lazily committed memory of at least `bytes` bytes, page-aligned where the
// system allows; throws std::bad_alloc. Release with freeZeroedMemory(p, bytes). With
// `hugePages`, the system is asked to back it with huge pages where it can (Linux
// transparent huge pages): fewer TLB misses on random probes, 2 MB committed per first touch.
void *allocateZeroedMemory(std::size_t bytes, bool hugePages = false);
void freeZeroedMemory(void *p, std::size_t bytes);
} // namespace detail

template<class T> class ZeroedArray
{
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
        "the elements are created by zeroing memory");

public:
    ZeroedArray() = default;
    explicit ZeroedArray(std::size_t size) { reset(size); }
    ~ZeroedArray() { release(); }
    ZeroedArray(const ZeroedArray &) = delete;
    ZeroedArray &operator=(const ZeroedArray &) = delete;

    // `size` zeroed elements; the old contents are dropped. Throws std::bad_alloc.
    void reset(std::size_t size)
    {
        release();
        if (size == 0)
            return;
        // Over-allocate so that over-aligned elements (cache-line buckets) can be aligned.
        const std::size_t bytes = size * sizeof(T) + alignof(T);
        void *raw = detail::allocateZeroedMemory(bytes, m_hugePages);
        const auto address = reinterpret_cast<std::uintptr_t>(raw);
        const auto aligned = (address + alignof(T) - 1) & ~(std::uintptr_t{alignof(T)} - 1);
        m_raw = raw;
        m_bytes = bytes;
        m_data = std::launder(reinterpret_cast<T *>(aligned));
        m_size = size;
    }
    // Every element back to zero without touching the memory (fresh lazily zeroed pages).
    void clear() { reset(m_size); }
    // Asks for huge pages from the next reset() on (see allocateZeroedMemory).
    void setHugePages(bool on) { m_hugePages = on; }

    std::size_t size() const { return m_size; }
    T &operator[](std::size_t i) { return m_data[i]; }
    const T &operator[](std::size_t i) const { return m_data[i]; }

private:
    void release()
    {
        if (m_raw)
            detail::freeZeroedMemory(m_raw, m_bytes);
        m_raw = nullptr;
        m_data = nullptr;
        m_bytes = 0;
        m_size = 0;
    }

    void *m_raw = nullptr;
    T *m_data = nullptr;
    std::size_t m_bytes = 0;
    std::size_t m_size = 0;
    bool m_hugePages = false;
};

} // namespace qiju::ai
