package crib_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

// playView is what a PlayState shows through its methods.
type playView struct {
	Turn, Count int
	Over        bool
	Gone        uint8
	Pile, Laid  []cards.Card
	By          []int
	Hands       []cards.Set
	String      string
}

func viewPlay(p crib.PlayState) playView {
	v := playView{Turn: p.Turn(), Count: p.Count(), Over: p.Over(), Gone: p.Gone(), Pile: p.Pile(), Laid: p.Laid(), String: p.String()}
	for i := range v.Laid {
		v.By = append(v.By, p.LaidBy(i))
	}
	for s := range p.Seats() {
		v.Hands = append(v.Hands, p.Hand(s))
	}
	return v
}

// foldReference folds seats out of p the plain way, from what p shows: the
// folded hands are emptied; the seat on turn, or the first after it with a
// card that fits, lays next; if no one can, an empty count means the play
// is over (every hand is empty), and otherwise the count ends as after a
// go: the next holder after the last to lay leads, and that
// player pegs the go, or last card if no one holds a card, unless folded.
func foldReference(p crib.PlayState, seats uint8) (playView, crib.PlayStep) {
	v := viewPlay(p)
	st := crib.PlayStep{Seat: -1, Next: v.Turn}
	if v.Over {
		return v, st
	}
	n := p.Seats()
	for s := range n {
		if seats&(1<<s) != 0 {
			v.Hands[s] = 0
		}
	}
	fitsAny := func(h cards.Set) bool {
		for _, c := range h.AppendTo(nil) {
			if v.Count+score.Value(c) <= 31 {
				return true
			}
		}
		return false
	}
	if len(v.Pile) > 0 {
		st.Seat = v.By[len(v.By)-1]
	}
	for k := range n {
		if t := (v.Turn + k) % n; fitsAny(v.Hands[t]) {
			v.Turn, st.Next = t, t
			v.String = fmt.Sprintf("count %d [%s], seat %d to lay", v.Count, cards.FormatList(v.Pile), t)
			return v, st
		}
	}
	st.Next = -1
	if st.Seat >= 0 {
		for k := 1; k <= n; k++ {
			if t := (st.Seat + k) % n; v.Hands[t] != 0 {
				st.Next = t
				break
			}
		}
		if seats&(1<<st.Seat) == 0 {
			st.LastCard = st.Next < 0
			st.GoPoint = !st.LastCard
		}
		st.NewCount = true
	}
	return newCount(v, st)
}

// TestPlayStateFoldAgainstReference: PlayState.Fold, on plays of two to
// six seats stopped anywhere and folds of any seats (one after another, as
// sides fold in a game), gives the state and step of the plain reference.
func TestPlayStateFoldAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seats := rapid.IntRange(2, crib.MaxSeats).Draw(t, "seats")
		pack := rapid.Permutation(cards.StandardDeck().Cards()).Draw(t, "pack")
		hs := make([]cards.Set, seats)
		for i := range hs {
			k := rapid.IntRange(0, 4).Draw(t, fmt.Sprint("cards of seat ", i))
			hs[i], pack = cards.SetOf(pack[:k]...), pack[k:]
		}
		p, err := crib.NewPlayState(hs, rapid.IntRange(0, seats-1).Draw(t, "leader"))
		if err != nil {
			t.Fatal(err)
		}
		var folded uint8
		for range rapid.IntRange(1, 3).Draw(t, "folds") {
			for range rapid.IntRange(0, 4*seats).Draw(t, "lays") {
				if p.Over() {
					break
				}
				if p, _, err = p.Lay(rapid.SampledFrom(p.Legal().AppendTo(nil)).Draw(t, "card")); err != nil {
					t.Fatal(err)
				}
			}
			folded |= uint8(rapid.IntRange(0, 1<<seats-1).Draw(t, "fold"))
			wantView, wantStep := foldReference(p, folded)
			before := viewPlay(p)
			var st crib.PlayStep
			p2 := p
			p, st = p.Fold(folded)
			if diff := cmp.Diff(wantStep, st); diff != "" {
				t.Fatalf("%v: Fold(%b) step (-want +got):\n%s", p2, folded, diff)
			}
			if diff := cmp.Diff(wantView, viewPlay(p)); diff != "" {
				t.Fatalf("%v: Fold(%b) state (-want +got):\n%s", p2, folded, diff)
			}
			if diff := cmp.Diff(before, viewPlay(p2)); diff != "" {
				t.Fatalf("Fold changed its receiver (-before +after):\n%s", diff)
			}
		}
	})
}

