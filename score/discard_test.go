package score_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/score"
)

// bruteDiscards is the straightforward exhaustive method: for each of the 15
// discards, score the kept hand with each of the 46 unseen starters, and the
// crib with each of the 1,035 pairs of unseen cards and each of the 44
// starters left, and average. It returns the discards in dealt order.
func bruteDiscards(dealt [6]cards.Card, ownCrib bool) []score.Discard {
	seen := cards.SetOf(dealt[:]...)
	unseen := seen.Complement().AppendTo(nil)
	var out []score.Discard
	for i := 0; i < 6; i++ {
		for j := i + 1; j < 6; j++ {
			var d score.Discard
			d.Throw = [2]cards.Card{dealt[i], dealt[j]}
			n := 0
			for k := range 6 {
				if k != i && k != j {
					d.Keep[n] = dealt[k]
					n++
				}
			}
			hand := 0
			for _, st := range unseen {
				hand += score.Hand(d.Keep, st)
			}
			crib, cases := 0, 0
			for x := range unseen {
				for y := x + 1; y < len(unseen); y++ {
					c := [4]cards.Card{dealt[i], dealt[j], unseen[x], unseen[y]}
					for z, st := range unseen {
						if z != x && z != y {
							crib += score.Crib(c, st)
							cases++
						}
					}
				}
			}
			if cases != 1035*44 {
				panic("wrong number of crib cases")
			}
			d.OwnCrib = ownCrib
			d.Hand = float64(hand) / 46
			d.Crib = float64(crib) / float64(cases)
			if ownCrib {
				d.Net = d.Hand + d.Crib
			} else {
				d.Net = d.Hand - d.Crib
			}
			out = append(out, d)
		}
	}
	return out
}

func dealtOf(s string) [6]cards.Card { return [6]cards.Card(cards.MustParseList(s)) }

// checkAgainstBrute compares Discards with the straightforward method. Both
// compute an integer total divided by the same count, so they must agree
// exactly, not just closely.
func checkAgainstBrute(t interface {
	Fatal(...any)
	Fatalf(string, ...any)
}, dealt [6]cards.Card, ownCrib bool) {
	got, err := score.Discards(dealt, ownCrib)
	if err != nil {
		t.Fatal(err)
	}
	want := bruteDiscards(dealt, ownCrib)
	key := func(d score.Discard) [2]cards.Card { return d.Throw }
	sorted := slices.Clone(got[:])
	slices.SortFunc(sorted, func(a, b score.Discard) int {
		ka, kb := key(a), key(b)
		return slices.Compare(ka[:], kb[:])
	})
	slices.SortFunc(want, func(a, b score.Discard) int {
		ka, kb := key(a), key(b)
		return slices.Compare(ka[:], kb[:])
	})
	if diff := cmp.Diff(want, sorted); diff != "" {
		t.Fatalf("Discards(%v, ownCrib %v) differs from the exhaustive method (-brute +fast):\n%s", dealt, ownCrib, diff)
	}
	for i := 1; i < len(got); i++ {
		if got[i].Net > got[i-1].Net || (got[i].Net == got[i-1].Net && got[i].Hand > got[i-1].Hand) {
			t.Fatalf("not ranked at %d: %v then %v", i, got[i-1], got[i])
		}
	}
}

// Deals chosen to exercise every closed-form term: flush throws, thrown and
// kept Jacks, unseen Jacks, pairs thrown.
func TestDiscardsKnownDeals(t *testing.T) {
	for _, deal := range []string{
		"5H 5C 5S JD 4S 6S",
		"JH JD JC JS 5H 5C", // every Jack seen: no unseen-Jack nobs
		"2H 4H 8H QH KH 6H", // six of one suit: flush throws and keeps
		"AC 2C 3D 4D KS QS",
		"7C 8C 7D 8D 9H 9S",
	} {
		for _, ownCrib := range []bool{true, false} {
			checkAgainstBrute(t, dealtOf(deal), ownCrib)
		}
	}
}

func TestPropDiscardsEqualBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		dealt := [6]cards.Card(cardstest.Distinct(6).Draw(t, "dealt"))
		checkAgainstBrute(t, dealt, rapid.Bool().Draw(t, "own crib"))
	})
}

func TestDiscardsRefusesBadDeals(t *testing.T) {
	tests := []struct {
		dealt [6]cards.Card
		want  error
	}{
		{dealtOf("5H 5C 5S JD 4S 5H"), score.ErrDuplicate},
		{dealtOf("5H 5C 5S JD 4S JK"), score.ErrJoker},
		{[6]cards.Card{}, score.ErrNoCard},
		{[6]cards.Card{4, 5, 6, 7, 8, 250}, score.ErrInvalidCard},
	}
	for _, tt := range tests {
		if _, err := score.Discards(tt.dealt, true); !errors.Is(err, tt.want) {
			t.Errorf("Discards(%v) error = %v, want %v", tt.dealt, err, tt.want)
		}
	}
}

// The dealer and the pone see the same expectations; only the net and the
// ranking differ.
func TestPropDealerAndPoneAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		dealt := [6]cards.Card(cardstest.Distinct(6).Draw(t, "dealt"))
		d, _ := score.Discards(dealt, true)
		p, _ := score.Discards(dealt, false)
		byThrow := map[[2]cards.Card]score.Discard{}
		for _, x := range d {
			byThrow[x.Throw] = x
		}
		for _, x := range p {
			y := byThrow[x.Throw]
			if x.Hand != y.Hand || x.Crib != y.Crib || x.Net != x.Hand-x.Crib || y.Net != y.Hand+y.Crib || x.OwnCrib || !y.OwnCrib {
				t.Fatalf("dealer %v vs pone %v", y, x)
			}
			if x.Hand < 0 || x.Hand > 29 || x.Crib < 0 || x.Crib > 29 {
				t.Fatalf("expectation out of range: %v", x)
			}
		}
	})
}

