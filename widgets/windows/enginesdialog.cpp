#include "enginesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "engines/engineprobe.h"
#include "storage/settings.h"
#include "words/enginetexts.h"
#include "words/texts.h"

#include "games/gameregistry.h"

namespace qiju::widgets {

using model::EngineDefinition;
using model::EngineFault;
using protocols::ClientProtocol;

namespace {
constexpr int kLogLines = 300;
} // namespace

EnginesDialog::EnginesDialog(QWidget *parent)
    : QDialog(parent)
    , m_engines(model::withDetectedEngines(model::Settings().engines()))
    , m_list(new QListWidget(this))
    , m_probe(new model::EngineProbe(this))
{
    setWindowTitle(tr("Engines"));
    setObjectName(QStringLiteral("enginesDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("External programs that can take a seat: Go engines such as GNU "
                                "Go, Ataxx and Gomoku engines, or your own Botzone bot. Test an "
                                "engine before you seat it: only engines that pass are offered "
                                "in the New Game dialog."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    m_list->setObjectName(QStringLiteral("engineList"));
    m_list->setMinimumWidth(180);
    left->addWidget(m_list);
    auto *listButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add"), this);
    add->setObjectName(QStringLiteral("addEngine"));
    m_remove = new QPushButton(tr("&Remove"), this);
    m_remove->setObjectName(QStringLiteral("removeEngine"));
    listButtons->addWidget(add);
    listButtons->addWidget(m_remove);
    left->addLayout(listButtons);
    columns->addLayout(left, 1);

    buildForm();
    columns->addWidget(m_form, 2);
    layout->addLayout(columns);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &EnginesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(add, &QPushButton::clicked, this, &EnginesDialog::addEngine);
    connect(m_remove, &QPushButton::clicked, this, &EnginesDialog::removeEngine);
    connect(m_list, &QListWidget::currentRowChanged, this, &EnginesDialog::showEngine);
    connect(m_probe, &model::EngineProbe::logLine, this,
        [this](model::EngineLogKind kind, const QString &line) {
            const QString html = EngineTexts::logHtml(kind, line);
            if (!html.isEmpty())
                m_log->appendHtml(html);
        });
    connect(m_probe, &model::EngineProbe::passed, this,
        [this](const QString &name, const QString &move, int ms) {
            const QString who = name.isEmpty() ? tr("The engine") : name;
            finishTest(m_probe->engine().id, true,
                tr("Passed: %1 answered and played %2 in %3 s.")
                    .arg(who, move, QString::number(ms / 1000.0, 'f', 1)));
        });
    connect(m_probe, &model::EngineProbe::failed, this,
        [this](EngineFault fault, const QString &detail) {
            QString text = tr("Failed: %1").arg(EngineTexts::fault(fault));
            if (!detail.isEmpty())
                text += u' ' + tr("(%1)").arg(detail);
            finishTest(m_probe->engine().id, false, text);
        });

    for (int i = 0; i < m_engines.size(); ++i) {
        m_list->addItem(QString());
        refreshRow(i);
    }
    resize(760, 520);
    selectEngine(m_engines.isEmpty() ? -1 : 0);
}

void EnginesDialog::buildForm()
{
    m_form = new QWidget(this);
    auto *outer = new QVBoxLayout(m_form);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    m_name = new QLineEdit(m_form);
    m_name->setObjectName(QStringLiteral("engineName"));
    form->addRow(tr("Name:"), m_name);

    auto *programRow = new QHBoxLayout;
    m_program = new QLineEdit(m_form);
    m_program->setObjectName(QStringLiteral("engineProgram"));
    m_program->setPlaceholderText(tr("/usr/games/gnugo, or a program in PATH"));
    auto *browse = new QPushButton(tr("Browse…"), m_form);
    programRow->addWidget(m_program);
    programRow->addWidget(browse);
    form->addRow(tr("Program:"), programRow);

    m_arguments = new QLineEdit(m_form);
    m_arguments->setObjectName(QStringLiteral("engineArguments"));
    m_arguments->setPlaceholderText(tr("e.g. --mode gtp --level 5"));
    m_arguments->setToolTip(tr("Separate arguments with spaces; put an argument that contains "
                               "spaces in quotes."));
    form->addRow(tr("Arguments:"), m_arguments);

    auto *folderRow = new QHBoxLayout;
    m_folder = new QLineEdit(m_form);
    m_folder->setObjectName(QStringLiteral("engineFolder"));
    m_folder->setPlaceholderText(tr("(Qiju's own)"));
    auto *browseFolder = new QPushButton(tr("Browse…"), m_form);
    folderRow->addWidget(m_folder);
    folderRow->addWidget(browseFolder);
    form->addRow(tr("Working folder:"), folderRow);

    m_protocol = new QComboBox(m_form);
    m_protocol->setObjectName(QStringLiteral("engineProtocol"));
    for (ClientProtocol p : protocols::kAllClientProtocols) {
        m_protocol->addItem(EngineTexts::protocolName(p), int(p));
        m_protocol->setItemData(
            m_protocol->count() - 1, EngineTexts::protocolDescription(p), Qt::ToolTipRole);
    }
    form->addRow(tr("Protocol:"), m_protocol);

    auto *gamesBox = new QWidget(m_form);
    auto *gamesGrid = new QGridLayout(gamesBox);
    gamesGrid->setContentsMargins(0, 0, 0, 0);
    for (const core::GameInfo &info : core::gameRegistry()) {
        auto *box = new QCheckBox(Texts::gameName(info.id), gamesBox);
        box->setObjectName(QStringLiteral("game-")
            + QString::fromLatin1(info.key.data(), qsizetype(info.key.size())));
        box->setProperty("game", int(info.id));
        gamesGrid->addWidget(box, int(m_games.size()) / 3, int(m_games.size()) % 3);
        m_games << box;
        connect(box, &QCheckBox::toggled, this, &EnginesDialog::storeForm);
    }
    form->addRow(tr("Plays:"), gamesBox);

    m_time = new QDoubleSpinBox(m_form);
    m_time->setObjectName(QStringLiteral("engineTime"));
    m_time->setRange(0, model::Settings::kMaxTimeMs / 1000.0);
    m_time->setDecimals(1);
    m_time->setSingleStep(0.5);
    m_time->setSuffix(tr(" s"));
    m_time->setSpecialValueText(tr("The game's time per move"));
    form->addRow(tr("Time per move:"), m_time);

    m_onFault = new QComboBox(m_form);
    m_onFault->setObjectName(QStringLiteral("engineOnFault"));
    for (auto policy : {model::EngineFaultPolicy::Replace, model::EngineFaultPolicy::Forfeit})
        m_onFault->addItem(EngineTexts::policyName(policy), int(policy));
    m_onFault->setToolTip(tr("What happens when the engine crashes, does not answer in time, "
                             "answers garbage or plays an illegal move."));
    form->addRow(tr("If it fails:"), m_onFault);
    outer->addLayout(form);

    auto *testRow = new QHBoxLayout;
    m_test = new QPushButton(tr("&Test"), m_form);
    m_test->setObjectName(QStringLiteral("testEngine"));
    m_test->setToolTip(tr("Start the program, greet it in its protocol and ask for a first move"));
    m_result = new QLabel(m_form);
    m_result->setObjectName(QStringLiteral("testResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    testRow->addWidget(m_test, 0, Qt::AlignTop);
    testRow->addWidget(m_result, 1);
    outer->addLayout(testRow);
    m_log = new QPlainTextEdit(m_form);
    m_log->setObjectName(QStringLiteral("testLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(kLogLines);
    m_log->setPlaceholderText(tr("The lines exchanged during the test appear here."));
    outer->addWidget(m_log, 1);

    for (QLineEdit *edit : {m_name, m_program, m_arguments, m_folder})
        connect(edit, &QLineEdit::textChanged, this, &EnginesDialog::storeForm);
    connect(m_protocol, &QComboBox::currentIndexChanged, this, &EnginesDialog::storeForm);
    connect(m_time, &QDoubleSpinBox::valueChanged, this, &EnginesDialog::storeForm);
    connect(m_onFault, &QComboBox::currentIndexChanged, this, &EnginesDialog::storeForm);
    connect(browse, &QPushButton::clicked, this, &EnginesDialog::browseProgram);
    connect(browseFolder, &QPushButton::clicked, this, &EnginesDialog::browseFolder);
    connect(m_test, &QPushButton::clicked, this, &EnginesDialog::testSelected);
}

void EnginesDialog::selectEngine(int row)
{
    m_list->setCurrentRow(row);
    showEngine(row);
}

void EnginesDialog::showEngine(int row)
{
    m_row = row >= 0 && row < m_engines.size() ? row : -1;
    m_form->setEnabled(m_row >= 0);
    m_remove->setEnabled(m_row >= 0);
    m_loading = true;
    const EngineDefinition d = m_row >= 0 ? m_engines[m_row] : EngineDefinition{};
    m_name->setText(d.name);
    m_program->setText(d.program);
    m_arguments->setText(model::joinCommandLine(d.arguments));
    m_folder->setText(d.workingDirectory);
    m_protocol->setCurrentIndex(std::max(0, m_protocol->findData(int(d.protocol))));
    for (QCheckBox *box : m_games)
        box->setChecked(d.plays(core::GameId(box->property("game").toInt())));
    m_time->setValue(d.timePerMoveMs / 1000.0);
    m_onFault->setCurrentIndex(std::max(0, m_onFault->findData(int(d.onFault))));
    m_loading = false;
    const bool testingThis = m_probe->isRunning() && m_row >= 0 && m_probe->engine().id == d.id;
    m_test->setEnabled(m_row >= 0 && !m_probe->isRunning());
    if (!testingThis) {
        m_result->setText(m_row < 0 ? QString()
                : d.tested          ? tr("This engine passed its last test.")
                                    : tr("Not tested yet."));
        m_result->setStyleSheet(QString());
    }
}

void EnginesDialog::storeForm()
{
    if (m_loading || m_row < 0)
        return;
    EngineDefinition &d = m_engines[m_row];
    const EngineDefinition before = d;
    d.name = m_name->text().trimmed();
    d.program = m_program->text().trimmed();
    d.arguments = model::splitCommandLine(m_arguments->text());
    d.workingDirectory = m_folder->text().trimmed();
    d.protocol = ClientProtocol(m_protocol->currentData().toInt());
    d.games.clear();
    for (QCheckBox *box : m_games) {
        if (box->isChecked())
            d.games << core::GameId(box->property("game").toInt());
    }
    d.timePerMoveMs = int(m_time->value() * 1000);
    d.onFault = model::EngineFaultPolicy(m_onFault->currentData().toInt());
    if (!d.runsLike(before) && d.tested) {
        d.tested = false;
        m_result->setText(tr("Changed: test it again."));
        m_result->setStyleSheet(QString());
    }
    refreshRow(m_row);
}

void EnginesDialog::refreshRow(int row)
{
    const EngineDefinition &d = m_engines[row];
    QListWidgetItem *item = m_list->item(row);
    const QString name = d.name.isEmpty() ? tr("(no name)") : d.name;
    item->setText(d.tested ? tr("%1 \u2713").arg(name) : tr("%1 (not tested)").arg(name));
    item->setToolTip(d.program);
}

void EnginesDialog::addEngine()
{
    EngineDefinition d;
    d.id = model::newEngineId();
    d.name = tr("New engine");
    m_engines << d;
    m_list->addItem(QString());
    refreshRow(int(m_engines.size()) - 1);
    selectEngine(int(m_engines.size()) - 1);
    m_program->setFocus();
}

void EnginesDialog::removeEngine()
{
    if (m_row < 0)
        return;
    const int row = m_row;
    if (m_probe->isRunning() && m_probe->engine().id == m_engines[row].id) {
        m_probe->cancel();
        m_test->setEnabled(true);
    }
    m_engines.removeAt(row);
    m_row = -1;
    delete m_list->takeItem(row);
    selectEngine(std::min(row, int(m_engines.size()) - 1));
}

void EnginesDialog::browseProgram()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Choose the engine's program"), m_program->text());
    if (!path.isEmpty())
        m_program->setText(path);
}

void EnginesDialog::browseFolder()
{
    const QString path = QFileDialog::getExistingDirectory(
        this, tr("Choose the working folder"), m_folder->text());
    if (!path.isEmpty())
        m_folder->setText(path);
}

void EnginesDialog::testSelected()
{
    if (m_row < 0 || m_probe->isRunning())
        return;
    const EngineDefinition &d = m_engines[m_row];
    m_log->clear();
    if (d.program.isEmpty() || d.games.isEmpty()) {
        finishTest(d.id, false,
            d.program.isEmpty() ? tr("Failed: choose the program first.")
                                : tr("Failed: tick at least one game it plays."));
        return;
    }
    m_test->setEnabled(false);
    m_result->setStyleSheet(QString());
    m_result->setText(tr("Testing %1 on %2…").arg(d.name, Texts::gameName(d.games.first())));
    m_probe->start(d);
}

bool EnginesDialog::isTesting() const { return m_probe->isRunning(); }

QString EnginesDialog::testResultText() const { return m_result->text(); }

void EnginesDialog::finishTest(const QString &id, bool passed, const QString &text)
{
    m_test->setEnabled(m_row >= 0);
    int row = -1;
    for (int i = 0; i < m_engines.size(); ++i) {
        if (m_engines[i].id == id)
            row = i;
    }
    // A result counts only for the settings it was run with.
    if (row >= 0 && m_engines[row].runsLike(m_probe->engine())) {
        m_engines[row].tested = passed;
        refreshRow(row);
    }
    if (row == m_row) {
        m_result->setText(text);
        m_result->setStyleSheet(
            passed ? QStringLiteral("color:#26803a") : QStringLiteral("color:#c01c28"));
    }
    emit testFinished(passed);
}

void EnginesDialog::accept()
{
    for (int i = 0; i < m_engines.size(); ++i) {
        if (!m_engines[i].isValid()) {
            selectEngine(i);
            QMessageBox::warning(
                this, tr("Engines"), tr("Every engine needs a name and a program."));
            return;
        }
    }
    m_probe->cancel();
    model::Settings().setEngines(m_engines);
    QDialog::accept();
}

} // namespace qiju::widgets
