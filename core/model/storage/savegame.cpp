#include "savegame.h"

#include <QJsonArray>

#include <algorithm>

#include "common/checkednumber.h"
#include "games/gameregistry.h"
#include "support/qtstrings.h"

namespace qiju::model {

namespace {

// Thrown only inside this file while reading; saveFromJson() turns it into a LoadResult.
struct ReadFailure
{
    SaveError error;
    QString detail;
};

[[noreturn]] void fail(SaveError e, const QString &detail = {}) { throw ReadFailure{e, detail}; }

QString stringField(const QJsonObject &o, const char *key, bool required = true)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() && !required)
        return {};
    if (!v.isString())
        fail(SaveError::BadField, QLatin1String(key));
    return v.toString();
}

QJsonObject objectField(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isObject())
        fail(SaveError::BadField, QLatin1String(key));
    return v.toObject();
}

int intField(const QJsonObject &o, const char *key, int fallback, int lo, int hi)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    const auto n = v.isDouble() ? core::wholeNumber(v.toDouble(), lo, hi) : std::nullopt;
    if (!n)
        fail(SaveError::BadField, QLatin1String(key));
    return int(*n);
}

// ---- writing ----

QJsonValue entryJson(const GameNode &node, const GameNode &parent, std::size_t index);

QJsonArray lineJson(const GameNode *node, const GameNode &parent, std::size_t index)
{
    // A line starts with parent.children[index] and follows children[0] from there.
    QJsonArray line;
    line.append(entryJson(*node, parent, index));
    for (const GameNode *n = node; !n->children.empty(); n = n->children.front().get())
        line.append(entryJson(*n->children.front(), *n, 0));
    return line;
}

QJsonValue entryJson(const GameNode &node, const GameNode &parent, std::size_t index)
{
    const QString move = qs(parent.position->moveText(node.move));
    QJsonArray variations;
    if (index == 0) {
        for (std::size_t i = 1; i < parent.children.size(); ++i)
            variations.append(lineJson(parent.children[i].get(), parent, i));
    }
    const bool plain
        = variations.isEmpty() && node.comment.empty() && !node.endOverride && node.redoChild == 0;
    if (plain)
        return move;
    QJsonObject o{{QStringLiteral("move"), move}};
    if (!node.comment.empty())
        o.insert(QStringLiteral("comment"), QString::fromStdString(node.comment));
    if (node.endOverride)
        o.insert(QStringLiteral("end"), resultToJson(*node.endOverride));
    if (node.redoChild != 0)
        o.insert(QStringLiteral("redo"), node.redoChild);
    if (!variations.isEmpty())
        o.insert(QStringLiteral("variations"), variations);
    return o;
}

QJsonArray pathTo(const GameNode &node)
{
    std::vector<int> path;
    for (const GameNode *n = &node; n->parent; n = n->parent) {
        const auto &siblings = n->parent->children;
        for (std::size_t i = 0; i < siblings.size(); ++i) {
            if (siblings[i].get() == n)
                path.push_back(int(i));
        }
    }
    QJsonArray a;
    for (auto it = path.rbegin(); it != path.rend(); ++it)
        a.append(*it);
    return a;
}

// The record's game information as [["EV", "value", ...], ...].
QJsonArray recordInfoJson(const std::vector<formats::SgfProperty> &info)
{
    QJsonArray a;
    for (const formats::SgfProperty &p : info) {
        QJsonArray entry{qs(p.id)};
        for (const std::string &v : p.values)
            entry.append(qs(v));
        a.append(entry);
    }
    return a;
}

// ---- reading ----

// "recordInfo" (optional): each entry an array of strings, the first an SGF identifier.
GameTree::RecordInfo recordInfoFromJson(const QJsonValue &value)
{
    if (value.isUndefined())
        return std::nullopt;
    std::vector<formats::SgfProperty> info;
    if (!value.isArray())
        fail(SaveError::BadField, QStringLiteral("recordInfo"));
    for (const QJsonValue &entry : value.toArray()) {
        const QJsonArray a = entry.toArray();
        const QString id = a.isEmpty() ? QString() : a.first().toString();
        const bool idOk = !id.isEmpty() && id.size() <= 8
            && std::all_of(id.begin(), id.end(), [](QChar c) { return c >= 'A' && c <= 'Z'; });
        if (!entry.isArray() || !idOk)
            fail(SaveError::BadField, QStringLiteral("recordInfo"));
        formats::SgfProperty p{id.toStdString(), {}};
        for (qsizetype i = 1; i < a.size(); ++i) {
            if (!a.at(i).isString())
                fail(SaveError::BadField, QStringLiteral("recordInfo"));
            p.values.push_back(a.at(i).toString().toStdString());
        }
        info.push_back(std::move(p));
    }
    return info;
}

