// The Botzone client: each request is the whole history in Botzone's form — JSON
// {"requests":[...],"responses":[...]} on one line, or the simple interaction (n, then 2n-1
// lines) — for a freshly started bot. A bot that answers with
// ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<" stays alive and from then on gets only the opponent's
// new move, as on Botzone; when the history changes otherwise (undo), it is started afresh.
// Requests are the opponent's moves (all -1 when the bot moves first), responses the bot's own.
#include <nlohmann/json.hpp>

#include "botzonejson.h"
#include "botzoneserver.h"
#include "clientcodecs.h"
#include "movecodec.h"
#include "textutil.h"

namespace qiju::protocols {

namespace {

class BotzoneClient final : public ProtocolClient
{
public:
    explicit BotzoneClient(bool json)
        : m_json(json)
    { }

    ClientProtocol protocol() const override
    {
        return m_json ? ClientProtocol::BotzoneJson : ClientProtocol::BotzoneSimple;
    }
    bool hasHandshake() const override { return false; }
    bool mayExitBetweenMoves() const override { return !m_keepRunning; }

    std::vector<std::string> begin(const core::Game &, int) override
    {
        m_keepRunning = false;
        m_known.clear();
        return {};
    }

    bool needsFreshProcess(const std::vector<core::Move> &moves) const override
    {
        if (!m_keepRunning || m_known.size() + 1 != moves.size())
            return true;
        for (std::size_t i = 0; i < m_known.size(); ++i) {
            if (!(m_known[i] == moves[i]))
                return true;
        }
        return false;
    }

    std::vector<std::string> requestMove(
        const core::Game &start, const std::vector<core::Move> &moves, int) override
    {
        const bool fresh = needsFreshProcess(moves);
        m_keepRunning = false; // until the bot says so again after this answer
        m_awaiting = true;
        // Every ply as Botzone numbers, in the position where it was played.
        std::vector<std::vector<int>> plies;
        auto game = start.clone();
        for (const core::Move &m : moves) {
            plies.push_back(toBotzone(*game, m));
            game->play(m);
        }
        m_position = std::move(game);
        m_known = moves;
        const std::vector<int> none(botzoneKeys(start.id()).size(), -1);
        if (!fresh)
            return {encode(plies.back())};
        // The bot moves at plies of its parity: requests are the plies before each of its turns.
        std::vector<std::vector<int>> requests;
        std::vector<std::vector<int>> responses;
        const std::size_t n = plies.size();
        std::size_t i = n % 2; // the bot's first ply: 0 if it moves at even plies
        if (i == 0)
            requests.push_back(none);
        else
            requests.push_back(plies[0]);
        for (; i + 1 < n; i += 2) {
            responses.push_back(plies[i]);
            requests.push_back(plies[i + 1]);
        }
        if (m_json) {
            nlohmann::ordered_json input = nlohmann::ordered_json::object();
            nlohmann::ordered_json &req = input["requests"] = nlohmann::ordered_json::array();
            for (const auto &r : requests)
                req.push_back(object(r));
            nlohmann::ordered_json &resp = input["responses"] = nlohmann::ordered_json::array();
            for (const auto &r : responses)
                resp.push_back(object(r));
            return {input.dump()};
        }
        std::vector<std::string> lines = {std::to_string(requests.size())};
        for (std::size_t k = 0; k < requests.size(); ++k) {
            lines.push_back(botzoneText(requests[k]));
            if (k < responses.size())
                lines.push_back(botzoneText(responses[k]));
        }
        return lines;
    }

    ClientEvent onLine(std::string_view raw) override
    {
        const std::string_view line = trim(raw);
        if (line == BotzoneServer::kKeepRunning) {
            m_keepRunning = true;
            return {};
        }
        if (!m_awaiting || line.empty() || !m_position)
            return {}; // debug / data / globaldata lines after the response
        m_awaiting = false;
        std::optional<std::vector<int>> numbers;
        if (m_json) {
            const auto doc = parseJson(line);
            if (const nlohmann::json *response = jsonMember(doc, "response"))
                numbers = numbersOf(*response);
        } else {
            numbers = parseBotzoneText(m_position->id(), line);
        }
        if (!numbers)
            return {ClientEvent::Kind::Error, {}, "unreadable answer: " + std::string(line)};
        const auto move = fromBotzone(*m_position, *numbers);
        if (!move)
            return {ClientEvent::Kind::Error, {}, "move off the board: " + std::string(line)};
        m_known.push_back(*move);
        return {ClientEvent::Kind::Move, *move, std::string(line)};
    }

private:
    std::string encode(const std::vector<int> &numbers) const
    {
        return m_json ? object(numbers).dump() : botzoneText(numbers);
    }
    nlohmann::ordered_json object(const std::vector<int> &numbers) const
    {
        nlohmann::ordered_json o = nlohmann::ordered_json::object();
        const auto &keys = botzoneKeys(m_position->id());
        for (std::size_t i = 0; i < keys.size() && i < numbers.size(); ++i)
            o[keys[i]] = numbers[i];
        return o;
    }
    std::optional<std::vector<int>> numbersOf(const nlohmann::json &response) const
    {
        return jsonNumbers(response, botzoneKeys(m_position->id()));
    }

    bool m_json;
    bool m_keepRunning = false;
    bool m_awaiting = false;
    std::vector<core::Move> m_known;
    std::unique_ptr<core::Game> m_position;
};

} // namespace

std::unique_ptr<ProtocolClient> makeBotzoneClient(bool json)
{
    return std::make_unique<BotzoneClient>(json);
}

} // namespace qiju::protocols
