package crib_test

import (
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/internal/hostile"
	"github.com/pegboard/pegboard/internal/must"
)

// TestDescribeNames: events name seats from the names given, fall back to
// "seat N" and "side N" when the names run short, name a partnership by
// both its players with a plural verb, and say "1 point" but "0 points"
// and "2 points".
func TestDescribeNames(t *testing.T) {
	two, three, four := []string{"Ann", "Bob"}, []string{"Ann", "Bob", "Cat"}, []string{"Ann", "Bob", "Cat", "Dan"}
	for _, tc := range []struct {
		e     crib.Event
		names []string
		want  string
	}{
		{crib.CountRestarted{Leader: 0}, two, "The count starts again; Ann leads."},
		{crib.CountRestarted{Leader: 1}, two, "The count starts again; Bob leads."},
		{crib.CountRestarted{Leader: 2}, two, "The count starts again; seat 2 leads."},
		{crib.CountRestarted{Leader: crib.NoSeat}, two, "The play is over."},
		{crib.Folded{Side: 1, Sides: 2}, four, "Bob & Dan fold for the rest of the deal."},
		{crib.Folded{Side: 0, Sides: 2}, four, "Ann & Cat fold for the rest of the deal."},
		{crib.Folded{Side: 1, Sides: 2}, two, "Bob folds for the rest of the deal."},
		{crib.Folded{Side: 1, Sides: 3}, []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"}, "Bob & Eve fold for the rest of the deal."},
		{crib.Folded{Side: 2, Sides: 3}, three, "Cat folds for the rest of the deal."},
		{crib.Folded{Side: 1, Sides: 3}, two, "side 1 folds for the rest of the deal."},
		{crib.Folded{Side: 1, Sides: 2}, nil, "side 1 folds for the rest of the deal."},
		{crib.SatOut{Side: 0, Sides: 3, Dealer: 2}, three, "Ann sits out the deal; Cat deals."},
		{crib.Forfeited{Seat: 0, Points: 1, Rule: "9.4a"}, two, "Ann forfeits 1 point (rule 9.4a)."},
		{crib.Forfeited{Seat: 0, Points: 0, Rule: "9.4a"}, two, "Ann forfeits 0 points (rule 9.4a)."},
		{crib.Forfeited{Seat: 1, Points: 2, Rule: "9.4a"}, two, "Bob forfeits 2 points (rule 9.4a)."},
		{crib.ClaimTakenBack{Seat: 1, Points: 1, Rule: "10.4d", Board: crib.NewBoard(2, 121)}, two, "Bob's claim of 1 point is taken back (rule 10.4d)."},
		{crib.Declined{Side: 1, Sides: 2, Points: 1, GiveBack: crib.NoSeat}, four, "Bob & Dan decline 1 point."},
		{crib.Declined{Side: 1, Sides: 2, Points: 3, GiveBack: 0}, two, "Bob gives 3 points back to Ann."},
	} {
		if got := tc.e.Describe(tc.names); got != tc.want {
			t.Errorf("%#v.Describe(%q) = %q, want %q", tc.e, tc.names, got, tc.want)
		}
	}
}

func TestHostileDescribeFewNames(t *testing.T) {
	g, err := crib.NewGame(crib.Rules{Layout: crib.SixPlayer()}, 3)
	if err != nil {
		t.Fatal(err)
	}
	bots := []crib.Strategy{bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}}
	var events []crib.Event
	if _, err := crib.PlayGame(g, bots, cards.NewRand(2), func(e crib.Event) { events = append(events, e) }); err != nil {
		t.Fatal(err)
	}
	hostile.FewNames(t, events)
	odd := []crib.Event{
		crib.Conceded{Seat: math.MinInt, Winner: -1, Sides: 34},
		crib.Declined{Side: -4, Sides: 2},
		crib.Folded{Side: -114360, Sides: 1},
		crib.GameOver{Winner: -6, Board: crib.NewBoard(3, 121)},
		crib.Offered{Side: -2, Sides: 2, Seat: 64},
		crib.SatOut{Side: math.MinInt + 1, Sides: 64, Dealer: math.MaxInt},
		crib.Dealt{Seats: math.MaxInt},
		crib.DealOver{NextDealer: -14, Board: crib.Board{Sides: 29}},
		crib.Pegged{Score: crib.Score{Seat: 8, Side: 121, Points: 1}},
	}
	for _, e := range odd {
		if !strings.Contains(e.Describe([]string{"Ann", "Bob"}), " ") {
			t.Errorf("%#v.Describe: no text", e)
		}
	}
}

func TestHostileShownBreakdownZero(t *testing.T) {
	_, err := crib.Shown{}.Breakdown()
	must.Is(t, "the zero Shown's Breakdown", err, crib.ErrBadCards)
}

func TestScoreWhat(t *testing.T) {
	g := theDeal(t, crib.Rules{})
	_, ev := layEv(t, g, "5H 4D 5C 6D")
	p := pegged(ev, 1, crib.ScorePlay)
	got := []string{
		p[0].Score.What(),
		crib.Score{Kind: crib.ScoreHand}.What(),
		crib.Score{Kind: crib.ScorePenalty, Rule: "8.4b"}.What(),
		crib.Score{Kind: crib.ScoreKind(99)}.What(),
	}
	want := []string{"a run of 3", "the hand", "a penalty (rule 8.4b)", "ScoreKind(99)"}
	if d := cmp.Diff(want, got); d != "" {
		t.Error(d)
	}
}