// TestPlayStateFoldTable: PlayState.Fold at each of its turns, every field
// of the step.
func TestPlayStateFoldTable(t *testing.T) {
	for _, tc := range []struct {
		name  string
		hands []string
		order string
		fold  uint8
		want  crib.PlayStep
		count int
	}{
		{"the leader folds before a card", []string{"AC 2C", "3C 4C"}, "", 1, crib.PlayStep{Seat: -1, Next: 1}, 0},
		{"no one folds", []string{"AC 2C", "3C 4C"}, "AC", 0, crib.PlayStep{Seat: 0, Next: 1}, 1},
		{"every seat folds before a card: no count to end", []string{"AC 2C", "3C 4C"}, "", 3, crib.PlayStep{Seat: -1, Next: -1}, 0},
		{"every seat folds after a 31: no count to end", []string{"KC QC AC", "KD 10C"}, "KC KD AC 10C", 3, crib.PlayStep{Seat: -1, Next: -1}, 0},
		{"every seat folds in a count", []string{"AC 2C", "3C 4C"}, "AC", 3, crib.PlayStep{Seat: 0, Next: -1, NewCount: true}, 0},
		{"the seat to lay folds; the last to lay lays on", []string{"AC 2C", "3C 4C"}, "AC", 2, crib.PlayStep{Seat: 0, Next: 0}, 1},
		{"the other folds; the last to lay pegs last card", []string{"AC", "3C 4C"}, "AC", 2, crib.PlayStep{Seat: 0, Next: -1, LastCard: true, NewCount: true}, 0},
		{"the last to lay folds, the other cannot lay: no go", []string{"KC QC AC", "KD 2C"}, "KC KD QC", 1, crib.PlayStep{Seat: 0, Next: 1, NewCount: true}, 0},
		{"the other folds, the last to lay cannot lay on: a go", []string{"KC QC 5C", "KD AC"}, "KC KD QC", 2, crib.PlayStep{Seat: 0, Next: 0, GoPoint: true, NewCount: true}, 0},
		{"three seats: the go's next leader is after the last to lay", []string{"KC 2C 9C", "KD 9D", "5C AC"}, "KC KD 5C 2C", 4, crib.PlayStep{Seat: 0, Next: 1, GoPoint: true, NewCount: true}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := playThrough(t, tc.hands, tc.order)
			p, st := p.Fold(tc.fold)
			if diff := cmp.Diff(tc.want, st); diff != "" {
				t.Errorf("%s: step (-want +got):\n%s", p, diff)
			}
			if p.Turn() != tc.want.Next || p.Count() != tc.count || p.Over() != (tc.want.Next < 0) {
				t.Errorf("after the fold: %v, count %d, over %v", p, p.Count(), p.Over())
			}
		})
	}
}

// TestFoldEvents: a fold in the play ends the count only when there is a
// count to end and no one left can lay on it; the go goes to the last to
// lay unless that side folded, and in claimed mode it waits for a claim.
func TestFoldEvents(t *testing.T) {
	folds := "Pat folds for the rest of the deal.\n"
	foldd := "Dee folds for the rest of the deal.\n"
	over := "End of deal 1: Pat 0, Dee 0. Pat deals next.\n"
	for _, tc := range []struct {
		laid        string
		folds       []int
		want, claim string // the events described, in plain and claimed mode
	}{
		{"", []int{0, 1}, folds + foldd + over, ""},
		{"", []int{1, 0}, foldd + folds + over, ""},
		{"KH", []int{0, 1}, folds + foldd + "The play is over.\n" + over, ""},
		{"KH KD 9C", []int{1}, foldd + "Pat pegs 1 for the go: 0 to 1.\nThe count starts again; Pat leads.\n", foldd + "The count starts again; Pat leads.\n"},
		{"KH KD 9C", []int{0}, folds, ""},
		{"KH KD", []int{1}, foldd, ""},
	} {
		for _, claimed := range []bool{false, true} {
			g := setup(t, setupDeal{rules: crib.Rules{Claimed: claimed}, dealer: 1, dealt: []string{"KH QH 9C 9D AC 3C", "KD 2C 5C 5D AD 3D"}, starter: "4S"})
			g = lay(t, g, tc.laid)
			var all []crib.Event
			for _, s := range tc.folds {
				var ev []crib.Event
				g, ev = mustEv(t)(g.Apply(crib.Fold{Side: s}))
				all = append(all, ev...)
			}
			want := tc.want
			if claimed && tc.claim != "" {
				want = tc.claim
			}
			if diff := cmp.Diff(want, describe(all)); diff != "" {
				t.Errorf("claimed %v, %q laid, folds %v (-want +got):\n%s", claimed, tc.laid, tc.folds, diff)
			}
		}
	}
}

