// Helpers shared by the libFuzzer targets of the Qt layers (model, board theme): the input as a
// QByteArray, and one application object for the whole process, made before the first input
// (as the app has one before it reads anything). Header-only.
#pragma once

#include <QByteArray>
#include <QGuiApplication>

#include <cstddef>
#include <cstdint>

namespace qiju::fuzz {

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

// A QGuiApplication on the offscreen platform: enough for palettes and colours, no display.
inline void makeApplication()
{
    static int argc = 1;
    static char name[] = "qiju-fuzz";
    static char *argv[] = {name, nullptr};
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QGuiApplication app(argc, argv);
}

} // namespace qiju::fuzz

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    qiju::fuzz::makeApplication();
    return 0;
}
