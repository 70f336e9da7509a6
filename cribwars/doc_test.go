package cribwars_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/game/fairtest"
)

// Fair play, as the package doc gives it: a strategy's random source
// leads back to no deal.

// TestStrategiesCannotRecoverTheDeal: a strategy that searches 1,024
// seeds for its deal finds nothing in self-play with no seed given (the
// default: deals and strategies' sources are unpredictable), and its
// predictions of the starter are right no more often than chance allows
// (at most the expected hits plus four standard deviations, plus two).
// As a control, with deals from small seeds in its range and no source
// given, the same strategy predicts every starter.
func TestStrategiesCannotRecoverTheDeal(t *testing.T) {
	deal := func(seed uint64) (crib.Game, error) {
		w, err := cribwars.NewGame(cribwars.Config{}, seed)
		return w.Cribbage(), err
	}
	h, c := &cribtest.SeedHunter{Span: fairtest.HuntSpan, Deal: deal}, &cribtest.SeedHunter{Span: fairtest.HuntSpan, Deal: deal}
	fairtest.DealsHidden(t, 120, 4, h, c, func(games int) (uint64, int, error) {
		rep, err := cribwars.RunSelfPlay(context.Background(), cribwars.SelfPlay{Games: games, Workers: 1}, []crib.Strategy{h, bot.Random{}})
		return rep.Seed, games, err
	}, func(seed uint64) (int, error) {
		g, err := cribwars.NewGame(cribwars.Config{}, seed)
		if err == nil {
			_, err = cribwars.PlayGame(g, []crib.Strategy{c, c}, nil, nil)
		}
		return 2, err
	})
}

// TestSeatSourcesHideTheCallersSource: a caller who gives PlayGame a
// source seeded like the deal gives nothing away to a strategy that reads
// its source's state by reflection (see fairtest.SeatSources).
func TestSeatSourcesHideTheCallersSource(t *testing.T) {
	fairtest.SeatSources(t, func(seed uint64, caller *rand.Rand, see func(*rand.Rand)) error {
		g, err := cribwars.NewGame(cribwars.Config{}, seed)
		if err != nil {
			return err
		}
		_, err = cribwars.PlayGame(g, []crib.Strategy{cribtest.Spy{See: see}, bot.Random{}}, caller, nil)
		return err
	})
}

// TestSeededGamesReplay: with a caller's seed, the same game, players and
// source give the same game, event for event.
func TestSeededGamesReplay(t *testing.T) {
	play := func() ([]crib.Event, cribwars.Result) {
		g, err := cribwars.NewGame(cribwars.Config{}, 11)
		if err != nil {
			t.Fatal(err)
		}
		var ev []crib.Event
		g, err = cribwars.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}}, cards.NewRand(11), func(e crib.Event) { ev = append(ev, e) })
		if err != nil {
			t.Fatal(err)
		}
		res, _ := g.Result()
		return ev, res
	}
	ev1, res1 := play()
	ev2, res2 := play()
	if len(ev1) == 0 || !reflect.DeepEqual(ev1, ev2) || !reflect.DeepEqual(res1, res2) {
		t.Errorf("the same seeds played two games: %d and %d events, %+v and %+v", len(ev1), len(ev2), res1, res2)
	}
}

