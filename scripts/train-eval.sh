#!/usr/bin/env bash
# Regenerates the evaluation weights of Gomoku (core/ai/gomoku/gomokuevalweights.cpp) or Ataxx
# (core/ai/ataxx/ataxxevalweights.cpp):
# 1. self-play games of the engine in $ENGINE (Expert at $NODES nodes a move against Expert at
#    $NODES_B, $PLIES random opening plies, or the openings of the file $OPENINGS), one
#    `qiju-engine match` per seed in $SEEDS, whose logs carry the moves ("Moves N: ...");
#    Ataxx gives the two sides different budgets, as its deterministic search would otherwise
#    play each opening's two games alike (so does Gomoku when NODES_B is set);
# 2. a logistic regression of each game's outcome on the evaluation features of its positions
#    (`qiju-engine train-eval GAME`), over these logs plus any match logs in $EXTRA_LOGS
#    (earlier rounds, games against other engines: only their moves and results are used).
#    Repeated games count once.
# The games are played with the evaluation compiled into $ENGINE, so rounds build on each
# other; the weights' origin string says how many games and positions made them.
# Usage: scripts/train-eval.sh gomoku|ataxx [ENGINE]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
GAME=${1:?usage: scripts/train-eval.sh gomoku|ataxx [ENGINE]}
ENGINE=${2:-build/app/qiju-engine}
case $GAME in
gomoku)
    RULES=freestyle GAMES=${GAMES:-400} NODES=${NODES:-2000} NODES_B=${NODES_B:-$NODES}
    PLIES=${PLIES:-5} SEEDS=${SEEDS:-"11 12"}
    ;;
ataxx)
    RULES=uai GAMES=${GAMES:-1600} NODES=${NODES:-15000} NODES_B=${NODES_B:-25000}
    PLIES=${PLIES:-6} SEEDS=${SEEDS:-101}
    ;;
*)
    echo "scripts/train-eval.sh: unknown game '$GAME'" >&2
    exit 2
    ;;
esac
tmp=${KEEP:-$(mktemp -d)}
mkdir -p "$tmp"
[[ -n ${KEEP:-} ]] || trap 'rm -rf "$tmp"' EXIT
if [[ -n ${OPENINGS:-} ]]; then
    openings=(--openings "$OPENINGS")
else
    openings=(--opening-plies "$PLIES")
fi
logs=()
for f in ${EXTRA_LOGS:-}; do
    logs+=(--games "$f")
done
for seed in $SEEDS; do
    "$ENGINE" match --game "$GAME" --rules "$RULES" --a "qiju:expert,nodes=$NODES,threads=1" \
        --b "qiju:expert,nodes=$NODES_B,threads=1" \
        --games "$GAMES" "${openings[@]}" --seed "$seed" \
        >"$tmp/seed$seed.out" 2>"$tmp/seed$seed.log" &
    logs+=(--games "$tmp/seed$seed.log")
done
wait
"$ENGINE" train-eval "$GAME" --rules "$RULES" "${logs[@]}" \
    --out "core/ai/$GAME/${GAME}evalweights.cpp"
