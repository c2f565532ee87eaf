#include "gokifu.h"

#include <cstdio>

#include "gorollout.h"

#include "formats/sgfreader.h"

namespace qiju::ai::go {

using qiju::go::GoBoard;
using qiju::go::Stone;

namespace {

// Whether the moves are legal on an empty board of `size` (no suicide, simple ko).
bool legalSequence(const KifuGame &g, std::string *reason)
{
    GoBoard b(g.size);
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const KifuMove &m = g.moves[i];
        b.setToMove(m.colour == Stone::Black ? core::Side::Black : core::Side::White);
        if (m.x < 0) {
            b.pass();
            continue;
        }
        const int p = b.point(m.x, m.y);
        if (b.at(p) != Stone::Empty || p == b.koPoint() || b.isSuicide(p, m.colour)) {
            *reason = "illegal move " + std::to_string(i + 1);
            return false;
        }
        b.play(p, m.colour);
    }
    return true;
}

std::optional<KifuMove> parseMove(char colour, std::string_view value, int size)
{
    KifuMove m;
    m.colour = colour == 'B' ? Stone::Black : Stone::White;
    if (value.empty())
        return m;
    if (value.size() != 2)
        return std::nullopt;
    const int x = value[0] - 'a';
    const int y = value[1] - 'a';
    if (x == size && y == size)
        return m; // "tt": an old spelling of the pass on 19x19
    if (x < 0 || y < 0 || x >= size || y >= size)
        return std::nullopt;
    m.x = x;
    m.y = y;
    return m;
}

std::optional<KifuGame> fromSgf(const formats::SgfTree &tree, std::string *reason)
{
    KifuGame g;
    const formats::SgfNode &root = tree.node(tree.root());
    if (auto sz = root.value("SZ")) {
        g.size = std::atoi(sz->c_str());
        if (g.size < 5 || g.size > qiju::go::kMaxSize) {
            *reason = "unsupported board size";
            return std::nullopt;
        }
    }
    if (root.find("AB") || root.find("AW")) {
        *reason = "setup stones (handicap) are not supported";
        return std::nullopt;
    }
    for (int n = tree.root(); n >= 0;) {
        const formats::SgfNode &node = tree.node(n);
        for (const char *id : {"B", "W"}) {
            if (const auto v = node.value(id)) {
                const auto m = parseMove(id[0], *v, g.size);
                if (!m) {
                    *reason = std::string("bad move ") + id + "[" + *v + "]";
                    return std::nullopt;
                }
                g.moves.push_back(*m);
            }
        }
        n = node.children.empty() ? -1 : node.children.front();
    }
    if (!legalSequence(g, reason))
        return std::nullopt;
    return g;
}

} // namespace

std::optional<KifuGame> parseKifuLine(std::string_view line, std::string *reason)
{
    KifuGame g;
    const std::size_t tab = line.find('\t');
    if (tab == std::string_view::npos) {
        *reason = "no tab between the game's id and its moves";
        return std::nullopt;
    }
    g.id = std::string(line.substr(0, tab));
    std::string_view rest = line.substr(tab + 1);
    while (!rest.empty() && (rest.back() == '\r' || rest.back() == ' '))
        rest.remove_suffix(1);
    std::size_t i = 0;
    while (i < rest.size()) {
        // ";B[xx]"
        if (rest.size() - i < 4 || rest[i] != ';' || (rest[i + 1] != 'B' && rest[i + 1] != 'W')
            || rest[i + 2] != '[') {
            *reason = "expected ;B[..] or ;W[..] at column " + std::to_string(tab + 2 + i);
            return std::nullopt;
        }
        const std::size_t close = rest.find(']', i + 3);
        if (close == std::string_view::npos) {
            *reason = "unterminated move at column " + std::to_string(tab + 2 + i);
            return std::nullopt;
        }
        const auto m = parseMove(rest[i + 1], rest.substr(i + 3, close - i - 3), g.size);
        if (!m) {
            *reason = "bad point at column " + std::to_string(tab + 2 + i);
            return std::nullopt;
        }
        g.moves.push_back(*m);
        i = close + 1;
    }
    if (g.moves.empty()) {
        *reason = "no moves";
        return std::nullopt;
    }
    if (!legalSequence(g, reason))
        return std::nullopt;
    return g;
}

std::vector<KifuGame> readGames(std::string_view text, int maxGames,
    const std::function<void(int, const std::string &)> &refused)
{
    std::vector<KifuGame> games;
    std::string reason;
    if (formats::looksLikeSgf(text)) {
        const auto parsed = formats::parseSgf(text);
        if (!parsed.ok()) {
            refused(parsed.line, std::string(formats::sgfErrorKey(parsed.error)));
            return games;
        }
        for (const auto &tree : parsed.trees) {
            if (maxGames > 0 && static_cast<int>(games.size()) >= maxGames)
                break;
            if (auto g = fromSgf(tree, &reason))
                games.push_back(std::move(*g));
            else
                refused(0, "game " + std::to_string(games.size() + 1) + ": " + reason);
        }
        return games;
    }
    int lineNo = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        if (maxGames > 0 && static_cast<int>(games.size()) >= maxGames)
            break;
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++lineNo;
        if (line.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        if (auto g = parseKifuLine(line, &reason)) {
            g->line = lineNo;
            games.push_back(std::move(*g));
        } else {
            refused(lineNo, reason);
        }
    }
    return games;
}

bool readRecordFile(const std::string &path, std::string *text, std::string *error)
{
    text->clear();
    const bool xz = path.size() > 3 && path.compare(path.size() - 3, 3, ".xz") == 0;
    std::FILE *f = nullptr;
    if (xz) {
        std::string quoted = "'";
        for (char c : path)
            quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
        quoted += "'";
        f = ::popen(("xz -dc -- " + quoted + " 2>/dev/null").c_str(), "r");
    } else {
        f = std::fopen(path.c_str(), "rb");
    }
    if (!f) {
        *error = "cannot open " + path;
        return false;
    }
    char buffer[1 << 16];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0)
        text->append(buffer, n);
    const int status = xz ? ::pclose(f) : std::fclose(f);
    if (status != 0) {
        *error = xz ? "xz could not decompress " + path + " (is xz-utils installed?)"
                    : "cannot read " + path;
        return false;
    }
    return true;
}

void replayGame(
    const KifuGame &game, const std::function<bool(const GoBoard &, int, int, int)> &visit)
{
    GoBoard b(game.size);
    int last = qiju::go::kNoPoint;
    int prev = qiju::go::kNoPoint;
    for (const KifuMove &m : game.moves) {
        b.setToMove(m.colour == Stone::Black ? core::Side::Black : core::Side::White);
        const int p = m.x < 0 ? kPassMove : b.point(m.x, m.y);
        if (!visit(b, p, last, prev))
            return;
        if (p == kPassMove)
            b.pass();
        else
            b.play(p, m.colour);
        prev = last;
        last = p;
    }
}

} // namespace qiju::ai::go
