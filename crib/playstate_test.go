package crib_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/crib"
)

var playTable = []struct {
	name          string
	pone, dealer  string
	laid          string
	ponePts, dPts int
	err           error
}{
	{
		name: "31 then a new count, then a pair and a go",
		pone: "10C 6D 9H 7S", dealer: "5C 10D 9S 8H",
		// P 10, D 5 = 15 (D 2), P 6 = 21, D 10 = 31 (D 2). New count, the
		// pone leads: 9, D 9 = 18 (pair, D 2), P 7 = 25, D cannot lay 8 and
		// P has no cards: P 1 for the go. D leads 8 alone: 1 for last card.
		laid:    "10C 5C 6D 10D 9H 9S 7S 8H",
		ponePts: 1, dPts: 7,
	},
	{
		name: "go after go",
		pone: "KC QC 9C 8C", dealer: "KD QD 9D 8D",
		// K K = 20 (D pair 2), P Q = 30; neither can lay: P 1 for the go.
		// D leads Q, P 9 = 19, D 9 = 28 (pair 2); neither can lay 8: D 1 for
		// the go. P leads 8, D 8 = 16 (pair 2), and 1 for last card.
		laid:    "KC KD QC QD 9C 9D 8C 8D",
		ponePts: 1, dPts: 2 + 2 + 1 + 2 + 1,
	},
	{
		name: "runs in any order during the play",
		pone: "3C 5D KH KS", dealer: "4C 2D QH QS",
		// P 3, D 4 (7), P 5 (12) run of 3: P 3; D 2 (14) run of 4: D 4;
		// P K (24); D cannot lay a Q, nor P a K: P 1 for the go. D leads Q,
		// P K (20), D Q (30), and D 1 for last card.
		laid:    "3C 4C 5D 2D KH QH KS QS",
		ponePts: 3 + 1, dPts: 4 + 1,
	},
	{
		name: "the dealer plays on after the pone's go",
		pone: "KC KD 2H 3S", dealer: "5C 5D AH AS",
		// P K 10, D 5 = 15 (2), P K 25, D 5 30; P cannot lay (go) and D
		// lays A for 31 (2). New count: P 2, D A, P 3 is a run of three
		// (3) and P 1 for last card.
		laid:    "KC 5C KD 5D AH 2H AS 3S",
		ponePts: 3 + 1, dPts: 2 + 2,
	},
	{name: "a card not in the player's hand", pone: "KC KD 2H 3S", dealer: "5C 5D AH AS", laid: "QC", err: crib.ErrNotInHand},
	{name: "a card laid twice", pone: "KC KD 2H 3S", dealer: "5C 5D AH AS", laid: "KC KC", err: crib.ErrNotInHand},
	{name: "passing while able to lay", pone: "KC KD 2H 3S", dealer: "5C 5D AH AS", laid: "KC KD", err: crib.ErrMustLay},
	{name: "the dealer lays first", pone: "KC KD 2H 3S", dealer: "5C 5D AH AS", laid: "5C", err: crib.ErrMustLay},
	{name: "a count past 31", pone: "KC KD QH 3S", dealer: "5C 5D AH JS", laid: "KC JS KD 5C QH", err: crib.ErrOver31},
	{name: "cards left unplayed", pone: "KC KD 2H 3S", dealer: "5C 5D AH AS", laid: "KC 5C", err: crib.ErrUnplayed},
	{name: "extra cards", pone: "KC KD 2H 3S", dealer: "5C 5D AH AS", laid: "KC 5C KD 5D AH 2H AS 3S 4S", err: crib.ErrExtraCards},
	{name: "a card dealt twice", pone: "KC KD 2H 3S", dealer: "KC 5D AH AS", laid: "", err: crib.ErrBadCards},
	{name: "a joker", pone: "KC KD 2H JK", dealer: "5C 5D AH AS", laid: "", err: crib.ErrBadCards},
	{
		name: "a 31 gives 2 and no go point",
		pone: "10C 10D 2H 3S", dealer: "10H AC 9C 8D",
		// P 10, D 10 (20) pair 2, P 10 (30) pair royal 6, D A (31) 2;
		// P 2, D 9 (11), P 3 (14), D 8 (22), P none: D 1 last.
		laid:    "10C 10H 10D AC 2H 9C 3S 8D",
		ponePts: 6, dPts: 2 + 2 + 1,
	},
	{
		name: "a pair royal and a double pair royal in one count",
		pone: "7C 7D AC 2C", dealer: "7H 7S AD 3C",
		// 7 7 (14) pair 2; 7 (21) 6; 7 (28) 12; P A (29), D A (30) pair 2,
		// P: 2 would make 32, go; D: 3 would make 33, go: D 1 for the go;
		// P leads 2, D 3 (5), P no cards: D 1 last.
		laid:    "7C 7H 7D 7S AC AD 2C 3C",
		ponePts: 6, dPts: 2 + 12 + 2 + 1 + 1,
	},
}

