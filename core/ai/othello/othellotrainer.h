// Fitting the Othello evaluation: self-play games labelled by their final disc difference
// (exact solves from `solveEmpties` on), then Adagrad least squares of the scalar weights, the
// edge and the corner tables per phase, and the generated C++ source of the tables
// (othelloevalweights.cpp). Deterministic for a given seed; single-threaded; no shared state.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "common/bitops.h"

namespace qiju::ai::othello {

struct TrainingSample
{
    core::Bitboard player = 0;
    core::Bitboard opponent = 0;
    int label = 0; // final disc difference, mover's view
};

struct SelfPlayOptions
{
    int games = 1000;
    std::uint64_t seed = 1;
    int depth = 4; // midgame search depth of both players
    int minRandomPlies = 6; // random opening moves, for variety
    int maxRandomPlies = 20;
    int solveEmpties = 16; // from here on both sides play perfectly and labels are exact
};

std::vector<TrainingSample> generateSelfPlay(const SelfPlayOptions &options, std::ostream *log);

bool saveSamples(const std::vector<TrainingSample> &samples, const std::string &path);
bool loadSamples(const std::string &path, std::vector<TrainingSample> *samples);

struct FitOptions
{
    int epochs = 12;
    double learningRate = 0.5; // Adagrad step, discs
    std::uint64_t seed = 1; // shuffling
    double holdOut = 0.1; // share of samples kept out to measure the error
};

// Fits the tables; with no samples returns the hand weights and empty edge tables. Prints the
// hold-out error of the hand weights and of the fitted ones to `log`.
struct FittedWeights
{
    std::vector<std::vector<double>> scalar; // [phase][feature], discs
    std::vector<std::vector<double>> edge; // [phase][config], discs
    std::vector<std::vector<double>> corner; // [phase][config], discs
};
FittedWeights fitWeights(
    const std::vector<TrainingSample> &samples, const FitOptions &options, std::ostream *log);

// Writes othelloevalweights.cpp for the fitted tables; `origin` describes how they were made.
void writeWeightsSource(const FittedWeights &weights, const std::string &origin, std::ostream &out);

} // namespace qiju::ai::othello
