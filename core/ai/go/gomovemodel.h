// The learned Go move model: a generalized Bradley-Terry model (Coulom 2007) in which each
// feature of gofeatures.h has a strength gamma, a move's strength is the product of its
// features' gammas, and the probability of a move is its strength over the sum of all. Holds the
// gammas (as logarithms), the dictionary of known spatial patterns and the weights file format.
// The build's model (shared()) is parsed once from the weights compiled into the binary and
// shared read-only by every thread. Value type; const methods are thread-safe.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gofeatures.h"

namespace qiju::ai::go {

class GoMoveModel
{
public:
    static constexpr int kVersion = 1;
    // Feature ids: the tactical levels first, then "no known pattern", then the patterns.
    static constexpr int kTacticalFeatures = 2 + 4 + 3 + 3 + 2 + 17 + 17 + 5;
    static constexpr int kUnknownPattern = kTacticalFeatures;
    static constexpr int kMaxMoveFeatures = kTacticalGroups + 1;

    // A model with every gamma 1 that knows these patterns (key as in patternKey(), size index;
    // the keys are distinct).
    explicit GoMoveModel(const std::vector<std::pair<std::uint64_t, int>> &patterns = {});

    // Parses a weights file; nullopt with *error (one line, says where) if anything is wrong:
    // wrong header or version, a malformed or missing line, a truncated file.
    static std::optional<GoMoveModel> parse(std::string_view text, std::string *error);
    static std::optional<GoMoveModel> load(const std::string &path, std::string *error);
    // The weights text; `sources` names the games the gammas come from.
    std::string toText(std::string_view sources) const;

    // The build's model: the file named by the environment variable QIJU_GO_WEIGHTS if set,
    // else the weights compiled in. nullptr if they are missing or bad; the reason is written
    // once to stderr and callers fall back to the hand-made priors.
    static const GoMoveModel *shared();
    // Why shared() is null: the file it tried (empty: the weights compiled in) and the reason
    // in one line; nullopt when the model loaded. Loads it on the first call, as shared() does.
    struct LoadProblem
    {
        std::string source;
        std::string reason;
    };
    static std::optional<LoadProblem> sharedProblem();

    static int tacticalId(FeatureGroup g, int level); // level >= 1
    int featureCount() const { return static_cast<int>(m_logGamma.size()); }
    int patternCount() const { return featureCount() - kUnknownPattern - 1; }
    // The largest known pattern among `hashes` (its feature id), or kUnknownPattern.
    int patternId(const SpatialHashes &hashes) const;
    // The feature ids of a move into ids[0..kMaxMoveFeatures); returns how many.
    int featureIds(const MoveFeatures &f, int *ids) const;

    double logGamma(int id) const { return m_logGamma[static_cast<std::size_t>(id)]; }
    void setLogGamma(int id, double v) { m_logGamma[static_cast<std::size_t>(id)] = v; }
    // The sum of the move's features' log-gammas (its log strength).
    double score(const MoveFeatures &f) const;

private:
    // Room for patternCapacity patterns, none known yet.
    explicit GoMoveModel(std::size_t patternCapacity);
    // Adds the pattern as the next feature id with this weight; false if it is known already.
    bool insert(std::uint64_t key, int size, double logGamma);

    std::vector<double> m_logGamma;
    // Open addressing over pattern keys (0 = free slot); m_slotId the feature id of each key.
    std::vector<std::uint64_t> m_slotKey;
    std::vector<std::int32_t> m_slotId;
    std::vector<std::uint8_t> m_patternSize; // per pattern: its size index
    std::vector<std::uint64_t> m_patternKey; // per pattern: its key
};

} // namespace qiju::ai::go
