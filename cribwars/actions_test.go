package cribwars_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/cribwars/cribwarstest"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/must"
)

// notOurs is an action of no game; embedsOurs is a type of another package
// that embeds one of this package's actions, which is not one of them.
type (
	notOurs    struct{}
	embedsOurs struct{ cribwars.LeaveBox }
	embedsCrib struct{ crib.Lay }
)

func (notOurs) String() string { return "not ours" }

// TestApplyRefusesNilTypedNilAndUnknownActions: nil, a nil pointer to an
// action of this package or of crib's, and an action of neither are
// refused with an error wrapping crib.ErrUnknownAction, on a fresh game,
// in the play and after the game, and the game is left as it was; a
// pointer to an action is the action.
func TestApplyRefusesNilTypedNilAndUnknownActions(t *testing.T) {
	fresh := newGame(t, cribwars.Config{Layout: crib.ThreePlayer()}, 4)
	inPlay := fresh
	bots, rands := analysisBots(3)
	for inPlay.Phase() != crib.PhasePlay {
		a, err := crib.NextAction(inPlay.Cribbage(), bots, rands)
		if err != nil {
			t.Fatal(err)
		}
		inPlay = must.Step[cribwars.Game, crib.Event](t)(inPlay.Apply(a))
	}
	over := playBots(t, cribwars.Config{}, 3)
	for name, g := range map[string]cribwars.Game{"a fresh game": fresh, "a game in the play": inPlay, "a game over": over} {
		before := saveJSON(t, g)
		for _, c := range []struct {
			a    crib.Action
			want string
		}{
			{nil, "cribwars: apply: not an action of this game: no action"},
			{(*cribwars.LeaveBox)(nil), "cribwars: apply: not an action of this game: a nil *cribwars.LeaveBox"},
			{(*cribwars.Irregularity)(nil), "cribwars: apply: not an action of this game: a nil *cribwars.Irregularity"},
			{(*crib.Lay)(nil), "cribwars: apply: not an action of this game: a nil *crib.Lay"},
			{(*crib.Deal)(nil), "cribwars: apply: not an action of this game: a nil *crib.Deal"},
			{notOurs{}, "cribwars: apply: not an action of this game: cribwars_test.notOurs"},
			{&notOurs{}, "cribwars: apply: not an action of this game: *cribwars_test.notOurs"},
			{embedsOurs{cribwars.LeaveBox{Side: 0}}, "cribwars: apply: not an action of this game: cribwars_test.embedsOurs"},
			{embedsCrib{crib.Lay{Seat: 0}}, "cribwars: apply: not an action of this game: cribwars_test.embedsCrib"},
			{cribwars.Rules{}, "cribwars: apply: not an action of this game: cribwars.Rules"},
		} {
			ng, ev, err := g.Apply(c.a)
			if !errors.Is(err, crib.ErrUnknownAction) || err.Error() != c.want || ev != nil {
				t.Errorf("%s: Apply(%#v) = %v, %d events; want %s", name, c.a, err, len(ev), c.want)
			}
			if after := saveJSON(t, ng); string(after) != string(before) {
				t.Errorf("%s: Apply(%#v) changed the game", name, c.a)
			}
		}
	}
	// A pointer to an action is the action: the same game, events and
	// record.
	a, err := crib.NextAction(inPlay.Cribbage(), bots, rands)
	if err != nil {
		t.Fatal(err)
	}
	rec := inPlay.Recording()
	byValue, evValue, err1 := rec.Apply(a)
	byPointer, evPointer, err2 := rec.Apply(pointerTo(a))
	if err1 != nil || err2 != nil || string(saveJSON(t, byValue)) != string(saveJSON(t, byPointer)) {
		t.Fatalf("Apply(%v) and Apply(&%v): %v, %v", a, a, err1, err2)
	}
	e1, _ := cribwars.MarshalEvents(evValue)
	e2, _ := cribwars.MarshalEvents(evPointer)
	r1, _ := byValue.Record()
	r2, _ := byPointer.Record()
	if string(e1) != string(e2) || r1.Actions[0] != r2.Actions[0] {
		t.Errorf("by pointer: events %s, recorded %#v; by value: %s, %#v", e2, r2.Actions[0], e1, r1.Actions[0])
	}
	box := cribwars.LeaveBox{Side: 0}
	_, _, errValue := fresh.Apply(box)
	_, _, errPointer := fresh.Apply(&box)
	if errValue == nil || errPointer == nil || errValue.Error() != errPointer.Error() {
		t.Errorf("LeaveBox by value: %v; by pointer: %v", errValue, errPointer)
	}
}

