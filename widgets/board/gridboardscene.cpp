#include "gridboardscene.h"

#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace qiju::widgets {

namespace {
// The wooden board extends this far beyond the outer lines: room for the edge stones (half a
// step) and, outside them, the coordinates.
constexpr qreal kWoodPad = BoardScene::kCell * 1.0;
constexpr qreal kLabelInner = BoardScene::kCell * 0.5; // labels start beyond the edge stones
// The scene adds a little background around the wood (and its shadow).
constexpr qreal kMargin = kWoodPad + BoardScene::kCell * 0.2;
} // namespace

GridBoardScene::GridBoardScene(model::GameModel *model, QObject *parent)
    : BoardScene(model, parent)
{
    connect(model, &model::GameModel::positionReset, this, &GridBoardScene::refreshGeometry);
    refreshGeometry();
}

void GridBoardScene::refreshGeometry()
{
    if (model()->hasGame()) {
        m_columns = model()->position().width();
        m_rows = model()->position().height();
    }
    setSceneRect(boardRect().adjusted(-kMargin, -kMargin, kMargin, kMargin));
    update();
}

qreal GridBoardScene::coordinateSize() const
{
    // The scene is (lines + 1.4) steps wide: 2.1 % of it is 0.43 of a step on 19x19 (12 px on
    // a 600 px board), and the 0.3 kept below 13x13 (where steps are large anyway).
    const int lines = std::max(m_columns, m_rows);
    return kCell * std::max(0.30, 0.021 * (lines + 1.4));
}

QRectF GridBoardScene::boardRect() const
{
    return {0, 0, (m_columns - 1) * kCell, (m_rows - 1) * kCell};
}

QPointF GridBoardScene::centerOf(core::Point p) const { return {p.x * kCell, p.y * kCell}; }

std::optional<core::Point> GridBoardScene::pointAt(QPointF pos) const
{
    const qreal fx = pos.x() / kCell;
    const qreal fy = pos.y() / kCell;
    const int x = static_cast<int>(std::lround(fx));
    const int y = static_cast<int>(std::lround(fy));
    if (x < 0 || y < 0 || x >= m_columns || y >= m_rows)
        return std::nullopt;
    if (std::hypot(fx - x, fy - y) > kSnap)
        return std::nullopt;
    return core::Point{x, y};
}

QString GridBoardScene::columnLabel(int x) const
{
    if (x < 26)
        return QString(QChar(u'A' + x));
    return QString(QChar(u'A' + x / 26 - 1)) + QChar(u'A' + x % 26);
}

QString GridBoardScene::rowLabel(int y) const { return QString::number(m_rows - y); }

QString GridBoardScene::goColumnLabel(int x)
{
    static const QString letters = QStringLiteral("ABCDEFGHJKLMNOPQRSTUVWXYZ"); // no I
    if (x < letters.size())
        return letters.at(x);
    return QString(letters.at(x / letters.size() - 1)) + letters.at(x % letters.size());
}

std::vector<core::Point> GridBoardScene::starPoints() const
{
    std::vector<core::Point> points;
    if (m_columns < 7 || m_rows < 7)
        return points;
    const int inset = (m_columns < 13 || m_rows < 13) ? 2 : 3;
    const int left = inset;
    const int right = m_columns - 1 - inset;
    const int top = inset;
    const int bottom = m_rows - 1 - inset;
    points = {{left, top}, {right, top}, {left, bottom}, {right, bottom}};
    if (m_columns % 2 == 1 && m_rows % 2 == 1) {
        const int cx = m_columns / 2;
        const int cy = m_rows / 2;
        points.push_back({cx, cy});
        if (m_columns >= 19 && m_rows >= 19) {
            points.insert(points.end(), {{cx, top}, {cx, bottom}, {left, cy}, {right, cy}});
        }
    }
    return points;
}

void GridBoardScene::setShowMoveNumbers(bool show)
{
    if (m_showNumbers == show)
        return;
    m_showNumbers = show;
    decorate();
}

int GridBoardScene::moveNumberAt(core::Point p) const
{
    if (!m_showNumbers || !model()->hasGame() || !model()->position().contains(p))
        return 0;
    const std::size_t i = static_cast<std::size_t>(p.y * model()->position().width() + p.x);
    return i < m_numberOf.size() ? m_numberOf[i] : 0;
}

void GridBoardScene::decorate() { updateNumbers(); }

