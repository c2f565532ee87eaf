// Records of finished games: one JSON object per line in AppDataLocation/records.jsonl,
// appended (never rewritten) when a game ends; read back with damaged lines skipped and
// counted; scored so games of different lengths compare; summed up per nickname, game and
// opponent. Value types and stateless functions; any thread.
//
// A line: {"time": "<ISO UTC>", "game": "othello", "rules": "standard",
//          "players": [{"side": "black", "colour": "black", "kind": "human", "name": "Ann",
//                       "score": 100},
//                      {"side": "white", "colour": "white", "kind": "computer", "name": "",
//                       "level": "hard", "score": 35}],
//          "result": "black" | "white" | "draw", "reason": "count", "black": 40, "white": 24,
//          "moves": 58, "durationMs": 754000}
//
// Score (per player): a win 100, a draw 80, a loss 70 * min(1, moves / L), where moves counts
// every move of both players (passes included) and L is the game's typical length:
// Othello 60, Ataxx 100, Gomoku 50, Go and NoGo 0.7 * points on the board (57 on 9x9,
// 253 on 19x19). Holding out longer in a lost game scores more, never more than a draw.
#pragma once

#include <QDateTime>
#include <QString>

#include <array>
#include <optional>
#include <vector>

#include "players/player.h"
#include "session/gamesetup.h"

#include "ai/levels.h"
#include "common/gameresult.h"

namespace qiju::model {

struct RecordPlayer
{
    PlayerKind kind = PlayerKind::Human;
    QString name;
    std::optional<ai::Level> level;        // computer players
    core::Side colour = core::Side::Black; // the colour held at the end (differs from the
                                           // seat after a Gomoku swap)
    double score = 0;

    bool won(const core::GameResult &r) const { return r.isWinFor(colour); }
    bool lost(const core::GameResult &r) const { return r.isWinFor(core::opposite(colour)); }
};

struct GameRecord
{
    QDateTime time; // when the game ended (UTC)
    core::GameId game{};
    QString rules;
    std::array<RecordPlayer, 2> players; // [0] Black, [1] White (the seats as they sat down)
    core::GameResult result;
    int moves = 0;
    qint64 durationMs = 0;

    // The record of a game that just ended in `position` after `moves` moves, time now.
    static GameRecord fromGame(const GameSetup &setup, const core::Game &position,
        const core::GameResult &result, int moves, qint64 durationMs);
    // The score of the player in `seat`, whose final colour is `colour` (they differ only
    // after a Gomoku swap).
    static double score(core::GameId game, int boardPoints, const core::GameResult &result,
        core::Side colour, int moves);
    // The typical length L of a game (see the file comment).
    static double typicalLength(core::GameId game, int boardPoints);
};

struct RecordReadResult
{
    std::vector<GameRecord> records; // in file order (oldest first)
    std::vector<int> damagedLines;   // 1-based numbers of the lines that were skipped
};

class RecordFile
{
public:
    // AppDataLocation/records.jsonl (its folder created on demand; the path is given even when
    // the folder cannot be made, so that append() fails and says why). Empty only when the
    // platform has no data folder.
    static QString defaultPath();
    // Appends one line (a single write; a partial last line left by a crash is closed first).
    // `why` (optional): the system's reason when it fails.
    static bool append(const QString &path, const GameRecord &record, QString *why = nullptr);
    static RecordReadResult read(const QString &path);
    static QByteArray line(const GameRecord &record); // without the newline
    static std::optional<GameRecord> parseLine(const QByteArray &line);
};

// Statistics of one nickname in one game against one kind of opponent.
struct PlayerStats
{
    QString name;
    core::GameId game{};
    // The opponent: a computer level, or nullopt for people (and engines).
    std::optional<ai::Level> opponentLevel;
    int played = 0;
    int won = 0;
    int lost = 0;
    int drawn = 0;
    double bestScore = 0;

    double winRate() const { return played ? double(won) / played : 0.0; }
};

// One row per (human nickname, game, opponent level); unnamed people count as "".
std::vector<PlayerStats> playerStatistics(const std::vector<GameRecord> &records);

} // namespace qiju::model
