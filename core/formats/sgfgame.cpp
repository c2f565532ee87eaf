#include "sgfgame.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

#include "common/textutil.h"
#include "games/gameregistry.h"
#include "games/go/gogame.h"
#include "games/go/gotext.h"

namespace qiju::formats {

using core::Cell;
using core::GameId;
using core::Move;
using core::Point;
using core::Side;

namespace {

std::string trimmed(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return std::string(s);
}

std::optional<int> toInt(std::string_view s)
{
    const std::string t = trimmed(s);
    int v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc() || end != t.data() + t.size())
        return std::nullopt;
    return v;
}

std::optional<double> toDouble(std::string_view s)
{
    const std::string t = trimmed(s);
    double v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc() || end != t.data() + t.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::string number(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

// Some games' records use the game's own notation ("f5" in Othello); the others SGF letter
// pairs.
std::string sgfMovePoint(GameId game, Point p)
{
    return core::gameInfo(game).sgfNamedPoints ? othelloPointText(p) : sgfPointText(p);
}

bool hasMoveProperty(const SgfNode &n) { return n.find("B") || n.find("W") || n.find("QM"); }

// The game of an SGF GM number: the row whose RU word the record's RU holds, else the row of
// that GM without one.
std::optional<GameId> sgfGameOf(std::string_view gm, const std::string &ru)
{
    const std::string lowerRu = core::toLower(ru);
    std::optional<GameId> plain;
    for (const core::GameInfo &g : core::gameRegistry()) {
        if (g.sgfGame == 0 || std::to_string(g.sgfGame) != gm)
            continue;
        if (g.sgfRules.empty())
            plain = g.id;
        else if (lowerRu.find(core::toLower(g.sgfRules)) != std::string::npos)
            return g.id;
    }
    return plain;
}

go::GoRules goPresetFromRu(const std::string &ru)
{
    const std::string r = core::toLower(ru);
    if (r.find("japan") != std::string::npos || r.starts_with("jp"))
        return go::GoRules::japanese();
    if (r.find("ing") != std::string::npos || r.find("goe") != std::string::npos)
        return go::GoRules::ing();
    if (r.find("tromp") != std::string::npos || r.starts_with("tt"))
        return go::GoRules::trompTaylor();
    return go::GoRules::chinese();
}

std::string goRuName(const go::GoRules &rules)
{
    const std::string text = rules.toText();
    const std::string preset = text.substr(0, text.find(' '));
    if (preset == "japanese")
        return "Japanese";
    if (preset == "ing")
        return "Ing";
    if (preset == "tromp-taylor")
        return "Tromp-Taylor";
    return "Chinese";
}

// The colour of the first move on the main line below `from`, if any.
std::optional<Side> firstMoveColour(const SgfTree &tree, int from)
{
    for (int i = from; i >= 0;) {
        const SgfNode &n = tree.node(i);
        if (n.find("B"))
            return Side::Black;
        if (n.find("W"))
            return Side::White;
        i = n.children.empty() ? -1 : n.children.front();
    }
    return std::nullopt;
}

} // namespace

std::string sgfComment(const SgfNode &n)
{
    const SgfProperty *c = n.find("C");
    std::string out;
    if (!c)
        return out;
    for (const std::string &v : c->values) {
        if (!out.empty())
            out += '\n';
        out += v;
    }
    return out;
}

SgfGameStart readSgfStart(const SgfTree &tree)
{
    // What the root says that Qiju reads into the game, or writes from it, itself.
    const auto isQijuRootProperty = [](std::string_view id) {
        static constexpr std::string_view kOwn[] = {"FF", "GM", "CA", "AP", "SZ", "PB", "PW", "KM",
            "HA", "RU", "QR", "AB", "AW", "AE", "PL", "C"};
        return std::find(std::begin(kOwn), std::end(kOwn), id) != std::end(kOwn);
    };
    SgfGameStart r;
    auto fail = [&r](SgfGameError e, std::string detail) {
        r.error = e;
        r.detail = std::move(detail);
        r.start.reset();
        return std::move(r);
    };
    const SgfNode &root = tree.node(tree.root());
    const std::string gm = trimmed(root.value("GM").value_or("1"));
    const std::string ru = root.value("RU").value_or("");
    const auto game = sgfGameOf(gm, ru);
    if (!game)
        return fail(SgfGameError::UnknownGame, gm);
    r.game = *game;
    const core::GameInfo &info = core::gameInfo(r.game);

    int size = info.defaultSize;
    if (const auto sz = root.value("SZ")) {
        std::string v = trimmed(*sz);
        const std::size_t colon = v.find(':');
        if (colon != std::string::npos) { // "w:h" is fine when square
            if (v.substr(0, colon) != v.substr(colon + 1))
                return fail(SgfGameError::BadSize, *sz);
            v = v.substr(0, colon);
        }
        const auto n = toInt(v);
        if (!n)
            return fail(SgfGameError::BadSize, *sz);
        size = *n;
    }
    if (size < info.minSize || size > info.maxSize)
        return fail(SgfGameError::BadSize, std::to_string(size));

    // Setup: the root and the move-less nodes on a single line before the first move.
    std::vector<Cell> cells(std::size_t(size * size), Cell::Empty);
    bool hasSetup = false;
    std::optional<Side> toPlay;
    std::vector<std::string> comments;
    for (int i = tree.root();;) {
        const SgfNode &n = tree.node(i);
        for (const char *id : {"AE", "AB", "AW"}) {
            const SgfProperty *p = n.find(id);
            if (!p)
                continue;
            const auto points = sgfPointList(p->values, info.sgfNamedPoints);
            if (!points)
                return fail(SgfGameError::BadSetup, id);
            hasSetup = true;
            for (const Point q : *points) {
                if (q.x >= size || q.y >= size)
                    return fail(SgfGameError::BadSetup, sgfPointText(q));
                cells[std::size_t(q.y * size + q.x)]
                    = id[1] == 'E' ? Cell::Empty : (id[1] == 'B' ? Cell::Black : Cell::White);
            }
        }
        if (const auto pl = n.value("PL")) {
            const std::string v = core::toLower(trimmed(*pl));
            if (v == "b" || v == "1" || v == "black")
                toPlay = Side::Black;
            else if (v == "w" || v == "2" || v == "white")
                toPlay = Side::White;
            else
                return fail(SgfGameError::BadSetup, "PL " + *pl);
        }
        if (const std::string c = sgfComment(n); !c.empty())
            comments.push_back(c);
        r.movesFrom = i;
        if (n.children.size() != 1 || hasMoveProperty(tree.node(n.children.front())))
            break;
        i = n.children.front();
    }
    for (const std::string &c : comments)
        r.comment += (r.comment.empty() ? "" : "\n") + c;
    r.black = root.value("PB").value_or("");
    r.white = root.value("PW").value_or("");
    for (const SgfProperty &p : root.properties) {
        if (!isQijuRootProperty(p.id))
            r.info.push_back(p);
    }

    // Rules: QR (Qiju's own) or what the standard properties say.
    if (const auto qr = root.value("QR")) {
        r.rules = *qr;
    } else if (r.game == GameId::Go) {
        go::GoRules rules = goPresetFromRu(ru);
        rules.size = size;
        rules.komi = 0;
        if (const auto km = root.value("KM")) {
            const auto komi = toDouble(*km);
            if (!komi)
                return fail(SgfGameError::BadRules, "KM " + *km);
            rules.komi = std::round(*komi * 2) / 2;
        }
        if (const auto ha = root.value("HA")) {
            const auto n = toInt(*ha);
            if (!n || *n < 0)
                return fail(SgfGameError::BadRules, "HA " + *ha);
            // Only the standard placement becomes the rule; other stones stay a setup.
            if (*n >= 2 && *n <= go::maxHandicap(size))
                rules.handicap = *n;
        }
        r.rules = rules.toText();
    } else if (r.game == GameId::Nogo) {
        r.rules = "botzone";
    } else { // a preset named in RU (Gomoku's "renju")
        const std::string v = core::toLower(ru);
        for (std::string_view preset : info.presets) {
            if (v.find(preset) != std::string::npos)
                r.rules = std::string(preset);
        }
    }
    core::ParseError pe = core::ParseError::None;
    r.start = info.create(r.rules, &pe);
    if (!r.start)
        return fail(SgfGameError::BadRules, r.rules);
    r.rules = r.start->rulesText();
    if (!toPlay)
        toPlay = firstMoveColour(tree, r.movesFrom);

    // The rules' own start, or a setup position.
    bool same = !hasSetup || [&] {
        for (int y = 0; y < size; ++y) {
            for (int x = 0; x < size; ++x) {
                if (r.start->cell({x, y}) != cells[std::size_t(y * size + x)])
                    return false;
            }
        }
        return true;
    }();
    if (same && (!toPlay || *toPlay == r.start->sideToMove()))
        return r;
    core::BoardSetup setup(size, size);
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) // only PL: the rules' own stones, another side to move
            setup.set({x, y}, hasSetup ? cells[std::size_t(y * size + x)] : r.start->cell({x, y}));
    }
    setup.toMove = toPlay.value_or(r.start->sideToMove());
    // Arranged as given (Go: HA stones written elsewhere than the standard points stay a
    // setup without the handicap rule), then read back from its text, which judges it as a
    // loaded position is judged.
    const auto arranged = info.arrange(r.rules, setup);
    if (!arranged)
        return fail(SgfGameError::BadSetup, {});
    const std::string text = arranged->positionText();
    r.start = info.fromText(arranged->rulesText(), text, &pe);
    if (!r.start)
        return fail(SgfGameError::BadSetup, text);
    r.rules = r.start->rulesText();
    r.standardStart = false;
    return r;
}

