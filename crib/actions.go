package crib

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/cards"
)

// An Action is a transition a player (or the table) makes, as a value:
// [Game.Apply] applies any of them, as the method of the same name does
// (Lay{Seat, Card} is Game.Lay(seat, card)). Actions are small comparable
// structs, so a game is its rules, its seed and a list of actions.
//
// Op names the operation ("lay", "discard", "claim", ...), as the
// *Error of a refused action does; String says the action in a short
// unambiguous text ("lay 1 5H"). Variants of the game (package cribwars)
// add action types of their own.
type Action interface {
	Op() string
	String() string
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

// Op implements Action.
func (CutForDeal) Op() string     { return "cut for deal" }
func (CutForDealWith) Op() string { return "cut for deal" }
func (ChooseDealer) Op() string   { return "choose dealer" }
func (Deal) Op() string           { return "deal" }
func (DealFrom) Op() string       { return "deal" }
func (Discard) Op() string        { return "discard" }
func (Cut) Op() string            { return "cut" }
func (CutAt) Op() string          { return "cut" }
func (Lay) Op() string            { return "lay" }
func (Count) Op() string          { return "count" }
func (Claim) Op() string          { return "claim" }
func (Accept) Op() string         { return "accept" }
func (CallMuggins) Op() string    { return "muggins" }
func (Correct) Op() string        { return "correct" }
func (Retract) Op() string        { return "retract" }
func (PegOut) Op() string         { return "peg out" }
func (RefusePegOut) Op() string   { return "refuse peg out" }
func (TakeOffer) Op() string      { return "take offer" }
func (DeclineOffer) Op() string   { return "decline offer" }
func (Adjust) Op() string         { return "adjust" }
func (Award) Op() string          { return "award" }
func (SitOut) Op() string         { return "sit out" }
func (Fold) Op() string           { return "fold" }
func (ApplyRuling) Op() string    { return "ruling" }
func (Mix) Op() string            { return "mix" }
func (Concede) Op() string        { return "concede" }
func (Go) Op() string             { return "go" }

// words joins an operation and its arguments with spaces.
func words(op string, args ...any) string {
	var b strings.Builder
	b.WriteString(op)
	for _, a := range args {
		b.WriteByte(' ')
		fmt.Fprint(&b, a)
	}
	return b.String()
}

// cardList lists cards as "AC 5H", NoCard as "--".
func cardList(cs []cards.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// String says the action: "cut for deal".
func (a CutForDeal) String() string { return a.Op() }

// String says the action: "cut for deal with 8C 4H", a card (or "--" for
// none) for each seat up to the last that cuts.
func (a CutForDealWith) String() string {
	n := len(a.Cuts)
	for n > 0 && a.Cuts[n-1] == cards.NoCard {
		n--
	}
	return strings.TrimSpace(words("cut for deal with", cardList(a.Cuts[:n])))
}

// String says the action: "choose dealer 1".
func (a ChooseDealer) String() string { return words(a.Op(), a.Seat) }

// String says the action: "deal".
func (a Deal) String() string { return a.Op() }

// String says the action: "deal from" and the 52 cards, top first.
func (a DealFrom) String() string { return words("deal from", cardList(a.Pack[:])) }

// String says the action: "discard 0 AC 2C".
func (a Discard) String() string {
	if a.Cards == 0 {
		return words(a.Op(), a.Seat)
	}
	return words(a.Op(), a.Seat, cardList(a.Cards.AppendTo(nil)))
}

// String says the action: "cut".
func (a Cut) String() string { return a.Op() }

// String says the action: "cut at 10".
func (a CutAt) String() string { return words("cut at", a.Depth) }

// String says the action: "lay 1 5H".
func (a Lay) String() string { return words(a.Op(), a.Seat, a.Card) }

// String says the action: "count".
func (a Count) String() string { return a.Op() }

// String says the action: "claim 1 2".
func (a Claim) String() string { return words(a.Op(), a.Seat, a.Points) }

// String says the action: "accept 0".
func (a Accept) String() string { return words(a.Op(), a.Seat) }

// String says the action: "muggins 0 1 3" (caller, target, points asked).
func (a CallMuggins) String() string { return words(a.Op(), a.Caller, a.Target, a.Asked) }

// String says the action: "correct 0 1" (caller, target).
func (a Correct) String() string { return words(a.Op(), a.Caller, a.Target) }

// String says the action: "retract 1".
func (a Retract) String() string { return words(a.Op(), a.Seat) }

// String says the action: "peg out 1".
func (a PegOut) String() string { return words(a.Op(), a.Seat) }

// String says the action: "refuse peg out 1".
func (a RefusePegOut) String() string { return words(a.Op(), a.Seat) }

// String says the action: "take offer 0".
func (a TakeOffer) String() string { return words(a.Op(), a.Side) }

// String says the action: "decline offer 0".
func (a DeclineOffer) String() string { return words(a.Op(), a.Side) }

// String says the action: "sit out 1".
func (a SitOut) String() string { return words(a.Op(), a.Side) }

// String says the action: "fold 1".
func (a Fold) String() string { return words(a.Op(), a.Side) }

// String says the action: "go 1".
func (a Go) String() string { return words(a.Op(), a.Seat) }

// String says the action: "concede 1".
func (a Concede) String() string { return words(a.Op(), a.Seat) }

// String says the action: "mix 0", or "mix 1 crib".
func (a Mix) String() string {
	if a.Crib {
		return words(a.Op(), a.Seat, "crib")
	}
	return words(a.Op(), a.Seat)
}

// Apply applies the action a to the game, as the method of the same name
// does, and returns the next Game and what happened, or an error (an
// *Error naming a's operation). An action of a type this package does
// not know is refused with ErrUnknownAction.
func (g Game) Apply(a Action) (Game, []Event, error) {
	switch a := a.(type) {
	case CutForDeal:
		return g.CutForDeal()
	case CutForDealWith:
		n := min(max(g.Seats(), 0), MaxSeats)
		for s, c := range a.Cuts[n:] {
			if c != cards.NoCard {
				return g, nil, refuse(a.Op(), NoSeat, false, fmt.Errorf("%w: a cut for seat %d of %d", ErrBadCards, n+s, g.Seats()))
			}
		}
		return g.CutForDealWith(a.Cuts[:n])
	case ChooseDealer:
		return g.ChooseDealer(a.Seat)
	case Deal:
		return g.Deal()
	case DealFrom:
		return g.DealFrom(cards.DeckOf(a.Pack[:]...))
	case Discard:
		var buf [MaxSeats]cards.Card
		return g.Discard(a.Seat, a.Cards.AppendTo(buf[:0])...)
	case DealHands:
		n := min(max(g.Seats(), 0), MaxSeats)
		for s, h := range a.Hands[n:] {
			if h != 0 {
				return g, nil, refuse(a.Op(), NoSeat, false, fmt.Errorf("%w: a hand for seat %d of %d", ErrBadCards, n+s, g.Seats()))
			}
		}
		return g.DealHands(a.Hands[:n], a.FromPack)
	case Cut:
		return g.Cut()
	case CutStarter:
		return g.CutStarter(a.Card)
	case CutAt:
		return g.CutAt(a.Depth)
	case Lay:
		return g.Lay(a.Seat, a.Card)
	case Count:
		return g.Count()
	case Claim:
		return g.Claim(a.Seat, a.Points)
	case Accept:
		return g.Accept(a.Seat)
	case CallMuggins:
		return g.CallMuggins(a.Caller, a.Target, a.Asked)
	case Correct:
		return g.Correct(a.Caller, a.Target)
	case Retract:
		return g.Retract(a.Seat)
	case PegOut:
		return g.PegOut(a.Seat)
	case RefusePegOut:
		return g.RefusePegOut(a.Seat)
	case TakeOffer:
		return g.TakeOffer(a.Side)
	case DeclineOffer:
		return g.DeclineOffer(a.Side)
	case Adjust:
		return g.Adjust(a.Side, a.Points, a.Rule)
	case Award:
		return g.Award(a.Side, a.Points, a.Rule)
	case SitOut:
		return g.SitOut(a.Side)
	case Fold:
		return g.Fold(a.Side)
	case ApplyRuling:
		return g.ApplyRuling(a.Offender, a.Ruling)
	case Mix:
		return g.Mix(a.Seat, a.Crib)
	case Concede:
		return g.Concede(a.Seat)
	case Go:
		return g.Go(a.Seat)
	case nil:
		return g, nil, refuse("apply", NoSeat, false, fmt.Errorf("%w: no action", ErrUnknownAction))
	}
	return g, nil, refuse(a.Op(), NoSeat, false, fmt.Errorf("%w: %T", ErrUnknownAction, a))
}
