#include "goboard.h"

#include "common/zobrist.h"

namespace qiju::go {

namespace {

constexpr auto kStoneKeys = core::makeZobristKeys<2 * kMaxPoints>(0x60B0A4Dull);

} // namespace

std::uint64_t stoneKey(int p, Stone s)
{
    return kStoneKeys[(s == Stone::Black ? 0 : kMaxPoints) + p];
}

GoBoard::GoBoard(int size)
    : m_size(size < kMinSize ? kMinSize : (size > kMaxSize ? kMaxSize : size))
{
    m_stone.fill(Stone::Border);
    for (int y = 0; y < m_size; ++y) {
        for (int x = 0; x < m_size; ++x) {
            const int p = point(x, y);
            m_stone[p] = Stone::Empty;
            addEmpty(p);
        }
    }
    m_count[static_cast<int>(Stone::Empty)] = m_size * m_size;
}

void GoBoard::addEmpty(int p)
{
    m_emptyIndex[p] = static_cast<std::int16_t>(m_emptyCount);
    m_empty[m_emptyCount++] = static_cast<std::int16_t>(p);
}

void GoBoard::removeEmpty(int p)
{
    const int i = m_emptyIndex[p];
    const int last = m_empty[--m_emptyCount];
    m_empty[i] = static_cast<std::int16_t>(last);
    m_emptyIndex[last] = static_cast<std::int16_t>(i);
}

void GoBoard::addLib(int head, int lib)
{
    ++m_plibs[head];
    m_libSum[head] += lib;
    m_libSumSq[head] += static_cast<std::int64_t>(lib) * lib;
}

void GoBoard::removeLib(int head, int lib)
{
    --m_plibs[head];
    m_libSum[head] -= lib;
    m_libSumSq[head] -= static_cast<std::int64_t>(lib) * lib;
}

bool GoBoard::inAtari(int p) const
{
    const int h = m_head[p];
    const std::int64_t n = m_plibs[h];
    if (n <= 0)
        return false;
    const std::int64_t sum = m_libSum[h];
    return sum * sum == n * m_libSumSq[h];
}

int GoBoard::atariLiberty(int p) const
{
    const int h = m_head[p];
    return m_libSum[h] / m_plibs[h];
}

int GoBoard::liberties(int p, int cap) const
{
    std::array<std::uint8_t, kMaxPoints> seen{};
    int n = 0;
    int s = p;
    do {
        for (int nb : neighbours(s)) {
            if (m_stone[nb] == Stone::Empty && !seen[nb]) {
                seen[nb] = 1;
                if (++n >= cap)
                    return n;
            }
        }
        s = m_next[s];
    } while (s != p);
    return n;
}

int GoBoard::liberties(int p) const { return liberties(p, kMaxPoints); }

std::vector<int> GoBoard::chainStones(int p) const
{
    std::vector<int> out;
    int s = p;
    do {
        out.push_back(s);
        s = m_next[s];
    } while (s != p);
    return out;
}

bool GoBoard::wouldCapture(int p, Stone s) const
{
    const Stone opp = other(s);
    for (int nb : neighbours(p)) {
        if (m_stone[nb] == opp && inAtari(nb))
            return true;
    }
    return false;
}

bool GoBoard::isSuicide(int p, Stone s) const
{
    const Stone opp = other(s);
    for (int nb : neighbours(p)) {
        const Stone c = m_stone[nb];
        if (c == Stone::Empty)
            return false;
        if (c == s && !inAtari(nb))
            return false; // joins a chain with another liberty
        if (c == opp && inAtari(nb))
            return false; // captures
    }
    return true;
}

bool GoBoard::isEye(int p, Stone s) const
{
    for (int nb : neighbours(p)) {
        if (m_stone[nb] != s && m_stone[nb] != Stone::Border)
            return false;
    }
    const int w = stride();
    int enemy = 0;
    bool edge = false;
    for (int d : {-w - 1, -w + 1, w - 1, w + 1}) {
        const Stone c = m_stone[p + d];
        if (c == Stone::Border)
            edge = true;
        else if (c == other(s))
            ++enemy;
    }
    return enemy + (edge ? 1 : 0) < 2;
}

void GoBoard::xorChainOnce(int head, std::uint64_t &h, std::array<int, 4> &done, int &nDone) const
{
    for (int i = 0; i < nDone; ++i) {
        if (done[i] == head)
            return;
    }
    done[nDone++] = head;
    const Stone s = m_stone[head];
    int q = head;
    do {
        h ^= stoneKey(q, s);
        q = m_next[q];
    } while (q != head);
}

std::uint64_t GoBoard::hashAfter(int p, Stone s) const
{
    std::uint64_t h = m_hash ^ stoneKey(p, s);
    const Stone opp = other(s);
    std::array<int, 4> done{};
    int nDone = 0;
    for (int nb : neighbours(p)) {
        if (m_stone[nb] == opp && inAtari(nb))
            xorChainOnce(m_head[nb], h, done, nDone);
    }
    if (nDone == 0 && isSuicide(p, s)) {
        // The new stone and every own chain it joins are removed.
        h ^= stoneKey(p, s);
        for (int nb : neighbours(p)) {
            if (m_stone[nb] == s)
                xorChainOnce(m_head[nb], h, done, nDone);
        }
    }
    return h;
}

void GoBoard::addStone(int p, Stone s)
{
    m_stone[p] = s;
    m_hash ^= stoneKey(p, s);
    --m_count[0];
    ++m_count[static_cast<int>(s)];
    removeEmpty(p);
    m_head[p] = static_cast<std::int16_t>(p);
    m_next[p] = static_cast<std::int16_t>(p);
    m_chainStones[p] = 1;
    m_plibs[p] = 0;
    m_libSum[p] = 0;
    m_libSumSq[p] = 0;
    for (int nb : neighbours(p)) {
        const Stone c = m_stone[nb];
        if (c == Stone::Empty)
            addLib(p, nb);
        else if (c == Stone::Black || c == Stone::White)
            removeLib(m_head[nb], p);
    }
    for (int nb : neighbours(p)) {
        if (m_stone[nb] == s && m_head[nb] != m_head[p]) {
            const int a = m_head[nb];
            const int b = m_head[p];
            if (m_chainStones[a] >= m_chainStones[b])
                mergeChains(a, b);
            else
                mergeChains(b, a);
        }
    }
}

void GoBoard::mergeChains(int keep, int gone)
{
    m_chainStones[keep] = static_cast<std::int16_t>(m_chainStones[keep] + m_chainStones[gone]);
    m_plibs[keep] = static_cast<std::int16_t>(m_plibs[keep] + m_plibs[gone]);
    m_libSum[keep] += m_libSum[gone];
    m_libSumSq[keep] += m_libSumSq[gone];
    int q = gone;
    do {
        m_head[q] = static_cast<std::int16_t>(keep);
        q = m_next[q];
    } while (q != gone);
    std::swap(m_next[keep], m_next[gone]);
}

void GoBoard::removeChain(int head, std::vector<int> *captured)
{
    const Stone s = m_stone[head];
    int q = head;
    do {
        const int nextStone = m_next[q];
        m_stone[q] = Stone::Empty;
        m_hash ^= stoneKey(q, s);
        ++m_count[0];
        --m_count[static_cast<int>(s)];
        addEmpty(q);
        if (captured)
            captured->push_back(q);
        q = nextStone;
    } while (q != head);
    // Give the freed points back as liberties to the neighbouring chains.
    q = head;
    do {
        for (int nb : neighbours(q)) {
            const Stone c = m_stone[nb];
            if (c == Stone::Black || c == Stone::White)
                addLib(m_head[nb], q);
        }
        q = m_next[q];
    } while (q != head);
}

void GoBoard::play(int p, Stone s, std::vector<int> *captured)
{
    const Stone opp = other(s);
    addStone(p, s);
    int taken = 0;
    int lastTaken = kNoPoint;
    for (int nb : neighbours(p)) {
        if (m_stone[nb] == opp && m_plibs[m_head[nb]] == 0) {
            const int n = m_chainStones[m_head[nb]];
            taken += n;
            lastTaken = nb;
            removeChain(m_head[nb], captured);
        }
    }
    const int side = s == Stone::Black ? 0 : 1;
    m_captures[side] += taken;
    m_ko = kNoPoint;
    if (taken == 1 && m_chainStones[m_head[p]] == 1 && inAtari(p))
        m_ko = lastTaken;
    if (m_plibs[m_head[p]] == 0) {
        // Suicide (only reached when the rules allow it): the opponent gets the stones.
        const int n = m_chainStones[m_head[p]];
        removeChain(m_head[p], captured);
        m_captures[1 - side] += n;
    }
    m_toMove = s == Stone::Black ? core::Side::White : core::Side::Black;
}

void GoBoard::pass()
{
    m_ko = kNoPoint;
    m_toMove = core::opposite(m_toMove);
}

void GoBoard::setup(int p, Stone s)
{
    addStone(p, s);
    m_ko = kNoPoint;
}

void GoBoard::clearPoint(int p)
{
    // Rebuild the board without the stone: simplest way to keep the chain data exact.
    GoBoard b(m_size);
    for (int y = 0; y < m_size; ++y) {
        for (int x = 0; x < m_size; ++x) {
            const int q = point(x, y);
            if (q != p && (m_stone[q] == Stone::Black || m_stone[q] == Stone::White))
                b.addStone(q, m_stone[q]);
        }
    }
    b.m_toMove = m_toMove;
    b.m_captures = m_captures;
    *this = b;
}

std::string GoBoard::diagram() const
{
    std::string s;
    for (int y = 0; y < m_size; ++y) {
        for (int x = 0; x < m_size; ++x) {
            const Stone c = m_stone[point(x, y)];
            s += c == Stone::Black ? 'X' : (c == Stone::White ? 'O' : '.');
        }
        s += '\n';
    }
    return s;
}

} // namespace qiju::go
