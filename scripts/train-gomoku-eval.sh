#!/usr/bin/env bash
# Regenerates core/ai/gomoku/gomokuevalweights.cpp, the Gomoku evaluation's weights.
# 1. self-play games of the engine in $ENGINE (Expert at $NODES nodes a move on both sides,
#    $PLIES random opening plies), one `qiju-engine match` per seed in $SEEDS, whose logs carry
#    the moves ("Moves N: ...");
# 2. a logistic regression of each game's outcome on the evaluation features of its quiet
#    positions, over these logs plus any match logs in $EXTRA_LOGS (earlier rounds, games
#    against other engines: only their moves and results are used). Repeated games count once.
# The games are played with the evaluation compiled into $ENGINE, so rounds build on each
# other; the weights' origin string says how many games and positions made them.
# Usage: scripts/train-gomoku-eval.sh [ENGINE]   (GAMES=400 per seed by default)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ENGINE=${1:-build/app/qiju-engine}
GAMES=${GAMES:-400}
NODES=${NODES:-2000}
PLIES=${PLIES:-5}
SEEDS=${SEEDS:-"11 12"}
tmp=${KEEP:-$(mktemp -d)}
mkdir -p "$tmp"
[[ -n ${KEEP:-} ]] || trap 'rm -rf "$tmp"' EXIT
logs=()
for f in ${EXTRA_LOGS:-}; do
    logs+=(--games "$f")
done
for seed in $SEEDS; do
    player="qiju:expert,nodes=$NODES,threads=1"
    "$ENGINE" match --game gomoku --rules freestyle --a "$player" --b "$player" \
        --games "$GAMES" --opening-plies "$PLIES" --seed "$seed" \
        >"$tmp/seed$seed.out" 2>"$tmp/seed$seed.log" &
    logs+=(--games "$tmp/seed$seed.log")
done
wait
"$ENGINE" train-eval gomoku "${logs[@]}" --out core/ai/gomoku/gomokuevalweights.cpp
