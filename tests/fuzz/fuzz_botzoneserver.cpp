// libFuzzer target: qiju-engine's Botzone bot over its whole input (JSON or simple
// interaction, keep-running on).
#include "serverfuzz.h"

#include <sstream>

#include "protocols/botzoneserver.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace qiju;
    std::string_view s = fuzz::text(data, size);
    protocols::EngineSession session;
    fuzz::quickSession(session, fuzz::takeGame(s));
    protocols::BotzoneServer server(session, true);
    std::istringstream in{std::string(s)};
    std::ostringstream out;
    server.run(in, out);
    return 0;
}
