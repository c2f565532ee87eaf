#include "othelloeval.h"

#include <algorithm>

#include "othelloevalweights.h"
#include "othellokernel.h"

namespace qiju::ai::othello {

namespace {

using core::popCount;

constexpr std::array<int, 256> makeTernary()
{
    std::array<int, 256> t {};
    for (int b = 0; b < 256; ++b) {
        int v = 0;
        int p = 1;
        for (int i = 0; i < 8; ++i, p *= 3)
            v += ((b >> i) & 1) * p;
        t[b] = v;
    }
    return t;
}

constexpr auto kTernary = makeTernary();

constexpr std::array<int, 512> makeTernary9()
{
    std::array<int, 512> t {};
    for (int b = 0; b < 512; ++b) {
        int v = 0;
        int p = 1;
        for (int i = 0; i < 9; ++i, p *= 3)
            v += ((b >> i) & 1) * p;
        t[b] = v;
    }
    return t;
}

constexpr auto kTernary9 = makeTernary9();

// The 3x3 block at a1 (a1 b1 c1 / a2 b2 c2 / a3 b3 c3) as 9 bits.
constexpr int cornerBlock(Bitboard b)
{
    return static_cast<int>((b & 7) | ((b >> 5) & 0x38) | ((b >> 10) & 0x1C0));
}

// Weights at three anchor phases (disc counts 20, 40, 58), in centi-discs per feature unit;
// the evaluation interpolates linearly between them (and holds the ends).
struct PhaseWeights
{
    int discs;
    std::array<int, EvalFeatures::Count> w;
};

constexpr PhaseWeights kPhases[] = {
    //      mob  cmob potm corner   X     C  stable discs parity
    {20, {{150, 150, 50, 900, -450, -120, 120, -15, 0}}},
    {40, {{130, 150, 45, 750, -380, -100, 130, -5, 80}}},
    {58, {{90, 100, 25, 450, -150, -40, 120, 55, 200}}},
};

// C-squares per corner: a1 -> b1, a2; h1 -> g1, h2; a8 -> a7, b8; h8 -> h7, g8.
constexpr Bitboard kCFor[4]
    = {0x0000000000000102ull, 0x0000000000008040ull, 0x0201000000000000ull, 0x4080000000000000ull};
constexpr Bitboard kXFor[4]
    = {0x0000000000000200ull, 0x0000000000004000ull, 0x0002000000000000ull, 0x0040000000000000ull};
constexpr int kCornerSq[4] = {0, 7, 56, 63};

constexpr Bitboard kQuadrants[4]
    = {0x000000000F0F0F0Full, 0x00000000F0F0F0F0ull, 0x0F0F0F0F00000000ull, 0xF0F0F0F000000000ull};

} // namespace

std::array<int, EvalFeatures::Count> handWeights(int discs)
{
    std::array<int, EvalFeatures::Count> out {};
    if (discs <= kPhases[0].discs)
        return kPhases[0].w;
    for (std::size_t i = 0; i + 1 < std::size(kPhases); ++i) {
        const PhaseWeights &a = kPhases[i];
        const PhaseWeights &b = kPhases[i + 1];
        if (discs <= b.discs) {
            const int span = b.discs - a.discs;
            const int t = discs - a.discs;
            for (int f = 0; f < EvalFeatures::Count; ++f)
                out[f] = (a.w[f] * (span - t) + b.w[f] * t) / span;
            return out;
        }
    }
    return kPhases[std::size(kPhases) - 1].w;
}

EvalFeatures evalFeatures(Bitboard player, Bitboard opponent)
{
    EvalFeatures f;
    auto &v = f.values;
    const Bitboard empty = ~(player | opponent);
    const Bitboard pm = qiju::othello::legalMoves(player, opponent);
    const Bitboard om = qiju::othello::legalMoves(opponent, player);
    v[EvalFeatures::Mobility] = popCount(pm) - popCount(om);
    v[EvalFeatures::CornerMobility] = popCount(pm & kCorners) - popCount(om & kCorners);
    v[EvalFeatures::PotentialMobility]
        = popCount(neighbours(opponent) & empty) - popCount(neighbours(player) & empty);
    v[EvalFeatures::Corners] = popCount(player & kCorners) - popCount(opponent & kCorners);
    int x = 0;
    int c = 0;
    for (int i = 0; i < 4; ++i) {
        if (empty & core::bit(kCornerSq[i])) {
            x += popCount(player & kXFor[i]) - popCount(opponent & kXFor[i]);
            c += popCount(player & kCFor[i]) - popCount(opponent & kCFor[i]);
        }
    }
    v[EvalFeatures::XSquares] = x;
    v[EvalFeatures::CSquares] = c;
    const Bitboard occupied = player | opponent;
    if (occupied & kCorners) {
        const FullLines full = fullLines(occupied);
        v[EvalFeatures::Stable]
            = popCount(stableDiscs(player, full)) - popCount(stableDiscs(opponent, full));
    }
    v[EvalFeatures::Discs] = popCount(player) - popCount(opponent);
    // Parity: with an odd number of empties the mover plays last overall; odd regions
    // (quadrants as a proxy) are the ones where the last move is the mover's.
    int oddRegions = 0;
    for (Bitboard q : kQuadrants)
        oddRegions += popCount(empty & q) & 1;
    v[EvalFeatures::Parity] = (popCount(empty) & 1) ? 1 : (oddRegions ? -1 : 0);
    return f;
}

PhaseMix phaseMix(int discs)
{
    const int u = std::clamp((discs - 8) * 32, 0, (kEvalPhases - 1) * 256); // 1/256 of a phase
    PhaseMix m;
    m.low = u >> 8;
    m.high = std::min(m.low + 1, kEvalPhases - 1);
    m.t = u & 255;
    return m;
}

std::array<int, 4> edgeIndices(Bitboard player, Bitboard opponent)
{
    constexpr Bitboard kFileA = 0x0101010101010101ull;
    constexpr Bitboard kGather = 0x0102040810204080ull; // file a -> one byte, a bijection
    const auto rank = [](Bitboard b, int shift) { return static_cast<int>((b >> shift) & 0xFF); };
    const auto file = [](Bitboard b, int col) {
        return static_cast<int>((((b >> col) & kFileA) * kGather) >> 56);
    };
    const auto index = [](int p, int o) { return kTernary[p] + 2 * kTernary[o]; };
    return {index(rank(player, 0), rank(opponent, 0)), index(rank(player, 56), rank(opponent, 56)),
        index(file(player, 0), file(opponent, 0)), index(file(player, 7), file(opponent, 7))};
}

std::array<int, 4> cornerIndices(Bitboard player, Bitboard opponent)
{
    const auto index = [](Bitboard p, Bitboard o) {
        return kTernary9[cornerBlock(p)] + 2 * kTernary9[cornerBlock(o)];
    };
    const Bitboard pf = flipFiles(player);
    const Bitboard of = flipFiles(opponent);
    return {index(player, opponent), index(pf, of), index(flipRanks(player), flipRanks(opponent)),
        index(flipRanks(pf), flipRanks(of))};
}

int evaluate(Bitboard player, Bitboard opponent)
{
    const EvalFeatures f = evalFeatures(player, opponent);
    const PhaseMix mix = phaseMix(popCount(player | opponent));
    const std::array<int, 4> edges = edgeIndices(player, opponent);
    const std::array<int, 4> corners = cornerIndices(player, opponent);
    const auto phaseScore = [&](int phase) {
        const std::int16_t *w = kEvalScalarWeights[phase];
        const std::int16_t *e = kEvalEdgeWeights[phase];
        const std::int16_t *c = kEvalCornerWeights[phase];
        int s = e[edges[0]] + e[edges[1]] + e[edges[2]] + e[edges[3]] + c[corners[0]]
            + c[corners[1]] + c[corners[2]] + c[corners[3]];
        for (int i = 0; i < EvalFeatures::Count; ++i)
            s += w[i] * f.values[i];
        return s;
    };
    int score = phaseScore(mix.low);
    if (mix.t)
        score = (score * (256 - mix.t) + phaseScore(mix.high) * mix.t) / 256;
    // Keep static scores strictly inside the range of exact results.
    constexpr int kLimit = 64 * kDiscScale - 1;
    return std::clamp(score, -kLimit, kLimit);
}

} // namespace qiju::ai::othello
