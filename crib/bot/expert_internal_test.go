package bot

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/score"
)

var updateExpert = flag.Bool("update-expert", false, "write testdata/expert afresh from Expert as it is")

// expertViews plays seeded games of layout l with Analysis in every
// seat and returns the first discard view of each deal, at most deals of
// them, and the views of lays with more than one card to choose from, at
// most lays of them.
func expertViews(t must.TB, l crib.Layout, seed uint64, deals, lays int) ([]crib.DiscardView, []crib.LayView) {
	t.Helper()
	g, err := crib.NewGame(crib.Rules{Layout: l}, seed)
	if err != nil {
		t.Fatal(err)
	}
	players := make([]crib.Strategy, l.Seats)
	rands := make([]*rand.Rand, l.Seats)
	r := rand.New(rand.NewPCG(seed, 7))
	for i := range players {
		players[i], rands[i] = Analysis{}, r
	}
	var ds []crib.DiscardView
	var ls []crib.LayView
	deal := -1
	for g.Phase() != crib.PhaseOver && (len(ds) < deals || len(ls) < lays) {
		act, seat := g.Next()
		switch {
		case act == crib.StepDiscard && g.DealNumber() != deal && len(ds) < deals:
			deal = g.DealNumber()
			ds = append(ds, g.DiscardView(seat))
		case act == crib.StepLay && g.LayView(seat).Legal().Len() > 1 && len(ls) < lays:
			ls = append(ls, g.LayView(seat))
		}
		a, err := crib.NextAction(g, players, rands)
		if err != nil {
			t.Fatal(err)
		}
		if g, _, err = g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return ds, ls
}

// expertBoards are the boards the golden decisions are taken at: the
// view's own, and scores either side of where the bot starts playing to
// the board (85), near the end, and one side a point from home.
var expertBoards = [][2]int{{-1, -1}, {84, 0}, {85, 0}, {0, 85}, {84, 84}, {84, 85}, {100, 112}, {115, 104}, {119, 119}, {120, 90}}

// withBoard returns b with side 0 at s[0] and side 1 at s[1], or b
// itself for {-1, -1}.
func withBoard(b crib.Board, s [2]int) crib.Board {
	if s[0] < 0 {
		return b
	}
	return crib.NewBoard(2, 121).Leapfrog(0, s[0]).Leapfrog(1, s[1])
}

// TestExpertGolden keeps Expert's choices, and the figures it makes
// them by, in testdata/expert/decisions.txt: the discard chosen and each
// discard's chance of winning at several boards, the card laid with a
// seeded source, and the chance of winning after each card in sampled
// worlds, playing to the board, and Analysis's lays. Any change to the bot's arithmetic shows
// as a difference; go test -run TestExpertGolden -update-expert writes the
// file afresh (look at the difference before committing).
func TestExpertGolden(t *testing.T) {
	var out strings.Builder
	var bot Expert
	for seed := uint64(1); seed <= 4; seed++ {
		ds, ls := expertViews(t, crib.TwoPlayer(), seed, 5, 6)
		for i, v := range ds {
			for _, s := range expertBoards {
				v.Board = withBoard(v.Board, s)
				fmt.Fprintf(&out, "seed %d discard %d seat %d dealer %d board %s: throws %s\n", seed, i, v.Seat, v.Dealer,
					v.Board.Pegs[0].String()+" "+v.Board.Pegs[1].String(), cards.FormatList(bot.Discard(v, nil).AppendTo(nil)))
			}
			dealt, _ := v.Dealt.Six()
			all, err := score.Discards(dealt, v.OwnCrib)
			if err != nil {
				t.Fatal(err)
			}
			dealer := v.Seat == v.Dealer
			for _, s := range [][2]int{{85, 60}, {95, 100}, {104, 96}, {108, 108}, {100, 112}, {112, 100}} {
				me, opp := s[0], s[1]
				fmt.Fprintf(&out, "  at %d-%d:", me, opp)
				for _, d := range all {
					fmt.Fprintf(&out, " %.4f", discardChance(d, v.Dealt, dealer, me, opp))
				}
				fmt.Fprintln(&out)
			}
			fmt.Fprintf(&out, "  kept play:")
			for _, d := range all {
				fmt.Fprintf(&out, " %.3f", keptPlay(d.Keep, dealer))
			}
			fmt.Fprintln(&out)
		}
		for i, v := range ls {
			for _, s := range expertBoards {
				v.Board = withBoard(v.Board, s)
				b := Expert{Worlds: 16}
				fmt.Fprintf(&out, "seed %d lay %d seat %d dealer %d board %s: lays %v\n", seed, i, v.Seat, v.Dealer,
					v.Board.Pegs[0].String()+" "+v.Board.Pegs[1].String(), b.Lay(v, rand.New(rand.NewPCG(seed, uint64(i)))))
			}
			// The chances after each card in two worlds, playing to the
			// board from 100 and 104.
			s, err := crib.NewLaySampler(v, 0)
			if err != nil {
				t.Fatal(err)
			}
			wk := &expertWork{}
			wk.setLaid(v)
			r := rand.New(rand.NewPCG(seed, 99))
			for range 2 {
				s.SampleInto(&wk.w, r)
				fmt.Fprintf(&out, "  world:")
				for c := range v.Legal().All() {
					fmt.Fprintf(&out, " %v %.4f", c, bot.playOut(wk, v, c, 100, 104))
				}
				fmt.Fprintln(&out)
			}
		}
	}
	// Four players in partnerships: the lays, by the same search.
	for seed := uint64(1); seed <= 2; seed++ {
		_, ls := expertViews(t, crib.FourPlayer(), seed, 0, 4)
		for i, v := range ls {
			b := Expert{Worlds: 8}
			fmt.Fprintf(&out, "four seed %d lay %d seat %d: lays %v\n", seed, i, v.Seat, b.Lay(v, rand.New(rand.NewPCG(seed, uint64(i)))))
		}
	}
	// Analysis's lays, which Expert falls back on with three or six
	// players, by its weights of the replies.
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		_, ls := expertViews(t, l, 5, 0, 12)
		fmt.Fprintf(&out, "analysis %d seats:", l.Seats)
		for _, v := range ls {
			fmt.Fprintf(&out, " %v", Analysis{}.Lay(v, nil))
		}
		fmt.Fprintln(&out)
	}
	golden.Check(t, filepath.Join("testdata", "expert", "decisions.txt"), []byte(out.String()), *updateExpert, "go test ./crib/bot -run TestExpertGolden -update-expert")
}

