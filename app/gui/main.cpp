// qiju: the GUI. Only wiring: application identity, settings format, language, main window.
#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

#include "services/languagemanager.h"
#include "storage/settings.h"
#include "windows/mainwindow.h"

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Qiju"));
    QApplication::setApplicationName(QStringLiteral("qiju"));
    QApplication::setApplicationDisplayName(QStringLiteral("Qiju"));
    QApplication::setApplicationVersion(QStringLiteral(QIJU_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.qiju.Qiju"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/qiju.svg")));
    QSettings::setDefaultFormat(QSettings::IniFormat);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Qiju: Go, Gomoku, Othello, Ataxx and NoGo"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption lang(QStringLiteral("lang"),
                            QStringLiteral("Interface language for this run (en or zh_CN)."),
                            QStringLiteral("language"));
    parser.addOption(lang);
    parser.process(app);

    qiju::widgets::LanguageManager language;
    const qiju::model::Settings settings;
    language.apply(parser.isSet(lang) ? parser.value(lang) : settings.language());

    qiju::widgets::MainWindow window(&language);
    window.show();
    return app.exec();
}
