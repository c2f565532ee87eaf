#include "protocolclient.h"

#include "clientcodecs.h"

namespace qiju::protocols {

std::string_view clientProtocolKey(ClientProtocol p)
{
    switch (p) {
    case ClientProtocol::Gtp: return "gtp";
    case ClientProtocol::Uai: return "uai";
    case ClientProtocol::Gomocup: return "gomocup";
    case ClientProtocol::BotzoneJson: return "botzone-json";
    case ClientProtocol::BotzoneSimple: return "botzone-simple";
    }
    return "gtp";
}

std::optional<ClientProtocol> clientProtocolFromKey(std::string_view key)
{
    for (ClientProtocol p : kAllClientProtocols) {
        if (clientProtocolKey(p) == key)
            return p;
    }
    if (key == "botzone")
        return ClientProtocol::BotzoneJson;
    return std::nullopt;
}

std::unique_ptr<ProtocolClient> ProtocolClient::create(ClientProtocol protocol)
{
    switch (protocol) {
    case ClientProtocol::Gtp: return makeGtpClient();
    case ClientProtocol::Uai: return makeUaiClient();
    case ClientProtocol::Gomocup: return makeGomocupClient();
    case ClientProtocol::BotzoneJson: return makeBotzoneClient(true);
    case ClientProtocol::BotzoneSimple: return makeBotzoneClient(false);
    }
    return makeGtpClient();
}

std::unique_ptr<core::Game> replay(const core::Game &start, const std::vector<core::Move> &moves)
{
    auto game = start.clone();
    for (const core::Move &m : moves) {
        if (game->check(m) != core::MoveError::None)
            return nullptr;
        game->play(m);
    }
    return game;
}

} // namespace qiju::protocols
