// Reading SGF FF[4] collections (also the FF[1]-[3] spellings seen in real files: lower-case
// letters inside property names are dropped, "AddBlack" -> "AB") into SgfTrees. Values are
// decoded (escapes and soft line breaks removed, line breaks made "\n"); a property given twice
// in a node keeps all values in the first; unknown properties are kept. Text before the first
// '(' and after the last game tree is ignored. Never throws, never recurses on the input: any
// malformed text is refused with a reason and where it was found. Plain functions; any thread.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "sgftree.h"

namespace qiju::formats {

enum class SgfError : std::uint8_t {
    None,
    NoGameTree,         // no '(' at all: not SGF
    ExpectedNode,       // '(' not followed by ';'
    UnexpectedChar,     // something that is no node, property or parenthesis
    BadProperty,        // a property name without value, or of lower-case letters only
    UnterminatedValue,  // '[' without its ']'
    NodeAfterVariation, // ';' after a variation closed: the sequence must come first
    UnclosedTree,       // the text ends before every '(' is closed
};

struct SgfParseResult
{
    std::vector<SgfTree> trees; // the collection; empty on error
    SgfError error = SgfError::None;
    std::size_t offset = 0; // where the error was found (bytes from the start)
    int line = 0;           // the same as line and column, both from 1
    int column = 0;

    bool ok() const { return error == SgfError::None; }
};

SgfParseResult parseSgf(std::string_view text);

// True when the text looks like SGF: its first non-blank characters are "(" and ";".
bool looksLikeSgf(std::string_view text);

std::string_view sgfErrorKey(SgfError e); // "unterminated value", ...

} // namespace qiju::formats
