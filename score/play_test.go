package score_test

import (
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/score"
)

// Known plays: the cards laid in order and what each card pegs.
var knownPlays = []struct {
	name  string
	pile  string
	each  []int    // Play for every prefix
	runs  []int    // PlayScore.Run for every prefix
	sayLn []string // PlayScore.String of the last card, when given
}{
	{"4-6-5 is a run and fifteen", "4C 6D 5H", []int{0, 0, 5}, []int{0, 0, 3}, []string{"fifteen and a run of 3 for 5"}},
	{"5-5-5 is fifteen and pair royal", "5C 5D 5H", []int{0, 2, 8}, []int{0, 0, 0}, []string{"fifteen and pair royal for 8"}},
	// The run parts are 3, 4, 5; the fifth card also makes fifteen.
	{"A-2-3-4-5", "AC 2D 3H 4S 5C", []int{0, 0, 3, 4, 7}, []int{0, 0, 3, 4, 5}, []string{"fifteen and a run of 5 for 7"}},
	{"6-5-6-5 scores nothing", "6C 5D 6H 5S", []int{0, 0, 0, 0}, nil, []string{"no score"}},
	{"double pair royal", "3C 3D 3H 3S", []int{0, 2, 6, 12}, nil, []string{"double pair royal for 12"}},
	{"31 with a pair", "KC 4D 5H 6S 6C", []int{0, 0, 0, 3, 4}, nil, []string{"thirty-one and a pair for 4"}},
	{"a pair broken by another card does not count", "9C 9D 2H 9S", []int{0, 2, 0, 0}, nil, nil},
	{"runs in any order", "3C 5D 4H", []int{0, 0, 3}, nil, nil},
	{"a run extended twice", "3C 5D 4H 6S 2C", []int{0, 0, 3, 4, 5}, nil, nil},
	{"a repeat inside the tail breaks the run", "3C 4D 4H 5S", []int{0, 0, 2, 0}, nil, nil},
	{"the run may use a card past a repeat", "3C 4D 3H 5S", []int{0, 0, 0, 5}, []int{0, 0, 0, 3}, []string{"fifteen and a run of 3 for 5"}},
	{"a run growing downward", "6C 5D 4H 3S 2C", []int{0, 0, 5, 4, 5}, nil, nil},
	{"a run of seven", "AC 2D 3H 4S 5C 6D 7H", []int{0, 0, 3, 4, 7, 6, 7}, nil, []string{"a run of 7 for 7"}},
	{"face cards count ten", "KC 5D", []int{0, 2}, nil, nil},
	// Crib Wars rules (standard play scoring): "7,8,6 score 3 points for the
	// last player, and if the next player follows with a 4 and you play a 5,
	// you get 5 points."
	{"rules text 7-8-6-4-5", "7C 8D 6H 4S 5C", []int{0, 2, 3, 0, 5}, nil, nil},
	// "If a 5 or 9 is played instead of the 4 you would get 4 points."
	{"rules text 7-8-6-5", "7C 8D 6H 5S", []int{0, 2, 3, 4}, nil, nil},
	{"rules text 7-8-6-9", "7C 8D 6H 9S", []int{0, 2, 3, 4}, nil, nil},
}

func TestKnownPlays(t *testing.T) {
	for _, tt := range knownPlays {
		pile := cards.MustParseList(tt.pile)
		for k := 1; k <= len(pile); k++ {
			got := score.Play(pile[:k])
			if got != tt.each[k-1] {
				t.Errorf("%s: Play(%v) = %d, want %d", tt.name, pile[:k], got, tt.each[k-1])
			}
			if o := oraclePlay(pile[:k]); o != got {
				t.Errorf("%s: oracle(%v) = %d, Play %d", tt.name, pile[:k], o, got)
			}
			ps, err := score.PlayBreakdown(pile[:k])
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			if ps.Points() != got {
				t.Errorf("%s: PlayBreakdown(%v).Points() = %d, Play %d", tt.name, pile[:k], ps.Points(), got)
			}
			if tt.runs != nil && ps.Run != tt.runs[k-1] {
				t.Errorf("%s: run after %v = %d, want %d", tt.name, pile[:k], ps.Run, tt.runs[k-1])
			}
			if k == len(pile) && tt.sayLn != nil && ps.String() != tt.sayLn[0] {
				t.Errorf("%s: String() = %q, want %q", tt.name, ps.String(), tt.sayLn[0])
			}
		}
	}
}

