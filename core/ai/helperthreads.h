// Lazy SMP helper threads: `count` threads run one search task each (the same iterative
// deepening as the main thread, on the engine's shared transposition table) until stop(), so
// the main thread finds their results in the table. The task polls `quit` and returns the
// nodes it searched. Owned by one search call; stop() (or the destructor) joins every thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <thread>
#include <vector>

namespace qiju::ai {

class HelperThreads
{
public:
    using Task = std::function<std::int64_t(int index, const std::atomic<bool> &quit)>;

    // Starts `count` threads (none if count <= 0) calling task(0), task(1), ...
    HelperThreads(int count, const Task &task);
    ~HelperThreads() { stop(); }
    HelperThreads(const HelperThreads &) = delete;
    HelperThreads &operator=(const HelperThreads &) = delete;

    // Sets the quit flag and joins the threads; returns the nodes they searched (the total of
    // every call; later calls add nothing).
    std::int64_t stop();

private:
    std::atomic<bool> m_quit {false};
    std::vector<std::int64_t> m_nodes;
    std::vector<std::thread> m_threads;
    std::int64_t m_total = 0;
};

} // namespace qiju::ai
