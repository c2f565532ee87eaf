// Small text helpers shared by the protocol codecs: splitting a command line into words,
// case folding and strict number parsing. Pure functions; no allocation beyond the results.
#pragma once

#include "common/textutil.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qiju::protocols {

// Words separated by blanks (space, tab, CR); empty words are dropped.
std::vector<std::string> splitWords(std::string_view line);
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
std::optional<double> parseDouble(std::string_view s);

} // namespace qiju::protocols
