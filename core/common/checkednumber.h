// Numbers read from outside (saves, records, network messages, protocol lines) turned into
// integers with the range checked on the double before any cast: inf, nan, 1e300 and fractions
// are refused, never undefined behaviour. Pure inline functions; thread-safe.
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>

namespace qiju::core {

// Bounds given to these helpers must lie within +-2^53 so that they convert to double exactly.
inline constexpr std::int64_t kMaxExactInteger = std::int64_t(1) << 53;

// `d` as a whole number in [low, high]; nullopt for a fraction, nan, inf or a value outside.
inline std::optional<std::int64_t> wholeNumber(double d, std::int64_t low, std::int64_t high)
{
    if (!std::isfinite(d) || d != std::floor(d) || d < double(low) || d > double(high))
        return std::nullopt;
    return static_cast<std::int64_t>(d);
}

// `d` rounded toward zero and clamped into [low, high] (inf goes to a bound); nullopt for nan.
inline std::optional<std::int64_t> clampedNumber(double d, std::int64_t low, std::int64_t high)
{
    if (std::isnan(d))
        return std::nullopt;
    if (d <= double(low))
        return low;
    if (d >= double(high))
        return high;
    return static_cast<std::int64_t>(d);
}

// `v` clamped into [low, high]: an integer wider than the field keeps its sign and meaning.
inline std::int64_t clampedInteger(long long v, std::int64_t low, std::int64_t high)
{
    return v < low ? low : v > high ? high : std::int64_t(v);
}

} // namespace qiju::core
