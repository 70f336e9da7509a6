// Package crib is cribbage as the American Cribbage Congress plays it, as
// pure functions over values: the seats and partnerships, the deal, the
// crib, the starter and his heels, the play with go and last card, the show
// in ACC order, the two-peg board, game, skunks and match, the claimed-score
// rules of ACC rules 8, 9 and 10 (underpegs, overpegs, false claims of game,
// muggins with its windows), the rulings for incidents at a real table, and
// bots. All scoring comes from package score. It is for programs that deal,
// referee, record or analyse games of cribbage, and for bots that play them.
//
// A game between two bots, to the end:
//
//	g, _ := crib.NewGame(crib.Rules{}, seed) // ACC two players to 121
//	bots := []crib.Strategy{bot.Analysis{}, bot.Random{}}
//	g, err := crib.PlayGame(g, bots, cards.NewRand(seed), nil)
//	res, _ := g.Result() // the winner, the skunks, the game points
//
// # The game
//
// A [Game] is a value. Each transition is an [Action] value ([Lay], [Discard],
// [Claim], ...) that [Game.Apply] applies, or the method of the same name
// ([Game.Lay], [Game.Discard], [Game.Claim], ...): it returns the next Game
// and the [Event] values that happened, or an error, and never changes the
// Game it is called on. [Game.Next] says what the game waits for. Shuffles
// come from a PCG generator inside the value, seeded by [NewGame], so a
// game replays exactly; [Game.DealFrom] and [Game.CutAt] take the cards of a
// real or stacked deal instead. [NewGameAt] takes up a game from a
// [Position]: both pegs of each side, the games won, the dealer.
//
//	g, ev, err := g.Apply(crib.Deal{})                   // six cards each
//	g, ev, err = g.Apply(crib.Discard{Seat: 0, Cards: cs}) // two to the crib
//	g, ev, err = g.Apply(crib.Cut{})                       // the starter; his heels
//	g, ev, err = g.Apply(crib.Lay{Seat: 0, Card: c})       // the play ...
//	g, ev, err = g.Apply(crib.Count{})                     // the show, in ACC order
//
// A refused action returns an *Error naming the operation and the seat
// and wrapping a sentinel: [ErrNotYourTurn], [ErrNotInHand], [ErrGameOver]
// and the others shared by every game of this module, or one of
// cribbage's own ([ErrMustLay], [ErrOver31], [ErrCountOrder], ...).
//
// # Strategies and runners
//
// A [Strategy] sees its seat's view ([DiscardView], [LayView]) and draws
// from its own random source. [PlayGame] plays a whole game between
// strategies ([RandomBot], [AnalysisBot], or your own); [RunSelfPlay] plays
// many seeded games on all cores and returns a [Report] with confidence
// intervals.
//
// # Fair play
//
// A strategy sees its seat's view and draws from a random source of its
// own. Each seat's source is drawn from the source given to [PlayGame] (or
// a run's) through ChaCha8, a cryptographic generator, so that nothing a
// strategy can read from its source, its state by reflection included,
// leads back to the source given, to another seat's, or to a deal seeded
// alike; pegjokers and cribwars draw their seats' sources the same way.
// What remains is the seed, and who chose it:
//
//   - With no seed given, the default ([PlayGame] with a nil source,
//     [RunSelfPlay] with Seed 0), the seats' sources are seeded from
//     crypto/rand, or from a run seed drawn so: working back to a deal
//     from what a strategy sees means finding a 64-bit seed, which is
//     infeasible. The package's tests play a strategy that tries every
//     seed of a range, dealing each to find the hand it holds, and
//     predicts the starter: it does no better than chance.
//   - With a caller's seed (the seed of [NewGame], a source given to
//     PlayGame, a run's Seed), games replay exactly, and the deal is as
//     secret as the seed: the same strategy finds a small seed at once. To
//     deal one game unpredictably, give NewGame a seed from an
//     unpredictable source (math/rand/v2's rand.Uint64, say) and PlayGame
//     a nil source.
//
// # Rules as data
//
// Everything players vary is a field of [Rules] with its default from the
// rules text: the [Layout] ([TwoPlayer], [ThreePlayer], [FourPlayer] in
// partnerships, [SixPlayer] in three partnerships), the game hole (121, or
// 61), the skunk lines (91 and 61; triple skunk optional), muggins,
// automatic or claimed scoring, his heels near the end (NoHeelsWithin), the
// game points of a match ([MatchRules]), and the board's [Pegger].
//
// # One road for every score
//
// Every change of the board (heels, each card's 15/31/pair/run, the go, last
// card, each hand, the crib, penalties, muggins, corrections, awards, and the
// pegs a ruling places) is a [Score] that goes through the game's [Pegger],
// which reports it (a [Pegged] event on the ACC board); the game then ends
// if a side has reached the game hole. The go point is always pegged apart
// from the card's own points, and a 31 together with the pair or run it
// makes. The default Pegger is [TwoPegBoard], the leapfrogging pegs of ACC
// rule 8.1.
//
// # Boards with special holes and other variants
//
// A variant whose board changes a peg's course (package cribwars is one)
// plugs in its own Pegger: it returns, for each score, the board after it,
// its own events, the pegger after it (a board that keeps a record of its
// own), and whether the side folds at once; its Muggins method limits muggins
// to part of the board. The game offers the other mechanics such a variant
// needs: [Game.Fold] (a side folds its hands for the rest of a deal),
// [Game.SitOut] (a side sits out a deal, played by [LayoutFor] the players
// left), [Game.Award] (a peg moved by a rule rather than for points), and
// [Rules.Declinable] (penalty points offered to every opponent to take or
// decline, [Game.TakeOffer], [Game.DeclineOffer], and muggins points a
// caller may give back).
//
// # The play
//
// [PlayState] is the one implementation of the rules of the play (whose
// turn, the legal cards, go, 31, last card), used by [PlayPoints], the Game,
// the bots and the perfect-information [Solve]. PlayPoints replays a
// two-player play from the cards laid and returns each side's points.
//
// # Claimed scores
//
// With [Rules.Claimed] each player announces its own scores ([Game.Claim])
// and the engine, which knows the true ones, applies the ACC rules: an
// underpeg stands (8.3); with [Rules.Muggins] the opponent may call muggins
// within the windows of rule 10.4 for the lesser of the points asked and
// missed, and a call with nothing missed gives the points to the other side
// (10.4a); a claim of no count may be corrected until the word muggins
// (10.4d); an overpeg can be corrected until the next card or acceptance
// (8.4c-d); a false claim of game is put right as 8.4b orders; the player
// who cannot lay says go ([Game.Go]), and the go is pegged apart from the
// card's points once it is said, or with them before, judged by the
// opponent's cards (8.10); pegging out is mandatory with muggins (10.1c),
// and without it a player who pegs short of the game hole is reminded and
// forfeits the score by refusing (8.11), except in match play
// ([Rules.MatchPlay]), where nobody is reminded and a player may concede
// ([Game.Concede], the same as the opponent pegging out); hands are counted
// in the order of rule 9.2. With [Rules.ClaimPenalties] the players also peg
// the penalty points and muggins scores owed to them, and pegging them short
// stands and is no muggins (10.3a-b). A hand or crib mixed with other cards
// ([Game.Mix]) ends the chances on its count and, before the count is
// confirmed, forfeits it (9.4, 10.4c).
//
// # Rulings
//
// Package [github.com/pegboard/pegboard/crib/ruling] takes the facts of an
// incident at a real table (rules 8.3 to 8.10 and 9.2 to 9.4) and returns
// the [Ruling]: the pegs moved, the points recorded, forfeited and awarded,
// and what the judges must decide. [ApplyRuling] carries one out: the
// nonoffenders' points first (8.8); in claimed mode a ruling that records or
// forfeits the count the offender was recording ([Ruling].Count) settles that
// count, the same whether it comes before the player's claim or after it.
//
// # Readings
//
// Where the rules text leaves a choice, this package takes the most common
// published reading and says so where it applies: a score never goes below
// zero; a ruling that forfeits or records a count settles the count the
// offender is recording (its unclaimed scores, else its last claim while the
// chances on it are open, else the count it is to make next); a hand mixed
// before the opponent confirms its count is forfeited even when it was
// counted and pegged (9.4a); a concession is the opponent pegging out, in
// match play only (8.11b), and match play is a match to [MatchRules.GamesToWin];
// before go is said, a claim of no more than the card's own points is for
// those alone; "penalized two points" means two points to the nonoffender; the
// points forfeited on refusing to peg out (8.11a) are those not pegged; an
// overclaim of game is awarded to every other side; in a match the loser of
// a game deals first in the next; the skunk lines of a game to 61 are 31 and
// none.
package crib
