#include "goscore.h"

namespace qiju::go {

namespace {

using core::Cell;

// The board with the dead stones taken off; prisoners unchanged.
GoBoard withoutDead(const GoBoard &board, const std::vector<bool> &dead, int *deadBlack,
    int *deadWhite)
{
    const int n = board.size();
    GoBoard b(n);
    *deadBlack = 0;
    *deadWhite = 0;
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const int p = board.point(x, y);
            const Stone s = board.at(p);
            if (s != Stone::Black && s != Stone::White)
                continue;
            if (!dead.empty() && dead[static_cast<std::size_t>(y * n + x)]) {
                (s == Stone::Black ? *deadBlack : *deadWhite) += 1;
                continue;
            }
            b.setup(p, s);
        }
    }
    b.setCaptures(board.captures(core::Side::Black), board.captures(core::Side::White));
    return b;
}

// Whether `s` filling empty p would leave its own chain in atari or without liberties
// (without capturing anything): then neither side can fill a shared point in seki.
bool selfAtari(const GoBoard &b, int p, Stone s)
{
    if (b.wouldCapture(p, s))
        return false;
    if (b.isSuicide(p, s))
        return true;
    GoBoard copy = b;
    copy.play(p, s);
    return copy.liberties(p, 2) < 2;
}

// Fills regions of empty points; a region bordered by one colour belongs to it.
// Under territory scoring a region next to a chain in seki belongs to nobody.
GoScore count(const GoBoard &board, const std::vector<bool> &dead, double komi, bool territory)
{
    int deadBlack = 0;
    int deadWhite = 0;
    const GoBoard b = withoutDead(board, dead, &deadBlack, &deadWhite);
    const int n = b.size();
    GoScore score;
    score.ownership.assign(static_cast<std::size_t>(n * n), Cell::Empty);
    score.seki.assign(static_cast<std::size_t>(n * n), false);
    auto idx = [&](int p) {
        const core::Point q = b.toPoint(p);
        return static_cast<std::size_t>(q.y * n + q.x);
    };

    // Seki chains: chains next to a shared point that neither side can fill.
    std::vector<bool> sekiHead(kMaxPoints, false);
    if (territory) {
        for (int i = 0; i < b.emptyCount(); ++i) {
            const int p = b.emptyAt(i);
            bool black = false;
            bool white = false;
            for (int nb : b.neighbours(p)) {
                black = black || b.at(nb) == Stone::Black;
                white = white || b.at(nb) == Stone::White;
            }
            if (!black || !white || !selfAtari(b, p, Stone::Black)
                || !selfAtari(b, p, Stone::White))
                continue;
            for (int nb : b.neighbours(p)) {
                if (b.at(nb) == Stone::Black || b.at(nb) == Stone::White)
                    sekiHead[b.chainHead(nb)] = true;
            }
        }
    }

    std::vector<bool> seen(kMaxPoints, false);
    std::vector<int> region;
    std::vector<int> stack;
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const int p = b.point(x, y);
            const Stone s = b.at(p);
            if (s == Stone::Black || s == Stone::White) {
                (s == Stone::Black ? score.blackStones : score.whiteStones) += 1;
                score.ownership[idx(p)] = s == Stone::Black ? Cell::Black : Cell::White;
                score.seki[idx(p)] = sekiHead[b.chainHead(p)];
                continue;
            }
            if (seen[p])
                continue;
            region.clear();
            stack.assign(1, p);
            seen[p] = true;
            bool black = false;
            bool white = false;
            bool seki = false;
            while (!stack.empty()) {
                const int q = stack.back();
                stack.pop_back();
                region.push_back(q);
                for (int nb : b.neighbours(q)) {
                    const Stone c = b.at(nb);
                    if (c == Stone::Empty && !seen[nb]) {
                        seen[nb] = true;
                        stack.push_back(nb);
                    } else if (c == Stone::Black || c == Stone::White) {
                        (c == Stone::Black ? black : white) = true;
                        seki = seki || sekiHead[b.chainHead(nb)];
                    }
                }
            }
            Cell owner = Cell::Empty;
            if (black != white && !seki)
                owner = black ? Cell::Black : Cell::White;
            for (int q : region)
                score.ownership[idx(q)] = owner;
            const int size = static_cast<int>(region.size());
            if (owner == Cell::Black)
                score.blackTerritory += size;
            else if (owner == Cell::White)
                score.whiteTerritory += size;
            else
                score.dame += size;
        }
    }
    score.blackPrisoners = board.captures(core::Side::Black) + deadWhite;
    score.whitePrisoners = board.captures(core::Side::White) + deadBlack;
    if (territory) {
        score.black = score.blackTerritory + score.blackPrisoners;
        score.white = score.whiteTerritory + score.whitePrisoners + komi;
    } else {
        score.black = score.blackStones + score.blackTerritory;
        score.white = score.whiteStones + score.whiteTerritory + komi;
    }
    return score;
}

} // namespace

GoScore scoreArea(const GoBoard &board, const std::vector<bool> &dead, double komi)
{
    return count(board, dead, komi, false);
}

GoScore scoreTerritory(const GoBoard &board, const std::vector<bool> &dead, double komi)
{
    return count(board, dead, komi, true);
}

GoScore score(const GoBoard &board, const std::vector<bool> &dead, const GoRules &rules)
{
    const std::vector<bool> none;
    const std::vector<bool> &marked = rules.markDead ? dead : none;
    return rules.scoring == Scoring::Area ? scoreArea(board, marked, rules.komi)
                                          : scoreTerritory(board, marked, rules.komi);
}

core::GameResult resultOf(const GoScore &score, const GoRules &rules)
{
    core::GameResult r;
    r.reason = core::EndReason::Count;
    r.blackScore = score.black;
    r.whiteScore = score.white;
    if (score.black > score.white || (score.black == score.white && rules.blackWinsTie))
        r.outcome = core::Outcome::BlackWins;
    else if (score.white > score.black)
        r.outcome = core::Outcome::WhiteWins;
    else
        r.outcome = core::Outcome::Draw;
    return r;
}

} // namespace qiju::go