// layReference lays c for the seat on turn of p the plain way, from what p
// shows: the count goes up by the card's value; at 31 the count starts
// again, led by the next after the layer with a card; otherwise the next
// seat round the table that can lay lays, every seat passed over that holds
// cards says go (once a count), and when no one can, the layer pegs the go,
// or last card if no one holds a card, and the count starts again.
func layReference(p crib.PlayState, c cards.Card) (playView, crib.PlayStep) {
	v := viewPlay(p)
	n, s := p.Seats(), v.Turn
	v.Hands[s] = v.Hands[s].Without(c)
	v.Count += score.Value(c)
	v.Pile = append(v.Pile, c)
	v.Laid = append(v.Laid, c)
	v.By = append(v.By, s)
	st := crib.PlayStep{Seat: s, Card: c}
	st.Score, _ = score.PlayBreakdown(v.Pile)
	fitsAny := func(h cards.Set) bool {
		for _, c := range h.AppendTo(nil) {
			if v.Count+score.Value(c) <= 31 {
				return true
			}
		}
		return false
	}
	holder := func() int {
		for k := 1; k <= n; k++ {
			if t := (s + k) % n; v.Hands[t] != 0 {
				return t
			}
		}
		return -1
	}
	if v.Count < 31 {
		for k := 1; k <= n; k++ {
			t := (s + k) % n
			if fitsAny(v.Hands[t]) {
				v.Turn, st.Next = t, t
				v.String = fmt.Sprintf("count %d [%s], seat %d to lay", v.Count, cards.FormatList(v.Pile), t)
				return v, st
			}
			if bit := uint8(1) << t; t != s && v.Hands[t] != 0 && v.Gone&bit == 0 {
				v.Gone |= bit
				st.Gone |= bit
			}
		}
		st.LastCard = holder() < 0
		st.GoPoint = !st.LastCard
	}
	st.NewCount, st.Next = true, holder()
	return newCount(v, st)
}

// newCount is v after a count that ended with step st: the seat st names
// leads a new count from 0, or the play is over when it names none.
func newCount(v playView, st crib.PlayStep) (playView, crib.PlayStep) {
	v.Turn, v.Over, v.Count, v.Pile, v.Gone = st.Next, st.Next < 0, 0, nil, 0
	if v.Over {
		v.String = "play over after " + cards.FormatList(v.Laid)
	} else {
		v.String = fmt.Sprintf("count 0 [], seat %d to lay", v.Turn)
	}
	return v, st
}

