// GtpServer: qiju-engine's Go Text Protocol v2 engine side for every game, with the GoGui
// rules extension (gogui-rules_*) and `qiju-game <name> [rules]`. Vertices per game come from
// movecodec.h; Go/NoGo take `boardsize`/`komi` into their rules text, the other games accept
// only their own size and ignore komi. Replies follow GTP: "=[id] text" or "?[id] error",
// then an empty line; malformed input gets "? ..." and the session goes on.
// One instance per session; not thread-safe.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>

#include "enginesession.h"

namespace qiju::protocols {

struct EngineIdentity
{
    std::string name = "Qiju";
    std::string version = "0.1.0";
    std::string author = "The Qiju developers";
};

class GtpServer
{
public:
    GtpServer(EngineSession &session, EngineIdentity identity, std::ostream *log = nullptr);

    // One input line; returns the complete reply (ending in an empty line), or an empty string
    // for blank and comment lines.
    std::string handle(std::string_view line);
    bool quitRequested() const { return m_quit; }
    // Reads commands until quit or end of input; replies are flushed one by one.
    int run(std::istream &in, std::ostream &out);

    static const std::vector<std::string_view> &commands();

private:
    struct Reply
    {
        bool ok = true;
        std::string text;
    };
    Reply dispatch(const std::string &command, const std::vector<std::string> &args);
    Reply play(const std::vector<std::string> &args);
    Reply genmove(const std::vector<std::string> &args, bool commit);
    void clearBoard();
    Reply boardsize(const std::vector<std::string> &args);
    Reply komi(const std::vector<std::string> &args);
    Reply finalScore() const;
    Reply finalStatusList(const std::vector<std::string> &args) const;
    Reply timeSettings(const std::vector<std::string> &args);
    Reply timeLeft(const std::vector<std::string> &args);
    Reply kgsTimeSettings(const std::vector<std::string> &args);
    Reply switchGame(const std::vector<std::string> &args);
    Reply loadSgf(const std::vector<std::string> &args);
    // Go handicaps (gtphandicap.cpp): the stones are the start position, not moves.
    Reply fixedHandicap(const std::vector<std::string> &args);
    Reply placeFreeHandicap(const std::vector<std::string> &args);
    Reply setFreeHandicap(const std::vector<std::string> &args);
    // Why a handicap command cannot run now (not Go, or the board is not empty); nullopt if
    // it can.
    std::optional<Reply> handicapRefusal() const;
    // fixed_handicap's / place_free_handicap's count into `stones` (2 up to the standard
    // points, or up to all points but one), or the reply refusing the command.
    std::optional<Reply> handicapCount(
        const std::vector<std::string> &args, bool standardPoints, int *stones) const;
    std::string vertexList(const std::vector<core::Point> &points) const;
    std::string legalMoves() const;
    std::string boardRows(bool withCoordinates) const;
    // Makes `colour` the side to move by playing a pass for the other side when the rules
    // allow it (a forced Othello pass, a Go pass); false if that is impossible.
    bool bringToMove(core::Side colour);

    EngineSession &m_session;
    EngineIdentity m_identity;
    std::ostream *m_log;
    bool m_quit = false;
};

// `rules` with the option key=value set (replacing an earlier value of the key); an empty
// rules text starts from the game's default preset.
std::string withRuleOption(
    core::GameId game, const std::string &rules, std::string_view key, const std::string &value);
// "black"/"b"/"white"/"w" in any case.
std::optional<core::Side> parseColour(std::string_view text);

} // namespace qiju::protocols
