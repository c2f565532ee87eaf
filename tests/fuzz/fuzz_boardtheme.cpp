// libFuzzer target: a theme.json from the user's themes folder (BoardTheme::fromJson: format,
// version, name, colours, palette, artwork name). The folder named is empty, so any artwork
// named is refused as missing.
#include "qtfuzz.h"

#include <QString>

#include "board/boardtheme.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const auto theme = qiju::widgets::BoardTheme::fromJson(
        qiju::fuzz::bytes(data, size), QStringLiteral("/nonexistent/qiju-fuzz-theme"), &error);
    if (!theme && error.isEmpty())
        __builtin_trap(); // every refusal says why
    return 0;
}
