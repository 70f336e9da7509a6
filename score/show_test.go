package score_test

import (
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/score"
)

func hand(s string) ([4]cards.Card, cards.Card) {
	cs := cards.MustParseList(s)
	if len(cs) != 5 {
		panic("hand needs four cards and a starter: " + s)
	}
	return [4]cards.Card(cs[:4]), cs[4]
}

// Known hands: the four cards, then the starter.
var knownHands = []struct {
	name        string
	cards       string
	hand, crib  int
	say         string
	sayCribDiff string // what Say says for the crib when it differs
}{
	{"3-4-4-5-6", "3C 4D 4S 5H 6C", 14, 14, "fifteen two, fifteen four, and a double run of four is fourteen", ""},
	{"3-3-4-4-5", "3C 3D 4S 4H 5C", 20, 20, "fifteen two, fifteen four, and a double double run of three is twenty", ""},
	{"4-4-6-6 with a 5", "4C 4D 6S 6H 5C", 24, 24, "fifteen two, fifteen four, fifteen six, fifteen eight, and a double double run of three is twenty-four", ""},
	{"5-5-5-5 with a Jack", "5C 5D 5S 5H JC", 28, 28, "fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, fifteen fourteen, fifteen sixteen, and four of a kind is twenty-eight", ""},
	{"the 29 hand", "5C 5D 5H JS 5S", 29, 29, "fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, fifteen fourteen, fifteen sixteen, four of a kind is twenty-eight, and one for his nobs is twenty-nine", ""},
	{"four-card flush, starter off suit", "2H 4H 8H QH 6S", 4, 0, "four for the flush is four", "nineteen"},
	{"five-card flush", "2H 4H 8H QH KH", 5, 5, "five for the flush is five", ""},
	{"nineteen", "2C 4D 6S 8H KC", 0, 0, "nineteen", ""},
	{"his nobs only", "JH 2C 4D 6S 8H", 1, 1, "one for his nobs is one", ""},
	{"the starter Jack is not nobs", "2C 4D 8S KH JH", 0, 0, "nineteen", ""},
	{"a pair", "8C 8D 2S KH 4C", 2, 2, "a pair is two", ""},
	{"fifteens and a pair", "7C 8D 8S AH 2C", 6, 6, "fifteen two, fifteen four, and a pair is six", ""},
	{"a run of three", "9C TD JS 3H 7C", 3, 3, "a run of three is three", ""},
	{"a run of five", "AC 2D 3S 4H 5C", 7, 7, "fifteen two, and a run of five is seven", ""},
	{"triple run", "7C 7D 7S 8H 9C", 21, 21, "fifteen two, fifteen four, fifteen six, and a triple run of three is twenty-one", ""},
	{"three of a kind", "KC KD KS 2H 4C", 6, 6, "three of a kind is six", ""},
	{"two pairs", "KC KD 2S 2H 4C", 4, 4, "a pair is two, and another pair is four", ""},
	{"full house", "KC KD KS 5H 5C", 20, 20, "fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, three of a kind is eighteen, and a pair is twenty", ""},
	{"run with a separate pair", "3C 4D 5S KH KC", 9, 9, "fifteen two, fifteen four, a run of three is seven, and a pair is nine", ""},
	{"flush and nobs", "JH 2H 4H 8H 6H", 6, 6, "five for the flush is five, and one for his nobs is six", ""},
}

func TestKnownHands(t *testing.T) {
	for _, tt := range knownHands {
		h, st := hand(tt.cards)
		if got := score.Hand(h, st); got != tt.hand {
			t.Errorf("%s: Hand(%s) = %d, want %d", tt.name, tt.cards, got, tt.hand)
		}
		if got := score.Crib(h, st); got != tt.crib {
			t.Errorf("%s: Crib(%s) = %d, want %d", tt.name, tt.cards, got, tt.crib)
		}
		if got := oracleShow(h, st, false); got != tt.hand {
			t.Errorf("%s: oracle hand = %d, want %d", tt.name, got, tt.hand)
		}
		b, err := score.HandBreakdown(h, st)
		if err != nil {
			t.Fatal(err)
		}
		if b.Total != tt.hand {
			t.Errorf("%s: breakdown total %d, want %d\n%v", tt.name, b.Total, tt.hand, b)
		}
	}
}

