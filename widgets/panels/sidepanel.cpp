#include "sidepanel.h"

#include <QEvent>
#include <QFontDatabase>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdlib>

#include "board/boardtheme.h"
#include "panels/countbar.h"
#include "panels/elidedlabel.h"
#include "words/texts.h"

namespace qiju::widgets {

using core::Side;

namespace {

// A player's card: a panel with a rim in the theme's turn colour while that player is to move.
// Painted rather than styled: a style sheet, once removed, leaves its labels with the palette
// of that moment, and the colours would no longer follow a theme change.
class CardFrame : public QFrame
{
public:
    using QFrame::QFrame;
    void setActive(bool active)
    {
        m_active = active;
        update();
    }
    void setRimColour(const QColor &colour)
    {
        m_rim = colour;
        update();
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        QFrame::paintEvent(event);
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        if (m_active) {
            p.setPen(QPen(m_rim, 2));
            p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 6, 6);
        }
        if (hasFocus()) { // reached with Tab: a dotted ring inside the card
            p.setPen(QPen(palette().color(QPalette::Highlight), 1.5, Qt::DotLine));
            p.drawRoundedRect(QRectF(rect()).adjusted(4, 4, -4, -4), 4, 4);
        }
    }
    void focusInEvent(QFocusEvent *event) override
    {
        QFrame::focusInEvent(event);
        update();
    }
    void focusOutEvent(QFocusEvent *event) override
    {
        QFrame::focusOutEvent(event);
        update();
    }

private:
    bool m_active = false;
    QColor m_rim;
};

// A piece in the theme's colours, ringed like the board's pieces (pieceOutline), and ringed in
// the window's text colour as well when it would vanish into the panel (a black piece on a
// dark window).
QPixmap pieceIcon(const BoardTheme &t, Side side, const QPalette &palette, int size, qreal dpr)
{
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor base = side == Side::Black ? t.black : t.white;
    QRadialGradient g(QPointF(size * 0.35, size * 0.3), size * 0.8);
    g.setColorAt(0, side == Side::Black ? base.lighter(260) : base.lighter(110));
    g.setColorAt(1, side == Side::Black ? base : base.darker(120));
    const QRectF disc(2.5, 2.5, size - 5, size - 5);
    const QColor window = palette.color(QPalette::Window);
    if (std::abs(base.lightness() - window.lightness()) < 64) {
        p.setPen(QPen(palette.color(QPalette::WindowText), 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(disc.adjusted(-1.25, -1.25, 1.25, 1.25));
    }
    p.setPen(QPen(t.pieceOutline.alpha() > 0 ? t.pieceOutline : QColor(0, 0, 0, 120), 1));
    p.setBrush(g);
    p.drawEllipse(disc);
    return pm;
}

} // namespace

SidePanel::SidePanel(QWidget *parent)
    : QWidget(parent)
    , m_theme(&BoardTheme::standard())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(10);
    for (Side s : {Side::Black, Side::White}) {
        buildCard(m_cards[core::index(s)], s);
        layout->addWidget(m_cards[core::index(s)].frame);
    }

    m_turn = new ElidedLabel(2, this);
    m_turn->setAlignment(Qt::AlignCenter);
    QFont f = m_turn->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    m_turn->setFont(f);
    m_turn->setObjectName(QStringLiteral("turnLabel"));
    layout->addWidget(m_turn);

    m_thinkingRow = new QWidget(this);
    auto *thinking = new QVBoxLayout(m_thinkingRow);
    thinking->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_thinkingLabel = new ElidedLabel(1, m_thinkingRow);
    m_busy = new QProgressBar(m_thinkingRow);
    m_busy->setRange(0, 0); // busy indicator
    m_busy->setTextVisible(false);
    m_busy->setMaximumHeight(10);
    m_moveNow = new QPushButton(m_thinkingRow);
    m_moveNow->setObjectName(QStringLiteral("moveNowButton"));
    connect(m_moveNow, &QPushButton::clicked, this, &SidePanel::moveNowClicked);
    row->addWidget(m_thinkingLabel);
    row->addStretch();
    row->addWidget(m_moveNow);
    thinking->addLayout(row);
    thinking->addWidget(m_busy);
    m_searchInfo = new ElidedLabel(2, m_thinkingRow);
    m_searchInfo->setObjectName(QStringLiteral("searchInfo"));
    thinking->addWidget(m_searchInfo);
    layout->addWidget(m_thinkingRow);
    m_thinkingRow->setVisible(false);

    m_decision = new QFrame(this);
    m_decision->setObjectName(QStringLiteral("decisionBox"));
    auto *decision = new QVBoxLayout(m_decision);
    decision->setContentsMargins(0, 0, 0, 0);
    m_decisionPrompt = new ElidedLabel(4, m_decision);
    m_decisionPrompt->setAlignment(Qt::AlignCenter);
    m_decisionPrompt->setObjectName(QStringLiteral("decisionPrompt"));
    decision->addWidget(m_decisionPrompt);
    m_decisionButtons = new QVBoxLayout; // stacked: long choices keep the panel's width
    decision->addLayout(m_decisionButtons);
    layout->addWidget(m_decision);
    m_decision->setVisible(false);

    m_rules = new ElidedLabel(2, this);
    m_rules->setAlignment(Qt::AlignCenter);
    m_rules->setObjectName(QStringLiteral("rulesLabel"));
    layout->addWidget(m_rules);
    m_notice = new ElidedLabel(3, this);
    m_notice->setAlignment(Qt::AlignCenter);
    m_notice->setObjectName(QStringLiteral("noticeLabel"));
    layout->addWidget(m_notice);
    m_modeInfo = new ElidedLabel(4, this);
    m_modeInfo->setAlignment(Qt::AlignCenter);
    m_modeInfo->setObjectName(QStringLiteral("modeInfoLabel"));
    m_modeInfo->hide();
    layout->addWidget(m_modeInfo);
    layout->addStretch();

    // One width whatever the messages say: a long notice never narrows the board. The message
    // areas have fixed heights and cut long texts (the whole text is their tool tip).
    setFixedWidth(std::clamp(fontMetrics().averageCharWidth() * 32, 220, 300));
    setTheme(*m_theme);
    retranslate();
}

void SidePanel::buildCard(Card &card, Side side)
{
    auto *frame = new CardFrame(this);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setObjectName(side == Side::Black ? QStringLiteral("blackCard")
                                             : QStringLiteral("whiteCard"));
    card.frame = frame;
    // Tab stops on the card, and a screen reader reads it as one line (describeCards()).
    frame->setFocusPolicy(Qt::TabFocus);
    auto *grid = new QGridLayout(frame);
    grid->setContentsMargins(10, 8, 10, 8);
    card.piece = new QLabel(frame);
    card.piece->setObjectName(
        side == Side::Black ? QStringLiteral("blackPiece") : QStringLiteral("whitePiece"));
    card.name = new ElidedLabel(1, frame);
    QFont nf = card.name->font();
    nf.setBold(true);
    card.name->setFont(nf);
    card.detail = new ElidedLabel(1, frame);
    card.detail->setForegroundRole(QPalette::PlaceholderText);
    card.count = new QLabel(frame);
    card.count->setObjectName(side == Side::Black ? QStringLiteral("blackCount")
                                                  : QStringLiteral("whiteCount"));
    QFont cf = card.count->font();
    cf.setPointSizeF(cf.pointSizeF() * 1.8);
    cf.setBold(true);
    card.count->setFont(cf);
    card.count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // What the number counts, small under it ("discs"), so the number and its bar are labelled.
    card.unit = new QLabel(frame);
    card.unit->setObjectName(side == Side::Black ? QStringLiteral("blackUnit")
                                                 : QStringLiteral("whiteUnit"));
    card.unit->setForegroundRole(QPalette::PlaceholderText);
    card.unit->setAlignment(Qt::AlignRight | Qt::AlignTop);
    card.bar = new CountBar(frame);
    grid->addWidget(card.piece, 0, 0, 2, 1);
    grid->addWidget(card.name, 0, 1);
    grid->addWidget(card.detail, 1, 1);
    grid->addWidget(card.count, 0, 2);
    grid->addWidget(card.unit, 1, 2);
    grid->addWidget(card.bar, 2, 0, 1, 3);
    grid->setColumnStretch(1, 1);

    card.clock = new QLabel(frame);
    card.clock->setObjectName(side == Side::Black ? QStringLiteral("blackClock")
                                                  : QStringLiteral("whiteClock"));
    QFont clockFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    clockFont.setPointSizeF(cf.pointSizeF() * 0.8);
    card.clock->setFont(clockFont);
    card.clockDetail = new ElidedLabel(2, frame);
    card.clockDetail->setForegroundRole(QPalette::PlaceholderText);
    card.captures = new ElidedLabel(1, frame);
    card.captures->setObjectName(side == Side::Black ? QStringLiteral("blackCaptures")
                                                     : QStringLiteral("whiteCaptures"));
    card.captures->setVisible(false);
    grid->addWidget(card.captures, 5, 0, 1, 3);
    grid->addWidget(card.clock, 3, 0, 1, 2);
    grid->addWidget(card.clockDetail, 4, 0, 1, 3);
    card.clock->setVisible(false);
    card.clockDetail->setVisible(false);
}

void SidePanel::setClock(Side side, const QString &time, const QString &detail, bool low,
                         bool running)
{
    Card &c = m_cards[core::index(side)];
    c.clock->setText(time);
    c.clockDetail->setText(detail);
    c.clockDetail->setVisible(c.clock->isVisibleTo(this) && !detail.isEmpty());
    // Red when time is short; the running clock in bold full colour, a stopped one dimmed.
    c.clock->setForegroundRole(running ? QPalette::WindowText : QPalette::PlaceholderText);
    c.clock->setStyleSheet(
        low ? QStringLiteral("color: %1;").arg(m_theme->lowTime.name()) : QString());
    QFont f = c.clock->font();
    f.setBold(running);
    c.clock->setFont(f);
    c.clock->setProperty("low", low);
    c.clock->setProperty("running", running);
}

void SidePanel::setTheme(const BoardTheme &theme)
{
    m_theme = &theme;
    paintPieces();
    for (Card &c : m_cards) {
        static_cast<CardFrame *>(c.frame)->setRimColour(theme.turn);
        if (c.clock->property("low").toBool())
            c.clock->setStyleSheet(QStringLiteral("color: %1;").arg(theme.lowTime.name()));
    }
}

void SidePanel::paintPieces()
{
    if (!m_cards[0].piece)
        return; // still being built
    const BoardTheme &t = *m_theme;
    for (Side s : {Side::Black, Side::White}) {
        Card &c = m_cards[core::index(s)];
        c.piece->setPixmap(pieceIcon(t, s, palette(), 30, devicePixelRatioF()));
        const QColor colour = s == Side::Black ? t.black : t.white;
        // The bar's edge in the text colour where the fill would vanish into the bar's ground.
        const bool faint
            = std::abs(colour.lightness() - palette().color(QPalette::Base).lightness()) < 64;
        c.bar->setColour(colour,
            faint                  ? palette().color(QPalette::WindowText)
                : s == Side::Black ? colour.lighter(200)
                                   : colour.darker(160));
    }
}

void SidePanel::setClocksVisible(bool visible)
{
    for (Card &c : m_cards) {
        c.clock->setVisible(visible);
        c.clockDetail->setVisible(visible && !c.clockDetail->text().isEmpty());
    }
}

void SidePanel::setGame(core::GameId game)
{
    m_game = game;
    retranslate();
}

void SidePanel::setPlayer(Side side, const QString &name, const QString &detail)
{
    Card &c = m_cards[core::index(side)];
    c.name->setText(name.isEmpty() ? Texts::sideName(m_game, side) : name);
    c.detail->setText(detail);
    describeCards();
}

void SidePanel::setCounts(int black, int white, int maximum)
{
    m_cards[0].count->setText(QString::number(black));
    m_cards[1].count->setText(QString::number(white));
    m_cards[0].bar->setValue(black, maximum);
    m_cards[1].bar->setValue(white, maximum);
    labelCounts();
}

void SidePanel::labelCounts()
{
    // The number and its bar say what they count ("8 discs"), in the language shown.
    for (Card &c : m_cards) {
        if (c.count->text().isEmpty())
            continue;
        const int n = c.count->text().toInt();
        const QString text = Texts::pieceCount(m_game, n);
        c.count->setToolTip(text);
        c.count->setAccessibleName(text);
        c.bar->setToolTip(text);
        // The count's words without the number: "discs", "子".
        c.unit->setText(text.mid(QString::number(n).size()).trimmed());
    }
    describeCards();
}

void SidePanel::describeCards()
{
    for (int i = 0; i < 2; ++i) {
        const Card &c = m_cards[i];
        QStringList parts{tr("%1: %2").arg(Texts::sideName(m_game, Side(i)), c.name->text())};
        if (!c.detail->text().isEmpty())
            parts << c.detail->text();
        if (!c.count->text().isEmpty())
            parts << Texts::pieceCount(m_game, c.count->text().toInt());
        if (c.captures->isVisibleTo(this))
            parts << c.captures->text();
        c.frame->setAccessibleName(parts.join(QStringLiteral(", ")));
    }
}

void SidePanel::setCaptures(int black, int white, bool visible)
{
    m_captures[0] = black;
    m_captures[1] = white;
    for (Card &c : m_cards)
        c.captures->setVisible(visible);
    retranslate();
}

void SidePanel::setTurn(std::optional<Side> side)
{
    m_turnSide = side;
    m_result.clear();
    retranslate();
    highlight();
}

void SidePanel::setResult(const QString &text)
{
    m_turnSide.reset();
    m_result = text;
    m_turn->setText(text);
    highlight();
}

void SidePanel::setThinking(std::optional<Side> side)
{
    m_thinkingSide = side;
    m_thinkingRow->setVisible(side.has_value());
    if (!side)
        m_searchInfo->clear();
    retranslate();
}

void SidePanel::setSearchInfo(const QString &text)
{
    m_searchInfo->setText(text);
}

void SidePanel::setNotice(const QString &text) { m_notice->setText(text); }

void SidePanel::setRules(const QString &text)
{
    m_rules->setText(text);
}

QString SidePanel::rulesShown() const { return m_rules->text(); }

void SidePanel::setModeInfo(const QString &text)
{
    m_modeInfo->setText(text);
    m_modeInfo->setVisible(!text.isEmpty());
}

void SidePanel::setDecision(
    const QString &prompt, const std::vector<std::pair<QString, core::Move>> &choices)
{
    while (QLayoutItem *item = m_decisionButtons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_decisionPrompt->setText(prompt);
    m_decisionPrompt->setVisible(!prompt.isEmpty());
    for (const auto &[label, move] : choices) {
        auto *button = new QPushButton(label, m_decision);
        button->setObjectName(QStringLiteral("decision-%1").arg(int(move.kind)));
        connect(button, &QPushButton::clicked, this, [this, move] { emit decisionChosen(move); });
        m_decisionButtons->addWidget(button);
    }
    m_decision->setVisible(!prompt.isEmpty() || !choices.empty());
}

void SidePanel::highlight()
{
    for (Side s : {Side::Black, Side::White}) {
        static_cast<CardFrame *>(m_cards[core::index(s)].frame)->setActive(m_turnSide == s);
    }
}

void SidePanel::retranslate()
{
    if (!m_result.isEmpty())
        m_turn->setText(m_result);
    else if (m_turnSide)
        m_turn->setText(tr("%1 to move").arg(Texts::sideName(m_game, *m_turnSide)));
    else
        m_turn->clear();
    for (int i = 0; i < 2; ++i)
        m_cards[i].captures->setText(tr("Captured: %1").arg(m_captures[i]));
    m_moveNow->setText(tr("Move now"));
    m_moveNow->setToolTip(tr("Stop thinking and play the best move found so far"));
    if (m_thinkingSide)
        m_thinkingLabel->setText(tr("%1 is thinking…").arg(Texts::sideName(m_game, *m_thinkingSide)));
    labelCounts();
}

void SidePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        paintPieces(); // the ring of a piece that would vanish into the window
    QWidget::changeEvent(event);
}

} // namespace qiju::widgets
