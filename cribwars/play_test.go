package cribwars_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
)

// Whole games between bots: PlayGame, RunSelfPlay, and what they show.

func TestPlayGame(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		players := make([]crib.Strategy, l.Seats)
		for s := range players {
			players[s] = bot.Random{}
		}
		run := func() (string, cribwars.Result) {
			g := newGame(t, cribwars.Config{Layout: l}, 5)
			var b strings.Builder
			g, err := cribwars.PlayGame(g, players, cards.NewRand(5), func(e crib.Event) {
				b.WriteString(e.Describe(names[:l.Seats]))
				b.WriteByte('\n')
			})
			if err != nil {
				t.Fatal(err)
			}
			res, ok := g.Result()
			if !ok {
				t.Fatal("not over")
			}
			return b.String(), res
		}
		log1, res1 := run()
		log2, res2 := run()
		if log1 != log2 || !cmp.Equal(res1, res2) {
			t.Errorf("%d seats: not deterministic", l.Seats)
		}
		if !strings.Contains(log1, "the game hole 363") {
			t.Errorf("%d seats: %s", l.Seats, log1[max(0, len(log1)-500):])
		}
	}
	// A penalty applied before the game is played: Bob, at 98, declines
	// the 2 that would land him in the penalty box.
	g := newGame(t, cribwars.Config{}, 1)
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(crib.ChooseDealer{Seat: 0}))
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(cribwars.Place{Side: 1, Peg: main(98)}))
	g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(cribwars.Penalty{Offender: 0, Rule: "item 16"}))
	var first string
	if _, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}}, cards.NewRand(1), func(e crib.Event) {
		if first == "" {
			first = e.Describe(names[:2])
		}
	}); err != nil || first != "Bob declines 2 points." {
		t.Errorf("%v: %q", err, first)
	}
	if _, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}}, cards.NewRand(1), nil); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("one player: %v", err)
	}
	g = newGame(t, cribwars.Config{Claimed: true}, 1)
	if _, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}}, cards.NewRand(1), nil); err == nil {
		t.Error("a claimed game played by bots")
	}
}

func TestRunSelfPlay(t *testing.T) {
	ctx := context.Background()
	cfg := cribwars.SelfPlay{Config: cribwars.Config{Layout: crib.ThreePlayer()}, Games: 12, Seed: 3}
	players := []crib.Strategy{bot.Analysis{}, bot.Random{}, bot.Random{}}
	run := func(workers int) crib.Report {
		c := cfg
		c.Workers = workers
		rep, err := cribwars.RunSelfPlay(ctx, c, players)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	one, four := run(1), run(4)
	if d := cmp.Diff(one, four, cmpopts.IgnoreUnexported(crib.Report{})); d != "" {
		t.Errorf("workers change the report (-+):\n%s", d)
	}
	if one.Wins[0]+one.Wins[1]+one.Wins[2] != 12 || one.Stat("deals", crib.Whole).N != 12 || one.Count("time traps", crib.Whole) == 0 {
		t.Errorf("%v", one)
	}
	won := 0
	for e := range 3 {
		won += one.Count("games won", e)
		if one.Count("games won", e) < one.Wins[e] || one.Count("skunks", e) > one.Wins[e] {
			t.Errorf("%s: won %d, games won %d, skunks %d", one.Entrants[e], one.Wins[e], one.Count("games won", e), one.Count("skunks", e))
		}
	}
	if won < 12*2 {
		t.Errorf("games won %d: each win is at least one game from each of two losers", won)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{Games: 1}, nil); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("no strategies: %v", err)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{}, players[:2]); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("no games: %v", err)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{Games: 1, Config: cribwars.Config{Claimed: true}}, players[:2]); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("claimed mode: %v", err)
	}
	if _, err := cribwars.RunSelfPlay(ctx, cribwars.SelfPlay{Games: 1}, []crib.Strategy{nil, bot.Random{}}); !errors.Is(err, crib.ErrStrategy) {
		t.Errorf("a nil strategy: %v", err)
	}
}

