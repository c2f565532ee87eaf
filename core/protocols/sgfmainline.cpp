#include "sgfmainline.h"

#include <algorithm>
#include <string>

#include "formats/sgfreader.h"
#include "textutil.h"

namespace qiju::protocols {

bool SgfMainLine::matchesStart(const core::Game &start) const
{
    if (setupBlack.empty() && setupWhite.empty())
        return true;
    for (int y = 0; y < start.height(); ++y) {
        for (int x = 0; x < start.width(); ++x) {
            const core::Point p{x, y};
            const bool black
                = std::find(setupBlack.begin(), setupBlack.end(), p) != setupBlack.end();
            const bool white
                = std::find(setupWhite.begin(), setupWhite.end(), p) != setupWhite.end();
            const core::Cell c = start.cell(p);
            if (black != (c == core::Cell::Black) || white != (c == core::Cell::White))
                return false;
        }
    }
    return true;
}

std::optional<SgfMainLine> readSgfMainLine(std::string_view text)
{
    const formats::SgfParseResult parsed = formats::parseSgf(text);
    if (!parsed.ok())
        return std::nullopt;
    const formats::SgfTree &tree = parsed.trees.front();
    const bool othello = tree.node(tree.root()).value("GM") == "2"; // "f5" points allowed
    SgfMainLine record;
    for (int i = tree.root(); i >= 0;) {
        const formats::SgfNode &node = tree.node(i);
        if (const auto sz = node.value("SZ")) {
            const auto n = parseInt(trim(*sz));
            if (!n || *n < 1 || *n > 52)
                return std::nullopt;
            record.size = static_cast<int>(*n);
        }
        if (const auto km = node.value("KM"))
            record.komi = parseDouble(trim(*km));
        for (const char *id : {"AB", "AW"}) {
            const formats::SgfProperty *p = node.find(id);
            if (!p)
                continue;
            const auto points = formats::sgfPointList(p->values, othello);
            if (!points)
                return std::nullopt;
            auto &to = id[1] == 'B' ? record.setupBlack : record.setupWhite;
            to.insert(to.end(), points->begin(), points->end());
        }
        for (const char *id : {"B", "W"}) {
            const auto value = node.value(id);
            if (!value)
                continue;
            const bool pass = value->empty() || (*value == "tt" && record.size <= 19);
            const auto p = formats::recordPoint(*value, othello);
            if (!pass && !p)
                return std::nullopt;
            record.moves.emplace_back(id[0] == 'B' ? core::Side::Black : core::Side::White,
                pass ? core::Move::pass() : core::Move::place(*p));
        }
        i = node.children.empty() ? -1 : node.children.front();
    }
    return record;
}

} // namespace qiju::protocols
