#include "gomarking.h"

#include <QJsonArray>

#include <algorithm>

#include "ai/go/goestimator.h"
#include "games/go/gogame.h"
#include "games/go/gotext.h"

namespace qiju::model {

using core::Point;

namespace {

const go::GoGame *endedGo(const core::Game &g)
{
    if (g.id() != core::GameId::Go)
        return nullptr;
    const auto &go = static_cast<const go::GoGame &>(g);
    return go.endedByPasses() ? &go : nullptr;
}

} // namespace

GoMarking::GoMarking(GameModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{
    // A move that starts the step (the second pass, or redo onto it): fresh marks. A load
    // keeps the marks it brings.
    connect(m_model, &GameModel::moveApplied, this, [this] {
        if (isActive())
            estimate();
    });
}

const go::GoGame *GoMarking::game() const
{
    return m_model->hasGame() ? endedGo(m_model->position()) : nullptr;
}

go::GoGame *GoMarking::mutableGame()
{
    if (!game())
        return nullptr;
    return static_cast<go::GoGame *>(m_model->m_tree->current().position.get());
}

std::vector<bool> GoMarking::deadStones() const
{
    const go::GoGame *g = game();
    return g ? g->deadStones() : std::vector<bool>();
}

std::optional<go::GoScore> GoMarking::score() const
{
    const go::GoGame *g = game();
    if (!g)
        return std::nullopt;
    return g->score();
}

std::vector<Point> GoMarking::region(const go::GoGame &game, Point p)
{
    std::vector<Point> out;
    const go::GoBoard &b = game.board();
    if (!game.contains(p))
        return out;
    const go::Stone colour = b.at(b.point(p));
    if (colour != go::Stone::Black && colour != go::Stone::White)
        return out;
    std::vector<bool> seen(go::kMaxPoints, false);
    std::vector<int> stack{b.point(p)};
    seen[stack.front()] = true;
    while (!stack.empty()) {
        const int q = stack.back();
        stack.pop_back();
        if (b.at(q) == colour)
            out.push_back(b.toPoint(q));
        for (int nb : b.neighbours(q)) {
            const go::Stone c = b.at(nb);
            if (!seen[nb] && (c == colour || c == go::Stone::Empty)) {
                seen[nb] = true;
                stack.push_back(nb);
            }
        }
    }
    std::sort(out.begin(), out.end(), [](Point a, Point c) {
        return a.y != c.y ? a.y < c.y : a.x < c.x;
    });
    return out;
}

void GoMarking::toggle(Point p)
{
    if (!isActive())
        return;
    const go::GoGame *g = game();
    const std::vector<Point> stones = region(*g, p);
    if (stones.empty())
        return;
    std::vector<bool> dead = g->deadStones();
    const int n = g->size();
    const bool mark = !dead[static_cast<std::size_t>(p.y * n + p.x)];
    for (Point s : stones)
        dead[static_cast<std::size_t>(s.y * n + s.x)] = mark;
    setDeadStones(std::move(dead));
}

void GoMarking::setDeadStones(std::vector<bool> dead)
{
    if (!isActive())
        return;
    mutableGame()->setDeadStones(std::move(dead));
    emit changed();
}

void GoMarking::estimate()
{
    if (!isActive())
        return;
    setDeadStones(ai::go::estimateDeadStones(game()->board(), kPlayouts, kSeed));
}

void GoMarking::accept()
{
    if (!isActive())
        return;
    const auto result = game()->result();
    if (result)
        m_model->endGame(*result);
}

QJsonObject GoMarking::toJson(const GameTree &tree)
{
    const go::GoGame *g = endedGo(tree.position());
    if (!g)
        return {};
    QJsonArray dead;
    const int n = g->size();
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            if (g->deadStones()[static_cast<std::size_t>(y * n + x)])
                dead.append(QString::fromStdString(go::pointText({x, y}, n)));
        }
    }
    return {{QStringLiteral("dead"), dead}};
}

bool GoMarking::restore(GameTree &tree, const QJsonObject &json)
{
    if (json.isEmpty())
        return true;
    const go::GoGame *g = endedGo(tree.position());
    const QJsonValue list = json.value(QLatin1String("dead"));
    if (!g || !list.isArray())
        return false;
    const int n = g->size();
    std::vector<bool> dead(static_cast<std::size_t>(n * n), false);
    for (const QJsonValue &v : list.toArray()) {
        const auto p = go::parsePointText(v.toString().toStdString(), n);
        if (!v.isString() || !p || g->cell(*p) == core::Cell::Empty)
            return false;
        dead[static_cast<std::size_t>(p->y * n + p->x)] = true;
    }
    static_cast<go::GoGame *>(tree.current().position.get())->setDeadStones(std::move(dead));
    return true;
}

} // namespace qiju::model
