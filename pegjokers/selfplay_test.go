package pegjokers_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/game/fairtest"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// all returns n copies of s, one strategy for each seat.
func all(s pegjokers.Strategy, n int) []pegjokers.Strategy {
	out := make([]pegjokers.Strategy, n)
	for i := range out {
		out[i] = s
	}
	return out
}

// TestPlayGameEvents: the events PlayGame reports replay, turn by turn with
// Play, to the game it returns, and end with the winner.
func TestPlayGameEvents(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		st := pegjokerstest.Seating().Draw(t, "seating")
		g := newGame(t, pegjokers.DefaultRules, st.Seats, st.Arrangement, rapid.Uint64().Draw(t, "seed"))
		players := make([]pegjokers.Strategy, st.Seats)
		for s := range players {
			players[s] = rapid.SampledFrom([]pegjokers.Strategy{pegjokers.RandomBot{}, pegjokers.HeuristicBot{}}).Draw(t, "player")
		}
		var evs []pegjokers.Event
		end, err := pegjokers.PlayGame(g, players, cards.NewRand(rapid.Uint64().Draw(t, "r")), func(e pegjokers.Event) { evs = append(evs, e) })
		if err != nil || !end.Over() {
			t.Fatalf("PlayGame: %v", err)
		}
		replay := g
		for _, e := range evs {
			if p, ok := e.(pegjokers.Played); ok {
				if p.Seat != replay.Turn() || p.Position != replay.Position() {
					t.Fatalf("%v reported with %v to move in %v", p, replay.Turn(), replay.Position())
				}
				replay = playTurn(t, replay, pegjokers.Choice{Card: p.Card, Move: p.Move})
			}
			if e.Describe(nil) == "" {
				t.Fatalf("%#v says nothing", e)
			}
		}
		team, _ := end.Winner()
		if replay != end || evs[len(evs)-1] != (pegjokers.GameOver{Team: team, Seating: st, Turns: end.Turns()}) {
			t.Fatalf("replayed events end in\n%v\nnot\n%v (last event %v)", replay.Diagram(), end.Diagram(), evs[len(evs)-1])
		}
	})
}

// recorder plays by its inner strategy and records what it chose.
type recorder struct {
	inner  pegjokers.Strategy
	chosen *[]pegjokers.Choice
}

func (r recorder) Choose(v pegjokers.View, rng *rand.Rand) pegjokers.Choice {
	ch := r.inner.Choose(v, rng)
	*r.chosen = append(*r.chosen, ch)
	return ch
}

// movable yields each card of v's hand that has a legal move, and its
// moves as the view lists them.
func movable(v pegjokers.View) iter.Seq2[cards.Card, []pegjokers.Move] {
	return func(yield func(cards.Card, []pegjokers.Move) bool) {
		for _, c := range v.Hand {
			if ms := v.LegalMoves(c); len(ms) > 0 && !yield(c, ms) {
				return
			}
		}
	}
}

// sorter picks the last of a card's moves in its own order, after sorting
// the slice the view gave it, then scribbles over that slice.
type sorter struct{}

func (sorter) Choose(v pegjokers.View, _ *rand.Rand) pegjokers.Choice {
	for c, ms := range movable(v) {
		slices.SortFunc(ms, func(a, b pegjokers.Move) int { return strings.Compare(a.String(), b.String()) })
		ch := pegjokers.Choice{Card: c, Move: ms[len(ms)-1]}
		clear(ms)
		slices.Reverse(v.Hand)
		return ch
	}
	return pegjokers.Choice{Card: v.Hand[0]}
}

// forger overwrites the first move the view gave it with a move that is
// not legal, and plays it.
type forger struct{}

func (forger) Choose(v pegjokers.View, _ *rand.Rand) pegjokers.Choice {
	for c, ms := range movable(v) {
		legal := slices.Clone(ms)
		for h := range v.Position.TrackLen() {
			ms[0].Parts[0].To = pegjokers.Track(h)
			if !slices.Contains(legal, ms[0]) {
				return pegjokers.Choice{Card: c, Move: ms[0]}
			}
		}
	}
	return pegjokers.Choice{Card: v.Hand[0]}
}

