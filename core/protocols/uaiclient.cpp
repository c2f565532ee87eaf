// The UAI client: "uai" (the engine names itself and ends with "uaiok"), "isready" ->
// "readyok" finishes the handshake; each request is "position fen <start> moves ..." and
// "go movetime <ms>", answered by "bestmove <move>" ("0000" = pass) after any "info" lines.
#include "clientcodecs.h"
#include "movecodec.h"
#include "textutil.h"

namespace qiju::protocols {

namespace {

class UaiClient final : public ProtocolClient
{
public:
    ClientProtocol protocol() const override { return ClientProtocol::Uai; }

    std::vector<std::string> begin(const core::Game &, int) override
    {
        m_ready = false;
        return {"uai", "isready", "uainewgame"};
    }

    std::vector<std::string> requestMove(
        const core::Game &start, const std::vector<core::Move> &moves, int timeMs) override
    {
        std::string position = "position fen " + start.positionText();
        auto game = start.clone();
        if (!moves.empty())
            position += " moves";
        for (const core::Move &m : moves) {
            position += " ";
            position += m.isPass() ? std::string("0000") : gtpVertex(*game, m);
            game->play(m);
        }
        m_position = std::move(game);
        return {position, "go movetime " + std::to_string(std::max(1, timeMs))};
    }

    ClientEvent onLine(std::string_view raw) override
    {
        const auto words = splitWords(raw);
        if (words.empty())
            return {};
        if (words[0] == "id" && words.size() > 2 && words[1] == "name") {
            m_name.clear();
            for (std::size_t i = 2; i < words.size(); ++i)
                appendWord(m_name, words[i]);
            return {};
        }
        if (words[0] == "readyok" && !m_ready) {
            m_ready = true;
            return {ClientEvent::Kind::Ready, {}, m_name};
        }
        if (words[0] == "bestmove") {
            if (words.size() < 2 || !m_position)
                return {ClientEvent::Kind::Error, {}, "bestmove without a move"};
            if (words[1] == "0000" || toLower(words[1]) == "pass")
                return {ClientEvent::Kind::Move, core::Move::pass(), words[1]};
            const auto move = parseGtpVertex(*m_position, words[1]);
            if (!move)
                return {ClientEvent::Kind::Error, {}, "unreadable move '" + words[1] + "'"};
            return {ClientEvent::Kind::Move, *move, words[1]};
        }
        return {}; // id author, uaiok, option, info ...
    }

    std::vector<std::string> quitLines() const override { return {"quit"}; }

private:
    std::unique_ptr<core::Game> m_position;
    bool m_ready = false;
};

} // namespace

std::unique_ptr<ProtocolClient> makeUaiClient() { return std::make_unique<UaiClient>(); }

} // namespace qiju::protocols
