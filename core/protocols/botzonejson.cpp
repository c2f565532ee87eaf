#include "botzonejson.h"

#include <nlohmann/json.hpp>

#include "movecodec.h"

namespace qiju::protocols {

nlohmann::json parseJson(std::string_view text)
{
    constexpr int kMaxDepth = 64;
    bool tooDeep = false;
    // A value deeper than the limit is dropped as it is read, so memory stays small.
    const auto keep = [&tooDeep](int depth, nlohmann::json::parse_event_t, nlohmann::json &) {
        if (depth <= kMaxDepth)
            return true;
        tooDeep = true;
        return false;
    };
    nlohmann::json doc = nlohmann::json::parse(text, keep, false);
    if (tooDeep)
        return nlohmann::json(nlohmann::json::value_t::discarded);
    return doc;
}

const nlohmann::json *jsonMember(const nlohmann::json &object, const std::string &key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

std::optional<std::vector<int>> jsonNumbers(const nlohmann::json &object,
                                            const std::vector<std::string> &keys)
{
    std::vector<int> numbers;
    for (const std::string &key : keys) {
        const nlohmann::json *v = jsonMember(object, key);
        const auto n = v && v->is_number() ? botzoneNumber(v->get<double>()) : std::nullopt;
        if (!n)
            return std::nullopt;
        numbers.push_back(*n);
    }
    return numbers;
}

} // namespace qiju::protocols
