// SoundCues: plays the sound of what happens in a game — a piece placed, discs flipped or
// pieces converted, stones captured, a pass, an illegal move, and the end (win, loss or draw as
// the person at the desk sees it). Listens to one model and its controller; owns nothing.
// GUI thread only.
#pragma once

#include <QObject>

#include "services/audioservice.h"
#include "session/gamecontroller.h"

namespace qiju::widgets {

class SoundCues : public QObject
{
    Q_OBJECT

public:
    SoundCues(AudioService *audio, model::GameController *controller, QObject *parent = nullptr);

    // The effects one move makes, in the order they sound (for tests).
    static std::vector<AudioService::Effect> effectsOf(const core::MoveTransition &t);

private:
    AudioService *m_audio;
    model::GameController *m_controller;
};

} // namespace qiju::widgets
