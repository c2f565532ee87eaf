#include "settingscommands.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMenuBar>

#include "board/boardtheme.h"
#include "board/movevaluesoverlay.h"
#include "gameui/gameui.h"
#include "services/languagemanager.h"
#include "windows/gamepage.h"

namespace qiju::widgets {

namespace {
constexpr int kTimeChoicesMs[] = {1000, 3000, 5000, 10000, 30000};
} // namespace

SettingsCommands::SettingsCommands(GamePage *page, LanguageManager *language, QObject *parent)
    : QObject(parent)
    , m_page(page)
    , m_language(language)
    , m_languageGroup(new QActionGroup(this))
    , m_timeGroup(new QActionGroup(this))
    , m_animationGroup(new QActionGroup(this))
    , m_themeGroup(new QActionGroup(this))
{
    makeSwitch("showLegalMoves", Qt::CTRL | Qt::SHIFT | Qt::Key_L, m_settings.showLegalMoves(),
               &model::Settings::setShowLegalMoves);
    makeSwitch("showMoveValues", Qt::Key_V, m_settings.showMoveValues(),
               &model::Settings::setShowMoveValues);
    makeSwitch("tiltBoard", Qt::CTRL | Qt::SHIFT | Qt::Key_T, m_settings.tiltBoard(),
               &model::Settings::setTiltBoard);
    makeSwitch("showMoveNumbers", Qt::CTRL | Qt::SHIFT | Qt::Key_N, m_settings.showMoveNumbers(),
               &model::Settings::setShowMoveNumbers);
    // Go/NoGo: liberty counts on the stones; NoGo: the illegal points crossed out.
    makeSwitch("showLiberties", Qt::CTRL | Qt::SHIFT | Qt::Key_B, m_settings.showLiberties(),
               &model::Settings::setShowLiberties);
    makeSwitch("showIllegalPoints", Qt::CTRL | Qt::SHIFT | Qt::Key_I,
               m_settings.showIllegalPoints(), &model::Settings::setShowIllegalPoints);

    for (const char *lang : {"system", "en", "zh_CN"}) {
        const QString code = QLatin1String(lang) == QLatin1String("system")
            ? QString()
            : QString::fromLatin1(lang);
        QAction *a = makeChoice(m_languageGroup, QStringLiteral("lang-") + QLatin1String(lang),
                                code, code == m_settings.language());
        connect(a, &QAction::triggered, this, [this, code] {
            m_settings.setLanguage(code);
            m_language->apply(code);
        });
    }
    for (int ms : kTimeChoicesMs) {
        QAction *a = makeChoice(m_timeGroup, QStringLiteral("time-%1").arg(ms), ms,
                                ms == m_settings.timePerMoveMs());
        connect(a, &QAction::triggered, this, [this, ms] {
            m_settings.setTimePerMoveMs(ms);
            m_page->applySettings(m_settings);
        });
    }
    for (int i = 0; i <= int(model::AnimationSpeed::Slow); ++i) {
        QAction *a = makeChoice(m_animationGroup, QStringLiteral("animation-%1").arg(i), i,
                                i == int(m_settings.animationSpeed()));
        connect(a, &QAction::triggered, this, [this, i] {
            m_settings.setAnimationSpeed(model::AnimationSpeed(i));
            m_page->applySettings(m_settings);
        });
    }
    for (const BoardTheme &t : BoardTheme::all()) {
        QAction *a = makeChoice(m_themeGroup, QStringLiteral("theme-") + t.id, t.id, false);
        connect(a, &QAction::triggered, this, [this, id = t.id] { emit themeChosen(id); });
    }
}

QAction *SettingsCommands::makeAction(const char *name, const QKeySequence &shortcut)
{
    auto *a = new QAction(this);
    a->setObjectName(QString::fromLatin1(name));
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    return a;
}

QAction *SettingsCommands::makeSwitch(const char *name, const QKeySequence &shortcut, bool on,
                                      void (model::Settings::*store)(bool))
{
    QAction *a = makeAction(name, shortcut);
    a->setCheckable(true);
    a->setChecked(on);
    connect(a, &QAction::toggled, this, [this, store](bool checked) {
        (m_settings.*store)(checked);
        m_page->applySettings(m_settings);
    });
    return a;
}

QAction *SettingsCommands::makeChoice(QActionGroup *group, const QString &name,
                                      const QVariant &data, bool checked)
{
    QAction *a = makeAction(qPrintable(name));
    a->setCheckable(true);
    a->setData(data);
    a->setChecked(checked);
    group->addAction(a);
    return a;
}

void SettingsCommands::createMenu(QMenuBar *bar, const QList<QAction *> &engineActions,
                                  const QList<QAction *> &soundActions)
{
    m_menu = bar->addMenu(QString());
    m_languageMenu = m_menu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_timeMenu = m_menu->addMenu(QString());
    m_timeMenu->addActions(m_timeGroup->actions());
    m_animationMenu = m_menu->addMenu(QString());
    m_animationMenu->addActions(m_animationGroup->actions());
    m_themeMenu = m_menu->addMenu(QString());
    m_themeMenu->addActions(m_themeGroup->actions());
    for (const char *name : {"showLegalMoves", "showMoveNumbers", "showMoveValues", "tiltBoard",
                             "showLiberties", "showIllegalPoints"})
        m_menu->addAction(findChild<QAction *>(QString::fromLatin1(name)));
    m_menu->addSeparator();
    m_menu->addActions(engineActions);
    m_menu->addSeparator();
    m_menu->addActions(soundActions);
}

void SettingsCommands::retranslate()
{
    m_menu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_timeMenu->setTitle(tr("&Computer's time per move"));
    m_animationMenu->setTitle(tr("&Animations"));
    m_themeMenu->setTitle(tr("&Theme"));
    for (QAction *a : m_themeGroup->actions())
        a->setText(BoardTheme::byId(a->data().toString()).displayName());
    const struct { const char *name; QString text; QString tip; } texts[] = {
        {"showLegalMoves", tr("Show le&gal moves"), {}},
        {"tiltBoard", tr("Tilt the &board"),
            tr("Draw the board in perspective, as if it lay on a table; clicks still land on "
               "the point under the pointer")},
        {"showMoveNumbers", tr("Show move &numbers"),
            tr("Number the stones in the order they were played")},
        {"showMoveValues", tr("Show move &values"),
            tr("Write the value of every legal move on the board: the disc difference it leads "
               "to (Othello, Ataxx), its threat level (Gomoku) or the win rate in percent after "
               "it (Go, NoGo)")},
        {"showLiberties", tr("Show &liberties"),
            tr("Go and NoGo: show on each stone how many liberties its group has")},
        {"showIllegalPoints", tr("Show &illegal points"),
            tr("NoGo: cross out the points the side to move may not play")},
        {"lang-system", tr("System language"), {}},
        {"lang-en", QStringLiteral("English"), {}},
        {"lang-zh_CN", QStringLiteral("中文（简体）"), {}},
        {"animation-0", tr("Off"), {}},
        {"animation-1", tr("Fast"), {}},
        {"animation-2", tr("Normal"), {}},
        {"animation-3", tr("Slow"), {}},
    };
    for (const auto &t : texts) {
        QAction *a = findChild<QAction *>(QString::fromLatin1(t.name));
        a->setText(t.text);
        a->setToolTip(t.tip.isEmpty() ? QString(t.text).remove(QLatin1Char('&')) : t.tip);
    }
    for (QAction *a : m_timeGroup->actions())
        a->setText(tr("%n second(s)", nullptr, a->data().toInt() / 1000));
}

void SettingsCommands::updateActions(bool inGame, core::GameId game)
{
    const GameUi &ui = gameUi(game);
    findChild<QAction *>(QStringLiteral("showLiberties"))->setVisible(inGame && ui.showsLiberties);
    findChild<QAction *>(QStringLiteral("showIllegalPoints"))
        ->setVisible(inGame && ui.showsIllegalPoints);
}

void SettingsCommands::showTheme(const QString &id)
{
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == id);
}

} // namespace qiju::widgets
