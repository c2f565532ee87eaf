# cmake -DIN=<file> -DOUT=<file.cpp> -DSYMBOL=<name> -DNAMESPACE=<ns> -P embedfile.cmake
# Writes a C++ source defining `const unsigned char SYMBOL[]` (the bytes of IN, then a 0) and
# `const std::size_t SYMBOLSize` (the byte count; 0 when IN does not exist).
if(EXISTS "${IN}")
    file(READ "${IN}" hex HEX)
else()
    set(hex "")
endif()
string(LENGTH "${hex}" length)
math(EXPR size "${length} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
file(WRITE "${OUT}.tmp"
    "// Generated from ${IN} by cmake/embedfile.cmake; do not edit.\n"
    "#include <cstddef>\n"
    "namespace ${NAMESPACE} {\n"
    "extern const unsigned char ${SYMBOL}[];\n"
    "extern const std::size_t ${SYMBOL}Size;\n"
    "const unsigned char ${SYMBOL}[] = {${bytes}0};\n"
    "const std::size_t ${SYMBOL}Size = ${size};\n"
    "}\n")
file(RENAME "${OUT}.tmp" "${OUT}")
