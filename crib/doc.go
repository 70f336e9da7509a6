// Package crib is cribbage as the American Cribbage Congress plays it, as
// pure functions over values: the seats and partnerships, the deal, the
// crib, the starter and his heels, the play with go and last card, the show
// in ACC order, the two-peg board, game, skunks and match, and the
// claimed-score rules of ACC rules 8, 9 and 10 (underpegs, overpegs, false
// claims of game, muggins with its windows). Scoring comes from package
// score; bots are in crib/bot, the rulings on incidents at a table in
// crib/ruling.
//
//	g, _ := crib.NewGame(crib.Rules{}, seed) // ACC two players to 121
//	g, err := crib.PlayGame(g, []crib.Strategy{bot.Analysis{}, bot.Random{}}, cards.NewRand(seed), nil)
//	res, _ := g.Result() // the winner, the skunks, the game points
//
// # The game
//
// A [Game] is a value. Each transition is an [Action] value that
// [Game.Apply] applies; it returns the next Game and the [Event] values that
// happened, or an *[Error] naming the operation and the seat and wrapping a
// sentinel, and never changes the Game it is called on. [Game.Next] says
// what the game waits for. Shuffles come from a generator inside the value,
// seeded by [NewGame], so a game replays exactly; [DealFrom], [DealHands]
// and [CutAt] take the cards of a real or stacked deal, and [NewGameAt]
// takes up a game at a [Position].
//
//	g, ev, err := g.Apply(crib.Deal{})                     // six cards each
//	g, ev, err = g.Apply(crib.Discard{Seat: 0, Cards: cs}) // two to the crib
//	g, ev, err = g.Apply(crib.Cut{})                       // the starter; his heels
//	g, ev, err = g.Apply(crib.Lay{Seat: 0, Card: c})       // the play ...
//	g, ev, err = g.Apply(crib.Count{})                     // the show, in ACC order
//
// Each action type carries out its own transition and is one entry in the
// table of action texts (actions.go); each event type is one entry, its tag
// and its check, in the table of stored events (eventjson.go). A new action
// is one type and one entry:
//
//	// Shuffle reshuffles the pack before the deal.
//	type Shuffle struct{}
//	func (Shuffle) by() (int, bool)                { return NoSeat, false }
//	func (Shuffle) do(g *Game, ev *[]Event) error  { ... }
//	func (a Shuffle) String() string               { return actionText.String(a) }
//
//	codec.Verb[Shuffle](g, "shuffle") // in actionText
//
// # Stored forms
//
// A Game saves as versioned JSON and reads back refusing anything the rules
// could not produce; an action's String is its text ([ParseAction]);
// [MarshalEvents] writes events as tagged JSON; a [Record] is a whole game
// as text, as a chess PGN is, which [Replay] plays again.
//
// # What a seat sees
//
// [Game.View] is all one seat, or a spectator, may know, and [SeenBy] an
// event as a seat sees it. A [Strategy] gets its seat's view ([DiscardView],
// [LayView], made from the View) and its own random source, from which
// nothing leads back to the deal ([PlayGame]). [RunSelfPlay] plays seeded
// games on all cores; a [Solver] solves a play, a [Sampler] deals worlds.
//
// # Rules as data
//
// Everything players vary is a field of [Rules], with its default from the
// rules text: the [Layout] (2, 3, 4 in partnerships, 6 in three
// partnerships), the game hole (121, or 61), the skunk lines, muggins,
// automatic or claimed scoring, his heels near the end, the game points of a
// match, and the board's [Pegger]. Every change of the board is a [Score]
// that goes through the Pegger ([TwoPegBoard], the leapfrogging pegs of ACC
// rule 8.1, by default); a variant whose board changes a peg's course
// (package cribwars) plugs in its own, and uses [Fold], [SitOut], [Award]
// and [Rules.Declinable] points offered to take or decline.
//
// # Claimed scores
//
// With [Rules.Claimed] each player pegs its own scores ([Claim], [Go]) and
// the engine, which knows the true ones, applies ACC rules 8 to 10: an
// underpeg stands (8.3), open to [CallMuggins] in the windows of rule 10.4;
// an overpeg may be put right ([Correct], [Retract]) until the next card or
// acceptance (8.4); a false claim of game is put right; a player short of
// the game hole is reminded (8.11) or, in match play, may [Concede]; a hand
// mixed with other cards ([Mix]) loses its count (9.4). [ApplyRuling]
// carries out a [Ruling], the nonoffenders' points first (8.8).
//
// # Readings
//
// Where the rules text leaves a choice, this package takes the most common
// published reading and says so where it applies: a score never goes below
// zero; a ruling settles the count the offender is recording (its unclaimed
// scores, else its last claim while the chances on it are open, else the
// count it is to make next); a hand mixed before the opponent confirms its
// count is forfeited even when pegged (9.4a); a concession is the opponent
// pegging out, in match play only, which is a match to
// [MatchRules].GamesToWin; before go is said, a claim of no more than the
// card's own points is for those alone; "penalized two points" is two
// points to the nonoffender; refusing to peg out forfeits the points not
// pegged, up to the game hole (8.11a); a muggins call on a count a ruling
// forfeited is no muggins (10.2, 10.4a); an overclaim of game goes to every
// other side; the loser of a game deals first in the next; the skunk lines
// of a game to 61 are 31 and none.
package crib
