#include "othelloendtable.h"

#include <algorithm>
#include <atomic>
#include <bit>

namespace qiju::ai::othello {

namespace {

constexpr std::uint64_t kUsed = std::uint64_t {1} << 40; // no used slot has all-zero data

struct Fields
{
    int lower, upper, move, empties, generation, level;
};

Fields decode(std::uint64_t data)
{
    const auto byte = [data](int i) { return static_cast<int>((data >> (8 * i)) & 0xFF); };
    return {byte(0) - 64, byte(1) - 64, byte(2) == 0xFF ? -1 : byte(2), byte(3), byte(4), byte(6)};
}

std::uint64_t encode(const Fields &f)
{
    const auto byte = [](int v, int i) { return std::uint64_t(std::uint8_t(v)) << (8 * i); };
    return byte(f.lower + 64, 0) | byte(f.upper + 64, 1) | byte(f.move < 0 ? 0xFF : f.move, 2)
        | byte(f.empties, 3) | byte(f.generation, 4) | byte(f.level, 6) | kUsed;
}

std::uint64_t atomicLoad(const std::uint64_t &word)
{
    return std::atomic_ref(const_cast<std::uint64_t &>(word)).load(std::memory_order_relaxed);
}

void atomicStore(std::uint64_t &word, std::uint64_t value)
{
    std::atomic_ref(word).store(value, std::memory_order_relaxed);
}

} // namespace

OthelloEndTable::OthelloEndTable(std::size_t megabytes)
{
    resize(megabytes);
}

void OthelloEndTable::resize(std::size_t megabytes)
{
    const std::size_t count = std::max<std::size_t>(1, megabytes * 1024 * 1024 / sizeof(Bucket));
    // The solver probes it at random, several times per node: huge pages save TLB misses
    // (FFO #43: a fifth of the time).
    m_buckets.setHugePages(true);
    m_buckets.reset(std::bit_floor(count));
    m_mask = std::bit_floor(count) - 1;
    m_nearMask = std::min<std::uint64_t>(m_mask, kNearMegabytes * 1024 * 1024 / sizeof(Bucket) - 1);
    m_generation = 0;
}

void OthelloEndTable::clear()
{
    m_buckets.clear();
    m_generation = 0;
}

bool OthelloEndTable::probe(std::uint64_t key, int empties, EndBounds *out) const
{
    const Bucket &bucket = m_buckets[index(key, empties)];
    for (const Slot &s : bucket.entries) {
        const std::uint64_t data = atomicLoad(s.data);
        if (data && (atomicLoad(s.check) ^ data) == key) {
            const Fields f = decode(data);
            *out = {f.lower, f.upper, f.move, f.level};
            return true;
        }
    }
    return false;
}

void OthelloEndTable::store(
    std::uint64_t key, int empties, int alpha, int beta, int score, int move, int level)
{
    Bucket &bucket = m_buckets[index(key, empties)];
    Fields f {-64, 64, move, empties, m_generation, level};
    if (score < beta)
        f.upper = std::max(score, -64);
    if (score > alpha)
        f.lower = std::min(score, 64);
    Slot *victim = &bucket.entries[0];
    int victimValue = 1 << 30;
    for (Slot &s : bucket.entries) {
        const std::uint64_t data = atomicLoad(s.data);
        if (!data) {
            victim = &s;
            break;
        }
        if ((atomicLoad(s.check) ^ data) == key) {
            const Fields old = decode(data);
            if (old.level != level) {
                if (level > 0 && old.level == 0) {
                    // Exact bounds stay; a selective pass's best move may replace theirs.
                    if (move < 0 || score <= alpha)
                        return;
                    f = old;
                    f.move = move;
                    f.generation = m_generation;
                } else if (f.move < 0 || score <= alpha) {
                    f.move = old.move >= 0 ? old.move : f.move;
                }
            } else if (old.lower <= f.upper && f.lower <= old.upper) { // else: stale, replace
                f.lower = std::max(f.lower, old.lower);
                f.upper = std::min(f.upper, old.upper);
                if (f.move < 0 || score <= alpha)
                    f.move = old.move >= 0 ? old.move : f.move; // a failed-low move is a guess
            }
            victim = &s;
            break;
        }
        // Replace entries of old searches first, then those nearest the end of the game.
        const Fields old = decode(data);
        const int age = static_cast<std::uint8_t>(m_generation - old.generation);
        const int value = old.empties - 8 * age;
        if (value < victimValue) {
            victimValue = value;
            victim = &s;
        }
    }
    const std::uint64_t data = encode(f);
    atomicStore(victim->check, key ^ data);
    atomicStore(victim->data, data);
}

} // namespace qiju::ai::othello