// TestRunnerPlaysExactlyTheStrategysChoice: a strategy that sorts or
// overwrites the moves it was given plays exactly the move it returns (the
// sorter, whose every choice is checked against what the runner played), or
// is refused when what it returns is not legal (the forger).
func TestRunnerPlaysExactlyTheStrategysChoice(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 21)
	var chosen []pegjokers.Choice
	var played []pegjokers.Choice
	observe := func(e pegjokers.Event) {
		if p, ok := e.(pegjokers.Played); ok {
			played = append(played, pegjokers.Choice{Card: p.Card, Move: p.Move})
		}
	}
	// The sorter plays badly enough that its games can go on for ever: 500
	// turns show what the runner does with its choices.
	_, err := pegjokers.PlayGameWithin(g, all(recorder{sorter{}, &chosen}, 4), cards.NewRand(1), observe, 500)
	if err != nil && !errors.Is(err, pegjokers.ErrTurnLimit) {
		t.Fatalf("sorter: %v", err)
	}
	if len(chosen) < 100 || !slices.Equal(chosen, played) {
		t.Fatalf("the sorter chose %d turns, the runner played %d, or others", len(chosen), len(played))
	}
	_, err = pegjokers.PlayGame(g, all(forger{}, 4), cards.NewRand(1), nil)
	if !errors.Is(err, pegjokers.ErrStrategy) || !errors.Is(err, pegjokers.ErrIllegalMove) {
		t.Fatalf("forger: %v", err)
	}
}

// foreign plays a legal move of another position.
type foreign struct{}

func (foreign) Choose(v pegjokers.View, _ *rand.Rand) pegjokers.Choice {
	other := pegjokers.MustParsePosition(aroundTrack).WithTurn(v.Seat())
	for _, c := range v.Hand {
		if ms := pegjokers.LegalMoves(other, c); len(ms) > 0 && !slices.Contains(v.LegalMoves(c), ms[0]) {
			return pegjokers.Choice{Card: c, Move: ms[0]}
		}
	}
	return pegjokers.Choice{Card: cards.Joker, Move: pegjokers.LegalMoves(other, cards.Joker)[0]}
}

type panicker struct{}

func (panicker) Choose(pegjokers.View, *rand.Rand) pegjokers.Choice { panic("boom") }

func TestPlayGameRefuses(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 1)
	r := func() *rand.Rand { return cards.NewRand(1) }
	bots := all(pegjokers.RandomBot{}, 4)
	for _, tt := range []struct {
		name    string
		players []pegjokers.Strategy
		r       *rand.Rand
		want    error
		seat    int
	}{
		{"too few players", bots[:3], r(), pegjokers.ErrBadSeat, -1},
		{"too many players", append(slices.Clone(bots), pegjokers.RandomBot{}), r(), pegjokers.ErrBadSeat, -1},
		{"nil strategy", []pegjokers.Strategy{pegjokers.RandomBot{}, pegjokers.RandomBot{}, nil, pegjokers.RandomBot{}}, r(), pegjokers.ErrStrategy, 2},
		{"panic", []pegjokers.Strategy{pegjokers.RandomBot{}, panicker{}, pegjokers.RandomBot{}, pegjokers.RandomBot{}}, r(), pegjokers.ErrStrategy, 1},
		{"foreign move", all(foreign{}, 4), r(), pegjokers.ErrStrategy, 0},
		{"card not held", all(cheat{}, 4), r(), pegjokers.ErrNotInHand, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := pegjokers.PlayGame(g, tt.players, tt.r, nil)
			e, ok := errors.AsType[*pegjokers.Error](err)
			if !errors.Is(err, tt.want) || !ok || e.Seat != tt.seat || e.Pkg != "pegjokers" {
				t.Fatalf("PlayGame: %v (%#v), want %v of seat %d", err, e, tt.want, tt.seat)
			}
			if got.Turns() > 0 && tt.seat >= 0 && got.Turn() != pegjokers.Seat(tt.seat) {
				t.Errorf("returned the game with %v to move", got.Turn())
			}
		})
	}
	if _, err := pegjokers.PlayGameWithin(g, bots, r(), nil, 5); !errors.Is(err, pegjokers.ErrTurnLimit) {
		t.Errorf("turn limit: %v", err)
	}
}

