package cribwars_test

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cards/cardstest"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/score"
)

// The Crib Wars rule for a Jack turned up near the end: no heels within the
// last three holes (the text is cut off there).
func TestJackTurnedUp(t *testing.T) {
	plain, def := cribwars.PlainTrack(), cribwars.DefaultTrack()
	for _, tc := range []struct {
		name   string
		rule   cribwars.HeelsRule
		b      cribwars.Track
		dealer cribwars.Peg
		want   int
	}{
		{"far from the end", cribwars.HeelsNotInLastThree, plain, main(60), 2},
		{"at the start", cribwars.HeelsNotInLastThree, plain, main(0), 2},
		{"118: the 2 does not reach 121", cribwars.HeelsNotInLastThree, plain, main(118), 2},
		{"119: within the last three holes", cribwars.HeelsNotInLastThree, plain, main(119), 0},
		{"120: within the last three holes", cribwars.HeelsNotInLastThree, plain, main(120), 0},
		{"the default board's last three holes", cribwars.HeelsNotInLastThree, def, main(361), 0},
		{"121 on the long board is not the end", cribwars.HeelsNotInLastThree, def, main(120), 2},
		{"the default board, 360", cribwars.HeelsNotInLastThree, def, main(360), 2},
		{"always: 120", cribwars.HeelsAlways, plain, main(120), 2},
		{"always: 119", cribwars.HeelsAlways, plain, main(119), 2},
		{"not into the last three: 116", cribwars.HeelsNotIntoLastThree, plain, main(116), 2},
		{"not into the last three: 117", cribwars.HeelsNotIntoLastThree, plain, main(117), 0},
		{"not into the last three: 120", cribwars.HeelsNotIntoLastThree, plain, main(120), 0},
		// Near the end along a green shortcut that rejoins at the game hole.
		{"on a shortcut 2 from the game hole", cribwars.HeelsNotInLastThree,
			cribwars.MustTrack(cribwars.Spec{Holes: 121, Advances: []cribwars.Branch{{At: 100, Holes: 5, Rejoin: 121}}}),
			cribwars.Peg{Path: 1, Hole: 4}, 0},
	} {
		got, err := cribwars.Rules{Heels: tc.rule}.JackTurnedUp(tc.b, tc.dealer)
		if err != nil || got != tc.want {
			t.Errorf("%s: %d, %v; want %d", tc.name, got, err, tc.want)
		}
	}
	if _, err := (cribwars.Rules{}).JackTurnedUp(plain, main(122)); !errors.Is(err, cribwars.ErrNoSuchHole) {
		t.Errorf("off the board: %v", err)
	}
	if _, err := (cribwars.Rules{Heels: 9}).JackTurnedUp(plain, main(1)); err == nil {
		t.Error("unknown rule accepted")
	}
}

// The Crib Wars skunk lines: not past 60 when the winner reaches 121 is a
// double skunk (4 games), not past 90 a skunk (2 games).
func TestSkunkLines(t *testing.T) {
	plain, def := cribwars.PlainTrack(), cribwars.DefaultTrack()
	textLines := cribwars.Rules{SkunkLine: 90, DoubleSkunkLine: 60}
	for _, tc := range []struct {
		name  string
		r     cribwars.Rules
		b     cribwars.Track
		loser cribwars.Peg
		want  int
	}{
		{"121 board: passed 90", cribwars.Rules{}, plain, main(91), 1},
		{"121 board: at 90, not past it: skunked", cribwars.Rules{}, plain, main(90), 2},
		{"121 board: 61: skunked", cribwars.Rules{}, plain, main(61), 2},
		{"121 board: at 60: double skunked", cribwars.Rules{}, plain, main(60), 4},
		{"121 board: at the start: double skunked", cribwars.Rules{}, plain, main(0), 4},
		{"363 board: lines scaled to 270 and 180: 271", cribwars.Rules{}, def, main(271), 1},
		{"363 board: 270", cribwars.Rules{}, def, main(270), 2},
		{"363 board: 181", cribwars.Rules{}, def, main(181), 2},
		{"363 board: 180", cribwars.Rules{}, def, main(180), 4},
		{"363 board, the text's lines: 91", textLines, def, main(91), 1},
		{"363 board, the text's lines: 90", textLines, def, main(90), 2},
		{"363 board, the text's lines: 60", textLines, def, main(60), 4},
		{"no double skunk", cribwars.Rules{DoubleSkunkLine: -1}, plain, main(10), 2},
		{"no skunks at all", cribwars.Rules{SkunkLine: -1, DoubleSkunkLine: -1}, plain, main(10), 1},
		// Judged on progress: on blue path 4 (330 back to 312, 14 holes), hole 2
		// is 13 steps from 312, so as far along as 299.
		{"363 board: on a blue path", cribwars.Rules{SkunkLine: 299}, def, cribwars.Peg{Path: 4, Hole: 2}, 2},
		{"363 board: on a blue path, line 298", cribwars.Rules{SkunkLine: 298}, def, cribwars.Peg{Path: 4, Hole: 2}, 1},
	} {
		got, err := tc.r.GamesWon(tc.b, tc.loser)
		if err != nil || got != tc.want {
			t.Errorf("%s: %d, %v; want %d", tc.name, got, err, tc.want)
		}
	}
	if s, d := (cribwars.Rules{}).SkunkLines(plain); s != 90 || d != 60 {
		t.Errorf("plain board lines %d %d", s, d)
	}
	if s, d := (cribwars.Rules{}).SkunkLines(def); s != 270 || d != 180 {
		t.Errorf("default board lines %d %d", s, d)
	}
	if _, err := (cribwars.Rules{}).GamesWon(plain, cribwars.Peg{Path: 1}); !errors.Is(err, cribwars.ErrNoSuchHole) {
		t.Errorf("off the board: %v", err)
	}
}