// TestPlayStateLayAgainstReference: every legal card of plays of two to
// six seats gives the state and step of the plain reference, and every
// card the seat on turn may not lay is refused with the reason.
func TestPlayStateLayAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seats := rapid.IntRange(2, crib.MaxSeats).Draw(t, "seats")
		pack := rapid.Permutation(cards.StandardDeck().Cards()).Draw(t, "pack")
		hs := make([]cards.Set, seats)
		var all cards.Set
		for i := range hs {
			k := rapid.IntRange(0, 4).Draw(t, fmt.Sprint("cards of seat ", i))
			hs[i], pack = cards.SetOf(pack[:k]...), pack[k:]
			all = all.Union(hs[i])
		}
		leader := rapid.IntRange(0, seats-1).Draw(t, "leader")
		p, err := crib.NewPlayState(hs, leader)
		if err != nil {
			t.Fatal(err)
		}
		first := -1 // the leader, or the first after it with a card
		for k := range seats {
			if hs[(leader+k)%seats] != 0 {
				first = (leader + k) % seats
				break
			}
		}
		if p.Turn() != first || p.Over() != (first < 0) || p.Count() != 0 || p.Gone() != 0 || len(p.Laid()) != 0 {
			t.Fatalf("NewPlayState(%v, %d) = %v", hs, leader, p)
		}
		for s, h := range hs {
			if p.Hand(s) != h {
				t.Fatalf("NewPlayState(%v, %d): seat %d holds %v", hs, leader, s, p.Hand(s))
			}
		}
		for !p.Over() {
			legal := p.Legal()
			if legal == 0 {
				t.Fatalf("%v: the seat on turn has no card to lay", p)
			}
			for _, c := range cards.StandardDeck().Cards() {
				_, _, err := p.Lay(c)
				var want error
				switch {
				case legal.Has(c):
				case !all.Has(c):
					want = crib.ErrNotInHand
				case p.Hand(p.Turn()).Has(c):
					want = crib.ErrOver31
				default:
					want = crib.ErrMustLay
				}
				if want == nil && err != nil || want != nil && !errors.Is(err, want) {
					t.Fatalf("%v: Lay(%v) = %v, want %v", p, c, err, want)
				}
			}
			c := rapid.SampledFrom(legal.AppendTo(nil)).Draw(t, "card")
			wantView, wantStep := layReference(p, c)
			var st crib.PlayStep
			if p, st, err = p.Lay(c); err != nil {
				t.Fatal(err)
			}
			all = all.Without(c)
			if diff := cmp.Diff(wantStep, st); diff != "" {
				t.Fatalf("Lay(%v) step (-want +got):\n%s", c, diff)
			}
			if diff := cmp.Diff(wantView, viewPlay(p)); diff != "" {
				t.Fatalf("Lay(%v) state (-want +got):\n%s", c, diff)
			}
		}
		if _, _, err := p.Lay(cards.StandardDeck().Cards()[0]); !errors.Is(err, crib.ErrExtraCards) {
			t.Fatalf("a card after the play: %v", err)
		}
	})
}

// TestNewPlayStateBounds: NewPlayState at the edges of what it takes (two
// to six hands, a leader among them, four cards a hand, no card twice), and
// one past each, with the exact message.
func TestNewPlayStateBounds(t *testing.T) {
	hands := func(n int) []cards.Set {
		hs := make([]cards.Set, n)
		for i := range hs {
			hs[i] = set([]string{"AC", "2C", "3C", "4C", "5C", "6C", "7C"}[i])
		}
		return hs
	}
	for _, tc := range []struct {
		name   string
		hands  []cards.Set
		leader int
		want   string // the error, or "" for none
		is     error
	}{
		{"two hands", hands(2), 1, "", nil},
		{"one hand", hands(1), 0, "crib: no such seat: 1 hands in the play, want 2 to 6", crib.ErrBadSeat},
		{"six hands", hands(6), 5, "", nil},
		{"seven hands", hands(7), 0, "crib: no such seat: 7 hands in the play, want 2 to 6", crib.ErrBadSeat},
		{"leader 0", hands(3), 0, "", nil},
		{"leader -1", hands(3), -1, "crib: no such seat: leader -1 of 3 seats", crib.ErrBadSeat},
		{"leader 3 of 3", hands(3), 3, "crib: no such seat: leader 3 of 3 seats", crib.ErrBadSeat},
		{"four cards", []cards.Set{set("AC 2C 3C 4C"), set("AD 2D 3D 4D")}, 0, "", nil},
		{"five cards", []cards.Set{set("AC 2C 3C 4C"), set("AD 2D 3D 4D 5D")}, 0, "crib: bad cards: seat 1 holds 5 cards in the play", crib.ErrBadCards},
		{"a card twice", []cards.Set{set("AC 2C"), set("AD 2C 3C")}, 0, "crib: bad cards: {2C} held twice", crib.ErrBadCards},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := crib.NewPlayState(tc.hands, tc.leader)
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || err.Error() != tc.want || !errors.Is(err, tc.is) {
				t.Fatalf("err = %v, want %q (%v)", err, tc.want, tc.is)
			}
		})
	}
}
