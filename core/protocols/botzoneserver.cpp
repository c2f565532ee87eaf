#include "botzoneserver.h"

#include <iostream>

#include <nlohmann/json.hpp>

#include "botzonejson.h"
#include "movecodec.h"
#include "textutil.h"

namespace qiju::protocols {

namespace {

bool allNegative(const std::vector<int> &numbers)
{
    for (int n : numbers) {
        if (n >= 0)
            return false;
    }
    return !numbers.empty();
}

} // namespace

BotzoneServer::BotzoneServer(EngineSession &session, bool keepRunning, std::ostream *log)
    : m_session(session)
    , m_keepRunning(keepRunning)
    , m_log(log)
{ }

std::optional<BotzoneServer::Numbers> BotzoneServer::numbersOf(const nlohmann::json &request) const
{
    return jsonNumbers(request, botzoneKeys(m_session.gameId()));
}

BotzoneServer::Answer BotzoneServer::failure(const std::string &why) const
{
    if (m_log)
        *m_log << "qiju-engine: botzone: " << why << "\n";
    return {Numbers(botzoneKeys(m_session.gameId()).size(), -1), why};
}

BotzoneServer::Answer BotzoneServer::fullTurn(
    const std::vector<Numbers> &requests, const std::vector<Numbers> &responses)
{
    m_haveState = false;
    if (requests.empty() || responses.size() + 1 < requests.size())
        return failure("expected n requests and n-1 responses");
    m_session.restart();
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const bool first = i == 0 && allNegative(requests[i]);
        if (!first) {
            const auto move = fromBotzone(m_session.position(), requests[i]);
            if (!move || m_session.play(*move) != core::MoveError::None)
                return failure("illegal request " + botzoneText(requests[i]));
        }
        if (i + 1 < requests.size()) {
            const auto move = fromBotzone(m_session.position(), responses[i]);
            if (!move || m_session.play(*move) != core::MoveError::None)
                return failure("illegal response " + botzoneText(responses[i]));
        }
    }
    return answer();
}

BotzoneServer::Answer BotzoneServer::nextRequest(const Numbers &request)
{
    if (!m_haveState)
        return failure("no game to continue: send the full history");
    const auto move = fromBotzone(m_session.position(), request);
    if (!move || m_session.play(*move) != core::MoveError::None)
        return failure("illegal request " + botzoneText(request));
    return answer();
}

BotzoneServer::Answer BotzoneServer::answer()
{
    if (m_session.isOver())
        return failure("the game is over");
    std::atomic<bool> stop{false};
    const ai::SearchInfo info = m_session.think(m_session.nextLimits(), stop);
    if (info.best.isNone())
        return failure("no move");
    Answer a{toBotzone(m_session.position(), info.best), {}};
    m_session.play(info.best);
    m_haveState = true;
    return a;
}

void BotzoneServer::write(std::ostream &out, const Answer &a, bool json) const
{
    if (json) {
        nlohmann::ordered_json reply = nlohmann::ordered_json::object();
        nlohmann::ordered_json &response = reply["response"] = nlohmann::ordered_json::object();
        const auto &keys = botzoneKeys(m_session.gameId());
        for (std::size_t i = 0; i < keys.size(); ++i)
            response[keys[i]] = a.move[i];
        if (!a.debug.empty())
            reply["debug"] = a.debug;
        // Text that is not UTF-8 is written with U+FFFD, never refused.
        out << reply.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace)
            << "\n";
    } else {
        out << botzoneText(a.move) << "\n";
        if (!a.debug.empty())
            out << a.debug << "\n";
    }
    if (m_keepRunning)
        out << kKeepRunning << "\n";
    out.flush();
}

int BotzoneServer::run(std::istream &in, std::ostream &out)
{
    const core::GameId game = m_session.gameId();
    std::string line;
    for (LineRead r; (r = readBoundedLine(in, line)) != LineRead::End;) {
        if (r == LineRead::TooLong) {
            write(out, failure("input line too long"), false);
            continue;
        }
        const std::string_view text = trim(line);
        if (text.empty())
            continue;
        if (text.front() == '{') {
            const auto doc = parseJson(text);
            if (!doc.is_object()) { // also what did not parse
                write(out, failure("malformed JSON"), true);
                continue;
            }
            const nlohmann::json *requests = jsonMember(doc, "requests");
            if (!requests) { // keep-running: the request alone
                const auto numbers = numbersOf(doc);
                write(out, numbers ? nextRequest(*numbers) : failure("malformed request"), true);
                continue;
            }
            const nlohmann::json *responses = jsonMember(doc, "responses");
            std::vector<Numbers> req;
            std::vector<Numbers> resp;
            bool ok = requests->is_array() && (!responses || responses->is_array());
            for (std::size_t i = 0; ok && i < requests->size(); ++i) {
                const auto n = numbersOf((*requests)[i]);
                ok = n.has_value();
                if (n)
                    req.push_back(*n);
            }
            for (std::size_t i = 0; ok && responses && i < responses->size(); ++i) {
                const auto n = numbersOf((*responses)[i]);
                ok = n.has_value();
                if (n)
                    resp.push_back(*n);
            }
            write(out, ok ? fullTurn(req, resp) : failure("malformed requests or responses"), true);
            continue;
        }
        if (const auto request = parseBotzoneText(game, text)) { // keep-running: the request
            write(out, nextRequest(*request), false);
            continue;
        }
        const auto count = parseInt(text);
        if (!count || *count < 1 || *count > 10000) {
            write(out, failure("malformed input line"), false);
            continue;
        }
        std::vector<Numbers> req;
        std::vector<Numbers> resp;
        bool ok = true;
        for (long long i = 0; i < 2 * *count - 1; ++i) {
            if (readBoundedLine(in, line) == LineRead::End)
                return 0;
            const auto n = parseBotzoneText(game, line);
            ok = ok && n.has_value();
            if (n)
                (i % 2 == 0 ? req : resp).push_back(*n);
        }
        write(out, ok ? fullTurn(req, resp) : failure("malformed history line"), false);
    }
    return 0;
}

} // namespace qiju::protocols
