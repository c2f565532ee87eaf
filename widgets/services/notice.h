// A warning shown beside the window that does not stop play (not modal) and deletes itself when
// closed; the notices that tell about Qiju's own files and data use it. GUI thread only.
#pragma once

#include <QMessageBox>

namespace qiju::widgets {

inline QMessageBox *showNotice(
    QWidget *window, const QString &objectName, const QString &title, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, window);
    box->setObjectName(objectName);
    box->setWindowModality(Qt::NonModal);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->show();
    return box;
}

} // namespace qiju::widgets
