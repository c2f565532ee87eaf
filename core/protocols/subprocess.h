// Subprocess: an external program under the headless engine (qiju-engine match), started
// through /bin/sh with pipes to its stdin and stdout (stderr is inherited), read line by line
// with a deadline. POSIX only; the GUI uses QProcess instead. Not thread-safe; the destructor
// kills a program that is still running and reaps it.
#pragma once

#include <optional>
#include <string>

namespace qiju::protocols {

class Subprocess
{
public:
    Subprocess() = default;
    ~Subprocess();
    Subprocess(const Subprocess &) = delete;
    Subprocess &operator=(const Subprocess &) = delete;

    // Runs `commandLine` with /bin/sh -c in `workDir` (empty = the current directory).
    bool start(const std::string &commandLine, const std::string &workDir = {});
    bool isRunning();
    bool writeLine(const std::string &line);
    // The next line of stdout (without the newline), waiting at most `timeoutMs`; nullopt on
    // timeout, when the program closed its stdout (then atEnd() is true) or printed a line
    // longer than kMaxEngineLineBytes (then lineTooLong() is true until the next start()).
    std::optional<std::string> readLine(int timeoutMs);
    bool atEnd() const { return m_eof; }
    bool lineTooLong() const { return m_tooLong; }
    // Closes stdin, waits up to `graceMs` for the program to exit, then kills it.
    void stop(int graceMs = 500);

private:
    int m_pid = -1;
    int m_in = -1;  // the program's stdin (we write)
    int m_out = -1; // the program's stdout (we read)
    bool m_eof = false;
    bool m_tooLong = false;
    std::string m_buffer;
};

} // namespace qiju::protocols