// "if you match or have a run that totals 31 you count all the points
// including the two points for the 31 at the same time, if you match or have
// a run and did not end with 31 you count only those points first, then if you
// get the go you count one point separate from your other points."
func TestPlayMoves(t *testing.T) {
	for _, tc := range []struct {
		name string
		pile string
		last bool
		want []int
	}{
		{"31 with a pair: all together", "KC 4D 5H 6S 6C", true, []int{4}},
		{"31 with a pair, not flagged last", "KC 4D 5H 6S 6C", false, []int{4}},
		{"31 with a run of 3: all together", "KS 8C 6D 7H", true, []int{5}},
		{"31 with a pair royal", "KC 9D 4H 4S 4C", true, []int{8}},
		{"plain 31", "KC QD AH JS", true, []int{2}},
		{"a pair then the go", "5C 5D", true, []int{2, 1}},
		{"a run then the go", "7C 8D 6H", true, []int{3, 1}},
		{"fifteen and a pair, then the go", "5C 5D 5H", true, []int{8, 1}},
		{"a pair, no go", "5C 5D", false, []int{2}},
		{"a fifteen then the go", "KC 5D", true, []int{2, 1}},
		{"the go alone", "KC 9D", true, []int{1}},
		{"nothing", "KC 9D", false, nil},
	} {
		ps, err := score.PlayBreakdown(cards.MustParseList(tc.pile))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := cribwars.PlayMoves(ps, tc.last); !cmp.Equal(got, tc.want) {
			t.Errorf("%s (%v): %v, want %v", tc.name, ps, got, tc.want)
		}
		if got := cribwars.AppendPlayMoves([]int{9}, ps, tc.last); !cmp.Equal(got, append([]int{9}, tc.want...)) {
			t.Errorf("%s: AppendPlayMoves %v", tc.name, got)
		}
	}
}

// The moves of a card add up to its points and the go's, never lose a point,
// and never make a move of 0.
func TestPlayMovesAddUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cs := cardstest.Distinct(rapid.IntRange(1, 8).Draw(t, "n")).Draw(t, "pile")
		ps, err := score.PlayBreakdown(cs)
		if err != nil {
			t.Skip("over 31")
		}
		last := rapid.Bool().Draw(t, "last")
		moves := cribwars.PlayMoves(ps, last)
		sum := 0
		for _, m := range moves {
			if m <= 0 {
				t.Fatalf("move of %d", m)
			}
			sum += m
		}
		want := ps.Points()
		if last && !ps.ThirtyOne {
			want++
		}
		if sum != want || len(moves) > 2 || (ps.ThirtyOne && len(moves) != 1) {
			t.Fatalf("%v last %v: %v", ps, last, moves)
		}
	})
}