SgfNodeMoves sgfNodeMoves(const SgfNode &n, const core::Game &pos, int ply)
{
    SgfNodeMoves r;
    const SgfProperty *b = n.find("B");
    const SgfProperty *w = n.find("W");
    const SgfProperty *qm = n.find("QM");
    if (!b && !w && !qm)
        return r;
    r.hasMove = true;
    const std::string value
        = qm ? n.value("QM").value_or("") : (b ? n.value("B") : n.value("W")).value_or("");
    auto fail = [&r, ply, &value](SgfGameError e) {
        r.error = e;
        r.detail = std::to_string(ply) + ": " + value;
        r.moves.clear();
        return std::move(r);
    };
    if ((b && w) || (qm && (b || w)))
        return fail(SgfGameError::BadMove);
    Move move;
    if (qm) {
        const auto m = pos.parseMove(value);
        if (!m)
            return fail(SgfGameError::BadMove);
        move = *m;
    } else {
        const std::string v = core::toLower(trimmed(value));
        if (v.empty() || v == "pass" || (v == "tt" && pos.width() <= 19)) {
            move = Move::pass();
        } else if (const auto p = recordPoint(trimmed(value), core::gameInfo(pos.id()).sgfNamedPoints)) {
            if (!pos.contains(*p))
                return fail(SgfGameError::BadMove);
            move = Move::place(*p);
        } else {
            return fail(SgfGameError::BadMove);
        }
        const Side side = b ? Side::Black : Side::White;
        if (move.isPass() && pos.check(move) == core::MoveError::GameOver)
            return r; // a pass after the game ended by passes: nothing to play
        if (side != pos.sideToMove()) {
            // Whoever should move passes first (Othello's implicit forced pass).
            if (pos.check(Move::pass()) != core::MoveError::None || move.isPass())
                return fail(SgfGameError::IllegalMove);
            r.moves.push_back(Move::pass());
        }
    }
    if (r.moves.empty()) {
        if (pos.check(move) != core::MoveError::None)
            return fail(SgfGameError::IllegalMove);
    } else {
        auto after = pos.clone();
        after->play(r.moves.front());
        if (after->check(move) != core::MoveError::None)
            return fail(SgfGameError::IllegalMove);
    }
    r.moves.push_back(move);
    return r;
}

