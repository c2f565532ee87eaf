// EngineDriver: runs qiju-engine (or another program) as a real child process and talks to it
// line by line, for the protocol tests. Reading waits on the process with a generous timeout;
// a test fails with the lines seen so far if an expected line never comes.
#pragma once

#include <QProcess>
#include <QStringList>
#include <QTest>

class EngineDriver
{
public:
    explicit EngineDriver(const QStringList &arguments, const QString &program = QIJU_ENGINE_PATH)
    {
        m_process.setProgram(program);
        m_process.setArguments(arguments);
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start();
        m_started = m_process.waitForStarted(10000);
    }
    ~EngineDriver()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

    bool started() const { return m_started; }
    QProcess &process() { return m_process; }

    void send(const QByteArray &line)
    {
        m_process.write(line + "\n");
        m_process.waitForBytesWritten(5000);
    }
    void closeInput() { m_process.closeWriteChannel(); }

    // The next stdout line without its newline; a null QByteArray after `ms` without one.
    QByteArray readLine(int ms = 30000)
    {
        QElapsedTimer timer;
        timer.start();
        while (!m_process.canReadLine()) {
            const int left = ms - static_cast<int>(timer.elapsed());
            if (left <= 0 || m_process.state() == QProcess::NotRunning) {
                if (m_process.canReadLine())
                    break;
                return {};
            }
            m_process.waitForReadyRead(std::min(left, 200));
        }
        QByteArray line = m_process.readLine();
        while (line.endsWith('\n') || line.endsWith('\r'))
            line.chop(1);
        return line;
    }

    // GTP: sends a command and returns its reply without the trailing empty line
    // ("= D3", "? illegal move", or several lines for showboard); "<no reply>" if no line
    // comes within `ms`.
    QByteArray gtp(const QByteArray &command, int ms = 30000)
    {
        send(command);
        QByteArray reply;
        for (;;) {
            const QByteArray line = readLine(ms);
            if (line.isNull())
                return reply.isEmpty() ? QByteArray("<no reply>") : reply;
            if (line.isEmpty() && !reply.isEmpty())
                return reply;
            if (!reply.isEmpty())
                reply += '\n';
            reply += line;
        }
    }

    // Reads lines until one starts with `prefix`; returns it (null if none came).
    QByteArray readUntil(const QByteArray &prefix, QByteArrayList *seen = nullptr, int ms = 30000)
    {
        for (;;) {
            const QByteArray line = readLine(ms);
            if (line.isNull())
                return line;
            if (seen)
                seen->append(line);
            if (line.startsWith(prefix))
                return line;
        }
    }

    // Waits for the process to exit; true when it exited normally with code 0.
    bool exitsCleanly(int ms = 10000)
    {
        if (m_process.state() != QProcess::NotRunning && !m_process.waitForFinished(ms))
            return false;
        return m_process.exitStatus() == QProcess::NormalExit && m_process.exitCode() == 0;
    }

private:
    QProcess m_process;
    bool m_started = false;
};
