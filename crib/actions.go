package crib

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// An Action is a transition a player (or the table) makes, as a small
// comparable value that [Game.Apply] applies; its String is its one-line
// text ("lay 1 5H"), which [ParseAction] reads back. A variant (package
// cribwars) applies action types of its own; this package's Apply refuses
// a type it does not know with [ErrUnknownAction].
type Action interface {
	String() string
}

// A transition is what every action of this package is.
type transition interface {
	Action
	// by returns who acts, for the *Error of a refusal: a seat, or a
	// side when side is true, or NoSeat.
	by() (who int, side bool)
	// do carries the action out on g in place, adding the events to *ev
	// (none when ev is nil). On error g may be partly changed: Apply
	// works on a copy.
	do(g *Game, ev *[]Event) error
}

// An answer is a transition the game waits for while points offered or
// owed wait (see [Game.Next]): it is not refused for them.
type answer interface {
	answers(g *Game) bool
}

// CutForDeal cuts for the first deal with the game's generator: each player
// (after a tie, each tied player) turns a card from a shuffled pack, and the
// lowest rank deals (Ace low; equal ranks tie and cut again). [Game.Next]
// says StepCutForDeal until a dealer is chosen.
type CutForDeal struct{}

// CutForDealWith is a round of the cut for deal with the cards the players
// turned at a table: Cuts[s] is seat s's card, NoCard for a seat that does
// not cut this round (after a tie only the tied players cut again).
type CutForDealWith struct{ Cuts [MaxSeats]cards.Card }

// ChooseDealer names the first dealer without a cut: in a match the loser of
// a game deals first in the next (club and ACC practice).
type ChooseDealer struct{ Seat int }

// Deal shuffles a full pack with the game's generator and deals it, as
// [DealFrom] does.
type Deal struct{}

// DealFrom deals from Pack, the 52 cards of one pack top first:
// [Layout.Deal] cards to each player one at a time from the dealer's left,
// then [Layout.FromPack] cards from the top of the rest to the crib. With
// sides sitting out ([SitOut]) the deal is by [Game.DealLayout], to the
// players who play. It replays a recorded deal or stacks one for a test.
type DealFrom struct{ Pack [52]cards.Card }

// DealFromDeck returns the DealFrom action of the pack d (the first 52 cards
// of d; NoCard for any it lacks, which Apply refuses).
func DealFromDeck(d cards.Deck) DealFrom {
	var a DealFrom
	for i := range min(d.Len(), 52) {
		a.Pack[i] = d.At(i)
	}
	return a
}

// DealHands deals the hands as they were dealt at a table: Hands[s] to seat
// s ([Layout.Deal] cards, none for a seat sitting out) and FromPack to the
// crib ([Layout.FromPack] cards). The pack left holds the other cards in
// index order.
type DealHands struct {
	Hands    [MaxSeats]cards.Set
	FromPack cards.Set
}

// Discard lays Seat's Cards away, as many as the deal's [Layout].Throw: to
// the crib, or for the dealer's side of a layout with DealerSideToBottom to
// the bottom of the pack. Seats discard in any order; when all have, the
// game waits for the cut.
type Discard struct {
	Seat  int
	Cards cards.Set
}

// Cut cuts the pack for the starter at a depth drawn from the game's
// generator, as [CutAt] does.
type Cut struct{}

// CutAt cuts the pack Depth cards deep (at least four left in each packet)
// and turns the starter. A Jack pegs the dealer 2 for his heels
// ([Rules.NoHeelsWithin] aside), which may win the game; then the play
// begins, the dealer's left to lead.
type CutAt struct{ Depth int }

// CutStarter turns Card, which must be in the pack, as the starter: the card
// the cut turned at a table. His heels and the play follow as after [CutAt].
type CutStarter struct{ Card cards.Card }

// Lay lays Seat's Card in the play, Seat being on turn ([PlayState] has the
// rules of the play). In automatic mode its points, the go and last card are
// pegged; in claimed mode they wait for Seat's [Claim], and the next card
// closes the chance to peg them (rules 8.4d and 10.4b).
type Lay struct {
	Seat int
	Card cards.Card
}

// Go is Seat saying go in claimed mode (ACC rule 8.10): it cannot lay
// without passing 31, and the opponent may peg the go, apart from the
// card's own points. A go claimed before it is said is judged by the cards
// the opponent holds. Saying go is optional; in automatic mode the game
// says it ([GoSaid]) and Go is refused with ErrNotClaimed.
type Go struct{ Seat int }

