#!/usr/bin/env bash
# Fits core/ai/go/data/gomoves.weights, the learned Go move model (core/ai/go/gomovemodel.h):
# minorization-maximization (Coulom 2007) on the first $GAMES games of the TYGEM 9-dan month
# tygem-2016-06 in $DATA (../shared/gogames; format in its README): the spatial patterns seen
# at least $MIN_COUNT times among the moves of every $PATTERN_EVERY-th position, the gammas
# fitted on every $EVERY-th position of each game. Then it measures the model on the first
# $TEST games of the held-out month tygem-2016-07 with `qiju-engine predict`.
# The committed weights are the defaults (GAMES=6000 EVERY=12 PATTERN_EVERY=1 ITERATIONS=8
# MIN_COUNT=6: 74,020 patterns, 101,960 fitted positions, 20.9 million move kinds). Running
# time: that fit takes about 75 s of processor time and 1.5 GB (38 min of wall-clock time on
# the project's shared 2-core machine at load 20, run with nice, where it got 3 % of a core);
# the held-out test of 200 games about 8 s of processor time. Measured on the same 200
# held-out games: top-1 35.3 %; GAMES=2000 EVERY=6 ITERATIONS=4 MIN_COUNT=5 (33,598 patterns,
# 27 s, 720 MB): 34.8 %; GAMES=100 EVERY=1 ITERATIONS=3 (1943 patterns, 6 s): 31.7 %.
# Memory and fitting time grow linearly with GAMES/EVERY and ITERATIONS; harvesting patterns
# is cheap (one move a position).
# Usage: scripts/fit-go-moves.sh [ENGINE]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ENGINE=${1:-build/app/qiju-engine}
DATA=${DATA:-../shared/gogames}
GAMES=${GAMES:-6000}
ITERATIONS=${ITERATIONS:-8}
EVERY=${EVERY:-12}
PATTERN_EVERY=${PATTERN_EVERY:-1}
MIN_COUNT=${MIN_COUNT:-6}
TEST=${TEST:-200}
OUT=${OUT:-core/ai/go/data/gomoves.weights}
"$ENGINE" fit-go-moves --games "$GAMES" --every "$EVERY" --pattern-every "$PATTERN_EVERY" \
    --iterations "$ITERATIONS" \
    --min-count "$MIN_COUNT" \
    --sources "first $GAMES games of tygem-2016-06 (TYGEM 9D vs 9D, github.com/yenw/computer-go-dataset TYGEM/Kifu, via ../shared/gogames); fitted by scripts/fit-go-moves.sh (GAMES=$GAMES EVERY=$EVERY PATTERN_EVERY=$PATTERN_EVERY ITERATIONS=$ITERATIONS MIN_COUNT=$MIN_COUNT)" \
    --out "$OUT" "$DATA/tygem-2016-06.kifu.xz"
"$ENGINE" predict go "$DATA/tygem-2016-07.kifu.xz" --games "$TEST" --weights "$OUT"
