#include "uaiserver.h"

#include <iostream>
#include <sstream>

#include "movecodec.h"
#include "textutil.h"

namespace qiju::protocols {

using core::Move;

namespace {

std::string uaiMove(const core::Game &position, const Move &move)
{
    return move.isPass() || move.isNone() ? "0000" : gtpVertex(position, move);
}

} // namespace

UaiServer::UaiServer(
    EngineSession &session, EngineIdentity identity, std::ostream &out, std::ostream *log)
    : m_session(session)
    , m_identity(std::move(identity))
    , m_out(out)
    , m_log(log)
{ }

UaiServer::~UaiServer() { stopSearch(); }

void UaiServer::say(const std::string &line)
{
    std::lock_guard lock(m_outMutex);
    m_out << line << "\n";
    m_out.flush();
}

void UaiServer::stopSearch()
{
    m_stop = true;
    if (m_search.joinable())
        m_search.join();
    m_stop = false;
}

int UaiServer::run(std::istream &in)
{
    std::string line;
    for (LineRead r; !m_quit && (r = readBoundedLine(in, line)) != LineRead::End;) {
        if (r == LineRead::TooLong)
            say("info string line too long");
        else
            handle(line);
    }
    stopSearch();
    return 0;
}

void UaiServer::handle(std::string_view line)
{
    auto words = splitWords(line);
    if (words.empty())
        return;
    const std::string command = words.front();
    words.erase(words.begin());
    if (command == "uai") {
        say("id name " + m_identity.name + " " + m_identity.version);
        say("id author " + m_identity.author);
        say("uaiok");
    } else if (command == "isready") {
        say("readyok");
    } else if (command == "uainewgame") {
        stopSearch();
        m_session.newGame();
    } else if (command == "position") {
        stopSearch();
        position(words);
    } else if (command == "go") {
        stopSearch();
        go(words);
    } else if (command == "stop") {
        stopSearch();
    } else if (command == "quit") {
        stopSearch();
        m_quit = true;
    } else if (command == "setoption" || command == "debug" || command == "ponderhit") {
        // No options: accepted and ignored, as UCI asks.
    } else {
        say("info string unknown command " + command);
    }
}

void UaiServer::position(const std::vector<std::string> &args)
{
    std::size_t i = 0;
    // The engine keeps its tables while the start stays the same; uainewgame clears them.
    if (i < args.size() && args[i] == "startpos") {
        m_session.startFrom({});
        ++i;
    } else if (i < args.size() && args[i] == "fen") {
        std::string fen;
        for (++i; i < args.size() && args[i] != "moves"; ++i)
            appendWord(fen, args[i]);
        if (!m_session.startFrom(fen)) {
            say("info string invalid fen " + fen);
            return;
        }
    } else {
        say("info string expected startpos or fen");
        return;
    }
    if (i < args.size() && args[i] == "moves") {
        for (++i; i < args.size(); ++i) {
            const std::string &text = args[i];
            const auto move = text == "0000" ? std::optional(Move::pass())
                                             : parseGtpVertex(m_session.position(), text);
            if (!move || m_session.play(*move) != core::MoveError::None) {
                say("info string illegal move " + text);
                return;
            }
        }
    } else if (i < args.size()) {
        say("info string unexpected " + args[i]);
    }
}

void UaiServer::go(const std::vector<std::string> &args)
{
    ai::SearchLimits limits = m_session.nextLimits();
    const core::Side side = m_session.position().sideToMove();
    int wtime = -1, btime = -1, winc = 0, binc = 0, movesToGo = 0;
    bool explicitLimit = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &key = args[i];
        if (key == "infinite") {
            limits.timeMs = 0;
            limits.maxDepth = 0;
            explicitLimit = true;
            continue;
        }
        if (i + 1 >= args.size()) {
            say("info string missing value for " + key);
            return;
        }
        const auto value = parseInt(args[++i]);
        if (!value || *value < 0) {
            say("info string bad value for " + key);
            return;
        }
        const int v = static_cast<int>(std::min<long long>(*value, 1'000'000'000));
        if (key == "depth") {
            limits.maxDepth = v;
            limits.timeMs = 0;
            explicitLimit = true;
        } else if (key == "nodes") {
            limits.maxNodes = v;
            limits.timeMs = 0;
            explicitLimit = true;
        } else if (key == "movetime") {
            // A fixed node budget (--nodes) stands for the time: the same search at any load.
            if (m_session.nodes() == 0)
                limits.timeMs = std::max(1, v - 20);
            explicitLimit = true;
        } else if (key == "wtime") {
            wtime = v;
        } else if (key == "btime") {
            btime = v;
        } else if (key == "winc") {
            winc = v;
        } else if (key == "binc") {
            binc = v;
        } else if (key == "movestogo") {
            movesToGo = v;
        } else {
            say("info string unknown go parameter " + key);
            return;
        }
    }
    // UAI names the clocks by colour: 'x' (Black, first to move) has btime, 'o' has wtime.
    const int myTime = side == core::Side::Black ? btime : wtime;
    if (!explicitLimit && myTime >= 0) {
        TimeManager clock;
        clock.setRemaining(side, myTime, side == core::Side::Black ? binc : winc, movesToGo);
        const int budget = clock.budgetMs(
            side, estimateMovesLeft(emptyPoints(m_session.position())), m_session.moveTime());
        limits = m_session.limitsFor(budget);
    }
    m_stop = false;
    m_search = std::thread([this, limits] {
        const ai::SearchInfo info
            = m_session.think(limits, m_stop, [this](const ai::SearchInfo &progress) {
                  std::ostringstream s;
                  s << "info depth " << progress.depth << " score cp "
                    << static_cast<long long>(progress.score * 100) << " nodes " << progress.nodes
                    << " time " << progress.elapsedMs;
                  if (!progress.pv.empty()) {
                      s << " pv";
                      // The pv is written from the root position without replaying it: only
                      // its first move is certain to be in the root's notation, and Ataxx
                      // notation does not depend on the position.
                      for (const Move &m : progress.pv)
                          s << " " << uaiMove(m_session.position(), m);
                  }
                  say(s.str());
              });
        say("bestmove " + uaiMove(m_session.position(), info.best));
    });
}

} // namespace qiju::protocols
