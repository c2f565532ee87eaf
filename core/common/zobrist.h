// Zobrist keys, generated at compile time from a fixed seed (splitmix64), so hashes are the
// same in every build and on every machine. Byte-table form for bitboards (as Edax does):
// one random key per (byte index, byte value), XORed over the 8 bytes of each board.
#pragma once

#include <array>
#include <cstdint>

namespace qiju::core {

constexpr std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

template<std::size_t N>
constexpr std::array<std::uint64_t, N> makeZobristKeys(std::uint64_t seed)
{
    std::array<std::uint64_t, N> keys{};
    for (auto &k : keys)
        k = splitMix64(seed);
    return keys;
}

// Keys for two 64-bit boards: [board (0/1)][byte (0..7)][value (0..255)] flattened.
inline constexpr auto kBitboardZobrist = makeZobristKeys<2 * 8 * 256>(0x51A0C0DEull);
inline constexpr std::uint64_t kZobristSideKey = 0x8F1BBCDCBFA53E0Bull;

constexpr std::uint64_t bitboardHash(std::uint64_t first, std::uint64_t second)
{
    std::uint64_t h = 0;
    for (int i = 0; i < 8; ++i) {
        h ^= kBitboardZobrist[(0 * 8 + i) * 256 + ((first >> (8 * i)) & 0xFF)];
        h ^= kBitboardZobrist[(1 * 8 + i) * 256 + ((second >> (8 * i)) & 0xFF)];
    }
    return h;
}

} // namespace qiju::core