SgfNode sgfRootNode(const core::Game &start, const SgfGameInfo &info)
{
    SgfNode root;
    const GameId game = start.id();
    const core::GameInfo &facts = core::gameInfo(game);
    root.set("FF", {"4"});
    root.set("GM", {std::to_string(facts.sgfGame)});
    root.set("CA", {"UTF-8"});
    root.set("AP", {"Qiju"});
    root.set("SZ", {std::to_string(start.width())});
    if (!info.black.empty())
        root.set("PB", {info.black});
    if (!info.white.empty())
        root.set("PW", {info.white});
    // A record's own information in its order (its DT and RE included), then what Qiju knows.
    if (info.record) {
        for (const SgfProperty &p : *info.record)
            root.properties.push_back(p);
    }
    if (!info.record && !info.date.empty())
        root.set("DT", {info.date}); // an imported record without a date gets none
    if (!root.find("RE") && info.result)
        root.set("RE", {sgfResultText(*info.result)});
    if (game == GameId::Go) {
        core::ParseError pe = core::ParseError::None;
        auto fresh = go::GoGame::create(start.rulesText(), &pe);
        if (fresh) {
            const go::GoRules &rules = static_cast<const go::GoGame &>(*fresh).rules();
            root.set("KM", {number(rules.komi)});
            if (rules.handicap >= 2)
                root.set("HA", {std::to_string(rules.handicap)});
            root.set("RU", {goRuName(rules)});
        }
    } else if (!facts.sgfRules.empty()) {
        root.set("RU", {std::string(facts.sgfRules)});
    }
    root.set("QR", {start.rulesText()});
    // Setup and handicap stones; Othello always with its (start) discs and PL[B], as Othello
    // programs write them. Gomoku's own start is the empty board: nothing to write then.
    std::vector<std::string> black;
    std::vector<std::string> white;
    for (int y = 0; y < start.height(); ++y) {
        for (int x = 0; x < start.width(); ++x) {
            const Cell c = start.cell({x, y});
            if (c == Cell::Black)
                black.push_back(sgfMovePoint(game, {x, y}));
            else if (c == Cell::White)
                white.push_back(sgfMovePoint(game, {x, y}));
        }
    }
    if (!black.empty())
        root.set("AB", std::move(black));
    if (!white.empty())
        root.set("AW", std::move(white));
    if (start.sideToMove() == Side::White || facts.sgfNamedPoints)
        root.set("PL", {start.sideToMove() == Side::White ? "W" : "B"});
    return root;
}

