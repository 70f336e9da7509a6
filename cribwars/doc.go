// Package cribwars is Crib Wars, the cribbage board game whose long board has
// special holes that change a peg's course: red slides, blue time traps,
// green advance areas (shortcuts) and penalty boxes, with Muggers Alley, the
// first 121 holes, where muggins is played. It is for programs that play,
// referee or study games of Crib Wars, and for bots that play them: it plays
// Crib Wars on package crib's game machinery, configured and extended rather
// than copied.
//
// A game between bots, to the end:
//
//	g, _ := cribwars.NewGame(cribwars.Config{Layout: crib.ThreePlayer()}, seed)
//	bots := []crib.Strategy{bot.Analysis{}, bot.Analysis{}, bot.Random{}}
//	g, err := cribwars.PlayGame(g, bots, cards.NewRand(seed), nil)
//	res, _ := g.Result() // the winner, and the games each loser loses (skunks)
//
// # The game
//
// A [Game] is made by [NewGame] from a [Config] (two players, three, or two
// or three teams of two; the board; the readings; automatic or claimed
// scoring). [Game.Apply] takes crib's actions ([crib.Deal], [crib.Discard],
// [crib.Lay], [crib.Count]; [crib.Claim], [crib.Accept], [crib.CallMuggins],
// ... in claimed mode) and this package's ([LeaveBox], [Penalty], [Place],
// [Irregularity]), each returning the next Game and what happened; every
// score is pegged hole by hole along the side's way on the board and the
// special hole where it ends acts, at once, in the play or the show.
// [Game.Cribbage] is the game as crib sees it (the cards, the play, the
// views); [Config.CribRules] is the crib.Rules underneath, and [Pegger] is
// the crib.Pegger that moves the pegs and keeps where each side stands.
//
//   - The penalty box in a live deal (the Crib Wars penalty-box rule): the
//     side that lands there folds at once; with two sides it goes back 20
//     and the others ahead 20; with three the first to land sits out three
//     hands (the two sides left play those deals as the layout of the
//     players left) and must then move its own peg out ([LeaveBox]); a second
//     to land is ruled as with two, and the side in the box advances one
//     hole and sits on ([Rules.BumpedLeaves] reads the hole as its leaving).
//   - Muggers Alley: in claimed mode, points missed while a side's peg is in
//     the first 121 holes may be taken by muggins, and the caller keeps them
//     or gives them back; [Config.NoMuggins] leaves muggins out.
//   - Penalties (the Crib Wars penalty rule): 2 points offered to every
//     opponent of the offender, each of whom may decline them ([Penalty],
//     [Irregularity]); crib's own penalty points go the same way.
//   - Bots: [PlayGame] plays a game with crib's strategies ([bot.Random],
//     [bot.Analysis], or your own); [RunSelfPlay] runs seeded games on all
//     cores and reports.
//
// # Fair play
//
// A strategy sees its seat's view, as in crib, and draws from a random
// source of its own, drawn from the source given to [PlayGame] (or a
// run's) as crib, cribwars and pegjokers all draw them: through ChaCha8, a
// cryptographic generator, so that nothing a strategy can read from its
// source, its state by reflection included, leads back to the source
// given, to another seat's, or to a deal seeded alike. With no seed given
// ([PlayGame] with a nil source, [RunSelfPlay] with Seed 0) the sources
// and deals are seeded from crypto/rand, and the package's tests show that
// a strategy hunting for its deal's seed predicts the starter no better
// than chance. With a caller's seed games replay exactly, and the deal is
// as secret as the seed: give [NewGame] an unpredictable seed and PlayGame
// a nil source to deal one game unpredictably.
//
// # Saved games and records
//
// A [Game] saves as JSON ([Game.MarshalJSON]), an object that begins
// {"format": "pegboard cribwars game", "version": 1}, [GameVersion] of the
// format [GameFormat], then the setup ([Config]'s JSON: the layout, the
// board by name or as its JSON, the readings' text), the hands the side
// in a penalty box has still to sit out, and the game as crib keeps it
// (crib.Game's JSON, whose pegger is the [Pegger]'s: every side's peg and
// the box it sits in). Its reader refuses anything the rules could not
// have produced (a card twice, a peg off the board or not where crib's
// board has it, a box that is no penalty box, an unknown format, version
// or member, more than 1 MiB) with errors wrapping [ErrBadRecord]. A game
// saved at any point, read back and played on with the same actions is
// the game that never stopped. Pegs, the readings and the enums have text
// forms; an action's text is its String, which [ParseAction] reads back
// (crib's actions too); events have JSON forms with a "type"
// ([MarshalEvent], [UnmarshalEvent]).
//
// A [Record] is a whole game as text, as a chess PGN is: [Game.Recording]
// makes a game keep one ([PlayGame] and [SelfPlay.Records] keep theirs),
// [ParseRecord] reads one and [Replay] plays it again to the same game and
// events, its errors naming the line ([LineError]). Version
// [RecordVersion] of the format is:
//
//	record = "pegboard cribwars 1" NL headers NL actions
//	header = "layout: " LAYOUT          required: "2 players", "4 players", ...
//	       | "board: " BOARD            required: "default", "plain", or a
//	                                    board's JSON on one line
//	       | "rules: " READINGS         required: "default", or "heels
//	                                    always", "skunk line 90", ...
//	       | "scoring: " SCORING        required: "automatic", "claimed", or
//	                                    "claimed, no muggins"
//	       | "names: " NAME ", " ...    optional: one for each seat
//	       | "seed: " N                 the game NewGame makes from a seed, or
//	       | "start: " GAME             a saved game on one line (JSON)
//	action = crib's actions             "deal", "lay 1 5H", "claim 0 8", ...
//	       | "leave box " SIDE          LeaveBox
//	       | "penalty " SIDE " " RULE   Penalty, the rule in double quotes
//	       | "place " SIDE " " HOLE     Place
//	       | "irregularity " ITEM " " OFFENDER " " POINTS... [REMEDY]
//	                                    Irregularity: each side's points, up
//	                                    to the last side given any; then
//	                                    "new deal", "move back " HOLES,
//	                                    "put back " HOLE, "claim " SIDE or
//	                                    "void"
//
// At most one of seed and start is given; with neither, the game was dealt
// at a table ([DealtGame]) and its deals and cuts name their cards
// ("deal 5H 5C 5S JD 10H | ...", "cut 5S"). Blank lines are allowed
// anywhere, and "#" begins a comment that runs to the end of the line.
// Part of a game of three through penalty boxes:
//
//	pegboard cribwars 1
//	layout: 3 players
//	board: default
//	rules: heels always
//	scoring: automatic
//	names: Eve, Fay, Gus
//	seed: 3
//
//	cut for deal
//	deal
//	discard 0 KC
//	discard 1 3D
//	discard 2 7H
//	cut
//	lay 2 QC
//	# ...
//	leave box 1         # side B, its three hands sat out, moves its peg out
//
// # The rules as functions
//
// The parts of Crib Wars that are not cribbage's own machinery are pure
// functions over values, which the game calls and a program may call itself:
//
//   - The board as data: [Track], built from a [Spec] or loaded from JSON
//     ([ParseTrack]), validated ([NewTrack]), with the built-in
//     [DefaultTrack] (363 holes; the special holes at this library's
//     positions, not the printed board's) and [PlainTrack] (121 holes, none
//     special).
//   - A peg's position, [Peg] (a path and a hole), and its movement:
//     [Track.Move] for a score, [Track.Award] for the penalty box's award of
//     20, [Track.Back] for going back. Every move goes hole by hole along the
//     peg's way, and the special hole where it ends acts, and only that one;
//     the [Effect] values say what happened.
//   - Where the game ends and how far a peg has to go ([Track.GameHole],
//     [Track.ToGo], [Track.Progress]), the skunk lines ([Rules.GamesWon]),
//     Muggers Alley ([Track.InMuggersAlley]).
//   - The penalty box for two and three sides ([Rules.LandInBox],
//     [Rules.LeaveBox], [Stay]).
//   - Penalties ([Table.Penalty]: 2 points to every opponent of the
//     offender, each may decline) and the rulings on the sixteen Crib Wars
//     irregularities ([DealerCardExposed], [FalseGo], [PegRuling], ...), each
//     a function from the facts of the incident to a [Ruling], which
//     [Irregularity] carries out on a game: points, a new deal, a move back,
//     a peg put back, a claimed or a void game.
//   - The order in which the play's points are pegged ([PlayMoves]: a 31 with
//     a pair or run at once, otherwise the pair or run first and the go
//     apart) and the Jack turned up near the end ([Rules.JackTurnedUp]).
//
// Where the rules text is cut off or ambiguous, the doc comment of the rule
// says which reading this package takes, and [Rules] holds the choices
// players differ on; its zero value is the readings taken here.
//
// # Readings of the game
//
// Where the rules leave a live game open, this package reads them so:
//
//   - Muggers Alley is judged where the side's peg stood when it scored the
//     points it missed (before pegging any of them): a hand counted from 118
//     is in the alley. Outside it a muggins call is refused (no penalty), the
//     underpeg stands, and a score that would have gone out calls for the
//     reminder of ACC rule 8.11. A caller who gives the points back gives
//     them to the side that missed them, which pegs them, so they may land
//     on a special hole.
//   - A side that lands in a penalty box folds at once: its card's go or
//     last card is not pegged, its hands and crib are not counted, and no
//     window for muggins or correction stays open on the score. A landing
//     before the play (points taken during the discard) folds the side's
//     hands when the play begins. The deal of the landing is folded, not sat
//     out: the three hands sat out are the next three.
//   - A side sitting in a box (three sides) pegs nothing until it moves out,
//     and penalty points are offered only to sides that play the deal. A deal
//     with a side out is dealt by the standard layout of the players left
//     (three players: two with six cards each; three teams: two teams of two
//     with five), and if it was the dealer's turn the deal passes to the next
//     player to the left, and on from there.
//   - A penalty-box ruling moves its pegs in order (the lander, then the
//     other sides in turn), and the first peg to reach the game hole wins at
//     once: the moves after it are not made.
//   - The side in a box when a second side lands "advances one peg hole":
//     nothing in the rule ends its stay, so it sits out the rest of its
//     hands, and when they are done its peg, out of the box already, stays
//     where it is. [Rules.BumpedLeaves] takes the other reading, the hole
//     advanced as its leaving the box.
//   - A side's stay is counted in whole hands it sits out, from the hand
//     after it landed: three, however the box was emptied earlier in the
//     deal it landed in.
//   - Crib's board shows each side's [Track.Progress] as its score (0
//     while a long side path near the start puts it below 0), so
//     crib's game-hole test, skunk lines and heels near the end read the Crib
//     Wars board. The [Pegger] is the one record of where a side stands:
//     crib's game reads each front peg from it ([Pegger.Front]) and keeps
//     only the rear pegs.
//
// # The board
//
// The main path runs from hole 0, the start, to the game hole, its last hole.
// Special holes are on the main path. A time trap or green advance area has
// a side path that leaves the main path at the special hole and rejoins it at
// a hole the data names (behind, for a time trap whose blue path sets a peg
// back; ahead, for a green shortcut). A peg that lands on such a hole is bound
// for the side path: its next score follows the path (a hand count that
// lands in a time trap sends the crib count down the blue path). A red slide
// moves a peg that lands on its first box on at once to its second. A peg
// that lands in a penalty box stays there and the box's rules apply.
//
// # Board length and 121
//
// The rules text mixes Crib Wars with a regular game of 121: Muggers Alley
// ends where a regular game of cribbage would, at 121, and the skunk lines
// and the Jack near the end are stated for a game of 121. This package reads
// the game hole as the end of the board's main path (363 holes on the
// published board; a game of Crib Wars runs the whole board, and 121 ends
// Muggers Alley), and states the skunk lines and the last three holes
// relative to the game hole, so that on a 121-hole board they are the text's
// numbers exactly. The Jack near the end can also be read with the holes as
// numbered ([HeelsNotIn119To121]: no 2 for a dealer in hole 119, 120 or 121,
// the end of Muggers Alley on the published board). See [Rules] for the
// options.
package cribwars
