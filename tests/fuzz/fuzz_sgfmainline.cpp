// libFuzzer target: the main line of an SGF record as qiju-engine's loadsgf reads it.
#include "fuzzinput.h"

#include "protocols/sgfmainline.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    (void)qiju::protocols::readSgfMainLine(qiju::fuzz::text(data, size));
    return 0;
}
