#include "movecodec.h"

#include "textutil.h"

#include "common/checkednumber.h"
#include "games/gameregistry.h"

namespace qiju::protocols {

using core::GameId;
using core::Move;
using core::Point;

namespace {

// Squares in lower case (UAI style, Ataxx) or upper case (GTP style), as the game's row says.
bool lowerCaseVertices(GameId game) { return core::gameInfo(game).lowerCaseMoves; }

} // namespace

std::string gtpVertex(const core::Game &position, const Move &move)
{
    if (move.isPass())
        return "pass";
    const std::string text = position.moveText(move);
    return lowerCaseVertices(position.id()) ? toLower(text) : toUpper(text);
}

std::optional<Move> parseGtpVertex(const core::Game &position, std::string_view text)
{
    const std::string lower = toLower(text);
    if (lower == "pass")
        return Move::pass();
    if (text.empty() || text.size() > 8)
        return std::nullopt;
    for (const std::string &form : {std::string(text), lower, toUpper(text)}) {
        if (auto m = position.parseMove(form)) {
            if (m->kind == Move::Kind::Swap || m->kind == Move::Kind::Balance)
                return std::nullopt; // opening decisions are not vertices
            return m;
        }
    }
    return std::nullopt;
}

const std::vector<std::string> &botzoneKeys(GameId game)
{
    static const std::vector<std::string> kPoint = {"x", "y"};
    static const std::vector<std::string> kJump = {"x0", "y0", "x1", "y1"};
    return core::gameInfo(game).jumps ? kJump : kPoint;
}

std::vector<int> toBotzone(const core::Game &position, const Move &move)
{
    const bool jumpShape = botzoneKeys(position.id()).size() == 4;
    if (move.kind == Move::Kind::Jump)
        return {move.from.x, move.from.y, move.to.x, move.to.y};
    if (move.kind != Move::Kind::Place)
        return std::vector<int>(jumpShape ? 4 : 2, -1);
    if (!jumpShape)
        return {move.to.x, move.to.y};
    // An Ataxx clone: any of the mover's pieces next to the target is its origin.
    const core::Cell own = core::cellOf(position.sideToMove());
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const Point from{move.to.x + dx, move.to.y + dy};
            if ((dx || dy) && position.contains(from) && position.cell(from) == own)
                return {from.x, from.y, move.to.x, move.to.y};
        }
    }
    return {move.to.x, move.to.y, move.to.x, move.to.y};
}

std::optional<Move> fromBotzone(const core::Game &position, const std::vector<int> &numbers)
{
    if (numbers.size() != botzoneKeys(position.id()).size())
        return std::nullopt;
    bool allNegative = true;
    for (int n : numbers)
        allNegative = allNegative && n < 0;
    if (allNegative)
        return Move::pass();
    if (numbers.size() == 2) {
        const Point p{numbers[0], numbers[1]};
        return position.contains(p) ? std::optional(Move::place(p)) : std::nullopt;
    }
    const Point from{numbers[0], numbers[1]};
    const Point to{numbers[2], numbers[3]};
    if (!position.contains(from) || !position.contains(to))
        return std::nullopt;
    return Move::jump(from, to);
}

std::string botzoneText(const std::vector<int> &numbers)
{
    std::string out;
    for (int n : numbers) {
        if (!out.empty())
            out += ' ';
        out += std::to_string(n);
    }
    return out;
}

std::optional<std::vector<int>> parseBotzoneText(GameId game, std::string_view line)
{
    const auto words = splitWords(line);
    if (words.size() != botzoneKeys(game).size())
        return std::nullopt;
    std::vector<int> numbers;
    for (const std::string &w : words) {
        const auto n = parseInt(w);
        if (!n || *n < -1 || *n > 99)
            return std::nullopt;
        numbers.push_back(static_cast<int>(*n));
    }
    return numbers;
}

std::optional<int> botzoneNumber(double value)
{
    const auto n = core::wholeNumber(value, -1, 99);
    return n ? std::optional<int>(static_cast<int>(*n)) : std::nullopt;
}

std::string gomocupText(Point p) { return std::to_string(p.x) + "," + std::to_string(p.y); }

std::optional<Point> parseGomocupPoint(std::string_view text)
{
    const auto fields = splitFields(text, ',');
    if (fields.size() != 2)
        return std::nullopt;
    const auto x = parseInt(fields[0]);
    const auto y = parseInt(fields[1]);
    if (!x || !y || *x < 0 || *y < 0 || *x > 99 || *y > 99)
        return std::nullopt;
    return Point{static_cast<int>(*x), static_cast<int>(*y)};
}

} // namespace qiju::protocols
