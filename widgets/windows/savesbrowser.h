// SavesBrowser: the saved games in AppDataLocation/saves as a list — a small picture of the
// board, the game, the players, the move number and when it was saved — to open or delete
// (after asking). Unreadable files are listed with the reason and can only be deleted.
// GUI thread only.
#pragma once

#include <QDialog>

class QPushButton;
class QTreeWidget;

namespace qiju::widgets {

class SavesBrowser : public QDialog
{
    Q_OBJECT

public:
    explicit SavesBrowser(QWidget *parent = nullptr);

    QTreeWidget *list() const { return m_list; }
    // Reads the folder again.
    void refresh();
    // Deletes the selected file after the user confirms; `confirm` false skips the question
    // (tests).
    void deleteSelected(bool confirm = true);

signals:
    void openRequested(const QString &path);

private:
    QString selectedPath() const;
    void updateButtons();

    QTreeWidget *m_list;
    QPushButton *m_open;
    QPushButton *m_delete;
};

} // namespace qiju::widgets