void GridBoardScene::updateNumbers()
{
    for (QGraphicsItem *item : m_numberItems)
        delete item;
    m_numberItems.clear();
    // With numbers on, the last move's number is drawn in the marker's colour instead of the
    // dot, which would cover it.
    for (QGraphicsItem *item : items()) {
        if (item->data(0).toString() == QLatin1String("last-move"))
            item->setVisible(!m_showNumbers);
    }
    if (!model()->hasGame())
        return;
    const core::Game &g = model()->position();
    const int w = g.width();
    const int h = g.height();
    m_numberOf.assign(static_cast<std::size_t>(w * h), 0);
    if (!m_showNumbers)
        return;
    // Number the placements along the line played; a later stone on a point (Go, after a
    // capture) replaces the earlier number.
    int number = 0;
    core::Point last;
    for (const core::Move &m : model()->tree().currentLine()) {
        if (m.kind != core::Move::Kind::Place)
            continue;
        ++number;
        if (g.contains(m.to)) {
            m_numberOf[static_cast<std::size_t>(m.to.y * w + m.to.x)] = number;
            last = m.to;
        }
    }
    const BoardTheme &t = theme();
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            int &n = m_numberOf[static_cast<std::size_t>(y * w + x)];
            const core::Cell c = g.cell({x, y});
            if (c != core::Cell::Black && c != core::Cell::White)
                n = 0; // captured since
            if (n == 0)
                continue;
            auto *text = new QGraphicsSimpleTextItem(QString::number(n));
            QFont font;
            font.setPixelSize(static_cast<int>(kCell * (n < 100 ? 0.42 : 0.34)));
            font.setBold(true);
            text->setFont(font);
            const bool isLast = core::Point{x, y} == last;
            text->setBrush(isLast ? t.lastMove : (c == core::Cell::Black ? t.white : t.black));
            const QRectF r = text->boundingRect();
            text->setPos(centerOf({x, y}) - QPointF(r.width() / 2, r.height() / 2));
            text->setZValue(21);
            text->setAcceptedMouseButtons(Qt::NoButton);
            text->setData(0, QStringLiteral("move-number"));
            addItem(text);
            m_numberItems.push_back(text);
        }
    }
}

void GridBoardScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    const BoardTheme &t = theme();
    painter->fillRect(rect, t.background);
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF grid = boardRect();
    const QRectF wood = grid.adjusted(-kWoodPad, -kWoodPad, kWoodPad, kWoodPad);

    // Shadow and the wooden board, with a soft light from the top-left and faint grain.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawRoundedRect(wood.translated(5, 8), 8, 8);
    QLinearGradient woodGradient(wood.topLeft(), wood.bottomRight());
    woodGradient.setColorAt(0, t.wood.lighter(112));
    woodGradient.setColorAt(0.55, t.wood);
    woodGradient.setColorAt(1, t.woodDark);
    painter->setBrush(woodGradient);
    painter->drawRoundedRect(wood, 8, 8);
    painter->save();
    painter->setClipRect(wood);
    for (int i = 0; i < 46; ++i) {
        // Deterministic wavy grain lines, darker and lighter by turns.
        const qreal y = wood.top() + wood.height() * (i + 0.5) / 46.0;
        QPainterPath grain;
        grain.moveTo(wood.left(), y);
        for (int k = 1; k <= 8; ++k) {
            const qreal x = wood.left() + wood.width() * k / 8.0;
            const qreal wobble = std::sin(i * 1.7 + k * 0.9) * kCell * 0.08;
            grain.lineTo(x, y + wobble);
        }
        painter->setPen(
            QPen(i % 3 == 0 ? QColor(0x6B, 0x45, 0x12, 26) : QColor(0xFF, 0xF0, 0xC8, 18),
                kCell * (i % 2 == 0 ? 0.05 : 0.03)));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(grain);
    }
    painter->restore();
    if (t.hasArt(QStringLiteral("wood"))) {
        // The theme's own surface replaces the painted one.
        painter->save();
        QPainterPath rounded;
        rounded.addRoundedRect(wood, 8, 8);
        painter->setClipPath(rounded);
        t.paintArt(painter, QStringLiteral("wood"), wood);
        painter->restore();
    }

    // Grid: the outer lines a little heavier.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(t.woodGrid, kCell * 0.022));
    for (int x = 1; x < m_columns - 1; ++x)
        painter->drawLine(QPointF(x * kCell, grid.top()), QPointF(x * kCell, grid.bottom()));
    for (int y = 1; y < m_rows - 1; ++y)
        painter->drawLine(QPointF(grid.left(), y * kCell), QPointF(grid.right(), y * kCell));
    painter->setPen(QPen(t.woodGrid, kCell * 0.045));
    painter->drawRect(grid);

    painter->setPen(Qt::NoPen);
    painter->setBrush(t.woodGrid);
    for (core::Point p : starPoints())
        painter->drawEllipse(centerOf(p), kCell * 0.085, kCell * 0.085);

    // Coordinates on all four sides, in the wood's margin.
    QFont font = painter->font();
    font.setPixelSize(static_cast<int>(coordinateSize()));
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(t.woodGrid);
    const qreal band = kWoodPad - kLabelInner;
    for (int x = 0; x < m_columns; ++x) {
        const QString label = columnLabel(x);
        const qreal cx = x * kCell;
        painter->drawText(
            QRectF(cx - kCell / 2, grid.top() - kWoodPad, kCell, band), Qt::AlignCenter, label);
        painter->drawText(QRectF(cx - kCell / 2, grid.bottom() + kLabelInner, kCell, band),
            Qt::AlignCenter, label);
    }
    for (int y = 0; y < m_rows; ++y) {
        const QString label = rowLabel(y);
        const qreal cy = y * kCell;
        painter->drawText(
            QRectF(grid.left() - kWoodPad, cy - kCell / 2, band, kCell), Qt::AlignCenter, label);
        painter->drawText(QRectF(grid.right() + kLabelInner, cy - kCell / 2, band, kCell),
            Qt::AlignCenter, label);
    }
}

} // namespace qiju::widgets
