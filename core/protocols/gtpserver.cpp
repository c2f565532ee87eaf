#include "gtpserver.h"

#include <algorithm>
#include <cmath>
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>

#include "gogtp.h"
#include "movecodec.h"
#include "sgfmainline.h"
#include "textutil.h"

#include "formats/sgfgame.h"
#include "formats/sgfreader.h"
#include "games/gameregistry.h"

namespace qiju::protocols {

using core::GameId;
using core::Move;
using core::Side;

namespace {

bool hasBoardSizeRule(GameId game)
{
    const core::GameInfo &info = core::gameInfo(game);
    return info.minSize < info.maxSize;
}
bool hasKomi(GameId game) { return core::gameInfo(game).komi; }

std::string sideName(Side s) { return s == Side::Black ? "black" : "white"; }

// loadsgf reads files up to the size the GUI imports.
constexpr std::size_t kMaxSgfBytes = 4 * 1024 * 1024;

// GTP's preprocessing: control characters other than HT and LF removed, HT turned into a
// space, everything after '#' dropped.
std::string preprocess(std::string_view line)
{
    std::string out;
    for (char c : line) {
        if (c == '#')
            break;
        if (c == '\t')
            out += ' ';
        else if (static_cast<unsigned char>(c) >= 32 && c != 127)
            out += c;
    }
    return out;
}

// The rules without a handicap option.
std::string evenRules(const std::string &rules)
{
    std::string even;
    for (const std::string &w : splitWords(rules)) {
        if (!startsWith(w, "handicap="))
            appendWord(even, w);
    }
    return even;
}

std::string formatNumber(double v)
{
    std::ostringstream s;
    s << v;
    return s.str();
}

} // namespace

std::string withRuleOption(
    GameId game, const std::string &rules, std::string_view key, const std::string &value)
{
    std::string out;
    const auto words = splitWords(rules);
    const std::string prefix = std::string(key) + "=";
    for (const std::string &w : words) {
        if (startsWith(w, prefix))
            continue;
        appendWord(out, w);
    }
    if (out.empty()) {
        const auto presets = core::gameInfo(game).presets;
        if (!presets.empty())
            out = std::string(presets.front());
    }
    appendWord(out, prefix + value);
    return out;
}

std::optional<Side> parseColour(std::string_view text)
{
    const std::string c = toLower(text);
    if (c == "b" || c == "black")
        return Side::Black;
    if (c == "w" || c == "white")
        return Side::White;
    return std::nullopt;
}

GtpServer::GtpServer(EngineSession &session, EngineIdentity identity, std::ostream *log)
    : m_session(session)
    , m_identity(std::move(identity))
    , m_log(log)
{ }

const std::vector<std::string_view> &GtpServer::commands()
{
    static const std::vector<std::string_view> kCommands = {"protocol_version", "name", "version",
        "known_command", "list_commands", "quit", "boardsize", "clear_board", "komi", "play",
        "genmove", "reg_genmove", "undo", "showboard", "final_score", "final_status_list",
        "time_settings", "time_left", "kgs-time_settings", "loadsgf", "fixed_handicap", "place_free_handicap",
        "set_free_handicap", "gogui-rules_game_id", "gogui-rules_board_size",
        "gogui-rules_legal_moves", "gogui-rules_side_to_move", "gogui-rules_final_result",
        "gogui-rules_board", "qiju-game"};
    return kCommands;
}

std::string GtpServer::handle(std::string_view rawLine)
{
    const std::string line = preprocess(rawLine);
    auto words = splitWords(line);
    if (words.empty())
        return {};
    std::string id;
    if (std::all_of(words.front().begin(), words.front().end(),
            [](char c) { return c >= '0' && c <= '9'; })) {
        id = words.front();
        words.erase(words.begin());
    }
    Reply reply;
    if (words.empty()) {
        reply = {false, "unknown command"};
    } else {
        const std::string command = words.front();
        words.erase(words.begin());
        reply = dispatch(command, words);
    }
    std::string out = (reply.ok ? "=" : "?") + id;
    if (!reply.text.empty())
        out += " " + reply.text;
    out += "\n\n";
    return out;
}

int GtpServer::run(std::istream &in, std::ostream &out)
{
    std::string line;
    for (LineRead r; !m_quit && (r = readBoundedLine(in, line)) != LineRead::End;) {
        const std::string reply = r == LineRead::TooLong ? "? line too long\n\n" : handle(line);
        if (!reply.empty()) {
            out << reply;
            out.flush();
        }
    }
    return 0;
}

GtpServer::Reply GtpServer::dispatch(
    const std::string &command, const std::vector<std::string> &args)
{
    const auto &known = commands();
    if (std::find(known.begin(), known.end(), command) == known.end())
        return {false, "unknown command"};
    if (command == "protocol_version")
        return {true, "2"};
    if (command == "name")
        return {true, m_identity.name};
    if (command == "version")
        return {true, m_identity.version};
    if (command == "known_command") {
        if (args.size() != 1)
            return {false, "syntax error"};
        return {
            true, std::find(known.begin(), known.end(), args[0]) != known.end() ? "true" : "false"};
    }
    if (command == "list_commands") {
        std::string text;
        for (std::string_view c : known)
            appendWord(text, c, '\n');
        return {true, text};
    }
    if (command == "quit") {
        m_quit = true;
        return {};
    }
    if (command == "boardsize")
        return boardsize(args);
    if (command == "clear_board") {
        clearBoard();
        return {};
    }
    if (command == "komi")
        return komi(args);
    if (command == "play")
        return play(args);
    if (command == "genmove")
        return genmove(args, true);
    if (command == "reg_genmove")
        return genmove(args, false);
    if (command == "undo")
        return m_session.undo() ? Reply{} : Reply{false, "cannot undo"};
    if (command == "showboard")
        return {true, "\n" + boardRows(true)};
    if (command == "final_score")
        return finalScore();
    if (command == "final_status_list")
        return finalStatusList(args);
    if (command == "time_settings")
        return timeSettings(args);
    if (command == "time_left")
        return timeLeft(args);
    if (command == "kgs-time_settings")
        return kgsTimeSettings(args);
    if (command == "loadsgf")
        return loadSgf(args);
    if (command == "fixed_handicap")
        return fixedHandicap(args);
    if (command == "place_free_handicap")
        return placeFreeHandicap(args);
    if (command == "set_free_handicap")
        return setFreeHandicap(args);
    if (command == "gogui-rules_game_id")
        return {true, std::string(core::gameInfo(m_session.gameId()).name)};
    if (command == "gogui-rules_board_size")
        return {true, std::to_string(m_session.position().width())};
    if (command == "gogui-rules_legal_moves")
        return {true, legalMoves()};
    if (command == "gogui-rules_side_to_move")
        return {true, sideName(m_session.position().sideToMove())};
    if (command == "gogui-rules_final_result") {
        const auto result = m_session.position().result();
        if (!result)
            return {true, "unknown"};
        return {true, std::string(core::outcomeKey(result->outcome))};
    }
    if (command == "gogui-rules_board")
        return {true, "\n" + boardRows(false)};
    return switchGame(args); // qiju-game
}

bool GtpServer::bringToMove(Side colour)
{
    if (m_session.position().sideToMove() == colour)
        return true;
    if (m_session.position().check(Move::pass()) != core::MoveError::None)
        return false;
    return m_session.play(Move::pass()) == core::MoveError::None;
}

GtpServer::Reply GtpServer::play(const std::vector<std::string> &args)
{
    if (args.size() != 2)
        return {false, "syntax error"};
    const auto colour = parseColour(args[0]);
    if (!colour)
        return {false, "syntax error"};
    const auto move = parseGtpVertex(m_session.position(), args[1]);
    if (!move)
        return {false, "invalid coordinate"};
    if (m_session.isOver())
        return {false, "illegal move"};
    const std::size_t before = m_session.moves().size();
    if (!bringToMove(*colour))
        return {false, "illegal move"};
    const core::MoveError error = m_session.play(*move);
    if (error != core::MoveError::None) {
        while (m_session.moves().size() > before) // take back an inserted pass
            m_session.undo();
        if (m_log)
            *m_log << "qiju-engine: illegal move " << args[1] << " (" << core::moveErrorKey(error)
                   << ")\n";
        return {false, "illegal move"};
    }
    return {};
}

GtpServer::Reply GtpServer::genmove(const std::vector<std::string> &args, bool commit)
{
    if (args.size() != 1)
        return {false, "syntax error"};
    const auto colour = parseColour(args[0]);
    if (!colour)
        return {false, "syntax error"};
    if (m_session.isOver())
        return {true, "resign"};
    const std::size_t before = m_session.moves().size();
    if (!bringToMove(*colour))
        return {false, "it is not " + sideName(*colour) + "'s turn"};
    std::atomic<bool> stop{false};
    const auto start = std::chrono::steady_clock::now();
    const ai::SearchInfo info = m_session.think(m_session.nextLimits(), stop);
    // The engine's own clock runs on (time_left, if the controller sends it, sets it again).
    m_session.clock().charge(*colour,
        static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - start)
                             .count()));
    if (info.best.isNone() || info.resign) {
        while (m_session.moves().size() > before)
            m_session.undo();
        return {true, "resign"};
    }
    const std::string vertex = gtpVertex(m_session.position(), info.best);
    if (m_log)
        *m_log << "qiju-engine: " << vertex << " depth " << info.depth << " score " << info.score
               << " nodes " << info.nodes << " time " << info.elapsedMs << " ms\n";
    if (commit)
        m_session.play(info.best);
    else
        while (m_session.moves().size() > before)
            m_session.undo();
    return {true, vertex};
}