// bruteDiscardsOfFive is the straightforward method for a deal of five: each
// card laid away with every three unseen cards and every starter left.
func bruteDiscardsOfFive(dealt [5]cards.Card, own bool) []score.Discard {
	var out []score.Discard
	for i := range 5 {
		out = append(out, bruteDiscardOfFive(dealt, i, own))
	}
	return out
}

// bruteDiscardOfFive is bruteDiscardsOfFive's discard laying dealt[i] away.
func bruteDiscardOfFive(dealt [5]cards.Card, i int, own bool) score.Discard {
	unseen := cards.SetOf(dealt[:]...).Complement().AppendTo(nil)
	d := score.Discard{Throw: [2]cards.Card{dealt[i], cards.NoCard}, OwnCrib: own}
	n := 0
	for k := range 5 {
		if k != i {
			d.Keep[n] = dealt[k]
			n++
		}
	}
	hand := 0
	for _, st := range unseen {
		hand += score.Hand(d.Keep, st)
	}
	crib, cases := 0, 0
	for x := range unseen {
		for y := x + 1; y < len(unseen); y++ {
			for z := y + 1; z < len(unseen); z++ {
				c := [4]cards.Card{dealt[i], unseen[x], unseen[y], unseen[z]}
				for w, st := range unseen {
					if w != x && w != y && w != z {
						crib += score.Crib(c, st)
						cases++
					}
				}
			}
		}
	}
	if cases != 16215*44 {
		panic("wrong number of crib cases")
	}
	d.Hand = float64(hand) / 47
	d.Crib = float64(crib) / float64(cases)
	if own {
		d.Net = d.Hand + d.Crib
	} else {
		d.Net = d.Hand - d.Crib
	}
	return d
}

// Each discard of a random deal of five agrees exactly with plain
// enumeration (one discard a case: the enumeration of five is slow).
func TestPropDiscardsOfFiveEqualBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		dealt := [5]cards.Card(cardstest.Distinct(5).Draw(t, "dealt"))
		i := rapid.IntRange(0, 4).Draw(t, "thrown")
		own := rapid.Bool().Draw(t, "own crib")
		got, err := score.DiscardsOfFive(dealt, own)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteDiscardOfFive(dealt, i, own)
		for _, d := range got {
			if d.Throw == want.Throw {
				if diff := cmp.Diff(want, d); diff != "" {
					t.Fatalf("DiscardsOfFive(%v) differs from the exhaustive method (-brute +fast):\n%s", dealt, diff)
				}
				return
			}
		}
		t.Fatalf("DiscardsOfFive(%v) has no discard throwing %v: %v", dealt, want.Throw, got)
	})
}

func TestDiscardsOfFiveEqualBruteForce(t *testing.T) {
	deals := [][5]cards.Card{
		[5]cards.Card(cards.MustParseList("5H 5C JD 4S 6S")),
		[5]cards.Card(cards.MustParseList("JH JD JC JS 5H")), // every Jack seen
		[5]cards.Card(cards.MustParseList("2H 4H 8H QH KH")), // one suit: flush throws
		[5]cards.Card(cards.MustParseList("AC 2C 3D 4D KS")),
	}
	r := cards.NewRand(5)
	n := 6
	if testing.Short() {
		n = 1
	}
	for range n {
		d, _ := cards.StandardDeck().Shuffle(r)
		cs, _, _ := d.Draw(5)
		deals = append(deals, [5]cards.Card(cs))
	}
	for i, dealt := range deals {
		own := i%2 == 0
		got, err := score.DiscardsOfFive(dealt, own)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteDiscardsOfFive(dealt, own)
		sortByThrow := func(ds []score.Discard) {
			slices.SortFunc(ds, func(a, b score.Discard) int { return slices.Compare(a.Throw[:], b.Throw[:]) })
		}
		g := slices.Clone(got[:])
		sortByThrow(g)
		sortByThrow(want)
		if diff := cmp.Diff(want, g); diff != "" {
			t.Fatalf("DiscardsOfFive(%v) differs from the exhaustive method (-brute +fast):\n%s", dealt, diff)
		}
		for i := 1; i < len(got); i++ {
			if got[i].Net > got[i-1].Net {
				t.Fatalf("not ranked: %v", got)
			}
		}
	}
}

func TestDiscardsOfFiveRefusesBadDeals(t *testing.T) {
	if _, err := score.DiscardsOfFive([5]cards.Card(cards.MustParseList("5H 5C 5S JD 5H")), true); !errors.Is(err, score.ErrDuplicate) {
		t.Errorf("duplicate: %v", err)
	}
	if _, err := score.DiscardsOfFive([5]cards.Card{}, true); !errors.Is(err, score.ErrNoCard) {
		t.Errorf("no cards: %v", err)
	}
}

// The analysis allocates nothing, as its documentation says.
func TestDiscardsAllocateNothing(t *testing.T) {
	dealt := dealtOf("5H 5C 5S JD 4S 6S")
	if a := testing.AllocsPerRun(100, func() { _, _ = score.Discards(dealt, true) }); a != 0 {
		t.Errorf("Discards allocates %v times a call", a)
	}
	five := [5]cards.Card(dealt[:5])
	if a := testing.AllocsPerRun(100, func() { _, _ = score.DiscardsOfFive(five, false) }); a != 0 {
		t.Errorf("DiscardsOfFive allocates %v times a call", a)
	}
}
