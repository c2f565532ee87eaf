// StartPage: the first screen — the five games as tiles with a small board picture, over a
// background picked at random from the current theme's backgrounds each time the page is
// shown, and above them a button to continue the last game played. GUI thread only.
#pragma once

#include <QRandomGenerator>
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
    // Re-reads the current theme: board pictures, text colour, a new background.
    void refreshTheme();
    // The background element shown now ("" when the theme has none).
    QString background() const { return m_background; }
    // Makes the random choice of backgrounds repeatable (tests).
    void seedBackgrounds(quint32 seed) { m_random.seed(seed); }
    // Offers "Continue your last game" with a description of it; hidden when empty.
    void setContinueOffer(const QString &description);
    QPushButton *continueButton() const { return m_continue; }

signals:
    void gameChosen(qiju::core::GameId game);
    void musicRequested();
    void continueRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    void pickBackground();

    QLabel *m_title;
    QLabel *m_subtitle;
    QPushButton *m_music;
    QPushButton *m_continue;
    QString m_continueDescription;
    std::vector<std::pair<core::GameId, QToolButton *>> m_tiles;
    QString m_background;
    QRandomGenerator m_random{QRandomGenerator::global()->generate()};
};

} // namespace qiju::widgets
