#include "computerplayer.h"

#include <algorithm>
#include <limits>

#include "clocks/gameclock.h"

namespace qiju::model {

ComputerPlayer::ComputerPlayer(core::GameId game, ai::Level level, int timePerMoveMs,
                               const QString &name, QObject *parent)
    : Player(name, parent)
    , m_ai(new AiController(game, this))
    , m_level(level)
    , m_timeMs(timePerMoveMs)
{
    m_delay.setSingleShot(true);
    connect(&m_delay, &QTimer::timeout, this, &ComputerPlayer::answer);
    connect(m_ai, &AiController::finished, this, &ComputerPlayer::onFinished);
    connect(m_ai, &AiController::progress, this, [this](quint64 id, const ai::SearchInfo &info) {
        if (id == m_searchId)
            emit searchProgress(info);
    });
    connect(m_ai, &AiController::failed, this, [this](quint64 id, const QString &detail) {
        if (id != m_searchId)
            return;
        m_searchId = 0;
        emit thinkingChanged(false);
        emit failed(detail);
    });
}

void ComputerPlayer::yourTurn(const core::Game &position)
{
    cancelTurn();
    ai::SearchLimits limits = ai::levelLimits(position.id(), m_level, m_timeMs);
    limits.seed = m_seed * 0x9E3779B97F4A7C15ull + static_cast<quint64>(position.plyCount());
    m_turnMinimumMs = m_minimumMs;
    if (clock() && clock()->isTimed()) {
        const auto budget = static_cast<int>(std::min<std::int64_t>(
            clock()->side(seat()).moveBudgetMs(clock()->timeControl(), movesToGo(position)),
            std::numeric_limits<int>::max()));
        limits.timeMs = limits.timeMs > 0 ? std::min(limits.timeMs, budget) : budget;
        m_turnMinimumMs = std::min(m_minimumMs, budget / 3);
    }
    m_lastLimits = limits;
    m_clock.start();
    m_searchId = m_ai->start(position, limits);
    if (m_searchId != 0)
        emit thinkingChanged(true);
}

void ComputerPlayer::cancelTurn()
{
    const bool was = isThinking();
    m_ai->cancel();
    m_delay.stop();
    m_searchId = 0;
    if (was)
        emit thinkingChanged(false);
}

void ComputerPlayer::moveNow()
{
    if (m_delay.isActive()) {
        m_delay.stop();
        answer();
        return;
    }
    m_ai->stopNow();
}

void ComputerPlayer::onFinished(quint64 id, const ai::SearchInfo &result)
{
    if (id != m_searchId)
        return;
    m_searchId = 0;
    emit searchProgress(result);
    m_pending = result.best;
    // The search gives up a lost game (Go at the levels that allow it): resign rather than
    // play on. A search cut short by "move now" still resigns if its verdict was already in.
    m_pendingResign = result.resign;
    const qint64 remaining = m_turnMinimumMs - m_clock.elapsed();
    if (remaining > 0) {
        m_delay.start(static_cast<int>(remaining));
        return;
    }
    answer();
}

void ComputerPlayer::answer()
{
    emit thinkingChanged(false);
    if (m_pendingResign)
        emit resigned();
    else
        emit moveChosen(m_pending);
}

int ComputerPlayer::movesToGo(const core::Game &position)
{
    int empty = 0;
    for (int y = 0; y < position.height(); ++y) {
        for (int x = 0; x < position.width(); ++x)
            empty += position.cell({x, y}) == core::Cell::Empty;
    }
    return std::clamp((empty + 1) / 2 + 2, 4, 40);
}

} // namespace qiju::model
