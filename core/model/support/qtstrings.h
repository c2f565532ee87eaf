// Conversions between the Qt-free core's UTF-8 std::string_view texts and QString, shared by
// the model's readers and writers. Pure functions; any thread.
#pragma once

#include <QString>

#include <string_view>

namespace qiju::model {

// A core text (UTF-8) as a QString.
inline QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

} // namespace qiju::model
