// Problem suites: files of positions with known exact answers (Edax/FFO .obf: a position, the
// side to move, then "move:score;" for every legal move, best first), solved by the engine
// and checked. Plain functions; the caller owns the output stream.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace qiju::ai {

struct ObfProblem
{
    int number = 0; // the problem's place in the file, from 1
    std::string position; // the 64 squares and the side, as in the file
    std::vector<std::pair<std::string, int>> moveScores; // lower-case move text, exact score
    int bestScore() const { return moveScores.empty() ? 0 : moveScores.front().second; }
};

// Reads an .obf file; problems are numbered by their place in the file (1, 2, ...; a file
// name such as "fforum-40-59.obf" says nothing about it). Lines that are empty or start with
// '%' or '#' are skipped.
// nullopt if the file cannot be read or a line is malformed.
std::optional<std::vector<ObfProblem>> readObf(const std::string &path);

struct SuiteOptions
{
    double timeSeconds = 0; // per problem; 0 = unlimited
    int threads = 1; // search threads (Lazy SMP)
};

// Solves every problem exactly and prints one line per problem and a final "solved N/M" line.
// Returns the number of problems not solved (a wrong move or score, or out of time); -1 if
// the file cannot be read.
int runObfSuite(const std::string &path, const SuiteOptions &options, std::ostream &out);

} // namespace qiju::ai
