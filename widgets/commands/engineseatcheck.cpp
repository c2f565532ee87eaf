#include "engineseatcheck.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

#include "storage/settings.h"
#include "words/texts.h"

namespace qiju::widgets {

namespace {

class EngineSeatCheck
{
    Q_DECLARE_TR_FUNCTIONS(qiju::widgets::EngineSeatCheck)

public:
    static bool ask(model::GameSetup &setup, core::Side seat, QWidget *parent)
    {
        const model::SeatSetup &st = setup.seat(seat);
        const QString name
            = st.engine.name.isEmpty() ? Texts::playerKindName(st.kind) : st.engine.name;
        QMessageBox box(QMessageBox::Warning, tr("Engine not available"),
            tr("In this game %1 played %2, but that engine is no longer among your "
               "tested engines (Settings > Engines…).")
                .arg(name, Texts::sideName(setup.game, seat)),
            QMessageBox::NoButton, parent);
        box.setInformativeText(
            tr("Who should play %1 now?").arg(Texts::sideName(setup.game, seat)));
        QPushButton *ai = box.addButton(tr("Qiju's AI"), QMessageBox::AcceptRole);
        ai->setObjectName(QStringLiteral("useQiju"));
        QPushButton *person = box.addButton(tr("A person"), QMessageBox::AcceptRole);
        person->setObjectName(QStringLiteral("usePerson"));
        QPushButton *cancel = box.addButton(tr("Do not open"), QMessageBox::RejectRole);
        cancel->setObjectName(QStringLiteral("cancelOpen"));
        box.setDefaultButton(ai);
        box.exec();
        if (box.clickedButton() == ai || box.clickedButton() == person) {
            setup.replaceMissingEngine(seat, box.clickedButton() == ai);
            return true;
        }
        return false;
    }
};

} // namespace

bool settleEngineSeats(model::GameSetup &setup, QWidget *parent)
{
    const QList<core::Side> missing
        = setup.adoptEngines(model::withDetectedEngines(model::Settings().engines()));
    for (core::Side seat : missing) {
        if (!EngineSeatCheck::ask(setup, seat, parent))
            return false;
    }
    return true;
}

} // namespace qiju::widgets
