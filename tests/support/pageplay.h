// Widget-test helpers for a game on the page: play moves as the person at the board, and answer
// the "Save this unfinished game?" question that leaving asks (widgets/commands/leavegame.h).
// Header-only test helper; GUI thread.
#pragma once

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include "windows/gamepage.h"

namespace qiju::test {

// Plays `moves` (blank-separated move texts) one by one, each when a person is to move.
inline void play(widgets::GamePage *page, const char *moves)
{
    for (const QString &m : QString::fromLatin1(moves).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        QTRY_VERIFY(page->controller()->isHumanTurn());
        const int before = page->model()->ply();
        const auto move = page->model()->position().parseMove(m.toStdString());
        QVERIFY2(move, qPrintable(m));
        page->controller()->requestMove(*move);
        QTRY_VERIFY(page->model()->ply() != before);
    }
}

// Answers the next leave question with `button`; *asked tells whether it came. With
// QIJU_SCREENSHOT_DIR set, the question is saved there as leave-prompt.png.
inline void answerLeaveQuestion(QMessageBox::StandardButton button, bool *asked)
{
    *asked = false;
    QTimer::singleShot(0, [button, asked] {
        QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QCOMPARE(box->objectName(), QStringLiteral("leaveGameQuestion"));
        *asked = true;
        const QString shots = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            box->window()->grab().save(shots + QStringLiteral("/leave-prompt.png"));
        box->button(button)->click();
    });
}

} // namespace qiju::test