// Rules text (Crib Wars rules, which restate the standard count): "If you turn
// up a 6 and you have 4,5,6,7, then you have a double run, ... 15,2, 15,4 for
// your 4,5,6, ... you also have a pair".
func TestRulesTextDoubleRun(t *testing.T) {
	h, st := hand("4C 5D 6S 7H 6C")
	b, err := score.HandBreakdown(h, st)
	if err != nil {
		t.Fatal(err)
	}
	// Fifteens: 4-5-6 twice and 7-... none else? 5+4+6=15 (x2 for the two
	// sixes) and 7+... no; runs of four twice (8), a pair (2).
	if b.Points(score.Fifteen) != 4 || b.Points(score.Run) != 8 || b.Points(score.Pair) != 2 || b.Total != 14 {
		t.Errorf("4-5-6-7 with a 6 starter:\n%v", b)
	}
}

func TestCribNeverMoreThanHand(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		hs := cardstest.Hand().Draw(t, "hand")
		if c, h := score.Crib(hs.Hand, hs.Starter), score.Hand(hs.Hand, hs.Starter); c > h {
			t.Fatalf("crib %d > hand %d for %v %v", c, h, hs.Hand, hs.Starter)
		}
	})
}

func TestPropFastEqualsOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		hs := cardstest.Hand().Draw(t, "hand")
		h, st := hs.Hand, hs.Starter
		if got, want := score.Hand(h, st), oracleShow(h, st, false); got != want {
			t.Fatalf("Hand(%v, %v) = %d, oracle %d", h, st, got, want)
		}
		if got, want := score.Crib(h, st), oracleShow(h, st, true); got != want {
			t.Fatalf("Crib(%v, %v) = %d, oracle %d", h, st, got, want)
		}
	})
}

func TestPropOrderNeverMatters(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		hs := cardstest.Hand().Draw(t, "hand")
		perm := rapid.Permutation(hs.Hand[:]).Draw(t, "perm")
		p := [4]cards.Card(perm)
		if a, b := score.Hand(hs.Hand, hs.Starter), score.Hand(p, hs.Starter); a != b {
			t.Fatalf("Hand %v = %d but %v = %d", hs.Hand, a, p, b)
		}
		if a, b := score.Crib(hs.Hand, hs.Starter), score.Crib(p, hs.Starter); a != b {
			t.Fatalf("Crib %v = %d but %v = %d", hs.Hand, a, p, b)
		}
	})
}

// Relabelling suits consistently (any permutation of the four suits applied
// to every card) never changes a score.
func TestPropSuitRelabelling(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		hs := cardstest.Hand().Draw(t, "hand")
		perm := rapid.Permutation([]cards.Suit{cards.Clubs, cards.Diamonds, cards.Hearts, cards.Spades}).Draw(t, "suits")
		relabel := func(c cards.Card) cards.Card { return cards.New(c.Rank(), perm[c.Suit()-1]) }
		var h [4]cards.Card
		for i, c := range hs.Hand {
			h[i] = relabel(c)
		}
		st := relabel(hs.Starter)
		if a, b := score.Hand(hs.Hand, hs.Starter), score.Hand(h, st); a != b {
			t.Fatalf("Hand changed under relabelling: %d vs %d", a, b)
		}
		if a, b := score.Crib(hs.Hand, hs.Starter), score.Crib(h, st); a != b {
			t.Fatalf("Crib changed under relabelling: %d vs %d", a, b)
		}
	})
}

func TestPropScoreBounds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		hs := cardstest.Hand().Draw(t, "hand")
		for _, s := range []int{score.Hand(hs.Hand, hs.Starter), score.Crib(hs.Hand, hs.Starter)} {
			if s < 0 || s > 29 || s == 19 || s == 25 || s == 26 || s == 27 {
				t.Fatalf("impossible score %d for %v %v", s, hs.Hand, hs.Starter)
			}
		}
	})
}

