// qiju-engine's verbs for the Go move model: `predict go FILE` (top-1/top-5 accuracy of the
// priors on game records) and `fit-go-moves` (fits the weights file from game records).
// Results on `out`, diagnostics and refused records on `err`. Plain functions.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace qiju::ai::go {

std::string moveModelUsage();
// args after the verb; returns the process exit code (2 = usage).
int runPredict(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int runFitMoves(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace qiju::ai::go
