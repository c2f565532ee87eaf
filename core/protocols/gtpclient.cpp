// The GTP client: handshake (protocol_version, then name and version: "GNU Go 3.8"), board
// set-up (boardsize, clear_board, a Go start's handicap or set-up stones, komi for Go), then each request sends the moves the engine
// has not seen (or clear_board and the whole game when the history changed, e.g. after an
// undo) and "genmove <colour>". Replies are "=..."/"?..." lines ended by an empty line; they
// arrive in the order of the commands.
#include <deque>
#include <sstream>

#include "clientcodecs.h"
#include "gogtp.h"
#include "gtpserver.h"
#include "movecodec.h"
#include "textutil.h"

namespace qiju::protocols {

namespace {

class GtpClient final : public ProtocolClient
{
public:
    ClientProtocol protocol() const override { return ClientProtocol::Gtp; }

    std::vector<std::string> begin(const core::Game &start, int timeMs) override
    {
        m_pending.clear();
        m_known.clear();
        m_inReply = false;
        m_start = start.clone();
        std::vector<std::string> lines;
        send(lines, "protocol_version", Kind::Handshake);
        send(lines, "name", Kind::Name);
        send(lines, "version", Kind::Version);
        send(lines, "boardsize " + std::to_string(start.width()), Kind::Setup);
        clearBoard(lines, start);
        if (const auto komi = goKomi(start)) {
            std::ostringstream k;
            k << *komi;
            send(lines, "komi " + k.str(), Kind::Setup);
        }
        // Byo-yomi of one stone: the engine's standard way to learn a time per move.
        const int seconds = std::max(1, (timeMs + 999) / 1000);
        send(lines, "time_settings 0 " + std::to_string(seconds) + " 1", Kind::Optional);
        m_readyPending = true;
        return lines;
    }

    std::vector<std::string> requestMove(
        const core::Game &start, const std::vector<core::Move> &moves, int timeMs) override
    {
        std::vector<std::string> lines;
        bool prefix = m_known.size() <= moves.size();
        for (std::size_t i = 0; prefix && i < m_known.size(); ++i)
            prefix = m_known[i] == moves[i];
        std::size_t from = m_known.size();
        if (!prefix) {
            clearBoard(lines, start);
            from = 0;
        }
        auto position = start.clone();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            // Some Othello engines (GRhino) refuse "play <colour> pass" and pass by themselves
            // when asked to move for the other colour: a refused pass is no error.
            if (i >= from)
                send(lines,
                    "play " + colour(position->sideToMove()) + " " + gtpVertex(*position, moves[i]),
                    moves[i].isPass() ? Kind::Optional : Kind::Play);
            position->play(moves[i]);
        }
        m_known = moves;
        const int seconds = std::max(1, (timeMs + 999) / 1000);
        send(lines,
            "time_left " + colour(position->sideToMove()) + " " + std::to_string(seconds) + " 1",
            Kind::Optional);
        send(lines, "genmove " + colour(position->sideToMove()), Kind::Genmove);
        m_position = std::move(position);
        return lines;
    }

    // clear_board, then the stones a Go start already has: a handicap (black stones only,
    // White to move) as set_free_handicap, any other set-up as plays of each stone's colour.
    // Placed one by one, no stone of a legal position captures or is captured on the way (a
    // chain's liberties only shrink to its final ones).
    void clearBoard(std::vector<std::string> &lines, const core::Game &start)
    {
        send(lines, "clear_board", Kind::Setup);
        if (start.id() != core::GameId::Go)
            return;
        std::string black;
        std::vector<std::string> plays;
        for (int y = 0; y < start.height(); ++y) {
            for (int x = 0; x < start.width(); ++x) {
                const core::Cell c = start.cell({x, y});
                if (c != core::Cell::Black && c != core::Cell::White)
                    continue;
                const core::Side side = c == core::Cell::Black ? core::Side::Black
                                                               : core::Side::White;
                const std::string vertex = gtpVertex(start, core::Move::place({x, y}));
                plays.push_back("play " + colour(side) + " " + vertex);
                if (side == core::Side::Black)
                    black += " " + vertex;
            }
        }
        const bool handicap = plays.size() >= 2 && start.pieceCount(core::Side::White) == 0
            && start.sideToMove() == core::Side::White;
        if (handicap) {
            send(lines, "set_free_handicap" + black, Kind::Setup);
            return;
        }
        for (const std::string &play : plays)
            send(lines, play, Kind::Setup);
    }

