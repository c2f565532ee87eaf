// Qt metatype declarations for the core value types that travel in signals and QVariants.
#pragma once

#include <QMetaType>

#include "ai/criticalmoments.h"
#include "ai/searchtypes.h"
#include "common/game.h"
#include "common/gameresult.h"
#include "common/moveerror.h"
#include "common/movetransition.h"

Q_DECLARE_METATYPE(qiju::core::Move)
Q_DECLARE_METATYPE(qiju::core::MoveTransition)
Q_DECLARE_METATYPE(qiju::core::GameResult)
Q_DECLARE_METATYPE(qiju::core::Side)
Q_DECLARE_METATYPE(qiju::core::MoveError)
Q_DECLARE_METATYPE(qiju::ai::SearchInfo)
Q_DECLARE_METATYPE(qiju::ai::CriticalReview)
