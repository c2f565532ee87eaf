#!/usr/bin/env python3
"""Independent check of the Gomoku VCF diagrams in tests/ai/tst_gomokuvcf.cpp.

A brute-force solver that shares no code with Qiju: freestyle rules (five or more wins), every
attacker move a four, the defender's only reply the point that stops the five. It prints the
least number of attacker moves that reach a double four (or a five) and one such line, or
'none'. The diagrams are kept simple: the defender never has a four, so it never counters.

    python3 scripts/gomoku-vcf-check.py "<position text>"   # Qiju's text, row 15 first
"""
import sys

N = 15
DIRS = [(1, 0), (0, 1), (1, 1), (1, -1)]


def on_board(x, y):
    return 0 <= x < N and 0 <= y < N


def makes_five(board, p, side):
    x, y = p
    for dx, dy in DIRS:
        run = 1
        for sign in (1, -1):
            k = 1
            while on_board(x + sign * k * dx, y + sign * k * dy) and \
                    board.get((x + sign * k * dx, y + sign * k * dy)) == side:
                run += 1
                k += 1
        if run >= 5:
            return True
    return False


def near_empties(board):
    out = set()
    for (x, y) in board:
        for dx in range(-4, 5):
            for dy in range(-4, 5):
                q = (x + dx, y + dy)
                if on_board(*q) and q not in board:
                    out.add(q)
    return out


def five_points(board, side):
    return sorted(p for p in near_empties(board) if makes_five(board, p, side))


def fives_through(board, p, side):
    """Points on the lines through p (within four steps) where `side` makes five."""
    out = set()
    x, y = p
    for dx, dy in DIRS:
        for k in range(-4, 5):
            q = (x + k * dx, y + k * dy)
            if k and on_board(*q) and q not in board and makes_five(board, q, side):
                out.add(q)
    return sorted(out)


def fours(board, side):
    result = []
    for p in sorted(near_empties(board)):
        board[p] = side
        completions = fives_through(board, p, side)
        del board[p]
        if completions:
            result.append((p, completions))
    return result


def vcf(board, attacker, defender, depth):
    """A line (attacker, defender, ..., attacker) winning within `depth` attacker moves."""
    if depth <= 0:
        return None
    for p, completions in fours(board, attacker):
        if len(completions) >= 2:
            return [p]
        board[p] = attacker
        block = completions[0]
        board[block] = defender
        rest = None
        if not fives_through(board, block, defender):
            rest = vcf(board, attacker, defender, depth - 1)
        del board[block]
        del board[p]
        if rest is not None:
            return [p, block] + rest
    return None


def parse(text):
    rows, side = text.split()
    board = {}
    for r, row in enumerate(rows.split('/')):
        y = N - 1 - r
        x = 0
        digits = ''
        for ch in row + '#':
            if ch.isdigit():
                digits += ch
                continue
            if digits:
                x += int(digits)
                digits = ''
            if ch == '#':
                break
            board[(x, y)] = 1 if ch == 'x' else 2
            x += 1
        if x != N:
            raise SystemExit(f'row {r + 1} has {x} points')
    return board, (1 if side == 'b' else 2)


def name(p):
    return 'ABCDEFGHIJKLMNO'[p[0]] + str(p[1] + 1)


def main():
    board, attacker = parse(sys.argv[1])
    defender = 3 - attacker
    if five_points(board, attacker):
        print('five now')
        return
    if five_points(board, defender):
        print('the defender has a four: not a simple diagram')
        return
    for depth in range(1, 13):
        line = vcf(board, attacker, defender, depth)
        if line:
            print(f'{depth} attacker moves ({2 * depth - 1} plies to the double four):',
                  ' '.join(name(p) for p in line))
            return
    print('none')


if __name__ == '__main__':
    main()
