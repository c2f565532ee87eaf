// Node counting and stop polling shared by every search of one request: the caller's stop
// flag, a node budget (exact, for deterministic searches) and a wall-clock deadline.
// Owned by one search call on one thread; only the stop flag is read across threads.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>

namespace qiju::ai {

// The deadline a search sets itself for a `timeMs` move time: a margin (5%, at most 40 ms) is
// left for unwinding and for the caller's own overhead.
inline int searchDeadlineMs(int timeMs)
{
    return std::max(1, timeMs - std::min(40, timeMs / 20));
}

class SearchControl
{
public:
    using Clock = std::chrono::steady_clock;

    // maxNodes 0 = unlimited; the deadline is set separately (none by default).
    SearchControl(const std::atomic<bool> &stop, std::int64_t maxNodes)
        : m_stop(stop)
        , m_start(Clock::now())
        , m_maxNodes(maxNodes > 0 ? maxNodes : std::numeric_limits<std::int64_t>::max())
    {
        m_nextCheck = std::min<std::int64_t>(kPollInterval, m_maxNodes);
    }

    // Counts one node; true once the search must unwind. Cheap: the clock and the flag are
    // read every kPollInterval nodes, the node budget is exact.
    bool tick()
    {
        if (m_aborted)
            return true; // unwinding: no more nodes are counted
        if (++m_nodes >= m_nextCheck)
            return check();
        return m_aborted;
    }
    bool aborted() const { return m_aborted; }
    // Re-checks the flag and the clock now (between iterations).
    bool check();

    void setDeadline(int ms)
    {
        m_deadline = m_start + std::chrono::milliseconds(ms);
        m_hasDeadline = true;
    }
    void clearAbort() { m_aborted = false; }
    // Also unwinds once `flag` is set (a helper thread finished the job; Lazy SMP).
    void alsoStopOn(const std::atomic<bool> &flag) { m_alsoStop = &flag; }

    std::int64_t nodes() const { return m_nodes; }
    int elapsedMs() const
    {
        return static_cast<int>(
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start).count());
    }
    double elapsedSeconds() const
    {
        return std::chrono::duration<double>(Clock::now() - m_start).count();
    }

private:
    static constexpr std::int64_t kPollInterval = 256;

    const std::atomic<bool> &m_stop;
    const std::atomic<bool> *m_alsoStop = nullptr;
    Clock::time_point m_start;
    Clock::time_point m_deadline {};
    bool m_hasDeadline = false;
    std::int64_t m_maxNodes;
    std::int64_t m_nodes = 0;
    std::int64_t m_nextCheck = 0;
    bool m_aborted = false;
};

inline bool SearchControl::check()
{
    if (m_nodes >= m_maxNodes)
        m_aborted = true;
    if (m_stop.load(std::memory_order_relaxed))
        m_aborted = true;
    if (m_alsoStop && m_alsoStop->load(std::memory_order_relaxed))
        m_aborted = true;
    if (m_hasDeadline && Clock::now() >= m_deadline)
        m_aborted = true;
    m_nextCheck = std::min(m_nodes + kPollInterval, m_maxNodes);
    return m_aborted;
}

} // namespace qiju::ai