// Count counts the next hand in the order of rule 9.2 (from the dealer's
// left, the dealer last), or the crib after them, and pegs it (automatic
// mode; in claimed mode players [Claim]). A zero hand touches no peg (rule
// 8.2). After the crib the deal passes to the left.
type Count struct{}

// Claim pegs Points for Seat in claimed mode: for its scores of the play or
// his heels waiting to be pegged (before go is said, a claim of no more than
// the card's points is for those alone: see [Go]), else for its hand, or the
// dealer's crib, when it is Seat's turn to count (rule 9.2; out of turn,
// ErrCountOrder). The engine knows the true score and applies the ACC rules:
// an underpeg stands (8.3) and with muggins is open to a call (10.4b-c); an
// overpeg is open to [Correct] or [Retract] (8.4c) until the next card or
// acceptance (8.4d); a claim into the game hole with too few points is a
// false claim of game (8.4a-b). Each count accepts the one before it (9.2a).
// A claim of no count may be claimed again until the opponent says muggins
// or accepts (10.4d); any other count claimed again is refused with
// ErrTooLate. With [Rules.ClaimPenalties] the claim is first for the points
// owed to Seat ([Game.Next] says StepOwed): pegging them short stands and is
// no muggins (10.3a-b).
type Claim struct{ Seat, Points int }

// Accept accepts the dealer's hand, then the crib, for Seat, a player of
// another side than the dealer's (rule 9.2b, d). It closes the windows for
// muggins (10.4c) and for correcting an overpeg (8.4c) on that count; after
// the crib the deal passes to the left.
type Accept struct{ Seat int }

// CallMuggins is Caller's call of "muggins" for Asked points on Target (rule
// 10.4a), in claimed mode with muggins on. It takes the points Target missed
// in its open window: a score of the play, until Target pegs again or the
// pone's hand is pegged (10.4b); a hand or crib, until the next count or
// acceptance (10.4c). Caller pegs the lesser of Asked and the points missed.
// A call with nothing missed is no muggins: Target's side pegs Asked as a
// penalty (10.4a), or, where the pegger allows no muggins
// ([Pegger].Muggins), the call is refused with ErrNoMuggins. Muggins never
// applies to heels, penalties, muggins scores or backward pegs (10.3), nor
// to a count a ruling forfeited, which is no underpeg (10.2): such a call
// gives the points asked to Target's side.
type CallMuggins struct{ Caller, Target, Asked int }

// Correct is Caller finding Target's overpeg while it is open (rule 8.4c-d):
// Target's peg goes back and Caller's side pegs the error. With no open
// overpeg by Target it is refused with ErrNoClaim.
type Correct struct{ Caller, Target int }

// Retract is Seat correcting its own overpeg (rule 8.4c): the peg goes back,
// without penalty.
type Retract struct{ Seat int }

// PegOut is the reminded Seat pegging out (rule 8.11): the points it pegged
// short are pegged, and it wins. There is no reminder in match play
// ([Rules.MatchPlay]) or with muggins (10.1c).
type PegOut struct{ Seat int }

// RefusePegOut is the reminded Seat refusing to peg out (rule 8.11a): judges
// are called, the game goes on, and Seat forfeits the points it did not peg,
// up to the game hole (8 held at 115 forfeit 6; what was pegged stands).
type RefusePegOut struct{ Seat int }

// Concede is Seat conceding the game in match play ([Rules.MatchPlay]), which
// rule 8.11b makes the same as the other side pegging out: its pegs go into
// the game hole and it wins. Outside match play, or with more than two
// sides, it is refused with ErrNoConcession.
type Concede struct{ Seat int }

// Mix is Seat mixing its own hand (or, with Crib, the crib) with other cards
// during the play or the show. Mixing ends the chances on the count (rule
// 10.4c) and, before the count is confirmed, costs it (rule 9.4): a hand, or
// the crib mixed by the dealer's side, is forfeited (a count pegged but not
// confirmed is taken back); the crib mixed by another side costs that side
// two points before it is counted, and after is its acceptance (9.2d). A
// count confirmed, or the hand of a side that folded, is mixed at no cost.
type Mix struct {
	Seat int
	Crib bool
}

