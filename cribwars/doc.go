// Package cribwars is Crib Wars, the cribbage board game whose long board has
// special holes that change a peg's course: red slides, blue time traps,
// green advance areas (shortcuts) and penalty boxes, with Muggers Alley, the
// first 121 holes, where muggins is played. The rules are in
// shared/rules/crib-wars-rules.txt; quotations below are from it.
//
// This package holds the parts of Crib Wars that are not cribbage's own
// machinery, as pure functions over values, for a game engine (built on
// package crib) to call:
//
//   - The board as data: [Board], built from a [Spec] or loaded from JSON
//     ([ParseBoard]), validated ([NewBoard]), with the built-in
//     [DefaultBoard] (363 holes; the special holes at this library's
//     positions, not the printed board's) and [PlainBoard] (121 holes, none
//     special).
//   - A peg's position, [Peg] (a path and a hole), and its movement:
//     [Board.Move] for a score, [Board.Award] for the penalty box's award of
//     20, [Board.Back] for going back. Every move goes hole by hole along the
//     peg's way, and the special hole where it ends acts, and only that one;
//     the [Event] values say what happened.
//   - Where the game ends and how far a peg has to go ([Board.GameHole],
//     [Board.ToGo], [Board.Progress]), the skunk lines ([Rules.GamesWon]),
//     Muggers Alley ([Board.InMuggersAlley]).
//   - The penalty box for two and three sides ([Rules.LandInBox],
//     [Rules.LeaveBox], [Stay]).
//   - Penalties ([Penalty]: 2 points to every opponent of the offender, each
//     may decline) and the rulings on the rules' 16 irregularities
//     ([DealerCardExposed], [FalseGo], [PegRuling], ...), each a function from
//     the facts of the incident to a [Ruling].
//   - The order in which the play's points are pegged ([PlayMoves]: a 31 with
//     a pair or run at once, otherwise the pair or run first and the go
//     apart) and the Jack turned up near the end ([Rules.JackTurnedUp]).
//
// Where the rules text is cut off or ambiguous, the doc comment of the rule
// says which reading this package takes, and [Rules] holds the choices
// players differ on; its zero value is the readings taken here.
//
// # The board
//
// The main path runs from hole 0, the start, to the game hole, its last hole.
// Special holes are on the main path. A time trap or green advance area has
// a side path that leaves the main path at the special hole and rejoins it at
// a hole the data names (behind, for a time trap whose blue path sets a peg
// back; ahead, for a green shortcut). A peg that lands on such a hole is bound
// for the side path: its next score follows the path, so "if your hand count
// lands you in the Trap Area, your crib count would continue down the blue
// path". A red slide moves a peg that lands on its first box on at once to its
// second. A peg that lands in a penalty box stays there and the box's rules
// apply.
//
// # Board length and 121
//
// The rules text mixes Crib Wars with a regular game of 121: Muggers Alley is
// "the first 121 points on the game board (End of regular cribbage game)",
// and the skunk lines and the Jack near the end are stated for a game of 121.
// This package reads the game hole as the end of the board's main path (363
// holes on the published board; a game of Crib Wars runs the whole board, and
// 121 ends Muggers Alley), and states the skunk lines and the last three
// holes relative to the game hole, so that on a 121-hole board they are the
// text's numbers exactly. See [Rules] for the options.
package cribwars
