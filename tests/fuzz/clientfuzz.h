// The body of every engine-client target: a client of one protocol begins a game of the
// game the input's first byte picks, asks for a move, and reads the input's lines as the
// engine's stdout. Header-only.
#pragma once

#include "fuzzinput.h"

#include "games/gameregistry.h"
#include "protocols/protocolclient.h"

namespace qiju::fuzz {

inline int runClient(protocols::ClientProtocol protocol, const std::uint8_t *data,
    std::size_t size)
{
    std::string_view s = text(data, size);
    const core::GameInfo &info = core::gameInfo(takeGame(s));
    if (!info.create)
        return 0;
    const auto start = info.create({}, nullptr);
    if (!start)
        return 0;
    auto client = protocols::ProtocolClient::create(protocol);
    (void)client->begin(*start, 100);
    (void)client->requestMove(*start, {}, 100);
    for (std::string_view line : lines(s))
        (void)client->onLine(line);
    return 0;
}

} // namespace qiju::fuzz
