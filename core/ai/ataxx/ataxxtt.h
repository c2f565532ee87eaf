// The Ataxx transposition table: buckets of two 16-byte entries (one kept by depth, one always
// replaced), keyed by the position hash; moves as AtaxxMove codes, scores in centipieces (the
// shared ai::TranspositionTable keeps one-byte moves and int16 scores; Ataxx needs more).
// All-zero memory is an empty table (bound None; stored depths are >= 1): creating and
// clearing it touch no memory, and age() visits only the blocks written since the last clear.
// Owned by one engine. probe() and store() may run on several search threads at once (Lazy
// SMP): a slot is two 64-bit words written and read atomically (relaxed), the first holding
// key XOR data, so a torn slot reads as a miss; resize(), clear() and age() need the table to
// themselves.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <optional>
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

    std::optional<TTSlot> probe(std::uint64_t key) const
    {
        const Bucket &b = m_buckets[key & m_mask];
        for (const Word *w : {&b.deep, &b.recent}) {
            const TTSlot slot = read(*w);
            if (slot.key == key && slot.bound != TTBound::None)
                return slot;
        }
        return std::nullopt;
    }

    void store(std::uint64_t key, int depth, TTBound bound, int score, std::uint16_t move)
    {
        const std::size_t index = key & m_mask;
        std::uint64_t &written = m_written[index / kBlock / 64];
        const std::uint64_t flag = std::uint64_t{1} << (index / kBlock % 64);
        if (!(std::atomic_ref(written).load(std::memory_order_relaxed) & flag))
            std::atomic_ref(written).fetch_or(flag, std::memory_order_relaxed);
        Bucket &b = m_buckets[index];
        const TTSlot slot{key, score, move, static_cast<std::int8_t>(depth), bound};
        const TTSlot deep = read(b.deep);
        if (m_keepDeeper && deep.key == key && depth < deep.depth && bound != TTBound::Exact) {
            write(b.recent, slot); // Lazy SMP: the deeper result of another thread stays
            return;
        }
        if (deep.key == key || depth >= deep.depth) {
            if (deep.key != key && deep.bound != TTBound::None)
                write(b.recent, deep); // the displaced entry stays as the recent one
            if (slot.move == 0xFFFF && deep.key == key)
                write(b.deep, TTSlot{key, score, deep.move, slot.depth, bound});
            else
                write(b.deep, slot);
        } else {
            write(b.recent, slot);
        }
    }

    // Lazy SMP: a shallower result for a position no longer replaces a deeper one in the
    // depth-preferred slot (threads at different depths share the table). Off: one thread.
    void setKeepDeeper(bool on) { m_keepDeeper = on; }

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
                    TTSlot deep = read(m_buckets[i].deep);
                    if (deep.depth > 0) {
                        deep.depth = static_cast<std::int8_t>(deep.depth / 2);
                        write(m_buckets[i].deep, deep);
                    }
                }
            }
        }
    }

private:
    struct Word
    {
        std::uint64_t check; // key ^ data
        std::uint64_t data;  // score, move, depth, bound
    };
    struct Bucket
    {
        Word deep;
        Word recent;
    };

    // All-zero words read as {key 0, depth 0, bound None}: an empty slot.
    static TTSlot read(const Word &w)
    {
        const std::uint64_t data
            = std::atomic_ref(const_cast<std::uint64_t &>(w.data)).load(std::memory_order_relaxed);
        const std::uint64_t check
            = std::atomic_ref(const_cast<std::uint64_t &>(w.check)).load(std::memory_order_relaxed);
        TTSlot slot;
        slot.key = check ^ data;
        slot.score = static_cast<std::int32_t>(static_cast<std::uint32_t>(data));
        slot.move = static_cast<std::uint16_t>(data >> 32);
        slot.depth = static_cast<std::int8_t>(static_cast<std::uint8_t>(data >> 48));
        slot.bound = static_cast<TTBound>(static_cast<std::uint8_t>(data >> 56));
        return slot;
    }
    static void write(Word &w, const TTSlot &slot)
    {
        const std::uint64_t data = std::uint64_t{static_cast<std::uint32_t>(slot.score)}
            | std::uint64_t{slot.move} << 32
            | std::uint64_t{static_cast<std::uint8_t>(slot.depth)} << 48
            | std::uint64_t{static_cast<std::uint8_t>(slot.bound)} << 56;
        std::atomic_ref(w.check).store(slot.key ^ data, std::memory_order_relaxed);
        std::atomic_ref(w.data).store(data, std::memory_order_relaxed);
    }

    static constexpr std::size_t kBlock = 4096 / sizeof(Bucket); // buckets per memory page

    ZeroedArray<Bucket> m_buckets;
    std::size_t m_mask = 0;
    std::vector<std::uint64_t> m_written; // one bit per block of kBlock buckets stored into
    bool m_keepDeeper = false;
};

} // namespace qiju::ai::ataxx
