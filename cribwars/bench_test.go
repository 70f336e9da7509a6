package cribwars_test

import (
	"encoding/json"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/score"
)

// BenchmarkMove moves a peg round the default board by scores of 1 to 12,
// starting again at the game hole: the cost of one score on the board.
func BenchmarkMove(b *testing.B) {
	board := cribwars.DefaultBoard()
	p := cribwars.Peg{}
	i := 0
	for b.Loop() {
		var err error
		if p, _, err = board.Move(p, i%12+1); err != nil {
			b.Fatal(err)
		}
		if board.Won(p) {
			p = cribwars.Peg{}
		}
		i++
	}
}

// BenchmarkMovePlain is a move that lands on a plain hole: no event, no
// allocation.
func BenchmarkMovePlain(b *testing.B) {
	board := cribwars.DefaultBoard()
	for b.Loop() {
		if _, ev, _ := board.Move(cribwars.Hole(10), 7); ev != nil {
			b.Fatal(ev)
		}
	}
}

func BenchmarkAward(b *testing.B) {
	board := cribwars.DefaultBoard()
	for b.Loop() {
		board.Award(cribwars.Hole(80), 20)
	}
}

// BenchmarkNewBoardDefault validates the default board (every position's
// every score, to refuse boards that trap a peg forever).
func BenchmarkNewBoardDefault(b *testing.B) {
	spec := cribwars.DefaultSpec()
	for b.Loop() {
		if _, err := cribwars.NewBoard(spec); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNewBoardLargest validates the largest board the limits allow:
// MaxHoles holes and MaxPaths paths of MaxPathHoles holes.
func BenchmarkNewBoardLargest(b *testing.B) {
	spec := cribwars.Spec{Holes: cribwars.MaxHoles}
	for i := range cribwars.MaxPaths {
		spec.TimeTraps = append(spec.TimeTraps, cribwars.Branch{At: 10 + 7*i, Holes: cribwars.MaxPathHoles, Rejoin: 5 + 7*i})
	}
	for b.Loop() {
		if _, err := cribwars.NewBoard(spec); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseBoard(b *testing.B) {
	data, _ := json.Marshal(cribwars.DefaultBoard())
	for b.Loop() {
		if _, err := cribwars.ParseBoard(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAppendPlayMoves(b *testing.B) {
	ps, _ := score.PlayBreakdown(cards.MustParseList("7C 8D 6H"))
	buf := make([]int, 0, 2)
	for b.Loop() {
		buf = cribwars.AppendPlayMoves(buf[:0], ps, true)
	}
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

// BenchmarkPegger is one score recorded through the Pegger on crib's board,
// landing on a plain hole: the score's own Pegged event and nothing else.
func BenchmarkPegger(b *testing.B) {
	p := cribwars.NewPegger(cribwars.DefaultBoard(), cribwars.Rules{})
	cb := crib.NewBoard(2, 363)
	sc := crib.Score{Kind: crib.ScoreHand, Side: 0, Points: 7}
	b.ReportAllocs()
	for b.Loop() {
		if pg := p.Peg(cb, sc); len(pg.Events) != 1 || pg.Fold {
			b.Fatal(pg.Events)
		}
	}
}
