// libFuzzer target: qiju-engine's Gtp server, each line of the input a command.
#include "serverfuzz.h"

#include "protocols/gtpserver.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace qiju;
    std::string_view s = fuzz::text(data, size);
    protocols::EngineSession session;
    fuzz::quickSession(session, fuzz::takeGame(s));
    protocols::GtpServer server(session, {});
    for (std::string_view line : fuzz::lines(s))
        (void)server.handle(line);
    return 0;
}
