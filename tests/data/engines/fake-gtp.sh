#!/bin/sh
# A deliberately faulty GTP engine for the EnginePlayer tests. It answers the handshake and
# set-up commands properly, then misbehaves at the first genmove as its first argument says:
#   crash    exits with status 3
#   garbage  prints a line that is no GTP reply
#   hang     never answers
#   illegal  answers A1 (never legal at the start of Othello)
#   refuse   (any other word) fails the handshake: "? no" to every command
mode="$1"
while IFS= read -r line; do
    cmd=$(printf '%s' "$line" | tr -d '\r' | cut -d' ' -f1)
    if [ "$mode" = refuse ]; then printf '? no\n\n'; continue; fi
    case "$cmd" in
    name) printf '= Faulty\n\n' ;;
    quit) printf '=\n\n'; exit 0 ;;
    genmove)
        case "$mode" in
        crash) exit 3 ;;
        garbage) printf 'banana split\n\n' ;;
        hang) sleep 600 ;;
        illegal) printf '= A1\n\n' ;;
        esac ;;
    *) printf '=\n\n' ;;
    esac
done
