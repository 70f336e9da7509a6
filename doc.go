// Package pegboard is a library of card-game scoring primitives for the
// peg-board family of games: cribbage as the American Cribbage Congress plays
// it, the Crib Wars board game, and Pegs and Jokers. This root package holds
// no code; it is the map.
//
// The packages layer one way, each importing only those above it:
//
//	cards      the card model: Card (one comparable byte), Rank, Suit, jokers,
//	           Parse and text forms, Set (a 64-bit set of cards), Deck values
//	           of any number of packs with seeded shuffles and dealing
//	score      cribbage arithmetic: Hand, Crib and Play (fast, table-driven,
//	           allocation-free), breakdowns that say a count aloud, and exact
//	           expected values of every discard
//	crib       ACC tournament cribbage as pure functions: seats and
//	           partnerships, the deal, the play, the show, the board, games
//	           and matches, muggins and the rulings of ACC rules 8, 9 and 10,
//	           bots, self-play and a pegging solver
//	cribwars   Crib Wars: crib's game on a long board whose special holes
//	           (slides, time traps, shortcuts, penalty boxes) are data
//	pegjokers  Pegs and Jokers: positions, every legal move, whole games for
//	           2 to 8 players, and bots
//
// Where to start: to score a hand, score.Hand or, for people,
// score.HandBreakdown and its Say method; to advise a discard,
// score.Discards; to run or referee a game, package crib. The runnable
// programs in examples/ (go run ./examples/show) show each package at work,
// and every package's documentation carries checked examples.
//
// Everything is a value and every rule a function: a game state goes in,
// a new state and what happened come out, or an error that errors.Is can
// match, and the caller's state is untouched. Randomness comes in only as a
// *rand.Rand from math/rand/v2 or a seed, so every game replays exactly.
package pegboard
