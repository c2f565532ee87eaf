// SidePanel: the panel beside the board — one card per player (piece, nickname, kind and
// level, count with a bar, the clock with its low-time colour), whose turn it is, the computer's thinking indicator with its
// current best move and a "Move now" button, and the last notice (a pass, an illegal move).
// Shows what it is told; owns no game state. GUI thread only.
#pragma once

#include <QWidget>

#include <utility>
#include <vector>

#include "ai/searchtypes.h"
#include "common/gameresult.h"
#include "common/move.h"
#include "common/types.h"

class QVBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;

namespace qiju::widgets {

struct BoardTheme;

class CountBar;

class SidePanel : public QWidget
{
    Q_OBJECT

public:
    explicit SidePanel(QWidget *parent = nullptr);

    void setGame(core::GameId game);
    void setPlayer(core::Side side, const QString &name, const QString &detail);
    void setCounts(int black, int white, int maximum);
    // Go: the stones each colour has captured, under its card; hidden when `visible` is false.
    void setCaptures(int black, int white, bool visible);
    void setTurn(std::optional<core::Side> side); // nullopt when the game is over
    void setThinking(std::optional<core::Side> side);
    void setSearchInfo(const QString &text);
    void setNotice(const QString &text);
    void setResult(const QString &text);
    // The rules, komi or handicap and time control in play, in plain words (one or two lines).
    void setRules(const QString &text);
    QString rulesShown() const;
    // A few lines about a mode the game is in (a study's score, a running demo); empty hides.
    void setModeInfo(const QString &text);
    // A decision the rules offer besides a click on the board (Gomoku's swap): a prompt and
    // one button per choice. A prompt without choices explains what the other player is
    // deciding; an empty prompt and no choices hide the area.
    void setDecision(
        const QString &prompt, const std::vector<std::pair<QString, core::Move>> &choices);
    // A colour's clock: the big time, a line under it, the warning colour, whether it runs.
    void setClock(core::Side side, const QString &time, const QString &detail, bool low,
                  bool running);
    void setClocksVisible(bool visible);
    // Paints the piece icons, count bars, the turn rim and the low-time warning in the
    // theme's colours (the panel starts in BoardTheme::standard()'s).
    void setTheme(const BoardTheme &theme);

signals:
    void moveNowClicked();
    void decisionChosen(const qiju::core::Move &move);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Card
    {
        QWidget *frame = nullptr;
        QLabel *piece = nullptr;
        QLabel *name = nullptr;
        QLabel *detail = nullptr;
        QLabel *count = nullptr;
        QLabel *unit = nullptr;
        CountBar *bar = nullptr;
        QLabel *clock = nullptr;
        QLabel *clockDetail = nullptr;
        QLabel *captures = nullptr;
    };

    void retranslate();
    void buildCard(Card &card, core::Side side);
    // The count's unit under it, its tool tips and accessible name; then describeCards().
    void labelCounts();
    // Each card's accessible name: side, player, detail, count and captures in one line.
    void describeCards();
    void paintPieces();
    void highlight();

    core::GameId m_game{};
    const BoardTheme *m_theme;
    Card m_cards[2];
    QLabel *m_turn;
    QWidget *m_thinkingRow;
    QLabel *m_thinkingLabel;
    QProgressBar *m_busy;
    QPushButton *m_moveNow;
    QLabel *m_searchInfo;
    QLabel *m_notice;
    QLabel *m_modeInfo;
    QLabel *m_rules;
    QWidget *m_decision;
    QLabel *m_decisionPrompt;
    QVBoxLayout *m_decisionButtons;
    std::optional<core::Side> m_turnSide;
    std::optional<core::Side> m_thinkingSide;
    QString m_result;
    int m_captures[2] = {0, 0};
};

} // namespace qiju::widgets
