// libFuzzer target: the SGF reader, then the game start and every node's moves of each tree.
#include "fuzzinput.h"

#include "formats/sgfgame.h"
#include "formats/sgfreader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace qiju::formats;
    const SgfParseResult parsed = parseSgf(qiju::fuzz::text(data, size));
    for (const SgfTree &tree : parsed.trees) {
        const SgfGameStart start = readSgfStart(tree);
        if (!start.ok() || !start.start)
            continue;
        for (int i = start.movesFrom; i < tree.size(); ++i)
            (void)sgfNodeMoves(tree.node(i), *start.start, 1);
    }
    return 0;
}