// ApplyRuling applies a Ruling on an incident that Offender caused: the
// judges' part and the Forfeit are reported; the offender's pegs go where
// it says (Move); each other side pegs the Award (or is offered it,
// [Rules.Declinable]); the offender records the Record and goes back the
// Penalty. The nonoffenders' points come first (rule 8.8). In
// claimed mode a ruling whose [Ruling].Count is set settles the offender's
// count at hand, whether it comes before the offender's claim or after it
// while the chances on that claim are open: CountRecorded makes the Record
// that count's claim, CountForfeited forfeits it (see crib/ruling).
type ApplyRuling struct {
	Offender int
	Ruling   Ruling
}

// Adjust pegs Points to Side by a Rule the game does not apply itself:
// penalty points to a nonoffender, or a backward penalty (negative). It is a
// score like any other (a ScorePenalty through the board's pegger) and may
// win the game. To take up a game at the scores on a table, use [NewGameAt].
type Adjust struct {
	Side, Points int
	Rule         string
}

// TakeOffer is Side taking the points offered to it ([Rules.Declinable]):
// they are pegged, or with [Rules.ClaimPenalties] owed to a player of the
// side to claim. With several offers waiting, sides answer in any order.
type TakeOffer struct{ Side int }

// DeclineOffer is Side declining the points offered to it: penalty points are
// pegged by no one; points taken by muggins go back to the side that missed
// them.
type DeclineOffer struct{ Side int }

// Award moves Side's peg Points holes by a Rule rather than for points it
// scored (a ScoreAward): the game's [Pegger] decides what that does on its
// board. Points is not negative (a backward move is [Adjust]'s); it may win
// the game.
type Award struct {
	Side, Points int
	Rule         string
}

// SitOut takes Side out of the next deal, before it is dealt (a variant's
// rule): its players are dealt nothing and take no part, and the deal is
// played by the standard layout of the players left ([LayoutFor]). If the
// dealer's side sits out, the deal passes to the next player who plays. Two
// sides at least must play; the next deal has everyone back.
type SitOut struct{ Side int }

// Redeal calls off the deal in progress (a ruling on a misdeal, as in
// package cribwars): the points pegged in it stand, scores waiting for a
// claim are dropped, sides that sat it out are back, and the same dealer
// deals again from the next shuffle.
type Redeal struct{}

// Fold folds Side's hands, and its crib if it dealt, for the rest of the
// deal, during the play or the show: their cards leave the play and are not
// counted; in claimed mode its scores waiting for a claim are dropped. (A
// [Pegger] folds a side where a score lands the same way.)
type Fold struct{ Side int }

// actionText is the grammar of the actions' text, one entry an action
// type; the package doc gives it in full.
var actionText = func() *codec.Grammar[Action] {
	g := &codec.Grammar[Action]{Pkg: "crib"}
	codec.Verb[CutForDeal](g, "cut for deal")
	codec.Custom(g, "cut for deal with", "cut for deal with CARD ...", CutForDealWith.text, parseCutForDealWith)
	codec.Verb[ChooseDealer](g, "choose dealer SEAT")
	codec.Verb[Deal](g, "deal")
	codec.Custom(g, "deal from", "deal from CARD ... (the 52 cards, top first)", DealFrom.text, parseDealFrom)
	codec.Custom(g, "deal", "deal HAND | HAND ... [crib CARDS]", DealHands.text, parseDealHands)
	codec.Verb[Discard](g, "discard SEAT CARDS")
	codec.Verb[Cut](g, "cut")
	codec.Verb[CutAt](g, "cut at DEPTH")
	codec.Verb[CutStarter](g, "cut CARD")
	codec.Verb[Lay](g, "lay SEAT CARD")
	codec.Verb[Go](g, "go SEAT")
	codec.Verb[Count](g, "count")
	codec.Verb[Claim](g, "claim SEAT POINTS")
	codec.Verb[Accept](g, "accept SEAT")
	codec.Verb[CallMuggins](g, "muggins CALLER TARGET POINTS")
	codec.Verb[Correct](g, "correct CALLER TARGET")
	codec.Verb[Retract](g, "retract SEAT")
	codec.Verb[PegOut](g, "peg out SEAT")
	codec.Verb[RefusePegOut](g, "refuse peg out SEAT")
	codec.Verb[Concede](g, "concede SEAT")
	codec.Verb[Mix](g, "mix SEAT [crib]")
	codec.Custom(g, "ruling", "ruling OFFENDER RULE PARTS...", ApplyRuling.text, parseRuling)
	codec.Verb[Adjust](g, "adjust SIDE POINTS RULE")
	codec.Verb[TakeOffer](g, "take offer SIDE")
	codec.Verb[DeclineOffer](g, "decline offer SIDE")
	codec.Verb[Award](g, "award SIDE POINTS RULE")
	codec.Verb[SitOut](g, "sit out SIDE")
	codec.Verb[Fold](g, "fold SIDE")
	codec.Verb[Redeal](g, "redeal")
	return g
}()

