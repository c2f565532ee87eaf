#include "jukeboxdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QVBoxLayout>

#include "services/audioservice.h"

namespace qiju::widgets {

namespace {

QSlider *volumeSlider(QWidget *parent, const char *name)
{
    auto *s = new QSlider(Qt::Horizontal, parent);
    s->setObjectName(QString::fromLatin1(name));
    s->setRange(0, 100);
    s->setPageStep(10);
    return s;
}

} // namespace

JukeboxDialog::JukeboxDialog(AudioService *audio, QWidget *parent)
    : QDialog(parent)
    , m_audio(audio)
    , m_tracks(new QListWidget(this))
    , m_playPause(new QPushButton(this))
    , m_next(new QPushButton(this))
    , m_musicLabel(new QLabel(this))
    , m_musicVolume(volumeSlider(this, "musicVolume"))
    , m_effectsLabel(new QLabel(this))
    , m_effectsVolume(volumeSlider(this, "effectsVolume"))
    , m_mute(new QCheckBox(this))
    , m_noDevice(new QLabel(this))
{
    setObjectName(QStringLiteral("jukebox"));
    m_tracks->setObjectName(QStringLiteral("tracks"));
    m_playPause->setObjectName(QStringLiteral("playPause"));
    m_next->setObjectName(QStringLiteral("next"));
    m_mute->setObjectName(QStringLiteral("mute"));
    m_noDevice->setObjectName(QStringLiteral("noDevice"));
    m_noDevice->setWordWrap(true);
    m_noDevice->setVisible(!audio->hasDevice());
    for (int i = 0; i < AudioService::trackCount(); ++i)
        m_tracks->addItem(QString());

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_noDevice);
    layout->addWidget(m_tracks, 1);
    auto *transport = new QHBoxLayout;
    transport->addWidget(m_playPause);
    transport->addWidget(m_next);
    transport->addStretch(1);
    layout->addLayout(transport);
    auto *form = new QFormLayout;
    form->addRow(m_musicLabel, m_musicVolume);
    form->addRow(m_effectsLabel, m_effectsVolume);
    form->addRow(QString(), m_mute);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    layout->addWidget(buttons);

    connect(m_tracks, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { m_audio->playTrack(m_tracks->row(item)); });
    connect(m_playPause, &QPushButton::clicked, this,
            [this] { m_audio->setMusicOn(!m_audio->isMusicOn()); });
    connect(m_next, &QPushButton::clicked, m_audio, &AudioService::nextTrack);
    connect(m_musicVolume, &QSlider::valueChanged, m_audio, &AudioService::setMusicVolume);
    connect(m_effectsVolume, &QSlider::valueChanged, m_audio, &AudioService::setEffectsVolume);
    connect(m_mute, &QCheckBox::toggled, m_audio, &AudioService::setMuted);
    connect(m_audio, &AudioService::stateChanged, this, &JukeboxDialog::refresh);

    retranslate();
    refresh();
    resize(340, 380);
}

void JukeboxDialog::retranslate()
{
    setWindowTitle(tr("Music"));
    for (int i = 0; i < m_tracks->count(); ++i)
        m_tracks->item(i)->setText(AudioService::trackTitle(i));
    m_next->setText(tr("&Next"));
    m_musicLabel->setText(tr("M&usic volume"));
    m_musicLabel->setBuddy(m_musicVolume);
    m_effectsLabel->setText(tr("&Effects volume"));
    m_effectsLabel->setBuddy(m_effectsVolume);
    m_mute->setText(tr("&Mute all sound"));
    m_noDevice->setText(tr("No audio output was found: sound and music are silent."));
    refresh();
}

void JukeboxDialog::refresh()
{
    const bool on = m_audio->isMusicOn();
    m_playPause->setText(on ? tr("&Pause") : tr("&Play"));
    m_playPause->setIcon(style()->standardIcon(on ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_next->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    for (int i = 0; i < m_tracks->count(); ++i) {
        QFont f = m_tracks->item(i)->font();
        f.setBold(i == m_audio->currentTrack());
        m_tracks->item(i)->setFont(f);
    }
    m_tracks->setCurrentRow(m_audio->currentTrack());
    const QSignalBlocker b1(m_musicVolume);
    const QSignalBlocker b2(m_effectsVolume);
    const QSignalBlocker b3(m_mute);
    m_musicVolume->setValue(m_audio->musicVolume());
    m_effectsVolume->setValue(m_audio->effectsVolume());
    m_mute->setChecked(m_audio->isMuted());
}

void JukeboxDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace qiju::widgets