// pointerTo returns a pointer to a copy of a.
func pointerTo(a crib.Action) crib.Action {
	switch a := a.(type) {
	case crib.Lay:
		return &a
	case crib.Discard:
		return &a
	case crib.Go:
		return &a
	}
	panic("no pointer for " + a.String())
}

// analysisBots returns n analysis bots and their random sources.
func analysisBots(n int) ([]crib.Strategy, []*rand.Rand) {
	var ps []crib.Strategy
	var rs []*rand.Rand
	for i := range n {
		ps = append(ps, bot.Analysis{})
		rs = append(rs, cards.NewRand(uint64(i)))
	}
	return ps, rs
}

// TestParseActionBounds: this package's actions read at the bounds of
// their text: an irregularity of no points and of every side's points, a
// penalty of the longest text read; one past is refused.
func TestParseActionBounds(t *testing.T) {
	// "penalty 0 " and the quotes take 12 of the codec.MaxAction bytes.
	long := strings.Repeat("x", codec.MaxAction-12)
	for _, c := range []struct {
		text string
		want crib.Action // nil: refused
	}{
		{"irregularity 3 0", cribwars.Irregularity{Item: 3, Offender: 0}},
		{"irregularity 3 -1", cribwars.Irregularity{Item: 3, Offender: cribwars.NoSide}},
		{"irregularity 3", nil},
		{"irregularity 16 1 1 2 3 4 5 6", cribwars.Irregularity{Item: 16, Offender: 1, Points: [crib.MaxSides]int{1, 2, 3, 4, 5, 6}}},
		{"irregularity 16 1 1 2 3 4 5 6 7", nil},
		{"irregularity 16 1 0 2", cribwars.Irregularity{Item: 16, Offender: 1, Points: [crib.MaxSides]int{0, 2}}},
		{"irregularity 16 1 2 0", nil},
		{`penalty 0 "` + long + `"`, cribwars.Penalty{Offender: 0, Rule: long}},
		{`penalty 0 "` + long + `x"`, nil},
		{"place 1 52", cribwars.Place{Side: 1, Peg: cribwars.Hole(52)}},
		{"leave box 2", cribwars.LeaveBox{Side: 2}},
	} {
		a, err := cribwars.ParseAction(c.text)
		if c.want == nil {
			if err == nil {
				t.Errorf("%.40q reads as %v", c.text, a)
			}
			continue
		}
		if err != nil {
			t.Errorf("%.40q: %v", c.text, err)
			continue
		}
		if d := cmp.Diff(c.want, a); d != "" {
			t.Errorf("%.40q reads as (-want +got):\n%s", c.text, d)
		}
	}
}