func TestPlayPointsTable(t *testing.T) {
	for _, tt := range playTable {
		t.Run(tt.name, func(t *testing.T) {
			var laid []cards.Card
			if tt.laid != "" {
				laid = cards.MustParseList(tt.laid)
			}
			p, d, err := crib.PlayPoints(four(tt.pone), four(tt.dealer), laid)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("err = %v, want %v", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p != tt.ponePts || d != tt.dPts {
				t.Errorf("PlayPoints = %d, %d; want %d, %d", p, d, tt.ponePts, tt.dPts)
			}
			op, od, oerr := oraclePlay(four(tt.pone), four(tt.dealer), laid)
			if oerr != nil || op != p || od != d {
				t.Errorf("oracle = %d, %d, %v", op, od, oerr)
			}
		})
	}
}

// legalPlay draws a legal order of the play by the oracle's own rules.
func legalPlay(t *rapid.T, pone, dealer [4]cards.Card) []cards.Card {
	var laid []cards.Card
	for {
		// Try each card of both hands in a drawn order and keep the first
		// that the oracle accepts as the next card.
		var all []cards.Card
		for _, c := range append(pone[:], dealer[:]...) {
			used := false
			for _, x := range laid {
				used = used || x == c
			}
			if !used {
				all = append(all, c)
			}
		}
		if len(all) == 0 {
			return laid
		}
		perm := rapid.Permutation(all).Draw(t, "order")
		found := false
		for _, c := range perm {
			next := append(append([]cards.Card(nil), laid...), c)
			if _, _, err := oraclePlay(pone, dealer, next); err == nil || errors.Is(err, crib.ErrUnplayed) {
				laid, found = next, true
				break
			}
		}
		if !found {
			t.Fatalf("no legal card after %v", laid)
		}
	}
}

func TestPlayPointsAgainstOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cs := cardstest.Distinct(8).Draw(t, "cards")
		var pone, dealer [4]cards.Card
		copy(pone[:], cs[:4])
		copy(dealer[:], cs[4:])
		laid := legalPlay(t, pone, dealer)
		switch rapid.IntRange(0, 5).Draw(t, "mutation") {
		case 1: // drop a card from the end or middle
			i := rapid.IntRange(0, len(laid)-1).Draw(t, "drop")
			laid = append(laid[:i:i], laid[i+1:]...)
		case 2: // swap two cards
			i := rapid.IntRange(0, len(laid)-1).Draw(t, "i")
			j := rapid.IntRange(0, len(laid)-1).Draw(t, "j")
			laid[i], laid[j] = laid[j], laid[i]
		case 3: // append any card
			laid = append(laid, cardstest.Card().Draw(t, "extra"))
		case 4: // replace a card with any card
			i := rapid.IntRange(0, len(laid)-1).Draw(t, "at")
			laid[i] = cardstest.Card().Draw(t, "other")
		}
		p, d, err := crib.PlayPoints(pone, dealer, laid)
		op, od, oerr := oraclePlay(pone, dealer, laid)
		if (err == nil) != (oerr == nil) || (oerr != nil && !errors.Is(err, oerr)) {
			t.Fatalf("PlayPoints(%v, %v, %v) err = %v, oracle %v", pone, dealer, laid, err, oerr)
		}
		if p != op || d != od {
			t.Fatalf("PlayPoints(%v, %v, %v) = %d, %d; oracle %d, %d", pone, dealer, laid, p, d, op, od)
		}
	})
}