// The Crib Wars penalty rule: every opponent of the offender is offered the
// 2 points, and may decline them.
func TestPenalties(t *testing.T) {
	tb := newTable(t, cribwars.Config{Layout: crib.SixPlayer()}, 0, 10, 98, 20)
	tb.do(tb.g.Apply(cribwars.Penalty{Offender: 0, Rule: "item 16"}))
	if o := tb.g.Cribbage().Offers(); len(o) != 2 || o[0].Side != 1 || o[1].Side != 2 || o[0].Points != 2 {
		t.Fatalf("offers %+v", o)
	}
	if _, _, err := tb.g.Apply(crib.Deal{}); !errors.Is(err, crib.ErrOfferPending) {
		t.Errorf("deal before the answers: %v", err)
	}
	tb.do(tb.g.Apply(crib.DeclineOffer{Side: 1})) // 2 would land Bob & Eve in the box at 100
	tb.do(tb.g.Apply(crib.TakeOffer{Side: 2}))
	tb.at(main(10), main(98), main(22))
	tb.has("Bob & Eve may take 2 points for a penalty (rule item 16) or decline them.", "Bob & Eve decline 2 points.")

	// An irregularity's ruling: its points are offered the same way.
	r, err := cribwars.HandledDeck(cribwars.Table{Sides: 3, Dealer: 0}, 2)
	if err != nil {
		t.Fatal(err)
	}
	a, err := r.Irregularity()
	if err != nil {
		t.Fatal(err)
	}
	tb.ev = nil
	tb.do(tb.g.Apply(a))
	if o := tb.g.Cribbage().Offers(); len(o) != 2 || o[0].Side != 0 || o[1].Side != 1 {
		t.Fatalf("offers %+v", o)
	}
	tb.do(tb.g.Apply(crib.TakeOffer{Side: 1})) // Bob & Eve take it this time: the box
	tb.do(tb.g.Apply(crib.TakeOffer{Side: 0}))
	tb.at(main(12), main(100), main(22))
	if !tb.g.Stay().In {
		t.Errorf("stay %v", tb.g.Stay())
	}
	tb.has("Ruling on irregularity 16: side A scores 2 (may decline); side B scores 2 (may decline).")
	bad, err := cribwars.Ruling{Item: 12, Offender: 0, Points: []cribwars.Points{{Side: 1, Points: 2}}}.Irregularity()
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := tb.g.Apply(bad); !errors.Is(err, cribwars.ErrNotCovered) {
		t.Errorf("points to one side of two: %v", err)
	}
	twice := cribwars.Ruling{Item: 12, Offender: 0, Points: []cribwars.Points{{Side: 1, Points: 2}, {Side: 1, Points: 2}}}
	if _, err := twice.Irregularity(); !errors.Is(err, cribwars.ErrNotCovered) {
		t.Errorf("points to one side twice: %v", err)
	}
	if _, _, err := tb.g.Apply(cribwars.Penalty{Offender: 3, Rule: ""}); !errors.Is(err, crib.ErrBadSeat) {
		t.Errorf("no such side: %v", err)
	}
}

// The readings the package doc gives of the rules of a game of Crib Wars,
// in live deals: the Jack near the end, the skunk lines, Muggers Alley,
// claimed scores, a side in a box when a second side lands.

// The Crib Wars rule for a Jack turned up near the end, by each reading.
func TestJackNearTheEnd(t *testing.T) {
	for _, tc := range []struct {
		heels cribwars.HeelsRule
		at    int
		want  cribwars.Peg
	}{
		{cribwars.HeelsNotInLastThree, 360, main(362)},
		{cribwars.HeelsNotInLastThree, 361, main(361)},
		{cribwars.HeelsNotInLastThree, 362, main(362)},
		{cribwars.HeelsAlways, 361, main(363)},
		{cribwars.HeelsNotIntoLastThree, 358, main(360)},
		{cribwars.HeelsNotIntoLastThree, 359, main(359)},
	} {
		tb := newTable(t, cribwars.Config{Rules: cribwars.Rules{Heels: tc.heels}}, 1, 0, tc.at)
		tb.deal([]string{cPone, cDealer}, "JS")
		if got := tb.g.Peg(1); got != tc.want {
			t.Errorf("%v from %d: %v, want %v\n%s", tc.heels, tc.at, got, tc.want, tb.log())
		}
		want, _ := cribwars.Rules{Heels: tc.heels}.JackTurnedUp(cribwars.DefaultTrack(), main(tc.at))
		if got := tb.g.Peg(1).Hole - tc.at; got != want {
			t.Errorf("%v from %d: heels %d, JackTurnedUp %d", tc.heels, tc.at, got, want)
		}
		if tc.want == main(363) && (winnerOf(tb.g) != 1 || tb.g.Phase() != crib.PhaseOver) {
			t.Errorf("heels into the game hole: winner %d", winnerOf(tb.g))
		}
	}
}

