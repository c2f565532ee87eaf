#include "gopredict.h"

#include <array>
#include <ctime>

#include "gocandidates.h"
#include "gorollout.h"

namespace qiju::ai::go {

using qiju::go::GoBoard;
using qiju::go::Stone;

int legalMoves(const GoBoard &b, int *out)
{
    const Stone me = qiju::go::stoneOf(b.toMove());
    int n = 0;
    for (int i = 0; i < b.emptyCount(); ++i) {
        const int p = b.emptyAt(i);
        if (p != b.koPoint() && !b.isSuicide(p, me))
            out[n++] = p;
    }
    out[n++] = kPassMove;
    return n;
}

PredictResult predictGames(const std::vector<KifuGame> &games, const GoMoveModel *model)
{
    PredictResult r;
    std::array<int, qiju::go::kMaxPoints + 1> moves{};
    std::array<double, qiju::go::kMaxPoints + 1> scores{};
    GoFeatureContext context;
    MoveFeatures features;
    double seconds = 0;
    for (const KifuGame &game : games) {
        ++r.games;
        replayGame(game, [&](const GoBoard &b, int played, int last, int prev) {
            const std::clock_t start = std::clock();
            const int n = legalMoves(b, moves.data());
            if (model)
                context.set(b, last, prev);
            int playedAt = -1;
            for (int i = 0; i < n; ++i) {
                const int p = moves[static_cast<std::size_t>(i)];
                if (p == played)
                    playedAt = i;
                if (model) {
                    context.extract(p, &features);
                    scores[static_cast<std::size_t>(i)] = model->score(features);
                } else {
                    const MctsChild c = goPrior(b, p, last);
                    scores[static_cast<std::size_t>(i)] = c.priorWins / c.priorVisits;
                }
            }
            if (playedAt >= 0) {
                const double s = scores[static_cast<std::size_t>(playedAt)];
                int ahead = 0; // moves scored at least as high as the one played
                for (int i = 0; i < n; ++i)
                    ahead += i != playedAt && scores[static_cast<std::size_t>(i)] >= s;
                ++r.positions;
                r.top1 += ahead == 0;
                r.top5 += ahead < 5;
            }
            seconds += static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
            return true;
        });
    }
    r.seconds = seconds;
    return r;
}

} // namespace qiju::ai::go
