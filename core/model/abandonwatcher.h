// abandonWatcher(): lets go of a QFutureWatcher whose answer is no longer wanted. A worker
// started with QtConcurrent::run cannot be interrupted, only asked to stop (its own stop
// flag), so the watcher stays alive until the worker ends and then deletes itself; its
// signals no longer reach `owner`. GUI thread only.
#pragma once

#include <QFutureWatcher>

namespace qiju::model {

// Precondition: `watcher` (may be null) is connected to `owner` only.
template <typename T>
void abandonWatcher(QFutureWatcher<T> *&watcher, QObject *owner)
{
    if (!watcher)
        return;
    watcher->disconnect(owner);
    QObject::connect(watcher, &QFutureWatcherBase::finished, watcher, &QObject::deleteLater);
    watcher = nullptr;
}

} // namespace qiju::model