void GtpServer::clearBoard()
{
    // An empty board: a handicap (fixed or free) and a loaded setup last one game.
    m_session.reset(m_session.gameId(), evenRules(m_session.rules()));
}

GtpServer::Reply GtpServer::boardsize(const std::vector<std::string> &args)
{
    if (args.size() != 1)
        return {false, "syntax error"};
    const auto size = parseInt(args[0]);
    if (!size)
        return {false, "syntax error"};
    if (hasBoardSizeRule(m_session.gameId())) {
        const std::string rules = withRuleOption(
            m_session.gameId(), evenRules(m_session.rules()), "size", std::to_string(*size));
        if (!m_session.reset(m_session.gameId(), rules))
            return {false, "unacceptable size"};
        return {};
    }
    if (*size != m_session.position().width() || *size != m_session.position().height())
        return {false, "unacceptable size"};
    m_session.restart();
    return {};
}

GtpServer::Reply GtpServer::komi(const std::vector<std::string> &args)
{
    if (args.size() != 1)
        return {false, "syntax error"};
    const auto value = parseDouble(args[0]);
    if (!value)
        return {false, "syntax error"};
    if (!hasKomi(m_session.gameId()))
        return {}; // GTP: accepted; a game without komi ignores it
    const std::string rules
        = withRuleOption(m_session.gameId(), m_session.rules(), "komi", formatNumber(*value));
    if (!m_session.changeRules(rules))
        return {false, "komi not accepted"};
    return {};
}

