#include "gamesetup.h"

#include "players/computerplayer.h"
#include "players/engineplayer.h"
#include "players/humanplayer.h"

#include "games/gameregistry.h"

namespace qiju::model {

std::unique_ptr<core::Game> GameSetup::createGame(core::ParseError *error) const
{
    const core::GameInfo &info = core::gameInfo(game);
    if (!info.create) {
        if (error)
            *error = core::ParseError::UnknownRules;
        return nullptr;
    }
    const std::string r = rules.toStdString();
    if (startPosition.isEmpty())
        return info.create(r, error);
    return info.fromText(r, startPosition.toStdString(), error);
}

QList<core::Side> GameSetup::adoptEngines(const QList<EngineDefinition> &registered)
{
    QList<core::Side> missing;
    for (core::Side s : {core::Side::Black, core::Side::White}) {
        SeatSetup &st = seat(s);
        if (st.kind != PlayerKind::Engine)
            continue;
        bool found = false;
        for (const EngineDefinition &d : registered) {
            if (!found && !st.engine.id.isEmpty() && d.id == st.engine.id && d.tested
                && d.plays(game)) {
                st.engine = d;
                found = true;
            }
        }
        if (!found)
            missing << s;
    }
    return missing;
}

void GameSetup::replaceMissingEngine(core::Side s, bool computer)
{
    SeatSetup &st = seat(s);
    st.kind = computer ? PlayerKind::Computer : PlayerKind::Human;
    st.name.clear();
    st.engine = {};
}

Player *GameSetup::createPlayer(core::Side s, QObject *parent) const
{
    const SeatSetup &st = seat(s);
    switch (st.kind) {
    case PlayerKind::Computer:
        return new ComputerPlayer(game, st.level, timePerMoveMs, st.name, parent);
    case PlayerKind::Engine:
        if (st.engine.isValid())
            return new EnginePlayer(st.engine, st.engine.moveTimeMs(timePerMoveMs), parent);
        break;
    case PlayerKind::Human:
    case PlayerKind::Network:
        break;
    }
    return new HumanPlayer(st.name, parent);
}

} // namespace qiju::model