// actionValues are values of each of the package's actions.
func actionValues() []crib.Action {
	return []crib.Action{
		cribwars.LeaveBox{Side: 2}, cribwars.Penalty{Offender: 1, Rule: "item 16: \"a peg\" moved"}, cribwars.Place{Side: 0, Peg: cribwars.Hole(52)},
		cribwars.Irregularity{Item: 16, Offender: 1, Points: [crib.MaxSides]int{2, 0, 2}}, cribwars.Irregularity{Item: 3, Offender: -1},
		cribwars.Irregularity{Item: 15, Offender: 0, Points: [crib.MaxSides]int{0, 2}, Then: cribwars.Redeal},
		cribwars.Irregularity{Item: 12, Offender: 1, Points: [crib.MaxSides]int{3, 0, 3}, Then: cribwars.MoveBack, Back: 3},
		cribwars.Irregularity{Item: 14, Offender: 1, Then: cribwars.PutBack, Front: cribwars.Hole(40)},
		cribwars.Irregularity{Item: 11, Offender: 0, Then: cribwars.ClaimedGame, Claimer: 1},
		cribwars.Irregularity{Item: 14, Offender: -1, Then: cribwars.VoidGame},
	}
}

// TestActionTexts: each action's text is its String, by the grammar, which
// ParseAction reads back; crib's actions read as crib's; a text that is
// none is refused with its reason; an action whose text would not read
// back is refused by a record; a refusal names the action's verb.
func TestActionTexts(t *testing.T) {
	want := []string{"leave box 2", `penalty 1 "item 16: \"a peg\" moved"`, "place 0 52", "irregularity 16 1 2 0 2", "irregularity 3 -1",
		"irregularity 15 0 0 2 new deal", "irregularity 12 1 3 0 3 move back 3", "irregularity 14 1 put back 40", "irregularity 11 0 claim 1",
		"irregularity 14 -1 void"}
	for i, a := range actionValues() {
		if a.String() != want[i] {
			t.Errorf("%#v writes %q, want %q", a, a.String(), want[i])
		}
		if got, err := cribwars.ParseAction(a.String()); err != nil || got != a {
			t.Errorf("ParseAction(%q) = %#v, %v", a.String(), got, err)
		}
	}
	// The text of another action is not one of this package's.
	if a, err := cribwars.ParseAction("lay 0 5H"); err != nil || a != (crib.Lay{Seat: 0, Card: cards.MustParse("5H")}) {
		t.Errorf(`ParseAction("lay 0 5H") = %#v, %v`, a, err)
	}
	const bad = "cribwars: invalid syntax: action "
	for in, want := range map[string]string{
		"leave box":                      bad + `"leave box": want "leave box SIDE": no side`,
		"leave box x":                    bad + `"leave box x": want "leave box SIDE": "x" is not a number`,
		"place 1 52 53":                  bad + `"place 1 52 53": want "place SIDE PEG": "53" is more than it takes`,
		`penalty x "y"`:                  bad + `"penalty x \"y\"": want "penalty OFFENDER \"RULE\"": "x" is not a number`,
		"irregularity 1 x":               bad + `"irregularity 1 x": want "irregularity ITEM OFFENDER POINTS... [REMEDY]": "x" is not a number`,
		"irregularity 1 0 2 0":           bad + `"irregularity 1 0 2 0": want "irregularity ITEM OFFENDER POINTS... [REMEDY]": points end with the last side given any`,
		"fly":                            `crib: invalid syntax: action "fly": no such action`,
		`penalty 0 "unclosed`:            bad + `"penalty 0 \"unclosed": want "penalty OFFENDER \"RULE\"": a quotation that is not the whole text: "unclosed`,
		"penalty 0 unquoted":             bad + `"penalty 0 unquoted": want "penalty OFFENDER \"RULE\"": the text "unquoted" is not in double quotes`,
		"place 0":                        bad + `"place 0": want "place SIDE PEG": no peg`,
		"irregularity 1 2 3 4 5 6 7 8 9": bad + `"irregularity 1 2 3 4 5 6 7 8 9": want "irregularity ITEM OFFENDER POINTS... [REMEDY]": an irregularity is its item, the offender and up to 6 sides' points, then a remedy`,
	} {
		if a, err := cribwars.ParseAction(in); !errors.Is(err, cribwars.ErrSyntax) || err.Error() != want {
			t.Errorf("ParseAction(%q) = %v, %v\nwant %s", in, a, err, want)
		}
	}
	// An action whose text would not read back is refused by a record.
	for _, a := range []crib.Action{cribwars.Penalty{Rule: "a # b"}, cribwars.Place{Peg: cribwars.Hole(-3)}} {
		if b, err := (cribwars.Record{Seed: 1, Actions: []crib.Action{a}}).MarshalText(); !errors.Is(err, cribwars.ErrBadRecord) {
			t.Errorf("%#v is written as %q, %v", a, b, err)
		}
	}
	// A refusal names the verb of the action refused, crib's as crib's
	// grammar writes it.
	var zero cribwars.Game
	fresh := newGame(t, cribwars.Config{}, 1)
	for _, c := range []struct {
		g    cribwars.Game
		a    crib.Action
		want string
	}{
		{zero, crib.Deal{}, "cribwars: deal: zero value: make it with its constructor"},
		{zero, crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("5H"), cards.MustParse("2C")}}, "cribwars: cut for deal with: zero value: make it with its constructor"},
		{zero, &crib.Lay{Seat: 1, Card: cards.MustParse("5H")}, "cribwars: lay: zero value: make it with its constructor"},
		{zero, crib.PegOut{Seat: 1}, "cribwars: peg out: zero value: make it with its constructor"},
		{zero, &cribwars.Irregularity{Item: 3}, "cribwars: irregularity: zero value: make it with its constructor"},
		{fresh, cribwars.LeaveBox{Side: 0}, "cribwars: leave box by side 0: not now: leaving the penalty box during the cut for deal"},
		{fresh, cribwars.Penalty{Offender: 5, Rule: "x"}, "cribwars: penalty by side 5: no such seat: side 5 of 2"},
		{fresh, cribwars.Place{Side: 0, Peg: cribwars.Peg{Path: 2, Hole: 1}}, "cribwars: place by side 0: no such hole on the board: pegs are placed on main-path holes, not 2:1"},
		{fresh, cribwars.Irregularity{Item: 3, Points: [crib.MaxSides]int{0, 2, 2}}, "cribwars: irregularity by side 0: the rules text gives no ruling for this: points [{1 2} {2 2}] against side A"},
	} {
		if _, _, err := c.g.Apply(c.a); err == nil || err.Error() != c.want {
			t.Errorf("Apply(%v): %v, want %s", c.a, err, c.want)
		}
	}
}

