// What the Lazy SMP threads of one search share besides the transposition table: the positions
// some thread is searching right now (BusyTable: a thread defers a move whose position another
// thread is in, ABDADA-like, so two threads split a node's moves instead of repeating them) and
// the deepest iteration a helper completed (CompletedIteration: the main thread answers with it
// when it is deeper than its own). Owned by one search call; every member is safe to call from
// any of its threads at once.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

namespace qiju::ai {

// A lossy set of position keys, one slot per key hash: enter() may evict another position's
// mark and a position two threads entered is free again once either leaves. Only a hint.
class BusyTable
{
public:
    bool busy(std::uint64_t key) const { return slot(key).load(std::memory_order_relaxed) == key; }
    void enter(std::uint64_t key) { slot(key).store(key, std::memory_order_relaxed); }
    void leave(std::uint64_t key)
    {
        std::uint64_t expected = key;
        slot(key).compare_exchange_strong(expected, 0, std::memory_order_relaxed);
    }

private:
    static constexpr std::size_t kSlots = std::size_t{1} << 14;

    std::atomic<std::uint64_t> &slot(std::uint64_t key) const
    {
        return m_slots[key & (kSlots - 1)];
    }

    std::unique_ptr<std::atomic<std::uint64_t>[]> m_slots
        = std::make_unique<std::atomic<std::uint64_t>[]>(kSlots);
};

// Marks `key` busy in `table` (if any) for the guard's lifetime.
class BusyMark
{
public:
    BusyMark(BusyTable *table, std::uint64_t key)
        : m_table(table)
        , m_key(key)
    {
        if (m_table)
            m_table->enter(m_key);
    }
    ~BusyMark()
    {
        if (m_table)
            m_table->leave(m_key);
    }
    BusyMark(const BusyMark &) = delete;
    BusyMark &operator=(const BusyMark &) = delete;

private:
    BusyTable *m_table;
    std::uint64_t m_key;
};

// The deepest completed iteration any helper published: its depth, best move (a game-specific
// code below 2^16) and score, read and written as one word. `reached` is set once a helper
// completes `target` (so the main thread can stop its own slower iteration).
class CompletedIteration
{
public:
    struct Result
    {
        int depth = 0; // 0: none yet
        int move = 0;
        int score = 0;
    };

    explicit CompletedIteration(int target)
        : m_target(target)
    { }

    // Keeps the deeper of this and the stored result.
    void publish(int depth, int move, int score)
    {
        const std::uint64_t packed = std::uint64_t{static_cast<std::uint8_t>(depth)} << 48
            | std::uint64_t{static_cast<std::uint16_t>(move)} << 32
            | static_cast<std::uint32_t>(score);
        std::uint64_t old = m_word.load(std::memory_order_relaxed);
        while (static_cast<int>(old >> 48) < depth
            && !m_word.compare_exchange_weak(old, packed, std::memory_order_release)) { }
        if (depth >= m_target)
            m_reached.store(true, std::memory_order_release);
    }
    Result read() const
    {
        const std::uint64_t w = m_word.load(std::memory_order_acquire);
        return {static_cast<int>(w >> 48), static_cast<int>(static_cast<std::uint16_t>(w >> 32)),
            static_cast<std::int32_t>(static_cast<std::uint32_t>(w))};
    }
    const std::atomic<bool> &reached() const { return m_reached; }

private:
    int m_target;
    std::atomic<std::uint64_t> m_word{0};
    std::atomic<bool> m_reached{false};
};

} // namespace qiju::ai