GtpServer::Reply GtpServer::finalScore() const
{
    const core::Game &pos = m_session.position();
    auto result = pos.result();
    double black = 0;
    double white = 0;
    if (result) {
        black = result->blackScore;
        white = result->whiteScore;
    } else if (const auto count = goCountNow(pos)) {
        black = count->blackScore; // Go before both passed: the count as the stones stand
        white = count->whiteScore;
        result = count;
    } else if (core::gameInfo(m_session.gameId()).board == core::BoardKind::Cells) {
        black = pos.pieceCount(Side::Black); // the count so far (Othello, Ataxx)
        white = pos.pieceCount(Side::White);
    } else {
        return {false, "cannot score an unfinished game"};
    }
    const double diff = black - white;
    if (result && result->outcome != core::Outcome::Draw && diff == 0)
        return {true, result->outcome == core::Outcome::BlackWins ? "B+" : "W+"};
    if (diff == 0)
        return {true, "0"};
    std::string text = diff > 0 ? "B+" : "W+";
    text += formatNumber(std::fabs(diff));
    return {true, text};
}

GtpServer::Reply GtpServer::finalStatusList(const std::vector<std::string> &args) const
{
    if (args.size() != 1)
        return {false, "syntax error"};
    const std::string status = toLower(args[0]);
    if (status != "alive" && status != "dead" && status != "seki")
        return {false, "syntax error"};
    const core::Game &pos = m_session.position();
    const std::vector<core::Point> dead = goDeadStones(pos);
    std::string text;
    if (status == "dead") {
        for (core::Point p : dead)
            appendWord(text, gtpVertex(pos, Move::place(p)));
        return {true, text};
    }
    if (status == "seki")
        return {}; // seki chains are counted as alive
    for (int y = 0; y < pos.height(); ++y) {
        for (int x = 0; x < pos.width(); ++x) {
            const core::Cell c = pos.cell({x, y});
            const bool isDead
                = std::find(dead.begin(), dead.end(), core::Point{x, y}) != dead.end();
            if ((c == core::Cell::Black || c == core::Cell::White) && !isDead)
                appendWord(text, gtpVertex(pos, Move::place({x, y})));
        }
    }
    return {true, text};
}

GtpServer::Reply GtpServer::switchGame(const std::vector<std::string> &args)
{
    if (args.empty())
        return {true, std::string(core::gameKey(m_session.gameId()))};
    const auto game = core::gameFromKey(toLower(args[0]));
    if (!game || !core::gameInfo(*game).create)
        return {false, "unknown game"};
    std::string rules;
    for (std::size_t i = 1; i < args.size(); ++i)
        appendWord(rules, args[i]);
    if (!m_session.reset(*game, rules))
        return {false, "invalid rules"};
    return {};
}

