package bot_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/score"
)

// TestMiscounterErrorRate counts 20,000 dealt hands that score with each
// rate and measures how often the counter errs: within four standard errors
// of Rate. Each error is one combination of the count missed, never an
// overcount; a hand of nothing is claimed as nothing.
func TestMiscounterErrorRate(t *testing.T) {
	const hands = 20000
	for _, rate := range []float64{0, 0.1, 0.25, 0.5, 1} {
		t.Run(fmt.Sprint(rate), func(t *testing.T) {
			m := bot.Miscounter{Rate: rate}
			deal := cards.NewRand(uint64(rate*1000) + 7)
			draw := cards.NewRand(99)
			errs, scored := 0, 0
			for scored < hands {
				d := cards.StandardDeck().Cards()
				deal.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
				hand := [4]cards.Card{d[0], d[1], d[2], d[3]}
				b, err := score.HandBreakdown(hand, d[4])
				if err != nil {
					t.Fatal(err)
				}
				got := m.Count(b, draw)
				if b.Total == 0 {
					if got != 0 {
						t.Fatalf("%v: a hand of nothing claimed as %d", b, got)
					}
					continue
				}
				scored++
				if got == b.Total {
					continue
				}
				errs++
				missed := false
				for _, it := range b.Items {
					missed = missed || b.Total-it.Points == got
				}
				if got > b.Total || !missed {
					t.Fatalf("%v: claimed %d, which is not the count less one combination", b, got)
				}
			}
			got := float64(errs) / hands
			se := math.Sqrt(rate*(1-rate)/hands) + 1e-9
			if math.Abs(got-rate) > 4*se {
				t.Errorf("rate %g: erred on %.4f of %d counts (want %g ± %.4f)", rate, got, hands, rate, 4*se)
			}
			t.Logf("rate %g: erred on %.4f of %d counts", rate, got, hands)
		})
	}
}

// A direct call with no source replays, and the rate is held to 0 to 1.
func TestMiscounterEdges(t *testing.T) {
	b, err := score.HandBreakdown([4]cards.Card(cards.MustParseList("5H 5C JD 10S")), cards.MustParse("5S"))
	if err != nil {
		t.Fatal(err)
	}
	m := bot.Miscounter{Rate: 0.5}
	if a, c := m.Count(b, nil), m.Count(b, nil); a != c {
		t.Errorf("two calls without a source claim %d and %d", a, c)
	}
	for _, r := range []float64{-1, math.NaN(), 0} {
		if got := (bot.Miscounter{Rate: r}).Count(b, nil); got != b.Total {
			t.Errorf("rate %g claims %d of %d", r, got, b.Total)
		}
	}
	if got := (bot.Miscounter{Rate: 7}).Count(b, cards.NewRand(1)); got >= b.Total {
		t.Errorf("rate 7 (held to 1) claims %d of %d", got, b.Total)
	}
	if s := (bot.Miscounter{Rate: 0.25}).String(); s != "miscounter 25%" {
		t.Errorf("String: %q", s)
	}
}