// TestPlayStateMultiSeat checks go passing round a table of three: the
// seat that cannot lay is skipped and the others play on.
func TestPlayStateMultiSeat(t *testing.T) {
	hands := []cards.Set{
		cards.SetOf(cards.MustParseList("KC KD 5H")...),
		cards.SetOf(cards.MustParseList("QC 9D AH")...),
		cards.SetOf(cards.MustParseList("JC 2D 3H")...),
	}
	p, err := crib.NewPlayState(hands, 0)
	if err != nil {
		t.Fatal(err)
	}
	var steps []crib.PlayStep
	for _, c := range cards.MustParseList("KC QC JC AH") {
		var st crib.PlayStep
		p, st, err = p.Lay(c)
		if err != nil {
			t.Fatalf("%v: %v", c, err)
		}
		steps = append(steps, st)
	}
	// K Q J is 30 and a run of 3 for seat 2; seat 0 (K, 5) and seat 1
	// (9, A: A fits) — seat 0 says go, seat 1 lays A for 31.
	if steps[2].Score.Run != 3 || steps[2].Gone != 1<<0 || steps[2].Next != 1 {
		t.Errorf("J: %+v", steps[2])
	}
	if !steps[3].Score.ThirtyOne || steps[3].GoPoint || steps[3].Next != 2 {
		t.Errorf("A: %+v", steps[3])
	}
}

// FuzzPlayPoints feeds PlayPoints any hands and any order of cards: it must
// never panic, and must agree with the oracle.
func FuzzPlayPoints(f *testing.F) {
	f.Add([]byte{0, 5, 9, 13, 40, 41, 2, 7, 0, 40, 5, 41, 9, 2, 13, 7})
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 1, 5, 2, 6})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 8 {
			return
		}
		var pone, dealer [4]cards.Card
		for i := range 4 {
			pone[i] = cards.FromIndex(int(data[i]) % 52)
			dealer[i] = cards.FromIndex(int(data[4+i]) % 52)
		}
		var laid []cards.Card
		for _, b := range data[8:] {
			laid = append(laid, cards.FromIndex(int(b)%52))
		}
		p, d, err := crib.PlayPoints(pone, dealer, laid)
		if cards.SetOf(append(pone[:], dealer[:]...)...).Len() != 8 {
			if !errors.Is(err, crib.ErrBadCards) {
				t.Fatalf("duplicate cards: %v", err)
			}
			return
		}
		op, od, oerr := oraclePlay(pone, dealer, laid)
		if (err == nil) != (oerr == nil) || (oerr != nil && !errors.Is(err, oerr)) || p != op || d != od {
			t.Fatalf("PlayPoints = %d %d %v, oracle %d %d %v", p, d, err, op, od, oerr)
		}
	})
}

// playThrough starts a play of hands (each a list of cards) led by seat 0
// and lays the cards of order in turn, checking each lay.
func playThrough(t *testing.T, hands []string, order string) crib.PlayState {
	t.Helper()
	hs := make([]cards.Set, len(hands))
	for i, h := range hands {
		hs[i] = set(h)
	}
	p, err := crib.NewPlayState(hs, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cards.MustParseList(order) {
		if p, _, err = p.Lay(c); err != nil {
			t.Fatalf("lay %v: %v", c, err)
		}
	}
	return p
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
		{"one hand", hands(1), 0, "crib: no such seat: 1 hand in the play, want 2 to 6", crib.ErrBadSeat},
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
