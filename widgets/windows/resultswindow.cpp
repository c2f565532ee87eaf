#include "resultswindow.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include "storage/records.h"
#include "windows/recordtablemodel.h"
#include "words/texts.h"
#include "games/gameregistry.h"

namespace qiju::widgets {

ResultsWindow::ResultsWindow(QWidget *parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
    , m_model(new RecordTableModel(this))
    , m_byGame(new QSortFilterProxyModel(this))
    , m_byText(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_stats(new QTableWidget(this))
    , m_filter(new QLineEdit(this))
    , m_game(new QComboBox(this))
    , m_notice(new QLabel(this))
{
    setObjectName(QStringLiteral("resultsWindow"));
    setWindowTitle(tr("Results"));
    auto *layout = new QVBoxLayout(this);
    m_notice->setObjectName(QStringLiteral("damagedNotice"));
    m_notice->setWordWrap(true);
    m_notice->setVisible(false);
    layout->addWidget(m_notice);

    auto *games = new QWidget(this);
    auto *gamesLayout = new QVBoxLayout(games);
    auto *filters = new QHBoxLayout;
    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setPlaceholderText(tr("Filter: a nickname, a result…"));
    m_filter->setClearButtonEnabled(true);
    m_game->setObjectName(QStringLiteral("gameFilter"));
    m_game->addItem(tr("All games"), QString());
    for (core::GameId id : core::allGames())
        m_game->addItem(Texts::gameName(id), Texts::gameName(id));
    filters->addWidget(m_filter, 1);
    filters->addWidget(m_game);
    gamesLayout->addLayout(filters);

    m_byGame->setSourceModel(m_model);
    m_byGame->setFilterKeyColumn(RecordTableModel::Game);
    m_byText->setSourceModel(m_byGame);
    m_byText->setFilterKeyColumn(-1);
    m_byText->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_byText->setSortRole(RecordTableModel::kSortRole);
    m_view->setObjectName(QStringLiteral("gamesTable"));
    m_view->setModel(m_byText);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(RecordTableModel::Date, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    gamesLayout->addWidget(m_view);
    connect(
        m_filter, &QLineEdit::textChanged, m_byText, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_game, &QComboBox::currentIndexChanged, this, [this] {
        const QString name = m_game->currentData().toString();
        m_byGame->setFilterRegularExpression(name.isEmpty()
                ? QString()
                : QStringLiteral("^%1$").arg(QRegularExpression::escape(name)));
    });

    m_stats->setObjectName(QStringLiteral("statisticsTable"));
    m_stats->setColumnCount(9);
    m_stats->setHorizontalHeaderLabels({tr("Nickname"), tr("Game"), tr("Opponent"), tr("Played"),
        tr("Won"), tr("Lost"), tr("Drawn"), tr("Win rate"), tr("Best score")});
    m_stats->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_stats->verticalHeader()->hide();
    m_stats->horizontalHeader()->setStretchLastSection(true);

    m_tabs->addTab(games, tr("Games"));
    m_tabs->addTab(m_stats, tr("Statistics"));
    layout->addWidget(m_tabs, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(860, 480);
    refresh();
}

void ResultsWindow::refresh()
{
    model::RecordReadResult read = model::RecordFile::read(model::RecordFile::defaultPath());
    if (!read.damagedLines.empty()) {
        QStringList lines;
        for (int n : read.damagedLines)
            lines << QString::number(n);
        m_notice->setText(tr("%n damaged line(s) of the results file were skipped (line %1).",
            nullptr, int(read.damagedLines.size()))
                              .arg(lines.join(QStringLiteral(", "))));
    }
    m_notice->setVisible(!read.damagedLines.empty());
    const auto stats = model::playerStatistics(read.records);
    m_model->setRecords(std::move(read.records));
    m_view->resizeColumnsToContents();

    m_stats->setSortingEnabled(false);
    m_stats->setRowCount(int(stats.size()));
    for (int row = 0; row < int(stats.size()); ++row) {
        const model::PlayerStats &s = stats[std::size_t(row)];
        auto number = [](double v) {
            auto *item = new QTableWidgetItem;
            item->setData(Qt::DisplayRole, v);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return item;
        };
        m_stats->setItem(row, 0, new QTableWidgetItem(s.name.isEmpty() ? tr("(no name)") : s.name));
        m_stats->setItem(row, 1, new QTableWidgetItem(Texts::gameName(s.game)));
        m_stats->setItem(row, 2,
            new QTableWidgetItem(s.opponentLevel
                    ? tr("Computer (%1)").arg(Texts::levelName(*s.opponentLevel))
                    : tr("People")));
        m_stats->setItem(row, 3, number(s.played));
        m_stats->setItem(row, 4, number(s.won));
        m_stats->setItem(row, 5, number(s.lost));
        m_stats->setItem(row, 6, number(s.drawn));
        auto *rate = new QTableWidgetItem(QStringLiteral("%1%").arg(qRound(s.winRate() * 100)));
        rate->setData(Qt::UserRole, s.winRate());
        rate->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_stats->setItem(row, 7, rate);
        m_stats->setItem(row, 8, number(s.bestScore));
    }
    m_stats->setSortingEnabled(true);
    m_stats->resizeColumnsToContents();
}

} // namespace qiju::widgets
