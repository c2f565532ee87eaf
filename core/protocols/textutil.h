// Small text helpers shared by the protocol codecs: splitting a command line into words,
// case folding and strict number parsing. Pure functions; no allocation beyond the results.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/textutil.h"

namespace qiju::protocols {

using core::splitWords; // words separated by blanks: with the core's text helpers
// Fields separated by `sep`, each trimmed of blanks; empty fields kept.
std::vector<std::string> splitFields(std::string_view line, char sep);
using core::toLower; // case folding lives with the core's text helpers
using core::toUpper;
std::string_view trim(std::string_view s);
// Appends `word` to `text`, after `separator` unless `text` is empty.
void appendWord(std::string &text, std::string_view word, char separator = ' ');
bool startsWith(std::string_view s, std::string_view prefix);
// The whole text as a number; nullopt for trailing junk, empty text or overflow.
std::optional<long long> parseInt(std::string_view s);
// Finite numbers only: "inf", "nan" and "1e999" are refused like junk.
std::optional<double> parseDouble(std::string_view s);

// The longest command line qiju-engine's servers read; the rest of a longer one is discarded
// unread (never stored) and the server answers an error.
inline constexpr std::size_t kMaxServerLineBytes = 1024 * 1024;

enum class LineRead : std::uint8_t { Line, TooLong, End };
// std::getline with a bound: `line` gets at most `maxBytes` bytes; a longer line is consumed
// up to its newline and reported as TooLong with `line` cleared. End when nothing is left.
LineRead readBoundedLine(
    std::istream &in, std::string &line, std::size_t maxBytes = kMaxServerLineBytes);

} // namespace qiju::protocols
