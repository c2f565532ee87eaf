// Fitting the Gomoku move order to a teacher's moves: the games of `qiju-engine match` logs
// are replayed, and at each move of the teacher (an engine named on the command line, a
// stronger one than Qiju) the points the alpha-beta would order there (gomokusearchmoves.cpp:
// every defence and four against an open three, else the points near the stones) are scored
// by a weight per class of the shape a stone there makes for the mover and another for the
// opponent (pointClass(), 1,365 classes each); a softmax over those points is fitted to the
// move played (minibatch Adam on the cross entropy, a little L2). Every tenth game is held out
// to measure how often the played move comes first, in the first three and in the first
// sixteen, next to the hand-set shape order (moveScore()). Then the C++ source of
// gomokuorderweights.cpp is written. Deterministic; single-threaded; no shared state.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace qiju::ai::gomoku {

// A game as the teacher played it: the moves, which side's moves teach, and how many of the
// first moves were the match's opening (nobody's choice).
struct TeacherGame
{
    std::vector<std::string> moves;
    bool teacherIsBlack = true;
    int openingPlies = 0;
};

struct TeacherOptions
{
    std::vector<std::string> logs;     // --games: a match's output, stdout and stderr together
    std::string teacher;               // --teacher: part of the teaching engine's name
    std::vector<std::string> openings; // --openings: the matches' opening files
    std::vector<std::string> exclude;  // --exclude: games from these openings are left out
};

// The games of the logs' "Game N: BLACK (black) vs WHITE (white): ..." and "Moves N: ..."
// lines in which exactly one side's name contains the teacher's. A game's opening is the
// longest line of the opening files its moves begin with (none: no opening plies); a game
// beginning with a line of the exclude files, or seen before (same moves), is left out.
// False with a message on `log` if a file cannot be read.
bool readTeacherGames(
    const TeacherOptions &options, std::vector<TeacherGame> *games, std::ostream &log);

// The order's weights fitted on `games` under `rules` (e.g. "freestyle"): kPointClasses for
// the mover's class of a point, then as many for the opponent's, in logits; `epochs` passes
// over the training positions (all games but every tenth), L2 `l2`. The fit's progress and
// its hold-out measures go to `log`. Empty, with a message, if a move cannot be read or no
// position has a choice.
std::vector<double> fitOrder(const std::vector<TeacherGame> &games, const std::string &rules,
    int epochs, double l2, std::ostream &log);

// `train-order gomoku --games LOG [--games LOG ...] --teacher NAME [--openings FILE ...]
// [--exclude FILE ...] [--rules R] [--epochs N] [--l2 X] --out FILE`.
int runTrainOrder(const std::vector<std::string> &args, std::ostream &log);

} // namespace qiju::ai::gomoku
