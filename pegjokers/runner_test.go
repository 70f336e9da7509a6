package pegjokers_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/pegboard/pegboard/pegjokers"
)

func TestHeuristicBeatsRandom(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	for _, st := range []pegjokers.Seating{{Seats: 4, Arrangement: pegjokers.Pairs}, {Seats: 6, Arrangement: pegjokers.Teams}, {Seats: 2, Arrangement: pegjokers.Solo}} {
		rep, err := pegjokers.RunSelfPlay(context.Background(), pegjokers.SelfPlay{Seating: st, Games: games, Seed: 100},
			[]pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Wins[0] < games*9/10 || rep.Capped != 0 {
			t.Errorf("%v: heuristic against random:\n%v", st, rep)
		}
	}
}

// TestSelfPlayEverySeating: self-play games end, for every seating, with
// both bots.
func TestSelfPlayEverySeating(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	for _, st := range pegjokers.Seatings() {
		for _, strat := range []pegjokers.Strategy{pegjokers.RandomBot{}, pegjokers.HeuristicBot{}} {
			rep, err := pegjokers.RunSelfPlay(context.Background(), pegjokers.SelfPlay{Seating: st, Games: games, Seed: 7},
				[]pegjokers.Strategy{strat})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Capped != 0 || rep.Wins[0] != games {
				t.Errorf("%v %v: %v", st, strat, rep)
			}
			s := rep.Stat("turns", pegjokers.Whole)
			if s.N != games || !(s.Min <= s.Quartiles[0] && s.Quartiles[0] <= s.Quartiles[1] &&
				s.Quartiles[1] <= s.Quartiles[2] && s.Quartiles[2] <= s.Max) {
				t.Errorf("%v: game lengths out of order: %v", st, rep)
			}
		}
	}
}

func TestSelfPlayReplays(t *testing.T) {
	cfg := pegjokers.SelfPlay{
		Seating: pegjokers.Seating{Seats: 6, Arrangement: pegjokers.Pairs},
		Games:   6,
		Seed:    3,
		Workers: 1,
	}
	players := []pegjokers.Strategy{pegjokers.RandomBot{}, pegjokers.HeuristicBot{}}
	a, err := pegjokers.RunSelfPlay(context.Background(), cfg, players)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 3
	b, err := pegjokers.RunSelfPlay(context.Background(), cfg, players)
	if err != nil || a.String() != b.String() {
		t.Errorf("two runs differ (%v):\n%v\n%v", err, a, b)
	}
}

func TestSelfPlayCapped(t *testing.T) {
	st := pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}
	var progress bytes.Buffer
	rep, err := pegjokers.RunSelfPlay(context.Background(), pegjokers.SelfPlay{Seating: st, Games: 3, MaxTurns: 10, Progress: &progress},
		[]pegjokers.Strategy{pegjokers.RandomBot{}})
	if err != nil || rep.Capped != 3 || rep.Games != 3 || rep.Stat("turns", pegjokers.Whole).N != 0 {
		t.Errorf("capped games: %v, %v", rep, err)
	}
	if progress.Len() == 0 {
		t.Error("no progress written")
	}
}

func TestSelfPlayRefuses(t *testing.T) {
	st := pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}
	bots := []pegjokers.Strategy{pegjokers.RandomBot{}}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tt := range []struct {
		name    string
		ctx     context.Context
		cfg     pegjokers.SelfPlay
		players []pegjokers.Strategy
		want    []error
	}{
		{"cheat", context.Background(), pegjokers.SelfPlay{Seating: st, Games: 1}, []pegjokers.Strategy{cheat{}}, []error{pegjokers.ErrStrategy}},
		{"no strategies", context.Background(), pegjokers.SelfPlay{Seating: st, Games: 1}, nil, []error{pegjokers.ErrBadSeat}},
		{"nil strategy", context.Background(), pegjokers.SelfPlay{Seating: st, Games: 1}, []pegjokers.Strategy{pegjokers.RandomBot{}, nil}, []error{pegjokers.ErrStrategy}},
		{"bad seating", context.Background(), pegjokers.SelfPlay{Seating: pegjokers.Seating{Seats: 5, Arrangement: pegjokers.Pairs}, Games: 1}, bots, []error{pegjokers.ErrSeating, pegjokers.ErrBadRules}},
		{"zero seating", context.Background(), pegjokers.SelfPlay{Games: 1}, bots, []error{pegjokers.ErrSeating}},
		{"bad rules", context.Background(), pegjokers.SelfPlay{Rules: pegjokers.Rules{Packs: 9}, Seating: st, Games: 1}, bots, []error{pegjokers.ErrBadRules}},
		{"negative turn limit", context.Background(), pegjokers.SelfPlay{Seating: st, Games: 1, MaxTurns: -1}, bots, []error{pegjokers.ErrBadRules}},
		{"no games", context.Background(), pegjokers.SelfPlay{Seating: st}, bots, []error{pegjokers.ErrBadRules}},
		{"cancelled", cancelled, pegjokers.SelfPlay{Seating: st, Games: 5}, bots, []error{context.Canceled}},
	} {
		_, err := pegjokers.RunSelfPlay(tt.ctx, tt.cfg, tt.players)
		for _, w := range tt.want {
			if !errors.Is(err, w) {
				t.Errorf("%s: %v, want %v", tt.name, err, w)
			}
		}
	}
}