// The fast functions refuse exactly what the checked ones refuse, with
// NoScore, whatever bytes they are given, and score the rest as the checked
// ones do.
func TestPropFastRefusesWhatCheckedRefuses(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var h [4]cards.Card
		for i := range h {
			h[i] = rapid.OneOf(cardstest.Byte(), cardstest.AnyCard()).Draw(t, "card")
		}
		st := rapid.OneOf(cardstest.Byte(), cardstest.AnyCard()).Draw(t, "starter")
		hand, crib := score.Hand(h, st), score.Crib(h, st)
		hb, err := score.HandBreakdown(h, st)
		cb, _ := score.CribBreakdown(h, st)
		switch {
		case err != nil && (hand != score.NoScore || crib != score.NoScore):
			t.Fatalf("Hand, Crib(%v, %v) = %d, %d; the breakdown refuses them: %v", h, st, hand, crib, err)
		case err == nil && (hand != hb.Total || crib != cb.Total):
			t.Fatalf("Hand, Crib(%v, %v) = %d, %d; the breakdowns say %d, %d", h, st, hand, crib, hb.Total, cb.Total)
		}
		pile := rapid.SliceOfN(rapid.OneOf(cardstest.Byte(), cardstest.Card()), 1, 14).Draw(t, "pile")
		play := score.Play(pile)
		ps, err := score.PlayBreakdown(pile)
		switch {
		case err != nil && play != score.NoScore:
			t.Fatalf("Play(%v) = %d; PlayBreakdown refuses it: %v", pile, play, err)
		case err == nil && play != ps.Points():
			t.Fatalf("Play(%v) = %d; PlayBreakdown says %d", pile, play, ps.Points())
		}
	})
}

// Each way a hand can be bad gives NoScore from the fast faces, and every
// entry NotAStarter from the by-starter ones.
func TestFastRefusals(t *testing.T) {
	fh := func(s string) [4]cards.Card { return [4]cards.Card(cards.MustParseList(s)) }
	good := fh("5H 5C 5S JD")
	for _, tt := range []struct {
		name    string
		hand    [4]cards.Card
		starter cards.Card
	}{
		{"joker in hand", fh("5H 5C 5S JK"), cards.MustParse("JD")},
		{"joker starter", good, cards.Joker},
		{"no card", [4]cards.Card{cards.MustParse("5H"), 0, cards.MustParse("5S"), cards.MustParse("JD")}, cards.MustParse("2C")},
		{"no starter", good, cards.NoCard},
		{"duplicate in hand", fh("5H 5H 5S JD"), cards.MustParse("2C")},
		{"starter in hand", good, cards.MustParse("5C")},
		{"invalid byte", [4]cards.Card{200, cards.MustParse("5C"), cards.MustParse("5S"), cards.MustParse("JD")}, cards.MustParse("2C")},
		{"byte past the joker", good, 57},
		{"byte under the Ace of clubs", good, 3},
		{"a byte that aliases a card in six bits", [4]cards.Card{5 + 64, cards.MustParse("5C"), cards.MustParse("5S"), cards.MustParse("JD")}, cards.MustParse("2C")},
	} {
		if got := score.Hand(tt.hand, tt.starter); got != score.NoScore {
			t.Errorf("%s: Hand = %d, want NoScore", tt.name, got)
		}
		if got := score.Crib(tt.hand, tt.starter); got != score.NoScore {
			t.Errorf("%s: Crib = %d, want NoScore", tt.name, got)
		}
	}
	if got := score.Hand(good, cards.MustParse("5D")); got != 29 {
		t.Errorf("the 29 hand scores %d", got)
	}
	for _, bad := range [][4]cards.Card{fh("5H 5H 5S JD"), fh("5H 5C 5S JK"), {}, {4, 5, 6, 3}, {4, 5, 6, 56}, {4, 5, 6, 68}} {
		for name, scores := range map[string][52]uint8{"HandByStarter": score.HandByStarter(bad), "CribByStarter": score.CribByStarter(bad)} {
			for i, s := range scores {
				if s != score.NotAStarter {
					t.Errorf("%s(%v)[%d] = %d, want NotAStarter", name, bad, i, s)
					break
				}
			}
		}
	}
}