// FuzzParseAction: ParseAction never panics, and an action it reads has
// a text that reads back to it.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"leave box 1", `penalty 0 "item 16"`, "place 1 52", "irregularity 16 2 2 2", "lay 1 5H", "deal", "claim 0 8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := cribwars.ParseAction(s)
		if err != nil {
			if !errors.Is(err, cribwars.ErrSyntax) {
				t.Fatalf("%q: %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		b, err := cribwars.ParseAction(a.String())
		if err != nil || b != a {
			t.Fatalf("%q reads as %#v, whose text %q reads back as %#v, %v", s, a, a.String(), b, err)
		}
	})
}

// gameDriver plays a game of Crib Wars action by action, checking the
// invariants after each.
type gameDriver struct {
	t     *rapid.T
	g     cribwars.Game
	steps int
	overs int // GameOver events seen
	boxed int // the side sent to a box last, or NoSide
	sat   int // the hands it has sat out since
	pend  int // the true points of the last card laid, or of his heels
}

// snapshot is what a failed transition must leave as it was.
type snapshot struct {
	Pegs   []cribwars.Peg
	Board  crib.Board
	Phase  crib.Phase
	Stay   cribwars.Stay
	Offers []crib.Offered
	Turn   int
	Hands  [crib.MaxSeats]cards.Set
}

func snap(g cribwars.Game) snapshot {
	s := snapshot{Pegs: g.Pegs(), Board: g.Cribbage().Board(), Phase: g.Phase(), Stay: g.Stay(), Offers: g.Cribbage().Offers(), Turn: g.Cribbage().Play().Turn()}
	for i := range g.Seats() {
		s.Hands[i] = g.Cribbage().Hand(i)
	}
	return s
}

