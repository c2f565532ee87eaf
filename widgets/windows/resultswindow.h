// ResultsWindow: the finished games from records.jsonl — a sortable table filtered by text and
// by game, and per-nickname statistics per game and opponent level (played, won, lost, drawn,
// win rate, best score). Damaged lines of the file are skipped and reported once, in one
// sentence. GUI thread only.
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTableWidget;
class QTabWidget;

namespace qiju::widgets {

class RecordTableModel;

class ResultsWindow : public QDialog
{
    Q_OBJECT

public:
    explicit ResultsWindow(QWidget *parent = nullptr);

    // Reads records.jsonl again.
    void refresh();
    QTableView *gamesView() const { return m_view; }
    QTableWidget *statisticsTable() const { return m_stats; }
    QLineEdit *filter() const { return m_filter; }
    QComboBox *gameFilter() const { return m_game; }
    QLabel *notice() const { return m_notice; }
    QTabWidget *tabs() const { return m_tabs; }

private:
    void fillStatistics();

    QTabWidget *m_tabs;
    RecordTableModel *m_model;
    QSortFilterProxyModel *m_byGame;
    QSortFilterProxyModel *m_byText;
    QTableView *m_view;
    QTableWidget *m_stats;
    QLineEdit *m_filter;
    QComboBox *m_game;
    QLabel *m_notice;
};

} // namespace qiju::widgets
