// Node counting and stop polling for one Gomoku search request: the caller's stop flag, an
// exact node budget (deterministic searches) and an optional wall-clock deadline. Shared by
// the threat solver and the alpha-beta search of one request, on one thread; only the stop
// flags are read across threads (each Lazy SMP helper thread has its own budget).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>

namespace qiju::ai::gomoku {

// The most nodes the threat solver in front of the alpha-beta may spend on a VCF or a VCT search
// (and a fortieth of it on each defence check): about a fifth of the search. Under a clock, 30
// nodes a millisecond (a fifth at roughly 150,000 nodes a second); under a node limit, a fifth of
// it; under both, the smaller; never below 2,000. 0 when there is neither: no cap.
constexpr std::int64_t solverNodeShare(int timeMs, std::int64_t maxNodes)
{
    constexpr std::int64_t kFloor = 2000;
    std::int64_t share = 0;
    if (timeMs > 0)
        share = std::max<std::int64_t>(kFloor, std::int64_t{timeMs} * 30);
    if (maxNodes > 0) {
        const std::int64_t nodeShare = std::max<std::int64_t>(kFloor, maxNodes / 5);
        share = share > 0 ? std::min(share, nodeShare) : nodeShare;
    }
    return share;
}

class SearchBudget
{
public:
    using Clock = std::chrono::steady_clock;

    SearchBudget(const std::atomic<bool> &stop, std::int64_t maxNodes, int timeMs)
        : m_stop(stop)
        , m_start(Clock::now())
        , m_maxNodes(maxNodes > 0 ? maxNodes : std::numeric_limits<std::int64_t>::max())
        , m_hasDeadline(timeMs > 0)
    {
        if (m_hasDeadline)
            m_deadline = m_start + std::chrono::milliseconds(timeMs);
    }

    // Counts a node; true once the search must unwind. The flag and the clock are read every
    // 256 nodes (a few hundred microseconds at most); the node budget is exact.
    bool tick()
    {
        ++m_nodes;
        if (m_nodes >= m_maxNodes)
            m_aborted = true;
        else if ((m_nodes & 255) == 0)
            poll();
        return m_aborted;
    }
    bool aborted() const { return m_aborted; }
    bool poll()
    {
        if (m_stop.load(std::memory_order_relaxed) || (m_hasDeadline && Clock::now() >= m_deadline)
            || (m_alsoStop && m_alsoStop->load(std::memory_order_relaxed)))
            m_aborted = true;
        return m_aborted;
    }
    // Also unwinds once `*flag` is set (a helper thread finished the job; Lazy SMP); nullptr:
    // no more.
    void alsoStopOn(const std::atomic<bool> *flag) { m_alsoStop = flag; }

    std::int64_t nodes() const { return m_nodes; }
    int elapsedMs() const
    {
        return static_cast<int>(
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start).count());
    }
    bool hasDeadline() const { return m_hasDeadline; }
    // Milliseconds left before the deadline (a large number without one).
    int remainingMs() const
    {
        if (!m_hasDeadline)
            return std::numeric_limits<int>::max();
        return static_cast<int>(
            std::chrono::duration_cast<std::chrono::milliseconds>(m_deadline - Clock::now())
                .count());
    }

private:
    const std::atomic<bool> &m_stop;
    const std::atomic<bool> *m_alsoStop = nullptr;
    Clock::time_point m_start;
    Clock::time_point m_deadline{};
    std::int64_t m_maxNodes;
    std::int64_t m_nodes = 0;
    bool m_hasDeadline;
    bool m_aborted = false;
};

} // namespace qiju::ai::gomoku
