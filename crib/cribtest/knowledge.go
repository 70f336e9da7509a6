package cribtest

import (
	"fmt"
	"reflect"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/game/gametest"
)

// Knowledge is what each seat of a game, and a spectator, may know of the
// last deal dealt, worked out from the whole game's events alone: its own
// cards and those it laid away, the cards the table was shown (the cut for
// deal, the starter, every card laid, the hands and crib counted), and the
// crib once it is turned up to be counted. A test holds what a program
// shows a seat (its views, its messages) to it, to find a hidden card that
// reached the wrong seat. The zero Knowledge knows nothing.
type Knowledge struct {
	known     [crib.MaxSeats + 1]cards.Set // by seat+1; 0 is the spectator
	away      [crib.MaxSeats]cards.Set
	crib      cards.Set // the crib's cards, known to all once it is turned up
	seats     int
	done      uint8 // the hands counted, or passed over (mixed, folded, sitting out)
	starter   bool
	cribShown bool
}

// Learn takes in one event of the whole game, in the order they happened.
func (k *Knowledge) Learn(e crib.Event) {
	switch e := e.(type) {
	case crib.DealerCut:
		for _, c := range e.Cuts {
			k.all(c)
		}
	case crib.Dealt:
		*k = Knowledge{seats: e.Seats, crib: e.FromPack, done: e.Out}
		for s, h := range e.Hands {
			k.known[s+1] = h
		}
	case crib.Discarded:
		k.away[e.Seat] = e.Cards
		if e.ToCrib {
			k.crib |= e.Cards
		}
	case crib.StarterTurned:
		k.starter = true
		k.all(e.Starter)
	case crib.Laid:
		k.all(e.Step.Card)
	case crib.Shown:
		k.all(append(e.Cards[:], e.Starter)...)
		if e.Crib {
			k.turnUp()
		} else {
			k.done |= 1 << e.Seat
		}
	case crib.Mixed:
		if !e.Crib {
			k.done |= 1 << e.Seat // a hand mixed is not counted
		}
	case crib.Folded:
		for s := e.Side; s < k.seats && e.Sides > 0; s += e.Sides {
			k.done |= 1 << s
		}
	}
}

// InShow tells k that the game is in the show: once every hand is counted
// or passed over, the crib is turned up to be counted.
func (k *Knowledge) InShow() {
	if k.seats > 0 && k.done == 1<<k.seats-1 && !k.cribShown {
		k.turnUp()
	}
}

func (k *Knowledge) all(cs ...cards.Card) {
	for i := range k.known {
		for _, c := range cs {
			if c.IsStandard() {
				k.known[i] = k.known[i].With(c)
			}
		}
	}
}

func (k *Knowledge) turnUp() {
	k.cribShown = true
	for i := range k.known {
		k.known[i] |= k.crib
	}
}

// Known returns the cards seat (or crib.NoSeat) may know of the deal.
func (k *Knowledge) Known(seat int) cards.Set {
	if seat < crib.NoSeat || seat >= crib.MaxSeats {
		return 0
	}
	return k.known[seat+1]
}

// Away returns the cards seat laid away in the deal.
func (k *Knowledge) Away(seat int) cards.Set {
	if seat < 0 || seat >= crib.MaxSeats {
		return 0
	}
	return k.away[seat]
}

// StarterTurned and CribShown report whether the starter has been turned
// and the crib turned up in the deal.
func (k *Knowledge) StarterTurned() bool { return k.starter }
func (k *Knowledge) CribShown() bool     { return k.cribShown }

// Seen reports what is wrong with se, the event e as seat sees it (after k
// has learnt e): a card in it that seat may not know, its own hand not
// shown whole, another's discard not shown as its count, or an event that
// hides nothing shown otherwise than whole.
func (k *Knowledge) Seen(e, se crib.Event, seat int) error {
	if extra := gametest.SetIn(se) &^ k.Known(seat); extra != 0 {
		return fmt.Errorf("seat %d sees %v in %#v, which it cannot know", seat, extra, se)
	}
	switch e := e.(type) {
	case crib.Dealt:
		if d, ok := se.(crib.Dealt); !ok || seat >= 0 && d.Hands[seat] != e.Hands[seat] {
			return fmt.Errorf("seat %d is not shown its own hand: %#v", seat, se)
		}
	case crib.Discarded:
		if d, ok := se.(crib.Discarded); !ok || seat == e.Seat && d != e || seat != e.Seat && d.Count != e.Cards.Len() {
			return fmt.Errorf("seat %d sees %#v of %#v", seat, se, e)
		}
	default:
		if !reflect.DeepEqual(se, e) {
			return fmt.Errorf("seat %d sees %#v of %#v, which shows no one's hidden cards", seat, se, e)
		}
	}
	return nil
}

// ViewDiff returns what v, seat's view of g from the discard to the show,
// lacks of what seat knows, as a cmp.Diff (-want +got), or "" when it
// lacks nothing: seat's hand, kept cards and cards laid away, the starter
// once turned, the crib once shown, the cards laid, and the count of every
// seat's cards and of the crib.
func (k *Knowledge) ViewDiff(g crib.Game, seat int, v crib.View) string {
	type known struct {
		Hand, Kept, Away, Crib cards.Set
		Starter                cards.Card
		Laid                   []cards.Card
		Held                   [crib.MaxSeats]int
		CribSize               int
	}
	want := known{Starter: cards.NoCard, Laid: g.Play().Laid(), CribSize: g.Crib().Len()}
	if seat >= 0 {
		want.Hand, want.Kept, want.Away = g.Hand(seat), g.Kept(seat), k.Away(seat)
	}
	if k.StarterTurned() {
		want.Starter = g.Starter()
	}
	if k.CribShown() {
		want.Crib = g.Crib()
	}
	for s := range g.Seats() {
		want.Held[s] = g.Hand(s).Len()
	}
	got := known{v.Hand, v.Kept, v.Away, v.Crib, v.Starter, v.Play().Laid(), v.Held, v.CribSize}
	return cmp.Diff(want, got)
}
