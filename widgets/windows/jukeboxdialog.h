// JukeboxDialog: the small music box — the track list (double-click plays), play/pause, next,
// the music and effects volumes and a mute switch. A view of AudioService: it changes the
// service and follows its stateChanged(). Non-modal; GUI thread only.
#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;

namespace qiju::widgets {

class AudioService;

class JukeboxDialog : public QDialog
{
    Q_OBJECT

public:
    JukeboxDialog(AudioService *audio, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();

    AudioService *m_audio;
    QListWidget *m_tracks;
    QPushButton *m_playPause;
    QPushButton *m_next;
    QLabel *m_musicLabel;
    QSlider *m_musicVolume;
    QLabel *m_effectsLabel;
    QSlider *m_effectsVolume;
    QCheckBox *m_mute;
    QLabel *m_noDevice;
};

} // namespace qiju::widgets