func TestCheckedRefusesBadCards(t *testing.T) {
	fh := func(s string) [4]cards.Card { return [4]cards.Card(cards.MustParseList(s)) }
	tests := []struct {
		name    string
		hand    [4]cards.Card
		starter cards.Card
		want    error
	}{
		{"joker in hand", fh("5H 5C 5S JK"), cards.MustParse("JD"), score.ErrJoker},
		{"joker starter", fh("5H 5C 5S JD"), cards.Joker, score.ErrJoker},
		{"no card", [4]cards.Card{cards.MustParse("5H"), 0, cards.MustParse("5S"), cards.MustParse("JD")}, cards.MustParse("2C"), score.ErrNoCard},
		{"no starter", fh("5H 5C 5S JD"), cards.NoCard, score.ErrNoCard},
		{"duplicate in hand", fh("5H 5H 5S JD"), cards.MustParse("2C"), score.ErrDuplicate},
		{"starter in hand", fh("5H 5C 5S JD"), cards.MustParse("5C"), score.ErrDuplicate},
		{"invalid byte", [4]cards.Card{200, cards.MustParse("5C"), cards.MustParse("5S"), cards.MustParse("JD")}, cards.MustParse("2C"), score.ErrInvalidCard},
	}
	for _, tt := range tests {
		if err := score.Validate(tt.hand, tt.starter); !errors.Is(err, tt.want) {
			t.Errorf("%s: Validate error = %v, want %v", tt.name, err, tt.want)
		}
		if _, err := score.HandBreakdown(tt.hand, tt.starter); !errors.Is(err, tt.want) {
			t.Errorf("%s: HandBreakdown error = %v, want %v", tt.name, err, tt.want)
		}
		if _, err := score.CribBreakdown(tt.hand, tt.starter); !errors.Is(err, tt.want) {
			t.Errorf("%s: CribBreakdown error = %v, want %v", tt.name, err, tt.want)
		}
	}
}

func TestSay(t *testing.T) {
	for _, tt := range knownHands {
		h, st := hand(tt.cards)
		b, err := score.HandBreakdown(h, st)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.Say(); got != tt.say {
			t.Errorf("%s: Say() = %q\nwant %q", tt.name, got, tt.say)
		}
		if tt.sayCribDiff != "" {
			cb, _ := score.CribBreakdown(h, st)
			if got := cb.Say(); got != tt.sayCribDiff {
				t.Errorf("%s: crib Say() = %q, want %q", tt.name, got, tt.sayCribDiff)
			}
		}
	}
}

func TestBreakdownItems(t *testing.T) {
	h, st := hand("5C 5D 5H JS 5S")
	b, err := score.HandBreakdown(h, st)
	if err != nil {
		t.Fatal(err)
	}
	const want = `hand 5♣ 5♦ 5♥ J♠, starter 5♠
fifteen 5♣ J♠ for 2
fifteen 5♦ J♠ for 2
fifteen 5♥ J♠ for 2
fifteen J♠ 5♠ for 2
fifteen 5♣ 5♦ 5♥ for 2
fifteen 5♣ 5♦ 5♠ for 2
fifteen 5♣ 5♥ 5♠ for 2
fifteen 5♦ 5♥ 5♠ for 2
pair 5♣ 5♦ for 2
pair 5♣ 5♥ for 2
pair 5♣ 5♠ for 2
pair 5♦ 5♥ for 2
pair 5♦ 5♠ for 2
pair 5♥ 5♠ for 2
his nobs J♠ for 1
total 29`
	if got := b.String(); got != want {
		t.Errorf("breakdown:\n%s\nwant:\n%s", got, want)
	}
}

func TestPropByStarterEqualsPerCall(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := [4]cards.Card(cardstest.Distinct(4).Draw(t, "hand"))
		hs, cs := score.HandByStarter(h), score.CribByStarter(h)
		in := cards.SetOf(h[:]...)
		for i := range 52 {
			st := cards.FromIndex(i)
			if in.Has(st) {
				if hs[i] != score.NotAStarter || cs[i] != score.NotAStarter {
					t.Fatalf("card %v in hand is not marked", st)
				}
				continue
			}
			if int(hs[i]) != score.Hand(h, st) || int(cs[i]) != score.Crib(h, st) {
				t.Fatalf("%v with %v: by starter %d/%d, per call %d/%d", h, st, hs[i], cs[i], score.Hand(h, st), score.Crib(h, st))
			}
		}
	})
}

// TestInvalidCardIsCardsSentinel: score refuses a byte that is not a card
// with cards' own sentinel, and the message names the byte and its place.
func TestInvalidCardIsCardsSentinel(t *testing.T) {
	if score.ErrInvalidCard != cards.ErrInvalidCard {
		t.Fatal("score.ErrInvalidCard is not cards.ErrInvalidCard")
	}
	err := score.Validate([4]cards.Card{200, cards.MustParse("5C"), cards.MustParse("5S"), cards.MustParse("JD")}, cards.MustParse("2C"))
	if got, want := err.Error(), "score: invalid card value: byte 200 (card 1)"; got != want {
		t.Errorf("error %q, want %q", got, want)
	}
	if errors.Is(err, cards.ErrSyntax) {
		t.Error("a bad byte reads as a syntax error")
	}
}
