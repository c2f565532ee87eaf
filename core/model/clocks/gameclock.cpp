#include "gameclock.h"

#include <QElapsedTimer>
#include <QJsonValue>

#include <memory>

namespace qiju::model {

using core::Side;

namespace {

// How often a running clock is charged and redrawn.
constexpr int kTickMs = 100;

GameClock::TimeSource elapsedTimerSource()
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [timer] { return timer->elapsed(); };
}

} // namespace

GameClock::GameClock(QObject *parent)
    : QObject(parent)
    , m_now(elapsedTimerSource())
{
    m_tick.setInterval(kTickMs);
    connect(&m_tick, &QTimer::timeout, this, &GameClock::poll);
}

void GameClock::setTimeSource(TimeSource now)
{
    settle();
    m_now = std::move(now);
    m_since = m_now();
}

void GameClock::reset(const TimeControl &tc)
{
    m_control = tc;
    m_clocks = {SideClock::start(tc), SideClock::start(tc)};
    m_low = {m_clocks[0].isLowTime(tc), m_clocks[1].isLowTime(tc)};
    m_running.reset();
    updateTimer();
    emit changed();
}

SideClock GameClock::side(Side seat) const
{
    SideClock c = m_clocks[core::index(seat)];
    if (isTicking() && m_running == seat)
        c.spend(m_control, m_now() - m_since);
    return c;
}

void GameClock::settle()
{
    const qint64 now = m_now();
    const qint64 elapsed = now - m_since;
    m_since = now;
    if (!isTicking() || elapsed <= 0)
        return;
    const Side seat = *m_running;
    SideClock &c = m_clocks[core::index(seat)];
    const bool periodLost = c.spend(m_control, elapsed);
    const bool low = c.isLowTime(m_control);
    const bool becameLow = low && !m_low[core::index(seat)];
    m_low[core::index(seat)] = low;
    if (c.flagged) {
        m_running.reset();
        updateTimer();
        emit changed();
        emit flagFell(seat);
        return;
    }
    if (periodLost)
        emit periodUsed(seat, c.periods);
    if (becameLow)
        emit lowTime(seat);
}

void GameClock::poll()
{
    if (!isTicking())
        return;
    settle();
    emit changed();
}

void GameClock::startTurn(Side seat)
{
    settle();
    if (m_clocks[core::index(seat)].flagged)
        return;
    m_running = seat;
    m_since = m_now();
    updateTimer();
    emit changed();
}

void GameClock::moveDone(Side seat)
{
    if (m_running == seat)
        settle();
    SideClock &c = m_clocks[core::index(seat)];
    if (c.flagged)
        return;
    c.moveDone(m_control);
    m_low[core::index(seat)] = c.isLowTime(m_control);
    if (m_running == seat)
        m_running.reset();
    updateTimer();
    emit changed();
}

void GameClock::halt()
{
    settle();
    m_running.reset();
    updateTimer();
    emit changed();
}

void GameClock::setPaused(PauseReason reason, bool paused)
{
    const bool was = isPaused();
    settle(); // charge what ran up to now
    if (paused)
        m_pauses |= int(reason);
    else
        m_pauses &= ~int(reason);
    m_since = m_now(); // a pause is never charged
    updateTimer();
    if (was != isPaused())
        emit changed();
}

void GameClock::updateTimer()
{
    if (isTicking())
        m_tick.start();
    else
        m_tick.stop();
}

QJsonObject GameClock::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("control"), m_control.toJson());
    o.insert(QStringLiteral("black"), side(Side::Black).toJson());
    o.insert(QStringLiteral("white"), side(Side::White).toJson());
    return o;
}

bool GameClock::restore(const QJsonObject &json)
{
    const auto tc = TimeControl::fromJson(json.value(QStringLiteral("control")).toObject());
    if (!tc)
        return false;
    const auto black = SideClock::fromJson(json.value(QStringLiteral("black")).toObject(), *tc);
    const auto white = SideClock::fromJson(json.value(QStringLiteral("white")).toObject(), *tc);
    if (!black || !white)
        return false;
    m_control = *tc;
    m_clocks = {*black, *white};
    m_low = {black->isLowTime(*tc), white->isLowTime(*tc)};
    m_running.reset();
    updateTimer();
    emit changed();
    return true;
}

} // namespace qiju::model
