// LanguageManager: loads Qiju's and Qt's own translations and switches them at run time.
// Installing a translator makes Qt send QEvent::LanguageChange to every widget, which then
// retranslates itself. GUI thread only; one per application.
#pragma once

#include <QObject>
#include <QTranslator>

namespace qiju::widgets {

class LanguageManager : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);

    // "" follows the system locale; "en" or "zh_CN" choose. Returns the effective language.
    QString apply(const QString &language);
    QString effective() const { return m_effective; }
    static QStringList available() { return {QStringLiteral("en"), QStringLiteral("zh_CN")}; }

private:
    QTranslator m_app;
    QTranslator m_qt;
    QString m_effective = QStringLiteral("en");
};

} // namespace qiju::widgets