// namedBot is a random bot with a name of its own, so that a record's
// names tell the entrants apart.
type namedBot struct {
	bot.Random
	name string
}

func (b namedBot) String() string { return b.name }

// TestSelfPlayTallies: a run's counts agree with its games replayed from
// their records: each entrant's "games won" is the sum of its wins'
// Result.Games and its "skunks" the wins where a loser lost 2 games or
// more; "deals" is each game's deals dealt, and the counts of the special
// holes are the board events of each kind. Both layouts of sides are
// played, and the games hold wins with a skunk and without.
func TestSelfPlayTallies(t *testing.T) {
	for _, c := range []struct {
		layout  crib.Layout
		rules   cribwars.Rules
		players []crib.Strategy
	}{
		{crib.TwoPlayer(), cribwars.Rules{}, []crib.Strategy{bot.Analysis{}, namedBot{name: "Bob"}}},
		// Three sides on this board all but always leave a loser behind
		// the 90 line: a lower line, and no double skunk, makes plain
		// wins, wins of one skunk and of two.
		{crib.ThreePlayer(), cribwars.Rules{SkunkLine: 60, DoubleSkunkLine: -1},
			[]crib.Strategy{bot.Analysis{}, namedBot{name: "Bob"}, namedBot{name: "Cy"}}},
	} {
		var recs []cribwars.Record
		rep, err := cribwars.RunSelfPlay(context.Background(), cribwars.SelfPlay{Config: cribwars.Config{Layout: c.layout, Track: boxBoard(), Rules: c.rules},
			Games: 16, Seed: 5, Workers: 1, Records: func(_ int, rec cribwars.Record) { recs = append(recs, rec) }}, c.players)
		if err != nil {
			t.Fatal(err)
		}
		type tally struct{ Won, Skunks int }
		want, got := map[string]tally{}, map[string]tally{}
		holes := map[string]int{}
		var deals []float64
		plain, skunked := 0, 0
		for _, rec := range recs {
			g, evs, err := cribwars.Replay(rec)
			if err != nil {
				t.Fatal(err)
			}
			res, over := g.Result()
			if !over || len(rec.Names) != c.layout.Seats {
				t.Fatalf("game %v: over %v, names %q", res, over, rec.Names)
			}
			w := want[rec.Names[slices.Index(sidesOf(c.layout), res.Winner)]]
			w.Won += res.Games
			if slices.ContainsFunc(res.Lost[:], func(l int) bool { return l >= 2 }) {
				w.Skunks++
				skunked++
			} else {
				plain++
			}
			want[rec.Names[slices.Index(sidesOf(c.layout), res.Winner)]] = w
			d := 0
			for _, e := range evs {
				switch e := e.(type) {
				case crib.Dealt:
					d++
				case cribwars.TrackEvent:
					holes[e.Event.Kind.String()]++
				}
			}
			deals = append(deals, float64(d))
		}
		for e, name := range rep.Entrants {
			if n, s := rep.Count("games won", e), rep.Count("skunks", e); n != 0 || s != 0 || want[name] != (tally{}) {
				got[name] = tally{n, s}
			}
		}
		if diff := cmp.Diff(want, got); diff != "" || plain == 0 || skunked == 0 {
			t.Errorf("%d sides: games won and skunks (-replayed +reported), %d plain wins and %d skunks:\n%s", c.layout.Sides, plain, skunked, diff)
		}
		slices.Sort(deals)
		var hist []float64
		for _, s := range rep.Stats {
			if s.Name == "deals" && s.Entrant == crib.Whole {
				for _, b := range s.Hist {
					for range b.N {
						hist = append(hist, b.Value)
					}
				}
			}
		}
		if diff := cmp.Diff(deals, hist); diff != "" {
			t.Errorf("%d sides: deals (-replayed +reported):\n%s", c.layout.Sides, diff)
		}
		for kind, name := range map[cribwars.EffectKind]string{cribwars.Slid: "slides", cribwars.Trapped: "time traps",
			cribwars.TookShortcut: "shortcuts", cribwars.LandedInBox: "penalty boxes", cribwars.SkippedPast: "skips"} {
			if got, want := rep.Count(name, crib.Whole), holes[kind.String()]; got != want {
				t.Errorf("%d sides: %s: %d reported, %d replayed", c.layout.Sides, name, got, want)
			}
		}
	}
}

