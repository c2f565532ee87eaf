#include "gooptionsbox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QSpinBox>

#include "games/go/gorules.h"

namespace qiju::widgets {

namespace {
constexpr int kCommonSizes[] = {9, 13, 19};
constexpr double kHandicapKomi = 0.5;

go::GoRules rulesOf(const QString &text)
{
    return go::GoRules::fromText(text.toStdString()).value_or(go::GoRules{});
}
} // namespace

GoOptionsBox::GoOptionsBox(const QString &rules, QWidget *parent)
    : GameOptionsBox(parent)
    , m_sizeChoice(new QComboBox(this))
    , m_size(new QSpinBox(this))
    , m_komi(new QDoubleSpinBox(this))
    , m_handicap(new QComboBox(this))
{
    const go::GoRules initial = rulesOf(rules);
    m_preset = rules.section(QLatin1Char(' '), 0, 0);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);

    m_sizeChoice->setObjectName(QStringLiteral("goSizeChoice"));
    for (int n : kCommonSizes)
        m_sizeChoice->addItem(tr("%1×%1").arg(n), n);
    m_sizeChoice->addItem(tr("Other size"), 0);
    m_size->setObjectName(QStringLiteral("goSize"));
    m_size->setRange(go::kMinSize, go::kMaxSize);
    m_size->setValue(initial.size);
    m_size->setToolTip(tr("Any size from 5×5 to 25×25"));
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_sizeChoice, 1);
    sizeRow->addWidget(m_size);
    form->addRow(tr("Board size:"), sizeRow);

    m_komi->setObjectName(QStringLiteral("goKomi"));
    m_komi->setRange(-150, 150);
    m_komi->setDecimals(1);
    m_komi->setSingleStep(0.5);
    m_komi->setValue(initial.komi);
    m_komi->setToolTip(tr("Points added to White's count to make up for Black's first move"));
    form->addRow(tr("Komi:"), m_komi);

    m_handicap->setObjectName(QStringLiteral("goHandicap"));
    m_handicap->setToolTip(tr("Black stones placed at the start on the star points; White "
                              "then moves first"));
    form->addRow(tr("Handicap:"), m_handicap);

    sizeChosen(); // selects the size entry from the spin box
    updateHandicaps();
    m_handicap->setCurrentIndex(std::max(0, m_handicap->findData(initial.handicap)));

    connect(m_sizeChoice, &QComboBox::activated, this, [this] {
        const int n = m_sizeChoice->currentData().toInt();
        if (n > 0)
            m_size->setValue(n);
    });
    connect(m_size, &QSpinBox::valueChanged, this, [this] {
        sizeChosen();
        updateHandicaps();
    });
    connect(m_handicap, &QComboBox::activated, this, &GoOptionsBox::handicapChosen);
}

void GoOptionsBox::sizeChosen()
{
    const int i = m_sizeChoice->findData(m_size->value());
    m_sizeChoice->setCurrentIndex(i >= 0 ? i : m_sizeChoice->count() - 1);
}

void GoOptionsBox::updateHandicaps()
{
    const int current = handicap();
    m_handicap->clear();
    m_handicap->addItem(tr("None"), 0);
    for (int h = 2; h <= go::maxHandicap(m_size->value()); ++h)
        m_handicap->addItem(tr("%n stone(s)", nullptr, h), h);
    const int i = m_handicap->findData(current);
    m_handicap->setCurrentIndex(i >= 0 ? i : 0);
}

void GoOptionsBox::handicapChosen()
{
    m_komi->setValue(handicap() > 0 ? kHandicapKomi : rulesOf(m_preset).komi);
}

void GoOptionsBox::setPreset(const QString &preset)
{
    if (preset == m_preset)
        return;
    m_preset = preset;
    m_komi->setValue(handicap() > 0 ? kHandicapKomi : rulesOf(preset).komi);
}

int GoOptionsBox::boardSize() const { return m_size->value(); }

double GoOptionsBox::komi() const { return m_komi->value(); }

int GoOptionsBox::handicap() const
{
    return m_handicap->count() > 0 ? m_handicap->currentData().toInt() : 0;
}

QString GoOptionsBox::rulesText(const QString &preset) const
{
    go::GoRules r = rulesOf(preset);
    r.size = boardSize();
    r.komi = komi();
    r.handicap = handicap() <= go::maxHandicap(r.size) ? handicap() : 0;
    return QString::fromStdString(r.toText());
}

} // namespace qiju::widgets
