#include "boardpreview.h"

#include <QPainter>
#include <QPainterPath>

#include "board/boardtheme.h"
#include "gameui/gameui.h"

#include "games/gameregistry.h"

namespace qiju::widgets {

using core::Cell;
using core::GameId;

QPixmap boardPreview(GameId game, const core::Game *position, int size, qreal dpr)
{
    const GameUi &ui = gameUi(game);
    const int n = position ? position->width() : ui.previewSize;
    const bool grid = core::gameInfo(game).board == core::BoardKind::Intersections;
    auto cellAt = [&](int x, int y) {
        if (position)
            return position->cell({x, y});
        switch (ui.previewRows[y * n + x]) {
        case 'x': return Cell::Black;
        case 'o': return Cell::White;
        case '#': return Cell::Blocked;
        default: return Cell::Empty;
        }
    };

    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardTheme &t = BoardTheme::standard();
    const QRectF outer(1, 1, size - 2, size - 2);
    p.setPen(QPen(t.frame, 2));
    p.setBrush(grid ? t.wood : t.felt);
    p.drawRoundedRect(outer, 6, 6);
    const QString surface = grid ? QStringLiteral("wood") : QStringLiteral("felt");
    if (t.hasArt(surface)) {
        QPainterPath rounded;
        rounded.addRoundedRect(outer, 6, 6);
        p.save();
        p.setClipPath(rounded);
        t.paintArt(&p, surface, outer);
        p.restore();
    }

    const qreal margin = size * 0.07;
    const QRectF area = outer.adjusted(margin, margin, -margin, -margin);
    const qreal step = grid ? area.width() / (n - 1) : area.width() / n;
    auto centre = [&](int x, int y) {
        return grid ? QPointF(area.left() + x * step, area.top() + y * step)
                    : QPointF(area.left() + (x + 0.5) * step, area.top() + (y + 0.5) * step);
    };
    p.setPen(QPen(grid ? t.woodGrid : t.grid, 1));
    if (grid) {
        for (int i = 0; i < n; ++i) {
            p.drawLine(centre(i, 0), centre(i, n - 1));
            p.drawLine(centre(0, i), centre(n - 1, i));
        }
    } else {
        for (int i = 0; i <= n; ++i) {
            p.drawLine(QPointF(area.left() + i * step, area.top()),
                       QPointF(area.left() + i * step, area.bottom()));
            p.drawLine(QPointF(area.left(), area.top() + i * step),
                       QPointF(area.right(), area.top() + i * step));
        }
    }
    const qreal r = step * (grid ? 0.46 : 0.4);
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const Cell c = cellAt(x, y);
            if (c == Cell::Empty)
                continue;
            const QPointF at = centre(x, y);
            if (c == Cell::Blocked) {
                p.setPen(Qt::NoPen);
                p.setBrush(t.frame);
                p.drawRect(QRectF(at - QPointF(step / 2, step / 2), QSizeF(step, step)));
                continue;
            }
            const bool black = c == Cell::Black;
            QRadialGradient g(at - QPointF(r * 0.35, r * 0.4), r * 1.5);
            g.setColorAt(0, black ? t.black.lighter(260) : QColor(Qt::white));
            g.setColorAt(1, black ? t.black : t.white.darker(120));
            p.setPen(QPen(QColor(0, 0, 0, 110), 0.8));
            p.setBrush(g);
            p.drawEllipse(at, r, r);
        }
    }
    return pm;
}

} // namespace qiju::widgets
