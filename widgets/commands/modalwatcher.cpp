#include "modalwatcher.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace qiju::widgets {

ModalWatcher::ModalWatcher(QObject *parent)
    : QObject(parent)
{
    qApp->installEventFilter(this);
}

ModalWatcher::~ModalWatcher()
{
    qApp->removeEventFilter(this);
}

bool ModalWatcher::eventFilter(QObject *watched, QEvent *event)
{
    if ((event->type() == QEvent::Show || event->type() == QEvent::Hide) && !m_checkQueued
        && watched->isWidgetType() && static_cast<QWidget *>(watched)->isWindow()) {
        // The modal stack is updated around the event: look once it has settled.
        m_checkQueued = true;
        QMetaObject::invokeMethod(this, &ModalWatcher::check, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void ModalWatcher::check()
{
    m_checkQueued = false;
    const bool open = QApplication::activeModalWidget() != nullptr;
    if (open == m_open)
        return;
    m_open = open;
    emit modalChanged(open);
}

} // namespace qiju::widgets
