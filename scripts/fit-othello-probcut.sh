#!/usr/bin/env bash
# Regenerates core/ai/othello/othelloprobcuttable.cpp, the Othello ProbCut model: positions
# from self-play games (depth-4 players after 6-20 random opening moves, 14-56 empties), each
# searched with the full window at depths 1-10, and per depth and phase the line fitted
# through (shallow value, deep value) with its residual deviation. The committed table:
# POSITIONS=2000 SEED=1, about 13 minutes on one core of the (loaded) development machine.
# Usage: scripts/fit-othello-probcut.sh [ENGINE]   (build the engine first)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ENGINE=${1:-build/app/qiju-engine}
"$ENGINE" train-eval probcut --positions "${POSITIONS:-2000}" --seed "${SEED:-1}" \
    --out core/ai/othello/othelloprobcuttable.cpp
