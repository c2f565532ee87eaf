// libFuzzer target: rules texts and one-line position texts of every game (the first byte
// picks the game, the first line is the rules, the rest the position).
#include "fuzzinput.h"

#include "games/gameregistry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::string_view s = qiju::fuzz::text(data, size);
    const qiju::core::GameInfo &info = qiju::core::gameInfo(qiju::fuzz::takeGame(s));
    const std::size_t nl = s.find('\n');
    const std::string_view rules = s.substr(0, nl);
    const std::string_view position = nl == std::string_view::npos ? "" : s.substr(nl + 1);
    qiju::core::ParseError error = qiju::core::ParseError::None;
    if (info.create)
        (void)info.create(rules, &error);
    if (info.fromText) {
        if (auto game = info.fromText(rules, position, &error)) {
            (void)game->positionText();
            for (const auto &m : game->legalMoves())
                (void)game->check(m);
        }
    }
    return 0;
}