class TreeReader
{
public:
    explicit TreeReader(GameTree &tree)
        : m_tree(tree)
    { }

    // Appends the line as children of `parent` (the first entry becomes a new child).
    void readLine(const GameNode &parent, const QJsonArray &line, int startPly)
    {
        const GameNode *at = &parent;
        int ply = startPly;
        for (const QJsonValue &entry : line) {
            ++ply;
            QJsonObject o;
            QString text;
            if (entry.isString()) {
                text = entry.toString();
            } else if (entry.isObject()) {
                o = entry.toObject();
                text = stringField(o, "move");
            } else {
                fail(SaveError::BadField, QStringLiteral("moves"));
            }
            const GameNode &node = addChild(*at, text, ply);
            GameNode &n = m_tree.current();
            n.comment = stringField(o, "comment", false).toStdString();
            const QJsonObject end = objectField(o, "end");
            if (!end.isEmpty()) {
                const auto r = resultFromJson(end);
                if (!r)
                    fail(SaveError::BadField, QStringLiteral("end"));
                n.endOverride = r;
            }
            m_redo.emplace_back(&n, intField(o, "redo", 0, 0, 1 << 20));
            const QJsonValue vars = o.value(QLatin1String("variations"));
            if (!vars.isUndefined()) {
                if (!vars.isArray())
                    fail(SaveError::BadField, QStringLiteral("variations"));
                for (const QJsonValue &v : vars.toArray()) {
                    if (!v.isArray() || v.toArray().isEmpty())
                        fail(SaveError::BadField, QStringLiteral("variations"));
                    readLine(*at, v.toArray(), ply - 1);
                }
            }
            at = &node;
        }
    }

    void applyRedo()
    {
        for (const auto &[node, redo] : m_redo) {
            if (redo >= int(std::max<std::size_t>(node->children.size(), 1)))
                fail(SaveError::BadField, QStringLiteral("redo"));
            node->redoChild = redo;
        }
    }

    void noteRedo(GameNode *node, int redo) { m_redo.emplace_back(node, redo); }

private:
    const GameNode &addChild(const GameNode &parent, const QString &text, int ply)
    {
        const core::Game &position = *parent.position;
        const QString where = QStringLiteral("%1: %2").arg(ply).arg(text);
        const auto move = position.parseMove(text.toStdString());
        if (!move || position.check(*move) != core::MoveError::None)
            fail(SaveError::IllegalMove, where);
        for (const auto &child : parent.children) {
            if (child->move == *move)
                fail(SaveError::BadField, where); // the same move twice among siblings
        }
        if (parent.endOverride)
            fail(SaveError::IllegalMove, where); // nothing follows a resignation
        m_tree.setCurrent(parent);
        return m_tree.play(*move);
    }

    GameTree &m_tree;
    std::vector<std::pair<GameNode *, int>> m_redo;
};

