// GomocupServer's SWAP2BOARD, as the Gomocup 2020 protocol extension defines it: the manager
// sends 0, 3 or 5 stones ("x,y" lines in playing order: black, white, black, then white, black)
// and DONE; the brain answers
//   0 stones: the opening's three stones "x1,y1 x2,y2 x3,y3";
//   3 stones: "SWAP" (it takes Black), "x,y" (it keeps White and plays the fourth stone) or
//             "x1,y1 x2,y2" (a white and a black stone; the opponent then chooses);
//   5 stones: "SWAP" (it takes Black) or "x,y" (it keeps White and plays the sixth stone).
// The decisions are the Gomoku AI's own Swap2 play (GomokuEngine: balanced placement, swap when
// White is worse, two more stones when about even), on the rules INFO rule selected.
#include "gomocupserver.h"

#include <ostream>

#include "movecodec.h"
#include "textutil.h"

namespace qiju::protocols {

using core::Move;

std::vector<std::string> GomocupServer::finishSwap2()
{
    m_inBoard = false;
    m_inSwap2 = false;
    if (m_boardError)
        return {"ERROR malformed SWAP2BOARD line (expected x,y)"};
    const std::size_t count = m_swap2Stones.size();
    if (count != 0 && count != 3 && count != 5)
        return {"ERROR SWAP2BOARD takes 0, 3 or 5 stones, not " + std::to_string(count)};
    const std::string plain = rulesText();
    if (!m_session.reset(m_session.gameId(), plain + " swap2"))
        return {"ERROR Swap2 is not available under these rules"};
    // The stones replayed as the Swap2 protocol's moves: three by the first player, then, for
    // five, the second player's "two more stones" and their white and black stone.
    for (std::size_t i = 0; i < count; ++i) {
        if (i == 3)
            m_session.play(Move::balance());
        const core::Point p = m_swap2Stones[i];
        const core::MoveError error = m_session.play(Move::place(p));
        if (error != core::MoveError::None) {
            m_session.reset(m_session.gameId(), plain);
            return {"ERROR illegal stone " + gomocupText(p) + " ("
                + std::string(core::moveErrorKey(error)) + ")"};
        }
    }
    const std::string answer = swap2Answer();
    // Go on from the board as it now stands under the plain rules, so that a TURN or BOARD
    // after the opening finds the right stones.
    const auto words = splitWords(m_session.position().positionText());
    m_session.reset(m_session.gameId(), plain);
    if (words.size() >= 2)
        m_session.setStartPosition(words[0] + " " + words[1]);
    return {answer};
}

std::string GomocupServer::swap2Answer()
{
    std::string answer;
    auto placeBest = [&]() {
        const ai::SearchInfo info = search();
        if (info.best.kind != Move::Kind::Place
            || m_session.play(info.best) != core::MoveError::None)
            return false;
        appendWord(answer, gomocupText(info.best.to));
        return true;
    };
    if (m_swap2Stones.empty()) {
        for (int i = 0; i < 3; ++i) {
            if (!placeBest())
                return "ERROR no opening stone found";
        }
        return answer;
    }
    const ai::SearchInfo choice = search();
    if (m_log) // a swap's score is Black's
        *m_log << "qiju-engine: swap2 after " << m_swap2Stones.size() << " stones, White's score "
               << (choice.best.kind == Move::Kind::Swap ? -choice.score : choice.score) << ": "
               << m_session.position().moveText(choice.best) << "\n";
    if (choice.best.kind == Move::Kind::Swap) {
        m_session.play(choice.best);
        return "SWAP";
    }
    if (choice.best.kind == Move::Kind::Balance) {
        m_session.play(choice.best);
        if (!placeBest() || !placeBest())
            return "ERROR no balancing stones found";
        return answer;
    }
    if (choice.best.kind != Move::Kind::Place
        || m_session.play(choice.best) != core::MoveError::None)
        return "ERROR no move found";
    return gomocupText(choice.best.to);
}

} // namespace qiju::protocols
