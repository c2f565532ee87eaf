#!/bin/sh
# A deliberately faulty GTP engine for the EnginePlayer tests. It answers the handshake and
# set-up commands properly, then misbehaves at the first genmove as its first argument says:
#   crash    exits with status 3
#   garbage  prints a line that is no GTP reply
#   hang     never answers
#   flood    prints 'x' without end and never a newline
#   illegal  answers A1 (never legal at the start of Othello)
#   good     answers D3 (legal for Black at the start of Othello), then A1
#   refuse   fails the handshake: "? no" to every command
# Shell built-ins only in the loop: a fork per line is slow on a loaded machine.
mode="$1"
cr=$(printf '\r')
while IFS= read -r line; do
    line=${line%"$cr"}
    cmd=${line%% *}
    if [ "$mode" = refuse ]; then printf '? no\n\n'; continue; fi
    case "$cmd" in
    name) printf '= Faulty\n\n' ;;
    quit) printf '=\n\n'; exit 0 ;;
    genmove)
        case "$mode" in
        crash) exit 3 ;;
        garbage) printf 'banana split\n\n' ;;
        hang) exec sleep 600 ;;
        flood) exec tr '\0' x < /dev/zero ;;
        illegal) printf '= A1\n\n' ;;
        good) printf '= D3\n\n'; mode=illegal ;;
        esac ;;
    *) printf '=\n\n' ;;
    esac
done
