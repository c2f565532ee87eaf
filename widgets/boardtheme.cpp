#include "boardtheme.h"

namespace qiju::widgets {

const BoardTheme &BoardTheme::standard()
{
    static const BoardTheme theme;
    return theme;
}

} // namespace qiju::widgets
