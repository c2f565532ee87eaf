// libFuzzer target: the Go move model's weights file (GoMoveModel::parse, read at start-up from
// the file QIJU_GO_WEIGHTS names). A file that parses is written back and must read again to
// the same text.
#include "fuzzinput.h"

#include "ai/go/gomovemodel.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using qiju::ai::go::GoMoveModel;
    std::string error;
    const auto model = GoMoveModel::parse(qiju::fuzz::text(data, size), &error);
    if (!model) {
        if (error.empty())
            __builtin_trap(); // a refusal always says why
        return 0;
    }
    const std::string text = model->toText("fuzz");
    const auto again = GoMoveModel::parse(text, &error);
    if (!again || again->toText("fuzz") != text || again->patternCount() != model->patternCount())
        __builtin_trap();
    return 0;
}