// sidesOf returns the side of each seat of l.
func sidesOf(l crib.Layout) []int {
	s := make([]int, l.Seats)
	for i := range s {
		s[i] = l.Side(i)
	}
	return s
}

// playBots plays a game of c with seed to its end with bots, keeping a
// record.
func playBots(t must.TB, c cribwars.Config, seed uint64) cribwars.Game {
	t.Helper()
	g, err := cribwars.NewGame(c, seed)
	if err != nil {
		t.Fatal(err)
	}
	players := make([]crib.Strategy, g.Seats())
	for i := range players {
		players[i] = bot.Analysis{}
		if i%2 == 1 {
			players[i] = bot.Random{}
		}
	}
	g, err = cribwars.PlayGame(g.Recording(), players, cards.NewRand(seed), nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSelfPlayRecords: the self-play runner hands over every game's
// record, named by the strategies, one call at a time; each replays to a
// win.
func TestSelfPlayRecords(t *testing.T) {
	records, got := gametest.Records[cribwars.Record](t)
	cfg := cribwars.SelfPlay{Config: cribwars.Config{Layout: crib.ThreePlayer()}, Games: 3, Seed: 3, Workers: 2, Records: records}
	if _, err := cribwars.RunSelfPlay(context.Background(), cfg, []crib.Strategy{bot.Analysis{}, bot.Random{}}); err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("%d records", len(got))
	}
	for i, r := range got {
		if len(r.Names) != 3 {
			t.Errorf("game %d names %v", i, r.Names)
		}
		g, _ := mustReplay(t, gametest.Text(t, r))
		if _, ok := g.Winner(); !ok {
			t.Errorf("game %d replays to no win", i)
		}
	}
}

// table plays a game of Crib Wars with bots as a table does, leaving the
// box when a stay is due and taking points offered, with the table's own
// actions (a penalty, a peg placed, an irregularity's points) put in
// before the deals named in extra.
type botTable struct {
	players []crib.Strategy
	rands   []*rand.Rand
	extra   map[int]crib.Action // by deal: put in before it
}

func newBotTable(g cribwars.Game, seed uint64, extra map[int]crib.Action) *botTable {
	b := &botTable{extra: extra}
	for s := range g.Seats() {
		b.players = append(b.players, bot.Analysis{})
		b.rands = append(b.rands, cards.NewRand(seed+uint64(s)))
	}
	return b
}

// play plays g to its end, keeping a record from the start.
func (b *botTable) play(t *testing.T, g cribwars.Game) cribwars.Game {
	t.Helper()
	if _, err := g.Record(); err != nil {
		g = g.Recording()
	}
	deals := 0
	for n := 0; g.Phase() != crib.PhaseOver; n++ {
		if n > 5000 {
			t.Fatal("no end after 5000 actions")
		}
		act, _ := g.Next()
		var a crib.Action
		switch side, due := g.BoxDue(); {
		case act == crib.StepOffer:
			a = crib.TakeOffer{Side: g.Cribbage().Offers()[0].Side}
		case due:
			a = cribwars.LeaveBox{Side: side}
		case act == crib.StepDeal && b.extra[deals+1] != nil:
			a = b.extra[deals+1]
			delete(b.extra, deals+1)
		default:
			var err error
			if a, err = crib.NextAction(g.Cribbage(), b.players, b.rands); err != nil {
				t.Fatal(err)
			}
			if _, ok := a.(crib.Deal); ok {
				deals++
			}
		}
		g = must.Step[cribwars.Game, crib.Event](t)(g.Apply(a))
	}
	return g
}

// playClaimed plays a claimed game g to its end as people at a table do:
// the bots choose the cards, each player claims its scores, now and then
// a point short, which the next side calls muggins on while the player's
// peg is in Muggers Alley; the counts are accepted.
func playClaimed(t *testing.T, g cribwars.Game, seed uint64) cribwars.Game {
	t.Helper()
	b := newBotTable(g, seed, nil)
	rng := cards.NewRand(seed)
	g = g.Recording()
	pend := 0
	for n := 0; g.Phase() != crib.PhaseOver; n++ {
		if n > 8000 {
			t.Fatal("no end after 8000 actions")
		}
		act, seat := g.Next()
		var a crib.Action
		short := false
		claim := func(seat, truth int) crib.Action {
			if truth > 0 && rng.IntN(6) == 0 {
				short, truth = true, truth-1
			}
			return crib.Claim{Seat: seat, Points: truth}
		}
		switch side, due := g.BoxDue(); {
		case act == crib.StepOffer:
			a = crib.TakeOffer{Side: g.Cribbage().Offers()[0].Side}
		case due:
			a = cribwars.LeaveBox{Side: side}
		case act == crib.StepClaim || act == crib.StepLay:
			if ps, ok := g.Cribbage().Pending(); ok {
				a = claim(ps, pend)
				break
			}
			if act == crib.StepClaim {
				a = claim(seat, countTruth(g, seat))
				break
			}
			fallthrough
		default:
			switch act {
			case crib.StepAccept:
				a = crib.Accept{Seat: seat}
			case crib.StepPegOut:
				a = crib.PegOut{Seat: seat}
			default:
				var err error
				if a, err = crib.NextAction(g.Cribbage(), b.players, b.rands); err != nil {
					t.Fatal(err)
				}
			}
		}
		ng, ev, err := g.Apply(a)
		if err != nil {
			t.Fatalf("%v: %v", a, err)
		}
		g = ng
		for _, e := range ev {
			switch e := e.(type) {
			case crib.Laid:
				pend = e.Step.Points()
			case crib.StarterTurned:
				pend = 2
			}
		}
		if c, ok := a.(crib.Claim); ok && short && g.Phase() != crib.PhaseOver {
			caller := (c.Seat + 1) % g.Seats()
			if h, _, err := g.Apply(crib.CallMuggins{Caller: caller, Target: c.Seat, Asked: 1}); err == nil {
				g = h
			}
		}
	}
	return g
}

// BenchmarkGame plays a whole automatic game of Crib Wars, two players on
// the default board (363 holes), the analysis bot against the random bot.
// games/s = 1e9 / ns/op.
func BenchmarkGame(b *testing.B) { benchGame(b, crib.TwoPlayer(), bot.Analysis{}) }

// BenchmarkGameRandom is two random bots: the engine's own cost, without the
// analysis bot's discard search.
func BenchmarkGameRandom(b *testing.B) { benchGame(b, crib.TwoPlayer(), bot.Random{}) }

// BenchmarkGameThree is three players, with penalty-box stays.
func BenchmarkGameThree(b *testing.B) { benchGame(b, crib.ThreePlayer(), bot.Analysis{}) }

// BenchmarkGameTeams is six players in three teams, analysis bots all.
func BenchmarkGameTeams(b *testing.B) { benchGame(b, crib.SixPlayer(), bot.Analysis{}) }

func benchGame(b *testing.B, l crib.Layout, first crib.Strategy) {
	players := make([]crib.Strategy, l.Seats)
	for s := range players {
		players[s] = bot.Random{}
	}
	players[0] = first
	r := cards.NewRand(1)
	var seed uint64
	for b.Loop() {
		seed++
		g, err := cribwars.NewGame(cribwars.Config{Layout: l}, seed)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := cribwars.PlayGame(g, players, r, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// worldChecker plays as the analysis bot does and, at every view the game
// shows it, draws worlds with crib's samplers and checks each against the
// view: Crib Wars shows its strategies crib's views, so crib's samplers are
// the sampled worlds of a Crib Wars game too, penalty boxes and folded
// sides included.
type worldChecker struct {
	errs *[]string
}

func (c worldChecker) fail(format string, args ...any) {
	if len(*c.errs) < 10 {
		*c.errs = append(*c.errs, fmt.Sprintf(format, args...))
	}
}

func (c worldChecker) Discard(v crib.DiscardView, r *rand.Rand) cards.Set {
	s, err := crib.NewDiscardSampler(v)
	if err != nil {
		c.fail("seat %d: NewDiscardSampler: %v", v.Seat, err)
		return bot.Analysis{}.Discard(v, r)
	}
	for range 4 {
		w, err := s.Sample(r)
		if err != nil {
			c.fail("seat %d: Sample: %v", v.Seat, err)
			break
		}
		all := w.Crib
		if w.Starter.IsStandard() {
			all = all.With(w.Starter)
		}
		n := all.Len()
		for t := range v.Layout.Seats {
			n += w.Hands[t].Len()
			all = all.Union(w.Hands[t])
		}
		if w.Hands[v.Seat] != v.Dealt || all.Len() != n {
			c.fail("seat %d: a world that does not keep the dealt cards or deals a card twice: %+v", v.Seat, w)
		}
	}
	return bot.Analysis{}.Discard(v, r)
}

func (c worldChecker) Lay(v crib.LayView, r *rand.Rand) cards.Card {
	s, err := crib.NewLaySampler(v, 0)
	if err != nil {
		c.fail("seat %d: NewLaySampler: %v", v.Seat, err)
		return bot.Analysis{}.Lay(v, r)
	}
	seen := v.Kept.With(v.Starter)
	for _, c := range v.Laid() {
		seen = seen.With(c)
	}
	for range 4 {
		w, err := s.Sample(r)
		if err != nil {
			c.fail("seat %d: Sample: %v", v.Seat, err)
			break
		}
		for t := range v.Layout.Seats {
			h := w.Hands[t]
			switch {
			case t == v.Seat && h != v.Hand():
				c.fail("seat %d: its own hand %v in the world, %v in the view", v.Seat, h, v.Hand())
			case h.Len() != v.Held(t):
				c.fail("seat %d: seat %d holds %d in the world, %d in the view", v.Seat, t, h.Len(), v.Held(t))
			case t != v.Seat && h.Intersect(seen) != 0:
				c.fail("seat %d: seat %d is given cards the player has seen: %v", v.Seat, t, h.Intersect(seen))
			}
		}
		if w.Play.Count() != v.Count() || w.Starter != v.Starter {
			c.fail("seat %d: the world's count or starter differs from the view's", v.Seat)
		}
	}
	return bot.Analysis{}.Lay(v, r)
}

// TestSampledWorlds plays whole Crib Wars games of every seating whose
// players draw worlds from every view they are shown.
func TestSampledWorlds(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		for seed := range uint64(2) {
			var errs []string
			g := newGame(t, cribwars.Config{Layout: l}, seed+1)
			players := make([]crib.Strategy, l.Seats)
			for i := range players {
				players[i] = worldChecker{&errs}
			}
			g, err := cribwars.PlayGame(g, players, cards.NewRand(seed), nil)
			if err != nil {
				t.Fatalf("%d seats, seed %d: %v", l.Seats, seed, err)
			}
			if _, over := g.Winner(); !over {
				t.Fatalf("%d seats, seed %d: the game did not end", l.Seats, seed)
			}
			for _, e := range errs {
				t.Errorf("%d seats, seed %d: %s", l.Seats, seed, e)
			}
		}
	}
}
