package pegjokers_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
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

// sorter picks the last of a card's moves in its own order, after sorting
// the slice the view gave it, then scribbles over that slice.
type sorter struct{}

func (sorter) Choose(v pegjokers.View, _ *rand.Rand) pegjokers.Choice {
	for _, c := range v.Hand {
		ms := v.LegalMoves(c)
		if len(ms) == 0 {
			continue
		}
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
	for _, c := range v.Hand {
		ms := v.LegalMoves(c)
		if len(ms) == 0 {
			continue
		}
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

// keeper keeps every view's slices and writes over them after choosing.
type keeper struct {
	kept *[][2][]cards.Card // each view's Hand and Discards
	want *[][2][]cards.Card // what they should hold: what keeper wrote
}

func (k keeper) Choose(v pegjokers.View, r *rand.Rand) pegjokers.Choice {
	ch := pegjokers.RandomBot{}.Choose(v, r)
	slices.Reverse(v.Hand)
	clear(v.Discards)
	_ = append(v.Hand, cards.Joker) // must not write into anything else
	*k.kept = append(*k.kept, [2][]cards.Card{v.Hand, v.Discards})
	*k.want = append(*k.want, [2][]cards.Card{slices.Clone(v.Hand), slices.Clone(v.Discards)})
	return ch
}

// TestViewSlicesAreKept: the slices of the views PlayGame hands out are
// the strategy's own for good: what it writes stays, and nothing else
// writes to them; the game is the same as without the scribbling.
func TestViewSlicesAreKept(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 5)
	var kept, want [][2][]cards.Card
	got, err := pegjokers.PlayGame(g, all(keeper{&kept, &want}, 4), cards.NewRand(3), nil)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := pegjokers.PlayGame(g, all(pegjokers.RandomBot{}, 4), cards.NewRand(3), nil)
	if err != nil || got != plain {
		t.Fatalf("scribbling on the views changed the game: %v", err)
	}
	for i := range kept {
		for j := range 2 {
			if !slices.Equal(kept[i][j], want[i][j]) {
				t.Fatalf("turn %d: a view's slice was written after it was handed out", i+1)
			}
		}
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