// ParseAction reads an action's text, as its String writes it (see the
// package doc for the grammar): "lay 1 5H", "discard 0 5H 5C", "claim 1
// 8", "muggins 0 1 2", "go 1", "deal", "deal 5H 5C 5S JD 10H KS | 2C 3C 4C
// 5D 6D 7D", "cut 5H", and the others. Words and cards may be typed in any
// case, with any spacing. Errors wrap ErrSyntax.
func ParseAction(s string) (Action, error) { return actionText.Parse(s) }

// The actions' text, by the grammar.
func (a CutForDeal) String() string     { return actionText.String(a) }
func (a CutForDealWith) String() string { return actionText.String(a) }
func (a ChooseDealer) String() string   { return actionText.String(a) }
func (a Deal) String() string           { return actionText.String(a) }
func (a DealFrom) String() string       { return actionText.String(a) }
func (a DealHands) String() string      { return actionText.String(a) }
func (a Discard) String() string        { return actionText.String(a) }
func (a Cut) String() string            { return actionText.String(a) }
func (a CutAt) String() string          { return actionText.String(a) }
func (a CutStarter) String() string     { return actionText.String(a) }
func (a Lay) String() string            { return actionText.String(a) }
func (a Go) String() string             { return actionText.String(a) }
func (a Count) String() string          { return actionText.String(a) }
func (a Claim) String() string          { return actionText.String(a) }
func (a Accept) String() string         { return actionText.String(a) }
func (a CallMuggins) String() string    { return actionText.String(a) }
func (a Correct) String() string        { return actionText.String(a) }
func (a Retract) String() string        { return actionText.String(a) }
func (a PegOut) String() string         { return actionText.String(a) }
func (a RefusePegOut) String() string   { return actionText.String(a) }
func (a Concede) String() string        { return actionText.String(a) }
func (a Mix) String() string            { return actionText.String(a) }
func (a ApplyRuling) String() string    { return actionText.String(a) }
func (a Adjust) String() string         { return actionText.String(a) }
func (a TakeOffer) String() string      { return actionText.String(a) }
func (a DeclineOffer) String() string   { return actionText.String(a) }
func (a Award) String() string          { return actionText.String(a) }
func (a SitOut) String() string         { return actionText.String(a) }
func (a Fold) String() string           { return actionText.String(a) }
func (a Redeal) String() string         { return actionText.String(a) }

// Apply applies the action a, or what a non-nil pointer a points to, and
// returns the next Game and what happened, or an error: an *Error naming
// the operation (the action's verb: "lay", "claim", ...) and who acted,
// wrapping a sentinel. g itself never changes. An action of a type this
// package does not know, nil, or a nil pointer, is refused with
// ErrUnknownAction.
func (g Game) Apply(a Action) (Game, []Event, error) {
	t, err := asTransition(a)
	if err != nil {
		return g, nil, refuse("apply", NoSeat, false, err)
	}
	who, side := t.by()
	if !answered(t, &g) {
		if err := g.checkWaiting(); err != nil {
			return g, nil, refuse(actionText.Verb(t), who, side, err)
		}
	}
	return g.run(t, who, side)
}

// answered reports whether t is an answer to what g waits for. It asks on
// a copy in a scratch from the pool: g given to an answer's method (through
// the interface) would otherwise move every game Apply steps to the heap.
func answered(t transition, g *Game) bool {
	an, ok := t.(answer)
	if !ok {
		return false
	}
	s := scratches.Get().(*scratch)
	s.g = *g
	yes := an.answers(&s.g)
	*s = scratch{} // holds nothing once back in the pool
	scratches.Put(s)
	return yes
}

// asTransition returns a as one of this package's actions: a itself, or
// what a non-nil pointer to one points to.
func asTransition(a Action) (transition, error) {
	if a != nil && reflect.TypeOf(a).Kind() == reflect.Pointer {
		v := reflect.ValueOf(a)
		if v.IsNil() {
			return nil, fmt.Errorf("%w: a nil %T", ErrUnknownAction, a)
		}
		a, _ = v.Elem().Interface().(Action)
	}
	t, ok := a.(transition)
	if !ok || actionText.Verb(a) == "" { // a type of its own that embeds one of ours is not ours
		return nil, codec.Unknown(ErrUnknownAction, a)
	}
	return t, nil
}

