// libFuzzer target: qiju-engine's UAI server, each line of the input a command; a search the
// input starts is stopped before the next input.
#include "serverfuzz.h"

#include <sstream>

#include "protocols/uaiserver.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace qiju;
    std::string_view s = fuzz::text(data, size);
    protocols::EngineSession session;
    fuzz::quickSession(session, fuzz::takeGame(s));
    std::ostringstream out;
    protocols::UaiServer server(session, {}, out);
    for (std::string_view line : fuzz::lines(s))
        server.handle(line);
    server.stopSearch();
    return 0;
}
