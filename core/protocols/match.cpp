#include "match.h"

#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <limits>
#include <random>
#include <set>
#include <sstream>
#include <utility>

#include "matchplayer.h"
#include "sprt.h"
#include "textutil.h"

#include "ai/gameprofile.h"
#include "games/gameregistry.h"

namespace qiju::protocols {

namespace {

struct MatchOptions
{
    core::GameId game{};
    std::string rules;
    std::string a = "qiju";
    std::string b;
    ClientProtocol aProtocol = ClientProtocol::Gtp;
    ClientProtocol bProtocol = ClientProtocol::Gtp;
    int games = 10;
    bool gamesGiven = false;
    bool sprt = false; // stop when the SPRT decides (--games is then the most to play)
    double elo0 = 0;
    double elo1 = 0;
    int timeMs = 1000;
    int timeoutMs = 0;     // adjudication: 0 = twice the time per move plus a second
    int openingPlies = -1; // -1: the game's default
    std::string openingsFile;
    std::uint64_t seed = 1;
};

// The most games an SPRT plays unless --games says otherwise.
constexpr int kSprtMaxGames = 2000;

double eloOf(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

std::unique_ptr<MatchPlayer> makePlayer(
    const MatchOptions &o, const std::string &spec, ClientProtocol protocol, std::ostream &log)
{
    if (spec == "qiju" || startsWith(spec, "qiju:") || startsWith(spec, "qiju,")) {
        std::string error;
        const auto options = parseQijuSpec(spec, &error);
        if (!options) {
            log << "qiju-engine: " << error << "\n";
            return nullptr;
        }
        return makeQijuPlayer(o.game, o.rules, *options);
    }
    return makeExternalPlayer(spec, protocol);
}

// Openings: random legal plies that leave the game open, or the lines of a file (moves in the
// game's notation separated by blanks; '#' starts a comment).
std::vector<std::vector<core::Move>> makeOpenings(
    const MatchOptions &o, const core::Game &start, std::ostream &log, bool *ok)
{
    std::vector<std::vector<core::Move>> openings;
    *ok = true;
    if (!o.openingsFile.empty()) {
        std::ifstream file(o.openingsFile);
        if (!file) {
            log << "qiju-engine: cannot read " << o.openingsFile << "\n";
            *ok = false;
            return openings;
        }
        std::string line;
        while (std::getline(file, line)) {
            line = line.substr(0, line.find('#'));
            auto game = start.clone();
            std::vector<core::Move> moves;
            for (const std::string &w : splitWords(line)) {
                const auto m = game->parseMove(w);
                if (!m || game->check(*m) != core::MoveError::None) {
                    log << "qiju-engine: illegal opening move '" << w << "'\n";
                    *ok = false;
                    return openings;
                }
                game->play(*m);
                moves.push_back(*m);
            }
            if (!moves.empty())
                openings.push_back(std::move(moves));
        }
        if (openings.empty()) {
            log << "qiju-engine: no openings in " << o.openingsFile << "\n";
            *ok = false;
        }
        return openings;
    }
    const int plies = o.openingPlies >= 0 ? o.openingPlies : ai::gameProfile(o.game).matchOpeningPlies;
    std::mt19937_64 random(o.seed);
    for (int pair = 0; pair < (o.games + 1) / 2; ++pair) {
        for (int attempt = 0; attempt < 100; ++attempt) {
            auto game = start.clone();
            std::vector<core::Move> moves;
            for (int i = 0; i < plies && !game->result(); ++i) {
                const auto legal = game->legalMoves();
                if (legal.empty())
                    break;
                const core::Move m = legal[random() % legal.size()];
                game->play(m);
                moves.push_back(m);
            }
            if (!game->result()) {
                openings.push_back(std::move(moves));
                break;
            }
        }
    }
    return openings;
}

std::optional<MatchOptions> parseOptions(const std::vector<std::string> &args, std::ostream &log)
{
    MatchOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &key = args[i];
        if (i + 1 >= args.size()) {
            log << "qiju-engine: " << key << " needs a value\n";
            return std::nullopt;
        }
        const std::string &value = args[++i];
        if (key == "--sprt") {
            const auto elo0 = parseDouble(value);
            const auto elo1 = i + 1 < args.size() ? parseDouble(args[++i]) : std::nullopt;
            if (!elo0 || !elo1 || *elo0 >= *elo1 || std::fabs(*elo0) > 1000
                || std::fabs(*elo1) > 1000) {
                log << "qiju-engine: --sprt needs ELO0 < ELO1\n";
                return std::nullopt;
            }
            o.sprt = true;
            o.elo0 = *elo0;
            o.elo1 = *elo1;
        } else if (key == "--game") {
            const auto g = core::gameFromKey(toLower(value));
            if (!g || !core::gameInfo(*g).create) {
                log << "qiju-engine: unknown game '" << value << "'\n";
                return std::nullopt;
            }
            o.game = *g;
        } else if (key == "--rules") {
            o.rules = value;
        } else if (key == "--a") {
            o.a = value;
        } else if (key == "--b") {
            o.b = value;
        } else if (key == "--a-protocol" || key == "--b-protocol") {
            const auto p = clientProtocolFromKey(toLower(value));
            if (!p) {
                log << "qiju-engine: unknown protocol '" << value << "'\n";
                return std::nullopt;
            }
            (key == "--a-protocol" ? o.aProtocol : o.bProtocol) = *p;
        } else if (key == "--games") {
            const auto n = parseInt(value);
            if (!n || *n < 1 || *n > 100000) {
                log << "qiju-engine: bad --games '" << value << "'\n";
                return std::nullopt;
            }
            o.games = static_cast<int>(*n);
            o.gamesGiven = true;
        } else if (key == "--time") {
            const auto s = parseDouble(value);
            if (!s || *s <= 0 || *s > 3600) {
                log << "qiju-engine: bad --time '" << value << "'\n";
                return std::nullopt;
            }
            o.timeMs = static_cast<int>(*s * 1000);
        } else if (key == "--timeout") {
            const auto s = parseDouble(value);
            if (!s || *s <= 0 || *s > 3600) {
                log << "qiju-engine: bad --timeout '" << value << "'\n";
                return std::nullopt;
            }
            o.timeoutMs = static_cast<int>(*s * 1000);
        } else if (key == "--openings") {
            o.openingsFile = value;
        } else if (key == "--opening-plies") {
            const auto n = parseInt(value);
            if (!n || *n < 0 || *n > 40) {
                log << "qiju-engine: bad --opening-plies '" << value << "'\n";
                return std::nullopt;
            }
            o.openingPlies = static_cast<int>(*n);
        } else if (key == "--seed") {
            const auto n = parseInt(value);
            if (!n) {
                log << "qiju-engine: bad --seed '" << value << "'\n";
                return std::nullopt;
            }
            o.seed = static_cast<std::uint64_t>(*n);
        } else {
            log << "qiju-engine: unexpected option '" << key << "'\n";
            return std::nullopt;
        }
    }
    if (o.b.empty()) {
        log << "qiju-engine: match needs --b\n";
        return std::nullopt;
    }
    if (o.sprt && !o.gamesGiven)
        o.games = kSprtMaxGames;
    return o;
}

std::string resultText(const core::GameResult &r)
{
    std::ostringstream s;
    s << (r.outcome == core::Outcome::BlackWins     ? "1-0"
            : r.outcome == core::Outcome::WhiteWins ? "0-1"
                                                    : "1/2-1/2");
    s << " (" << core::endReasonKey(r.reason);
    if (r.blackScore != 0 || r.whiteScore != 0)
        s << " " << r.blackScore << "-" << r.whiteScore;
    s << ")";
    return s.str();
}

} // namespace

EloEstimate eloEstimate(int wins, int losses, int draws)
{
    EloEstimate e;
    const double n = wins + losses + draws;
    if (n <= 0)
        return e;
    const double score = (wins + 0.5 * draws) / n;
    const double inf = std::numeric_limits<double>::infinity();
    if (score <= 0 || score >= 1)
        return {score <= 0 ? -inf : inf, inf};
    const double variance = (wins * std::pow(1 - score, 2) + losses * std::pow(0 - score, 2)
                                + draws * std::pow(0.5 - score, 2))
        / n;
    const double deviation = 1.959964 * std::sqrt(variance / n);
    e.diff = eloOf(score) + 0.0; // no "-0"
    const double high = score + deviation;
    const double low = score - deviation;
    // An interval that reaches 0% or 100% (few games) bounds nothing.
    e.margin = high >= 1 || low <= 0 ? inf : (eloOf(high) - eloOf(low)) / 2;
    return e;
}

std::string matchUsage()
{
    return "  match --b CMD [--a CMD] [--game G] [--rules R] [--a-protocol P] [--b-protocol P]\n"
           "        [--games N] [--time S] [--timeout S] [--openings FILE | --opening-plies K]\n"
           "        [--seed S] [--sprt ELO0 ELO1]\n"
           "        CMD: qiju[:level][,nodes=N][,depth=D][,threads=T] or a command line;\n"
           "        P: gtp, uai, gomocup, botzone-json, botzone-simple\n"
           "        --sprt: stop when the SPRT (alpha = beta = 0.05) accepts H0 (Elo <= ELO0)\n"
           "        or H1 (Elo >= ELO1), tested after each pair of games; --games is then\n"
           "        the most to play (default 2000)\n";
}

int runMatch(const std::vector<std::string> &args, std::ostream &out, std::ostream &log)
{
    const auto options = parseOptions(args, log);
    if (!options)
        return 2;
    const MatchOptions &o = *options;
    core::ParseError error = core::ParseError::None;
    const auto start = core::gameInfo(o.game).create(o.rules, &error);
    if (!start) {
        log << "qiju-engine: invalid rules '" << o.rules << "'\n";
        return 2;
    }
    auto a = makePlayer(o, o.a, o.aProtocol, log);
    auto b = makePlayer(o, o.b, o.bProtocol, log);
    if (!a || !b)
        return 2;
    bool ok = true;
    const auto openings = makeOpenings(o, *start, log, &ok);
    if (!ok)
        return 2;
    int winsA = 0, winsB = 0, draws = 0;
    int played = 0;
    SprtStatus sprt;
    // Each game once by colours and moves: engines that search a fixed number of nodes or
    // plies play an opening they meet again the same way, and such a copy is no new sample.
    std::set<std::pair<bool, std::string>> distinct; // (A had Black, the moves)
    for (int g = 0; g < o.games; ++g) {
        const bool aBlack = g % 2 == 0;
        MatchPlayer *black = aBlack ? a.get() : b.get();
        MatchPlayer *white = aBlack ? b.get() : a.get();
        std::string why;
        for (MatchPlayer *p : {black, white}) {
            if (!p->newGame(*start, o.timeMs, &why)) {
                log << "qiju-engine: " << p->name() << ": " << why << "\n";
                return 1;
            }
        }
        std::vector<core::Move> moves = openings.empty()
            ? std::vector<core::Move>{}
            : openings[static_cast<std::size_t>(g / 2) % openings.size()];
        auto game = replay(*start, moves);
        std::optional<core::GameResult> result;
        std::string note;
        while (!(result = game->result()) && moves.size() < 2000) {
            const core::Side side = game->sideToMove();
            const auto legal = game->legalMoves();
            core::Move move;
            if (legal.size() == 1 && legal.front().isPass()) {
                move = core::Move::pass(); // forced: nobody is asked
            } else {
                MatchPlayer *p = side == core::Side::Black ? black : white;
                const PlayerAnswer answer = p->move(
                    *start, moves, o.timeMs, o.timeoutMs > 0 ? o.timeoutMs : o.timeMs * 2 + 1000);
                if (answer.kind == PlayerAnswer::Kind::Resign) {
                    result
                        = core::GameResult::win(core::opposite(side), core::EndReason::Resignation);
                    break;
                }
                if (answer.kind == PlayerAnswer::Kind::Fault
                    || game->check(answer.move) != core::MoveError::None) {
                    note = p->name() + ": "
                        + (answer.kind == PlayerAnswer::Kind::Fault
                                ? answer.error
                                : "illegal move " + game->moveText(answer.move));
                    result = core::GameResult::win(core::opposite(side), core::EndReason::Forfeit);
                    break;
                }
                move = answer.move;
            }
            game->play(move);
            moves.push_back(move);
        }
        if (!result)
            result = core::GameResult{core::Outcome::Draw, core::EndReason::TurnLimit, 0, 0};
        const bool aWon
            = result->outcome == (aBlack ? core::Outcome::BlackWins : core::Outcome::WhiteWins);
        if (result->outcome == core::Outcome::Draw)
            ++draws;
        else if (aWon)
            ++winsA;
        else
            ++winsB;
        out << "Game " << g + 1 << ": " << black->name() << " (black) vs " << white->name()
            << " (white): " << resultText(*result) << ", " << moves.size() << " plies";
        if (!note.empty())
            out << " [" << note << "]";
        out << "\n";
        out.flush();
        // The moves on the log, so a game can be replayed and checked (e.g. by another
        // program's count of the final position).
        std::string record;
        for (const core::Move &m : moves)
            record += ' ' + game->moveText(m);
        log << "Moves " << g + 1 << ":" << record << "\n";
        distinct.emplace(aBlack, std::move(record));
        played = g + 1;
        if (o.sprt && (played % 2 == 0 || played == o.games)) {
            sprt = sprtStatus(winsA, winsB, draws, o.elo0, o.elo1);
            log << "SPRT after " << played << " games (" << winsA << "-" << winsB << "-" << draws
                << "): LLR " << std::fixed << std::setprecision(2) << sprt.llr << "\n";
            if (sprt.decision != SprtDecision::Continue)
                break;
        }
    }
    for (MatchPlayer *p : {a.get(), b.get()})
        p->finish();
    const EloEstimate elo = eloEstimate(winsA, winsB, draws);
    const double score = (winsA + 0.5 * draws) / std::max(played, 1);
    out << "A = " << a->name() << " (" << std::fixed << std::setprecision(0) << a->averageMs()
        << " ms/move avg, " << a->maxMs() << " max), B = " << b->name() << " (" << b->averageMs()
        << " ms/move avg, " << b->maxMs() << " max)\n";
    out << "Score " << winsA << "-" << winsB << "-" << draws << " (" << std::setprecision(1)
        << score * 100 << "%), Elo diff ";
    if (std::isinf(elo.diff))
        out << (elo.diff > 0 ? "+inf" : "-inf") << "\n";
    else
        out << std::showpos << std::setprecision(0) << elo.diff << std::noshowpos << " ± "
            << elo.margin << "\n";
    if (o.sprt) {
        out << "SPRT [" << std::showpos << std::setprecision(1) << o.elo0 << ", " << o.elo1
            << std::noshowpos << "]: LLR " << std::setprecision(2) << sprt.llr << " ("
            << sprt.lower << ", " << sprt.upper << ") "
            << (sprt.decision == SprtDecision::AcceptH1       ? "accepted H1"
                       : sprt.decision == SprtDecision::AcceptH0 ? "accepted H0"
                                                                 : "inconclusive")
            << " after " << played << " games\n";
    }
    if (static_cast<int>(distinct.size()) < played)
        out << "Distinct games: " << distinct.size() << " of " << played
            << " (the others repeat one move for move; the error bar above counts them all)\n";
    return 0;
}

} // namespace qiju::protocols
