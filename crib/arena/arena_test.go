package arena_test

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/arena"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/internal/must"
)

// fast are bots quick enough for property tests.
var fast = []crib.Strategy{bot.Random{}, bot.Scripted{}, bot.Calculated{}, bot.Analysis{}}

// layouts are the seatings the arena plays.
var layouts = []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()}

// drawMatch draws a match of up to maxDeals deals at any seating the
// arena plays, between quick bots drawn for each side.
func drawMatch(t *rapid.T, maxDeals int) (arena.Config, []crib.Strategy) {
	l := rapid.SampledFrom(layouts).Draw(t, "layout")
	cfg := arena.Config{Rules: crib.Rules{Layout: l}, Deals: rapid.IntRange(1, maxDeals).Draw(t, "deals"), Seed: rapid.Uint64().Draw(t, "seed")}
	players := make([]crib.Strategy, l.Sides)
	for i := range players {
		players[i] = rapid.SampledFrom(fast).Draw(t, "bot")
	}
	return cfg, players
}

// A bot against itself wins exactly its share of the games (a half, or a
// third with three sides) under duplicate deals,
// at every seating (each rotation gives the other copy the same cards and
// the same seat's randomness, so the games of a set are the same game),
// and the even share is within its interval.
func TestPropSelfPlayIsEven(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := rapid.SampledFrom(fast).Draw(t, "bot")
		l := rapid.SampledFrom(layouts).Draw(t, "layout")
		cfg := arena.Config{Rules: crib.Rules{Layout: l}, Deals: rapid.IntRange(1, 4).Draw(t, "deals"), Seed: rapid.Uint64().Draw(t, "seed")}
		players := make([]crib.Strategy, l.Sides)
		for i := range players {
			players[i] = b
		}
		r, err := arena.Play(context.Background(), cfg, players)
		if err != nil {
			t.Fatal(err)
		}
		even := 1 / float64(l.Sides)
		for _, st := range r.Bots {
			if st.WinRate != even || st.WinCI95[0] > even || st.WinCI95[1] < even || math.Abs(st.Margin-r.Bots[0].Margin) > 1e-9 || l.Sides == 2 && st.Margin != 0 {
				t.Fatalf("%v against itself:\n%v", b, r)
			}
		}
	})
}

// Two different bots: each seed's games are a duplicate set, so in
// every seating the bots' wins add up to the games, and the win rate sits
// inside its interval.
func TestPropResultAddsUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg, players := drawMatch(t, 4)
		r, err := arena.Play(context.Background(), cfg, players)
		if err != nil {
			t.Fatal(err)
		}
		wins, margin := 0, 0.0
		for _, st := range r.Bots {
			wins += st.Wins
			margin += st.Margin
			if st.WinCI95[0] > st.WinRate || st.WinRate > st.WinCI95[1] {
				t.Fatalf("%s's win rate outside its interval:\n%v", st.Name, r)
			}
		}
		if wins != r.Games || r.Games != cfg.Deals*len(players) || (len(players) == 2 && (margin > 1e-9 || margin < -1e-9)) {
			t.Fatalf("%d wins of %d games, margins add to %v:\n%v", wins, r.Games, margin, r)
		}
	})
}

// Duplicate deals: the games of a set deal the same cards to the same
// seats, deal by deal, and in each rotation another bot sits there. Read
// from the games' records replayed.
func TestDuplicateDealsSwapCards(t *testing.T) {
	for _, l := range layouts {
		type key struct{ set, rot int }
		hands := map[key][][crib.MaxSeats]uint64{} // by deal
		names := map[key][]string{}
		cfg := arena.Config{Rules: crib.Rules{Layout: l}, Deals: 3, Seed: 11, Records: func(set, rot int, rec crib.Record) {
			_, events, err := crib.Replay(rec)
			if err != nil {
				t.Errorf("%d seats: replay: %v", l.Seats, err)
				return
			}
			k := key{set, rot}
			names[k] = rec.Names
			for _, e := range events {
				if d, ok := e.(crib.Dealt); ok {
					var h [crib.MaxSeats]uint64
					for s := range h {
						h[s] = uint64(d.Hands[s])
					}
					hands[k] = append(hands[k], h)
				}
			}
		}}
		players := []crib.Strategy{bot.Analysis{}, bot.Scripted{}, bot.Calculated{}}[:l.Sides]
		must.Get(arena.Play(context.Background(), cfg, players))(t)
		for set := range cfg.Deals {
			first := key{set, 0}
			for rot := 1; rot < l.Sides; rot++ {
				k := key{set, rot}
				n := min(len(hands[first]), len(hands[k]))
				if n == 0 {
					t.Fatalf("%d seats: no deals in set %d", l.Seats, set)
				}
				if diff := cmp.Diff(hands[first][:n], hands[k][:n]); diff != "" {
					t.Errorf("%d seats, set %d, rotation %d: other cards dealt (-first +this):\n%s", l.Seats, set, rot, diff)
				}
				for s := range l.Seats {
					if names[k][s] == names[first][s] {
						t.Errorf("%d seats, set %d, rotation %d: %s sits in seat %d again", l.Seats, set, rot, names[k][s], s)
					}
					if want := players[(l.Side(s)+rot)%l.Sides].(interface{ String() string }).String(); names[k][s] != want {
						t.Errorf("%d seats, set %d, rotation %d: seat %d is %s, want %s", l.Seats, set, rot, s, names[k][s], want)
					}
				}
			}
		}
	}
}

