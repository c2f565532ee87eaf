// libFuzzer target: the JSON reader of the Botzone protocol; what it reads is written back and
// must read again.
#include "fuzzinput.h"

#include <cstdlib>

#include "protocols/minijson.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using qiju::protocols::JsonValue;
    const auto value = JsonValue::parse(qiju::fuzz::text(data, size));
    if (value && !JsonValue::parse(value->dump()))
        std::abort(); // its own output must read back
    return 0;
}
