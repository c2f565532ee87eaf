#include "matchplayer.h"

#include <chrono>

#include "textutil.h"

namespace qiju::protocols {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

class QijuPlayer final : public MatchPlayer
{
public:
    QijuPlayer(core::GameId game, std::string rules, const QijuPlayerOptions &options)
        : m_session(game)
        , m_rules(std::move(rules))
        , m_options(options)
    { }

    std::string name() const override
    {
        std::string text = "Qiju " + std::string(ai::levelKey(m_options.level));
        if (m_options.nodes > 0)
            text += " nodes=" + std::to_string(m_options.nodes);
        if (m_options.depth > 0)
            text += " depth=" + std::to_string(m_options.depth);
        if (m_options.threads > 0)
            text += " threads=" + std::to_string(m_options.threads);
        return text;
    }

    bool newGame(const core::Game &start, int, std::string *error) override
    {
        if (!m_session.reset(start.id(), m_rules)) {
            *error = "invalid rules";
            return false;
        }
        return true;
    }

    PlayerAnswer move(
        const core::Game &, const std::vector<core::Move> &moves, int timeMs, int) override
    {
        const auto t = Clock::now();
        m_session.restart();
        for (const core::Move &m : moves) {
            if (m_session.play(m) != core::MoveError::None)
                return {PlayerAnswer::Kind::Fault, {}, "history not legal for Qiju"};
        }
        ai::SearchLimits limits = ai::levelLimits(m_session.gameId(), m_options.level, timeMs);
        limits.seed = m_session.position().plyCount();
        if (m_options.nodes > 0 || m_options.depth > 0) {
            limits.timeMs = 0; // a fixed budget: the same search at any load
            if (m_options.nodes > 0)
                limits.maxNodes = m_options.nodes;
            if (m_options.depth > 0)
                limits.maxDepth = m_options.depth;
        }
        if (m_options.threads > 0)
            limits.threads = m_options.threads;
        std::atomic<bool> stop{false};
        const ai::SearchInfo info = m_session.think(limits, stop);
        record(msSince(t));
        if (info.best.isNone() || info.resign)
            return {PlayerAnswer::Kind::Resign, {}, {}};
        return {PlayerAnswer::Kind::Move, info.best, {}};
    }

private:
    EngineSession m_session;
    std::string m_rules;
    QijuPlayerOptions m_options;
};

class ExternalPlayer final : public MatchPlayer
{
public:
    ExternalPlayer(std::string commandLine, ClientProtocol protocol)
        : m_command(std::move(commandLine))
        , m_client(ProtocolClient::create(protocol))
    { }

    std::string name() const override
    {
        return m_client->engineName().empty() ? m_command : m_client->engineName();
    }

    bool newGame(const core::Game &start, int timeMs, std::string *error) override
    {
        if (!m_process.isRunning() && !m_process.start(m_command)) {
            *error = "cannot start '" + m_command + "'";
            return false;
        }
        for (const std::string &line : m_client->begin(start, timeMs))
            m_process.writeLine(line);
        if (!m_client->hasHandshake())
            return true;
        const PlayerAnswer a = await(10000, ClientEvent::Kind::Ready);
        if (a.kind == PlayerAnswer::Kind::Fault) {
            *error = a.error;
            return false;
        }
        return true;
    }

    PlayerAnswer move(const core::Game &start, const std::vector<core::Move> &moves, int timeMs,
        int timeoutMs) override
    {
        // Lines the engine wrote after its last answer (a Botzone bot's keep-running line).
        while (const auto line = m_process.readLine(0))
            m_client->onLine(*line);
        if (m_client->needsFreshProcess(moves)) {
            m_process.stop(0);
            if (!m_process.start(m_command))
                return {PlayerAnswer::Kind::Fault, {}, "cannot start '" + m_command + "'"};
        }
        const auto t = Clock::now();
        for (const std::string &line : m_client->requestMove(start, moves, timeMs)) {
            if (!m_process.writeLine(line))
                return {PlayerAnswer::Kind::Fault, {}, "the engine closed its input"};
        }
        PlayerAnswer a = await(timeoutMs, ClientEvent::Kind::Move);
        record(msSince(t));
        if (a.kind == PlayerAnswer::Kind::Fault)
            m_process.stop(0); // out of step with the protocol: the next game starts it afresh
        return a;
    }

