#include "subprocess.h"

#include <algorithm>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include "protocolclient.h"

namespace qiju::protocols {

Subprocess::~Subprocess() { stop(0); }

bool Subprocess::start(const std::string &commandLine, const std::string &workDir)
{
    stop(0);
    std::signal(SIGPIPE, SIG_IGN); // a dead engine must not kill us through a write
    int toChild[2];
    int fromChild[2];
    if (pipe(toChild) != 0)
        return false;
    if (pipe(fromChild) != 0) {
        close(toChild[0]);
        close(toChild[1]);
        return false;
    }
    // exec: the engine replaces the shell, so killing the child kills the engine.
    const std::string script = "exec " + commandLine;
    const pid_t pid = fork();
    if (pid < 0) {
        for (int fd : {toChild[0], toChild[1], fromChild[0], fromChild[1]})
            close(fd);
        return false;
    }
    if (pid == 0) {
        dup2(toChild[0], STDIN_FILENO);
        dup2(fromChild[1], STDOUT_FILENO);
        for (int fd : {toChild[0], toChild[1], fromChild[0], fromChild[1]})
            close(fd);
        if (!workDir.empty() && chdir(workDir.c_str()) != 0)
            _exit(127);
        execl("/bin/sh", "sh", "-c", script.c_str(), static_cast<char *>(nullptr));
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    m_pid = pid;
    m_in = toChild[1];
    m_out = fromChild[0];
    fcntl(m_out, F_SETFL, fcntl(m_out, F_GETFL) | O_NONBLOCK);
    m_eof = false;
    m_tooLong = false;
    m_buffer.clear();
    return true;
}

bool Subprocess::isRunning()
{
    if (m_pid <= 0)
        return false;
    int status = 0;
    if (waitpid(m_pid, &status, WNOHANG) == m_pid) {
        m_pid = -1;
        return false;
    }
    return true;
}

bool Subprocess::writeLine(const std::string &line)
{
    if (m_in < 0)
        return false;
    const std::string data = line + "\n";
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = write(m_in, data.data() + done, data.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::optional<std::string> Subprocess::readLine(int timeoutMs)
{
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        if (m_tooLong)
            return std::nullopt;
        const std::size_t newline = m_buffer.find('\n');
        if (std::min(newline, m_buffer.size()) > kMaxEngineLineBytes) {
            m_tooLong = true;
            m_buffer.clear();
            m_buffer.shrink_to_fit();
            return std::nullopt;
        }
        if (newline != std::string::npos) {
            std::string line = m_buffer.substr(0, newline);
            m_buffer.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            return line;
        }
        if (m_eof || m_out < 0)
            return std::nullopt;
        const auto left
            = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0)
            return std::nullopt;
        pollfd p{m_out, POLLIN, 0};
        const int ready = poll(&p, 1, static_cast<int>(left.count()));
        if (ready < 0 && errno != EINTR)
            return std::nullopt;
        if (ready <= 0)
            continue;
        char chunk[4096];
        const ssize_t n = read(m_out, chunk, sizeof chunk);
        if (n > 0)
            m_buffer.append(chunk, static_cast<std::size_t>(n));
        else if (n == 0 || (errno != EAGAIN && errno != EINTR))
            m_eof = true;
    }
}

void Subprocess::stop(int graceMs)
{
    if (m_in >= 0) {
        close(m_in);
        m_in = -1;
    }
    if (m_pid > 0) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(graceMs);
        while (isRunning() && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        if (m_pid > 0) {
            kill(m_pid, SIGKILL);
            int status = 0;
            waitpid(m_pid, &status, 0);
            m_pid = -1;
        }
    }
    if (m_out >= 0) {
        close(m_out);
        m_out = -1;
    }
    m_buffer.clear();
}

} // namespace qiju::protocols