// The Crib Wars skunk lines: on the default board they are scaled, 270 and
// 180.
func TestSkunkLinesInAGame(t *testing.T) {
	for _, tc := range []struct {
		board  cribwars.Track
		layout crib.Layout
		holes  []int
		lost   []int
	}{
		{cribwars.PlainTrack(), crib.TwoPlayer(), []int{0, 90}, []int{0, 2}},
		{cribwars.PlainTrack(), crib.TwoPlayer(), []int{0, 91}, []int{0, 1}},
		{cribwars.PlainTrack(), crib.TwoPlayer(), []int{0, 60}, []int{0, 4}},
		{cribwars.DefaultTrack(), crib.TwoPlayer(), []int{0, 270}, []int{0, 2}},
		{cribwars.DefaultTrack(), crib.TwoPlayer(), []int{0, 271}, []int{0, 1}},
		{cribwars.DefaultTrack(), crib.TwoPlayer(), []int{0, 180}, []int{0, 4}},
		{cribwars.DefaultTrack(), crib.ThreePlayer(), []int{0, 300, 100}, []int{0, 1, 4}},
		{cribwars.DefaultTrack(), crib.SixPlayer(), []int{0, 200, 270}, []int{0, 2, 2}},
	} {
		tb := newTable(t, cribwars.Config{Track: tc.board, Layout: tc.layout}, 0, tc.holes...)
		tb.do(tb.g.Apply(cribwars.Place{Side: 0, Peg: main(tc.board.GameHole())}))
		res, ok := tb.g.Result()
		if !ok || res.Winner != 0 || !slices.Equal(res.Lost[:len(tc.lost)], tc.lost) {
			t.Errorf("%v: %+v", tc.holes, res)
		}
		sum := 0
		for _, l := range tc.lost {
			sum += l
		}
		if res.Games != sum {
			t.Errorf("%v: games %d", tc.holes, res.Games)
		}
		over := tb.ev[len(tb.ev)-1].(cribwars.GameOver)
		if over.Result.Games != sum || over.GamePoints != sum {
			t.Errorf("%v: game over %+v", tc.holes, over)
		}
	}
	tb := newTable(t, cribwars.Config{Layout: crib.ThreePlayer()}, 0, 0, 300, 100)
	tb.do(tb.g.Apply(cribwars.Place{Side: 0, Peg: main(363)}))
	tb.has("Ann wins at 363. Bob, at 300, loses 1 game. Cat, at 100, is double skunked: 4 games.")
}

// Muggers Alley: points missed in the first 121 holes may be taken by
// muggins, and the caller keeps them or gives them back.
func TestMuggersAlley(t *testing.T) {
	claimed := cribwars.Config{Claimed: true}
	// The dealer, at dealerAt, pegs 0 for the run of 3; the pone calls
	// muggins for 3.
	call := func(t *testing.T, c cribwars.Config, dealerAt int) (*table, error) {
		tb := newTable(t, c, 1, 0, dealerAt)
		tb.deal([]string{cPone, cDealer}, "5S").lay("5H 4D 5C 6D")
		tb.do(tb.g.Apply(crib.Claim{Seat: 1, Points: 0}))
		ng, ev, err := tb.g.Apply(crib.CallMuggins{Caller: 0, Target: 1, Asked: 3})
		if err == nil {
			tb.do(ng, ev, err)
		}
		return tb, err
	}
	t.Run("keep", func(t *testing.T) {
		tb, err := call(t, claimed, 10)
		if err != nil {
			t.Fatal(err)
		}
		if o := tb.g.Cribbage().Offers(); len(o) != 1 || o[0].Side != 0 || o[0].GiveBack != 1 {
			t.Fatalf("offers %+v", o)
		}
		tb.do(tb.g.Apply(crib.TakeOffer{Side: 0}))
		tb.at(main(3), main(10))
		tb.has("Ann calls \"muggins for 3\" on Bob and takes 3", "Ann may keep 3 points for muggins (rule 10.4a) or give them back to Bob.",
			"Ann pegs 3 for muggins (rule 10.4a): the start to 3.")
	})
	t.Run("give back", func(t *testing.T) {
		// Given back, the 3 take Bob from 97 into the box at 100.
		tb, err := call(t, claimed, 97)
		if err != nil {
			t.Fatal(err)
		}
		tb.do(tb.g.Apply(crib.DeclineOffer{Side: 0}))
		tb.at(main(20), main(80))
		tb.has("Ann gives 3 points back to Bob.", "Bob lands in the penalty box at 100.")
	})
	t.Run("outside the alley", func(t *testing.T) {
		tb, err := call(t, claimed, 150)
		if !errors.Is(err, crib.ErrNoMuggins) {
			t.Fatalf("muggins at 150: %v", err)
		}
		tb.at(main(0), main(150)) // the underpeg stands
	})
	t.Run("the last hole of the alley", func(t *testing.T) {
		if _, err := call(t, claimed, 121); err != nil {
			t.Errorf("at 121: %v", err)
		}
		if _, err := call(t, claimed, 122); !errors.Is(err, crib.ErrNoMuggins) {
			t.Errorf("at 122: %v", err)
		}
	})
	t.Run("a friendly game", func(t *testing.T) {
		if _, err := call(t, cribwars.Config{Claimed: true, NoMuggins: true}, 10); !errors.Is(err, crib.ErrNoMuggins) {
			t.Errorf("muggins in a friendly game: %v", err)
		}
	})
}

