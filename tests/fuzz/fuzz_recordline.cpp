// libFuzzer target: the lines of a records file (RecordFile::parseLine, one JSON object per
// line). A line that parses is written back and must parse again to the same record.
#include "fuzzinput.h"
#include "qtfuzz.h"

#include "storage/records.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace qiju::model;
    for (const std::string_view line : qiju::fuzz::lines(qiju::fuzz::text(data, size))) {
        const auto record = RecordFile::parseLine(
            QByteArray(line.data(), static_cast<qsizetype>(line.size())));
        if (!record)
            continue;
        const auto again = RecordFile::parseLine(RecordFile::line(*record));
        if (!again || again->game != record->game || again->rules != record->rules
            || again->moves != record->moves || again->durationMs != record->durationMs)
            __builtin_trap();
    }
    return 0;
}
