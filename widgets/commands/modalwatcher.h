// ModalWatcher: tells whether an application-modal or window-modal dialog is open (any dialog:
// New Game, a question, the About box), so the game clocks can stop while the player reads
// it. Watches show/hide events application-wide and re-checks after each one.
// GUI thread only.
#pragma once

#include <QObject>

namespace qiju::widgets {

class ModalWatcher : public QObject
{
    Q_OBJECT

public:
    explicit ModalWatcher(QObject *parent = nullptr);
    ~ModalWatcher() override;

    bool isModalOpen() const { return m_open; }

signals:
    void modalChanged(bool open);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void check();

    bool m_open = false;
    bool m_checkQueued = false;
};

} // namespace qiju::widgets
