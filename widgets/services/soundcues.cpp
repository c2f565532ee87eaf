#include "soundcues.h"

#include "board/endmood.h"

namespace qiju::widgets {

using Effect = AudioService::Effect;

SoundCues::SoundCues(AudioService *audio, model::GameController *controller, QObject *parent)
    : QObject(parent)
    , m_audio(audio)
    , m_controller(controller)
{
    model::GameModel *model = controller->model();
    connect(model, &model::GameModel::moveApplied, this, [this](const core::MoveTransition &t) {
        for (Effect e : effectsOf(t))
            m_audio->play(e);
    });
    connect(controller, &model::GameController::illegalMove, this,
            [this] { m_audio->play(Effect::Illegal); });
    connect(model, &model::GameModel::gameOver, this, [this](const core::GameResult &r) {
        switch (EndMood::of(r, m_controller).kind) {
        case EndMood::Kind::Win: m_audio->play(Effect::Win); break;
        case EndMood::Kind::Loss: m_audio->play(Effect::Loss); break;
        case EndMood::Kind::Draw: m_audio->play(Effect::Draw); break;
        }
    });
}

std::vector<Effect> SoundCues::effectsOf(const core::MoveTransition &t)
{
    std::vector<Effect> out;
    if (t.move.isPass()) {
        out.push_back(Effect::Pass);
        return out;
    }
    if (!t.placed.empty() || t.movedFrom.isValid())
        out.push_back(Effect::Place);
    if (!t.flipped.empty())
        out.push_back(Effect::Flip);
    if (!t.captured.empty())
        out.push_back(Effect::Capture);
    return out;
}

} // namespace qiju::widgets
