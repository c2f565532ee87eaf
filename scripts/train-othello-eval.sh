#!/usr/bin/env bash
# Regenerates core/ai/othello/othelloevalweights.cpp, the Othello evaluation tables.
# 1. self-play games with the engine in $ENGINE (depth-4 players, 6-20 random opening moves,
#    exact play and exact labels from 16 empties), one process per seed in $SEEDS;
# 2. an Adagrad least-squares fit of the scalar weights, edge and corner tables per phase on
#    these samples plus any sample files in $EXTRA_DATA (earlier rounds, kept with KEEP=dir).
# The games are played with the evaluation compiled into $ENGINE, so rounds build on each
# other. The committed tables: round 1 SEEDS="11 22" with qiju-engine built at 3a3f274
# (hand-set weights), round 2 SEEDS="33" built at 5cd7037, fitted on all three, EPOCHS=40.
# Usage: scripts/train-othello-eval.sh [ENGINE]   (GAMES=4000 per seed by default)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ENGINE=${1:-build/app/qiju-engine}
GAMES=${GAMES:-4000}
EPOCHS=${EPOCHS:-40}
SEEDS=${SEEDS:-"11 22"}
tmp=${KEEP:-$(mktemp -d)}
mkdir -p "$tmp"
[[ -n ${KEEP:-} ]] || trap 'rm -rf "$tmp"' EXIT
data=()
for f in ${EXTRA_DATA:-}; do
    data+=(--data "$f")
done
for seed in $SEEDS; do
    "$ENGINE" train-eval gen --games "$GAMES" --seed "$seed" --out "$tmp/seed$seed.bin" &
    data+=(--data "$tmp/seed$seed.bin")
done
wait
"$ENGINE" train-eval fit "${data[@]}" --epochs "$EPOCHS" --seed 1 \
    --out core/ai/othello/othelloevalweights.cpp
