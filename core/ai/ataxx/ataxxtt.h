// The Ataxx transposition table: buckets of two 16-byte entries (one kept by depth, one always
// replaced), keyed by the position hash; moves as AtaxxMove codes, scores in centipieces (the
// shared ai::TranspositionTable keeps one-byte moves and int16 scores; Ataxx needs more).
// Owned by one engine; not thread-safe (one search at a time).
#pragma once

#include <cstdint>
#include <memory>

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
        m_buckets = std::make_unique<Bucket[]>(buckets);
        m_mask = buckets - 1;
    }
    void clear()
    {
        for (std::size_t i = 0; i <= m_mask; ++i)
            m_buckets[i] = Bucket{};
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
        Bucket &b = m_buckets[key & m_mask];
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
        for (std::size_t i = 0; i <= m_mask; ++i) {
            if (m_buckets[i].deep.depth > 0)
                m_buckets[i].deep.depth = static_cast<std::int8_t>(m_buckets[i].deep.depth / 2);
        }
    }

private:
    struct Bucket
    {
        TTSlot deep;
        TTSlot recent;
    };

    std::unique_ptr<Bucket[]> m_buckets;
    std::size_t m_mask = 0;
};

} // namespace qiju::ai::ataxx
