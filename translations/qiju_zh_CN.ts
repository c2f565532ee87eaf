<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>qiju::widgets::ArenaWindow</name>
    <message>
        <source>Qiju (%1)</source>
        <translation>棋局 AI（%1）</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>对弈场</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>Games per &amp;pair:</source>
        <translation>每对局数(&amp;P)：</translation>
    </message>
    <message>
        <source>Each pair of players plays this many games, colours alternating</source>
        <translation>每两名棋手之间下这么多局，轮流执先</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>每步用时(&amp;T)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>P&amp;layers (tick two or more):</source>
        <translation>棋手（勾选两名或更多）(&amp;L)：</translation>
    </message>
    <message>
        <source>Qiju&apos;s levels and the tested engines that play this game (Settings ▸ Engines…)</source>
        <translation>棋局 AI 的各个难度，以及通过测试、会下这个游戏的引擎（设置 ▸ 引擎…）</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>Go on with the stopped tournament, from the game that was dropped</source>
        <translation>从被放弃的那一局起，继续已停止的比赛</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分率</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Rating difference against the rest of the field, with its 95% margin</source>
        <translation>相对其余棋手的等级分差，附 95% 误差范围</translation>
    </message>
    <message>
        <source>Wins plus half the draws, in percent</source>
        <translation>胜局数加和局数的一半所占的百分比</translation>
    </message>
    <message>
        <source>%1, %2×%2</source>
        <translation>%1，%2×%2</translation>
    </message>
    <message>
        <source>Tick at least two players.</source>
        <translation>请至少勾选两名棋手。</translation>
    </message>
    <message>
        <source>The tournament cannot start with these rules.</source>
        <translation>在这些规则下比赛无法开始。</translation>
    </message>
    <message>
        <source>Game %1 of %2: %3 (%4) against %5 (%6)</source>
        <translation>第 %1 局（共 %2 局）：%3（%4）对 %5（%6）</translation>
    </message>
    <message numerus="yes">
        <source>All %n game(s) played.</source>
        <translation>
            <numerusform>%n 局已全部下完。</numerusform>
        </translation>
    </message>
    <message>
        <source>Results saved to %1</source>
        <translation>结果已保存到 %1</translation>
    </message>
    <message>
        <source>The results could not be saved.</source>
        <translation>无法保存结果。</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Stop after dropping the game in progress; the results are saved</source>
        <translation>放弃正在下的一局并停止；结果会保存</translation>
    </message>
    <message>
        <source>Start a new tournament with these settings</source>
        <translation>按这些设置开始新的比赛</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n game(s) of %1.</source>
        <translation>
            <numerusform>已停止：%1 局中下完了 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Add a &amp;Copy</source>
        <translation>再加一份(&amp;C)</translation>
    </message>
    <message>
        <source>Enter the selected player once more, for example Expert against Expert to see how much the first move is worth</source>
        <translation>让选中的棋手再参赛一次，例如专家对专家，看看先手值多少</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::AtaxxScene</name>
    <message numerus="yes">
        <source>No more moves: the %n empty square(s) go to %1.</source>
        <translation>
            <numerusform>无子可走：%n 个空格归%1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qiju::widgets::AudioService</name>
    <message>
        <source>Morning Stones</source>
        <translation>晨石</translation>
    </message>
    <message>
        <source>Quiet Board</source>
        <translation>静盘</translation>
    </message>
    <message>
        <source>Flip Side</source>
        <translation>翻面</translation>
    </message>
    <message>
        <source>The Long Game</source>
        <translation>长局</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::BoardTheme</name>
    <message>
        <source>Warm wood</source>
        <translation>暖木</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::ChatDock</name>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Write to your opponent…</source>
        <translation>给对手留言…</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::ClockText</name>
    <message>
        <source>No time limit</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>包干制</translation>
    </message>
    <message>
        <source>Fischer increment</source>
        <translation>费舍尔加秒</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>读秒</translation>
    </message>
    <message>
        <source>Canadian overtime</source>
        <translation>加拿大读秒</translation>
    </message>
    <message>
        <source>The clock would run out before the first move: give some main time, periods or stones.</source>
        <translation>第一步之前时间就会用完：请设置基本用时、读秒次数或步数。</translation>
    </message>
    <message>
        <source>A time is out of range.</source>
        <translation>时间超出范围。</translation>
    </message>
    <message>
        <source>Unknown time control.</source>
        <translation>未知的计时方式。</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>+%1 a move</source>
        <translation>每步加 %1</translation>
    </message>
    <message numerus="yes">
        <source>Byo-yomi: %n period(s) left</source>
        <translation>
            <numerusform>读秒：还剩 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>then %1 × %2</source>
        <translation>之后 %1 × %2 读秒</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) to play in this period</source>
        <translation>
            <numerusform>本时段还需下 %n 手</numerusform>
        </translation>
    </message>
    <message>
        <source>then %1 stones in %2</source>
        <translation>之后每 %2 下 %1 手</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>每方 %1</translation>
    </message>
    <message>
        <source>%1 each, +%2 a move</source>
        <translation>每方 %1，每步加 %2</translation>
    </message>
    <message>
        <source>%1 each, then %2 periods of %3</source>
        <translation>每方 %1，之后 %2 次 %3 读秒</translation>
    </message>
    <message>
        <source>%1 each, then %2 stones in %3</source>
        <translation>每方 %1，之后每 %3 下 %2 手</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::CommentDock</name>
    <message>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>On %1:</source>
        <translation>关于 %1：</translation>
    </message>
    <message>
        <source>On the whole game:</source>
        <translation>关于整盘棋：</translation>
    </message>
    <message>
        <source>Write a note about this move…</source>
        <translation>为这一步写下注释…</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::CriticalMomentsDock</name>
    <message>
        <source>Reviewing the game: %1 of %2 positions evaluated.</source>
        <translation>正在复盘：已评估 %1/%2 个局面。</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>正在复盘……</translation>
    </message>
    <message>
        <source>−%1% chance to win</source>
        <translation>胜率 −%1%</translation>
    </message>
    <message numerus="yes">
        <source>−%n piece(s)</source>
        <translation>
            <numerusform>−%n 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n disc(s)</source>
        <translation>
            <numerusform>−%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>Move %1, %2 played %3
Better: %4 (%5)</source>
        <translation>第 %1 手，%2 下在 %3
更好：%4（%5）</translation>
    </message>
    <message>
        <source>After each game Qiju looks for the moves that cost the most. Press Find Critical Moments to review the game on the board.</source>
        <translation>每局结束后，棋局会找出代价最大的几步。按“寻找关键时刻”即可复盘棋盘上的这局棋。</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>复盘已停止。</translation>
    </message>
    <message>
        <source>No move lost much: Qiju found no critical moment.</source>
        <translation>没有哪一步损失很大：棋局没有找到关键时刻。</translation>
    </message>
    <message>
        <source>The moves that cost the most, biggest first. Click one to see the position and the better move.</source>
        <translation>代价最大的几步，从大到小排列。点击一项可查看当时的局面和更好的着法。</translation>
    </message>
    <message>
        <source>Critical Moments</source>
        <translation>关键时刻</translation>
    </message>
    <message>
        <source>Find Critical Moments</source>
        <translation>寻找关键时刻</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Review the game with Qiju&apos;s AI and list the moves that cost the most</source>
        <translation>用棋局 AI 复盘这局棋，列出代价最大的几步</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::DataNotices</name>
    <message>
        <source>(the data built into Qiju)</source>
        <translation>（Qiju 内置的数据）</translation>
    </message>
    <message>
        <source>%1: the computer player&apos;s learned knowledge could not be read from %2: %3</source>
        <translation>%1：无法从 %2 读取电脑棋手学得的棋理：%3</translation>
    </message>
    <message>
        <source>The computer player plays weaker</source>
        <translation>电脑棋手的棋力会变弱</translation>
    </message>
    <message>
        <source>The computer player&apos;s learned move knowledge for %1 could not be read from
%2

Reason: %3

You can go on playing: the computer player uses its simpler built-in knowledge instead, and so plays weaker on the biggest board.</source>
        <translation>无法读取电脑棋手在%1中学得的着法知识，文件：
%2

原因：%3