    ClientEvent onLine(std::string_view raw) override
    {
        const std::string_view line = trim(raw);
        if (line.empty()) {
            m_inReply = false;
            return {};
        }
        if (m_inReply)
            return {}; // further lines of a multi-line reply
        if (line.front() != '=' && line.front() != '?')
            return {ClientEvent::Kind::Error, {}, "not a GTP reply: " + std::string(line)};
        m_inReply = true;
        if (m_pending.empty())
            return {ClientEvent::Kind::Error, {}, "unexpected reply: " + std::string(line)};
        const Kind kind = m_pending.front().kind;
        const std::string command = m_pending.front().command;
        m_pending.pop_front();
        const bool ok = line.front() == '=';
        std::string text(line.substr(1));
        while (!text.empty() && text.front() >= '0' && text.front() <= '9')
            text.erase(text.begin()); // the optional id
        text = std::string(trim(text));
        ClientEvent event;
        switch (kind) {
        case Kind::Name:
            if (ok)
                m_name = text;
            break;
        case Kind::Version:
            if (ok && !text.empty() && !m_name.empty())
                m_name += " " + text;
            break;
        case Kind::Handshake:
        case Kind::Optional: break;
        case Kind::Setup:
        case Kind::Play:
            if (!ok) {
                m_known.clear();
                event = {ClientEvent::Kind::Error, {}, "engine refused '" + command + "': " + text};
            }
            break;
        case Kind::Genmove: event = genmoveReply(ok, text); break;
        }
        if (event.kind == ClientEvent::Kind::None && m_readyPending && !hasPending(Kind::Setup)
            && !hasPending(Kind::Name) && !hasPending(Kind::Version)
            && !hasPending(Kind::Optional)) {
            m_readyPending = false;
            return {ClientEvent::Kind::Ready, {}, m_name};
        }
        return event;
    }

    std::vector<std::string> quitLines() const override { return {"quit"}; }

private:
    enum class Kind : std::uint8_t { Handshake, Name, Version, Setup, Optional, Play, Genmove };
    struct Pending
    {
        std::string command;
        Kind kind;
    };

    static std::string colour(core::Side s) { return s == core::Side::Black ? "black" : "white"; }

    void send(std::vector<std::string> &lines, const std::string &command, Kind kind)
    {
        lines.push_back(command);
        m_pending.push_back({command, kind});
    }
    bool hasPending(Kind kind) const
    {
        for (const Pending &p : m_pending) {
            if (p.kind == kind)
                return true;
        }
        return false;
    }

    ClientEvent genmoveReply(bool ok, const std::string &text)
    {
        if (!ok)
            return {ClientEvent::Kind::Error, {}, "genmove failed: " + text};
        if (toLower(text) == "resign")
            return {ClientEvent::Kind::Resign, {}, {}};
        const auto move = m_position ? parseGtpVertex(*m_position, text) : std::nullopt;
        if (!move)
            return {ClientEvent::Kind::Error, {}, "unreadable move '" + text + "'"};
        m_known.push_back(*move);
        return {ClientEvent::Kind::Move, *move, text};
    }

    std::deque<Pending> m_pending;
    std::vector<core::Move> m_known; // the moves the engine has been told or has played
    std::unique_ptr<core::Game> m_start;
    std::unique_ptr<core::Game> m_position;
    bool m_inReply = false;
    bool m_readyPending = false;
};

} // namespace

std::unique_ptr<ProtocolClient> makeGtpClient() { return std::make_unique<GtpClient>(); }

} // namespace qiju::protocols
