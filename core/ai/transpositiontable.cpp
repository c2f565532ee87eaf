#include "transpositiontable.h"

#include <algorithm>
#include <atomic>
#include <bit>

namespace qiju::ai {

static_assert(Bound::None == Bound {}, "zeroed entries are empty");

namespace {

std::uint64_t pack(const TTEntry &e)
{
    return std::uint64_t {static_cast<std::uint16_t>(e.score)}
        | std::uint64_t {e.move} << 16 | std::uint64_t {e.depth} << 24
        | std::uint64_t {static_cast<std::uint8_t>(e.bound)} << 32
        | std::uint64_t {e.generation} << 40;
}

TTEntry unpack(std::uint64_t key, std::uint64_t data)
{
    TTEntry e;
    e.key = key;
    e.score = static_cast<std::int16_t>(static_cast<std::uint16_t>(data));
    e.move = static_cast<std::uint8_t>(data >> 16);
    e.depth = static_cast<std::uint8_t>(data >> 24);
    e.bound = static_cast<Bound>(static_cast<std::uint8_t>(data >> 32));
    e.generation = static_cast<std::uint8_t>(data >> 40);
    return e;
}

std::uint64_t load(const std::uint64_t &word)
{
    return std::atomic_ref(const_cast<std::uint64_t &>(word)).load(std::memory_order_relaxed);
}

void save(std::uint64_t &word, std::uint64_t value)
{
    std::atomic_ref(word).store(value, std::memory_order_relaxed);
}

} // namespace

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

std::optional<TTEntry> TranspositionTable::probe(std::uint64_t key) const
{
    const Bucket &b = m_buckets[key & m_mask];
    for (const Slot &s : b.entries) {
        const std::uint64_t data = load(s.data);
        if ((load(s.check) ^ data) == key) {
            const TTEntry e = unpack(key, data);
            if (e.bound != Bound::None)
                return e;
        }
    }
    return std::nullopt;
}

void TranspositionTable::store(std::uint64_t key, int depth, Bound bound, int score, int move)
{
    Bucket &b = m_buckets[key & m_mask];
    Slot *victim = nullptr;
    TTEntry old;
    int victimValue = 1 << 30;
    for (Slot &s : b.entries) {
        const std::uint64_t data = load(s.data);
        const TTEntry e = unpack(load(s.check) ^ data, data);
        if (e.key == key || e.bound == Bound::None) {
            victim = &s;
            old = e;
            break;
        }
        // Prefer to replace old and shallow entries.
        const int age = static_cast<std::uint8_t>(m_generation - e.generation);
        const int value = e.depth - 4 * age;
        if (value < victimValue) {
            victimValue = value;
            victim = &s;
            old = e;
        }
    }
    if (old.key == key && old.bound != Bound::None && move == 0xFF)
        move = old.move; // keep the known best move
    if (old.key == key && old.generation == m_generation && old.depth > depth
        && old.bound == Bound::Exact && bound != Bound::Exact)
        return; // do not overwrite a deeper exact result of this search
    if (m_keepDeeper && old.key == key && old.generation == m_generation && old.depth > depth
        && old.bound != Bound::None && bound != Bound::Exact) {
        return;
    }
    TTEntry e;
    e.score = static_cast<std::int16_t>(score);
    e.move = static_cast<std::uint8_t>(move);
    e.depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
    e.bound = bound;
    e.generation = m_generation;
    const std::uint64_t data = pack(e);
    save(victim->check, key ^ data);
    save(victim->data, data);
}

} // namespace qiju::ai