func TestPlayEmptyAndChecked(t *testing.T) {
	if score.Play(nil) != 0 {
		t.Error("Play(nil) != 0")
	}
	tests := []struct {
		pile []cards.Card
		want error
	}{
		{nil, score.ErrEmptyPile},
		{cards.MustParseList("5H JK"), score.ErrJoker},
		{[]cards.Card{cards.MustParse("5H"), 0}, score.ErrNoCard},
		{[]cards.Card{cards.MustParse("5H"), 99}, score.ErrInvalidCard},
		{cards.MustParseList("5H 5H"), score.ErrDuplicate},
		{cards.MustParseList("KH KS KD 2C"), score.ErrCountOver31},
	}
	for _, tt := range tests {
		if _, err := score.PlayBreakdown(tt.pile); !errors.Is(err, tt.want) {
			t.Errorf("PlayBreakdown(%v) error = %v, want %v", tt.pile, err, tt.want)
		}
		if got := score.Play(tt.pile); tt.pile != nil && got != score.NoScore {
			t.Errorf("Play(%v) = %d, want NoScore", tt.pile, got)
		}
	}
	// 31 exactly is a count, and scores; one more is not.
	if got := score.Play(cards.MustParseList("KH KS KD AC")); got != 2 {
		t.Errorf("Play to 31 = %d, want 2", got)
	}
}

// legalPile draws different cards, laid one after another while the count
// stays at or under 31.
func legalPile(t *rapid.T) []cards.Card {
	deck := cardstest.Distinct(52).Draw(t, "deck")
	n := rapid.IntRange(1, 13).Draw(t, "length")
	var pile []cards.Card
	count := 0
	for _, c := range deck {
		if len(pile) == n {
			break
		}
		if count+score.Value(c) <= 31 {
			pile = append(pile, c)
			count += score.Value(c)
		}
	}
	return pile
}

// Piles made of few ranks, to exercise pairs and runs far more often than
// random cards do.
func crowdedPile(t *rapid.T) []cards.Card {
	lo := rapid.IntRange(1, 9).Draw(t, "lowest rank")
	var pool []cards.Card
	for r := lo; r < lo+5 && r <= 13; r++ {
		for s := cards.Clubs; s <= cards.Spades; s++ {
			pool = append(pool, cards.New(cards.Rank(r), s))
		}
	}
	order := rapid.Permutation(pool).Draw(t, "order")
	var pile []cards.Card
	count := 0
	for _, c := range order {
		if count+score.Value(c) > 31 {
			break
		}
		pile = append(pile, c)
		count += score.Value(c)
	}
	return pile
}

func TestPropPlayEqualsOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pile := legalPile(t)
		if rapid.Bool().Draw(t, "crowded") {
			pile = crowdedPile(t)
		}
		for k := 1; k <= len(pile); k++ {
			if got, want := score.Play(pile[:k]), oraclePlay(pile[:k]); got != want {
				t.Fatalf("Play(%v) = %d, oracle %d", pile[:k], got, want)
			}
			ps, err := score.PlayBreakdown(pile[:k])
			if err != nil {
				t.Fatal(err)
			}
			if ps.Points() != oraclePlay(pile[:k]) || ps.Run > 7 || ps.Pair > 4 || ps.Count > 31 {
				t.Fatalf("PlayBreakdown(%v) = %+v", pile[:k], ps)
			}
		}
	})
}
