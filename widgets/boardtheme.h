// BoardTheme: the colours and materials a board scene paints with. A value type; the scenes
// read it, never QSettings. (Themes as SVG + JSON data files build on this.)
#pragma once

#include <QColor>

namespace qiju::widgets {

struct BoardTheme
{
    QColor background{0x2E, 0x3B, 0x33};   // around the board
    QColor frame{0x5A, 0x3A, 0x1E};        // board rim
    QColor felt{0x1F, 0x7A, 0x4A};         // Othello/Ataxx playing surface
    QColor feltDark{0x17, 0x62, 0x3A};     // checker tint / gradient end
    QColor wood{0xDC, 0xB3, 0x5C};         // Go/Gomoku/NoGo surface
    QColor woodDark{0xC8, 0x98, 0x42};
    QColor grid{0x0D, 0x3D, 0x22};
    QColor woodGrid{0x3A, 0x2A, 0x10};
    QColor label{0xF0, 0xE6, 0xC8};
    QColor black{0x15, 0x15, 0x18};
    QColor white{0xF4, 0xF2, 0xEC};
    QColor legal{0, 0, 0, 70};
    QColor lastMove{0xE8, 0x3A, 0x2E};
    QColor hint{0xFF, 0xD5, 0x4A};
    QColor selection{0xFF, 0xD5, 0x4A};

    static const BoardTheme &standard();
};

} // namespace qiju::widgets
