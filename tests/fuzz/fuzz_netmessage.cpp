// libFuzzer target: the lines a network peer sends (decodeNetLine: size, JSON, type, every
// field's type and range). A message that decodes is encoded again and must decode again.
#include "fuzzinput.h"
#include "qtfuzz.h"

#include "network/netmessage.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace qiju::model;
    for (const std::string_view line : qiju::fuzz::lines(qiju::fuzz::text(data, size))) {
        const NetDecoded decoded =
            decodeNetLine(QByteArray(line.data(), static_cast<qsizetype>(line.size())));
        if (!decoded.ok())
            continue;
        QByteArray again = encodeNetMessage(decoded.message.type, decoded.message.fields);
        again.chop(1); // the newline
        if (!decodeNetLine(again).ok())
            __builtin_trap();
    }
    return 0;
}
