package crib

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
)

// An Action is a transition a player (or the table) makes, as a value:
// [Game.Apply] applies it. Actions are small comparable structs, so a game
// is its rules, its seed and a list of actions, and an action's String is
// its one-line text ("lay 1 5H"), which [ParseAction] reads back.
//
// Each action type of this package carries out its own transition, and
// is one entry of the grammar below, which writes and reads its text.
// Adding an action to the game is one type, with the methods by (who acts)
// and do (what it does to the game), and one entry in that table. A
// variant (package cribwars) adds actions of its own types, which its own
// Game applies; this package's Apply refuses a type it does not know with
// [ErrUnknownAction].
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

// CutForDeal cuts for the first deal with the game's generator ([Game.CutForDeal]).
type CutForDeal struct{}

// CutForDealWith records a round of the cut for deal ([Game.CutForDealWith]):
// Cuts[s] is the card seat s turned, NoCard for seats that do not cut this
// round and beyond the game's seats.
type CutForDealWith struct{ Cuts [MaxSeats]cards.Card }

// ChooseDealer names the first dealer without a cut ([Game.ChooseDealer]).
type ChooseDealer struct{ Seat int }

// Deal shuffles and deals ([Game.Deal]).
type Deal struct{}

// DealFrom deals from a given pack, top first ([Game.DealFrom]).
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

// Discard lays Seat's Cards away ([Game.Discard]); the cards go to the bottom
// of the pack, where the layout sends them there, in index order.
type Discard struct {
	Seat  int
	Cards cards.Set
}

// Cut cuts for the starter with the game's generator ([Game.Cut]).
type Cut struct{}

// CutAt cuts for the starter Depth cards deep ([Game.CutAt]).
type CutAt struct{ Depth int }

// Lay lays Seat's Card in the play ([Game.Lay]).
type Lay struct {
	Seat int
	Card cards.Card
}

// Count counts the next hand or the crib ([Game.Count]).
type Count struct{}

// Claim pegs Points for Seat in claimed mode ([Game.Claim]).
type Claim struct{ Seat, Points int }

// Accept accepts the dealer's hand or the crib for Seat ([Game.Accept]).
type Accept struct{ Seat int }

// CallMuggins is Caller's call of muggins for Asked points on Target
// ([Game.CallMuggins]).
type CallMuggins struct{ Caller, Target, Asked int }

// Correct is Caller's discovery of Target's overpeg ([Game.Correct]).
type Correct struct{ Caller, Target int }

// Retract is Seat's own correction of its overpeg ([Game.Retract]).
type Retract struct{ Seat int }

// PegOut is the reminded Seat pegging out ([Game.PegOut]).
type PegOut struct{ Seat int }

// RefusePegOut is the reminded Seat refusing to peg out ([Game.RefusePegOut]).
type RefusePegOut struct{ Seat int }

// TakeOffer is Side taking the points offered to it ([Game.TakeOffer]).
type TakeOffer struct{ Side int }

// DeclineOffer is Side declining the points offered to it
// ([Game.DeclineOffer]).
type DeclineOffer struct{ Side int }

// Adjust pegs Points to Side by Rule ([Game.Adjust]).
type Adjust struct {
	Side, Points int
	Rule         string
}

// Award moves Side's peg Points holes by Rule ([Game.Award]).
type Award struct {
	Side, Points int
	Rule         string
}

// SitOut takes Side out of the next deal ([Game.SitOut]).
type SitOut struct{ Side int }

// Fold folds Side's hands for the rest of the deal ([Game.Fold]).
type Fold struct{ Side int }

// Go is Seat saying go, in claimed mode ([Game.Go]).
type Go struct{ Seat int }

// Concede is Seat conceding the game, in match play ([Game.Concede]).
type Concede struct{ Seat int }

// Mix is Seat mixing its hand, or with Crib the crib, with other cards
// ([Game.Mix]).
type Mix struct {
	Seat int
	Crib bool
}

// ApplyRuling applies Ruling to the game, Offender being the seat that
// caused the incident ([Game.ApplyRuling]).
type ApplyRuling struct {
	Offender int
	Ruling   Ruling
}

// DealHands deals the hands given ([Game.DealHands]): Hands[s] to seat s,
// FromPack to the crib.
type DealHands struct {
	Hands    [MaxSeats]cards.Set
	FromPack cards.Set
}

// CutStarter turns Card as the starter ([Game.CutStarter]).
type CutStarter struct{ Card cards.Card }

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
	if an, ok := t.(answer); !ok || !an.answers(&g) {
		if err := g.checkWaiting(); err != nil {
			return g, nil, refuse(actionText.Verb(t), who, side, err)
		}
	}
	return g.run(t, who, side)
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
		return a, fmt.Errorf("%d cards, not 52", len(fs))
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
	i := strings.Index(strings.ToLower(s), "crib")
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
