#include "servercommands.h"

#include <algorithm>
#include <iostream>

#include "botzoneserver.h"
#include "gomocupserver.h"
#include "gtpserver.h"
#include "textutil.h"
#include "uaiserver.h"

#include "ai/gameprofile.h"
#include "games/gameregistry.h"

#ifndef QIJU_VERSION
#define QIJU_VERSION "0.1.0"
#endif

namespace qiju::protocols {

namespace {

struct ServerOptions
{
    core::GameId game{};
    std::string rules;
    std::optional<ai::Level> level;
    int timeMs = 0;
    std::int64_t playouts = 0; // Go and NoGo: fixed playouts per move, no time limit
    std::int64_t nodes = 0;    // alpha-beta games: fixed nodes per move, no time limit
    int threads = 0;           // 0 = the level's
    bool keepRunning = true;
};

// Botzone allows one second per move (C++ bots); answer well within it.
constexpr int kBotzoneMs = 800;

std::optional<ServerOptions> parseOptions(
    std::string_view command, const std::vector<std::string> &args, std::ostream &log)
{
    ServerOptions o;
    std::size_t i = 0;
    if (const auto own = core::gameForProtocol(command)) // uai: Ataxx; gomocup: Gomoku
        o.game = *own;
    if (command == "botzone") {
        if (args.empty()) {
            log << "qiju-engine: botzone needs a game\n";
            return std::nullopt;
        }
        // Botzone's own game names are accepted too.
        const std::string name = toLower(args[0]);
        const auto game = core::gameFromKey(name == "reversi" ? "othello" : name);
        if (!game) {
            log << "qiju-engine: unknown game '" << args[0] << "'\n";
            return std::nullopt;
        }
        o.game = *game;
        i = 1;
    }
    for (; i < args.size(); ++i) {
        const std::string &key = args[i];
        const bool hasValue = i + 1 < args.size();
        if (key == "--game" && hasValue && command == "gtp") {
            const auto game = core::gameFromKey(toLower(args[++i]));
            if (!game) {
                log << "qiju-engine: unknown game '" << args[i] << "'\n";
                return std::nullopt;
            }
            o.game = *game;
        } else if (key == "--rules" && hasValue) {
            o.rules = args[++i];
        } else if (key == "--level" && hasValue) {
            o.level = ai::levelFromKey(toLower(args[++i]));
            if (!o.level) {
                log << "qiju-engine: unknown level '" << args[i] << "'\n";
                return std::nullopt;
            }
        } else if (key == "--time" && hasValue) {
            const auto seconds = parseDouble(args[++i]);
            if (!seconds || *seconds <= 0 || *seconds > 3600) {
                log << "qiju-engine: bad --time '" << args[i] << "'\n";
                return std::nullopt;
            }
            o.timeMs = static_cast<int>(*seconds * 1000);
        } else if ((key == "--playouts" || key == "--nodes" || key == "--threads") && hasValue) {
            const double most = key == "--threads" ? 64 : key == "--nodes" ? 1e12 : 1e9;
            const auto n = parseDouble(args[++i]);
            if (!n || *n < 1 || *n > most
                || *n != static_cast<double>(static_cast<std::int64_t>(*n))) {
                log << "qiju-engine: bad " << key << " '" << args[i] << "'\n";
                return std::nullopt;
            }
            const auto value = static_cast<std::int64_t>(*n);
            if (key == "--playouts")
                o.playouts = value;
            else if (key == "--nodes")
                o.nodes = value;
            else
                o.threads = static_cast<int>(value);
        } else if (key == "--no-keep-running" && command == "botzone") {
            o.keepRunning = false;
        } else {
            log << "qiju-engine: unexpected option '" << key << "'\n";
            return std::nullopt;
        }
    }
    if (o.playouts > 0 && !ai::gameProfile(o.game).playouts) {
        log << "qiju-engine: --playouts is for go and nogo only\n";
        return std::nullopt;
    }
    if (o.nodes > 0 && ai::gameProfile(o.game).playouts) {
        log << "qiju-engine: --nodes is not for go and nogo (use --playouts)\n";
        return std::nullopt;
    }
    if (o.rules.empty() && command == "uai")
        o.rules = "uai";
    // A game with a Botzone preset plays it on Botzone (Ataxx, NoGo).
    const auto &presets = core::gameInfo(o.game).presets;
    if (o.rules.empty() && command == "botzone"
        && std::find(presets.begin(), presets.end(), "botzone") != presets.end())
        o.rules = "botzone";
    return o;
}

} // namespace

bool isServerCommand(std::string_view command)
{
    return command == "gtp" || command == "uai" || command == "gomocup" || command == "botzone";
}

std::string serverUsage()
{
    return "  gtp [--game G] [--rules R] [--level L | --time S] [--playouts N (go, nogo)]\n"
           "      [--nodes N (othello, gomoku, ataxx)]\n"
           "  uai [--rules R] [--level L | --time S] [--nodes N]\n"
           "  gomocup [--level L | --time S] [--nodes N]\n"
           "  botzone <game> [--rules R] [--level L | --time S] [--no-keep-running]\n"
           "    each also takes --threads T (search threads; default: the level's)\n";
}

int runServer(std::string_view command, const std::vector<std::string> &args, std::istream &in,
    std::ostream &out, std::ostream &log)
{
    const auto options = parseOptions(command, args, log);
    if (!options)
        return 2;
    if (!core::gameInfo(options->game).create) {
        log << "qiju-engine: " << core::gameKey(options->game) << " is not available yet\n";
        return 2;
    }
    EngineSession session(options->game);
    core::ParseError error = core::ParseError::None;
    if (!session.reset(options->game, options->rules, &error)) {
        log << "qiju-engine: invalid rules '" << options->rules << "'\n";
        return 2;
    }
    session.setLevel(options->level.value_or(ai::Level::Expert));
    int timeMs = options->timeMs > 0 ? options->timeMs : 1000;
    if (command == "botzone")
        timeMs = std::min(options->timeMs > 0 ? options->timeMs : kBotzoneMs, kBotzoneMs);
    session.setMoveTime(timeMs);
    session.setPlayouts(options->playouts);
    session.setNodes(options->nodes);
    session.setThreads(options->threads);

    EngineIdentity identity;
    identity.version = QIJU_VERSION;
    if (command == "gtp")
        return GtpServer(session, identity, &log).run(in, out);
    if (command == "uai")
        return UaiServer(session, identity, out, &log).run(in);
    if (command == "gomocup")
        return GomocupServer(session, identity, &log).run(in, out);
    return BotzoneServer(session, options->keepRunning, &log).run(in, out);
}

} // namespace qiju::protocols
