#include "languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace qiju::widgets {

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{}

QString LanguageManager::apply(const QString &language)
{
    QString lang = language;
    if (lang.isEmpty()) {
        const QLocale system;
        lang = system.language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                     : QStringLiteral("en");
    }
    if (!available().contains(lang))
        lang = QStringLiteral("en");

    QCoreApplication::removeTranslator(&m_app);
    QCoreApplication::removeTranslator(&m_qt);
    // English too: qiju_en carries the plural forms of the %n messages ("1 move", "3 moves").
    if (m_app.load(QStringLiteral(":/i18n/qiju_") + lang + QStringLiteral(".qm")))
        QCoreApplication::installTranslator(&m_app);
    if (lang != QLatin1String("en")) {
        if (m_qt.load(QStringLiteral("qtbase_") + lang,
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
        QLocale::setDefault(QLocale(lang));
    } else {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    m_effective = lang;
    return lang;
}

} // namespace qiju::widgets
