#!/usr/bin/env bash
# Fits core/ai/go/data/gomoves.weights, the learned Go move model (core/ai/go/gomovemodel.h):
# minorization-maximization (Coulom 2007) on the first $GAMES games of the TYGEM 9-dan month
# tygem-2016-06 in $DATA (../shared/gogames; format in its README), then measures it on the
# first $TEST games of the held-out month tygem-2016-07 with `qiju-engine predict`.
# The committed weights are the defaults (GAMES=100 ITERATIONS=3 EVERY=1 MIN_COUNT=5).
# Running time: the fit takes about 6 s of processor time (340 s of wall-clock time on the
# project's shared 2-core machine at load 13, run with nice); the held-out test of 200 games
# about 7 s of processor time. Fitting grows linearly with GAMES/EVERY and ITERATIONS, memory
# too (about 1.2 GB for GAMES=1000 EVERY=2).
# Usage: scripts/fit-go-moves.sh [ENGINE]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ENGINE=${1:-build/app/qiju-engine}
DATA=${DATA:-../shared/gogames}
GAMES=${GAMES:-100}
ITERATIONS=${ITERATIONS:-3}
EVERY=${EVERY:-1}
MIN_COUNT=${MIN_COUNT:-5}
TEST=${TEST:-200}
OUT=${OUT:-core/ai/go/data/gomoves.weights}
"$ENGINE" fit-go-moves --games "$GAMES" --every "$EVERY" --iterations "$ITERATIONS" \
    --min-count "$MIN_COUNT" \
    --sources "first $GAMES games of tygem-2016-06 (TYGEM 9D vs 9D, github.com/yenw/computer-go-dataset TYGEM/Kifu, via ../shared/gogames); fitted by scripts/fit-go-moves.sh (GAMES=$GAMES ITERATIONS=$ITERATIONS MIN_COUNT=$MIN_COUNT)" \
    --out "$OUT" "$DATA/tygem-2016-06.kifu.xz"
"$ENGINE" predict go "$DATA/tygem-2016-07.kifu.xz" --games "$TEST" --weights "$OUT"