// The Crib Wars rule for a Jack turned up: no 2 for the dealer "within the
// last three holes, 119, 120 or 121". The scaled readings count the last
// three holes back from the board's game hole; HeelsNotIn119To121 takes the
// holes as numbered, whatever the board's length (on the 363-hole board,
// the end of Muggers Alley), and on a board too short to have them the
// dealer always scores 2. The game agrees with Rules.JackTurnedUp.
func TestJackTurnedUpReadings(t *testing.T) {
	short := cribwars.MustTrack(cribwars.Spec{Name: "short", Holes: 100})
	for _, tc := range []struct {
		heels cribwars.HeelsRule
		board cribwars.Track
		at    int
		want  int
	}{
		{cribwars.HeelsNotIn119To121, cribwars.DefaultTrack(), 118, 2},
		{cribwars.HeelsNotIn119To121, cribwars.DefaultTrack(), 119, 0},
		{cribwars.HeelsNotIn119To121, cribwars.DefaultTrack(), 120, 0},
		{cribwars.HeelsNotIn119To121, cribwars.DefaultTrack(), 121, 0},
		{cribwars.HeelsNotIn119To121, cribwars.DefaultTrack(), 122, 2},
		{cribwars.HeelsNotIn119To121, cribwars.DefaultTrack(), 361, 2},
		{cribwars.HeelsNotIn119To121, cribwars.PlainTrack(), 119, 0},
		{cribwars.HeelsNotIn119To121, cribwars.PlainTrack(), 118, 2},
		{cribwars.HeelsNotIn119To121, short, 98, 2},
		{cribwars.HeelsNotInLastThree, cribwars.DefaultTrack(), 120, 2},
		{cribwars.HeelsNotInLastThree, cribwars.DefaultTrack(), 361, 0},
		{cribwars.HeelsNotInLastThree, cribwars.PlainTrack(), 119, 0},
	} {
		rules := cribwars.Rules{Heels: tc.heels}
		got, err := rules.JackTurnedUp(tc.board, main(tc.at))
		if err != nil || got != tc.want {
			t.Errorf("%v on %s at %d: %d (%v), want %d", tc.heels, tc.board.Name(), tc.at, got, err, tc.want)
		}
		tb := newTable(t, cribwars.Config{Track: tc.board, Rules: rules}, 1, 0, tc.at)
		tb.deal([]string{cPone, cDealer}, "JS")
		if moved := tb.g.Cribbage().Score(1) - tc.at; moved != tc.want {
			t.Errorf("%v on %s at %d: the game pegs %d\n%s", tc.heels, tc.board.Name(), tc.at, moved, tb.log())
		}
	}
}

func TestHostileUnknownHeelsRule(t *testing.T) {
	_, err := cribwars.Rules{Heels: 255}.JackTurnedUp(cribwars.DefaultTrack(), cribwars.Peg{})
	must.Is(t, "an unknown HeelsRule", err, crib.ErrBadRules)
}

func BenchmarkAppendPlayMoves(b *testing.B) {
	ps, _ := score.PlayBreakdown(cards.MustParseList("7C 8D 6H"))
	buf := make([]int, 0, 2)
	for b.Loop() {
		buf = cribwars.AppendPlayMoves(buf[:0], ps, true)
	}
}

// The play's scores come in PlayMoves order.
func TestPlayMovesOrder(t *testing.T) {
	g := newGame(t, cribwars.Config{Layout: crib.ThreePlayer()}, 9)
	var moves []int
	var want []int
	_, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}, bot.Random{}}, cards.NewRand(9), func(e crib.Event) {
		switch e := e.(type) {
		case crib.Laid:
			want = cribwars.AppendPlayMoves(want, e.Step.Score, e.Step.GoPoint || e.Step.LastCard)
		case cribwars.Pegged:
			switch e.Score.Kind {
			case crib.ScorePlay, crib.ScoreGo, crib.ScoreLast:
				moves = append(moves, e.Score.Points)
			}
		case crib.GameOver, cribwars.GameOver:
			want = want[:len(moves)] // the last card's go may not come
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(moves, want) {
		t.Errorf("moves %v\nwant  %v", moves, want)
	}
	_ = score.Play
}

// TestReadingsThatCannotBeSavedAreRefused is what a hostile caller saw: a
// SkunkLine of 1<<40 made a game (crib refused it, naming a line one past
// it) while the readings' text refused it. Readings a game could not save
// are refused by NewGame, DealtGame and the Config's JSON alike, and
// readings that save make a game.
func TestReadingsThatCannotBeSavedAreRefused(t *testing.T) {
	for _, r := range []cribwars.Rules{{SkunkLine: 1 << 40}, {SkunkLine: math.MinInt}, {DoubleSkunkLine: math.MaxInt},
		{DoubleSkunkLine: -1_000_000_001}, {Heels: 9}} {
		c := cribwars.Config{Rules: r}
		if _, err := cribwars.NewGame(c, 1); !errors.Is(err, crib.ErrBadRules) {
			t.Errorf("NewGame with %+v: %v", r, err)
		}
		if _, err := cribwars.DealtGame(c); !errors.Is(err, crib.ErrBadRules) {
			t.Errorf("DealtGame with %+v: %v", r, err)
		}
		if _, err := r.MarshalText(); err == nil {
			t.Errorf("%+v has a text", r)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		r := cribwars.Rules{Heels: cribwars.HeelsRule(rapid.IntRange(0, 3).Draw(t, "heels")),
			SkunkLine:       rapid.IntRange(-1_000_000_000, 1_000_000_000).Draw(t, "skunk"),
			DoubleSkunkLine: rapid.IntRange(-1_000_000_000, 1_000_000_000).Draw(t, "double"), BumpedLeaves: rapid.Bool().Draw(t, "bumped")}
		g, err := cribwars.NewGame(cribwars.Config{Rules: r}, 1)
		if err != nil {
			t.Fatalf("%+v: %v", r, err)
		}
		checkLoads(t, g)
	})
}
