// RecordTableModel: the finished games of records.jsonl as a table (newest first) for the
// Results window; sort with Qt::UserRole (dates and numbers sort as such). GUI thread only.
#pragma once

#include <QAbstractTableModel>

#include "storage/records.h"

namespace qiju::widgets {

class RecordTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Date, Game, Rules, Black, White, Result, Reason, Moves, Duration, Score, Count };
    static constexpr int kSortRole = Qt::UserRole;

    explicit RecordTableModel(QObject *parent = nullptr);

    void setRecords(std::vector<model::GameRecord> records);
    const model::GameRecord &record(int row) const { return m_records[std::size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "Ann", "Computer (Hard)", or the kind of player when unnamed.
    static QString playerName(const model::RecordPlayer &player);

private:
    std::vector<model::GameRecord> m_records;
};

} // namespace qiju::widgets
