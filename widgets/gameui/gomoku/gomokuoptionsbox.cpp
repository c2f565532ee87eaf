#include "gomokuoptionsbox.h"

#include <QComboBox>
#include <QHBoxLayout>

#include "words/texts.h"

namespace qiju::widgets {

GomokuOptionsBox::GomokuOptionsBox(const QString &rules, QWidget *parent)
    : GameOptionsBox(parent)
    , m_opening(new QComboBox(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_opening);
    m_opening->setObjectName(QStringLiteral("opening"));
    for (const char *key : {"none", "swap", "swap2"}) {
        const QString k = QLatin1String(key);
        m_opening->addItem(Texts::gomokuOpeningName(k), k);
    }
    m_opening->setToolTip(tr("Swap: the first player places three stones and the second "
                             "player then chooses a colour. Swap2 adds a third choice: "
                             "place two more stones and let the first player choose."));
    const QString opening = rules.split(QLatin1Char(' '), Qt::SkipEmptyParts).value(1);
    const int index = m_opening->findData(opening);
    m_opening->setCurrentIndex(index >= 0 ? index : 0);
}

QString GomokuOptionsBox::label() const { return tr("Opening:"); }

QString GomokuOptionsBox::rulesText(const QString &preset) const
{
    const QString opening = m_opening->currentData().toString();
    return opening == QLatin1String("none") ? preset : preset + QLatin1Char(' ') + opening;
}

} // namespace qiju::widgets
