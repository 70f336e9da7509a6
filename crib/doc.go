// Package crib is cribbage as the American Cribbage Congress plays it, as
// pure functions over values: the seats and partnerships, the deal, the
// crib, the starter and his heels, the play with go and last card, the show
// in ACC order, the two-peg board, game, skunks and match, the claimed-score
// rules of ACC rules 8, 9 and 10 (underpegs, overpegs, false claims of game,
// muggins with its windows), and the rulings for incidents at a real table.
// All scoring comes from package score.
//
// # The game
//
// A Game is a value. Each transition (CutForDeal, Deal, Discard, Cut, Lay,
// Count, Claim, ...) returns the next Game and the Events that happened, or
// an error wrapping one of the package's sentinels, and never changes the
// Game it is called on. Shuffles come from a PCG generator inside the value,
// seeded by NewGame, so a game replays exactly; DealFrom and CutAt take the
// cards of a real or stacked deal instead.
//
//	g, _ := crib.NewGame(crib.Rules{}, seed)      // ACC two players to 121
//	g, _, _ = g.CutForDeal()                       // low card deals
//	g, ev, _ := g.Deal()                           // six cards each
//	g, ev, _ = g.Discard(0, cs...)                 // two each to the crib
//	g, ev, _ = g.Cut()                             // the starter; his heels
//	g, ev, _ = g.Lay(g.Play().Turn(), card)        // the play ...
//	g, ev, _ = g.Count()                           // the show, in ACC order
//
// Game.Next says what the game waits for; PlayGame plays a whole game
// between two Strategy values (RandomBot, AnalysisBot, or your own).
//
// # Rules as data
//
// Everything players vary is a field of Rules with its default from the
// rules text: Layout (TwoPlayer, ThreePlayer, FourPlayer in partnerships,
// SixPlayer in three partnerships as Crib Wars plays it), the game hole (121,
// or 61), the skunk lines (91 and 61; triple skunk optional), muggins,
// automatic or claimed scoring, his heels near the end (NoHeelsWithin), the
// game points of a match (MatchRules), and the Pegger that moves pegs.
//
// # One road for every score
//
// Every score of a game (heels, each card's 15/31/pair/run, the go, last
// card, each hand, the crib, penalties, muggins, corrections) is a Score
// that goes through the rules' Pegger and is reported as its own Pegged
// event. The go point is always pegged apart from the card's own points, and
// a 31 together with the pair or run it makes. The default Pegger is
// TwoPegBoard, the leapfrogging pegs of rule 8.1; a board with special holes
// (Crib Wars) plugs in its own.
//
// # Boards with special holes
//
// A board whose holes change a peg's course (Crib Wars) plugs in through a
// few general hooks: the Pegger may keep state of its own per side in
// Board.Track and move any side's pegs for one score; a FoldingPegger makes a
// side fold where a score lands; a MugginsPegger limits muggins to part of
// the board; Game.Award moves a peg by a rule rather than a score; Game.SitOut
// takes a side out of a deal (played by LayoutFor the players left);
// Rules.Declinable offers penalty points to every opponent to take or decline
// (TakeOffer, DeclineOffer) and lets a muggins caller give the points back.
//
// # The play
//
// PlayState is the one implementation of the rules of the play (whose turn,
// the legal cards, go, 31, last card), used by PlayPoints, the Game, the
// bots and the perfect-information Solve. PlayPoints replays a two-player
// play from the cards laid and returns each side's points.
//
// # Claimed scores
//
// With Rules.Claimed each player announces its own scores (Game.Claim) and
// the engine, which knows the true ones, applies the ACC rules: an underpeg
// stands (8.3); with Rules.Muggins the opponent may call muggins within the
// windows of rule 10.4 for the lesser of the points asked and missed, and a
// call with nothing missed gives the points to the other side (10.4a); an
// overpeg can be corrected until the next card or acceptance (8.4c-d); a
// false claim of game is put right as 8.4b orders; a go pegged early is
// judged by the opponent's cards (8.10); pegging out is mandatory with
// muggins (10.1c) and refusing it forfeits the score without (8.11); hands
// are counted in the order of rule 9.2.
//
// # Rulings
//
// The functions RemovedFrontPeg, RemovedBothPegs, TouchedPeg,
// DislodgedPegs, UsedOpponentsPeg, WrongTrack, GoPeggedEarly, Overpegged,
// FalseClaimOfGame, CountedFirst, StarterMixed and HandMixed take the facts
// of an incident of rules 8.3 to 8.10 and 9.2 to 9.4 and return the Ruling:
// the pegs moved, the points recorded, forfeited and awarded, and what the
// judges must decide where the rule calls them. Game.ApplyRuling applies
// one.
//
// # Readings
//
// Where the rules text leaves a choice, this package takes the most common
// published reading and says so where it applies: a score never goes below
// zero; "penalized two points" means two points to the nonoffender; the
// points forfeited on refusing to peg out (8.11a) are those not pegged; an
// overclaim of game is awarded to every other side; in a match the loser of
// a game deals first in the next; the skunk lines of a game to 61 are 31 and
// none.
package crib
