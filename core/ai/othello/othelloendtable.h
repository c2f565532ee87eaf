// The exact solver's hash table: per position both a lower and an upper bound on the final
// disc difference, the best move and the empties it was searched with, so the null-window
// probes of the root driver (each on another window) keep what the earlier ones proved.
// Buckets of four two-word slots (one cache line), written without locks (the first word is
// key XOR data, a torn slot reads as a miss): probe() and store() may run on several threads
// at once (Lazy SMP); resize(), clear() and newGeneration() need the table to themselves.
// The positions near the end (fewer than kNearEmpties empties, most of the probes) share the
// table's first kNearMegabytes, the others spread over all of it: the probes near the leaves
// touch few pages, whose addresses stay in the TLB (on the development machine, a virtual one,
// the guest's huge pages do not spare the misses), for a few more collisions.
#pragma once

#include <cstdint>

#include "ai/zeroedarray.h"

namespace qiju::ai::othello {

struct EndBounds
{
    int lower = -64; // the exact score is in [lower, upper]
    int upper = 64;
    int move = -1; // best (or refuting) square, -1 when none is known
    int level = 0; // 0: exact bounds; k > 0: from the k-th selective pass (see OthelloSolver)
};

class OthelloEndTable
{
public:
    static constexpr int kNearEmpties = 14;
    static constexpr std::size_t kNearMegabytes = 16;

    explicit OthelloEndTable(std::size_t megabytes = 16);

    void resize(std::size_t megabytes);
    void clear();
    void newGeneration() { ++m_generation; }

    // The bounds known for `key`, a position with `empties` empty squares; false when the
    // position is not in the table.
    bool probe(std::uint64_t key, int empties, EndBounds *out) const;
    // Starts loading `key`'s bucket into the cache: probes of several children can then wait
    // for memory together instead of one after another.
    void prefetch(std::uint64_t key, int empties) const
    {
        __builtin_prefetch(&m_buckets[index(key, empties)]);
    }
    // Records that the value searched within (alpha, beta) came out as `score` (fail-soft),
    // narrowing whatever bounds the slot already holds for the same position.
    // A selective pass (`level` > 0) never narrows exact bounds (it may give them a move); an
    // exact store replaces selective bounds.
    void store(
        std::uint64_t key, int empties, int alpha, int beta, int score, int move, int level = 0);

    std::size_t sizeBytes() const { return (m_mask + 1) * sizeof(Bucket); }

private:
    struct Slot
    {
        std::uint64_t check; // key ^ data
        std::uint64_t data; // lower+64, upper+64, move, empties, generation, used, level (bytes)
    };
    struct alignas(64) Bucket
    {
        Slot entries[4];
    };

    std::uint64_t index(std::uint64_t key, int empties) const
    {
        return key & (empties < kNearEmpties ? m_nearMask : m_mask);
    }

    ZeroedArray<Bucket> m_buckets;
    std::uint64_t m_mask = 0;
    std::uint64_t m_nearMask = 0; // the buckets of the positions near the end
    std::uint8_t m_generation = 0;
};

} // namespace qiju::ai::othello
