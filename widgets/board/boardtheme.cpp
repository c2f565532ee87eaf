#include "boardtheme.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <QStandardPaths>
#include <QSvgRenderer>

#include <algorithm>

namespace qiju::widgets {

namespace {

// Names of the built-in themes, for lupdate; the JSON files carry the same English text.
[[maybe_unused]] constexpr const char *kBuiltinNames[] = {
    QT_TRANSLATE_NOOP("qiju::widgets::BoardTheme", "Warm wood"),
    QT_TRANSLATE_NOOP("qiju::widgets::BoardTheme", "Dark"),
    QT_TRANSLATE_NOOP("qiju::widgets::BoardTheme", "High contrast"),
};
// Built-in themes in menu order.
constexpr const char *kBuiltinIds[] = {"wood", "dark", "contrast"};

struct ColourField
{
    const char *key;
    QColor BoardTheme::*member;
};

constexpr ColourField kColourFields[] = {
    {"background", &BoardTheme::background}, {"frame", &BoardTheme::frame},
    {"felt", &BoardTheme::felt},             {"feltDark", &BoardTheme::feltDark},
    {"wood", &BoardTheme::wood},             {"woodDark", &BoardTheme::woodDark},
    {"grid", &BoardTheme::grid},             {"woodGrid", &BoardTheme::woodGrid},
    {"label", &BoardTheme::label},           {"black", &BoardTheme::black},
    {"white", &BoardTheme::white},           {"legal", &BoardTheme::legal},
    {"lastMove", &BoardTheme::lastMove},     {"hint", &BoardTheme::hint},
    {"selection", &BoardTheme::selection},   {"pieceOutline", &BoardTheme::pieceOutline},
    {"startText", &BoardTheme::startText},   {"turn", &BoardTheme::turn},
    {"lowTime", &BoardTheme::lowTime},
};

struct PaletteField
{
    const char *key;
    QPalette::ColorRole role;
};

constexpr PaletteField kPaletteFields[] = {
    {"window", QPalette::Window},         {"windowText", QPalette::WindowText},
    {"base", QPalette::Base},             {"text", QPalette::Text},
    {"button", QPalette::Button},         {"buttonText", QPalette::ButtonText},
    {"highlight", QPalette::Highlight},   {"highlightedText", QPalette::HighlightedText},
};

bool fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}

bool readColour(const QJsonObject &o, const char *key, QColor *out, QString *error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    const QColor c = QColor::fromString(v.toString());
    if (!v.isString() || !c.isValid())
        return fail(error, QStringLiteral("bad colour for \"%1\"").arg(QLatin1String(key)));
    *out = c;
    return true;
}

std::vector<BoardTheme> loadAll()
{
    std::vector<BoardTheme> themes;
    for (const char *id : kBuiltinIds) {
        QString error;
        if (auto t = BoardTheme::load(QStringLiteral(":/themes/") + QLatin1String(id), &error))
            themes.push_back(std::move(*t));
        else
            qWarning("Qiju: built-in theme %s: %s", id, qPrintable(error));
    }
    // The user's own themes, in folder-name order; a broken one is skipped with a warning.
    const QDir user(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                    + QStringLiteral("/themes"));
    for (const QString &sub : user.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        QString error;
        auto t = BoardTheme::load(user.filePath(sub), &error);
        const bool clash = std::any_of(themes.begin(), themes.end(),
                                       [&](const BoardTheme &b) { return b.id == sub; });
        if (t && !clash)
            themes.push_back(std::move(*t));
        else if (!t)
            qWarning("Qiju: theme %s: %s", qPrintable(user.filePath(sub)), qPrintable(error));
    }
    if (themes.empty())
        themes.emplace_back();
    return themes;
}

QString &currentId()
{
    static QString id;
    return id;
}

} // namespace