func (d *gameDriver) do(name string, f func(cribwars.Game) (cribwars.Game, []crib.Event, error)) error {
	before := d.g
	s0 := snap(before)
	g, ev, err := f(before)
	if !cmp.Equal(snap(before), s0) {
		d.t.Fatalf("%s changed the game it was called on", name)
	}
	if err != nil {
		if !cmp.Equal(snap(g), s0) {
			d.t.Fatalf("%s failed (%v) and returned a changed game", name, err)
		}
		return err
	}
	d.checkEvents(before, g, ev)
	for _, e := range ev {
		switch e := e.(type) {
		case crib.Laid:
			d.pend = e.Step.Points()
		case crib.StarterTurned:
			d.pend = 2
		}
	}
	d.checkStay(g, ev)
	d.checkCards(g)
	d.checkPegs(g)
	if d.steps%150 == 0 {
		checkLoads(d.t, g) // now and then: saved, read back alike
	}
	d.g = g
	d.steps++
	return nil
}

func (d *gameDriver) must(name string, f func(cribwars.Game) (cribwars.Game, []crib.Event, error)) {
	if err := d.do(name, f); err != nil {
		d.t.Fatalf("%s: %v", name, err)
	}
}

func drawConfig(t *rapid.T, claimed bool) cribwars.Config {
	c := cribwars.Config{
		Layout:  cribtest.Rules().Draw(t, "crib's rules").Layout, // every seating crib plays
		Claimed: claimed,
		Rules: cribwars.Rules{
			Heels:        rapid.SampledFrom([]cribwars.HeelsRule{cribwars.HeelsNotInLastThree, cribwars.HeelsAlways, cribwars.HeelsNotIntoLastThree, cribwars.HeelsNotIn119To121}).Draw(t, "heels"),
			BumpedLeaves: rapid.Bool().Draw(t, "bumped leaves"),
		},
	}
	switch rapid.IntRange(0, 3).Draw(t, "which board") {
	case 0:
		c.Track = cribwars.DefaultTrack()
	case 1:
		// Many penalty boxes, to see them often in three-sided games.
		c.Track = cribwars.MustTrack(cribwars.Spec{Holes: 121, PenaltyBoxes: []int{20, 35, 50, 65, 80, 95, 110},
			TimeTraps: []cribwars.Branch{{At: 40, Holes: 3, Rejoin: 30}}, Slides: []cribwars.Slide{{From: 10, To: 25}}})
	default:
		c.Track = cribwarstest.Board().Filter(func(b cribwars.Track) bool { return b.Holes() >= 31 }).Draw(t, "board")
	}
	if claimed {
		c.NoMuggins = rapid.IntRange(0, 4).Draw(t, "friendly") == 0
	}
	return c
}

