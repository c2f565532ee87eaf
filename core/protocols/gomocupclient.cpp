// The Gomocup client: "START <size>" -> "OK" is the handshake (then INFO timeout_turn,
// timeout_match and the rule bitmask). A request is BEGIN on an empty board, TURN x,y when
// the brain has seen everything but the opponent's last move, and otherwise BOARD with every
// stone (1 = the brain's, 2 = the opponent's) and DONE. The answer is "x,y"; MESSAGE, DEBUG
// and SUGGEST lines are ignored, ERROR/UNKNOWN fail the request.
#include "clientcodecs.h"
#include "movecodec.h"
#include "textutil.h"

namespace qiju::protocols {

namespace {

class GomocupClient final : public ProtocolClient
{
public:
    ClientProtocol protocol() const override { return ClientProtocol::Gomocup; }

    std::vector<std::string> begin(const core::Game &start, int timeMs) override
    {
        m_ready = false;
        m_known.clear();
        const std::string rules = start.rulesText();
        int mask = 0;
        if (rules.find("renju") != std::string::npos)
            mask = 4;
        else if (rules.find("standard") != std::string::npos)
            mask = 1;
        return {"START " + std::to_string(start.width()),
            "INFO timeout_turn " + std::to_string(std::max(1, timeMs)), "INFO timeout_match 0",
            "INFO rule " + std::to_string(mask)};
    }

    std::vector<std::string> requestMove(
        const core::Game &start, const std::vector<core::Move> &moves, int) override
    {
        m_position = replay(start, moves);
        bool prefix = m_known.size() + 1 == moves.size();
        for (std::size_t i = 0; prefix && i < m_known.size(); ++i)
            prefix = m_known[i] == moves[i];
        std::vector<std::string> lines;
        if (moves.empty() && start.pieceCount(core::Side::Black) == 0
            && start.pieceCount(core::Side::White) == 0) {
            lines.push_back("BEGIN");
        } else if (prefix && moves.back().kind == core::Move::Kind::Place) {
            lines.push_back("TURN " + gomocupText(moves.back().to));
        } else {
            lines.push_back("BOARD");
            const core::Side brain = m_position ? m_position->sideToMove() : core::Side::Black;
            for (int y = 0; y < start.height(); ++y) {
                for (int x = 0; x < start.width(); ++x) {
                    const core::Cell c = start.cell({x, y});
                    if (c == core::Cell::Black || c == core::Cell::White)
                        lines.push_back(
                            gomocupText({x, y}) + (c == core::cellOf(brain) ? ",1" : ",2"));
                }
            }
            auto game = start.clone();
            for (const core::Move &m : moves) {
                if (m.kind == core::Move::Kind::Place)
                    lines.push_back(
                        gomocupText(m.to) + (game->sideToMove() == brain ? ",1" : ",2"));
                game->play(m);
            }
            lines.push_back("DONE");
        }
        m_known = moves;
        return lines;
    }

    ClientEvent onLine(std::string_view raw) override
    {
        const std::string_view line = trim(raw);
        if (line.empty())
            return {};
        const std::string upper = toUpper(line.substr(0, std::min<std::size_t>(8, line.size())));
        if (!m_ready) {
            if (upper.rfind("OK", 0) == 0) {
                m_ready = true;
                return {ClientEvent::Kind::Ready, {}, m_name};
            }
            if (upper.rfind("ERROR", 0) == 0)
                return {ClientEvent::Kind::Error, {}, std::string(line)};
        }
        if (upper.rfind("MESSAGE", 0) == 0 || upper.rfind("DEBUG", 0) == 0
            || upper.rfind("SUGGEST", 0) == 0 || upper.rfind("OK", 0) == 0)
            return {};
        if (upper.rfind("ERROR", 0) == 0 || upper.rfind("UNKNOWN", 0) == 0)
            return {ClientEvent::Kind::Error, {}, std::string(line)};
        const auto p = parseGomocupPoint(line);
        if (!p)
            return {ClientEvent::Kind::Error, {}, "not a move: " + std::string(line)};
        const core::Move move = core::Move::place(*p);
        m_known.push_back(move);
        return {ClientEvent::Kind::Move, move, std::string(line)};
    }

    std::vector<std::string> quitLines() const override { return {"END"}; }

private:
    std::vector<core::Move> m_known; // what the brain has seen, its own answers included
    std::unique_ptr<core::Game> m_position;
    bool m_ready = false;
};

} // namespace

std::unique_ptr<ProtocolClient> makeGomocupClient() { return std::make_unique<GomocupClient>(); }

} // namespace qiju::protocols
