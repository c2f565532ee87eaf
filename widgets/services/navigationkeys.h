// The keys a focused view keeps from the window's shortcuts while it walks its own points
// (the board's cursor, the game tree): the arrows, Home/End and PgUp/PgDn without modifiers,
// and with `activate` also Space and Enter. Called from a view's event() on ShortcutOverride.
#pragma once

#include <QKeyEvent>

namespace qiju::widgets {

inline bool isNavigationKey(const QKeyEvent *key, bool activate)
{
    if ((key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    switch (key->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown: return true;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: return activate;
    default: return false;
    }
}

} // namespace qiju::widgets
