// StartPage: the first screen — the five games as tiles with a small board picture. A game
// still being built shows as "coming soon" and cannot be chosen. GUI thread only.
#pragma once

#include <QWidget>

#include "common/types.h"

class QLabel;
class QPushButton;
class QToolButton;

namespace qiju::widgets {

class StartPage : public QWidget
{
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);

    QToolButton *tile(core::GameId game) const;

signals:
    void gameChosen(qiju::core::GameId game);
    void musicRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title;
    QLabel *m_subtitle;
    QPushButton *m_music;
    std::vector<std::pair<core::GameId, QToolButton *>> m_tiles;
};

} // namespace qiju::widgets
