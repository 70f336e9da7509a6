package crib_test

import (
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/crib"
)

func four(s string) [4]cards.Card {
	var h [4]cards.Card
	copy(h[:], cards.MustParseList(s))
	return h
}

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

// oraclePlay is an independent replay of a two-player play: its own turn
// keeping and its own scoring of 15s, 31s, pairs and runs, written plainly.
func oraclePlay(pone, dealer [4]cards.Card, laid []cards.Card) (int, int, error) {
	hands := [2][]cards.Card{pone[:], dealer[:]}
	hands[0] = append([]cards.Card(nil), hands[0]...)
	hands[1] = append([]cards.Card(nil), hands[1]...)
	val := func(c cards.Card) int { return min(int(c.Rank()), 10) }
	has := func(h []cards.Card, c cards.Card) int {
		for i, x := range h {
			if x == c {
				return i
			}
		}
		return -1
	}
	var pts [2]int
	turn, count, last := 0, 0, -1
	var pile []cards.Card
	canLay := func(p int) bool {
		for _, c := range hands[p] {
			if count+val(c) <= 31 {
				return true
			}
		}
		return false
	}
	done := func() bool { return len(hands[0])+len(hands[1]) == 0 }
	// settle resolves goes until someone can lay or the play is over.
	settle := func() {
		for !done() {
			if canLay(turn) {
				return
			}
			if canLay(1 - turn) {
				turn = 1 - turn
				return
			}
			if count > 0 && count < 31 {
				pts[last]++
			}
			count, pile = 0, nil
			turn = 1 - last
			if len(hands[turn]) == 0 {
				turn = last
			}
		}
		if count > 0 && count < 31 {
			pts[last]++
			count = 0
		}
	}
	for _, c := range laid {
		settle()
		if done() {
			return 0, 0, crib.ErrExtraCards
		}
		i := has(hands[turn], c)
		if i < 0 {
			if has(hands[1-turn], c) >= 0 {
				return 0, 0, crib.ErrMustLay
			}
			return 0, 0, crib.ErrNotInHand
		}
		if count+val(c) > 31 {
			return 0, 0, crib.ErrOver31
		}
		hands[turn] = append(hands[turn][:i], hands[turn][i+1:]...)
		count += val(c)
		pile = append(pile, c)
		last = turn
		p := 0
		if count == 15 || count == 31 {
			p += 2
		}
		k := 1
		for k < len(pile) && pile[len(pile)-1-k].Rank() == c.Rank() {
			k++
		}
		p += k * (k - 1)
		for n := len(pile); n >= 3; n-- {
			seen := map[cards.Rank]bool{}
			lo, hi := cards.Rank(99), cards.Rank(0)
			ok := true
			for _, x := range pile[len(pile)-n:] {
				if seen[x.Rank()] {
					ok = false
				}
				seen[x.Rank()] = true
				lo, hi = min(lo, x.Rank()), max(hi, x.Rank())
			}
			if ok && int(hi-lo) == n-1 {
				p += n
				break
			}
		}
		pts[turn] += p
		if count == 31 {
			count, pile = 0, nil
			turn = 1 - last
			if len(hands[turn]) == 0 {
				turn = last
			}
			continue
		}
		turn = 1 - turn
	}
	if !done() {
		return 0, 0, crib.ErrUnplayed
	}
	settle()
	return pts[0], pts[1], nil
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