// playWhole plays a game of c to the end with rapid's choices.
func playWhole(t *rapid.T, c cribwars.Config) {
	g, err := cribwars.NewGame(c, rapid.Uint64().Draw(t, "seed"))
	if err != nil {
		t.Fatal(err)
	}
	g = g.Recording()
	start := g
	d := &gameDriver{t: t, g: g, boxed: cribwars.NoSide}
	n, sides := g.Seats(), g.Sides()
	for d.g.Phase() != crib.PhaseOver {
		if d.steps > 20000 {
			t.Fatalf("no end after %d actions: %v", d.steps, d.g.Pegs())
		}
		if rapid.IntRange(0, 59).Draw(t, "penalty") == 0 {
			off := rapid.IntRange(0, sides-1).Draw(t, "offender")
			if err := d.do("penalty", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(cribwars.Penalty{Offender: off, Rule: "test"})
			}); err != nil && !errors.Is(err, crib.ErrOfferPending) {
				t.Fatal(err)
			}
			continue
		}
		if c.Claimed && rapid.IntRange(0, 9).Draw(t, "extra") == 0 {
			a, b := rapid.IntRange(0, n-1).Draw(t, "a"), rapid.IntRange(0, n-1).Draw(t, "b")
			switch rapid.IntRange(0, 2).Draw(t, "which") {
			case 0:
				_ = d.do("muggins", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.CallMuggins{Caller: a, Target: b, Asked: rapid.IntRange(1, 4).Draw(t, "asked")})
				})
			case 1:
				_ = d.do("correct", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Correct{Caller: a, Target: b})
				})
			case 2:
				_ = d.do("retract", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.Retract{Seat: a}) })
			}
			continue
		}
		if side, ok := d.g.BoxDue(); ok && len(d.g.Cribbage().Offers()) == 0 {
			if rapid.IntRange(0, 3).Draw(t, "move peg") > 0 {
				d.must("leave box", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(cribwars.LeaveBox{Side: side})
				})
				continue
			}
			if err := d.do("leave box out of turn", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(cribwars.LeaveBox{Side: (side + 1) % sides})
			}); !errors.Is(err, cribwars.ErrStay) {
				t.Fatalf("another side leaves the box: %v", err)
			}
		}
		act, seat := d.g.Next()
		delta := func(label string) int { return rapid.SampledFrom([]int{0, 0, 0, 0, -1, -2, 1, 2}).Draw(t, label) }
		switch act {
		case crib.StepOffer:
			side := d.g.Cribbage().Offers()[rapid.IntRange(0, len(d.g.Cribbage().Offers())-1).Draw(t, "offer")].Side
			if rapid.Bool().Draw(t, "take") {
				d.must("take", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.TakeOffer{Side: side}) })
			} else {
				d.must("decline", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.DeclineOffer{Side: side})
				})
			}
		case crib.StepCutForDeal:
			d.must("cut for deal", apply(crib.CutForDeal{}))
		case crib.StepDeal:
			d.must("deal", apply(crib.Deal{}))
		case crib.StepDiscard:
			hand := d.g.Cribbage().Hand(seat).AppendTo(nil)
			throw := rapid.Permutation(hand).Draw(t, "throw")[:d.g.Cribbage().DealLayout().Throw]
			d.must("discard", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(crib.Discard{Seat: seat, Cards: cards.SetOf(throw...)})
			})
		case crib.StepCut:
			d.must("cut", apply(crib.Cut{}))
		case crib.StepLay:
			if c.Claimed {
				said := false
				for s := range n {
					if d.g.Cribbage().MaySayGo(s) && rapid.Bool().Draw(t, "say go") {
						d.must("go", apply(crib.Go{Seat: s}))
						said = true
						break
					}
				}
				if said {
					continue
				}
			}
			if rapid.IntRange(0, 79).Draw(t, "mix") == 0 {
				s := rapid.IntRange(0, n-1).Draw(t, "mixer")
				err := d.do("mix", apply(crib.Mix{Seat: s, Crib: rapid.Bool().Draw(t, "mix crib")}))
				if err != nil && !errors.Is(err, crib.ErrSitsOut) && !errors.Is(err, crib.ErrMustPegOut) {
					t.Fatal(err)
				}
				continue
			}
			if ps, ok := d.g.Cribbage().Pending(); ok && rapid.Bool().Draw(t, "claim first") {
				c := min(29, max(0, d.pendingTruth()+delta("play delta")))
				if err := d.do("claim", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Claim{Seat: ps, Points: c})
				}); err != nil && !errors.Is(err, crib.ErrMustPegOut) {
					t.Fatal(err)
				}
				continue
			}
			if rapid.IntRange(0, 19).Draw(t, "illegal") == 0 {
				if err := d.do("lay out of turn", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Lay{Seat: (seat + 1) % n, Card: cards.FromIndex(0)})
				}); err == nil {
					t.Fatal("a card laid out of turn")
				}
			}
			card := rapid.SampledFrom(d.g.Cribbage().Play().Legal().AppendTo(nil)).Draw(t, "card")
			err := d.do("lay", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(crib.Lay{Seat: seat, Card: card})
			})
			if errors.Is(err, crib.ErrMustPegOut) {
				ps, _ := d.g.Cribbage().Pending()
				d.must("claim before lay", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Claim{Seat: ps, Points: d.pendingTruth()})
				})
			} else if err != nil {
				t.Fatal(err)
			}
		case crib.StepCount:
			d.must("count", apply(crib.Count{}))
		case crib.StepClaim:
			if ps, ok := d.g.Cribbage().Pending(); ok {
				c := min(29, max(0, d.pendingTruth()+delta("last delta")))
				d.must("claim last", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.Claim{Seat: ps, Points: c})
				})
				continue
			}
			c := min(29, max(0, countTruth(d.g, seat)+delta("count delta")))
			d.must("claim count", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
				return g.Apply(crib.Claim{Seat: seat, Points: c})
			})
		case crib.StepAccept:
			d.must("accept", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.Accept{Seat: seat}) })
		case crib.StepPegOut:
			if rapid.Bool().Draw(t, "peg out") {
				d.must("peg out", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(crib.PegOut{Seat: seat}) })
			} else {
				d.must("refuse", func(g cribwars.Game) (cribwars.Game, []crib.Event, error) {
					return g.Apply(crib.RefusePegOut{Seat: seat})
				})
			}
		default:
			t.Fatalf("action %v", act)
		}
	}
	// One winning side, and nothing after the end.
	res, ok := d.g.Result()
	if !ok || d.overs != 1 || !d.g.Track().Won(res.Pegs[res.Winner]) {
		t.Fatalf("result %+v, %d game-over events", res, d.overs)
	}
	if _, _, err := d.g.Apply(crib.Deal{}); !errors.Is(err, crib.ErrGameOver) && !errors.Is(err, crib.ErrWrongPhase) {
		t.Fatalf("deal after the end: %v", err)
	}
	checkSaved(t, start, d.g)
}

