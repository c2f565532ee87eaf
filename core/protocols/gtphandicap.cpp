// GtpServer's Go handicap commands (GTP v2 section 6.3.2 and 4.1): fixed_handicap at the
// standard points, place_free_handicap where the engine likes and set_free_handicap where the
// controller says. The stones are the start position, not moves: undo cannot take them back,
// White moves next, and clear_board starts an even game again.
#include "gtpserver.h"

#include <algorithm>
#include <ostream>

#include "gogtp.h"
#include "movecodec.h"
#include "textutil.h"

#include "common/boardsetup.h"
#include "games/gameregistry.h"

namespace qiju::protocols {

using core::GameId;
using core::Move;
using core::Point;
using core::Side;

namespace {

// The start position of a free handicap: Black stones on `points` of a board of `size` of a
// game with handicaps (Go), White to move, set up as any board is (core::gameFromSetup);
// nullopt if the game refuses it.
std::optional<std::string> handicapStart(
    GameId game, const std::string &rules, int size, const std::vector<Point> &points)
{
    core::BoardSetup setup(size, size);
    for (Point p : points)
        setup.set(p, core::Cell::Black);
    setup.toMove = Side::White;
    const auto start = core::gameFromSetup(game, rules, setup);
    return start ? std::optional(start->positionText()) : std::nullopt;
}

} // namespace

std::optional<GtpServer::Reply> GtpServer::handicapRefusal() const
{
    if (!core::gameInfo(m_session.gameId()).handicap)
        return Reply{false, "no handicap in this game"};
    const core::Game &pos = m_session.position();
    if (!m_session.moves().empty() || pos.pieceCount(Side::Black) > 0
        || pos.pieceCount(Side::White) > 0)
        return Reply{false, "board not empty"};
    return std::nullopt;
}

std::string GtpServer::vertexList(const std::vector<Point> &points) const
{
    std::string text;
    for (Point p : points)
        appendWord(text, gtpVertex(m_session.position(), Move::place(p)));
    return text;
}

std::optional<GtpServer::Reply> GtpServer::handicapCount(
    const std::vector<std::string> &args, bool standardPoints, int *stones) const
{
    const auto n = args.size() == 1 ? parseInt(args[0]) : std::nullopt;
    if (!n)
        return Reply{false, "syntax error"};
    if (const auto refusal = handicapRefusal())
        return refusal;
    const int size = m_session.position().width();
    if (*n < 2 || *n > (standardPoints ? goMaxHandicap(size) : size * size - 1))
        return Reply{false, "invalid number of stones"};
    *stones = static_cast<int>(*n);
    return std::nullopt;
}

GtpServer::Reply GtpServer::fixedHandicap(const std::vector<std::string> &args)
{
    int stones = 0;
    if (const auto refusal = handicapCount(args, true, &stones))
        return *refusal;
    const auto points = goHandicapPoints(m_session.position().width(), stones);
    const std::string rules
        = withRuleOption(m_session.gameId(), m_session.rules(), "handicap", std::to_string(stones));
    if (points.empty() || !m_session.reset(m_session.gameId(), rules))
        return {false, "invalid number of stones"};
    return {true, vertexList(points)};
}

GtpServer::Reply GtpServer::setFreeHandicap(const std::vector<std::string> &args)
{
    if (args.empty())
        return {false, "syntax error"};
    if (const auto refusal = handicapRefusal())
        return *refusal;
    const int size = m_session.position().width();
    // At least two stones and at most all points but one, no pass, no point twice.
    if (args.size() < 2 || args.size() > static_cast<std::size_t>(size * size - 1))
        return {false, "bad vertex list"};
    std::vector<Point> points;
    for (const std::string &text : args) {
        const auto move = parseGtpVertex(m_session.position(), text);
        if (!move || move->kind != Move::Kind::Place
            || std::find(points.begin(), points.end(), move->to) != points.end())
            return {false, "bad vertex list"};
        points.push_back(move->to);
    }
    const auto start = handicapStart(m_session.gameId(), m_session.rules(), size, points);
    if (!start || !m_session.setStartPosition(*start))
        return {false, "bad vertex list"};
    if (m_log)
        *m_log << "qiju-engine: free handicap of " << points.size() << " stones\n";
    return {};
}

GtpServer::Reply GtpServer::placeFreeHandicap(const std::vector<std::string> &args)
{
    int wanted = 0;
    if (const auto refusal = handicapCount(args, false, &wanted))
        return *refusal;
    const int size = m_session.position().width();
    // The standard points first (as fixed_handicap places them), then each further stone where
    // there is the most room (goSpreadPoint): with that many stones any spread-out shape wins,
    // and a search cannot tell them apart.
    std::vector<Point> points = goHandicapPoints(size, std::min(wanted, goMaxHandicap(size)));
    while (static_cast<int>(points.size()) < wanted) {
        const auto p = goSpreadPoint(size, points);
        if (!p)
            break;
        points.push_back(*p);
    }
    const auto start = handicapStart(m_session.gameId(), m_session.rules(), size, points);
    if (points.size() < 2 || !start || !m_session.setStartPosition(*start)) {
        m_session.reset(m_session.gameId(), m_session.rules()); // leave the board empty
        return {false, "invalid number of stones"};
    }
    return {true, vertexList(points)};
}

} // namespace qiju::protocols
