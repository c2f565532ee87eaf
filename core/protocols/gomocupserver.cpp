#include "gomocupserver.h"

#include <climits>
#include <iostream>

#include "movecodec.h"
#include "textutil.h"

#include "common/checkednumber.h"

namespace qiju::protocols {

using core::Move;
using core::Point;

GomocupServer::GomocupServer(EngineSession &session, EngineIdentity identity, std::ostream *log)
    : m_session(session)
    , m_identity(std::move(identity))
    , m_log(log)
{
    m_session.clock().setTurnLimit(m_timeoutTurnMs);
}

int GomocupServer::run(std::istream &in, std::ostream &out)
{
    std::string line;
    for (LineRead r; !m_quit && (r = readBoundedLine(in, line)) != LineRead::End;) {
        if (r == LineRead::TooLong)
            out << "ERROR line too long\n";
        for (const std::string &reply : r == LineRead::Line ? handle(line) : std::vector<std::string>{})
            out << reply << "\n";
        out.flush();
    }
    return 0;
}

std::string GomocupServer::rulesText() const
{
    if (m_ruleMask & 4)
        return "renju";
    if (m_ruleMask & 1)
        return "standard";
    return "freestyle";
}

void GomocupServer::applyRules()
{
    if (rulesText() != m_session.rules())
        m_session.changeRules(rulesText());
}

ai::SearchInfo GomocupServer::search()
{
    TimeManager &clock = m_session.clock();
    clock.setTurnLimit(m_timeoutTurnMs > 0 ? m_timeoutTurnMs : 100);
    if (m_timeoutMatchMs > 0 && m_timeLeftMs > 0)
        clock.setRemaining(m_session.position().sideToMove(), m_timeLeftMs, 0);
    else
        clock.clearClock();
    m_session.setMoveTime(m_timeoutTurnMs > 0 ? m_timeoutTurnMs : 100);
    std::atomic<bool> stop{false};
    return m_session.think(m_session.nextLimits(), stop);
}

std::string GomocupServer::think()
{
    const ai::SearchInfo info = search();
    if (info.best.kind != Move::Kind::Place)
        return "ERROR no move: the game is over";
    m_session.play(info.best);
    return gomocupText(info.best.to);
}

std::vector<std::string> GomocupServer::finishBoard()
{
    m_inBoard = false;
    if (m_boardError)
        return {"ERROR malformed BOARD line"};
    // Field 1 = the brain's stones, 2 = the opponent's; the brain is to move, so it holds Black
    // when both have as many stones.
    int own = 0;
    int other = 0;
    for (const auto &[p, field] : m_board)
        (field == 1 ? own : other) += 1;
    if (own != other && other != own + 1)
        return {"ERROR the stone counts do not allow the brain to move"};
    const bool brainBlack = own == other;
    char grid[15][15];
    for (auto &row : grid)
        for (char &c : row)
            c = '.';
    for (const auto &[p, field] : m_board) {
        if (p.x >= 15 || p.y >= 15 || grid[p.y][p.x] != '.')
            return {"ERROR BOARD point off the board or repeated"};
        const bool black = (field == 1) == brainBlack;
        grid[p.y][p.x] = black ? 'x' : 'o';
    }
    std::string text;
    for (int y = 0; y < 15; ++y) {
        int run = 0;
        for (int x = 0; x < 15; ++x) {
            if (grid[y][x] == '.') {
                ++run;
                continue;
            }
            if (run)
                text += std::to_string(run);
            run = 0;
            text += grid[y][x];
        }
        if (run)
            text += std::to_string(run);
        if (y < 14)
            text += '/';
    }
    text += brainBlack ? " b" : " w";
    if (!m_session.setStartPosition(text))
        return {"ERROR invalid BOARD position"};
    if (m_session.isOver())
        return {"ERROR the game on this board is over"};
    return {think()};
}

std::vector<std::string> GomocupServer::handle(std::string_view rawLine)
{
    const std::string_view line = trim(rawLine);
    if (line.empty())
        return {};
    const std::string upper = toUpper(line);
    if (m_inBoard) {
        if (upper == "DONE")
            return m_inSwap2 ? finishSwap2() : finishBoard();
        if (m_inSwap2) {
            const auto p = parseGomocupPoint(line);
            if (p)
                m_swap2Stones.push_back(*p);
            else
                m_boardError = true;
            return {};
        }
        auto fields = splitFields(line, ',');
        const bool threeFields = fields.size() == 3;
        fields.resize(3);
        const long long x = parseInt(fields[0]).value_or(-1);
        const long long y = parseInt(fields[1]).value_or(-1);
        const long long f = parseInt(fields[2]).value_or(-1);
        if (!threeFields || x < 0 || y < 0 || x > 99 || y > 99 || f < 1 || f > 3)
            m_boardError = true;
        else if (f != 3) // 3: a winning-line marker of continuous games, not a stone
            m_board.push_back(
                {Point{static_cast<int>(x), static_cast<int>(y)}, static_cast<int>(f)});
        return {};
    }
    const auto words = splitWords(line);
    const std::string command = toUpper(words.front());
    const std::string rest(trim(line.substr(words.front().size())));
    if (command == "START") {
        const auto size = parseInt(rest);
        if (!size)
            return {"ERROR expected START <size>"};
        if (*size != 15)
            return {"ERROR only 15x15 boards are supported"};
        m_session.reset(m_session.gameId(), rulesText());
        return {"OK"};
    }
    if (command == "RECTSTART") {
        const auto p = parseGomocupPoint(rest);
        if (!p)
            return {"ERROR expected RECTSTART <width>,<height>"};
        if (p->x != 15 || p->y != 15)
            return {"ERROR only 15x15 boards are supported"};
        m_session.reset(m_session.gameId(), rulesText());
        return {"OK"};
    }
    if (command == "RESTART") {
        m_session.newGame();
        return {"OK"};
    }
    if (command == "BEGIN") {
        if (!m_session.moves().empty() || m_session.position().pieceCount(core::Side::Black) > 0)
            return {"ERROR BEGIN on a board that is not empty"};
        return {think()};
    }
    if (command == "TURN") {
        const auto p = parseGomocupPoint(rest);
        if (!p)
            return {"ERROR expected TURN x,y"};
        const core::MoveError error = m_session.play(Move::place(*p));
        if (error != core::MoveError::None)
            return {
                "ERROR illegal move " + rest + " (" + std::string(core::moveErrorKey(error)) + ")"};
        if (m_session.isOver())
            return {"ERROR the game is over"};
        return {think()};
    }
    if (command == "BOARD" || command == "SWAP2BOARD") {
        m_inBoard = true;
        m_inSwap2 = command == "SWAP2BOARD";
        m_swap2Stones.clear();
        m_boardError = false;
        m_board.clear();
        return {};
    }
    if (command == "TAKEBACK") {
        const auto p = parseGomocupPoint(rest);
        if (!p || m_session.moves().empty() || m_session.moves().back().to != *p)
            return {"ERROR cannot take back " + rest};
        m_session.undo();
        return {"OK"};
    }
    if (command == "INFO") {
        const auto parts = splitWords(rest);
        if (parts.size() < 2)
            return {"ERROR expected INFO <key> <value>"};
        const std::string key = toLower(parts[0]);
        const auto value = parseInt(parts[1]);
        if (key == "folder" || key == "evaluate")
            return {};
        if (!value || *value < 0)
            return {"ERROR bad INFO value " + parts[1]};
        // Times beyond 2^31-1 ms are clamped to it: the protocol's own "no limit" value.
        const int clamped = static_cast<int>(core::clampedInteger(*value, 0, INT_MAX));
        if (key == "timeout_turn")
            m_timeoutTurnMs = clamped;
        else if (key == "timeout_match")
            m_timeoutMatchMs = clamped;
        else if (key == "time_left")
            m_timeLeftMs = clamped;
        else if (key == "rule") {
            if (*value & 8)
                return {"ERROR caro rules are not supported"};
            if (*value > 15)
                return {"ERROR bad INFO value " + parts[1]};
            m_ruleMask = static_cast<int>(*value);
            applyRules();
        }
        // max_memory, game_type and unknown keys: nothing to do (the protocol says ignore).
        return {};
    }
    if (command == "ABOUT")
        return {"name=\"" + m_identity.name + "\", version=\"" + m_identity.version
            + "\", author=\"" + m_identity.author + "\""};
    if (command == "END") {
        m_quit = true;
        return {};
    }
    return {"UNKNOWN command " + command};
}

} // namespace qiju::protocols