// TestExpertWorldsDefault: an Expert with Worlds 0 or below samples
// defaultWorlds worlds for a lay (lateWorlds with two players once they
// hold lateHeld cards or fewer), as one with that many does: from the same
// random source it lays the same card and leaves the source at the same
// point; Worlds 1 samples one world, and leaves the source elsewhere (when
// the lay draws from it at all: a world with nothing hidden draws
// nothing). The lays are of seeded games, drawn by rapid, at every stage
// of the play.
func TestExpertWorldsDefault(t *testing.T) {
	type lay struct {
		Card cards.Card
		Next uint64 // the source's next number after the lay
	}
	layOf := func(worlds int, seed uint64, v crib.LayView) lay {
		r := rand.New(rand.NewPCG(11, seed))
		c := Expert{Worlds: worlds}.Lay(v, r)
		return lay{c, r.Uint64()}
	}
	late := 0
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64Range(1, 1<<20).Draw(t, "game")
		_, ls := expertViews(t, crib.TwoPlayer(), seed, 0, 8)
		if len(ls) == 0 {
			t.Skip("no lays")
		}
		v := ls[rapid.IntRange(0, len(ls)-1).Draw(t, "lay")]
		n := defaultWorlds
		if held(v) <= lateHeld {
			n = lateWorlds
			late++
		}
		want := layOf(n, seed, v)
		for _, worlds := range []int{0, -1} {
			if d := cmp.Diff(want, layOf(worlds, seed, v)); d != "" {
				t.Fatalf("%d held, Worlds %d against %d (-want +got):\n%s", held(v), worlds, n, d)
			}
		}
		untouched := rand.New(rand.NewPCG(11, seed)).Uint64()
		if one := layOf(1, seed, v); want.Next != untouched && one.Next == want.Next {
			t.Fatalf("%d held: Worlds 1 leaves the source where %d worlds do", held(v), n)
		}
	})
	if late == 0 {
		t.Error("no lay with lateHeld cards or fewer held was drawn")
	}
}
