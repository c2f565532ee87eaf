// BoardTheme: the colours and artwork a board scene, its pieces and the start page paint with.
// Themes are data: a folder with theme.json (format "qiju-theme", a name, colours and an
// optional window palette) and an SVG whose elements are looked up by id — "felt" (cell
// boards), "wood" (intersection boards), "background-1", "background-2", ... (start page).
// The built-in themes live in :/themes/<id>/; more can be dropped into
// <AppDataLocation>/themes/<id>/. A value type; the list of themes is loaded once and its
// entries never move, so scenes and pieces may keep references. GUI thread only.
#pragma once

#include <QColor>
#include <QPalette>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class QPainter;
class QSvgRenderer;

namespace qiju::widgets {

struct BoardTheme
{
    QString id = QStringLiteral("builtin"); // folder name
    QString name = QStringLiteral("Classic"); // English; see displayName()
    QColor background{0x2E, 0x3B, 0x33};   // around the board
    QColor frame{0x5A, 0x3A, 0x1E};        // board rim
    QColor felt{0x1F, 0x7A, 0x4A};         // Othello/Ataxx playing surface
    QColor feltDark{0x17, 0x62, 0x3A};     // checker tint / gradient end
    QColor wood{0xDC, 0xB3, 0x5C};         // Go/Gomoku/NoGo surface
    QColor woodDark{0xC8, 0x98, 0x42};
    QColor grid{0x0D, 0x3D, 0x22};
    QColor woodGrid{0x3A, 0x2A, 0x10};
    QColor label{0xF0, 0xE6, 0xC8};
    QColor black{0x15, 0x15, 0x18};
    QColor white{0xF4, 0xF2, 0xEC};
    QColor legal{0, 0, 0, 70};
    QColor lastMove{0xE8, 0x3A, 0x2E};
    QColor hint{0xFF, 0xD5, 0x4A};
    QColor selection{0xFF, 0xD5, 0x4A};
    QColor pieceOutline{Qt::transparent}; // a ring around every piece when opaque
    QColor startText{Qt::white};          // text over the start page backgrounds
    QColor turn{0xE0, 0xB0, 0x40};        // side panel: the rim of the player to move's card
    QColor lowTime{0xD0, 0x20, 0x20};     // side panel: a clock that is running out
    std::optional<QPalette> palette;      // window colours, when the theme sets them

    // The SVG artwork (shared between copies), and its background element ids in order.
    std::shared_ptr<QSvgRenderer> art;
    QStringList backgrounds;

    // The theme's name in the current language (built-in names are translated).
    QString displayName() const;
    bool hasArt(const QString &elementId) const;
    // Paints the element stretched over `target`, from a pixmap cached per device size, so it
    // stays crisp at any zoom without re-rendering the SVG on every frame.
    void paintArt(QPainter *painter, const QString &elementId, const QRectF &target) const;
    // Like paintArt, but keeps the element's aspect ratio and covers `target` (cropping).
    void paintArtCovering(QPainter *painter, const QString &elementId,
                          const QRectF &target) const;

    // Reads a theme folder; nullopt with a reason in `error` when the files are unusable.
    static std::optional<BoardTheme> load(const QString &folder, QString *error = nullptr);
    // Reads the text of a theme.json that lives in `folder` (where its artwork is looked for).
    static std::optional<BoardTheme> fromJson(const QByteArray &json, const QString &folder,
                                              QString *error = nullptr);

    // Every theme found (built-in first, then the user's); never empty.
    static const std::vector<BoardTheme> &all();
    // The theme with `id`, or the first one.
    static const BoardTheme &byId(const QString &id);
    // The current theme: what new scenes, pieces and pages use.
    static const BoardTheme &standard();
    static void setCurrent(const QString &id);
};

} // namespace qiju::widgets