// apply returns the transition that applies a.
func apply(a crib.Action) func(cribwars.Game) (cribwars.Game, []crib.Event, error) {
	return func(g cribwars.Game) (cribwars.Game, []crib.Event, error) { return g.Apply(a) }
}

// pendingTruth returns the true points of the pending claim in the play, as
// the events of the card laid last (or his heels) told them.
func (d *gameDriver) pendingTruth() int { return d.pend }

// countTruth returns the true points of the next hand or crib to count: a
// claim on a copy of the game shows them.
func countTruth(g cribwars.Game, seat int) int {
	_, ev, err := g.Apply(crib.Claim{Seat: seat, Points: 0})
	if err == nil {
		for _, e := range ev {
			if s, ok := e.(crib.Shown); ok {
				return s.Points
			}
		}
	}
	return 0
}

func TestWholeGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { playWhole(t, drawConfig(t, false)) })
}

func TestWholeGamesClaimed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { playWhole(t, drawConfig(t, true)) })
}

// TestCribActionsLeaveALegalGame is what a hostile caller saw: crib's
// Award of a side in the penalty box took it out with hands still to sit
// out, skipping leave box's check, and crib's SitOut of the boxed side, or
// of another while one was boxed, was accepted, after which every deal was
// refused and the game could never go on. In games of three sides (where a
// side sits in a box), rapid's state machine mixes crib's actions, this
// package's and rulings on irregularities (new deals, moves back, pegs put
// back, claimed and void games) among the steps the bots take: each is
// refused or leaves a game that saves and reads back, and the game plays
// on to its end.
func TestCribActionsLeaveALegalGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := cribwars.Config{Layout: crib.ThreePlayer(), Track: boxBoard()} // a box every 15 holes
		g := must.Get(cribwars.NewGame(c, rapid.Uint64().Draw(t, "seed")))(t)
		bots := []crib.Strategy{bot.Random{}, bot.Random{}, bot.Random{}}
		r := cards.NewRand(1)
		rands := []*rand.Rand{r, r, r}
		side := rapid.IntRange(-1, 3)
		try := func(a crib.Action) {
			if ng, _, err := g.Apply(a); err == nil {
				g = ng
			}
		}
		t.Repeat(map[string]func(*rapid.T){
			"sit out": func(t *rapid.T) { try(crib.SitOut{Side: side.Draw(t, "sit out")}) },
			"award": func(t *rapid.T) {
				try(crib.Award{Side: side.Draw(t, "award"), Points: rapid.IntRange(0, 30).Draw(t, "points"), Rule: "test"})
			},
			"leave box": func(t *rapid.T) { try(cribwars.LeaveBox{Side: side.Draw(t, "leave")}) },
			"place": func(t *rapid.T) {
				try(cribwars.Place{Side: side.Draw(t, "place"), Peg: cribwars.Hole(rapid.IntRange(0, 120).Draw(t, "hole"))})
			},
			"redeal": func(*rapid.T) { try(crib.Redeal{}) },
			"ruling": func(t *rapid.T) {
				pts := rapid.IntRange(0, 3).Draw(t, "points")
				a := cribwars.Irregularity{Item: rapid.IntRange(0, 17).Draw(t, "item"), Offender: side.Draw(t, "offender"),
					Points: [crib.MaxSides]int{pts, pts, pts}, Then: cribwars.Remedy(rapid.IntRange(0, 6).Draw(t, "remedy"))}
				if a.Offender >= 0 {
					a.Points[a.Offender] = 0
				}
				switch a.Then {
				case cribwars.MoveBack:
					a.Back = rapid.IntRange(0, 30).Draw(t, "back")
				case cribwars.PutBack:
					a.Front = cribwars.Hole(rapid.IntRange(0, 120).Draw(t, "front"))
				case cribwars.ClaimedGame:
					a.Claimer = side.Draw(t, "claimer")
				}
				try(a)
			},
			"bots' step": func(t *rapid.T) {
				for range rapid.IntRange(1, 20).Draw(t, "steps") {
					act, _ := g.Next()
					switch s, due := g.BoxDue(); {
					case act == crib.StepNone:
						return
					case due && act != crib.StepOffer:
						try(cribwars.LeaveBox{Side: s})
					case act == crib.StepOffer:
						try(crib.TakeOffer{Side: g.Cribbage().Offers()[0].Side})
					default:
						try(must.Get(crib.NextAction(g.Cribbage(), bots, rands))(t))
					}
				}
			},
			"": func(t *rapid.T) { checkLoads(t, g) },
		})
		if _, err := cribwars.PlayGame(g, bots, cards.NewRand(2), nil); err != nil {
			t.Fatalf("the game cannot go on: %v", err)
		}
	})
}

// TestCribActionsOnASideInTheBoxAreRefused: with a side sitting in a
// penalty box, crib's Award of it and crib's SitOut of any side are
// refused with ErrStay, and the game goes on to its end.
func TestCribActionsOnASideInTheBoxAreRefused(t *testing.T) {
	g := inBox(t)
	boxed := g.Stay().Side
	for _, a := range []crib.Action{crib.Award{Side: boxed, Points: 1, Rule: "test"}, crib.SitOut{Side: boxed},
		crib.SitOut{Side: (boxed + 1) % 3}} {
		if _, _, err := g.Apply(a); !errors.Is(err, cribwars.ErrStay) {
			t.Errorf("%v with side %s in the box: %v, want ErrStay", a, cribwars.SideName(boxed), err)
		}
	}
	if _, err := cribwars.PlayGame(g, []crib.Strategy{bot.Random{}, bot.Random{}, bot.Random{}}, cards.NewRand(1), nil); err != nil {
		t.Fatal(err)
	}
}
