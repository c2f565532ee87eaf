// EnginesDialog: the external engines and bots the user registered — add, edit and remove a
// program (name, program, arguments, working folder, protocol, games, time per move, what
// happens when it fails) and test it: the test runs asynchronously (EngineProbe) and shows the
// name the engine gave and its first move, or exactly what went wrong. Only tested engines are
// offered for a seat; editing how an engine runs asks for a new test. GNU Go is listed when it
// is installed. OK stores the list in Settings. GUI thread only.
#pragma once

#include <QDialog>

#include "engines/enginedefinition.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace qiju::model {
class EngineProbe;
}

namespace qiju::widgets {

class EnginesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit EnginesDialog(QWidget *parent = nullptr);

    QList<model::EngineDefinition> engines() const { return m_engines; }
    // Selects the engine at `row` (tests, and after Add).
    void selectEngine(int row);
    // Tests the selected engine (the Test button).
    void testSelected();
    bool isTesting() const;
    // The last test's verdict as shown ("Passed: ..." / "Failed: ...").
    QString testResultText() const;

    void accept() override;

signals:
    // A test ended (for tests and the status of the list).
    void testFinished(bool passed);

private:
    void buildForm();
    void showEngine(int row);
    void storeForm();
    void refreshRow(int row);
    void addEngine();
    void removeEngine();
    void browseProgram();
    void browseFolder();
    void finishTest(const QString &id, bool passed, const QString &text);

    QList<model::EngineDefinition> m_engines;
    int m_row = -1;
    bool m_loading = false;
    QListWidget *m_list;
    QLineEdit *m_name;
    QLineEdit *m_program;
    QLineEdit *m_arguments;
    QLineEdit *m_folder;
    QComboBox *m_protocol;
    QList<QCheckBox *> m_games;
    QDoubleSpinBox *m_time;
    QComboBox *m_onFault;
    QPushButton *m_remove;
    QPushButton *m_test;
    QLabel *m_result;
    QPlainTextEdit *m_log;
    QWidget *m_form;
    model::EngineProbe *m_probe;
};

} // namespace qiju::widgets
