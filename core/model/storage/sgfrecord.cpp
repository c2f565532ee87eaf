#include "sgfrecord.h"

#include <QDate>

#include "formats/sgfgame.h"
#include "formats/sgfwriter.h"

#include "games/gameregistry.h"
#include "support/qtstrings.h"

namespace qiju::model {

namespace {

void appendComment(std::string &to, const std::string &more)
{
    if (more.empty())
        return;
    if (!to.empty())
        to += '\n';
    to += more;
}

// RE of another program's record when the game did not end by the rules: "W+R", "B+Time",
// "W+F" (SGF FF[4] result values).
std::optional<core::GameResult> decidedResult(const std::string &re)
{
    if (re.size() < 3 || (re[0] != 'B' && re[0] != 'W') || re[1] != '+')
        return std::nullopt;
    const core::Side winner = re[0] == 'B' ? core::Side::Black : core::Side::White;
    switch (re[2]) {
    case 'R': return core::GameResult::win(winner, core::EndReason::Resignation);
    case 'T': return core::GameResult::win(winner, core::EndReason::Time);
    case 'F': return core::GameResult::win(winner, core::EndReason::Forfeit);
    default: return std::nullopt;
    }
}

ImportResult failure(ImportError error, const std::string &detail)
{
    ImportResult r;
    r.format = TextFormat::Sgf;
    r.error = error;
    r.detail = qs(detail);
    return r;
}

} // namespace

ImportResult importSgf(const QString &text)
{
    if (text.size() > kMaxImportBytes)
        return failure(ImportError::TooLarge, {});
    const formats::SgfParseResult parsed = formats::parseSgf(text.toStdString());
    if (!parsed.ok()) {
        ImportResult r = failure(ImportError::BadSgf, std::string(sgfErrorKey(parsed.error)));
        r.sgfError = parsed.error;
        r.line = parsed.line;
        r.column = parsed.column;
        return r;
    }
    const formats::SgfTree &sgf = parsed.trees.front(); // a collection: the first game
    formats::SgfGameStart start = formats::readSgfStart(sgf);
    switch (start.error) {
    case formats::SgfGameError::None: break;
    case formats::SgfGameError::UnknownGame: return failure(ImportError::UnknownGame, start.detail);
    case formats::SgfGameError::BadSize:
    case formats::SgfGameError::BadRules: return failure(ImportError::BadRules, start.detail);
    case formats::SgfGameError::BadSetup: return failure(ImportError::BadPosition, start.detail);
    case formats::SgfGameError::BadMove:
    case formats::SgfGameError::IllegalMove: return failure(ImportError::IllegalMove, start.detail);
    }

    ImportResult r;
    r.format = TextFormat::Sgf;
    r.setup.game = start.game;
    r.setup.rules = qs(start.rules);
    if (!start.standardStart)
        r.setup.startPosition = qs(start.start->positionText());
    r.setup.seats[0].name = qs(start.black);
    r.setup.seats[1].name = qs(start.white);
    r.tree = std::make_unique<GameTree>(std::move(start.start));
    GameTree &tree = *r.tree;
    tree.setRecordInfo(std::move(start.info));
    tree.current().comment = start.comment;

    // Depth first, children in SGF order, so children[0] stays the main line.
    struct Task
    {
        int sgfNode;
        const GameNode *at; // the game node the SGF node's moves start from
        int ply;
    };
    std::vector<Task> todo;
    int played = 0; // moves so far, each a node of the tree
    const auto &first = sgf.node(start.movesFrom).children;
    for (auto it = first.rbegin(); it != first.rend(); ++it)
        todo.push_back({*it, &tree.root(), 1});
    while (!todo.empty()) {
        const Task task = todo.back();
        todo.pop_back();
        const formats::SgfNode &node = sgf.node(task.sgfNode);
        if (node.find("AB") || node.find("AW") || node.find("AE"))
            return failure(ImportError::BadPosition, std::to_string(task.ply));
        if (&tree.current() != task.at) // only at a branch: setCurrent walks to the root
            tree.setCurrent(*task.at);
        const formats::SgfNodeMoves moves
            = formats::sgfNodeMoves(node, *task.at->position, task.ply);
        if (moves.error != formats::SgfGameError::None)
            return failure(ImportError::IllegalMove, moves.detail);
        played += int(moves.moves.size());
        if (played > kMaxImportNodes)
            return failure(ImportError::TooLarge, std::to_string(played));
        for (const core::Move &m : moves.moves)
            tree.play(m);
        appendComment(tree.current().comment, formats::sgfComment(node));
        const int ply = task.ply + (moves.hasMove ? 1 : 0);
        for (auto it = node.children.rbegin(); it != node.children.rend(); ++it)
            todo.push_back({*it, &tree.current(), ply});
    }

    // Redo follows the main line everywhere; the current node is its end.
    tree.setCurrent(tree.root());
    std::vector<GameNode *> nodes{&tree.current()};
    while (!nodes.empty()) {
        GameNode *n = nodes.back();
        nodes.pop_back();
        n->redoChild = 0;
        for (auto &c : n->children)
            nodes.push_back(c.get());
    }
    while (tree.canRedo())
        tree.redo();
    if (!tree.position().result()) {
        if (const auto re = sgf.node(sgf.root()).value("RE"))
            tree.current().endOverride = decidedResult(*re);
    }
    return r;
}

QString exportSgf(const GameSetup &setup, const GameTree &tree)
{
    const core::Game &root = *tree.root().position;
    const core::GameId game = root.id();
    if (core::gameInfo(game).sgfGame == 0)
        return {}; // the game has no SGF form

    formats::SgfGameInfo info;
    info.black = recordPlayerName(setup, core::Side::Black).toStdString();
    info.white = recordPlayerName(setup, core::Side::White).toStdString();
    info.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    const GameNode *end = &tree.root();
    while (!end->children.empty())
        end = end->children.front().get();
    info.result = end->endOverride ? end->endOverride : end->position->result();
    info.record = tree.recordInfo();

    formats::SgfTree sgf;
    sgf.node(sgf.root()) = formats::sgfRootNode(root, info);
    if (!tree.root().comment.empty())
        sgf.node(sgf.root()).set("C", {tree.root().comment});
    std::vector<std::pair<const GameNode *, int>> todo{{&tree.root(), sgf.root()}};
    while (!todo.empty()) {
        const auto [node, index] = todo.back();
        todo.pop_back();
        for (const auto &child : node->children) {
            const int c = sgf.addChild(index);
            formats::SgfNode &out = sgf.node(c);
            out.properties.push_back(formats::sgfMoveProperty(*node->position, child->move));
            if (!child->comment.empty())
                out.set("C", {child->comment});
            todo.emplace_back(child.get(), c);
        }
    }
    return qs(formats::writeSgf(sgf));
}

} // namespace qiju::model
