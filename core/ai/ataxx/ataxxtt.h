// The Ataxx transposition table: buckets of two 16-byte entries (one kept by depth, one always
// replaced), keyed by the position hash; moves as AtaxxMove codes, scores in centipieces (the
// shared ai::TranspositionTable keeps one-byte moves and int16 scores; Ataxx needs more).
// All-zero memory is an empty table (bound None; stored depths are >= 1): creating and
// clearing it touch no memory, and age() visits only the blocks written since the last clear.
// Owned by one engine; not thread-safe (one search at a time).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "ai/zeroedarray.h"

namespace qiju::ai::ataxx {

enum class TTBound : std::uint8_t { None, Upper, Lower, Exact };

struct TTSlot
{
    std::uint64_t key = 0;
    std::int32_t score = 0;
    std::uint16_t move = 0xFFFF;
    std::int8_t depth = -1;
    TTBound bound = TTBound::None;
};

class AtaxxTT
{
public:
    explicit AtaxxTT(std::size_t megabytes = 16) { resize(megabytes); }

    void resize(std::size_t megabytes)
    {
        std::size_t buckets = 1;
        while (buckets * 2 * sizeof(Bucket) <= megabytes * 1024 * 1024)
            buckets *= 2;
        m_buckets.reset(buckets);
        m_mask = buckets - 1;
        m_written.assign((buckets + kBlock * 64 - 1) / (kBlock * 64), 0);
    }
    void clear()
    {
        m_buckets.clear();
        std::fill(m_written.begin(), m_written.end(), 0);
    }

    const TTSlot *probe(std::uint64_t key) const
    {
        const Bucket &b = m_buckets[key & m_mask];
        if (b.deep.key == key && b.deep.bound != TTBound::None)
            return &b.deep;
        if (b.recent.key == key && b.recent.bound != TTBound::None)
            return &b.recent;
        return nullptr;
    }

    void store(std::uint64_t key, int depth, TTBound bound, int score, std::uint16_t move)
    {
        const std::size_t index = key & m_mask;
        m_written[index / kBlock / 64] |= std::uint64_t{1} << (index / kBlock % 64);
        Bucket &b = m_buckets[index];
        const TTSlot slot{key, score, move, static_cast<std::int8_t>(depth), bound};
        if (b.deep.key == key || depth >= b.deep.depth) {
            if (b.deep.key != key && b.deep.bound != TTBound::None)
                b.recent = b.deep; // the displaced entry stays as the recent one
            if (slot.move == 0xFFFF && b.deep.key == key)
                b.deep = TTSlot{key, score, b.deep.move, slot.depth, bound};
            else
                b.deep = slot;
        } else {
            b.recent = slot;
        }
    }

    // A new search: let the depth-preferred slots be replaced again.
    void age()
    {
        // Only written blocks can hold a depth: the others are never touched (first touching
        // memory can be slow, see ZeroedArray).
        for (std::size_t w = 0; w < m_written.size(); ++w) {
            for (std::uint64_t bits = m_written[w]; bits; bits &= bits - 1) {
                const std::size_t first
                    = (w * 64 + static_cast<std::size_t>(std::countr_zero(bits))) * kBlock;
                const std::size_t last = std::min(first + kBlock, m_mask + 1);
                for (std::size_t i = first; i < last; ++i) {
                    if (m_buckets[i].deep.depth > 0)
                        m_buckets[i].deep.depth
                            = static_cast<std::int8_t>(m_buckets[i].deep.depth / 2);
                }
            }
        }
    }

private:
    struct Bucket
    {
        TTSlot deep;
        TTSlot recent;
    };

    static constexpr std::size_t kBlock = 4096 / sizeof(Bucket); // buckets per memory page

    ZeroedArray<Bucket> m_buckets;
    std::size_t m_mask = 0;
    std::vector<std::uint64_t> m_written; // one bit per block of kBlock buckets stored into
};

} // namespace qiju::ai::ataxx
