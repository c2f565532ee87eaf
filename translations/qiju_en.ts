<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>qiju::widgets::ArenaWindow</name>
    <message>
        <source>Qiju (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games per &amp;pair:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each pair of players plays this many games, colours alternating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;layers (tick two or more):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju&apos;s levels and the tested engines that play this game (Settings ▸ Engines…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with the stopped tournament, from the game that was dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating difference against the rest of the field, with its 95% margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins plus half the draws, in percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least two players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament cannot start with these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 of %2: %3 (%4) against %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All %n game(s) played.</source>
        <translation>
            <numerusform>All %n game played.</numerusform>
            <numerusform>All %n games played.</numerusform>
        </translation>
    </message>
    <message>
        <source>Results saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after dropping the game in progress; the results are saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new tournament with these settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n game(s) of %1.</source>
        <translation>
            <numerusform>Stopped after %n game of %1.</numerusform>
            <numerusform>Stopped after %n games of %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the selected player once more, for example Expert against Expert to see how much the first move is worth</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::AtaxxScene</name>
    <message numerus="yes">
        <source>No more moves: the %n empty square(s) go to %1.</source>
        <translation>
            <numerusform>No more moves: the %n empty square goes to %1.</numerusform>
            <numerusform>No more moves: the %n empty squares go to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qiju::widgets::AudioService</name>
    <message>
        <source>Morning Stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiet Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Long Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::BoardTheme</name>
    <message>
        <source>Warm wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::ChatDock</name>
    <message>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to your opponent…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::ClockText</name>
    <message>
        <source>No time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fischer increment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canadian overtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock would run out before the first move: give some main time, periods or stones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A time is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown time control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Byo-yomi: %n period(s) left</source>
        <translation>
            <numerusform>Byo-yomi: %n period left</numerusform>
            <numerusform>Byo-yomi: %n periods left</numerusform>
        </translation>
    </message>
    <message>
        <source>then %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) to play in this period</source>
        <translation>
            <numerusform>%n stone to play in this period</numerusform>
            <numerusform>%n stones to play in this period</numerusform>
        </translation>
    </message>
    <message>
        <source>then %1 stones in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 each, +%2 a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 each, then %2 periods of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 each, then %2 stones in %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::CommentDock</name>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the whole game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a note about this move…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::CriticalMomentsDock</name>
    <message>
        <source>Reviewing the game: %1 of %2 positions evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1% chance to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>−%n piece(s)</source>
        <translation>
            <numerusform>−%n piece</numerusform>
            <numerusform>−%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n disc(s)</source>
        <translation>
            <numerusform>−%n disc</numerusform>
            <numerusform>−%n discs</numerusform>
        </translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1, %2 played %3
Better: %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each game Qiju looks for the moves that cost the most. Press Find Critical Moments to review the game on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move lost much: Qiju found no critical moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moves that cost the most, biggest first. Click one to see the position and the better move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical Moments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Critical Moments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the game with Qiju&apos;s AI and list the moves that cost the most</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::DataNotices</name>
    <message>
        <source>(the data built into Qiju)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the computer player&apos;s learned knowledge could not be read from %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player plays weaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player&apos;s learned move knowledge for %1 could not be read from
%2

Reason: %3

You can go on playing: the computer player uses its simpler built-in knowledge instead, and so plays weaker on the biggest board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::DemoCommands</name>
    <message>
        <source>&amp;Demo: the Computer Plays Both Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the computer finish the game; click or press a key to stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the moves one after another; click or press a key to stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow (3 s a move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal (1.5 s a move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast (0.5 s a move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo &amp;Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo: the computer plays both sides. Click or press a key to stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying the game. Click or press a key to stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;op the Demo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::EngineCommands</name>
    <message>
        <source>&amp;Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add, test and remove external engines and Botzone bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine &amp;Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the lines exchanged with external engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View &gt; Engine Console shows what it sent and received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tournament between Qiju&apos;s levels and external engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ar&amp;ena…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::EngineConsole</name>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When an external engine plays %1, the lines exchanged with it and its error output appear here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::EngineSeatCheck</name>
    <message>
        <source>Engine not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game %1 played %2, but that engine is no longer among your tested engines (Settings &gt; Engines…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who should play %1 now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju&apos;s AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::EngineTexts</name>
    <message>
        <source>GTP (Go Text Protocol)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UAI (Universal Ataxx Interface)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gomocup (Piskvork brain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Botzone bot, JSON interaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Botzone bot, simple interaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go and NoGo engines such as GNU Go, Pachi or KataGo (&quot;gnugo --mode gtp&quot;); also Othello, Gomoku and Ataxx engines that speak GTP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ataxx engines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gomoku brains written for Piskvork or Gomocup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bot written for Botzone, given the whole game on each turn. A bot that prints &gt;&gt;&gt;BOTZONE_REQUEST_KEEP_RUNNING&lt;&lt;&lt; keeps running between moves and then gets only the new move, as on Botzone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program did not answer the protocol&apos;s greeting properly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program stopped while it had to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program answered something the protocol does not allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program played an illegal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It loses the game (forfeit, as on Botzone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju&apos;s AI takes its seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses the game by forfeit. The moves played so far are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju&apos;s AI now plays %1 and the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine %1 (%2) failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External programs that can take a seat: Go engines such as GNU Go, Ataxx and Gomoku engines, or your own Botzone bot. Test an engine before you seat it: only engines that pass are offered in the New Game dialog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed: %1 answered and played %2 in %3 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/usr/games/gnugo, or a program in PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. --mode gtp --level 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate arguments with spaces; put an argument that contains spaces in quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Qiju&apos;s own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s time per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens when the engine crashes, does not answer in time, answers garbage or plays an illegal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it fails:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the program, greet it in its protocol and ask for a first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lines exchanged during the test appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This engine passed its last test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not tested yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed: test it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not tested)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the working folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: choose the program first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: tick at least one game it plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing %1 on %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every engine needs a name and a program.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 %4 : %5 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent results (score):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GamePage</name>
    <message>
        <source>%1 has no legal move and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved: best %1, final margin %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth %1 · best %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced win found, starting with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost against best defence; trying %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 used up a byo-yomi period: %n left.</source>
        <translation>
            <numerusform>%1 used up a byo-yomi period: %n left.</numerusform>
            <numerusform>%1 used up a byo-yomi period: %n left.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game paused. The clocks are stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marking dead stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer (%1) found no legal move: the game is paused. This is a bug in Qiju; resume to let it try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GameTreeDock</name>
    <message>
        <source>Game Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every move of the game and its variations. Click a move to show it; the arrow keys walk along a line and across to the next variation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GameTreeView</name>
    <message>
        <source>Game tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make Main Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Move and What Follows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GameUi</name>
    <message>
        <source>Freestyle (five or more wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (exactly five wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renju (forbidden points for Black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black may not make a double three, a double four or six in a row (unless the stone also makes five); White wins with five or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No passing. When a side cannot move, the game ends and every empty square goes to the side that still can. At most 400 moves; a move may not repeat an earlier position the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side that cannot move passes. The game ends when neither side can move; empty squares count for nobody. 100 moves without a clone draw the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese (area scoring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stones plus surrounded points count; komi 7.5; no move may repeat an earlier board position; suicide is illegal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese (territory scoring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrounded points plus prisoners count, no territory in seki; komi 6.5; simple ko.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing (area counting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stones plus surrounded points count; komi 8 and Black wins an even count; suicide of several stones is allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area scoring with every stone on the board counted as alive (no marking of dead stones); suicide is allowed; komi 7.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Course (no first move on the centre)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capturing and suicide are illegal and there is no passing; whoever has no legal move loses. Black&apos;s first move may not be on the centre point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the course rules, but Black may open on the centre point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surround territory and capture stones on a 9×9 to 19×19 board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Go&lt;/h3&gt;&lt;p&gt;Black moves first (with a handicap, White does). Take turns placing a stone on an empty intersection. Stones of one colour that touch along the lines form a group; the empty points next to a group are its liberties. A group whose last liberty is taken is captured and removed. A move that leaves your own group without liberties is illegal (suicide), and so is a move that repeats an earlier board position (ko).&lt;/p&gt;&lt;p&gt;When you think nothing is left to gain, pass. After two passes in a row the board goes into marking: click the groups that are dead (they cannot avoid capture) — Qiju has already guessed — then press &lt;b&gt;Done&lt;/b&gt; to count, or &lt;b&gt;Resume play&lt;/b&gt; to play on. &lt;b&gt;Chinese&lt;/b&gt; rules count stones plus surrounded points, &lt;b&gt;Japanese&lt;/b&gt; rules surrounded points plus prisoners; White adds the komi. The higher count wins. You may resign at any time.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Be the first to get five stones in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gomoku&lt;/h3&gt;&lt;p&gt;Black moves first. Take turns placing a stone on an empty point; the first to get five in a row (across, down or diagonally) wins. A full board is a draw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Freestyle&lt;/b&gt;: five or more wins. &lt;b&gt;Standard&lt;/b&gt;: exactly five wins. &lt;b&gt;Renju&lt;/b&gt;: Black may not make a double three, a double four or six in a row unless the stone makes five; those points are crossed out in red on Black&apos;s turn (hover for the reason).&lt;/p&gt;&lt;p&gt;With a &lt;b&gt;swap&lt;/b&gt; opening the first player places three stones (black, white, black) and the second player then takes Black with the button beside the board, or stays White by placing the next stone. &lt;b&gt;Swap2&lt;/b&gt; also lets the second player place two more stones and leave the choice to the first player.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Othello</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outflank your opponent&apos;s discs to turn them your colour. The most discs wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Othello&lt;/h3&gt;&lt;p&gt;Black moves first. Place a disc so that it outflanks one or more of your opponent&apos;s discs in a straight line (across, down or diagonally) between the new disc and another of yours; all outflanked discs turn to your colour. Small dots show where you may play.&lt;/p&gt;&lt;p&gt;If you cannot move you pass (Qiju does this for you). The game ends when neither side can move; the player with more discs wins, and empty squares count for the winner.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ataxx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clone or jump your pieces and convert every neighbour you land next to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ataxx&lt;/h3&gt;&lt;p&gt;Black moves first. Click one of your pieces: the squares next to it light up for a clone (a new piece grows there) and the squares two steps away for a jump (the piece moves there). Click a target to move, anywhere else or Esc to cancel. Every opponent piece next to the square you move to turns your colour.&lt;/p&gt;&lt;p&gt;Botzone rules (the default): there is no passing; as soon as one side cannot move the game ends and every empty square goes to the side that still can; after 400 moves the pieces are counted. UAI / tournament rules: a side that cannot move passes, and the game ends when neither side can move. More pieces wins.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NoGo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go turned upside down: whoever captures a stone or has no legal move loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;NoGo&lt;/h3&gt;&lt;p&gt;Played on a 9×9 Go board, Black first, but the aim is the opposite of Go: capturing is forbidden. A stone may not be placed where it would capture opposing stones, nor where its own group would have no liberties. There is no passing: the player who has no legal move loses. Under the course rules Black&apos;s first stone may not go on the centre point.&lt;/p&gt;&lt;p&gt;Try an illegal point and the board marks the stones that make it illegal; &lt;i&gt;Show illegal points&lt;/i&gt; crosses out every point you may not play.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GoOptionsBox</name>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any size from 5×5 to 25×25</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points added to White&apos;s count to make up for Black&apos;s first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black stones placed at the start on the star points; White then moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GomokuOptionsBox</name>
    <message>
        <source>Swap: the first player places three stones and the second player then chooses a colour. Swap2 adds a third choice: place two more stones and let the first player choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::HostGameDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules and Clocks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your nickname:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju listens on this port only while it waits for your opponent. The next step shows the addresses to give them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network Game Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1
Clocks: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::JoinGameDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host&apos;s address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your nickname:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host chooses the game, the rules, the clocks and the colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::JukeboxDialog</name>
    <message>
        <source>Music</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;usic volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Effects volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute all sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No audio output was found: sound and music are silent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::LeaveGame</name>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game could not be saved to the saves folder. It stays on offer as your last game until you play another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game was saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is not finished. Save it before leaving?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved game appears under Game ▸ Saved Games and can be continued later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::MainWindow</name>
    <message>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the list of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the move you took back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the computer suggest a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the computer play its best move so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Qiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Qiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qiju %1&lt;/h3&gt;&lt;p&gt;Go, Gomoku, Othello, Ataxx and NoGo with a strong computer opponent.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;usic…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the music and set the volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silence all sound and music</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games, scores and statistics per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the clocks and the computer until you resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;witch Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer takes over your colour and you take its</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the &amp;Computer Move First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the first move to the computer: you take the other colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the settings file or its folder cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::MarkingBar</name>
    <message>
        <source>Both players passed. Click a group to mark it dead or alive; the small squares show the territory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the marked dead stones and count the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last pass and play on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::MoveListModel</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>One of %n moves tried here</source>
        <translation>
            <numerusform>One of %n move tried here</numerusform>
            <numerusform>One of %n moves tried here</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qiju::widgets::NetworkCommands</name>
    <message>
        <source>a line that was too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a garbled message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a message of an unknown kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a message with a missing or wrong field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another version of the network protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game Qiju cannot play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a message that does not fit the game now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move out of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for another Qiju on the local network to join your game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a game another Qiju hosts on the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask to &amp;Take Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask your opponent to let you take back your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer your opponent a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue Against Qiju&apos;s AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju&apos;s AI takes the seat of the opponent who is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the connection; the game stays on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the chat with your network opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joined. The game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is back. The game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks to take back their last move. Do you agree?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a draw. Do you accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 agreed: your move is taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not agree to take back your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepted the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declined the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused from %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s Qiju refused a message from this one (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(No network address found: only this computer can join, at 127.0.0.1.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for an opponent on port %1…

Give them this computer&apos;s address and the port:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1, port %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju cannot wait for an opponent on this port (%1). Choose another port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody answered at that address and port. Check both, and that the host is waiting for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other Qiju speaks another version of the network protocol. Both players need the same version of Qiju.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other Qiju refused the connection (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s game cannot be played with this Qiju (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clocks are stopped. You can save the game, or continue against Qiju&apos;s AI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clocks are stopped. Qiju waits for %1 to come back; you can also save the game, or continue against Qiju&apos;s AI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue Against Qiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network: waiting for an opponent on port %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network: connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game with %1 (you host).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game with %1 (you joined).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1 to answer your request to take back…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1 to answer your draw offer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network: %1 is away. The clocks are stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net&amp;work</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::NewGameDialog</name>
    <message>
        <source>New %1 game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the Expert level thinks per move; weaker levels think less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s time per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your nickname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External engines that passed their test in the Engines dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tested engine plays this game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::RecordTableModel</name>
    <message>
        <source>Computer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::ResultsWindow</name>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: a nickname, a result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n damaged line(s) of the results file were skipped (line %1).</source>
        <translation>
            <numerusform>%n damaged line of the results file was skipped (line %1).</numerusform>
            <numerusform>%n damaged lines of the results file were skipped (lines %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::ReviewCommands</name>
    <message>
        <source>Show the start position (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the position one move earlier (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the position one move later (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the &amp;End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the last position of this line (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;Main Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the variation for the game&apos;s own moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue Playing from Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with the game from the position shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the position where the game was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find C&amp;ritical Moments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the game with Qiju&apos;s AI and list the moves that cost the most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Game &amp;Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the St&amp;art</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Move &amp;List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Comme&amp;nt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Cr&amp;itical Moments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::ReviewDock</name>
    <message>
        <source>%1 (main)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2. The game waits; moves played on the board now make a variation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the Main Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue Playing from Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to go through the moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::SaveCommands</name>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved &amp;Games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse, open and delete saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game to its file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game to a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game to the quick-save slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick &amp;Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the game in the quick-save slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju saved games (*.qiju)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Saved Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick save done. Quick Load (Ctrl+L) returns to this point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no quick save yet (Ctrl+S makes one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · move %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quic&amp;k Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::SavesBrowser</name>
    <message>
        <source>Saved Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last game (autosave)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Saved Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 for good?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::SettingsCommands</name>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the board in perspective, as if it lay on a table; clicks still land on the point under the pointer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show move &amp;numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number the stones in the order they were played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show move &amp;values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the value of every legal move on the board: the disc difference it leads to (Othello, Ataxx), its threat level (Gomoku) or the win rate in percent after it (Go, NoGo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;liberties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go and NoGo: show on each stone how many liberties its group has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;illegal points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NoGo: cross out the points the side to move may not play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s time per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show le&amp;gal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tilt the &amp;board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::SetupBar</name>
    <message>
        <source>Setting up a position. The game waits until you press Done or Cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place and remove pieces, then start a game from that position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tool and click the points to change (or move with the arrow keys and press Space). Click a piece again to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place pieces of %1 (Alt+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place pieces of %1 (Alt+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty the points you click (Alt+3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block squares: nobody can move there (UAI rules only; Alt+4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who makes the first move from this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty the whole board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start position of the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game from this position with the same players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::SidePanel</name>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop thinking and play the best move found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::StartPage</name>
    <message>
        <source>Qiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five classic board games. Choose one to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue your last game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;usic…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::StorageNotices</name>
    <message>
        <source>(this system gives Qiju no folder for its data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju cannot write its files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qiju could not write the file
%1

Reason: %2

You can go on playing, but what this file keeps (the game to continue, your results or your settings) may not be kept. Check that the disk has room and that the folder can be written. Further failures are shown in the status bar only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::StudyCommands</name>
    <message>
        <source>Matched: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose %1; the game went %2 (marked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matched!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the newest position (End) to guess the next move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;udy a Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess the moves of one side of a recorded game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop Stud&amp;ying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop guessing; the moves so far stay on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study: guessing %1&apos;s moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished: %1 of %2 matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1 of %2 matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) to guess</source>
        <translation>
            <numerusform>%n move to guess</numerusform>
            <numerusform>%n moves to guess</numerusform>
        </translation>
    </message>
    <message>
        <source>Study a Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.qiju *.txt *.pgn *.sgf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess the moves of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read or is far too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This record has no moves to guess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot study this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This record has no moves of %1 to guess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game went %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::TextCommands</name>
    <message>
        <source>&amp;Copy Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the position as one line of text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no text to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position &quot;%1&quot; is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules &quot;%1&quot; are not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record contains a move that is not legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 is not legal in its position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start a game from this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read or is far too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Othello transcript (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ataxx PGN (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game from an SGF record, a position, an Othello transcript or an Ataxx PGN record on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game from an SGF file (Go, NoGo, Gomoku, Othello), an Othello transcript, an Ataxx PGN file or a position text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write this game as SGF, an Othello transcript, Ataxx PGN or position text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an SGF record, a position, an Othello transcript or an Ataxx PGN record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SGF record sets up stones Qiju cannot use here (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no game in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &apos;(&apos; is not followed by &apos;;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unexpected character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a property without a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &apos;[&apos; is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move follows its own variations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text ends too early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SGF record is damaged at line %1, column %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SGF record is of a game Qiju does not play (GM[%1]).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.sgf *.txt *.pgn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smart Game Format (*.sgf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record has a &apos;(&apos; or &apos;{&apos; that is never closed, or a &apos;)&apos; that was never opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is larger than %1 MB, the most Qiju reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record has %1 moves; Qiju reads at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::Texts</name>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That point is off the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That point is already taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disc must outflank at least one of your opponent&apos;s discs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no legal move and must pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick one of your own pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A piece can move at most two squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move would repeat an earlier position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That stone would have no liberties (suicide).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ko: you may not retake immediately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move would repeat an earlier board position (superko).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In NoGo you may not capture stones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s first move may not be on the centre point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbidden for Black: double three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbidden for Black: double four.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbidden for Black: overline (six or more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted at the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no legal moves left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move limit was reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Botzone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UAI / tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap after the third stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (Black starts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place two more stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening: the first player places three stones — black, white, black.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second player chooses: take Black, place a white stone to stay White, or place two more stones and let the first player choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second player chooses: take Black, or place a white stone to stay White.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second player places two more stones: a white one, then a black one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first player chooses: take Black, or place a white stone to stay White.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not exist or cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be written (the folder is missing or read-only, or the disk is full). Any earlier file of that name is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Qiju saved game: it is not a text file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is incomplete: it ends in the middle of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged (unreadable data at character %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not a Qiju saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was saved by a newer version of Qiju (format version %1). Please update Qiju to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: the entry &quot;%1&quot; is missing or wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is for a game this version of Qiju cannot play (&quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file names rules Qiju does not know (&quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start position in the file is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: move %1 is not legal in its position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: its moves do not lead to the position it records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 stones + %3 territory = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 stones + %3 territory + %4 komi = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 territory + %3 prisoners = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 territory + %3 prisoners + %4 komi = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illegal in NoGo: this stone would capture the marked stones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illegal in NoGo: the marked group would have no liberties left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position does not fit the board or the rules of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ringed stones have no liberties: such a group would already have been captured. Remove a stone or free a point next to the group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All four centre squares need a disc: every Othello game starts with them filled, and discs are never removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no legal move in this position. Give the first move to the other side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked squares exist only under the UAI rules; the Botzone board has none. Remove the ringed squares, or start a new game with the UAI rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs at least one piece on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has five in a row (ringed): the game would be over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under Renju the stones must count as after moves in turn with Black first: as many black as white stones with Black to move, one black stone more with White to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no legal move in this position and would lose at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game would be over at once in this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black disc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white disc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, empty, illegal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>komi %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handicap %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <translation>
            <numerusform>%n disc</numerusform>
            <numerusform>%n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
    <message>
        <source>win rate %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stones</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiju::widgets::TimeControlEditor</name>
    <message>
        <source>Each player&apos;s main time (hours:minutes:seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to a player&apos;s clock after each of their moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the main time: each move must be made within one period; a period used up is lost, the last one loses the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the main time: this many moves must be made within the period; then a new period starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Increment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stones per period:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for those stones:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period length:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
