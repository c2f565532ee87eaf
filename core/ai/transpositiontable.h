// A transposition table for alpha-beta searches: power-of-two buckets of four 16-byte entries
// (key, score, best move, depth, bound, generation), depth-preferred with ageing. All-zero
// memory is an empty table (bound None), so creating and clearing it touch no memory.
// Owned by one engine. probe() and store() may run on several search threads at once (Lazy
// SMP): an entry is two 64-bit words written and read atomically (relaxed), the first holding
// key XOR data, so a torn entry reads as a miss. resize(), clear() and newGeneration() need
// the table to themselves. Scores are game units (int16).
#pragma once

#include <cstdint>
#include <optional>

#include "zeroedarray.h"

namespace qiju::ai {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry
{
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::uint8_t move = 0xFF; // game-specific move index; 0xFF = none
    std::uint8_t depth = 0;
    Bound bound = Bound::None;
    std::uint8_t generation = 0;
};

class TranspositionTable
{
public:
    // `megabytes` is rounded down to a power of two number of buckets (at least one).
    explicit TranspositionTable(std::size_t megabytes = 32);

    void resize(std::size_t megabytes);
    void clear();
    // A new search starts: older entries become preferred victims.
    void newGeneration() { ++m_generation; }

    // Lazy SMP: a shallower result for a position of this search no longer replaces a deeper
    // one (threads at different depths share the table). Off: one thread, as before.
    void setKeepDeeper(bool on) { m_keepDeeper = on; }

    // A copy of the entry for `key`, or nullopt.
    std::optional<TTEntry> probe(std::uint64_t key) const;
    void store(std::uint64_t key, int depth, Bound bound, int score, int move);

    std::size_t sizeBytes() const { return (m_mask + 1) * sizeof(Bucket); }

private:
    struct Slot
    {
        std::uint64_t check; // key ^ data
        std::uint64_t data;  // score, move, depth, bound, generation
    };
    struct alignas(64) Bucket
    {
        Slot entries[4];
    };

    ZeroedArray<Bucket> m_buckets;
    std::uint64_t m_mask = 0;
    std::uint8_t m_generation = 0;
    bool m_keepDeeper = false;
};

} // namespace qiju::ai