// Claimed mode in teams: every score a player claims is pegged on the board,
// and the board's holes act on it.
func TestClaimedScoresOnTheBoard(t *testing.T) {
	tb := newTable(t, cribwars.Config{Claimed: true}, 1, 0, 43)
	tb.deal([]string{"10H 5C KS QS 2C 3C", "10D 5D 9S 9C 4D 6H"}, "7H")
	tb.lay("10H 10D")
	tb.do(tb.g.Apply(crib.Claim{Seat: 1, Points: 2}))
	tb.at(main(0), main(65))
	// An overpeg corrected: Bob back, the error offered to Ann.
	tb.lay("5C 5D")
	tb.do(tb.g.Apply(crib.Claim{Seat: 1, Points: 5}))
	tb.do(tb.g.Apply(crib.Correct{Caller: 0, Target: 1}))
	tb.do(tb.g.Apply(crib.TakeOffer{Side: 0}))
	tb.at(main(2), main(68))
}

// The Crib Wars penalty-box rule: "the player or team already in the
// penalty box advances one peg hole", and nothing in it ends the stay. By
// default the bumped side advances and sits on; with Rules.BumpedLeaves the
// hole it advances is its leaving the box.
func TestPenaltyBoxRuleBumpedSideStaysIn(t *testing.T) {
	b := cribwars.DefaultTrack()
	stay := cribwars.Stay{In: true, Side: 0, Box: 100, HandsLeft: 2}
	pegs := []cribwars.Peg{main(100), main(210), main(60)}
	for _, tc := range []struct {
		rules cribwars.Rules
		want  cribwars.Stay
	}{
		{cribwars.Rules{}, stay},
		{cribwars.Rules{BumpedLeaves: true}, cribwars.Stay{}},
	} {
		ru, err := tc.rules.LandInBox(b, pegs, 1, stay)
		if err != nil || ru.Stay != tc.want || ru.Pegs[0] != main(101) {
			t.Errorf("%+v: stay %v, A at %v, %v", tc.rules, ru.Stay, ru.Pegs[0], err)
		}
	}
	// In a game: Bob sits in the box at 100; Ann lands in the one at 300.
	boxes := cribwars.MustTrack(cribwars.Spec{Name: "boxes", Holes: 363, PenaltyBoxes: []int{100, 300}})
	tb := newTable(t, cribwars.Config{Layout: crib.ThreePlayer(), Track: boxes}, 2, 110, 98, 115)
	tb.deal([]string{"10H 9C 8D KS 2C", "5D QH QD 7C 3C", "AH AS AD JS 4C"}, "2D").lay("10H 5D")
	tb.playDeal(true)
	tb.do(tb.g.Apply(cribwars.Place{Side: 0, Peg: main(297)}))
	tb.deal([]string{cDealer, "", cPone}, "5S").lay("5H 4D 5C 6D")
	tb.lay("10S JD").count(1) // Cat plays out alone and counts; the deal ends
	if st := tb.g.Stay(); !st.In || st.Side != 1 || st.HandsLeft != 2 || tb.g.Peg(1) != main(101) {
		t.Fatalf("after the bump and the deal: %v, Bob at %v\n%s", st, tb.g.Peg(1), tb.log())
	}
}
