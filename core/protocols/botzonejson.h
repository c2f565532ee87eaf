// Reading Botzone's JSON with nlohmann::json, without exceptions: the text (a malformed one, or
// one nested deeper than 64 levels, gives a "discarded" value), a member of an object, and the
// numbers of a move object ({"x": 2, "y": 3}) under a game's keys, each range-checked before
// it becomes an int.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace qiju::protocols {

// The JSON text `text`; is_discarded() when it is malformed or too deeply nested (a 1 MiB line
// of '[' would otherwise cost about 80 MB of values).
nlohmann::json parseJson(std::string_view text);

// The member `key` of `object`; nullptr when absent or when `object` is not an object.
const nlohmann::json *jsonMember(const nlohmann::json &object, const std::string &key);

// The numbers under `keys`, in their order; nullopt if one is missing, not a number or out of
// Botzone's range (see botzoneNumber).
std::optional<std::vector<int>> jsonNumbers(const nlohmann::json &object,
                                            const std::vector<std::string> &keys);

} // namespace qiju::protocols
