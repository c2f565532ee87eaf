#include "helperthreads.h"

namespace qiju::ai {

HelperThreads::HelperThreads(int count, const Task &task)
    : m_nodes(static_cast<std::size_t>(std::max(count, 0)), 0)
{
    for (int i = 0; i < count; ++i) {
        m_threads.emplace_back([this, task, i] {
            m_nodes[static_cast<std::size_t>(i)] = task(i, m_quit);
        });
    }
}

std::int64_t HelperThreads::stop()
{
    if (m_threads.empty())
        return 0;
    m_quit.store(true);
    for (std::thread &t : m_threads)
        t.join();
    m_threads.clear();
    for (const std::int64_t n : m_nodes)
        m_total += n;
    return m_total;
}

} // namespace qiju::ai
