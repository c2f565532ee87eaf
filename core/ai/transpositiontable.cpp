#include "transpositiontable.h"

#include <algorithm>
#include <bit>

namespace qiju::ai {

static_assert(sizeof(TTEntry) == 16);
static_assert(Bound::None == Bound {}, "zeroed entries are empty");

TranspositionTable::TranspositionTable(std::size_t megabytes)
{
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes)
{
    const std::size_t wanted = std::max<std::size_t>(1, megabytes * 1024 * 1024 / sizeof(Bucket));
    const std::size_t buckets = std::bit_floor(wanted);
    m_buckets.reset(buckets);
    m_mask = buckets - 1;
    m_generation = 0;
}

void TranspositionTable::clear()
{
    m_buckets.clear();
    m_generation = 0;
}

const TTEntry *TranspositionTable::probe(std::uint64_t key) const
{
    const Bucket &b = m_buckets[key & m_mask];
    for (const TTEntry &e : b.entries) {
        if (e.key == key && e.bound != Bound::None)
            return &e;
    }
    return nullptr;
}

void TranspositionTable::store(std::uint64_t key, int depth, Bound bound, int score, int move)
{
    Bucket &b = m_buckets[key & m_mask];
    TTEntry *victim = nullptr;
    int victimValue = 1 << 30;
    for (TTEntry &e : b.entries) {
        if (e.key == key || e.bound == Bound::None) {
            victim = &e;
            break;
        }
        // Prefer to replace old and shallow entries.
        const int age = static_cast<std::uint8_t>(m_generation - e.generation);
        const int value = e.depth - 4 * age;
        if (value < victimValue) {
            victimValue = value;
            victim = &e;
        }
    }
    if (victim->key == key && victim->bound != Bound::None && move == 0xFF)
        move = victim->move; // keep the known best move
    if (victim->key == key && victim->generation == m_generation && victim->depth > depth
        && victim->bound == Bound::Exact && bound != Bound::Exact)
        return; // do not overwrite a deeper exact result of this search
    victim->key = key;
    victim->score = static_cast<std::int16_t>(score);
    victim->move = static_cast<std::uint8_t>(move);
    victim->depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
    victim->bound = bound;
    victim->generation = m_generation;
}

} // namespace qiju::ai
