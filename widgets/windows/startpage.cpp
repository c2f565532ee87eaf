#include "startpage.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

#include "board/boardpreview.h"
#include "board/boardtheme.h"
#include "words/texts.h"

#include "games/gameregistry.h"

namespace qiju::widgets {

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    m_title = new QLabel(this);
    QFont tf = m_title->font();
    tf.setPointSizeF(tf.pointSizeF() * 2.4);
    tf.setBold(true);
    m_title->setFont(tf);
    m_title->setAlignment(Qt::AlignCenter);
    m_subtitle = new QLabel(this);
    m_subtitle->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
    m_continue = new QPushButton(this);
    m_continue->setObjectName(QStringLiteral("continueLastGame"));
    m_continue->setVisible(false);
    connect(m_continue, &QPushButton::clicked, this, &StartPage::continueRequested);
    layout->addSpacing(8);
    layout->addWidget(m_continue, 0, Qt::AlignCenter);
    layout->addSpacing(8);

    auto *grid = new QGridLayout;
    grid->setSpacing(16);
    int i = 0;
    for (core::GameId id : core::allGames()) {
        const core::GameInfo &info = core::gameInfo(id);
        auto *tile = new QToolButton(this);
        tile->setObjectName(QStringLiteral("tile-") + QString::fromLatin1(info.key.data(), qsizetype(info.key.size())));
        tile->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        tile->setIconSize(QSize(150, 150));
        tile->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        tile->setMinimumSize(110, 110); // the picture shrinks with the window (resizeEvent)
        QFont f = tile->font();
        f.setPointSizeF(f.pointSizeF() * 1.15);
        f.setBold(true);
        tile->setFont(f);
        connect(tile, &QToolButton::clicked, this, [this, id] { emit gameChosen(id); });
        grid->addWidget(tile, i / 3, i % 3);
        m_tiles.emplace_back(id, tile);
        ++i;
    }
    layout->addLayout(grid, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch(1);
    m_music = new QPushButton(this);
    m_music->setObjectName(QStringLiteral("music"));
    connect(m_music, &QPushButton::clicked, this, &StartPage::musicRequested);
    bottom->addWidget(m_music);
    layout->addLayout(bottom);
    retranslate();
    refreshTheme();
}

QToolButton *StartPage::tile(core::GameId game) const
{
    for (const auto &[id, button] : m_tiles) {
        if (id == game)
            return button;
    }
    return nullptr;
}

void StartPage::refreshTheme()
{
    const BoardTheme &t = BoardTheme::standard();
    for (const auto &[id, button] : m_tiles) {
        auto preview = core::createGame(id);
        // An empty start board (Go, NoGo) says little: those tiles show a typical position.
        if (preview && preview->pieceCount(core::Side::Black) + preview->pieceCount(core::Side::White) == 0)
            preview.reset();
        button->setIcon(QIcon(boardPreview(id, preview.get(), 150, devicePixelRatioF())));
    }
    for (QLabel *label : {m_title, m_subtitle}) {
        QPalette pal = label->palette();
        pal.setColor(QPalette::WindowText, t.startText);
        label->setPalette(pal);
    }
    pickBackground();
}

void StartPage::pickBackground()
{
    const QStringList &all = BoardTheme::standard().backgrounds;
    m_background = all.isEmpty() ? QString() : all.at(int(m_random.bounded(quint32(all.size()))));
    update();
}

void StartPage::showEvent(QShowEvent *event)
{
    pickBackground();
    QWidget::showEvent(event);
}

void StartPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The pictures fill their tiles, up to the size they are drawn at.
    if (m_tiles.empty())
        return;
    const QToolButton *tile = m_tiles.front().second;
    const int text = tile->fontMetrics().height() + 16;
    const int side = std::clamp(std::min(tile->width() - 16, tile->height() - text), 48, 150);
    for (const auto &[id, button] : m_tiles)
        button->setIconSize(QSize(side, side));
}

void StartPage::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const BoardTheme &t = BoardTheme::standard();
    p.fillRect(rect(), t.background);
    if (!m_background.isEmpty())
        t.paintArtCovering(&p, m_background, QRectF(rect()));
}

void StartPage::setContinueOffer(const QString &description)
{
    m_continueDescription = description;
    m_continue->setVisible(!description.isEmpty());
    retranslate();
}

void StartPage::retranslate()
{
    m_continue->setText(tr("Continue your last game: %1").arg(m_continueDescription));
    m_title->setText(tr("Qiju"));
    m_subtitle->setText(tr("Five classic board games. Choose one to play."));
    m_music->setText(tr("M&usic…")); // as in the Settings menu
    for (const auto &[id, button] : m_tiles) {
        button->setText(Texts::gameName(id));
        button->setToolTip(Texts::gameBlurb(id));
    }
}

void StartPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace qiju::widgets
