// A set of board points as a 256-bit mask: insertion, removal and iteration in point order
// without allocation. Value type.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace qiju::gomoku {

class PointSet
{
public:
    void insert(int p) { m_words[static_cast<std::size_t>(p >> 6)] |= bit(p); }
    void erase(int p) { m_words[static_cast<std::size_t>(p >> 6)] &= ~bit(p); }
    void toggle(int p) { m_words[static_cast<std::size_t>(p >> 6)] ^= bit(p); }
    bool contains(int p) const { return m_words[static_cast<std::size_t>(p >> 6)] & bit(p); }
    bool empty() const { return !(m_words[0] | m_words[1] | m_words[2] | m_words[3]); }
    int size() const
    {
        int n = 0;
        for (std::uint64_t w : m_words)
            n += std::popcount(w);
        return n;
    }
    // The lowest point, or -1.
    int first() const
    {
        for (std::size_t i = 0; i < m_words.size(); ++i) {
            if (m_words[i])
                return static_cast<int>(i * 64) + std::countr_zero(m_words[i]);
        }
        return -1;
    }
    // Calls f(p) for every point, lowest first.
    template<typename F> void forEach(F &&f) const
    {
        for (std::size_t i = 0; i < m_words.size(); ++i) {
            for (std::uint64_t w = m_words[i]; w; w &= w - 1)
                f(static_cast<int>(i * 64) + std::countr_zero(w));
        }
    }
    friend bool operator==(const PointSet &, const PointSet &) = default;

private:
    static constexpr std::uint64_t bit(int p) { return std::uint64_t{1} << (p & 63); }
    std::array<std::uint64_t, 4> m_words{};
};

} // namespace qiju::gomoku
