// Arena: a round-robin tournament in the background between Qiju's AI at chosen levels and
// external engines (the same player may enter more than once, e.g. Expert against Expert to
// measure the first-move advantage: each entry is a player of its own), one game at a time on its own GameModel and GameController (nothing blocks,
// and the GUI may show the game being played on a board). Every pair plays gamesPerPair games,
// colours alternating, everybody at the same time per move. An engine that fails loses that
// game by forfeit (adjudication, as in qiju-engine match), whatever its Engines-dialog
// setting. The standings (wins, draws, losses, score, Elo against the field with the 95% margin
// of qiju-engine match's eloEstimate) update after each game. stop() drops the game in
// progress, which resume() plays again. The results are rewritten atomically after every game,
// at a stop and at the end, to one JSON file per tournament in AppDataLocation/arena. Arena
// games go to no records file. GUI thread only.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QObject>

#include "session/gamesetup.h"

#include "protocols/match.h"

namespace qiju::model {

class GameController;
class GameModel;

struct ArenaEntrant
{
    PlayerKind kind = PlayerKind::Computer; // Computer or Engine
    ai::Level level = ai::Level::Medium;
    EngineDefinition engine;
    // Which entry of the same player (level, or engine id) this is: 1 for the first, 2 for a
    // second Expert, ... Arena::setEntrants() numbers them in list order.
    int copy = 1;
    // The same player (same level, or the same engine) whatever the copy.
    bool samePlayer(const ArenaEntrant &other) const;
    // The seat it takes in a game: an engine forfeits on a fault and gets the arena's time per
    // move, not its own setting from the Engines dialog.
    SeatSetup seat() const;
};

struct ArenaStanding
{
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int games() const { return wins + draws + losses; }
    // Points (win 1, draw ½) over games; 0 before the first game.
    double score() const { return games() ? (wins + 0.5 * draws) / games() : 0.0; }
    // Against the rest of the field (qiju-engine match's estimate): infinite at 0% or 100%.
    protocols::EloEstimate elo() const { return protocols::eloEstimate(wins, losses, draws); }
};

struct ArenaGame
{
    int black = 0; // entrant indices
    int white = 0;
    core::GameResult result;
    int plies = 0;
};

class Arena : public QObject
{
    Q_OBJECT

public:
    explicit Arena(QObject *parent = nullptr);
    ~Arena() override;

    // The settings of the next start(); ignored while a tournament runs.
    void setGame(core::GameId game, const QString &rules = {});
    // Numbers the copies of a player entered more than once (ArenaEntrant::copy).
    void setEntrants(const QList<ArenaEntrant> &entrants);
    void setGamesPerPair(int games);
    // At least 50 ms.
    void setTimePerMoveMs(int ms);

    // Starts a new tournament (new standings, a new results file); false, changing nothing,
    // while one runs, with fewer than two entrants or when the rules are invalid.
    bool start();
    // Stops: the game in progress is dropped (resume() plays it again) and what was played is
    // saved; finished() follows. Nothing happens when no tournament runs.
    void stop();
    // Goes on with a stopped tournament from the game that was dropped; false if there is
    // nothing to resume.
    bool resume();
    bool isRunning() const { return m_running; }
    bool canResume() const { return !m_running && m_next < m_schedule.size(); }
    bool isComplete() const { return !m_schedule.isEmpty() && m_next >= m_schedule.size(); }

    core::GameId game() const { return m_game; }
    const QString &rules() const { return m_rules; }
    int timePerMoveMs() const { return m_timeMs; }
    const QList<ArenaEntrant> &entrants() const { return m_entrants; }
    const QList<ArenaStanding> &standings() const { return m_standings; }
    const QList<ArenaGame> &games() const { return m_games; }
    int totalGames() const { return int(m_schedule.size()); }
    // The game being played (or the last one). Views may show it; only the arena plays it.
    GameModel *model() const { return m_model; }
    // The pairing being played (black, white entrant indices); -1 when no game runs.
    int currentBlack() const { return m_inGame ? m_schedule[m_next].first : -1; }
    int currentWhite() const { return m_inGame ? m_schedule[m_next].second : -1; }
    // The tournament's results file (empty before the first start); savedOk() says whether
    // the last write succeeded.
    QString resultsPath() const { return m_path; }
    bool savedOk() const { return m_savedOk; }

    // {"format": "qiju-arena", "version": 1, "game", "rules", "timePerMoveMs", "gamesPerPair",
    //  "totalGames", "complete", "saved", "entrants": [{"kind", "level" | "engine", "copy"}],
    //  "games": [{"black", "white", "result": {...}, "plies"}], "standings": [{"wins",
    //  "draws", "losses", "score", "elo", "margin"}]} (an infinite Elo or margin is null).
    QJsonObject toJson() const;
    static QString resultsDir();

signals:
    void gameStarted(int black, int white);
    void positionChanged();
    void gameFinished(int index);
    // The tournament stopped (all games played, stop(), or a game that could not start); the
    // results are saved in resultsPath() when savedOk().
    void finished();

private:
    void playNext();
    void onGameOver(const core::GameResult &result);
    void halt();
    void save();

    core::GameId m_game{};
    QString m_rules;
    QList<ArenaEntrant> m_entrants;
    int m_gamesPerPair = 2;
    int m_timeMs = 1000;
    QList<QPair<int, int>> m_schedule;
    int m_next = 0; // the schedule's next (or current) game
    bool m_running = false;
    bool m_inGame = false; // m_schedule[m_next] is on the board
    QList<ArenaStanding> m_standings;
    QList<ArenaGame> m_games;
    GameModel *m_model;
    GameController *m_controller;
    QString m_path;
    bool m_savedOk = false;
};

} // namespace qiju::model
