// libFuzzer target: a paste or an imported text file (importText: SGF, PGN-like move lists,
// transcripts, position texts of every game; the first byte picks the preferred game). A game
// that imports is exported again in each of its text formats.
#include "fuzzinput.h"
#include "qtfuzz.h"

#include <QString>

#include "storage/textformats.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace qiju::model;
    std::string_view s = qiju::fuzz::text(data, size);
    const qiju::core::GameId preferred = qiju::fuzz::takeGame(s);
    const ImportResult imported = importText(
        QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())), preferred);
    if (!imported.ok() || !imported.tree)
        return 0;
    for (const TextFormat format : exportFormats(imported.setup.game))
        (void)exportText(imported.setup, *imported.tree, format);
    return 0;
}
