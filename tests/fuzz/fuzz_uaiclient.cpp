// libFuzzer target: the Uai client's reading of an external engine's replies.
#include "clientfuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return qiju::fuzz::runClient(qiju::protocols::ClientProtocol::Uai, data, size);
}
