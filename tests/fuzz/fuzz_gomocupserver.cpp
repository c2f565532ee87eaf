// libFuzzer target: qiju-engine's Gomocup server, each line of the input a command.
#include "serverfuzz.h"

#include "protocols/gomocupserver.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace qiju;
    std::string_view s = fuzz::text(data, size);
    protocols::EngineSession session;
    fuzz::quickSession(session, fuzz::takeGame(s));
    protocols::GomocupServer server(session, {});
    for (std::string_view line : fuzz::lines(s))
        (void)server.handle(line);
    return 0;
}