// The results do not depend on the number of workers.
func TestWorkersDoNotMatter(t *testing.T) {
	players := []crib.Strategy{bot.Expert{Worlds: 4}, bot.Random{}}
	var want []byte
	for _, w := range []int{1, 2, 5, 0} {
		cfg := arena.Config{Deals: 6, Seed: 5, Workers: w}
		r := must.Get(arena.Play(context.Background(), cfg, players))(t)
		got := must.Get(json.Marshal(r))(t)
		if want == nil {
			want = got
		} else if diff := cmp.Diff(string(want), string(got)); diff != "" {
			t.Errorf("%d workers (-1 worker +this):\n%s", w, diff)
		}
	}
	var wantL string
	for _, w := range []int{1, 3} {
		l := must.Get(arena.RoundRobin(context.Background(), arena.Config{Deals: 4, Seed: 5, Workers: w}, fast))(t)
		if got := string(must.Get(json.Marshal(l))(t)); wantL == "" {
			wantL = got
		} else if diff := cmp.Diff(wantL, got); diff != "" {
			t.Errorf("round robin on %d workers (-1 worker +this):\n%s", w, diff)
		}
	}
}

func TestRefusesBadInput(t *testing.T) {
	two := []crib.Strategy{bot.Random{}, bot.Analysis{}}
	for name, c := range map[string]struct {
		cfg     arena.Config
		players []crib.Strategy
		want    error
	}{
		"nil strategy":     {arena.Config{Deals: 1}, []crib.Strategy{bot.Random{}, nil}, crib.ErrStrategy},
		"no bots":          {arena.Config{Deals: 1}, nil, crib.ErrBadRules},
		"one bot":          {arena.Config{Deals: 1}, two[:1], crib.ErrBadRules},
		"three bots":       {arena.Config{Deals: 1}, append(two, bot.Random{}), crib.ErrBadRules},
		"no deals":         {arena.Config{}, two, crib.ErrBadRules},
		"negative deals":   {arena.Config{Deals: -3}, two, crib.ErrBadRules},
		"too many deals":   {arena.Config{Deals: arena.MaxDeals + 1}, two, crib.ErrBadRules},
		"negative workers": {arena.Config{Deals: 1, Workers: -1}, two, crib.ErrBadRules},
		"claimed":          {arena.Config{Deals: 1, Rules: crib.Rules{Claimed: true}}, two, crib.ErrBadRules},
		"bad layout":       {arena.Config{Deals: 1, Rules: crib.Rules{Layout: crib.Layout{Seats: 9}}}, two, crib.ErrBadRules},
	} {
		if _, err := arena.Play(context.Background(), c.cfg, c.players); !errors.Is(err, c.want) {
			t.Errorf("%s: Play gives %v, want %v", name, err, c.want)
		}
	}
	for name, c := range map[string]struct {
		cfg  arena.Config
		pool []crib.Strategy
		want error
	}{
		"nil strategy": {arena.Config{Deals: 1}, []crib.Strategy{bot.Random{}, nil}, crib.ErrStrategy},
		"one bot":      {arena.Config{Deals: 1}, two[:1], crib.ErrBadRules},
		"three sides":  {arena.Config{Deals: 1, Rules: crib.Rules{Layout: crib.ThreePlayer()}}, two, crib.ErrBadRules},
		"anchor":       {arena.Config{Deals: 1, Anchor: 2}, two, crib.ErrBadRules},
		"anchor below": {arena.Config{Deals: 1, Anchor: -1}, two, crib.ErrBadRules},
		"no deals":     {arena.Config{}, two, crib.ErrBadRules},
	} {
		if _, err := arena.RoundRobin(context.Background(), c.cfg, c.pool); !errors.Is(err, c.want) {
			t.Errorf("%s: RoundRobin gives %v, want %v", name, err, c.want)
		}
	}
}

// A strategy that breaks the rules ends the match with an error naming the
// game.
type cheat struct{ bot.Analysis }

func (cheat) Discard(v crib.DiscardView, r *rand.Rand) cards.Set { return 0 }

func TestStrategyFails(t *testing.T) {
	_, err := arena.Play(context.Background(), arena.Config{Deals: 2}, []crib.Strategy{bot.Random{}, cheat{}})
	if !errors.Is(err, crib.ErrStrategy) || !strings.Contains(err.Error(), "set 0") {
		t.Errorf("a cheat: %v", err)
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := arena.Play(ctx, arena.Config{Deals: 50}, fast[:2]); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