// cheat always plays a Joker without moving, held or not.
type cheat struct{}

func (cheat) Choose(pegjokers.View, *rand.Rand) pegjokers.Choice {
	return pegjokers.Choice{Card: cards.Joker}
}

// TestPlayGameReplays: the same game, players and r give the same game, and
// a seat's strategy draws from a source of its own.
func TestPlayGameReplays(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 11)
	x, err := pegjokers.PlayGame(g, all(pegjokers.RandomBot{}, 4), cards.NewRand(1), nil)
	if err != nil || !x.Over() {
		t.Fatal(x.Turns(), err)
	}
	y, err := pegjokers.PlayGame(g, all(pegjokers.RandomBot{}, 4), cards.NewRand(1), nil)
	if err != nil || x != y {
		t.Errorf("PlayGame does not replay: %v", err)
	}
	// Blue's strategy sees the same random stream whatever the others are.
	var a, b []pegjokers.Choice
	// One turn each: the games stop at the limit.
	_, errA := pegjokers.PlayGameWithin(g, []pegjokers.Strategy{recorder{pegjokers.RandomBot{}, &a}, pegjokers.RandomBot{}, pegjokers.RandomBot{}, pegjokers.RandomBot{}}, cards.NewRand(2), nil, 1)
	_, errB := pegjokers.PlayGameWithin(g, []pegjokers.Strategy{recorder{pegjokers.RandomBot{}, &b}, pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{}}, cards.NewRand(2), nil, 1)
	if !errors.Is(errA, pegjokers.ErrTurnLimit) || !errors.Is(errB, pegjokers.ErrTurnLimit) {
		t.Fatalf("one-turn games: %v, %v", errA, errB)
	}
	if len(a) != 1 || !slices.Equal(a, b) {
		t.Errorf("Blue's first choice depends on the other seats: %v, %v", a, b)
	}
}

// TestPlayGameWithoutASeed: a nil random source is no seed given, and the
// strategies draw from unpredictable sources: the game plays to its end,
// and two such games of random bots from one deal go their own ways.
func TestPlayGameWithoutASeed(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 3)
	var turns [2]string
	for i := range turns {
		end, err := pegjokers.PlayGame(g, all(pegjokers.RandomBot{}, 4), nil, func(e pegjokers.Event) { turns[i] += e.Describe(nil) + "\n" })
		if err != nil {
			t.Fatal(err)
		}
		if !end.Over() {
			t.Fatal("the game did not end")
		}
	}
	if turns[0] == turns[1] {
		t.Error("two games without a seed played alike")
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

// seedHunter is a strategy that tries to recover the deal. On each seat's
// first turn, when its hand is still the five cards dealt it, it deals
// every seed of [0, span) with the package's own NewGame, looking for one
// that gives it this hand, and predicts from it the card it will draw at
// the end of the turn; with no seed found it guesses a Joker, the card of
// which the deck has most copies. On the seat's next turn the last card of
// its hand is the card drawn, and it scores the prediction. It plays as
// the heuristic bot does. Its predictions are kept by seat, so a run must
// play one game at a time.
type seedHunter struct {
	span uint64
	fairtest.Hunter[pegjokers.Seat, cards.Card]
}

func (h *seedHunter) String() string { return "seed hunter" }

func (h *seedHunter) Choose(v pegjokers.View, r *rand.Rand) pegjokers.Choice {
	ch := pegjokers.HeuristicBot{}.Choose(v, r)
	me := v.Seat()
	h.Reveal(me, v.Hand[len(v.Hand)-1])
	if v.Turns == int(me) {
		guess, p, found := h.predict(v)
		h.Predict(me, guess, found, p)
	}
	return ch
}

// predict returns the card the seat to move in v will draw at the end of
// its first turn, as the seed it finds says, the chance that a guess is
// right when no seed is found (0 when one is), and whether one was.
func (h *seedHunter) predict(v pegjokers.View) (cards.Card, float64, bool) {
	me := v.Seat()
	st := v.Position.Seating()
	if c, ok := fairtest.Hunt(h.span, func(seed uint64) (cards.Card, bool) {
		g, err := pegjokers.NewGame(v.Rules, st.Seats, st.Arrangement, seed)
		if err != nil || !slices.Equal(g.Hand(me), v.Hand) {
			return cards.NoCard, false
		}
		// Every seat draws the top card in turn, whatever it plays.
		for range int(me) + 1 {
			g, _, _ = g.Play(g.Choices()[0])
		}
		return g.Hand(me)[pegjokers.HandSize-1], true
	}); ok {
		return c, 0, true
	}
	unseen := unseen(v)
	jokers := len(unseen) - len(slices.DeleteFunc(slices.Clone(unseen), func(c cards.Card) bool { return c == cards.Joker }))
	return cards.Joker, float64(jokers) / float64(len(unseen)), false
}

// TestStrategiesCannotRecoverTheDeal: a strategy that searches 1,024
// seeds for its deal finds nothing in self-play with no seed given (the
// default: deals and strategies' sources are unpredictable), and its
// predictions of its next card are right no more often than chance allows
// (at most the expected hits plus four standard deviations, plus two).
// As a control, with deals from small seeds in its range and no source
// given, the same strategy predicts every draw.
func TestStrategiesCannotRecoverTheDeal(t *testing.T) {
	h, c := &seedHunter{span: fairtest.HuntSpan}, &seedHunter{span: fairtest.HuntSpan}
	st := pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}
	fairtest.DealsHidden(t, 150, 5, h, c, func(games int) (uint64, int, error) {
		rep, err := pegjokers.RunSelfPlay(context.Background(), pegjokers.SelfPlay{Seating: st, Games: games, Workers: 1},
			[]pegjokers.Strategy{h, pegjokers.HeuristicBot{}})
		return rep.Seed, 2 * games, err
	}, func(seed uint64) (int, error) {
		g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, seed)
		_, err := pegjokers.PlayGame(g, []pegjokers.Strategy{c, c, c, c}, nil, nil)
		return 4, err
	})
}