LoadResult readSave(const QJsonObject &json)
{
    if (json.value(QLatin1String("format")).toString() != QLatin1String("qiju-save"))
        fail(SaveError::Foreign);
    const QJsonValue version = json.value(QLatin1String("version"));
    if (!version.isDouble() || version.toDouble() < 1)
        fail(SaveError::BadField, QStringLiteral("version"));
    if (version.toDouble() > kSaveVersion)
        fail(SaveError::NewerVersion, QString::number(version.toDouble()));

    LoadResult out;
    GameSetup &setup = out.game.setup;
    const QString gameKey = stringField(json, "game");
    const auto id = core::gameFromKey(gameKey.toStdString());
    if (!id)
        fail(SaveError::UnknownGame, gameKey);
    setup.game = *id;
    setup.rules = stringField(json, "rules");
    setup.timePerMoveMs = intField(json, "timePerMoveMs", setup.timePerMoveMs, 100, 3600000);

    const QJsonValue players = json.value(QLatin1String("players"));
    if (!players.isArray() || players.toArray().size() != 2)
        fail(SaveError::BadField, QStringLiteral("players"));
    for (const QJsonValue &pv : players.toArray()) {
        if (!pv.isObject())
            fail(SaveError::BadField, QStringLiteral("players"));
        const QJsonObject p = pv.toObject();
        const auto side = core::sideFromKey(stringField(p, "side").toStdString());
        const auto kind = playerKindFromKey(stringField(p, "kind"));
        if (!side || !kind)
            fail(SaveError::BadField, QStringLiteral("players"));
        SeatSetup &seat = setup.seat(*side);
        seat.kind = *kind;
        seat.name = stringField(p, "name", false);
        if (p.contains(QLatin1String("level"))) {
            const auto level = ai::levelFromKey(stringField(p, "level").toStdString());
            if (!level)
                fail(SaveError::BadField, QStringLiteral("level"));
            seat.level = *level;
        }
        if (seat.kind == PlayerKind::Engine)
            seat.engine = engineFromJson(p.value(QLatin1String("engine")).toObject());
    }

    // The root: the rules' own start when the text matches it (keeps any history the start
    // carries), else the position text.
    const QString setupText = stringField(json, "setup");
    const core::GameInfo &info = core::gameInfo(setup.game);
    core::ParseError pe = core::ParseError::None;
    std::unique_ptr<core::Game> root = info.create(setup.rules.toStdString(), &pe);
    if (!root)
        fail(SaveError::BadRules, setup.rules);
    if (qs(root->positionText()) != setupText) {
        root = info.fromText(setup.rules.toStdString(), setupText.toStdString(), &pe);
        if (!root)
            fail(SaveError::BadPosition, setupText);
        setup.startPosition = setupText;
    }

    out.game.tree = std::make_unique<GameTree>(std::move(root));
    GameTree &tree = *out.game.tree;
    GameNode &rootNode = tree.current();
    rootNode.comment = stringField(json, "comment", false).toStdString();
    const QJsonValue moves = json.value(QLatin1String("moves"));
    if (!moves.isArray())
        fail(SaveError::BadField, QStringLiteral("moves"));
    TreeReader reader(tree);
    reader.noteRedo(&rootNode, intField(json, "redo", 0, 0, 1 << 20));
    reader.readLine(rootNode, moves.toArray(), 0);

    // The current node.
    const QJsonValue current = json.value(QLatin1String("current"));
    if (!current.isArray())
        fail(SaveError::BadField, QStringLiteral("current"));
    const GameNode *node = &tree.root();
    for (const QJsonValue &step : current.toArray()) {
        const double i = step.toDouble(-1);
        if (!step.isDouble() || i < 0 || i >= double(node->children.size()) || i != int(i))
            fail(SaveError::BadField, QStringLiteral("current"));
        node = node->children[std::size_t(i)].get();
    }
    tree.setCurrent(*node);
    reader.applyRedo();
    if (stringField(json, "position") != qs(tree.position().positionText()))
        fail(SaveError::Inconsistent);

    tree.setRecordInfo(recordInfoFromJson(json.value(QLatin1String("recordInfo"))));

    out.game.extras.clocks = objectField(json, "clocks");
    out.game.extras.extra = objectField(json, "extra");
    const QJsonValue played = json.value(QLatin1String("playedMs"));
    const auto playedMs = played.isUndefined() ? std::optional<std::int64_t>(0)
        : played.isDouble() ? core::wholeNumber(played.toDouble(), 0, core::kMaxExactInteger)
                            : std::nullopt;
    if (!playedMs)
        fail(SaveError::BadField, QStringLiteral("playedMs"));
    out.game.extras.playedMs = *playedMs;
    out.game.extras.saved = QDateTime::fromString(stringField(json, "saved", false), Qt::ISODate);
    return out;
}

} // namespace

QJsonObject resultToJson(const core::GameResult &r)
{
    return {{QStringLiteral("outcome"), qs(core::outcomeKey(r.outcome))},
        {QStringLiteral("reason"), qs(core::endReasonKey(r.reason))},
        {QStringLiteral("black"), r.blackScore}, {QStringLiteral("white"), r.whiteScore}};
}