std::optional<BoardTheme> BoardTheme::load(const QString &folder, QString *error)
{
    QFile file(folder + QStringLiteral("/theme.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        fail(error, QStringLiteral("cannot read %1").arg(file.fileName()));
        return std::nullopt;
    }
    return fromJson(file.read(256 * 1024), folder, error);
}

std::optional<BoardTheme> BoardTheme::fromJson(const QByteArray &json, const QString &folder,
                                               QString *error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (!doc.isObject()) {
        fail(error, QStringLiteral("not a JSON object: %1").arg(parse.errorString()));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String("qiju-theme")) {
        fail(error, QStringLiteral("\"format\" is not \"qiju-theme\""));
        return std::nullopt;
    }
    if (root.value(QLatin1String("version")).toInt() != 1) {
        fail(error, QStringLiteral("unsupported \"version\" (this Qiju reads version 1)"));
        return std::nullopt;
    }
    BoardTheme t;
    t.id = QFileInfo(folder).fileName();
    t.name = root.value(QLatin1String("name")).toString().trimmed();
    if (t.name.isEmpty()) {
        fail(error, QStringLiteral("no \"name\""));
        return std::nullopt;
    }
    const QJsonObject colours = root.value(QLatin1String("colors")).toObject();
    for (const ColourField &f : kColourFields) {
        if (!readColour(colours, f.key, &(t.*f.member), error))
            return std::nullopt;
    }
    if (!colours.contains(QLatin1String("feltDark")))
        t.feltDark = t.felt.darker(125);
    if (root.contains(QLatin1String("ui"))) {
        const QJsonObject ui = root.value(QLatin1String("ui")).toObject();
        QPalette pal;
        for (const PaletteField &f : kPaletteFields) {
            QColor c;
            if (!readColour(ui, f.key, &c, error))
                return std::nullopt;
            if (c.isValid())
                pal.setColor(f.role, c);
        }
        pal.setColor(QPalette::AlternateBase, pal.color(QPalette::Base).lighter(115));
        pal.setColor(QPalette::ToolTipBase, pal.color(QPalette::Base));
        pal.setColor(QPalette::ToolTipText, pal.color(QPalette::Text));
        const QColor fg = pal.color(QPalette::WindowText);
        const QColor bg = pal.color(QPalette::Window);
        pal.setColor(QPalette::PlaceholderText,
                     QColor((fg.red() * 3 + bg.red() * 2) / 5, (fg.green() * 3 + bg.green() * 2) / 5,
                            (fg.blue() * 3 + bg.blue() * 2) / 5));
        pal.setColor(QPalette::Mid, fg.darker(200));
        pal.setColor(QPalette::Disabled, QPalette::WindowText,
                     pal.color(QPalette::WindowText).darker(170));
        pal.setColor(QPalette::Disabled, QPalette::ButtonText,
                     pal.color(QPalette::ButtonText).darker(170));
        pal.setColor(QPalette::Disabled, QPalette::Text, pal.color(QPalette::Text).darker(170));
        t.palette = pal;
    }
    const QString artName = root.value(QLatin1String("art")).toString();
    if (!artName.isEmpty()) {
        if (artName.contains(QLatin1Char('/')) || artName.contains(QLatin1Char('\\'))) {
            fail(error, QStringLiteral("\"art\" must name a file in the theme folder"));
            return std::nullopt;
        }
        const QString artPath = folder + QLatin1Char('/') + artName;
        auto svg = QFile::exists(artPath) ? std::make_shared<QSvgRenderer>(artPath) : nullptr;
        if (!svg || !svg->isValid()) {
            fail(error, QStringLiteral("cannot read the artwork %1").arg(artName));
            return std::nullopt;
        }
        t.art = std::move(svg);
        for (int i = 1; t.art->elementExists(QStringLiteral("background-%1").arg(i)); ++i)
            t.backgrounds << QStringLiteral("background-%1").arg(i);
    }
    return t;
}

QString BoardTheme::displayName() const
{
    return QCoreApplication::translate("qiju::widgets::BoardTheme", name.toUtf8().constData());
}

bool BoardTheme::hasArt(const QString &elementId) const
{
    return art && art->elementExists(elementId);
}

void BoardTheme::paintArt(QPainter *painter, const QString &elementId, const QRectF &target) const
{
    if (!hasArt(elementId) || target.isEmpty())
        return;
    // The size in device pixels at which the element will appear.
    const QRectF device = painter->transform().mapRect(target);
    qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    QSize size = (device.size() * dpr).toSize().boundedTo(QSize(3000, 3000));
    size = size.expandedTo(QSize(1, 1));
    const QString key = QStringLiteral("qiju-theme:%1:%2:%3x%4")
                            .arg(id, elementId)
                            .arg(size.width())
                            .arg(size.height());
    QPixmap pm;
    if (!QPixmapCache::find(key, &pm)) {
        pm = QPixmap(size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        art->render(&p, elementId, QRectF(QPointF(0, 0), QSizeF(size)));
        p.end();
        QPixmapCache::insert(key, pm);
    }
    painter->drawPixmap(target, pm, QRectF(pm.rect()));
}

void BoardTheme::paintArtCovering(QPainter *painter, const QString &elementId,
                                  const QRectF &target) const
{
    if (!hasArt(elementId))
        return;
    const QSizeF natural = art->boundsOnElement(elementId).size();
    if (natural.isEmpty())
        return;
    const QSizeF covering = natural.scaled(target.size(), Qt::KeepAspectRatioByExpanding);
    QRectF r(QPointF(0, 0), covering);
    r.moveCenter(target.center());
    painter->save();
    painter->setClipRect(target);
    paintArt(painter, elementId, r);
    painter->restore();
}

const std::vector<BoardTheme> &BoardTheme::all()
{
    static const std::vector<BoardTheme> themes = loadAll();
    return themes;
}

const BoardTheme &BoardTheme::byId(const QString &id)
{
    for (const BoardTheme &t : all()) {
        if (t.id == id)
            return t;
    }
    return all().front();
}

const BoardTheme &BoardTheme::standard() { return byId(currentId()); }

void BoardTheme::setCurrent(const QString &id) { currentId() = id; }

} // namespace qiju::widgets
