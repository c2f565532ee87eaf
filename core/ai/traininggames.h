// What the evaluation trainers (Gomoku, Ataxx) share besides the fit: the games of a match log
// (the "Moves N: ..." lines `qiju-engine match` writes) and the options of their
// `train-eval <game>` command. Pure functions; no state.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "common/game.h"

namespace qiju::ai {

struct LoggedGame
{
    std::vector<core::Move> moves;
    core::GameResult result;
};

// Appends the games of `path`, played from `start`, that ended on the board (not by forfeit or
// resignation) and are not in `seen` (their move lists, which this extends). False with a
// message on `log` if the file cannot be read or a move is not legal.
bool readMatchLog(const std::string &path, const core::Game &start, std::vector<std::string> *seen,
    std::vector<LoggedGame> *games, std::ostream &log);

// The outcome of `result` for `side`: 1 won, 0.5 drawn, 0 lost.
double outcomeFor(const core::GameResult &result, core::Side side);

struct TrainOptions
{
    std::vector<std::string> files; // --games, one or more
    std::string rules;              // --rules
    double l2 = 1.0;                // --l2
    std::string out;                // --out
};

// `--games LOG [--games LOG ...] [--rules R] [--l2 X] --out FILE` into `options` (whose rules
// are the default). False with a message on `log` for anything else.
bool parseTrainOptions(const std::vector<std::string> &args, const char *command,
    TrainOptions *options, std::ostream &log);

} // namespace qiju::ai
