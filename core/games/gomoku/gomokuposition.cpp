#include "gomokuposition.h"
#include "gomokujournal.h"

#include <cctype>

namespace qiju::gomoku {

using core::Cell;
using core::MoveError;
using core::Side;

namespace {

LineRule lineRuleFor(WinRule rule, Side s)
{
    switch (rule) {
    case WinRule::Freestyle: return LineRule::FiveOrMore;
    case WinRule::ExactFive: return LineRule::ExactFive;
    case WinRule::Renju: return s == Side::Black ? LineRule::ExactFive : LineRule::FiveOrMore;
    }
    return LineRule::FiveOrMore;
}

bool isFour(LinePattern p) { return p == LinePattern::Block4 || p == LinePattern::Flex4; }

// [own][slot]: what a stone of colour `own` adds to both colours' keys (Black's low, White's
// high) of a point that sees it in `slot`.
constexpr auto kKeyDelta = [] {
    std::array<std::array<std::uint32_t, kLineSlots>, 2> t{};
    for (int slot = 0; slot < kLineSlots; ++slot) {
        const std::uint32_t w = kPow3[static_cast<std::size_t>(slot)];
        t[0][static_cast<std::size_t>(slot)] = kOwn * w | (kBlocked * w) << 16;
        t[1][static_cast<std::size_t>(slot)] = kBlocked * w | (kOwn * w) << 16;
    }
    return t;
}();

} // namespace

GomokuPosition::GomokuPosition(WinRule rule)
    : m_flagTable(pointFlagTable())
    , m_rule(rule)
{
    const auto &empty = emptyBoardKeys();
    for (int p = 0; p < kPoints; ++p) {
        for (int d = 0; d < kDirections; ++d)
            m_keys[p][d] = empty[p][d] | std::uint32_t{empty[p][d]} << 16;
    }
    m_tables[0] = lineTable(lineRuleFor(rule, Side::Black));
    m_tables[1] = lineTable(lineRuleFor(rule, Side::White));
    // Under five-or-more no pattern depends on the neighbours five points away (a stone there
    // can only lengthen a five into a longer one, which still wins): only exact-five colours
    // need a refresh when such a neighbour changes.
    m_farColours = (lineRuleFor(rule, Side::Black) == LineRule::ExactFive ? 1 : 0)
        | (lineRuleFor(rule, Side::White) == LineRule::ExactFive ? 2 : 0);
    for (int p = 0; p < kPoints; ++p)
        refreshAll(p);
}

void GomokuPosition::setFlags(int colour, int q, std::uint8_t f)
{
    const std::uint8_t changed = m_flags[colour][q] ^ f;
    if (!changed)
        return;
    m_flags[colour][q] = f;
    auto &sets = m_sets[colour];
    if (changed & kFlagFive)
        sets[0].toggle(q);
    if (changed & kFlagFlex4)
        sets[1].toggle(q);
    if (changed & kFlagFour)
        sets[2].toggle(q);
    if (changed & kFlagThree)
        sets[3].toggle(q);
}

template<int Colours> void GomokuPosition::refresh(int q, int dir)
{
    const int shift = 4 * dir;
    for (int c = 0; c < 2; ++c) {
        if (!((Colours >> c) & 1))
            continue;
        const auto key = static_cast<std::uint16_t>(m_keys[q][dir] >> (16 * c));
        const auto lp = static_cast<PackedPatterns>(m_tables[c][key]);
        const PackedPatterns old = m_packed[c][q];
        const auto packed = static_cast<PackedPatterns>((old & ~(0xF << shift)) | (lp << shift));
        if (packed == old)
            continue;
        m_packed[c][q] = packed;
        if (m_values && m_near[q]) {
            PointValues &sum = m_valueSums[c];
            const PointValues &add = m_values[packed];
            const PointValues &sub = m_values[old];
            for (int i = 0; i < kValueLanes; ++i)
                sum[i] += add[i] - sub[i];
        }
        setFlags(c, q, m_flagTable[packed]);
    }
}

void GomokuPosition::refreshColours(int q, int dir, int colours)
{
    if (colours == 3)
        refresh<3>(q, dir);
    else if (colours == 1)
        refresh<1>(q, dir);
    else
        refresh<2>(q, dir);
}

void GomokuPosition::refreshAll(int q)
{
    for (int c = 0; c < 2; ++c) {
        PackedPatterns packed = 0;
        for (int d = 0; d < kDirections; ++d) {
            const auto key = static_cast<std::uint16_t>(m_keys[q][d] >> (16 * c));
            packed = static_cast<PackedPatterns>(
                packed | (static_cast<PackedPatterns>(m_tables[c][key]) << (4 * d)));
        }
        m_packed[c][q] = packed;
        setFlags(c, q, m_flagTable[packed]);
    }
}

template<int Sign> void GomokuPosition::addValues(int q)
{
    for (int c = 0; c < 2; ++c) {
        PointValues &sum = m_valueSums[c];
        const PointValues &v = m_values[m_packed[c][q]];
        for (int i = 0; i < kValueLanes; ++i)
            sum[i] += Sign * v[i];
    }
}

void GomokuPosition::setPointValues(const PointValues *table)
{
    m_values = table;
    m_valueSums = {};
    if (m_link.journal)
        m_link.journal->clear(); // the recorded sums are of the old table
    if (!table)
        return;
    for (int q = 0; q < kPoints; ++q) {
        if (m_cells[q] == Cell::Empty && m_near[q])
            addValues<1>(q);
    }
}

void GomokuPosition::setSideToMove(Side s)
{
    if (s != m_side)
        flipSide();
}

void GomokuPosition::flipSide()
{
    m_side = core::opposite(m_side);
    m_hash ^= kSideKey;
}

template<int Sign, typename Visit> void GomokuPosition::shiftKeys(int p, int own, Visit &&visit)
{
    const auto &nb = neighbourTable()[p];
    const auto &delta = kKeyDelta[static_cast<std::size_t>(own)];
    for (int d = 0; d < kDirections; ++d) {
        for (int k = -kHalfLine; k <= kHalfLine; ++k) {
            const int q = nb[d][k + kHalfLine];
            if (k == 0 || q < 0)
                continue;
            // p lies at offset -k as seen from q.
            const std::uint32_t w = delta[static_cast<std::size_t>(lineSlot(-k))];
            m_keys[q][d] = Sign > 0 ? m_keys[q][d] + w : m_keys[q][d] - w;
            if (m_cells[q] != Cell::Empty)
                continue;
            if (k != -kHalfLine && k != kHalfLine)
                visit(q, d, 3);
            else if (m_farColours)
                visit(q, d, m_farColours);
        }
    }
}

void GomokuPosition::put(int p, Side s)
{
    const int own = core::index(s);
    MoveJournal *journal = m_link.journal;
    MoveJournal::Ply *ply = nullptr;
    if (journal) {
        if (journal->m_plies == MoveJournal::kMaxPlies
            || journal->m_changes + MoveJournal::kMaxChangesPerPly
                > static_cast<int>(journal->m_change.size()))
            journal->clear(); // deeper than ever expected: the oldest stones recompute
        ply = &journal->m_ply[static_cast<std::size_t>(journal->m_plies++)];
        ply->point = p;
        ply->firstChange = journal->m_changes;
        ply->sets = m_sets;
        ply->nearPoints = m_nearPoints;
        ply->valueSums = m_valueSums;
        ply->flags = {m_flags[0][p], m_flags[1][p]};
    }
    if (m_values && m_near[p])
        addValues<-1>(p);
    m_nearPoints.erase(p);
    m_cells[p] = core::cellOf(s);
    setFlags(0, p, 0);
    setFlags(1, p, 0);
    if (ply) {
        MoveJournal::Change *log = journal->m_change.data() + journal->m_changes;
        int n = 0;
        shiftKeys<1>(p, own, [&](int q, int d, int colours) {
            const std::array<PackedPatterns, 2> packed = {m_packed[0][q], m_packed[1][q]};
            const std::array<std::uint8_t, 2> flags = {m_flags[0][q], m_flags[1][q]};
            refreshColours(q, d, colours);
            log[n] = {static_cast<std::int16_t>(q), packed, flags};
            n += (m_packed[0][q] != packed[0]) | (m_packed[1][q] != packed[1]);
        });
        journal->m_changes += n;
    } else {
        shiftKeys<1>(p, own, [this](int q, int d, int colours) { refreshColours(q, d, colours); });
    }
    const int x = p % kSize;
    const int y = p / kSize;
    for (int ny = std::max(0, y - 2); ny <= std::min(kSize - 1, y + 2); ++ny) {
        for (int nx = std::max(0, x - 2); nx <= std::min(kSize - 1, x + 2); ++nx) {
            const int q = ny * kSize + nx;
            if (++m_near[q] == 1 && m_cells[q] == Cell::Empty) {
                m_nearPoints.insert(q);
                if (m_values)
                    addValues<1>(q);
            }
        }
    }
    --m_near[p];
    m_hash ^= kZobrist[own * kPoints + p];
    ++m_stones;
}

void GomokuPosition::remove(int p)
{
    const int own = m_cells[p] == Cell::Black ? 0 : 1;
    MoveJournal *journal = m_link.journal;
    if (journal && journal->m_plies > 0) {
        if (journal->m_ply[static_cast<std::size_t>(journal->m_plies - 1)].point == p) {
            removeRecorded(p, own);
            return;
        }
        // Not the latest stone put (against the precondition): the records no longer describe
        // the stones after it, so none of them is restored later.
        journal->clear();
    }
    // p is still occupied here: it never leaves the sums.
    const int x = p % kSize;
    const int y = p / kSize;
    for (int ny = std::max(0, y - 2); ny <= std::min(kSize - 1, y + 2); ++ny) {
        for (int nx = std::max(0, x - 2); nx <= std::min(kSize - 1, x + 2); ++nx) {
            const int q = ny * kSize + nx;
            if (--m_near[q] == 0 && m_cells[q] == Cell::Empty) {
                m_nearPoints.erase(q);
                if (m_values)
                    addValues<-1>(q);
            }
        }
    }
    ++m_near[p];
    m_cells[p] = Cell::Empty;
    shiftKeys<-1>(p, own, [this](int q, int d, int colours) { refreshColours(q, d, colours); });
    refreshAll(p);
    if (m_near[p]) {
        m_nearPoints.insert(p);
        if (m_values)
            addValues<1>(p);
    }
    m_hash ^= kZobrist[own * kPoints + p];
    --m_stones;
}

// The journal's last ply is the stone on p: the keys and near counts by arithmetic, the rest
// copied back.
void GomokuPosition::removeRecorded(int p, int own)
{
    MoveJournal &journal = *m_link.journal;
    const MoveJournal::Ply &ply = journal.m_ply[static_cast<std::size_t>(--journal.m_plies)];
    const int x = p % kSize;
    const int y = p / kSize;
    for (int ny = std::max(0, y - 2); ny <= std::min(kSize - 1, y + 2); ++ny) {
        for (int nx = std::max(0, x - 2); nx <= std::min(kSize - 1, x + 2); ++nx)
            --m_near[ny * kSize + nx];
    }
    ++m_near[p];
    m_cells[p] = Cell::Empty;
    shiftKeys<-1>(p, own, [](int, int, int) {});
    for (int i = ply.firstChange; i < journal.m_changes; ++i) {
        const MoveJournal::Change &c = journal.m_change[static_cast<std::size_t>(i)];
        for (int colour = 0; colour < 2; ++colour) {
            m_packed[colour][c.point] = c.packed[static_cast<std::size_t>(colour)];
            m_flags[colour][c.point] = c.flags[static_cast<std::size_t>(colour)];
        }
    }
    journal.m_changes = ply.firstChange;
    m_flags[0][p] = ply.flags[0];
    m_flags[1][p] = ply.flags[1];
    m_sets = ply.sets;
    m_nearPoints = ply.nearPoints;
    m_valueSums = ply.valueSums;
    m_hash ^= kZobrist[own * kPoints + p];
    --m_stones;
}

void GomokuPosition::setJournal(MoveJournal *journal)
{
    m_link.journal = journal;
    if (journal)
        journal->clear();
}

GomokuPosition::JournalLink &GomokuPosition::JournalLink::operator=(const JournalLink &)
{
    if (journal)
        journal->clear();
    return *this;
}

MoveJournal::MoveJournal()
    : m_ply(kMaxPlies)
    , m_change(static_cast<std::size_t>(kMaxPlies) * kMaxChangesPerPly)
{ }

MoveError GomokuPosition::foul(int p, Side s) const
{
    if (!mayBeFoul(p, s))
        return MoveError::None;
    GomokuPosition scratch = *this;
    return scratch.foulRecursive(p);
}

// Black on the empty point p; the board is restored before returning.
MoveError GomokuPosition::foulRecursive(int p)
{
    LinePattern pats[kDirections];
    int fours = 0;
    int threeCandidates = 0;
    bool overline = false;
    for (int d = 0; d < kDirections; ++d) {
        pats[d] = pattern(p, Side::Black, d);
        if (pats[d] == LinePattern::Five)
            return MoveError::None; // a five wins, whatever else the stone makes
        if (pats[d] == LinePattern::Overline)
            overline = true;
        else if (pats[d] == LinePattern::DoubleFour)
            fours += 2;
        else if (isFour(pats[d]))
            ++fours;
        else if (pats[d] == LinePattern::Flex3)
            ++threeCandidates;
    }
    if (overline)
        return MoveError::Overline;
    if (fours >= 2)
        return MoveError::Forbidden44;
    if (threeCandidates < 2)
        return MoveError::None;

    // Which of the candidate threes are real: a second stone q on the same line turns the
    // line through p into a straight four, and q itself is not a foul once p is on the board.
    std::uint16_t keys[kDirections];
    for (int d = 0; d < kDirections; ++d)
        keys[d] = lineKey(p, Side::Black, d);
    const LinePattern *table = m_tables[0];
    put(p, Side::Black);
    int realThrees = 0;
    for (int d = 0; d < kDirections && realThrees < 2; ++d) {
        if (pats[d] != LinePattern::Flex3)
            continue;
        for (int k = -4; k <= 4; ++k) {
            const int q = k == 0 ? -1 : neighbourOf(p, d, k);
            if (q < 0 || !isEmpty(q))
                continue;
            if (table[keys[d] + kPow3[lineSlot(k)]] != LinePattern::Flex4)
                continue;
            if (!mayBeFoul(q, Side::Black) || foulRecursive(q) == MoveError::None) {
                ++realThrees;
                break;
            }
        }
    }
    remove(p);
    return realThrees >= 2 ? MoveError::Forbidden33 : MoveError::None;
}

std::vector<int> GomokuPosition::winningRun(int p) const
{
    const Cell c = m_cells[p];
    if (c != Cell::Black && c != Cell::White)
        return {};
    const bool exact
        = m_rule == WinRule::ExactFive || (m_rule == WinRule::Renju && c == Cell::Black);
    auto same = [&](int x, int y) {
        return x >= 0 && x < kSize && y >= 0 && y < kSize && m_cells[y * kSize + x] == c;
    };
    for (int d = 0; d < kDirections; ++d) {
        int x = p % kSize;
        int y = p / kSize;
        while (same(x - kDirX[d], y - kDirY[d])) {
            x -= kDirX[d];
            y -= kDirY[d];
        }
        std::vector<int> run;
        for (; same(x, y); x += kDirX[d], y += kDirY[d])
            run.push_back(y * kSize + x);
        if (run.size() == 5 || (run.size() > 5 && !exact))
            return run;
    }
    return {};
}

std::optional<GomokuPosition> GomokuPosition::fromText(std::string_view text, WinRule rule)
{
    GomokuPosition pos(rule);
    std::size_t i = 0;
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
        ++i;
    int x = 0;
    int y = 0;
    while (true) {
        if (i >= text.size())
            return std::nullopt;
        const char c = text[i];
        if (c == '/') {
            if (x != kSize || y == kSize - 1)
                return std::nullopt;
            x = 0;
            ++y;
            ++i;
            continue;
        }
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (x != kSize || y != kSize - 1)
                return std::nullopt;
            break;
        }
        if (std::isdigit(static_cast<unsigned char>(c))) {
            int run = 0;
            while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
                run = run * 10 + (text[i] - '0');
                if (run > kSize)
                    return std::nullopt;
                ++i;
            }
            if (run == 0 || x + run > kSize)
                return std::nullopt;
            x += run;
            continue;
        }
        Cell cell;
        switch (c) {
        case 'x':
        case 'X':
        case 'b':
        case 'B':
        case '*': cell = Cell::Black; break;
        case 'o':
        case 'O':
        case 'w':
        case 'W': cell = Cell::White; break;
        case '.':
        case '-':
        case '_': cell = Cell::Empty; break;
        default: return std::nullopt;
        }
        if (x >= kSize)
            return std::nullopt;
        if (cell != Cell::Empty)
            pos.put(y * kSize + x, cell == Cell::Black ? Side::Black : Side::White);
        ++x;
        ++i;
    }
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
        ++i;
    if (i >= text.size())
        return std::nullopt;
    switch (text[i]) {
    case 'b':
    case 'B':
    case 'x':
    case 'X': pos.setSideToMove(Side::Black); break;
    case 'w':
    case 'W':
    case 'o':
    case 'O': pos.setSideToMove(Side::White); break;
    default: return std::nullopt;
    }
    ++i;
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
        ++i;
    if (i != text.size())
        return std::nullopt;
    return pos;
}