std::optional<core::GameResult> resultFromJson(const QJsonObject &o)
{
    core::GameResult r;
    bool outcomeOk = false;
    for (core::Outcome out :
        {core::Outcome::BlackWins, core::Outcome::WhiteWins, core::Outcome::Draw}) {
        if (qs(core::outcomeKey(out)) == o.value(QLatin1String("outcome")).toString()) {
            r.outcome = out;
            outcomeOk = true;
        }
    }
    bool reasonOk = false;
    for (int i = 0; i <= int(core::EndReason::Agreement); ++i) {
        const auto reason = core::EndReason(i);
        if (qs(core::endReasonKey(reason)) == o.value(QLatin1String("reason")).toString()) {
            r.reason = reason;
            reasonOk = true;
        }
    }
    const QJsonValue b = o.value(QLatin1String("black"));
    const QJsonValue w = o.value(QLatin1String("white"));
    if (!outcomeOk || !reasonOk || (!b.isUndefined() && !b.isDouble())
        || (!w.isUndefined() && !w.isDouble()))
        return std::nullopt;
    r.blackScore = b.toDouble(0);
    r.whiteScore = w.toDouble(0);
    return r;
}

QJsonObject saveToJson(
    const GameSetup &setup, const GameTree &tree, const SaveExtras &extras, const GameNode *current)
{
    const GameNode &at = current ? *current : tree.current();
    QJsonArray players;
    for (core::Side s : {core::Side::Black, core::Side::White}) {
        const SeatSetup &seat = setup.seat(s);
        QJsonObject p{{QStringLiteral("side"), qs(core::sideKey(s))},
            {QStringLiteral("kind"), playerKindKey(seat.kind)},
            {QStringLiteral("name"), seat.name}};
        if (seat.kind == PlayerKind::Computer || seat.kind == PlayerKind::Engine)
            p.insert(QStringLiteral("level"), qs(ai::levelKey(seat.level)));
        if (seat.kind == PlayerKind::Engine)
            p.insert(QStringLiteral("engine"), engineToJson(seat.engine));
        players.append(p);
    }
    const GameNode &root = tree.root();
    QJsonArray moves;
    if (!root.children.empty())
        moves = lineJson(root.children.front().get(), root, 0);

    std::optional<core::GameResult> result = at.endOverride;
    if (!result && !at.position->awaitsMarking()) // a count waiting for its marks is no result
        result = at.position->result();

    QJsonObject o{
        {QStringLiteral("format"), QStringLiteral("qiju-save")},
        {QStringLiteral("version"), kSaveVersion},
        {QStringLiteral("saved"),
            (extras.saved.isValid() ? extras.saved : QDateTime::currentDateTimeUtc())
                .toUTC()
                .toString(Qt::ISODate)},
        {QStringLiteral("game"), qs(core::gameKey(setup.game))},
        {QStringLiteral("rules"), qs(root.position->rulesText())},
        {QStringLiteral("timePerMoveMs"), setup.timePerMoveMs},
        {QStringLiteral("players"), players},
        {QStringLiteral("setup"), qs(root.position->positionText())},
        {QStringLiteral("moves"), moves},
        {QStringLiteral("current"), pathTo(at)},
        {QStringLiteral("position"), qs(at.position->positionText())},
        {QStringLiteral("result"), result ? QJsonValue(resultToJson(*result)) : QJsonValue()},
        {QStringLiteral("playedMs"), double(extras.playedMs)},
        {QStringLiteral("clocks"), extras.clocks},
        {QStringLiteral("extra"), extras.extra},
    };
    if (!root.comment.empty())
        o.insert(QStringLiteral("comment"), QString::fromStdString(root.comment));
    if (root.redoChild != 0)
        o.insert(QStringLiteral("redo"), root.redoChild);
    if (tree.recordInfo())
        o.insert(QStringLiteral("recordInfo"), recordInfoJson(*tree.recordInfo()));
    return o;
}

LoadResult saveFromJson(const QJsonObject &json)
{
    try {
        return readSave(json);
    } catch (const ReadFailure &f) {
        LoadResult r;
        r.error = f.error;
        r.detail = f.detail;
        return r;
    }
}

} // namespace qiju::model
