#include "engineconsole.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include "session/gamecontroller.h"
#include "words/enginetexts.h"
#include "words/texts.h"

namespace qiju::widgets {

using core::Side;

EngineConsole::EngineConsole(model::GameController *controller, QWidget *parent)
    : QDockWidget(parent)
    , m_controller(controller)
    , m_tabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("engineConsole"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    for (Side s : {Side::Black, Side::White}) {
        auto *log = new QPlainTextEdit(m_tabs);
        log->setObjectName(
            s == Side::Black ? QStringLiteral("blackLog") : QStringLiteral("whiteLog"));
        log->setReadOnly(true);
        log->setMaximumBlockCount(kMaxLines);
        log->setLineWrapMode(QPlainTextEdit::NoWrap);
        QFont mono(QStringLiteral("monospace"));
        mono.setStyleHint(QFont::Monospace);
        log->setFont(mono);
        m_logs[core::index(s)] = log;
        m_tabs->addTab(log, QString());
    }
    layout->addWidget(m_tabs);
    m_tabs->setMinimumHeight(170);
    auto *buttons = new QHBoxLayout;
    m_clear = new QPushButton(body);
    m_clear->setObjectName(QStringLiteral("clearConsole"));
    buttons->addStretch();
    buttons->addWidget(m_clear);
    layout->addLayout(buttons);
    setWidget(body);
    connect(m_clear, &QPushButton::clicked, this,
        [this] { m_logs[m_tabs->currentIndex() == 0 ? 0 : 1]->clear(); });
    connect(
        controller, &model::GameController::playersChanged, this, &EngineConsole::followPlayers);
    connect(controller, &model::GameController::engineFailed, this,
        [this](Side seat, model::EngineFault fault, const QString &) {
            append(seat, model::EngineLogKind::Note, EngineTexts::fault(fault));
        });
    retranslate();
    followPlayers();
}

void EngineConsole::followPlayers()
{
    for (Side s : {Side::Black, Side::White}) {
        auto *engine = qobject_cast<model::EnginePlayer *>(m_controller->player(s));
        if (engine == m_followed[core::index(s)])
            continue;
        m_followed[core::index(s)] = engine;
        if (!engine)
            continue;
        m_names[core::index(s)] = engine->definition().name;
        append(s, model::EngineLogKind::Note,
            tr("%1 plays %2")
                .arg(engine->definition().name, Texts::sideName(m_controller->setup().game, s)));
        connect(engine, &model::EnginePlayer::logLine, this,
            [this, s](model::EngineLogKind kind, const QString &line) { append(s, kind, line); });
        // The tab of the engine's seat comes to the front.
        m_tabs->setCurrentIndex(core::index(s));
    }
    retranslate();
}

void EngineConsole::append(Side seat, model::EngineLogKind kind, const QString &line)
{
    const QString html = EngineTexts::logHtml(kind, line);
    if (html.isEmpty())
        return;
    QPlainTextEdit *log = m_logs[core::index(seat)];
    QScrollBar *bar = log->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum() - 2 || !log->isVisible();
    log->appendHtml(html);
    if (atEnd) // follow the newest line unless the user scrolled back to read
        bar->setValue(bar->maximum());
}

QString EngineConsole::logText(Side seat) const { return m_logs[core::index(seat)]->toPlainText(); }

void EngineConsole::retranslate()
{
    setWindowTitle(tr("Engine Console"));
    m_clear->setText(tr("Clear"));
    for (Side s : {Side::Black, Side::White}) {
        const QString &name = m_names[core::index(s)];
        const QString side = Texts::sideName(m_controller->setup().game, s);
        m_tabs->setTabText(core::index(s), name.isEmpty() ? side : tr("%1: %2").arg(side, name));
        m_logs[core::index(s)]->setPlaceholderText(
            tr("When an external engine plays %1, the lines exchanged with it and its error "
               "output appear here.")
                .arg(side));
    }
}

void EngineConsole::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    for (QPlainTextEdit *log : m_logs)
        log->verticalScrollBar()->setValue(log->verticalScrollBar()->maximum());
}

void EngineConsole::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace qiju::widgets