std::string GomokuPosition::toText() const
{
    std::string s;
    for (int y = 0; y < kSize; ++y) {
        if (y > 0)
            s += '/';
        int empties = 0;
        for (int x = 0; x < kSize; ++x) {
            const Cell c = m_cells[y * kSize + x];
            if (c == Cell::Empty) {
                ++empties;
                continue;
            }
            if (empties > 0)
                s += std::to_string(empties);
            empties = 0;
            s += c == Cell::Black ? 'x' : 'o';
        }
        if (empties > 0)
            s += std::to_string(empties);
    }
    s += m_side == Side::Black ? " b" : " w";
    return s;
}

std::string pointText(int p)
{
    std::string s(1, static_cast<char>('A' + p % kSize));
    s += std::to_string(kSize - p / kSize);
    return s;
}

std::optional<int> parsePoint(std::string_view text)
{
    if (text.size() < 2 || text.size() > 3)
        return std::nullopt;
    const char letter = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    if (letter < 'a' || letter >= 'a' + kSize)
        return std::nullopt;
    int row = 0;
    for (std::size_t i = 1; i < text.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(text[i])))
            return std::nullopt;
        row = row * 10 + (text[i] - '0');
    }
    if (text[1] == '0' || row < 1 || row > kSize)
        return std::nullopt;
    return (kSize - row) * kSize + (letter - 'a');
}

} // namespace qiju::gomoku