    void finish() override
    {
        for (const std::string &line : m_client->quitLines())
            m_process.writeLine(line);
        m_process.stop(500);
    }

private:
    PlayerAnswer await(int timeoutMs, ClientEvent::Kind wanted)
    {
        const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
        for (;;) {
            const int left = static_cast<int>(
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now())
                    .count());
            if (left <= 0)
                return {PlayerAnswer::Kind::Fault, {}, "no answer in time"};
            const auto line = m_process.readLine(left);
            if (!line) {
                if (m_process.lineTooLong())
                    return {PlayerAnswer::Kind::Fault, {}, "a line longer than 64 KiB"};
                if (m_process.atEnd())
                    return {PlayerAnswer::Kind::Fault, {}, "the engine exited"};
                continue;
            }
            const ClientEvent e = m_client->onLine(*line);
            switch (e.kind) {
            case ClientEvent::Kind::None: break;
            case ClientEvent::Kind::Ready:
                if (wanted == ClientEvent::Kind::Ready)
                    return {PlayerAnswer::Kind::Move, {}, {}};
                break;
            case ClientEvent::Kind::Move:
                if (wanted == ClientEvent::Kind::Move)
                    return {PlayerAnswer::Kind::Move, e.move, {}};
                break;
            case ClientEvent::Kind::Resign: return {PlayerAnswer::Kind::Resign, {}, {}};
            case ClientEvent::Kind::Error: return {PlayerAnswer::Kind::Fault, {}, e.text};
            }
        }
    }

    std::string m_command;
    std::unique_ptr<ProtocolClient> m_client;
    Subprocess m_process;
};

} // namespace

std::optional<QijuPlayerOptions> parseQijuSpec(const std::string &spec, std::string *error)
{
    const std::vector<std::string> parts = splitFields(spec, ',');
    QijuPlayerOptions o;
    if (parts.empty() || (parts[0] != "qiju" && !startsWith(parts[0], "qiju:"))) {
        *error = "not a qiju player '" + spec + "'";
        return std::nullopt;
    }
    if (parts[0] != "qiju") {
        const auto level = ai::levelFromKey(parts[0].substr(5));
        if (!level) {
            *error = "unknown level in '" + spec + "'";
            return std::nullopt;
        }
        o.level = *level;
    }
    for (std::size_t i = 1; i < parts.size(); ++i) {
        const auto eq = parts[i].find('=');
        const std::string key = parts[i].substr(0, eq);
        // 0 (out of every range) when the value is missing or not a number.
        const long long value
            = eq == std::string::npos ? 0 : parseInt(parts[i].substr(eq + 1)).value_or(0);
        if (key == "nodes" && value >= 1 && value <= 1000000000000LL) {
            o.nodes = value;
        } else if (key == "depth" && value >= 1 && value <= 64) {
            o.depth = static_cast<int>(value);
        } else if (key == "threads" && value >= 1 && value <= 64) {
            o.threads = static_cast<int>(value);
        } else {
            *error = "bad '" + parts[i] + "' in '" + spec + "'";
            return std::nullopt;
        }
    }
    return o;
}

std::unique_ptr<MatchPlayer> makeQijuPlayer(
    core::GameId game, const std::string &rules, const QijuPlayerOptions &options)
{
    return std::make_unique<QijuPlayer>(game, rules, options);
}

std::unique_ptr<MatchPlayer> makeExternalPlayer(
    const std::string &commandLine, ClientProtocol protocol)
{
    return std::make_unique<ExternalPlayer>(commandLine, protocol);
}

} // namespace qiju::protocols
