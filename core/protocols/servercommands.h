// The protocol verbs of qiju-engine (gtp, uai, gomocup, botzone): option parsing shared by
// all of them and the loop that serves stdin/stdout. Logs go to `log`, never to `out`.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace qiju::protocols {

// True for "gtp", "uai", "gomocup" and "botzone".
bool isServerCommand(std::string_view command);
// Runs the protocol until quit / end of input. Returns 0, or 2 after printing a usage error
// for bad options.
int runServer(std::string_view command, const std::vector<std::string> &args, std::istream &in,
    std::ostream &out, std::ostream &log);
// The usage lines of the protocol verbs, for qiju-engine's help text.
std::string serverUsage();

} // namespace qiju::protocols
