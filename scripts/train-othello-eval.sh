#!/usr/bin/env bash
# Regenerates core/ai/othello/othelloevalweights.cpp, the Othello evaluation tables.
# 1. self-play games with the engine in $ENGINE (depth-4 players, 6-20 random opening moves,
#    exact play and exact labels from 16 empties), two seeds in parallel;
# 2. an Adagrad least-squares fit of the scalar weights and edge tables per phase.
# The games are played with the evaluation compiled into $ENGINE. The committed tables came
# from GAMES=4000, EPOCHS=40 with qiju-engine built at commit 3a3f274 (hand-set tables);
# the fit itself is deterministic for given sample files.
# Usage: scripts/train-othello-eval.sh [ENGINE] (GAMES=4000 per seed by default)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ENGINE=${1:-build/app/qiju-engine}
GAMES=${GAMES:-4000}
EPOCHS=${EPOCHS:-40}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$ENGINE" train-eval gen --games "$GAMES" --seed 11 --out "$tmp/a.bin" &
"$ENGINE" train-eval gen --games "$GAMES" --seed 22 --out "$tmp/b.bin" &
wait
"$ENGINE" train-eval fit --data "$tmp/a.bin" --data "$tmp/b.bin" --epochs "$EPOCHS" --seed 1 \
    --out core/ai/othello/othelloevalweights.cpp
