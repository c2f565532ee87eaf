// libFuzzer target: the bytes of a .qiju save as read from disk (SaveFile::parse: size, UTF-8,
// JSON, format, version, fields, every move replayed). A save that loads is written back and
// must load again: a game Qiju accepted once is never lost on the next save.
#include "qtfuzz.h"

#include "storage/savefile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace qiju::model;
    const LoadResult loaded = SaveFile::parse(qiju::fuzz::bytes(data, size));
    if (!loaded.ok() || !loaded.game.tree)
        return 0;
    const QByteArray again =
        SaveFile::serialize(loaded.game.setup, *loaded.game.tree, loaded.game.extras);
    if (!SaveFile::parse(again).ok())
        __builtin_trap();
    return 0;
}