// text writes the cut's text: a card (or "--" for none) for each seat up
// to the last that cuts.
func (a CutForDealWith) text() string {
	n := len(a.Cuts)
	for n > 0 && a.Cuts[n-1] == cards.NoCard {
		n--
	}
	return cardList(a.Cuts[:n])
}

func parseCutForDealWith(s string) (CutForDealWith, error) {
	var a CutForDealWith
	fs := strings.Fields(s)
	if len(fs) == 0 || len(fs) > MaxSeats {
		return a, fmt.Errorf("a card (or --) for each seat up to the last that cuts, at most %d", MaxSeats)
	}
	for i, f := range fs {
		if f == "--" {
			continue
		}
		c, err := cards.Parse(f)
		if err != nil || !c.IsStandard() {
			return a, fmt.Errorf("%q is not a card", f)
		}
		a.Cuts[i] = c
	}
	if a.Cuts[len(fs)-1] == cards.NoCard {
		return a, fmt.Errorf("the last seat named cuts no card")
	}
	return a, nil
}

// text writes the pack, top first.
func (a DealFrom) text() string { return cardList(a.Pack[:]) }

func parseDealFrom(s string) (DealFrom, error) {
	var a DealFrom
	fs := strings.Fields(s)
	if len(fs) != 52 {
		return a, fmt.Errorf("%s, not 52", codec.Count(len(fs), "card"))
	}
	for i, f := range fs {
		c, err := cards.Parse(f)
		if err != nil || !c.IsStandard() {
			return a, fmt.Errorf("%q is not a card", f)
		}
		a.Pack[i] = c
	}
	return a, nil
}

// text writes the hands, "-" for none, and the cards from the pack.
func (a DealHands) text() string {
	n := len(a.Hands)
	for n > 2 && a.Hands[n-1] == 0 {
		n--
	}
	parts := make([]string, n)
	for s, h := range a.Hands[:n] {
		parts[s] = "-"
		if h != 0 {
			parts[s] = cardList(h.AppendTo(nil))
		}
	}
	s := strings.Join(parts, " | ")
	if a.FromPack != 0 {
		s += " crib " + cardList(a.FromPack.AppendTo(nil))
	}
	return s
}

// cardList lists cards as "AC 5H", NoCard as "--".
func cardList(cs []cards.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// cardSet reads standard cards, each once.
func cardSet(fs []string) (cards.Set, error) {
	var set cards.Set
	for _, f := range fs {
		c, err := cards.Parse(f)
		if err != nil || !c.IsStandard() || set.Has(c) {
			return 0, fmt.Errorf("%q is not a card, or is given twice", f)
		}
		set = set.With(c)
	}
	return set, nil
}

// parseDealHands reads the hands of "deal H0 | H1 | ... [crib CARDS]".
func parseDealHands(s string) (DealHands, error) {
	var a DealHands
	var from string
	i := strings.Index(codec.Lower(s), "crib")
	hasCrib := i >= 0
	if hasCrib {
		s, from = s[:i], s[i+len("crib"):]
		set, err := cardSet(strings.Fields(from))
		if err != nil {
			return a, fmt.Errorf("the cards to the crib: %v", err)
		}
		if set == 0 {
			return a, fmt.Errorf("the cards to the crib: none given")
		}
		a.FromPack = set
	}
	parts := strings.Split(s, "|")
	if len(parts) < 2 || len(parts) > MaxSeats {
		return a, fmt.Errorf("the hands dealt, 2 to %d of them, as \"deal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D\"", MaxSeats)
	}
	var all cards.Set
	for i, p := range parts {
		fs := strings.Fields(p)
		if len(fs) == 1 && fs[0] == "-" {
			continue
		}
		set, err := cardSet(fs)
		switch {
		case err != nil:
			return a, fmt.Errorf("hand %d: %v", i+1, err)
		case set == 0:
			return a, fmt.Errorf("hand %d: no cards (write - for none)", i+1)
		case set&all != 0:
			return a, fmt.Errorf("hand %d: %s dealt twice", i+1, cards.FormatList(slices.Collect((set & all).All())))
		}
		all |= set
		a.Hands[i] = set
	}
	if a.Hands[len(parts)-1] == 0 && len(parts) > 2 {
		return a, fmt.Errorf("the last hand is none: leave it out")
	}
	return a, nil
}