对局可以照常进行：电脑棋手改用较简单的内置知识，因此在最大的棋盘上棋力会变弱。</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::DemoCommands</name>
    <message>
        <source>&amp;Demo: the Computer Plays Both Sides</source>
        <translation>演示：电脑执双方(&amp;D)</translation>
    </message>
    <message>
        <source>Watch the computer finish the game; click or press a key to stop</source>
        <translation>观看电脑下完这盘棋；点击或按任意键停止</translation>
    </message>
    <message>
        <source>Show the moves one after another; click or press a key to stop</source>
        <translation>逐步自动显示各步；点击或按任意键停止</translation>
    </message>
    <message>
        <source>Slow (3 s a move)</source>
        <translation>慢（每步 3 秒）</translation>
    </message>
    <message>
        <source>Normal (1.5 s a move)</source>
        <translation>中（每步 1.5 秒）</translation>
    </message>
    <message>
        <source>Fast (0.5 s a move)</source>
        <translation>快（每步 0.5 秒）</translation>
    </message>
    <message>
        <source>Demo &amp;Speed</source>
        <translation>演示速度(&amp;S)</translation>
    </message>
    <message>
        <source>Demo: the computer plays both sides. Click or press a key to stop.</source>
        <translation>演示：电脑执双方对弈。点击或按任意键停止。</translation>
    </message>
    <message>
        <source>Replaying the game. Click or press a key to stop.</source>
        <translation>正在回放棋局。点击或按任意键停止。</translation>
    </message>
    <message>
        <source>Re&amp;play the Game</source>
        <translation>自动回放棋局(&amp;P)</translation>
    </message>
    <message>
        <source>St&amp;op the Demo</source>
        <translation>停止演示(&amp;O)</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::EngineCommands</name>
    <message>
        <source>&amp;Engines…</source>
        <translation>引擎(&amp;E)…</translation>
    </message>
    <message>
        <source>Add, test and remove external engines and Botzone bots</source>
        <translation>添加、测试和删除外部引擎与 Botzone 机器人</translation>
    </message>
    <message>
        <source>Engine &amp;Console</source>
        <translation>引擎控制台(&amp;C)</translation>
    </message>
    <message>
        <source>Show the lines exchanged with external engines</source>
        <translation>显示与外部引擎交换的每一行</translation>
    </message>
    <message>
        <source>Engine failed</source>
        <translation>引擎出错</translation>
    </message>
    <message>
        <source>View &gt; Engine Console shows what it sent and received.</source>
        <translation>“查看 &gt; 引擎控制台”显示它发送和收到的内容。</translation>
    </message>
    <message>
        <source>A tournament between Qiju&apos;s levels and external engines</source>
        <translation>棋局 AI 各难度与外部引擎之间的循环赛</translation>
    </message>
    <message>
        <source>Ar&amp;ena…</source>
        <translation>对弈场(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::EngineConsole</name>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 执%2</translation>
    </message>
    <message>
        <source>Engine Console</source>
        <translation>引擎控制台</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>When an external engine plays %1, the lines exchanged with it and its error output appear here.</source>
        <translation>当外部引擎执%1时，与它交换的每一行及其错误输出显示在这里。</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::EngineSeatCheck</name>
    <message>
        <source>Engine not available</source>
        <translation>引擎不可用</translation>
    </message>
    <message>
        <source>In this game %1 played %2, but that engine is no longer among your tested engines (Settings &gt; Engines…).</source>
        <translation>这局棋中 %1 执%2，但该引擎已不在你测试通过的引擎之中（设置 &gt; 引擎…）。</translation>
    </message>
    <message>
        <source>Who should play %1 now?</source>
        <translation>现在由谁执%1？</translation>
    </message>
    <message>
        <source>Qiju&apos;s AI</source>
        <translation>棋局 AI</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>一位玩家</translation>
    </message>
    <message>
        <source>Do not open</source>
        <translation>不打开</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::EngineTexts</name>
    <message>
        <source>GTP (Go Text Protocol)</source>
        <translation>GTP（围棋文本协议）</translation>
    </message>
    <message>
        <source>UAI (Universal Ataxx Interface)</source>
        <translation>UAI（通用同化棋接口）</translation>
    </message>
    <message>
        <source>Gomocup (Piskvork brain)</source>
        <translation>Gomocup（Piskvork 引擎）</translation>
    </message>
    <message>
        <source>Botzone bot, JSON interaction</source>
        <translation>Botzone 机器人，JSON 交互</translation>
    </message>
    <message>
        <source>Botzone bot, simple interaction</source>
        <translation>Botzone 机器人，简单交互</translation>
    </message>
    <message>
        <source>Go and NoGo engines such as GNU Go, Pachi or KataGo (&quot;gnugo --mode gtp&quot;); also Othello, Gomoku and Ataxx engines that speak GTP.</source>
        <translation>围棋和不围棋引擎，如 GNU Go、Pachi 或 KataGo（“gnugo --mode gtp”）；也可以是支持 GTP 的黑白棋、五子棋和同化棋引擎。</translation>
    </message>
    <message>
        <source>Ataxx engines.</source>
        <translation>同化棋引擎。</translation>
    </message>
    <message>
        <source>Gomoku brains written for Piskvork or Gomocup.</source>
        <translation>为 Piskvork 或 Gomocup 编写的五子棋引擎。</translation>
    </message>
    <message>
        <source>A bot written for Botzone, given the whole game on each turn. A bot that prints &gt;&gt;&gt;BOTZONE_REQUEST_KEEP_RUNNING&lt;&lt;&lt; keeps running between moves and then gets only the new move, as on Botzone.</source>
        <translation>为 Botzone 编写的机器人，每回合收到整局棋。输出 &gt;&gt;&gt;BOTZONE_REQUEST_KEEP_RUNNING&lt;&lt;&lt; 的机器人在两步之间保持运行，之后只收到新的一步，与 Botzone 上相同。</translation>
    </message>
    <message>
        <source>The program could not be started.</source>
        <translation>程序无法启动。</translation>
    </message>
    <message>
        <source>The program did not answer the protocol&apos;s greeting properly.</source>
        <translation>程序没有正确回应协议的握手。</translation>
    </message>
    <message>
        <source>The program stopped while it had to answer.</source>
        <translation>程序在应当回答时退出了。</translation>
    </message>
    <message>
        <source>The program did not answer in time.</source>
        <translation>程序没有按时回答。</translation>
    </message>
    <message>
        <source>The program answered something the protocol does not allow.</source>
        <translation>程序的回答不符合协议。</translation>
    </message>
    <message>
        <source>The program played an illegal move.</source>
        <translation>程序下了一步违规的棋。</translation>
    </message>
    <message>
        <source>It loses the game (forfeit, as on Botzone)</source>
        <translation>判它输掉这局（判负，与 Botzone 相同）</translation>
    </message>
    <message>
        <source>Qiju&apos;s AI takes its seat</source>
        <translation>由棋局 AI 接替它</translation>
    </message>
    <message>
        <source>%1 loses the game by forfeit. The moves played so far are kept.</source>
        <translation>%1 被判负。已下的棋步全部保留。</translation>
    </message>
    <message>
        <source>Qiju&apos;s AI now plays %1 and the game goes on.</source>
        <translation>现在由棋局 AI 执%1，对局继续。</translation>
    </message>
    <message>
        <source>The engine %1 (%2) failed.</source>
        <translation>引擎 %1（%2）出错。</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>详情：%1</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>External programs that can take a seat: Go engines such as GNU Go, Ataxx and Gomoku engines, or your own Botzone bot. Test an engine before you seat it: only engines that pass are offered in the New Game dialog.</source>
        <translation>可以入座对弈的外部程序：GNU Go 等围棋引擎、同化棋和五子棋引擎，或你自己的 Botzone 机器人。入座前请先测试：只有测试通过的引擎才会出现在“新游戏”对话框中。</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>该引擎</translation>
    </message>
    <message>
        <source>Passed: %1 answered and played %2 in %3 s.</source>
        <translation>通过：%1 已回应，并在 %3 秒内下了 %2。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>/usr/games/gnugo, or a program in PATH</source>
        <translation>/usr/games/gnugo，或 PATH 中的程序</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>程序：</translation>
    </message>
    <message>
        <source>e.g. --mode gtp --level 5</source>
        <translation>例如 --mode gtp --level 5</translation>
    </message>
    <message>
        <source>Separate arguments with spaces; put an argument that contains spaces in quotes.</source>
        <translation>参数之间用空格分隔；含空格的参数请加引号。</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>(Qiju&apos;s own)</source>
        <translation>（棋局自己的）</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>工作文件夹：</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>协议：</translation>
    </message>
    <message>
        <source>Plays:</source>
        <translation>会下：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>The game&apos;s time per move</source>
        <translation>使用对局的每步用时</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>每步用时：</translation>
    </message>
    <message>
        <source>What happens when the engine crashes, does not answer in time, answers garbage or plays an illegal move.</source>
        <translation>引擎崩溃、没有按时回答、回答乱码或下出违规棋步时如何处理。</translation>
    </message>
    <message>
        <source>If it fails:</source>
        <translation>出错时：</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <source>Start the program, greet it in its protocol and ask for a first move</source>
        <translation>启动程序，按它的协议握手，并请它下第一步</translation>
    </message>
    <message>
        <source>The lines exchanged during the test appear here.</source>
        <translation>测试时交换的每一行显示在这里。</translation>
    </message>
    <message>
        <source>This engine passed its last test.</source>
        <translation>该引擎通过了上次测试。</translation>
    </message>
    <message>
        <source>Not tested yet.</source>
        <translation>尚未测试。</translation>
    </message>
    <message>
        <source>Changed: test it again.</source>
        <translation>已修改：请重新测试。</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（无名称）</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>%1 (not tested)</source>
        <translation>%1（未测试）</translation>
    </message>
    <message>
        <source>New engine</source>
        <translation>新引擎</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation>选择引擎程序</translation>
    </message>
    <message>
        <source>Choose the working folder</source>
        <translation>选择工作文件夹</translation>
    </message>
    <message>
        <source>Failed: choose the program first.</source>
        <translation>失败：请先选择程序。</translation>
    </message>
    <message>
        <source>Failed: tick at least one game it plays.</source>
        <translation>失败：请至少勾选一种它会下的棋。</translation>
    </message>
    <message>
        <source>Testing %1 on %2…</source>
        <translation>正在用%2测试 %1…</translation>
    </message>
    <message>
        <source>Every engine needs a name and a program.</source>
        <translation>每个引擎都需要名称和程序。</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>你输了</translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4</source>
        <translation>%1 %2 : %3 %4</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 %4 : %5 %6</source>
        <translation>%1 · %2 · %3 %4 : %5 %6</translation>
    </message>
    <message>
        <source>Recent results (score):</source>
        <translation>最近战绩（得分）：</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>再来一局(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Undo last move</source>
        <translation>悔一步(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>查看棋局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Back to start screen</source>
        <translation>返回开始界面(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GamePage</name>
    <message>
        <source>%1 has no legal move and passes.</source>
        <translation>%1无处可下，停一手。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>电脑 · %1</translation>
    </message>
    <message>
        <source>Qiju AI</source>
        <translation>棋局 AI</translation>
    </message>
    <message>
        <source>Solved: best %1, final margin %2</source>
        <translation>已算尽：最佳 %1，终局差 %2</translation>
    </message>
    <message>
        <source>Depth %1 · best %2 · %3</source>
        <translation>深度 %1 · 最佳 %2 · %3</translation>
    </message>
    <message>
        <source>Forced win found, starting with %1</source>
        <translation>已找到必胜手顺，从 %1 开始</translation>
    </message>
    <message>
        <source>Lost against best defence; trying %1</source>
        <translation>对方正确应对则必败；尝试 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 used up a byo-yomi period: %n left.</source>
        <translation>
            <numerusform>%1 用掉了一次读秒：还剩 %n 次。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game paused. The clocks are stopped.</source>
        <translation>对局已暂停，时钟已停止。</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>你输了</translation>
    </message>
    <message>
        <source>Marking dead stones</source>
        <translation>正在标记死子</translation>
    </message>
    <message>
        <source>The computer (%1) found no legal move: the game is paused. This is a bug in Qiju; resume to let it try again.</source>
        <translation>电脑（%1）没有找到合法的着法，对局已暂停。这是 Qiju 的程序错误；继续对局可让它再试一次。</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GameTreeDock</name>
    <message>
        <source>Game Tree</source>
        <translation>棋谱树</translation>
    </message>
    <message>
        <source>Every move of the game and its variations. Click a move to show it; the arrow keys walk along a line and across to the next variation.</source>
        <translation>本局的每一手及其变化。点击一手即可显示该局面；方向键沿着一条线前后移动，或横向移到相邻的变化。</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GameTreeView</name>
    <message>
        <source>Game tree</source>
        <translation>棋谱树</translation>
    </message>
    <message>
        <source>Make Main Line</source>
        <translation>设为主线</translation>
    </message>
    <message>
        <source>Delete Move and What Follows</source>
        <translation>删除此手及其后续</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GameUi</name>
    <message>
        <source>Freestyle (five or more wins)</source>
        <translation>无禁手（五连或长连获胜）</translation>
    </message>
    <message>
        <source>Standard (exactly five wins)</source>
        <translation>标准（恰好五连获胜）</translation>
    </message>
    <message>
        <source>Renju (forbidden points for Black)</source>
        <translation>连珠（黑方有禁手）</translation>
    </message>
    <message>
        <source>Black may not make a double three, a double four or six in a row (unless the stone also makes five); White wins with five or more.</source>
        <translation>黑方不得走三三、四四或长连（同时成五除外）；白方五连或长连均获胜。</translation>
    </message>
    <message>
        <source>No passing. When a side cannot move, the game ends and every empty square goes to the side that still can. At most 400 moves; a move may not repeat an earlier position the same way.</source>
        <translation>不能停手。某方无法走棋时对局结束，所有空格归仍能走棋的一方。最多 400 步；不得以同样的走法重复先前出现过的局面。</translation>
    </message>
    <message>
        <source>A side that cannot move passes. The game ends when neither side can move; empty squares count for nobody. 100 moves without a clone draw the game.</source>
        <translation>无法走棋的一方停一手。双方都无法走棋时对局结束，空格不归任何一方。连续 100 步没有复制则和棋。</translation>
    </message>
    <message>
        <source>Chinese (area scoring)</source>
        <translation>中国规则（数子）</translation>
    </message>
    <message>
        <source>Stones plus surrounded points count; komi 7.5; no move may repeat an earlier board position; suicide is illegal.</source>
        <translation>计算棋子加围住的空点；贴 7.5 目；任何着法都不能重复先前的棋盘局面；禁止自杀。</translation>
    </message>
    <message>
        <source>Japanese (territory scoring)</source>
        <translation>日本规则（数目）</translation>
    </message>
    <message>
        <source>Surrounded points plus prisoners count, no territory in seki; komi 6.5; simple ko.</source>
        <translation>计算围住的空点加提子，双活中没有地；贴 6.5 目；简单劫。</translation>
    </message>
    <message>
        <source>Ing (area counting)</source>
        <translation>应氏规则（计点）</translation>
    </message>
    <message>
        <source>Stones plus surrounded points count; komi 8 and Black wins an even count; suicide of several stones is allowed.</source>
        <translation>计算棋子加围住的空点；贴 8 点，点数相同时黑胜；允许多子自杀。</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 规则</translation>
    </message>
    <message>
        <source>Area scoring with every stone on the board counted as alive (no marking of dead stones); suicide is allowed; komi 7.5.</source>
        <translation>数子法，盘上所有棋子都算活棋（不标记死子）；允许自杀；贴 7.5 目。</translation>
    </message>
    <message>
        <source>Course (no first move on the centre)</source>
        <translation>课程规则（第一手不能下天元）</translation>
    </message>
    <message>
        <source>Capturing and suicide are illegal and there is no passing; whoever has no legal move loses. Black&apos;s first move may not be on the centre point.</source>
        <translation>禁止提子和自杀，不能停一手；没有合法着法的一方输棋。黑棋第一手不能下在天元。</translation>
    </message>
    <message>
        <source>As the course rules, but Black may open on the centre point.</source>
        <translation>与课程规则相同，但黑棋第一手可以下在天元。</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>围棋</translation>
    </message>
    <message>
        <source>Surround territory and capture stones on a 9×9 to 19×19 board.</source>
        <translation>在 9×9 到 19×19 的棋盘上围空提子。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Go&lt;/h3&gt;&lt;p&gt;Black moves first (with a handicap, White does). Take turns placing a stone on an empty intersection. Stones of one colour that touch along the lines form a group; the empty points next to a group are its liberties. A group whose last liberty is taken is captured and removed. A move that leaves your own group without liberties is illegal (suicide), and so is a move that repeats an earlier board position (ko).&lt;/p&gt;&lt;p&gt;When you think nothing is left to gain, pass. After two passes in a row the board goes into marking: click the groups that are dead (they cannot avoid capture) — Qiju has already guessed — then press &lt;b&gt;Done&lt;/b&gt; to count, or &lt;b&gt;Resume play&lt;/b&gt; to play on. &lt;b&gt;Chinese&lt;/b&gt; rules count stones plus surrounded points, &lt;b&gt;Japanese&lt;/b&gt; rules surrounded points plus prisoners; White adds the komi. The higher count wins. You may resign at any time.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;围棋&lt;/h3&gt;&lt;p&gt;黑棋先行（让子棋由白棋先行）。双方轮流在空的交叉点上落子。沿棋盘线相连的同色棋子组成一块棋；与棋块相邻的空点是它的气。一块棋的最后一口气被占时即被提走。使自己的棋块没有气的着法（自杀）不合法，重复先前棋盘局面的着法（劫）也不合法。&lt;/p&gt;&lt;p&gt;当你认为已无可争之处时，就停一手。双方连续停一手后进入点目：点击已死的棋块（它们无法避免被提）——棋局已先作了判断——然后按&lt;b&gt;完成&lt;/b&gt;计算胜负，或按&lt;b&gt;继续对局&lt;/b&gt;接着下。&lt;b&gt;中国规则&lt;/b&gt;数子加围住的空点，&lt;b&gt;日本规则&lt;/b&gt;数围住的空点加提子；白棋再加上贴目。得数多者胜。你可以随时认输。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation>五子棋</translation>
    </message>
    <message>
        <source>Be the first to get five stones in a row.</source>
        <translation>先连成五子者获胜。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gomoku&lt;/h3&gt;&lt;p&gt;Black moves first. Take turns placing a stone on an empty point; the first to get five in a row (across, down or diagonally) wins. A full board is a draw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Freestyle&lt;/b&gt;: five or more wins. &lt;b&gt;Standard&lt;/b&gt;: exactly five wins. &lt;b&gt;Renju&lt;/b&gt;: Black may not make a double three, a double four or six in a row unless the stone makes five; those points are crossed out in red on Black&apos;s turn (hover for the reason).&lt;/p&gt;&lt;p&gt;With a &lt;b&gt;swap&lt;/b&gt; opening the first player places three stones (black, white, black) and the second player then takes Black with the button beside the board, or stays White by placing the next stone. &lt;b&gt;Swap2&lt;/b&gt; also lets the second player place two more stones and leave the choice to the first player.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;五子棋&lt;/h3&gt;&lt;p&gt;黑方先行。双方轮流在空交叉点上落子，先在横、竖或斜方向连成五子者获胜。棋盘下满则为和棋。&lt;/p&gt;&lt;p&gt;&lt;b&gt;无禁手&lt;/b&gt;：五连或长连均获胜。&lt;b&gt;标准&lt;/b&gt;：恰好五连才获胜。&lt;b&gt;连珠&lt;/b&gt;：黑方不得走出三三、四四或长连（同时成五除外）；轮到黑方时这些禁手点以红叉标出（鼠标悬停可看原因）。&lt;/p&gt;&lt;p&gt;采用&lt;b&gt;交换&lt;/b&gt;开局时，先手方先摆黑、白、黑三子，后手方可点击棋盘旁的按钮改执黑棋，或下下一手白子继续执白。&lt;b&gt;二次交换（Swap2）&lt;/b&gt;还允许后手方再摆两子，把颜色的选择交给先手方。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Othello</source>
        <translation>黑白棋</translation>
    </message>
    <message>
        <source>Outflank your opponent&apos;s discs to turn them your colour. The most discs wins.</source>
        <translation>夹住对方的棋子把它们翻成你的颜色，棋子多者获胜。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Othello&lt;/h3&gt;&lt;p&gt;Black moves first. Place a disc so that it outflanks one or more of your opponent&apos;s discs in a straight line (across, down or diagonally) between the new disc and another of yours; all outflanked discs turn to your colour. Small dots show where you may play.&lt;/p&gt;&lt;p&gt;If you cannot move you pass (Qiju does this for you). The game ends when neither side can move; the player with more discs wins, and empty squares count for the winner.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;黑白棋&lt;/h3&gt;&lt;p&gt;黑方先下。落子时，新棋子与己方另一枚棋子之间（横、竖或斜线上）必须夹住对方一枚或多枚棋子，被夹住的棋子全部翻成你的颜色。棋盘上的小圆点表示可以落子的位置。&lt;/p&gt;&lt;p&gt;无处可下时须停一手（棋局会自动替你停）。双方都无法落子时对局结束，棋子多的一方获胜，空格计入胜方。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ataxx</source>
        <translation>同化棋</translation>
    </message>
    <message>
        <source>Clone or jump your pieces and convert every neighbour you land next to.</source>
        <translation>复制或跳跃你的棋子，落点周围的对方棋子全部被同化。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ataxx&lt;/h3&gt;&lt;p&gt;Black moves first. Click one of your pieces: the squares next to it light up for a clone (a new piece grows there) and the squares two steps away for a jump (the piece moves there). Click a target to move, anywhere else or Esc to cancel. Every opponent piece next to the square you move to turns your colour.&lt;/p&gt;&lt;p&gt;Botzone rules (the default): there is no passing; as soon as one side cannot move the game ends and every empty square goes to the side that still can; after 400 moves the pieces are counted. UAI / tournament rules: a side that cannot move passes, and the game ends when neither side can move. More pieces wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;同化棋&lt;/h3&gt;&lt;p&gt;黑方先走。点击你的一枚棋子：与它相邻的格子亮起表示可以复制（那里会长出一枚新棋子），相隔一格的格子亮起表示可以跳跃（棋子移动过去）。点击目标格即走棋，点击别处或按 Esc 取消。你走到的格子周围的对方棋子全部变成你的颜色。&lt;/p&gt;&lt;p&gt;Botzone 规则（默认）：不能停手；一旦某方无棋可走，对局立即结束，所有空格归仍能走棋的一方；走满 400 步后数子。UAI / 比赛规则：无棋可走的一方停一手，双方都无法走棋时对局结束。棋子多者获胜。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>NoGo</source>
        <translation>不围棋</translation>
    </message>
    <message>
        <source>Go turned upside down: whoever captures a stone or has no legal move loses.</source>
        <translation>反过来的围棋：提掉对方棋子或无处可下的一方判负。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NoGo&lt;/h3&gt;&lt;p&gt;Played on a 9×9 Go board, Black first, but the aim is the opposite of Go: capturing is forbidden. A stone may not be placed where it would capture opposing stones, nor where its own group would have no liberties. There is no passing: the player who has no legal move loses. Under the course rules Black&apos;s first stone may not go on the centre point.&lt;/p&gt;&lt;p&gt;Try an illegal point and the board marks the stones that make it illegal; &lt;i&gt;Show illegal points&lt;/i&gt; crosses out every point you may not play.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;不围棋&lt;/h3&gt;&lt;p&gt;在 9×9 的围棋棋盘上进行，黑棋先行，但目标与围棋相反：禁止提子。不能在会提走对方棋子的地方落子，也不能在会使自己的棋块没有气的地方落子。不能停一手：没有合法着法的一方输棋。按课程规则，黑棋第一手不能下在天元。&lt;/p&gt;&lt;p&gt;尝试落在禁着点上时，棋盘会标出导致不合法的棋子；&lt;i&gt;显示禁着点&lt;/i&gt;会用叉号标出所有你不能落子的点。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GoOptionsBox</name>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Other size</source>
        <translation>其他尺寸</translation>
    </message>
    <message>
        <source>Any size from 5×5 to 25×25</source>
        <translation>5×5 到 25×25 之间的任意尺寸</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>棋盘大小：</translation>
    </message>
    <message>
        <source>Points added to White&apos;s count to make up for Black&apos;s first move</source>
        <translation>为补偿黑棋先行而加给白棋的目数</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>贴目：</translation>
    </message>
    <message>
        <source>Black stones placed at the start on the star points; White then moves first</source>
        <translation>开局时放在星位上的黑子；之后由白棋先行</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>让子：</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n 子</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qiju::widgets::GomokuOptionsBox</name>
    <message>
        <source>Swap: the first player places three stones and the second player then chooses a colour. Swap2 adds a third choice: place two more stones and let the first player choose.</source>
        <translation>交换：先手方摆放前三子，后手方再选择执黑或执白。二次交换（Swap2）多一个选择：后手方再摆两子，由先手方选择颜色。</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>开局规则：</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::HostGameDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>创建网络对局</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <source>Rules and Clocks…</source>
        <translation>规则与棋钟…</translation>
    </message>
    <message>
        <source>Setup:</source>
        <translation>设置：</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>你执：</translation>
    </message>
    <message>
        <source>Your nickname:</source>
        <translation>你的昵称：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Qiju listens on this port only while it waits for your opponent. The next step shows the addresses to give them.</source>
        <translation>棋局只在等待对手时监听此端口。下一步会显示要告诉对手的地址。</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Network Game Setup</source>
        <translation>网络对局设置</translation>
    </message>
    <message>
        <source>Rules: %1
Clocks: %2</source>
        <translation>规则：%1
棋钟：%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::JoinGameDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation>加入网络对局</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>例如 192.168.1.20</translation>
    </message>
    <message>
        <source>Host&apos;s address:</source>
        <translation>主机地址：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Your nickname:</source>
        <translation>你的昵称：</translation>
    </message>
    <message>
        <source>The host chooses the game, the rules, the clocks and the colours.</source>
        <translation>游戏、规则、棋钟和执子颜色由主机决定。</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>客人</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::JukeboxDialog</name>
    <message>
        <source>Music</source>
        <translation>音乐</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一首(&amp;N)</translation>
    </message>
    <message>
        <source>M&amp;usic volume</source>
        <translation>音乐音量(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Effects volume</source>
        <translation>音效音量(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Mute all sound</source>
        <translation>全部静音(&amp;M)</translation>
    </message>
    <message>
        <source>No audio output was found: sound and music are silent.</source>
        <translation>未找到音频输出设备：音效和音乐均不会播放。</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::LeaveGame</name>
    <message>
        <source>Cannot save the game</source>
        <translation>无法保存棋局</translation>
    </message>
    <message>
        <source>The unfinished game could not be saved to the saves folder. It stays on offer as your last game until you play another.</source>
        <translation>未下完的棋局无法保存到存档文件夹。在你开始下另一局之前，它仍会作为“上一局”供你继续。</translation>
    </message>
    <message>
        <source>The unfinished game was saved to %1</source>
        <translation>未下完的棋局已保存到 %1</translation>
    </message>
    <message>
        <source>Unfinished Game</source>
        <translation>棋局未结束</translation>
    </message>
    <message>
        <source>This game is not finished. Save it before leaving?</source>
        <translation>这局棋还没有下完。离开前要保存吗？</translation>
    </message>
    <message>
        <source>A saved game appears under Game ▸ Saved Games and can be continued later.</source>
        <translation>保存的棋局会出现在“游戏 ▸ 存档列表”中，以后可以继续。</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>不保存</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::MainWindow</name>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>确定要认输吗？</translation>
    </message>
    <message>
        <source>Qiju</source>
        <translation>棋局</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>走棋(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>开始新的一局</translation>
    </message>
    <message>
        <source>&amp;Back to Games</source>
        <translation>返回游戏列表(&amp;B)</translation>
    </message>
    <message>
        <source>Return to the list of games</source>
        <translation>回到游戏选择界面</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>撤回你的上一步</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Replay the move you took back</source>
        <translation>重新走出撤回的那一步</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Let the computer suggest a move</source>
        <translation>让电脑推荐一步棋</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>停一手(&amp;P)</translation>
    </message>
    <message>
        <source>Pass your turn</source>
        <translation>放弃本回合</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>认输(&amp;S)</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>放弃这一局</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>立即走棋(&amp;M)</translation>
    </message>
    <message>
        <source>Make the computer play its best move so far</source>
        <translation>让电脑立即下出目前找到的最佳着法</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>玩法说明(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;About Qiju</source>
        <translation>关于棋局(&amp;A)</translation>
    </message>
    <message>
        <source>This game cannot be started.</source>
        <translation>无法开始这局游戏。</translation>
    </message>
    <message>
        <source>%1 — Qiju</source>
        <translation>%1 — 棋局</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>玩法说明</translation>
    </message>
    <message>
        <source>About Qiju</source>
        <translation>关于棋局</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qiju %1&lt;/h3&gt;&lt;p&gt;Go, Gomoku, Othello, Ataxx and NoGo with a strong computer opponent.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;棋局 %1&lt;/h3&gt;&lt;p&gt;围棋、五子棋、黑白棋、同化棋和不围棋，配有强大的电脑对手。&lt;/p&gt;&lt;p&gt;自由软件，依 GNU 通用公共许可证第 3 版或更新版本发布。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>M&amp;usic…</source>
        <translation>音乐(&amp;U)…</translation>
    </message>
    <message>
        <source>Choose the music and set the volumes</source>
        <translation>选择音乐并调节音量</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>静音(&amp;M)</translation>
    </message>
    <message>
        <source>Silence all sound and music</source>
        <translation>关闭所有音效和音乐</translation>
    </message>
    <message>
        <source>&amp;Results…</source>
        <translation>战绩(&amp;R)…</translation>
    </message>
    <message>
        <source>Finished games, scores and statistics per player</source>
        <translation>已完成的棋局、得分和每位玩家的统计</translation>
    </message>
    <message>
        <source>Stop the clocks and the computer until you resume</source>
        <translation>停止时钟和电脑思考，直到继续</translation>
    </message>
    <message>
        <source>S&amp;witch Sides</source>
        <translation>交换执子(&amp;W)</translation>
    </message>
    <message>
        <source>The computer takes over your colour and you take its</source>
        <translation>电脑接手你的棋子颜色，你执电脑的一方</translation>
    </message>
    <message>
        <source>Let the &amp;Computer Move First</source>
        <translation>让电脑先走(&amp;C)</translation>
    </message>
    <message>
        <source>Give the first move to the computer: you take the other colour</source>
        <translation>让电脑走第一步：你执另一方</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>暂停(&amp;A)</translation>
    </message>
    <message>
        <source>the settings file or its folder cannot be written</source>
        <translation>设置文件或其所在文件夹无法写入</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::MarkingBar</name>
    <message>
        <source>Both players passed. Click a group to mark it dead or alive; the small squares show the territory.</source>
        <translation>双方都已停一手。点击棋块可将其标为死或活；小方块表示地盘。</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Accept the marked dead stones and count the game</source>
        <translation>接受所标记的死子并计算胜负</translation>
    </message>
    <message>
        <source>Resume play</source>
        <translation>继续对局</translation>
    </message>
    <message>
        <source>Take back the last pass and play on</source>
        <translation>撤回最后一次停一手，继续对局</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::MoveListModel</name>
    <message>
        <source>Start</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>One of %n moves tried here</source>
        <translation>
            <numerusform>此处尝试过的 %n 种走法之一</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qiju::widgets::NetworkCommands</name>
    <message>
        <source>a line that was too long</source>
        <translation>一行过长的数据</translation>
    </message>
    <message>
        <source>a garbled message</source>
        <translation>一条乱码消息</translation>
    </message>
    <message>
        <source>a message of an unknown kind</source>
        <translation>一条未知类型的消息</translation>
    </message>
    <message>
        <source>a message with a missing or wrong field</source>
        <translation>一条缺少字段或字段有误的消息</translation>
    </message>
    <message>
        <source>another version of the network protocol</source>
        <translation>另一版本的网络协议</translation>
    </message>
    <message>
        <source>a game Qiju cannot play</source>
        <translation>一局无法进行的棋</translation>
    </message>
    <message>
        <source>a message that does not fit the game now</source>
        <translation>一条与当前对局不符的消息</translation>
    </message>
    <message>
        <source>a move out of turn</source>
        <translation>一步不该其走的棋</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>一步违规的棋</translation>
    </message>
    <message>
        <source>a second connection</source>
        <translation>第二个连接</translation>
    </message>
    <message>
        <source>&amp;Host Game…</source>
        <translation>创建对局(&amp;H)…</translation>
    </message>
    <message>
        <source>Wait for another Qiju on the local network to join your game</source>
        <translation>等待局域网上另一台棋局程序加入你的对局</translation>
    </message>
    <message>
        <source>&amp;Join Game…</source>
        <translation>加入对局(&amp;J)…</translation>
    </message>
    <message>
        <source>Join a game another Qiju hosts on the local network</source>
        <translation>加入局域网上另一台棋局程序创建的对局</translation>
    </message>
    <message>
        <source>Ask to &amp;Take Back</source>
        <translation>请求悔棋(&amp;T)</translation>
    </message>
    <message>
        <source>Ask your opponent to let you take back your last move</source>
        <translation>请对手允许你悔回上一步</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>提议和棋(&amp;D)</translation>
    </message>
    <message>
        <source>Offer your opponent a draw</source>
        <translation>向对手提议和棋</translation>
    </message>
    <message>
        <source>&amp;Continue Against Qiju&apos;s AI</source>
        <translation>改与棋局 AI 继续(&amp;C)</translation>
    </message>
    <message>
        <source>Qiju&apos;s AI takes the seat of the opponent who is gone</source>
        <translation>由棋局 AI 接替已离开的对手</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>离开网络对局(&amp;L)</translation>
    </message>
    <message>
        <source>Close the connection; the game stays on the board</source>
        <translation>断开连接；对局留在棋盘上</translation>
    </message>
    <message>
        <source>C&amp;hat</source>
        <translation>聊天(&amp;H)</translation>
    </message>
    <message>
        <source>Show the chat with your network opponent</source>
        <translation>显示与网络对手的聊天</translation>
    </message>
    <message>
        <source>your opponent</source>
        <translation>你的对手</translation>
    </message>
    <message>
        <source>%1 joined. The game begins.</source>
        <translation>%1 已加入，对局开始。</translation>
    </message>
    <message>
        <source>Network game with %1</source>
        <translation>与 %1 的网络对局</translation>
    </message>
    <message>
        <source>%1 is back. The game goes on.</source>
        <translation>%1 回来了，对局继续。</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move. Do you agree?</source>
        <translation>%1 请求悔回上一步。你同意吗？</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>和棋提议</translation>
    </message>
    <message>
        <source>%1 offers a draw. Do you accept?</source>
        <translation>%1 提议和棋。你接受吗？</translation>
    </message>
    <message>
        <source>%1 agreed: your move is taken back.</source>
        <translation>%1 同意了：你的一步已悔回。</translation>
    </message>
    <message>
        <source>%1 did not agree to take back your move.</source>
        <translation>%1 不同意你悔棋。</translation>
    </message>
    <message>
        <source>%1 accepted the draw.</source>
        <translation>%1 接受了和棋。</translation>
    </message>
    <message>
        <source>%1 declined the draw.</source>
        <translation>%1 拒绝了和棋。</translation>
    </message>
    <message>
        <source>Refused from %1: %2.</source>
        <translation>已拒收来自 %1 的%2。</translation>
    </message>
    <message>
        <source>%1&apos;s Qiju refused a message from this one (%2).</source>
        <translation>%1 的棋局程序拒收了本机发出的一条消息（%2）。</translation>
    </message>
    <message>
        <source>(No network address found: only this computer can join, at 127.0.0.1.)</source>
        <translation>（未找到网络地址：只有本机能以 127.0.0.1 加入。）</translation>
    </message>
    <message>
        <source>Waiting for an opponent on port %1…

Give them this computer&apos;s address and the port:
%2</source>
        <translation>正在端口 %1 上等待对手…

请把本机的地址和端口告诉对方：
%2</translation>
    </message>
    <message>
        <source>Connecting to %1, port %2…</source>
        <translation>正在连接 %1，端口 %2…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Network Game</source>
        <translation>网络对局</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Qiju cannot wait for an opponent on this port (%1). Choose another port.</source>
        <translation>棋局无法在此端口等待对手（%1）。请换一个端口。</translation>
    </message>
    <message>
        <source>Nobody answered at that address and port. Check both, and that the host is waiting for you.</source>
        <translation>该地址和端口没有应答。请检查两者，并确认主机正在等待你。</translation>
    </message>
    <message>
        <source>The other Qiju speaks another version of the network protocol. Both players need the same version of Qiju.</source>
        <translation>对方的棋局程序使用另一版本的网络协议。双方需要使用相同版本的棋局。</translation>
    </message>
    <message>
        <source>The other Qiju refused the connection (%1).</source>
        <translation>对方的棋局程序拒绝了连接（%1）。</translation>
    </message>
    <message>
        <source>The host&apos;s game cannot be played with this Qiju (%1).</source>
        <translation>本机的棋局程序无法进行主机的这局棋（%1）。</translation>
    </message>
    <message>
        <source>The other side did not answer in time.</source>
        <translation>对方没有及时应答。</translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation>%1 离开了对局。</translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>与 %1 的连接已中断。</translation>
    </message>
    <message>
        <source>The clocks are stopped. You can save the game, or continue against Qiju&apos;s AI.</source>
        <translation>棋钟已停止。你可以保存对局，或改与棋局 AI 继续。</translation>
    </message>
    <message>
        <source>The clocks are stopped. Qiju waits for %1 to come back; you can also save the game, or continue against Qiju&apos;s AI.</source>
        <translation>棋钟已停止。棋局正在等待 %1 回来；你也可以保存对局，或改与棋局 AI 继续。</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Save Game…</source>
        <translation>保存对局…</translation>
    </message>
    <message>
        <source>Continue Against Qiju</source>
        <translation>改与棋局 AI 对弈</translation>
    </message>
    <message>
        <source>Network: waiting for an opponent on port %1.</source>
        <translation>网络：正在端口 %1 上等待对手。</translation>
    </message>
    <message>
        <source>Network: connecting…</source>
        <translation>网络：正在连接…</translation>
    </message>
    <message>
        <source>Network game with %1 (you host).</source>
        <translation>与 %1 的网络对局（你是主机）。</translation>
    </message>
    <message>
        <source>Network game with %1 (you joined).</source>
        <translation>与 %1 的网络对局（你已加入）。</translation>
    </message>
    <message>
        <source>Waiting for %1 to answer your request to take back…</source>
        <translation>正在等待 %1 回应你的悔棋请求…</translation>
    </message>
    <message>
        <source>Waiting for %1 to answer your draw offer…</source>
        <translation>正在等待 %1 回应你的和棋提议…</translation>
    </message>
    <message>
        <source>Network: %1 is away. The clocks are stopped.</source>
        <translation>网络：%1 已断开，棋钟已停止。</translation>
    </message>
    <message>
        <source>Net&amp;work</source>
        <translation>网络对战(&amp;W)</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::NewGameDialog</name>
    <message>
        <source>New %1 game</source>
        <translation>新的%1对局</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>交换执子</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long the Expert level thinks per move; weaker levels think less.</source>
        <translation>专家级每步思考的时间；较低级别思考得更少。</translation>
    </message>
    <message>
        <source>Computer&apos;s time per move:</source>
        <translation>电脑每步用时：</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>棋手：</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>级别：</translation>
    </message>
    <message>
        <source>Your nickname</source>
        <translation>你的昵称</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>昵称：</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>External engines that passed their test in the Engines dialog</source>
        <translation>在“引擎”对话框中测试通过的外部引擎</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>引擎…</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>No tested engine plays this game</source>
        <translation>没有测试通过的引擎会下这种棋</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::RecordTableModel</name>
    <message>
        <source>Computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>后手</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::ResultsWindow</name>
    <message>
        <source>Results</source>
        <translation>战绩</translation>
    </message>
    <message>
        <source>Filter: a nickname, a result…</source>
        <translation>筛选：昵称、结果…</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部游戏</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>昵称</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>最高得分</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>棋局</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged line(s) of the results file were skipped (line %1).</source>
        <translation>
            <numerusform>战绩文件中有 %n 行已损坏，已跳过（第 %1 行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（无名）</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <source>People</source>
        <translation>真人</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::ReviewCommands</name>
    <message>
        <source>Show the start position (Home)</source>
        <translation>显示开局局面（Home）</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>Show the position one move earlier (Left)</source>
        <translation>显示前一步的局面（←）</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>Show the position one move later (Right)</source>
        <translation>显示后一步的局面（→）</translation>
    </message>
    <message>
        <source>To the &amp;End</source>
        <translation>到最后(&amp;E)</translation>
    </message>
    <message>
        <source>Show the last position of this line (End)</source>
        <translation>显示这条变化的最后局面（End）</translation>
    </message>
    <message>
        <source>Back to the &amp;Main Line</source>
        <translation>回到主线(&amp;M)</translation>
    </message>
    <message>
        <source>Leave the variation for the game&apos;s own moves</source>
        <translation>离开变化，回到实战的着法</translation>
    </message>
    <message>
        <source>&amp;Continue Playing from Here</source>
        <translation>从这里继续对局(&amp;C)</translation>
    </message>
    <message>
        <source>Go on with the game from the position shown</source>
        <translation>从当前显示的局面继续对局</translation>
    </message>
    <message>
        <source>Back to the &amp;Game</source>
        <translation>回到对局(&amp;G)</translation>
    </message>
    <message>
        <source>Return to the position where the game was</source>
        <translation>回到对局进行到的局面</translation>
    </message>
    <message>
        <source>Find C&amp;ritical Moments</source>
        <translation>寻找关键时刻(&amp;R)</translation>
    </message>
    <message>
        <source>Review the game with Qiju&apos;s AI and list the moves that cost the most</source>
        <translation>用棋局 AI 复盘这局棋，列出代价最大的几步</translation>
    </message>
    <message>
        <source>Show the Game &amp;Tree</source>
        <translation>显示棋谱树(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>复盘(&amp;R)</translation>
    </message>
    <message>
        <source>To the St&amp;art</source>
        <translation>到开局(&amp;A)</translation>
    </message>
    <message>
        <source>Show the Move &amp;List</source>
        <translation>显示棋谱列表(&amp;L)</translation>
    </message>
    <message>
        <source>Show the Comme&amp;nt</source>
        <translation>显示注释(&amp;N)</translation>
    </message>
    <message>
        <source>Show the Cr&amp;itical Moments</source>
        <translation>显示关键时刻(&amp;I)</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::ReviewDock</name>
    <message>
        <source>%1 (main)</source>
        <translation>%1（主线）</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2. The game waits; moves played on the board now make a variation.</source>
        <translation>正在复盘第 %1 步（共 %2 步）。对局已暂停；现在在棋盘上落子会形成变化。</translation>
    </message>
    <message>
        <source>Move %1 of %2.</source>
        <translation>第 %1 步，共 %2 步。</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>Next move:</source>
        <translation>下一步：</translation>
    </message>
    <message>
        <source>Back to the Main Line</source>
        <translation>回到主线</translation>
    </message>
    <message>
        <source>Continue Playing from Here</source>
        <translation>从这里继续对局</translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation>回到对局</translation>
    </message>
    <message>
        <source>Drag to go through the moves</source>
        <translation>拖动以浏览各步</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::SaveCommands</name>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>打开一个存档</translation>
    </message>
    <message>
        <source>Saved &amp;Games…</source>
        <translation>存档列表(&amp;G)…</translation>
    </message>
    <message>
        <source>Browse, open and delete saved games</source>
        <translation>浏览、打开和删除存档</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save this game to its file</source>
        <translation>把本局保存到它的文件</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save this game to a new file</source>
        <translation>把本局保存到新文件</translation>
    </message>
    <message>
        <source>Save this game to the quick-save slot</source>
        <translation>把本局保存到快速存档位</translation>
    </message>
    <message>
        <source>Quick &amp;Load</source>
        <translation>快速读档(&amp;L)</translation>
    </message>
    <message>
        <source>Continue the game in the quick-save slot</source>
        <translation>继续快速存档中的棋局</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对 %2</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>无法保存棋局</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation>无法打开存档</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存棋局</translation>
    </message>
    <message>
        <source>Qiju saved games (*.qiju)</source>
        <translation>棋局存档 (*.qiju)</translation>
    </message>
    <message>
        <source>Open Saved Game</source>
        <translation>打开存档</translation>
    </message>
    <message>
        <source>Quick save done. Quick Load (Ctrl+L) returns to this point.</source>
        <translation>已快速存档。快速读档（Ctrl+L）可回到此处。</translation>
    </message>
    <message>
        <source>There is no quick save yet (Ctrl+S makes one).</source>
        <translation>还没有快速存档（按 Ctrl+S 存一个）。</translation>
    </message>
    <message>
        <source>%1 · move %2 · %3</source>
        <translation>%1 · 第 %2 手 · %3</translation>
    </message>
    <message>
        <source>Quic&amp;k Save</source>
        <translation>快速存档(&amp;K)</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>原因：%1</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::SavesBrowser</name>
    <message>
        <source>Saved Games</source>
        <translation>存档列表</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存时间</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Last game (autosave)</source>
        <translation>上一盘棋（自动存档）</translation>
    </message>
    <message>
        <source>Quick save</source>
        <translation>快速存档</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>Delete Saved Game</source>
        <translation>删除存档</translation>
    </message>
    <message>
        <source>Delete %1 for good?</source>
        <translation>永久删除 %1？</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::SettingsCommands</name>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>动画(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Draw the board in perspective, as if it lay on a table; clicks still land on the point under the pointer</source>
        <translation>以透视方式绘制棋盘，仿佛平放在桌上；点击仍落在指针下的点上</translation>
    </message>
    <message>
        <source>Show move &amp;numbers</source>
        <translation>显示手数(&amp;N)</translation>
    </message>
    <message>
        <source>Number the stones in the order they were played</source>
        <translation>按落子顺序在棋子上标出手数</translation>
    </message>
    <message>
        <source>Show move &amp;values</source>
        <translation>显示着法价值(&amp;V)</translation>
    </message>
    <message>
        <source>Write the value of every legal move on the board: the disc difference it leads to (Othello, Ataxx), its threat level (Gomoku) or the win rate in percent after it (Go, NoGo)</source>
        <translation>在棋盘上标出每一步合法着法的价值：黑白棋和同化棋为它导致的最终子数差，五子棋为威胁等级，围棋和不围棋为走这一步后的胜率（百分比）</translation>
    </message>
    <message>
        <source>Show &amp;liberties</source>
        <translation>显示气数(&amp;L)</translation>
    </message>
    <message>
        <source>Go and NoGo: show on each stone how many liberties its group has</source>
        <translation>围棋和不围棋：在每颗棋子上显示其所在棋块的气数</translation>
    </message>
    <message>
        <source>Show &amp;illegal points</source>
        <translation>显示禁着点(&amp;I)</translation>
    </message>
    <message>
        <source>NoGo: cross out the points the side to move may not play</source>
        <translation>不围棋：用叉号标出当前一方不能落子的点</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s time per move</source>
        <translation>电脑每步用时(&amp;C)</translation>
    </message>
    <message>
        <source>Show le&amp;gal moves</source>
        <translation>显示可下位置(&amp;G)</translation>
    </message>
    <message>
        <source>Tilt the &amp;board</source>
        <translation>倾斜棋盘(&amp;B)</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::SetupBar</name>
    <message>
        <source>Setting up a position. The game waits until you press Done or Cancel.</source>
        <translation>正在摆放局面。对局将等待，直到你按下“完成”或“取消”。</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>摆放局面(&amp;U)…</translation>
    </message>
    <message>
        <source>Place and remove pieces, then start a game from that position</source>
        <translation>放置或移除棋子，然后从该局面开始对局</translation>
    </message>
    <message>
        <source>Choose a tool and click the points to change (or move with the arrow keys and press Space). Click a piece again to remove it.</source>
        <translation>选择工具后点击要改变的点（也可用方向键移动光标并按空格）。再次点击同色棋子即可移除。</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>障碍</translation>
    </message>
    <message>
        <source>Place pieces of %1 (Alt+1)</source>
        <translation>放置%1棋子（Alt+1）</translation>
    </message>
    <message>
        <source>Place pieces of %1 (Alt+2)</source>
        <translation>放置%1棋子（Alt+2）</translation>
    </message>
    <message>
        <source>Empty the points you click (Alt+3)</source>
        <translation>清空所点击的点（Alt+3）</translation>
    </message>
    <message>
        <source>Block squares: nobody can move there (UAI rules only; Alt+4)</source>
        <translation>设置障碍格：双方都不能走入（仅限 UAI 规则；Alt+4）</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1先行</translation>
    </message>
    <message>
        <source>Who makes the first move from this position</source>
        <translation>从该局面开始由哪一方先走</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>清空(&amp;C)</translation>
    </message>
    <message>
        <source>Empty the whole board</source>
        <translation>清空整个棋盘</translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation>标准开局(&amp;S)</translation>
    </message>
    <message>
        <source>The start position of the rules</source>
        <translation>规则规定的初始局面</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Back to the game as it was</source>
        <translation>回到原来的对局</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
    <message>
        <source>Start a game from this position with the same players</source>
        <translation>由相同的棋手从该局面开始对局</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::SidePanel</name>
    <message>
        <source>%1 to move</source>
        <translation>轮到%1</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>立即走棋</translation>
    </message>
    <message>
        <source>Stop thinking and play the best move found so far</source>
        <translation>停止思考并下出目前找到的最佳着法</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1正在思考…</translation>
    </message>
    <message>
        <source>Captured: %1</source>
        <translation>提子：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::StartPage</name>
    <message>
        <source>Qiju</source>
        <translation>棋局</translation>
    </message>
    <message>
        <source>Five classic board games. Choose one to play.</source>
        <translation>五种经典棋类游戏，选一种开始吧。</translation>
    </message>
    <message>
        <source>Continue your last game: %1</source>
        <translation>继续上一盘棋：%1</translation>
    </message>
    <message>
        <source>M&amp;usic…</source>
        <translation>音乐(&amp;U)…</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::StorageNotices</name>
    <message>
        <source>(this system gives Qiju no folder for its data)</source>
        <translation>（此系统没有为棋局提供数据文件夹）</translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation>原因不明</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Qiju cannot write its files</source>
        <translation>棋局无法写入它的文件</translation>
    </message>
    <message>
        <source>Qiju could not write the file
%1

Reason: %2

You can go on playing, but what this file keeps (the game to continue, your results or your settings) may not be kept. Check that the disk has room and that the folder can be written. Further failures are shown in the status bar only.</source>
        <translation>棋局无法写入文件
%1

原因：%2

你可以继续下棋，但这个文件所保存的内容（可继续的对局、你的战绩或你的设置）可能无法保留。请检查磁盘是否还有空间、文件夹是否可写。之后的失败只在状态栏中提示。</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::StudyCommands</name>
    <message>
        <source>Matched: %1</source>
        <translation>猜中：%1</translation>
    </message>
    <message>
        <source>You chose %1; the game went %2 (marked).</source>
        <translation>你选了 %1；实战走的是 %2（已标出）。</translation>
    </message>
    <message>
        <source>Matched!</source>
        <translation>猜中了！</translation>
    </message>
    <message>
        <source>Go to the newest position (End) to guess the next move.</source>
        <translation>请先回到最新局面（End）再猜下一步。</translation>
    </message>
    <message>
        <source>St&amp;udy a Game…</source>
        <translation>打谱练习(&amp;U)…</translation>
    </message>
    <message>
        <source>Guess the moves of one side of a recorded game</source>
        <translation>猜棋谱中一方的每一步</translation>
    </message>
    <message>
        <source>Stop Stud&amp;ying</source>
        <translation>停止打谱练习(&amp;Y)</translation>
    </message>
    <message>
        <source>Stop guessing; the moves so far stay on the board</source>
        <translation>停止猜谱；已走的棋留在棋盘上</translation>
    </message>
    <message>
        <source>Study: guessing %1&apos;s moves</source>
        <translation>打谱练习：猜%1的着法</translation>
    </message>
    <message>
        <source>Finished: %1 of %2 matched</source>
        <translation>已完成：%2 步中猜中 %1 步</translation>
    </message>
    <message>
        <source>Score: %1 of %2 matched</source>
        <translation>得分：%2 步中猜中 %1 步</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) to guess</source>
        <translation>
            <numerusform>还有 %n 步要猜</numerusform>
        </translation>
    </message>
    <message>
        <source>Study a Game</source>
        <translation>打谱练习</translation>
    </message>
    <message>
        <source>Game records (*.qiju *.txt *.pgn *.sgf);;All files (*)</source>
        <translation>棋谱文件 (*.qiju *.txt *.pgn *.sgf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Guess the moves of:</source>
        <translation>猜哪一方的着法：</translation>
    </message>
    <message>
        <source>The file cannot be read or is far too large.</source>
        <translation>无法读取该文件，或文件过大。</translation>
    </message>
    <message>
        <source>This record has no moves to guess.</source>
        <translation>这份棋谱没有可猜的着法。</translation>
    </message>
    <message>
        <source>Cannot study this game</source>
        <translation>无法用这盘棋打谱练习</translation>
    </message>
    <message>
        <source>This record has no moves of %1 to guess.</source>
        <translation>这份棋谱中没有%1的着法可猜。</translation>
    </message>
    <message>
        <source>The game went %1</source>
        <translation>实战走的是 %1</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::TextCommands</name>
    <message>
        <source>&amp;Copy Position</source>
        <translation>复制局面(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the position as one line of text</source>
        <translation>把当前局面复制为一行文本</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>粘贴棋局(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>There is no text to read.</source>
        <translation>没有可读取的文本。</translation>
    </message>
    <message>
        <source>The position &quot;%1&quot; is not valid.</source>
        <translation>局面“%1”无效。</translation>
    </message>
    <message>
        <source>The rules &quot;%1&quot; are not known.</source>
        <translation>规则“%1”未知。</translation>
    </message>
    <message>
        <source>The record contains a move that is not legal.</source>
        <translation>记录中有不合法的着法。</translation>
    </message>
    <message>
        <source>Move %1 is not legal in its position.</source>
        <translation>第 %1 手在当时的局面下不合法。</translation>
    </message>
    <message>
        <source>Cannot start a game from this text</source>
        <translation>无法用这段文本开始棋局</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <source>The file cannot be read or is far too large.</source>
        <translation>文件无法读取或太大。</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Position copied.</source>
        <translation>局面已复制。</translation>
    </message>
    <message>
        <source>Import Game</source>
        <translation>导入棋局</translation>
    </message>
    <message>
        <source>Othello transcript (*.txt)</source>
        <translation>黑白棋棋谱 (*.txt)</translation>
    </message>
    <message>
        <source>Ataxx PGN (*.pgn)</source>
        <translation>同化棋 PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Position text (*.txt)</source>
        <translation>局面文本 (*.txt)</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>导出棋局</translation>
    </message>
    <message>
        <source>Start a game from an SGF record, a position, an Othello transcript or an Ataxx PGN record on the clipboard</source>
        <translation>用剪贴板上的 SGF 棋谱、局面、黑白棋棋谱或同化棋 PGN 棋谱开始一局</translation>
    </message>
    <message>
        <source>Start a game from an SGF file (Go, NoGo, Gomoku, Othello), an Othello transcript, an Ataxx PGN file or a position text</source>
        <translation>用 SGF 文件（围棋、不围棋、五子棋、黑白棋）、黑白棋棋谱、同化棋 PGN 文件或局面文本开始一局</translation>
    </message>
    <message>
        <source>Write this game as SGF, an Othello transcript, Ataxx PGN or position text</source>
        <translation>将本局保存为 SGF、黑白棋棋谱、同化棋 PGN 或局面文本</translation>
    </message>
    <message>
        <source>This is not an SGF record, a position, an Othello transcript or an Ataxx PGN record.</source>
        <translation>这不是 SGF 棋谱、局面、黑白棋棋谱或同化棋 PGN 棋谱。</translation>
    </message>
    <message>
        <source>The SGF record sets up stones Qiju cannot use here (%1).</source>
        <translation>该 SGF 棋谱摆放的棋子在这里无法使用（%1）。</translation>
    </message>
    <message>
        <source>there is no game in it</source>
        <translation>其中没有任何对局</translation>
    </message>
    <message>
        <source>a &apos;(&apos; is not followed by &apos;;&apos;</source>
        <translation>“(”后面缺少“;”</translation>
    </message>
    <message>
        <source>an unexpected character</source>
        <translation>出现了意外的字符</translation>
    </message>
    <message>
        <source>a property without a value</source>
        <translation>有属性缺少值</translation>
    </message>
    <message>
        <source>a &apos;[&apos; is never closed</source>
        <translation>有“[”没有闭合</translation>
    </message>
    <message>
        <source>a move follows its own variations</source>
        <translation>变化之后又出现了着法</translation>
    </message>
    <message>
        <source>the text ends too early</source>
        <translation>文本提前结束</translation>
    </message>
    <message>
        <source>The SGF record is damaged at line %1, column %2: %3.</source>
        <translation>SGF 棋谱在第 %1 行第 %2 列损坏：%3。</translation>
    </message>
    <message>
        <source>The SGF record is of a game Qiju does not play (GM[%1]).</source>
        <translation>该 SGF 棋谱属于 Qiju 不支持的游戏（GM[%1]）。</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.txt *.pgn);;All files (*)</source>
        <translation>棋谱 (*.sgf *.txt *.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Smart Game Format (*.sgf)</source>
        <translation>SGF 棋谱 (*.sgf)</translation>
    </message>
    <message>
        <source>The record has a &apos;(&apos; or &apos;{&apos; that is never closed, or a &apos;)&apos; that was never opened.</source>
        <translation>该棋谱中有未闭合的“(”或“{”，或有未开启的“)”。</translation>
    </message>
    <message>
        <source>The text is larger than %1 MB, the most Qiju reads.</source>
        <translation>文本超过 %1 MB，超出了 Qiju 可读取的上限。</translation>
    </message>
    <message>
        <source>The record has %1 moves; Qiju reads at most %2.</source>
        <translation>该棋谱有 %1 手；Qiju 最多读取 %2 手。</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::Texts</name>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>External engine</source>
        <translation>外部引擎</translation>
    </message>
    <message>
        <source>Network player</source>
        <translation>网络棋手</translation>
    </message>
    <message>
        <source>That is not a move in this game.</source>
        <translation>这不是本游戏的合法着法。</translation>
    </message>
    <message>
        <source>That point is off the board.</source>
        <translation>该位置不在棋盘上。</translation>
    </message>
    <message>
        <source>That point is already taken.</source>
        <translation>该位置已有棋子。</translation>
    </message>
    <message>
        <source>A disc must outflank at least one of your opponent&apos;s discs.</source>
        <translation>落子必须至少夹住对方一枚棋子。</translation>
    </message>
    <message>
        <source>You have no legal move and must pass.</source>
        <translation>你无处可下，必须停一手。</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>现在不能停一手。</translation>
    </message>
    <message>
        <source>Pick one of your own pieces.</source>
        <translation>请选择你自己的棋子。</translation>
    </message>
    <message>
        <source>A piece can move at most two squares.</source>
        <translation>棋子最多只能移动两格。</translation>
    </message>
    <message>
        <source>That move would repeat an earlier position.</source>
        <translation>这步棋会重复之前出现过的局面。</translation>
    </message>
    <message>
        <source>That stone would have no liberties (suicide).</source>
        <translation>这颗棋子会没有气（自杀）。</translation>
    </message>
    <message>
        <source>Ko: you may not retake immediately.</source>
        <translation>打劫：不能立即提回。</translation>
    </message>
    <message>
        <source>That move would repeat an earlier board position (superko).</source>
        <translation>这步棋会重复之前的全盘局面（全局同形）。</translation>
    </message>
    <message>
        <source>In NoGo you may not capture stones.</source>
        <translation>不围棋中不能提子。</translation>
    </message>
    <message>
        <source>Black&apos;s first move may not be on the centre point.</source>
        <translation>黑方第一手不能下在天元。</translation>
    </message>
    <message>
        <source>Forbidden for Black: double three.</source>
        <translation>黑方禁手：三三。</translation>
    </message>
    <message>
        <source>Forbidden for Black: double four.</source>
        <translation>黑方禁手：四四。</translation>
    </message>
    <message>
        <source>Forbidden for Black: overline (six or more).</source>
        <translation>黑方禁手：长连（六子或以上）。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>对局已结束。</translation>
    </message>
    <message>
        <source>counted at the end of the game</source>
        <translation>终局计数</translation>
    </message>
    <message>
        <source>five in a row</source>
        <translation>五子连珠</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>棋盘已满</translation>
    </message>
    <message>
        <source>no legal moves left</source>
        <translation>无棋可走</translation>
    </message>
    <message>
        <source>the move limit was reached</source>
        <translation>达到步数上限</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation>判负</translation>
    </message>
    <message>
        <source>agreement</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Botzone</source>
        <translation>Botzone 规则</translation>
    </message>
    <message>
        <source>UAI / tournament</source>
        <translation>UAI / 比赛规则</translation>
    </message>
    <message>
        <source>Swap after the third stone</source>
        <translation>三手交换</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>二次交换（Swap2）</translation>
    </message>
    <message>
        <source>None (Black starts)</source>
        <translation>无（黑方先行）</translation>
    </message>
    <message>
        <source>Take Black</source>
        <translation>改执黑棋</translation>
    </message>
    <message>
        <source>Place two more stones</source>
        <translation>再摆两子</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>Opening: the first player places three stones — black, white, black.</source>
        <translation>开局：先手方依次摆放黑、白、黑三子。</translation>
    </message>
    <message>
        <source>The second player chooses: take Black, place a white stone to stay White, or place two more stones and let the first player choose.</source>
        <translation>后手方选择：改执黑棋；或下一枚白子，继续执白；或再摆两子，由先手方选择颜色。</translation>
    </message>
    <message>
        <source>The second player chooses: take Black, or place a white stone to stay White.</source>
        <translation>后手方选择：改执黑棋，或下一枚白子继续执白。</translation>
    </message>
    <message>
        <source>The second player places two more stones: a white one, then a black one.</source>
        <translation>后手方再摆两子：先白后黑。</translation>
    </message>
    <message>
        <source>The first player chooses: take Black, or place a white stone to stay White.</source>
        <translation>先手方选择：改执黑棋，或下一枚白子继续执白。</translation>
    </message>
    <message>
        <source>The file does not exist or cannot be opened.</source>
        <translation>文件不存在或无法打开。</translation>
    </message>
    <message>
        <source>The file cannot be written (the folder is missing or read-only, or the disk is full). Any earlier file of that name is unchanged.</source>
        <translation>无法写入文件（文件夹不存在或只读，或磁盘已满）。同名的旧文件保持不变。</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation>文件太大，不可能是存档。</translation>
    </message>
    <message>
        <source>This is not a Qiju saved game: it is not a text file.</source>
        <translation>这不是棋局存档：它不是文本文件。</translation>
    </message>
    <message>
        <source>The file is incomplete: it ends in the middle of the game.</source>
        <translation>文件不完整：在棋局中途就结束了。</translation>
    </message>
    <message>
        <source>The file is damaged (unreadable data at character %1).</source>
        <translation>文件已损坏（第 %1 个字符处数据无法读取）。</translation>
    </message>
    <message>
        <source>This file is not a Qiju saved game.</source>
        <translation>此文件不是棋局存档。</translation>
    </message>
    <message>
        <source>The game was saved by a newer version of Qiju (format version %1). Please update Qiju to open it.</source>
        <translation>该棋局由更新版本的棋局保存（格式版本 %1）。请更新棋局后再打开。</translation>
    </message>
    <message>
        <source>The file is damaged: the entry &quot;%1&quot; is missing or wrong.</source>
        <translation>文件已损坏：条目“%1”缺失或有误。</translation>
    </message>
    <message>
        <source>The file is for a game this version of Qiju cannot play (&quot;%1&quot;).</source>
        <translation>文件属于本版棋局不能玩的游戏（“%1”）。</translation>
    </message>
    <message>
        <source>The file names rules Qiju does not know (&quot;%1&quot;).</source>
        <translation>文件使用了棋局不认识的规则（“%1”）。</translation>
    </message>
    <message>
        <source>The start position in the file is not valid.</source>
        <translation>文件中的起始局面无效。</translation>
    </message>
    <message>
        <source>The file is damaged: move %1 is not legal in its position.</source>
        <translation>文件已损坏：第 %1 手在当时的局面下不合法。</translation>
    </message>
    <message>
        <source>The file is damaged: its moves do not lead to the position it records.</source>
        <translation>文件已损坏：其中的着法得不到它记录的局面。</translation>
    </message>
    <message>
        <source>%1: %2 stones + %3 territory = %4</source>
        <translation>%1：%2 子 + %3 地 = %4</translation>
    </message>
    <message>
        <source>%1: %2 stones + %3 territory + %4 komi = %5</source>
        <translation>%1：%2 子 + %3 地 + 贴目 %4 = %5</translation>
    </message>
    <message>
        <source>%1: %2 territory + %3 prisoners = %4</source>
        <translation>%1：%2 地 + %3 提子 = %4</translation>
    </message>
    <message>
        <source>%1: %2 territory + %3 prisoners + %4 komi = %5</source>
        <translation>%1：%2 地 + %3 提子 + 贴目 %4 = %5</translation>
    </message>
    <message>
        <source>Illegal in NoGo: this stone would capture the marked stones.</source>
        <translation>不围棋中不合法：这颗棋子会提走被标记的棋子。</translation>
    </message>
    <message>
        <source>Illegal in NoGo: the marked group would have no liberties left.</source>
        <translation>不围棋中不合法：被标记的棋块将没有气。</translation>
    </message>
    <message>
        <source>This position does not fit the board or the rules of this game.</source>
        <translation>该局面与本游戏的棋盘或规则不符。</translation>
    </message>
    <message>
        <source>The ringed stones have no liberties: such a group would already have been captured. Remove a stone or free a point next to the group.</source>
        <translation>圈出的棋子没有气：这样的棋块早已被提走。请移除棋子，或空出该棋块旁的一个点。</translation>
    </message>
    <message>
        <source>All four centre squares need a disc: every Othello game starts with them filled, and discs are never removed.</source>
        <translation>中央四格都必须有棋子：每局黑白棋开局时这四格都已放满，而棋子从不会被移走。</translation>
    </message>
    <message>
        <source>%1 has no legal move in this position. Give the first move to the other side.</source>
        <translation>%1在该局面下无棋可走。请让另一方先走。</translation>
    </message>
    <message>
        <source>Blocked squares exist only under the UAI rules; the Botzone board has none. Remove the ringed squares, or start a new game with the UAI rules.</source>
        <translation>只有 UAI 规则才有障碍格，Botzone 棋盘没有。请移除圈出的格子，或用 UAI 规则开始新对局。</translation>
    </message>
    <message>
        <source>%1 needs at least one piece on the board.</source>
        <translation>%1在棋盘上至少需要一枚棋子。</translation>
    </message>
    <message>
        <source>%1 already has five in a row (ringed): the game would be over.</source>
        <translation>%1已经连成五子（已圈出）：对局已经结束。</translation>
    </message>
    <message>
        <source>Under Renju the stones must count as after moves in turn with Black first: as many black as white stones with Black to move, one black stone more with White to move.</source>
        <translation>连珠规则下，棋子数必须符合黑先、双方轮流落子的结果：黑方先行时黑白子数相等，白方先行时黑子比白子多一枚。</translation>
    </message>
    <message>
        <source>%1 has no legal move in this position and would lose at once.</source>
        <translation>%1在该局面下无合法着法，将立即判负。</translation>
    </message>
    <message>
        <source>The game would be over at once in this position.</source>
        <translation>该局面下对局会立即结束。</translation>
    </message>
    <message>
        <source>black disc</source>
        <translation>黑色棋子</translation>
    </message>
    <message>
        <source>white disc</source>
        <translation>白色棋子</translation>
    </message>
    <message>
        <source>black piece</source>
        <translation>黑方棋子</translation>
    </message>
    <message>
        <source>white piece</source>
        <translation>白方棋子</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>黑子</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>白子</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, blocked</source>
        <translation>%1，障碍格</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1，空</translation>
    </message>
    <message>
        <source>%1, empty, illegal: %2</source>
        <translation>%1，空，不可落子：%2</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 停一手</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 下在 %2</translation>
    </message>
    <message>
        <source>Game over: %1 (%2)</source>
        <translation>对局结束：%1（%2）</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>komi %1</source>
        <translation>贴目 %1</translation>
    </message>
    <message>
        <source>handicap %1</source>
        <translation>让 %1 子</translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>win rate %1 %</source>
        <translation>胜率 %1%</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation>%1 枚</translation>
    </message>
    <message>
        <source>%1 pieces</source>
        <translation>%1 子</translation>
    </message>
    <message>
        <source>%1 stones</source>
        <translation>%1 子</translation>
    </message>
</context>
<context>
    <name>qiju::widgets::TimeControlEditor</name>
    <message>
        <source>Each player&apos;s main time (hours:minutes:seconds)</source>
        <translation>每方的基本用时（时:分:秒）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Added to a player&apos;s clock after each of their moves</source>
        <translation>每走一步后加到该方时钟上的时间</translation>
    </message>
    <message>
        <source>After the main time: each move must be made within one period; a period used up is lost, the last one loses the game</source>
        <translation>基本用时用完后：每步须在一个读秒时段内下完；用完一个时段就失去它，最后一个时段用完则判负</translation>
    </message>
    <message>
        <source>After the main time: this many moves must be made within the period; then a new period starts</source>
        <translation>基本用时用完后：须在该时段内下完这么多手，然后开始新的时段</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>计时：</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>基本用时：</translation>
    </message>
    <message>
        <source>Increment:</source>
        <translation>每步加时：</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>读秒次数：</translation>
    </message>
    <message>
        <source>Stones per period:</source>
        <translation>每时段步数：</translation>
    </message>
    <message>
        <source>Time for those stones:</source>
        <translation>这些步的时间：</translation>
    </message>
    <message>
        <source>Period length:</source>
        <translation>每次读秒时长：</translation>
    </message>
</context>
</TS>
