// One thread's Monte-Carlo tree search for Go and NoGo: UCT with RAVE (AMAF statistics seeded
// by the priors of gocandidates.h; from 9x9 up, progressive widening in the learned prior's
// order), expansion after a few visits, playouts from gorollout.h and the AMAF backup; each
// worker keeps the last good replies of its Go playouts (goreplies.h). Several threads may
// search one tree: each runs its own MctsWorker, and the workers take a shared lock for the
// tree (the descent with a virtual loss, an expansion, the backup) and run their playouts and
// compute a new node's children outside it. A worker alone on its tree takes no lock.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <vector>

#include "goreplies.h"
#include "gorollout.h"
#include "gotree.h"

#include "ai/searchcontrol.h"
#include "games/go/gorules.h"

namespace qiju::ai::go {

class GoMoveModel;

struct MctsConfig
{
    bool nogo = false;
    GoCount count;           // Go: komi and tie rule of the playouts
    qiju::go::GoRules rules; // Go: two passes in the tree are counted under these rules
                             // with every stone alive (as a match adjudicator counts), so
                             // the engine captures dead stones before it passes
    int rootPasses = 0;      // Go: consecutive passes that led to the root
    // The moves allowed at the root (the game's legality, superko included; Go's own eyes
    // excluded); every other root child is pruned.
    std::vector<int> rootMoves;
    // UCT exploration on top of RAVE (small: the AMAF statistics already spread the visits;
    // none where the learned priors steer the search).
    double explore = 0.1;
    // Go: the learned move model (null: the hand-made priors only), its weight in selection
    // (PUCT-like: a child gains priorBias * prior * sqrt(parent visits + 1) / (visits + 1)) and
    // the two moves that led to the root (kNoPoint if unknown).
    const GoMoveModel *model = nullptr;
    double priorBias = 0;
    int rootLast = qiju::go::kNoPoint;
    int rootPrev = qiju::go::kNoPoint;
    // Go with the learned model: progressive widening. Children are kept in the order of their
    // prior (highest first) and a node of N visits selects only among its first
    // widenMin + log(1 + N / widenScale) / log(widenGrowth) children that are not pruned
    // (widenMin 0: among all).
    int widenMin = 0;
    double widenScale = 10;
    double widenGrowth = 1.5;
};

class MctsWorker
{
public:
    // `shared` (null when this worker is the tree's only user) guards a tree that other workers
    // search at the same time; they must all be constructed before any of them runs.
    MctsWorker(MctsTree &tree, const qiju::go::GoBoard &root, const MctsConfig &config,
        std::uint64_t seed, std::mutex *shared = nullptr);

    // Runs simulations until `control` aborts (one tick per simulation); `poll` (may be empty)
    // is called every few simulations.
    void run(SearchControl &control, const std::function<void()> &poll = {});

    std::int64_t simulations() const { return m_simulations; }
    std::int64_t movesPlayed() const { return m_moves; }

    // The selection value of a child seen from its parent (public for tests of the formula):
    // the RAVE blend of its real and AMAF win rates, plus exploration and prior terms.
    struct SelectionTerms
    {
        double logParent = 0;  // ln(parent visits + 1)
        double sqrtParent = 1; // sqrt(parent visits + 1)
        double explore = 0;
        double priorBias = 0;
    };
    static double value(const MctsNode &child, const SelectionTerms &terms);
    // How many children (not pruned, in order) a node of `visits` visits selects among under
    // the progressive widening of `config`; a very large number without widening.
    static int width(double visits, const MctsConfig &config);

private:
    void simulate();
    // Walks down from the root, playing the tree's moves on `b`, and returns how the walk
    // ended (m_path holds the nodes visited).
    enum class Descent { Leaf, Terminal, NoMove };
    Descent descend(qiju::go::GoBoard &b, int *passes, int *lastMove);
    int select(int parent) const;
    void computeChildren(const qiju::go::GoBoard &b, int lastMove, int prevMove);
    void prepareRoot();
    void sortByPrior();
    double terminalResult(const qiju::go::GoBoard &b);
    void backup(double blackResult);
    void lock()
    {
        if (m_shared)
            m_shared->lock();
    }
    void unlock()
    {
        if (m_shared)
            m_shared->unlock();
    }

    MctsTree &m_tree;
    const qiju::go::GoBoard &m_root;
    const MctsConfig &m_config;
    Rng m_rng;
    MoveRecord m_record;
    ReplyTable m_replies;
    std::vector<int> m_path;
    std::vector<MctsChild> m_children;
    std::int64_t m_simulations = 0;
    std::int64_t m_moves = 0;
    qiju::go::Stone m_rootMover;
    std::mutex *m_shared;
};

} // namespace qiju::ai::go
