#include "movevaluesoverlay.h"

#include <cmath>
#include <map>
#include <optional>

#include "board/boardscene.h"
#include "board/movevaluesitem.h"
#include "jobs/movevaluesjob.h"
#include "windows/gamepage.h"

namespace qiju::widgets {

MoveValuesOverlay::MoveValuesOverlay(GamePage *page)
    : QObject(page)
    , m_page(page)
    , m_job(new model::MoveValuesJob(this))
{
    model::GameModel *model = page->model();
    model::GameController *controller = page->controller();
    // Numbers go the moment the position changes; new ones come when the person's turn starts.
    connect(model, &model::GameModel::moveApplied, this, &MoveValuesOverlay::clear);
    connect(model, &model::GameModel::positionReset, this, &MoveValuesOverlay::clear);
    connect(controller, &model::GameController::turnStarted, this, &MoveValuesOverlay::refresh);
    connect(controller, &model::GameController::pausedChanged, this, &MoveValuesOverlay::refresh);
    connect(m_job, &model::MoveValuesJob::ready, this, &MoveValuesOverlay::onReady);
}

void MoveValuesOverlay::setEnabled(bool on)
{
    if (on == m_enabled)
        return;
    m_enabled = on;
    refresh();
}

bool MoveValuesOverlay::isComputing() const { return m_job->isBusy(); }

MoveValuesItem *MoveValuesOverlay::item() const
{
    return m_scene && m_scene == m_page->scene() ? m_item : nullptr;
}

void MoveValuesOverlay::clear()
{
    m_job->cancel();
    m_requestId = 0;
    if (MoveValuesItem *it = item())
        delete it;
    m_item = nullptr;
    m_scene = nullptr;
}

void MoveValuesOverlay::refresh()
{
    clear();
    const model::GameModel *model = m_page->model();
    if (!m_enabled || !model->hasGame() || model->isOver()
        || !m_page->controller()->isHumanTurn())
        return;
    m_requestHash = model->position().hash();
    m_requestId = m_job->start(model->position());
}

void MoveValuesOverlay::onReady(quint64 id, const ai::MoveValues &values)
{
    const model::GameModel *model = m_page->model();
    BoardScene *scene = m_page->scene();
    if (id != m_requestId || !scene || !model->hasGame()
        || model->position().hash() != m_requestHash)
        return;
    m_requestId = 0;
    // One label per point: Ataxx reaches a square by a clone and by jumps, and shows the best.
    std::map<std::pair<int, int>, const ai::MoveValue *> best;
    for (const ai::MoveValue &v : values.moves) {
        const auto key = std::make_pair(v.move.to.y, v.move.to.x);
        const auto it = best.find(key);
        if (it == best.end() || v.value > it->second->value)
            best[key] = &v;
    }
    if (best.empty())
        return;
    // The best is among the values worth trusting (Go/NoGo: not the rough ones).
    std::optional<double> top;
    for (const auto &[point, v] : best) {
        if (!v->rough && (!top || v->value > *top))
            top = v->value;
    }
    std::vector<MoveValuesItem::Label> labels;
    for (const auto &[point, v] : best) {
        const core::Point p{point.second, point.first};
        const QString text = labelText(values, v->value);
        labels.push_back(
            {scene->centerOf(p), text, top && text == labelText(values, *top), v->rough});
    }
    m_item = new MoveValuesItem(std::move(labels), BoardScene::kCell, scene->theme());
    scene->addItem(m_item);
    m_scene = scene;
    emit shown();
}

QString MoveValuesOverlay::labelText(const ai::MoveValues &values, double value)
{
    if (values.unit == ai::ScoreUnit::Points)
        return QString::number(static_cast<int>(value)); // a threat level
    if (values.unit == ai::ScoreUnit::WinRate)
        return QString::number(std::lround(value * 100)); // percent, for the side to move
    const long rounded = std::lround(value);
    return rounded > 0 ? QStringLiteral("+%1").arg(rounded) : QString::number(rounded);
}

} // namespace qiju::widgets
