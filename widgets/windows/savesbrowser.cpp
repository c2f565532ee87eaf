#include "savesbrowser.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "board/boardpreview.h"
#include "commands/savecommands.h"
#include "storage/savefile.h"
#include "words/texts.h"

namespace qiju::widgets {

namespace {
constexpr int kPathRole = Qt::UserRole;
constexpr int kReadableRole = Qt::UserRole + 1;
constexpr int kThumb = 64;
} // namespace

SavesBrowser::SavesBrowser(QWidget *parent)
    : QDialog(parent)
    , m_list(new QTreeWidget(this))
{
    setWindowTitle(tr("Saved Games"));
    setObjectName(QStringLiteral("savesBrowser"));
    auto *layout = new QVBoxLayout(this);
    m_list->setObjectName(QStringLiteral("savesList"));
    m_list->setRootIsDecorated(false);
    m_list->setIconSize(QSize(kThumb, kThumb));
    m_list->setHeaderLabels({tr("Game"), tr("Players"), tr("Move"), tr("Saved")});
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_list->setSortingEnabled(false);
    layout->addWidget(m_list);

    auto *buttons = new QDialogButtonBox(this);
    m_open = buttons->addButton(tr("Open"), QDialogButtonBox::AcceptRole);
    m_open->setObjectName(QStringLiteral("open"));
    m_delete = buttons->addButton(tr("Delete…"), QDialogButtonBox::DestructiveRole);
    m_delete->setObjectName(QStringLiteral("delete"));
    buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (!selectedPath().isEmpty())
            emit openRequested(selectedPath());
    });
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteSelected(true); });
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &SavesBrowser::updateButtons);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (item->data(0, kReadableRole).toBool())
            emit openRequested(item->data(0, kPathRole).toString());
    });
    resize(680, 460);
    refresh();
}

void SavesBrowser::refresh()
{
    m_list->clear();
    const QDir dir(model::SaveFile::savesDir());
    const QFileInfoList files
        = dir.entryInfoList({QStringLiteral("*.qiju")}, QDir::Files, QDir::Time);
    for (const QFileInfo &fi : files) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(0, kPathRole, fi.absoluteFilePath());
        const model::LoadResult r = model::SaveFile::read(fi.absoluteFilePath());
        item->setData(0, kReadableRole, r.ok());
        QString name = fi.completeBaseName();
        if (fi.fileName() == QLatin1String("autosave.qiju"))
            name = tr("Last game (autosave)");
        else if (fi.fileName() == QLatin1String("quicksave.qiju"))
            name = tr("Quick save");
        const QDateTime when = r.ok() && r.game.extras.saved.isValid()
            ? r.game.extras.saved.toLocalTime()
            : fi.lastModified();
        item->setText(3, QLocale().toString(when, QLocale::ShortFormat));
        if (!r.ok()) {
            item->setText(0, name);
            item->setText(1, Texts::saveError(r.error, r.detail));
            item->setToolTip(1, item->text(1));
            item->setForeground(1, QColor(0xb0, 0x20, 0x20));
            continue;
        }
        const core::Game &position = r.game.tree->position();
        item->setIcon(
            0, QIcon(boardPreview(r.game.setup.game, &position, kThumb, devicePixelRatioF())));
        const core::GameId game = r.game.setup.game;
        item->setText(0, QStringLiteral("%1 · %2\n%3")
                             .arg(Texts::gameName(game), Texts::rulesSummary(game, r.game.setup.rules), name));
        QString players = SaveCommands::playersText(r.game.setup);
        if (r.game.tree->current().endOverride || position.result())
            players += QLatin1Char('\n') + tr("finished");
        item->setText(1, players);
        item->setText(2, QString::number(r.game.tree->depth()));
        item->setToolTip(0, QDir::toNativeSeparators(fi.absoluteFilePath()));
    }
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    for (int c = 0; c < 4; ++c) {
        if (c != 1)
            m_list->resizeColumnToContents(c);
    }
    updateButtons();
}

QString SavesBrowser::selectedPath() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, kPathRole).toString() : QString();
}

void SavesBrowser::updateButtons()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    m_open->setEnabled(item && item->data(0, kReadableRole).toBool());
    m_delete->setEnabled(item != nullptr);
}

void SavesBrowser::deleteSelected(bool confirm)
{
    const QString path = selectedPath();
    if (path.isEmpty())
        return;
    if (confirm
        && QMessageBox::question(this, tr("Delete Saved Game"),
               tr("Delete %1 for good?").arg(QFileInfo(path).fileName()))
            != QMessageBox::Yes)
        return;
    QFile::remove(path);
    refresh();
}

} // namespace qiju::widgets
