#include "arenawindow.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "board/boardscene.h"
#include "board/boardtheme.h"
#include "board/boardview.h"
#include "gameui/gameui.h"
#include "session/gamemodel.h"
#include "storage/settings.h"
#include "words/texts.h"

#include "games/gameregistry.h"

namespace qiju::widgets {

using model::ArenaEntrant;
using model::PlayerKind;

namespace {

enum Column { kPlayer, kGames, kWon, kDrawn, kLost, kScore, kElo, kColumns };

QString latin1(std::string_view s) { return QString::fromLatin1(s.data(), qsizetype(s.size())); }

} // namespace

ArenaWindow::ArenaWindow(QWidget *parent)
    : QDialog(parent)
    , m_arena(new model::Arena(this))
    , m_game(new QComboBox(this))
    , m_rules(new QComboBox(this))
    , m_players(new QListWidget(this))
    , m_gamesPerPair(new QSpinBox(this))
    , m_time(new QDoubleSpinBox(this))
    , m_start(new QPushButton(this))
    , m_resume(new QPushButton(this))
    , m_addCopy(new QPushButton(this))
    , m_table(new QTableWidget(this))
    , m_view(new BoardView(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("arenaWindow"));
    auto *layout = new QHBoxLayout(this);

    auto *left = new QVBoxLayout;
    auto *form = new QFormLayout;
    for (int i = 0; i < 5; ++i)
        m_formLabels << new QLabel(this);
    m_game->setObjectName(QStringLiteral("arenaGame"));
    for (const core::GameInfo &info : core::gameRegistry())
        m_game->addItem(QString(), int(info.id));
    form->addRow(m_formLabels[0], m_game);
    m_rules->setObjectName(QStringLiteral("arenaRules"));
    form->addRow(m_formLabels[1], m_rules);
    m_gamesPerPair->setObjectName(QStringLiteral("arenaGamesPerPair"));
    m_gamesPerPair->setRange(1, 1000);
    m_gamesPerPair->setValue(2);
    form->addRow(m_formLabels[2], m_gamesPerPair);
    m_time->setObjectName(QStringLiteral("arenaTime"));
    m_time->setRange(0.1, model::Settings::kMaxTimeMs / 1000.0);
    m_time->setDecimals(1);
    m_time->setSingleStep(0.5);
    m_time->setValue(1.0);
    form->addRow(m_formLabels[3], m_time);
    left->addLayout(form);
    left->addWidget(m_formLabels[4]);
    m_players->setObjectName(QStringLiteral("arenaPlayers"));
    left->addWidget(m_players, 1);
    m_addCopy->setObjectName(QStringLiteral("arenaAddCopy"));
    left->addWidget(m_addCopy, 0, Qt::AlignLeft);
    auto *buttons = new QHBoxLayout;
    m_start->setObjectName(QStringLiteral("arenaStart"));
    m_resume->setObjectName(QStringLiteral("arenaResume"));
    buttons->addWidget(m_start);
    buttons->addWidget(m_resume);
    left->addLayout(buttons);
    layout->addLayout(left, 2);

    auto *right = new QVBoxLayout;
    m_table->setObjectName(QStringLiteral("arenaTable"));
    m_table->setColumnCount(kColumns);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->hide();
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    right->addWidget(m_table);
    m_status->setObjectName(QStringLiteral("arenaStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    right->addWidget(m_status);
    m_view->setObjectName(QStringLiteral("arenaBoard"));
    m_view->setInteractive(false);
    m_view->setMinimumSize(240, 240);
    right->addWidget(m_view, 1);
    layout->addLayout(right, 3);

    connect(m_game, &QComboBox::currentIndexChanged, this, [this] {
        fillRules();
        fillPlayers();
    });
    connect(m_start, &QPushButton::clicked, this, &ArenaWindow::startOrStop);
    connect(m_resume, &QPushButton::clicked, this, &ArenaWindow::resume);
    connect(m_addCopy, &QPushButton::clicked, this, [this] { addCopy(m_players->currentRow()); });
    connect(m_players, &QListWidget::currentRowChanged, this, &ArenaWindow::updateControls);
    connect(m_arena, &model::Arena::gameStarted, this, &ArenaWindow::onGameStarted);
    connect(m_arena, &model::Arena::gameFinished, this, &ArenaWindow::refreshTable);
    connect(m_arena, &model::Arena::finished, this, &ArenaWindow::onFinished);

    retranslate();
    fillRules();
    fillPlayers();
    updateControls();
    resize(1000, 640);
}

ArenaWindow::~ArenaWindow()
{
    // The scene reads the arena's model: it goes first.
    m_view->setScene(nullptr);
    delete m_scene;
}

QString ArenaWindow::nameOf(const ArenaEntrant &entrant)
{
    const QString name = entrant.kind == PlayerKind::Engine
        ? entrant.engine.name
        : tr("Qiju (%1)").arg(Texts::levelName(entrant.level));
    return entrant.copy > 1 ? tr("%1 #%2").arg(name).arg(entrant.copy) : name;
}

QString ArenaWindow::eloText(const model::ArenaStanding &standing)
{
    if (standing.games() == 0)
        return QStringLiteral("\u2014");
    const protocols::EloEstimate elo = standing.elo();
    if (!std::isfinite(elo.diff))
        return elo.diff > 0 ? QStringLiteral("+\u221e") : QStringLiteral("\u2212\u221e");
    const long diff = std::lround(elo.diff);
    return QStringLiteral("%1%2 \u00b1 %3")
        .arg(diff > 0      ? QStringLiteral("+")
                : diff < 0 ? QStringLiteral("\u2212")
                           : QString())
        .arg(std::labs(diff))
        .arg(std::isfinite(elo.margin) ? QString::number(std::lround(elo.margin))
                                       : QStringLiteral("\u221e"));
}

void ArenaWindow::retranslate()
{
    setWindowTitle(tr("Arena"));
    for (int i = 0; i < m_game->count(); ++i)
        m_game->setItemText(i, Texts::gameName(core::GameId(m_game->itemData(i).toInt())));
    m_formLabels[0]->setText(tr("&Game:"));
    m_formLabels[0]->setBuddy(m_game);
    m_formLabels[1]->setText(tr("&Rules:"));
    m_formLabels[1]->setBuddy(m_rules);
    m_formLabels[2]->setText(tr("Games per &pair:"));
    m_formLabels[2]->setBuddy(m_gamesPerPair);
    m_gamesPerPair->setToolTip(
        tr("Each pair of players plays this many games, colours alternating"));
    m_formLabels[3]->setText(tr("&Time per move:"));
    m_formLabels[3]->setBuddy(m_time);
    m_time->setSuffix(tr(" s"));
    m_formLabels[4]->setText(tr("P&layers (tick two or more):"));
    m_formLabels[4]->setBuddy(m_players);
    m_players->setToolTip(tr("Qiju's levels and the tested engines that play this game "
                             "(Settings ▸ Engines…)"));
    m_addCopy->setText(tr("Add a &Copy"));
    m_addCopy->setToolTip(tr("Enter the selected player once more, for example Expert against "
                             "Expert to see how much the first move is worth"));
    m_resume->setText(tr("&Resume"));
    m_resume->setToolTip(tr("Go on with the stopped tournament, from the game that was dropped"));
    m_table->setHorizontalHeaderLabels(
        {tr("Player"), tr("Games"), tr("Won"), tr("Drawn"), tr("Lost"), tr("Score"), tr("Elo")});
    m_table->horizontalHeaderItem(kElo)->setToolTip(
        tr("Rating difference against the rest of the field, with its 95% margin"));
    m_table->horizontalHeaderItem(kScore)->setToolTip(tr("Wins plus half the draws, in percent"));
    if (!m_arena->isRunning()) {
        fillRules();
        fillPlayers();
    }
    refreshTable();
    refreshStatus();
    updateControls();
}

void ArenaWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ArenaWindow::setGame(core::GameId game)
{
    const int i = m_game->findData(int(game));
    if (i >= 0)
        m_game->setCurrentIndex(i);
}

void ArenaWindow::fillRules()
{
    const QString current = m_rules->currentData().toString();
    m_rules->clear();
    const auto game = core::GameId(m_game->currentData().toInt());
    for (std::string_view p : core::gameInfo(game).presets) {
        const QString preset = latin1(p);
        if (const auto sizes = core::gameInfo(game).commonSizes; sizes.size() > 1) {
            for (int size : sizes)
                m_rules->addItem(tr("%1, %2×%2").arg(Texts::presetName(game, preset)).arg(size),
                    QStringLiteral("%1 size=%2").arg(preset).arg(size));
        } else {
            m_rules->addItem(Texts::presetName(game, preset), preset);
        }
    }
    const int i = m_rules->findData(current);
    m_rules->setCurrentIndex(std::max(0, i));
}

void ArenaWindow::fillPlayers()
{
    // The ticks survive a change of game (for the players offered in both) and of language.
    // So do the copies of a player still offered.
    auto keyOf = [](const ArenaEntrant &e) {
        return (e.kind == PlayerKind::Engine
                       ? QStringLiteral("engine:") + e.engine.id
                       : QStringLiteral("qiju:") + latin1(ai::levelKey(e.level)))
            + QStringLiteral("#%1").arg(e.copy);
    };
    QStringList ticked;
    for (int i = 0; i < m_players->count() && i < m_offered.size(); ++i) {
        if (m_players->item(i)->checkState() == Qt::Checked)
            ticked << keyOf(m_offered[i]);
    }
    QList<ArenaEntrant> copies;
    for (const ArenaEntrant &e : std::as_const(m_offered)) {
        if (e.copy > 1)
            copies << e;
    }
    const auto game = core::GameId(m_game->currentData().toInt());
    m_players->clear();
    m_offered.clear();
    for (ai::Level l : ai::kAllLevels) {
        ArenaEntrant e;
        e.kind = PlayerKind::Computer;
        e.level = l;
        m_offered << e;
    }
    for (const model::EngineDefinition &d : model::Settings().engines()) {
        if (d.tested && d.plays(game)) {
            ArenaEntrant e;
            e.kind = PlayerKind::Engine;
            e.engine = d;
            m_offered << e;
        }
    }
    for (const ArenaEntrant &e : std::as_const(m_offered)) {
        auto *item = new QListWidgetItem(nameOf(e), m_players);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(keyOf(e)) ? Qt::Checked : Qt::Unchecked);
    }
    for (const ArenaEntrant &copy : std::as_const(copies)) {
        const bool offered = std::any_of(m_offered.cbegin(), m_offered.cend(),
            [&copy](const ArenaEntrant &e) { return e.samePlayer(copy); });
        if (offered)
            insertCopy(copy, ticked.contains(keyOf(copy)));
    }
}

void ArenaWindow::insertCopy(ArenaEntrant entrant, bool ticked)
{
    int last = -1;
    for (int i = 0; i < m_offered.size(); ++i) {
        if (m_offered[i].samePlayer(entrant))
            last = i;
    }
    entrant.copy = last >= 0 ? m_offered[last].copy + 1 : 1;
    m_offered.insert(last + 1, entrant);
    auto *item = new QListWidgetItem(nameOf(entrant));
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
    m_players->insertItem(last + 1, item);
}

bool ArenaWindow::addCopy(int row)
{
    if (m_arena->isRunning() || row < 0 || row >= m_offered.size())
        return false;
    insertCopy(m_offered[row], true);
    return true;
}

void ArenaWindow::choose(const QStringList &names)
{
    for (int i = 0; i < m_players->count(); ++i) {
        QListWidgetItem *item = m_players->item(i);
        item->setCheckState(names.contains(item->text()) ? Qt::Checked : Qt::Unchecked);
    }
}

void ArenaWindow::setGamesPerPair(int games) { m_gamesPerPair->setValue(games); }

void ArenaWindow::setTimePerMove(double seconds) { m_time->setValue(seconds); }

QList<ArenaEntrant> ArenaWindow::chosenEntrants() const
{
    QList<ArenaEntrant> chosen;
    for (int i = 0; i < m_players->count() && i < m_offered.size(); ++i) {
        if (m_players->item(i)->checkState() == Qt::Checked)
            chosen << m_offered[i];
    }
    return chosen;
}

void ArenaWindow::showBoardFor(core::GameId game)
{
    if (m_scene && m_arena->model()->hasGame() && m_arena->model()->gameId() == game)
        return;
    BoardScene *scene = createScene(game, m_arena->model(), this);
    if (!scene)
        return;
    const model::Settings settings;
    scene->setTheme(BoardTheme::byId(settings.theme()));
    scene->setAnimationSpeed(settings.animationSpeed());
    scene->setInteractive(false); // the arena's players move; clicks do nothing
    m_view->setScene(scene);
    delete m_scene;
    m_scene = scene;
}

void ArenaWindow::startOrStop()
{
    if (m_arena->isRunning()) {
        m_arena->stop();
        return;
    }
    const QList<ArenaEntrant> chosen = chosenEntrants();
    if (chosen.size() < 2) {
        m_status->setText(tr("Tick at least two players."));
        return;
    }
    const auto game = core::GameId(m_game->currentData().toInt());
    m_arena->setGame(game, m_rules->currentData().toString());
    m_arena->setEntrants(chosen);
    m_arena->setGamesPerPair(m_gamesPerPair->value());
    m_arena->setTimePerMoveMs(int(std::lround(m_time->value() * 1000)));
    showBoardFor(game);
    if (!m_arena->start()) {
        m_status->setText(tr("The tournament cannot start with these rules."));
        return;
    }
    refreshTable();
    updateControls();
}

void ArenaWindow::resume()
{
    if (m_arena->resume())
        updateControls();
}

void ArenaWindow::onGameStarted()
{
    refreshStatus();
    updateControls();
}

void ArenaWindow::onFinished()
{
    refreshTable();
    updateControls();
    refreshStatus();
}

void ArenaWindow::refreshStatus()
{
    if (m_arena->totalGames() == 0)
        return; // nothing started: an earlier message stays
    if (m_arena->isRunning()) {
        const int black = m_arena->currentBlack();
        const int white = m_arena->currentWhite();
        if (black < 0)
            return; // between two games
        m_status->setText(
            tr("Game %1 of %2: %3 (%4) against %5 (%6)")
                .arg(m_arena->games().size() + 1)
                .arg(m_arena->totalGames())
                .arg(entrantName(black), Texts::sideName(m_arena->game(), core::Side::Black),
                    entrantName(white), Texts::sideName(m_arena->game(), core::Side::White)));
        return;
    }
    const int played = int(m_arena->games().size());
    const QString done = m_arena->isComplete()
        ? tr("All %n game(s) played.", nullptr, played)
        : tr("Stopped after %n game(s) of %1.", nullptr, played).arg(m_arena->totalGames());
    m_status->setText(m_arena->savedOk() ? done + u' '
                + tr("Results saved to %1").arg(QDir::toNativeSeparators(m_arena->resultsPath()))
                                         : done + u' ' + tr("The results could not be saved."));
}

void ArenaWindow::refreshTable()
{
    const auto &entrants = m_arena->entrants();
    const auto &standings = m_arena->standings();
    m_table->setRowCount(int(standings.size()));
    for (int i = 0; i < standings.size(); ++i) {
        const model::ArenaStanding &s = standings[i];
        const QString cells[kColumns] = {nameOf(entrants.value(i)), QString::number(s.games()),
            QString::number(s.wins), QString::number(s.draws), QString::number(s.losses),
            s.games() ? QStringLiteral("%1%").arg(s.score() * 100, 0, 'f', 1)
                      : QStringLiteral("\u2014"),
            eloText(s)};
        for (int c = 0; c < kColumns; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c > kPlayer)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(i, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(kPlayer, QHeaderView::Stretch);
    // Every player's row in sight (up to ten; more scroll), and no empty space below.
    const int rows = std::clamp(int(standings.size()), 3, 10);
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height()
        + rows * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth());
}

void ArenaWindow::updateControls()
{
    const bool running = m_arena->isRunning();
    m_start->setText(running ? tr("&Stop") : tr("&Start"));
    m_start->setToolTip(running ? tr("Stop after dropping the game in progress; the results are "
                                     "saved")
                                : tr("Start a new tournament with these settings"));
    m_resume->setEnabled(m_arena->canResume());
    m_addCopy->setEnabled(!running && m_players->currentRow() >= 0);
    for (QWidget *w :
        std::initializer_list<QWidget *>{m_game, m_rules, m_players, m_gamesPerPair, m_time})
        w->setEnabled(!running);
}

void ArenaWindow::reject()
{
    m_arena->stop();
    QDialog::reject();
}

void ArenaWindow::closeEvent(QCloseEvent *event)
{
    m_arena->stop(); // what was played is saved
    QDialog::closeEvent(event);
}

} // namespace qiju::widgets
