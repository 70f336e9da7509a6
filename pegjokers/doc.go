// Package pegjokers is Pegs and Jokers, the team race of pegs around a loop
// of boards driven by cards, as pure functions over values: the board for 2
// to 8 players, positions, every legal move of a card (split 7s and 9s as
// one move of two parts), whole games with their deck and hands, events
// said in words, bots, and a self-play runner. It is for programs that play
// the game, explain a move, or pit bots against each other. The rules are
// the Pegs and Jokers guide's; where the guide is silent the package
// follows the readings below, and the variants players disagree on are
// options of [Rules].
//
// # The game
//
// A [Game] is a value. [Game.Play] plays a turn ([Game.Apply] one step of
// it) and returns the next Game and the [Event] values that happened, or a refusal
// wrapping one of the package's sentinels, and never changes the Game it is
// called on. The deal and every reshuffle come from the seed given to
// [NewGame], so the same seed and the same choices give the same game.
//
//	g, _ := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, seed)
//	ch := g.Choices()[0]                       // a card and one of its moves
//	g, ev, err := g.Play(ch)                   // discard, move, draw (or Apply each step)
//	bots := []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{},
//		pegjokers.HeuristicBot{}, pegjokers.RandomBot{}} // one for each seat
//	g, err = pegjokers.PlayGame(g, bots, rand.New(rand.NewPCG(1, 2)), func(e pegjokers.Event) {
//		fmt.Println(e.Describe(nil)) // "Blue plays J♠, a Jack: a peg out of Start onto hole 8."
//	})
//	team, _ := g.Winner()                      // the winning team (0: Blue and White)
//
// A [Strategy] chooses turns from a [View] of what its player sees and a
// random source of its own; [RandomBot], [HeuristicBot] and [SearchBot]
// are three. [PlayGame] plays a game between strategies and [RunSelfPlay]
// plays many, on all cores, for any seating, and reports wins with
// confidence intervals and game lengths.
//
// # Fair play
//
// A strategy learns nothing beyond its seat's view. The [View] holds the
// board, the player's own hand, the discard pile and what everyone at the
// table knows (how many cards each player holds, the draws owed under the
// guide's rule 12, the counts of turns, reshuffles and missed draws); never
// another hand, the order of the draw pile or the seed of the deal. It is
// the view [Game.SeatView] gives any seat at any moment, and a spectator
// ([NoSeat]) the same less a hand; [SeenBy] likewise shows an event as one
// seat sees it (another's draw without its card). What the runner lists
// moves with for one seat is its own, out of reach of
// another seat's view. Each seat's random source is drawn from the source
// given to [PlayGame] (or a run's) through ChaCha8, a cryptographic
// generator, so that nothing a strategy can read from its own source, its
// state by reflection included, leads back to the source given, to another
// seat's, or to a deal seeded alike. What remains is the seed, and who
// chose it:
//
//   - With no seed given, the default ([PlayGame] with a nil source,
//     [RunSelfPlay] with Seed 0), the seats' sources are seeded from
//     crypto/rand, or from a run seed drawn so: working back to a deal
//     from what a strategy sees means finding a 64-bit seed, which is
//     infeasible. The package's tests play a strategy that tries every
//     seed of a range, dealing each to find the hand it holds, and
//     predicts its next draw: it does no better than chance.
//   - With a caller's seed (the seed of [NewGame], a source given to
//     PlayGame, a run's Seed), games replay exactly, and the deal is as
//     secret as the seed: the same strategy finds a small seed at once. To
//     deal one game unpredictably, give NewGame a seed from an
//     unpredictable source (math/rand/v2's rand.Uint64, say) and PlayGame
//     a nil source.
//
// # Sampled worlds and search
//
// A [Sampler], made from a View, draws complete games consistent with
// everything that player has seen: the cards it has not seen are dealt to
// the other hands (as many as each holds) and the draw pile at random,
// every arrangement equally likely, or weighted by a model of the other
// hands ([NewWeightedSampler]). A world drawn is a Game like any other, to
// play on with [Game.Apply] or [PlayGame], and costs about a microsecond
// and no allocation. [SearchBot] is built on it: for each decision it
// plays its best candidate choices out in sampled worlds and keeps the one
// that does best on average; it beats the heuristic bot in four-player
// pairs about seven games in ten.
//
// # The board
//
// N seats, 2 to 8, sit clockwise around a loop of 18·N track holes numbered
// 0 to 18·N-1; moving forward means increasing hole number, wrapping to 0.
// Seat s's section of the track starts at its corner hole 18·s; its come-out
// hole, where a peg leaving Start lands, is 18·s+8, and its in-spot, the track
// hole next to its Finish area, is 18·s+3. From the in-spot one step forward
// is f1, two steps f2, up to f5. Each seat has five pegs that start in Start.
// Seats are named by the guide's peg colours ([Seat.Color]).
//
// Seats play solo (2 to 8 seats, every seat its own team), in pairs (4, 6
// or 8 seats, seat s partnering seat s+N/2) or in two teams (6 or 8 seats,
// seat s on team s mod 2): see [Seating].
//
// # Positions and moves
//
// A [Position] is a small comparable value: the seating, the seat to move and
// the five places of each seat's pegs. Its text form, read by
// [ParsePosition] and written by [Position.String], is
//
//	4 pairs 0 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | s s s s f1
//
// the seat count, the arrangement, the seat to move, then each seat's pegs:
// s in Start, tH on track hole H, fK in Finish hole K.
//
// [LegalMoves] lists every legal move of a card for the seat to move, one
// [Move] per position it leads to; [Apply] carries one out and refuses
// anything not listed; [Pass] passes the turn when a card has no move. A Move
// is written in the move notation below ([Move.Notation], [ParseMove]) and
// says what it does in words with [Move.Describe] ("Blue plays a 7: 3 with
// the peg on hole 8 onto White (hole 11), who goes next to White's Finish; 4
// with White's peg on hole 39 into White's Finish (f4)"), and
// [Position.Diagram] draws the board. [Position.Remaining] measures how far
// a seat still has to go. A [Generator] lists moves with no allocation once
// warmed up, for bots and searches.
//
// # Rule readings
//
// Where the guide is silent this package reads it so: the in-spot and
// come-out geometry above; Jacks, Queens and Kings move 10; a Joker may jump
// from Start or the track to any other seat's track peg (never to a peg in
// Start or Finish, nor its own seat's); a split's first part moves the
// mover's own peg and is completed, landings included, before the second,
// which may move any other peg of the mover or a teammate (including one the
// first part just sent to its in-spot); landing chains go on through
// teammates' in-spots and are illegal if they would land a peg on its own
// seat's peg, come back to the moving peg, or land on a teammate already on
// its own in-spot; entering Finish is a choice and a peg may enter whenever
// it reaches or starts on its in-spot moving forward (no lap count); two
// moves that lead to the same position are one move.
//
// The house rules players add are options of [Rules], each off by default
// and each documented with the reading this package gives it: a 9 that
// must be split (NineSplitOnly), 10s that may or must be split like a 7
// (TenSplit), hands of three or four cards (HandSize), a peg landing on a
// teammate on its own in-spot swapping with it (InSpotSwap), any card
// coming out of Start after three passes in a row (StuckComeOut, counted
// in the position as passes=K), and a player with no legal move
// discarding the whole hand and drawing a new one (DiscardHand).
//
// A turn is two actions, a [Choice] (discard and move) and a [Draw];
// [Game.Next] says which the game waits for. The guide's rule 12 lets a
// player who has not drawn when play moves on draw one extra card at the
// end of their next turn. Here play moves on when the next player plays
// before the draw; the extra card comes after the player's own draw on
// their next turn and may be left (the next player playing first loses
// it); it is one card however many draws were missed in a row, or, with
// [Rules.CatchUp], as many as bring the hand back to full; and play does
// not move on while the last player holds no card at all, so every player
// always has a card to play. See [Game].
//
// # The move notation
//
// A play is written as a person types it at a table: the card, then the
// move, each part the peg that moves (named by where it stands) and where
// it goes ([Move.Notation], read back by [ParseMove] in the move's
// position):
//
//	QH s              a Queen: a peg out of Start onto the come-out hole
//	6S t8+6           the peg on track hole 8 forward 6
//	7H t8+3 t39+4>f4  a split 7: 3 with the peg on 8, then 4 with the peg
//	                  on 39 into Finish hole 4
//	9S t8-8 t11+1     a split 9: back 8, then forward 1
//	8C t20-8          backward 8
//	2C f1+2           a peg in Finish forward 2
//	JK s>t16          a Joker: a peg from Start onto the peg on hole 16
//	JK t14>t0         a Joker: the peg on hole 14 onto the peg on hole 0
//	QH Ws             a seat letter names another seat's peg in Start or
//	                  Finish (here White's, played for by a seat all home)
//	5C pass           a card discarded with no legal move
//
// A part that takes a track peg into Finish ends with ">fK"; without it
// the peg stays on the track. [Move.String] is the exact form that names
// every seat ("7: Blue t8+3->t11, White t39+4->f4") and reads back
// without a position ([Move.UnmarshalText]); [Move.Describe] says a move
// in words.
//
// # Saved games
//
// A [Game] saves as JSON ([Game.MarshalJSON]), an object that begins
// {"format": "pegboard pegjokers game", "version": 1}, [GameVersion] of
// the format [GameFormat]; its reader refuses anything the rules could not
// have produced, an unknown format, version or member, and more than 1
// MiB, with errors wrapping [ErrBadRecord]. A game saved at any point,
// read back and played on with the same actions is == to the game that
// never stopped; a world drawn by a [Sampler] saves with "sampled": true
// (its draw pile is as drawn, not as its seed would deal it). Rules,
// positions, seatings, seats, places, moves and the enums have text forms
// (enums by their names), and events JSON forms with a "type"
// ([MarshalEvent], [UnmarshalEvent]).
//
// # Records
//
// A [Record] is a whole game as text, as a chess PGN is: how the game
// starts and every action since, one a line. [Game.Recording] makes a
// game keep one, [ParseRecord] reads one and [Replay] plays it again to
// the same game and events. Version [RecordVersion] of the format is:
//
//	record = "pegboard pegjokers 1" NL headers NL actions
//	header = "rules: " RULES            required: "default", or variants from
//	                                    nine-forward face-values forced-finish
//	                                    catch-up packs=N nine-split-only
//	                                    tens=may-split tens=must-split hand=N
//	                                    in-spot-swap stuck-come-out
//	                                    discard-hand ([ParseRules])
//	       | "seating: " N " " ARR      required: "4 pairs", "3 solo", "6 teams"
//	       | "names: " NAME ", " ...    optional: one for each seat
//	       | "seed: " N                 the deal from a seed (NewGame), or
//	       | "hands: " CARDS " | " ...  the five cards (hand=N) dealt each seat, typed
//	                                    in (DealtGame), or
//	       | "start: " GAME             a saved game on one line (JSON)
//	       | "salt: " HEX               optional: the secret salt of a deal
//	                                    from a seed committed to, 16 to 64
//	                                    bytes ([Record.Verify])
//	action = CARD " " MOVE              a play, the move in the notation or pass
//	       | "draw" [" " CARD]          a draw, naming the card when there is
//	                                    no seed
//
// Exactly one of seed, hands and start is given. A server that deals from
// a secret seed publishes [Record.Commitment] before the game and reveals
// the seed and salt in the record after it, which anyone can check with
// [Record.Verify]. Blank lines are allowed
// anywhere, and "#" begins a comment that runs to the end of the line.
// Two plays with no draw between them are a missed draw, two draws after
// a play a late one (rule 12). Errors name the line ([LineError]). The
// start of a four-player game, in which Blue forgets to draw after playing
// 6S:
//
//	pegboard pegjokers 1
//	rules: default
//	seating: 4 pairs
//	names: Ann, Ben, Cat, Dan
//	seed: 2024
//
//	KD s
//	draw
//	QC s
//	draw
//	JD s
//	draw
//	JC s
//	draw
//	6S t8+6
//	7S t26+7
//
// # Actions and events as data
//
// [Game.Apply] is the one way to carry out an action, and each action's
// logic is one method of its type. Every stored form is described once, as
// data that the storage machinery the games share reads and writes:
//
//   - An action is one type with its apply method and one entry of the
//     grammar table in actions.go, which gives its text (String) and reads
//     it back ([ParseAction]); records and their replay then take it:
//
//     codec.Verb[Draw](g, "draw [CARD]")
//
//   - An event is one type with its check (whether the rules could produce
//     it) and one entry of the union table in events.go, which gives its
//     JSON under its "type" tag ([MarshalEvent], [UnmarshalEvent]):
//
//     codec.Member(u, "drew", Drew.check)
//
//   - The record's headers are a table in records.go, the enums' names one
//     line each in textforms.go, and what only this package can judge (that
//     a saved game, an event or a move is one the rules could reach) lives
//     in check.go.
package pegjokers