// peeker plays as the heuristic bot does, first handing see the source it
// is given.
type peeker struct{ see func(*rand.Rand) }

func (s peeker) Choose(v pegjokers.View, r *rand.Rand) pegjokers.Choice {
	s.see(r)
	return pegjokers.HeuristicBot{}.Choose(v, r)
}

// TestSeatSourcesHideTheCallersSource: a caller who gives PlayGame a
// source seeded like the deal (cards.NewRand of the game's seed) gives
// nothing away: a strategy that reads its source's state by reflection
// and inverts the generator finds no seed. As a control, the same attack
// on a seat source drawn straight from such a source (as a careless
// runner would) finds the deal's seed, whatever its size.
func TestSeatSourcesHideTheCallersSource(t *testing.T) {
	fairtest.SeatSources(t, func(seed uint64, caller *rand.Rand, see func(*rand.Rand)) error {
		g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, seed)
		players := []pegjokers.Strategy{peeker{see}, pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{}, pegjokers.HeuristicBot{}}
		_, err := pegjokers.PlayGame(g, players, caller, nil)
		return err
	})
}

func ExampleRunSelfPlay() {
	// Two entrants, one for each team: the runner gives each team each
	// entrant in turn.
	rep, err := pegjokers.RunSelfPlay(context.Background(), pegjokers.SelfPlay{
		Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs},
		Games:   20,
		Seed:    1,
	}, []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}})
	if err != nil {
		panic(err)
	}
	fmt.Println(rep)
	// Output:
	// 20 games
	// heuristic: won 20 (100.0%, 95% interval 83.9-100.0%)
	// random: won 0 (0.0%, 95% interval 0.0-16.1%)
	// turns, all: mean 186.30, sd 55.54, quartiles 147/192.5/216.75, range 106-330 (n=20)
}

