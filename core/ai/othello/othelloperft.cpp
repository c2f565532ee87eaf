#include "othelloperft.h"

#include <algorithm>
#include <vector>

#include "othellokernel.h"

namespace qiju::ai {

using core::Bitboard;

namespace {

// The smallest of a position's eight images under the board's symmetries: positions that are
// images of each other have the same subtree sizes, so they share one table entry.
struct Canonical
{
    Bitboard player;
    Bitboard opponent;
};

Canonical canonical(Bitboard player, Bitboard opponent)
{
    using namespace qiju::ai::othello;
    Canonical best {player, opponent};
    Bitboard p = player;
    Bitboard o = opponent;
    for (int i = 0; i < 8; ++i) {
        // Walk the group: alternate file and rank flips (four images), then the same four
        // reflected in the diagonal.
        if (i == 4) {
            p = flipDiagonal(player);
            o = flipDiagonal(opponent);
        } else if (i % 2) {
            p = flipFiles(p);
            o = flipFiles(o);
        } else if (i) {
            p = flipRanks(p);
            o = flipRanks(o);
        }
        if (p < best.player || (p == best.player && o < best.opponent))
            best = {p, o};
    }
    return best;
}

// Subtree sizes of positions already counted, four entries per bucket; a full bucket gives up
// its smallest count. Only nodes with three or more plies to go are kept: below that a count
// costs less than a lookup.
class PerftTable
{
public:
    static constexpr int kMinDepth = 3;

    explicit PerftTable(int depth)
        : m_entries(std::size_t {1} << std::clamp(depth + 8, 10, 20))
        , m_mask((m_entries.size() - 1) & ~std::size_t {3})
    {
    }

    bool find(const Canonical &c, int depth, std::uint64_t *count) const
    {
        const Entry *bucket = &m_entries[index(c)];
        for (int i = 0; i < 4; ++i) {
            const Entry &e = bucket[i];
            if (e.depth == depth && e.player == c.player && e.opponent == c.opponent) {
                *count = e.count;
                return true;
            }
        }
        return false;
    }

    void store(const Canonical &c, int depth, std::uint64_t count)
    {
        Entry *bucket = &m_entries[index(c)];
        Entry *victim = bucket;
        for (int i = 1; i < 4; ++i) {
            if (bucket[i].count < victim->count)
                victim = &bucket[i];
        }
        *victim = {c.player, c.opponent, count, depth};
    }

private:
    struct Entry
    {
        Bitboard player = 0;
        Bitboard opponent = 0;
        std::uint64_t count = 0;
        int depth = 0;
    };

    std::size_t index(const Canonical &c) const
    {
        return othello::positionKey(c.player, c.opponent) & m_mask;
    }

    std::vector<Entry> m_entries;
    std::size_t m_mask;
};

std::uint64_t perftRec(Bitboard player, Bitboard opponent, int depth, PerftTable *table)
{
    const Bitboard moves = qiju::othello::legalMoves(player, opponent);
    if (!moves) {
        if (!qiju::othello::legalMoves(opponent, player))
            return 0; // game over before the horizon: not a leaf
        return depth == 1 ? 1 : perftRec(opponent, player, depth - 1, table);
    }
    if (depth == 1)
        return static_cast<std::uint64_t>(core::popCount(moves));
    Canonical key {};
    const bool kept = table && depth >= PerftTable::kMinDepth;
    std::uint64_t total = 0;
    if (kept) {
        key = canonical(player, opponent);
        if (table->find(key, depth, &total))
            return total;
    }
    for (Bitboard m = moves; m; m &= m - 1) {
        const int sq = core::lowestBit(m);
        const Bitboard f = othello::fastFlips(player, opponent, sq);
        total += perftRec(opponent ^ f, player ^ (f | core::bit(sq)), depth - 1, table);
    }
    if (kept)
        table->store(key, depth, total);
    return total;
}

} // namespace

std::uint64_t othelloPerft(const qiju::othello::OthelloPosition &pos, int depth)
{
    if (depth <= 0)
        return 1;
    if (depth < 6)
        return perftRec(pos.player(), pos.opponent(), depth, nullptr);
    PerftTable table(depth);
    return perftRec(pos.player(), pos.opponent(), depth, &table);
}

} // namespace qiju::ai