GtpServer::Reply GtpServer::loadSgf(const std::vector<std::string> &args)
{
    if (args.empty() || args.size() > 2)
        return {false, "syntax error"};
    std::optional<long long> moveNumber;
    if (args.size() == 2) {
        moveNumber = parseInt(args[1]);
        if (!moveNumber || *moveNumber < 1)
            return {false, "syntax error"};
    }
    std::ifstream file(args[0], std::ios::binary);
    if (!file)
        return {false, "cannot load file"};
    // At most kMaxSgfBytes: one byte more is read only to tell that the file is larger.
    std::string text(kMaxSgfBytes + 1, '\0');
    file.read(text.data(), std::streamsize(text.size()));
    text.resize(std::size_t(file.gcount()));
    if (text.size() > kMaxSgfBytes)
        return {false, "file too large"};
    const auto record = readSgfMainLine(text);
    if (!record)
        return {false, "cannot load file"};
    std::string rules = m_session.rules();
    if (record->size > 0 && hasBoardSizeRule(m_session.gameId()))
        rules = withRuleOption(m_session.gameId(), rules, "size", std::to_string(record->size));
    if (record->komi && hasKomi(m_session.gameId()))
        rules = withRuleOption(m_session.gameId(), rules, "komi", formatNumber(*record->komi));
    EngineSession loaded(m_session.gameId());
    if (!loaded.reset(m_session.gameId(), rules))
        return {false, "cannot load file"};
    // A setup position (problems, GNU Go's regression files): the start SGF describes.
    std::string setup;
    if (!record->matchesStart(loaded.startPosition())) {
        const auto parsed = formats::parseSgf(text);
        const auto start
            = parsed.ok() ? formats::readSgfStart(parsed.trees.front()) : formats::SgfGameStart{};
        if (!start.ok() || !start.start || start.game != m_session.gameId()
            || !loaded.setStartPosition(start.start->positionText()))
            return {false, "cannot load setup stones"};
        setup = start.start->positionText();
    }
    // Moves up to (not including) moveNumber, as GTP says.
    const std::size_t limit
        = moveNumber ? static_cast<std::size_t>(*moveNumber - 1) : record->moves.size();
    std::vector<std::pair<Side, Move>> toPlay(
        record->moves.begin(), record->moves.begin() + std::min(limit, record->moves.size()));
    if (!m_session.reset(m_session.gameId(), rules)
        || (!setup.empty() && !m_session.setStartPosition(setup)))
        return {false, "cannot load file"};
    for (const auto &[colour, move] : toPlay) {
        if (!bringToMove(colour) || m_session.play(move) != core::MoveError::None)
            return {false, "illegal move in file"};
    }
    return {true, sideName(m_session.position().sideToMove())};
}

std::string GtpServer::legalMoves() const
{
    std::string text;
    const core::Game &pos = m_session.position();
    for (const Move &m : pos.legalMoves()) {
        if (m.kind == Move::Kind::Swap || m.kind == Move::Kind::Balance)
            continue;
        appendWord(text, gtpVertex(pos, m));
    }
    return text;
}

std::string GtpServer::boardRows(bool withCoordinates) const
{
    const core::Game &pos = m_session.position();
    std::string out;
    auto columnLabel = [&](int x) {
        const std::string v = gtpVertex(pos, Move::place({x, 0}));
        return std::string(1, v.empty() ? '?' : v.front());
    };
    auto rowLabel = [&](int y) {
        const std::string v = gtpVertex(pos, Move::place({0, y}));
        return v.size() > 1 ? v.substr(1) : std::string("?");
    };
    if (withCoordinates) {
        out += "   ";
        for (int x = 0; x < pos.width(); ++x) {
            out += ' ';
            out += columnLabel(x);
        }
        out += "\n";
    }
    for (int y = 0; y < pos.height(); ++y) {
        if (withCoordinates) {
            std::string label = rowLabel(y);
            out += std::string(3 - std::min<std::size_t>(3, label.size()), ' ') + label;
        }
        for (int x = 0; x < pos.width(); ++x) {
            const char *mark = ".";
            switch (pos.cell({x, y})) {
            case core::Cell::Black: mark = "X"; break;
            case core::Cell::White: mark = "O"; break;
            case core::Cell::Blocked: mark = "#"; break;
            case core::Cell::Empty: break;
            }
            if (withCoordinates || x > 0)
                out += " ";
            out += mark;
        }
        if (y + 1 < pos.height())
            out += "\n";
    }
    if (withCoordinates) {
        out += '\n';
        out += sideName(pos.sideToMove());
        out += " to move";
    }
    return out;
}

} // namespace qiju::protocols