func ExamplePlayGame() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 6, pegjokers.Teams, 8)
	if err != nil {
		panic(err)
	}
	bots := []pegjokers.Strategy{
		pegjokers.HeuristicBot{}, pegjokers.RandomBot{}, pegjokers.HeuristicBot{},
		pegjokers.RandomBot{}, pegjokers.HeuristicBot{}, pegjokers.RandomBot{},
	}
	reshuffles := 0
	g, err = pegjokers.PlayGame(g, bots, rand.New(rand.NewPCG(8, 8)), func(e pegjokers.Event) {
		switch e.(type) {
		case pegjokers.Reshuffled:
			reshuffles++
		case pegjokers.GameOver:
			fmt.Println(e.Describe(nil))
		}
	})
	if err != nil {
		panic(err)
	}
	team, _ := g.Winner()
	fmt.Printf("team %d (%s) won; the discards were reshuffled %d times\n", team, g.Position().Seating().TeamName(team), reshuffles)
	// Output:
	// Blue, White and Red win after 381 turns.
	// team 0 (Blue+White+Red) won; the discards were reshuffled 4 times
}

// BenchmarkSelfPlay plays whole 4-player games in pairs with PlayGame: one
// op is one complete game (deal, every turn, the end), so ops/s is games
// per second on one core.
func BenchmarkSelfPlay(b *testing.B) {
	for _, bench := range []struct {
		name  string
		strat []pegjokers.Strategy
	}{
		{"random", all(pegjokers.RandomBot{}, 4)},
		{"heuristic", all(pegjokers.HeuristicBot{}, 4)},
		{"heuristic-v-random", []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}, pegjokers.HeuristicBot{}, pegjokers.RandomBot{}}},
	} {
		b.Run(bench.name, func(b *testing.B) {
			turns, seed := 0, uint64(0)
			b.ReportAllocs()
			for b.Loop() {
				g := newGame(b, pegjokers.DefaultRules, 4, pegjokers.Pairs, seed)
				g, err := pegjokers.PlayGame(g, bench.strat, cards.NewRand(seed), nil)
				if err != nil {
					b.Fatal(err)
				}
				turns += g.Turns()
				seed++
			}
			b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
		})
	}
}

// The cases a new user reported: each refused with an error, none a panic.

func TestHostilePlayGameNilStrategy(t *testing.T) {
	g := newGame(t, pegjokers.Rules{}, 2, pegjokers.Solo, 1)
	_, err := pegjokers.PlayGame(g, []pegjokers.Strategy{pegjokers.RandomBot{}, nil}, rand.New(rand.NewPCG(1, 2)), nil)
	must.Is(t, "PlayGame with a nil strategy", err, pegjokers.ErrStrategy)
	var e *pegjokers.Error
	if !errors.As(err, &e) || e.Seat != 1 {
		t.Errorf("PlayGame with a nil strategy: %v does not name seat 1", err)
	}
	_, err = pegjokers.PlayGame(pegjokers.Game{}, nil, nil, nil)
	must.Is(t, "PlayGame of the zero Game", err, pegjokers.ErrZeroValue)
	if _, err := pegjokers.PlayGame(g, []pegjokers.Strategy{pegjokers.RandomBot{}, pegjokers.RandomBot{}}, nil, nil); err != nil {
		t.Errorf("PlayGame with a nil *rand.Rand: %v", err)
	}
}

func TestHostileSelfPlayBadCounts(t *testing.T) {
	cfg := pegjokers.SelfPlay{Seating: pegjokers.Seating{Seats: 2}, Games: -1}
	_, err := pegjokers.RunSelfPlay(context.Background(), cfg, []pegjokers.Strategy{pegjokers.RandomBot{}})
	must.Is(t, "RunSelfPlay of -1 games", err, pegjokers.ErrBadRules)
	cfg.Games = 1
	_, err = pegjokers.RunSelfPlay(context.Background(), cfg, []pegjokers.Strategy{nil})
	must.Is(t, "RunSelfPlay with a nil strategy", err, pegjokers.ErrStrategy)
}

func TestHostileReportOddCounts(t *testing.T) {
	r := pegjokers.Report{Games: 3, Entrants: []string{"a", "b", "c"}, Wins: []int{1}, Counts: []game.Count{{Name: "x", Entrant: 7}}}
	if s := r.String(); !strings.Contains(s, "entrant 7") {
		t.Errorf("Report.String() = %q", s)
	}
}
