#include "timecontroleditor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTimeEdit>

#include "words/clocktext.h"

namespace qiju::widgets {

using model::TimeControl;
using model::TimeSystem;

namespace {

constexpr TimeSystem kSystems[] = {TimeSystem::None, TimeSystem::Absolute, TimeSystem::Fischer,
                                   TimeSystem::ByoYomi, TimeSystem::Canadian};

QSpinBox *spinBox(QWidget *parent, const char *name, int low, int high, const QString &suffix)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(low, high);
    box->setSuffix(suffix);
    return box;
}

} // namespace

TimeControlEditor::TimeControlEditor(QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    m_system = new QComboBox(this);
    m_system->setObjectName(QStringLiteral("timeSystem"));
    for (TimeSystem s : kSystems)
        m_system->addItem(ClockText::systemName(s), int(s));
    m_main = new QTimeEdit(this);
    m_main->setObjectName(QStringLiteral("mainTime"));
    m_main->setDisplayFormat(QStringLiteral("H:mm:ss"));
    m_main->setMinimumTime(QTime(0, 0));
    m_main->setToolTip(tr("Each player's main time (hours:minutes:seconds)"));
    m_increment = spinBox(this, "increment", 0, 600, tr(" s"));
    m_increment->setToolTip(tr("Added to a player's clock after each of their moves"));
    m_periods = spinBox(this, "periods", 1, 100, QString());
    m_periods->setToolTip(tr("After the main time: each move must be made within one period; "
                             "a period used up is lost, the last one loses the game"));
    m_stones = spinBox(this, "stones", 1, 100, QString());
    m_stones->setToolTip(tr("After the main time: this many moves must be made within the "
                            "period; then a new period starts"));
    m_period = spinBox(this, "periodTime", 1, 3600, tr(" s"));
    m_periodLabel = new QLabel(this);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("timeControlError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #C03030;"));

    m_form->addRow(tr("Clock:"), m_system);
    m_form->addRow(tr("Main time:"), m_main);
    m_form->addRow(tr("Increment:"), m_increment);
    m_form->addRow(tr("Periods:"), m_periods);
    m_form->addRow(tr("Stones per period:"), m_stones);
    m_form->addRow(m_periodLabel, m_period);
    m_form->addRow(m_error);

    // Usual values for each system until the player picks others.
    setTimeControl(TimeControl::none());
    m_main->setTime(QTime(0, 10));
    m_increment->setValue(5);
    m_periods->setValue(5);
    m_stones->setValue(25);
    m_period->setValue(30);

    connect(m_system, &QComboBox::currentIndexChanged, this, [this] {
        // Canadian periods are minutes long, byo-yomi periods seconds: switch the default.
        const auto system = TimeSystem(m_system->currentData().toInt());
        if (system == TimeSystem::Canadian && m_period->value() == 30)
            m_period->setValue(300);
        else if (system == TimeSystem::ByoYomi && m_period->value() == 300)
            m_period->setValue(30);
        update();
    });
    for (QSpinBox *box : {m_increment, m_periods, m_stones, m_period})
        connect(box, &QSpinBox::valueChanged, this, &TimeControlEditor::update);
    connect(m_main, &QTimeEdit::timeChanged, this, &TimeControlEditor::update);
    update();
}

void TimeControlEditor::setTimeControl(const TimeControl &tc)
{
    const QSignalBlocker block(m_system);
    m_system->setCurrentIndex(std::max(0, m_system->findData(int(tc.system))));
    if (tc.isTimed())
        m_main->setTime(QTime(0, 0).addMSecs(int(std::min<qint64>(tc.mainMs, 86399000))));
    if (tc.system == TimeSystem::Fischer)
        m_increment->setValue(int(tc.incrementMs / 1000));
    if (tc.system == TimeSystem::ByoYomi)
        m_periods->setValue(tc.periods);
    if (tc.system == TimeSystem::Canadian)
        m_stones->setValue(tc.stones);
    if (tc.system == TimeSystem::ByoYomi || tc.system == TimeSystem::Canadian)
        m_period->setValue(int(tc.periodMs / 1000));
    update();
}

TimeControl TimeControlEditor::timeControl() const
{
    const qint64 main = QTime(0, 0).msecsTo(m_main->time());
    const qint64 period = qint64(m_period->value()) * 1000;
    switch (TimeSystem(m_system->currentData().toInt())) {
    case TimeSystem::None: return TimeControl::none();
    case TimeSystem::Absolute: return TimeControl::absolute(main);
    case TimeSystem::Fischer:
        return TimeControl::fischer(main, qint64(m_increment->value()) * 1000);
    case TimeSystem::ByoYomi: return TimeControl::byoYomi(main, m_periods->value(), period);
    case TimeSystem::Canadian: return TimeControl::canadian(main, m_stones->value(), period);
    }
    return TimeControl::none();
}

bool TimeControlEditor::isValid() const
{
    return timeControl().validate() == model::TimeControlError::None;
}

void TimeControlEditor::update()
{
    const auto system = TimeSystem(m_system->currentData().toInt());
    const bool overtime = system == TimeSystem::ByoYomi || system == TimeSystem::Canadian;
    m_form->setRowVisible(m_main, system != TimeSystem::None);
    m_form->setRowVisible(m_increment, system == TimeSystem::Fischer);
    m_form->setRowVisible(m_periods, system == TimeSystem::ByoYomi);
    m_form->setRowVisible(m_stones, system == TimeSystem::Canadian);
    m_form->setRowVisible(m_period, overtime);
    m_periodLabel->setText(system == TimeSystem::Canadian ? tr("Time for those stones:")
                                                          : tr("Period length:"));
    const model::TimeControlError why = timeControl().validate();
    m_error->setText(ClockText::error(why));
    m_form->setRowVisible(m_error, why != model::TimeControlError::None);
    emit changed();
}

} // namespace qiju::widgets
