// Helpers shared by the libFuzzer targets (tests/fuzz/fuzz_*.cpp, built with QIJU_FUZZ=ON): the
// input as text, split into lines, and the game a byte of it picks. Header-only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/gameregistry.h"

namespace qiju::fuzz {

inline std::string_view text(const std::uint8_t *data, std::size_t size)
{
    return {reinterpret_cast<const char *>(data), size};
}

// The input's lines without their newlines (a last line without one included).
inline std::vector<std::string_view> lines(std::string_view s)
{
    std::vector<std::string_view> out;
    while (!s.empty()) {
        const std::size_t nl = s.find('\n');
        out.push_back(s.substr(0, nl));
        if (nl == std::string_view::npos)
            break;
        s.remove_prefix(nl + 1);
    }
    return out;
}

// The first byte picks one of the games (and is dropped): one target covers all five.
inline core::GameId takeGame(std::string_view &s)
{
    const auto games = core::allGames();
    if (s.empty())
        return games.front();
    const auto g = games[static_cast<unsigned char>(s.front()) % games.size()];
    s.remove_prefix(1);
    return g;
}

} // namespace qiju::fuzz
