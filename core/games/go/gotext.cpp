#include "gotext.h"

#include <cctype>

namespace qiju::go {

namespace {

constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

} // namespace

std::string pointText(core::Point p, int size)
{
    if (p.x < 0 || p.y < 0 || p.x >= size || p.y >= size)
        return "?";
    std::string s(1, kColumns[static_cast<std::size_t>(p.x)]);
    s += std::to_string(size - p.y);
    return s;
}

std::optional<core::Point> parsePointText(std::string_view text, int size)
{
    if (text.size() < 2 || text.size() > 3)
        return std::nullopt;
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    const auto col = kColumns.find(c);
    if (col == std::string_view::npos || static_cast<int>(col) >= size)
        return std::nullopt;
    int row = 0;
    for (char d : text.substr(1)) {
        if (d < '0' || d > '9')
            return std::nullopt;
        row = row * 10 + (d - '0');
    }
    if (row < 1 || row > size || text[1] == '0')
        return std::nullopt;
    return core::Point{static_cast<int>(col), size - row};
}

std::string boardRowsText(const GoBoard &board)
{
    std::string s;
    const int n = board.size();
    for (int y = 0; y < n; ++y) {
        if (y > 0)
            s += '/';
        int run = 0;
        for (int x = 0; x < n; ++x) {
            const Stone c = board.at(board.point(x, y));
            if (c == Stone::Empty) {
                ++run;
                continue;
            }
            if (run > 0)
                s += std::to_string(run);
            run = 0;
            s += c == Stone::Black ? 'x' : 'o';
        }
        if (run > 0)
            s += std::to_string(run);
    }
    return s;
}

bool parseBoardRows(std::string_view rows, GoBoard *board)
{
    std::vector<std::string> lines(1);
    for (char c : rows) {
        if (c == '/')
            lines.emplace_back();
        else
            lines.back() += c;
    }
    const int n = static_cast<int>(lines.size());
    if (n < kMinSize || n > kMaxSize)
        return false;
    GoBoard b(n);
    for (int y = 0; y < n; ++y) {
        int x = 0;
        const std::string &line = lines[static_cast<std::size_t>(y)];
        for (std::size_t i = 0; i < line.size(); ++i) {
            const char c = line[i];
            if (c >= '1' && c <= '9') {
                int run = c - '0';
                if (i + 1 < line.size() && line[i + 1] >= '0' && line[i + 1] <= '9')
                    run = run * 10 + (line[++i] - '0');
                x += run;
            } else if (c == 'x' || c == 'X' || c == 'o' || c == 'O') {
                if (x >= n)
                    return false;
                b.setup(b.point(x, y), (c == 'x' || c == 'X') ? Stone::Black : Stone::White);
                ++x;
            } else {
                return false;
            }
            if (x > n)
                return false;
        }
        if (x != n)
            return false;
    }
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const int p = b.point(x, y);
            if (b.at(p) != Stone::Empty && b.liberties(p, 1) == 0)
                return false;
        }
    }
    *board = b;
    return true;
}

std::vector<core::Point> handicapPoints(int size, int stones)
{
    if (stones < 2 || stones > maxHandicap(size))
        return {};
    const int e = size >= 13 ? 3 : 2;
    const int lo = e;
    const int hi = size - 1 - e;
    const int mid = size / 2;
    // (column, row from the bottom) as in GTP: D4 Q16 D16 Q4, then the sides and the centre.
    auto at = [size](int col, int row) { return core::Point{col, size - 1 - row}; };
    std::vector<core::Point> pts = {at(lo, lo), at(hi, hi)};
    if (stones >= 3)
        pts.push_back(at(lo, hi));
    if (stones >= 4)
        pts.push_back(at(hi, lo));
    if (stones >= 6) {
        pts.push_back(at(lo, mid));
        pts.push_back(at(hi, mid));
    }
    if (stones >= 8) {
        pts.push_back(at(mid, lo));
        pts.push_back(at(mid, hi));
    }
    if (stones % 2 == 1 && stones >= 5)
        pts.push_back(at(mid, mid));
    return pts;
}

} // namespace qiju::go