SgfProperty sgfMoveProperty(const core::Game &pos, const core::Move &move)
{
    const std::string colour = pos.sideToMove() == Side::Black ? "B" : "W";
    switch (move.kind) {
    case Move::Kind::Place: return {colour, {sgfMovePoint(pos.id(), move.to)}};
    case Move::Kind::Pass: return {colour, {""}};
    default: return {"QM", {pos.moveText(move)}};
    }
}

std::string sgfResultText(const core::GameResult &result)
{
    if (result.outcome == core::Outcome::Draw)
        return "0";
    std::string s = result.outcome == core::Outcome::BlackWins ? "B+" : "W+";
    switch (result.reason) {
    case core::EndReason::Count: return s + number(std::abs(result.blackScore - result.whiteScore));
    case core::EndReason::Resignation: return s + "R";
    case core::EndReason::Time: return s + "T";
    case core::EndReason::Forfeit: return s + "F";
    default: return s;
    }
}

std::string_view sgfGameErrorKey(SgfGameError e)
{
    switch (e) {
    case SgfGameError::None: return "ok";
    case SgfGameError::UnknownGame: return "unknown game";
    case SgfGameError::BadSize: return "bad board size";
    case SgfGameError::BadRules: return "bad rules";
    case SgfGameError::BadSetup: return "bad setup";
    case SgfGameError::BadMove: return "bad move";
    case SgfGameError::IllegalMove: return "illegal move";
    }
    return "error";
}

} // namespace qiju::formats
