// Writing SgfTrees as SGF text: properties in node order, ']' and '\' escaped, a line break
// between nodes or values once a line passes about 72 columns (never inside a value), each
// variation on a new line. read(write(t)) == t for any tree. Plain functions; any thread.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sgftree.h"

namespace qiju::formats {

std::string writeSgf(const SgfTree &tree);
std::string writeSgf(const std::vector<SgfTree> &collection);

// A value as it appears between '[' and ']'.
std::string escapeSgfValue(std::string_view value);

} // namespace qiju::formats
