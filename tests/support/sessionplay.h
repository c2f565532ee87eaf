// Test helpers for a GameSession without widgets: a setup of two people at the board, moves
// played as the person to move, and a saves folder blocked by a plain file standing where it
// belongs (so that every write there fails, also for root). Header-only; GUI thread.
#pragma once

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

#include "session/gamesession.h"

namespace qiju::test {

inline model::GameSetup twoPeople(core::GameId game = core::GameId::Othello)
{
    model::GameSetup s;
    s.game = game;
    s.seats[0].name = QStringLiteral("Ann");
    s.seats[1].name = QStringLiteral("Bo");
    return s;
}

// Plays `moves` (blank-separated move texts) one by one, each when a person is to move.
inline void play(model::GameSession &session, const char *moves)
{
    for (const QString &text : QString::fromLatin1(moves).split(u' ', Qt::SkipEmptyParts)) {
        const int before = session.model()->ply();
        const auto move = session.model()->position().parseMove(text.toStdString());
        QVERIFY2(move, qPrintable(text));
        QTRY_VERIFY(session.controller()->isHumanTurn());
        session.controller()->requestMove(*move);
        QTRY_COMPARE(session.model()->ply(), before + 1);
    }
}

// Puts a plain file where AppDataLocation/saves belongs; returns that place (empty on
// failure). Remove it with QFile::remove.
inline QString blockSavesFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QString place = data + QStringLiteral("/saves");
    QDir(place).removeRecursively();
    QFile blocker(place);
    if (!QDir().mkpath(data) || !blocker.open(QIODevice::WriteOnly))
        return {};
    return place;
}

} // namespace qiju::test
