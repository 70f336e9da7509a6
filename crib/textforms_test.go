package crib_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
)

// textValues are values of each type with a text form, for the tests and
// the fuzz target.
func textValues() []encoding.TextMarshaler {
	return []encoding.TextMarshaler{
		crib.PhasePlay, crib.ActClaim, crib.ScoreHeels, crib.SettleRecord, ruling.SlipWrongDirection, ruling.IntoCrib, ruling.Dealer,
		crib.Pegs{Front: 45, Rear: 40}, crib.TwoPlayer(), crib.SixPlayer(), crib.Layout{},
		crib.Layout{Seats: 4, Sides: 2, Deal: 5, Throw: 1, FromPack: 2, DealerSideToBottom: true, Cutter: 1},
		crib.Rules{}, crib.ACC(), crib.Rules{Layout: crib.FourPlayer(), GameHole: 61, Claimed: true, Muggins: true, SkunkBelow: -1},
		crib.Rules{Layout: crib.ThreePlayer(), TripleSkunkBelow: 31, ClaimPenalties: true, Declinable: true, NoHeelsWithin: 3,
			NoHeelsAt: 121, Match: crib.MatchRules{Win: 1, Skunk: 2, GamesToWin: 3}},
		crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 45, Rear: 40}, {Front: 30, Rear: 22}}, Games: [crib.MaxSides]int{1}},
		crib.Position{},
	}
}

func TestTextForms(t *testing.T) {
	for _, tt := range []struct {
		v    encoding.TextMarshaler
		text string
	}{
		{crib.PhaseCutForDeal, "cut for deal"}, {crib.ActPegOut, "peg out"}, {crib.ScorePlace, "placement"},
		{crib.SettleForfeit, "forfeit"}, {ruling.SlipPeggedForward, "pegged forward"}, {ruling.IntoPack, "pack"}, {ruling.Pone, "pone"},
		{crib.Pegs{Front: 45, Rear: 40}, "45/40"},
		{crib.FourPlayer(), "4 players"}, {crib.Layout{}, ""},
		{crib.Layout{Seats: 4, Sides: 2, Deal: 5, Throw: 1, FromPack: 2, Cutter: 1, DealerSideToBottom: true}, "seats 4 sides 2 deal 5 throw 1 pack 2 cutter 1 bottom"},
		{crib.Rules{}, "default"},
		{crib.ACC(), "2 players, game 121, skunk below 91, double skunk below 61, match points 2 3 3 3, two-peg board"},
		{crib.Rules{Layout: crib.FourPlayer(), GameHole: 61, Claimed: true, Muggins: true, DoubleSkunkBelow: -1}, "4 players, game 61, no double skunks, claimed, muggins"},
		{crib.Position{Dealer: 1, Pegs: [crib.MaxSides]crib.Pegs{{Front: 45, Rear: 40}, {Front: 30, Rear: 22}}, Games: [crib.MaxSides]int{1}},
			"dealer 1, pegs 45/40 30/22, games 1 0"},
		{crib.Position{Pegs: [crib.MaxSides]crib.Pegs{2: {Front: 3, Rear: 1}}}, "dealer 0, pegs 0/0 0/0 3/1"},
	} {
		b, err := tt.v.MarshalText()
		if err != nil || string(b) != tt.text {
			t.Errorf("%#v.MarshalText() = %q, %v; want %q", tt.v, b, err, tt.text)
		}
	}
	// People may type any case and spacing; the canonical text is written.
	var r crib.Rules
	if err := r.UnmarshalText([]byte("Claimed,  4 Players ,muggins")); err != nil || r != (crib.Rules{Layout: crib.FourPlayer(), Claimed: true, Muggins: true}) {
		t.Errorf("rules typed: %+v, %v", r, err)
	}
}

func TestTextFormsRefuse(t *testing.T) {
	for _, v := range []encoding.TextMarshaler{crib.Phase(7), crib.Act(40), crib.ScoreKind(0), crib.Settle(3), ruling.Where(0), ruling.Role(3),
		crib.Pegs{Front: 2e9}, crib.Layout{Seats: 7}, crib.Rules{GameHole: 20}, crib.Rules{Pegger: trapBoard{}}, crib.Rules{SkunkBelow: -2},
		crib.Position{Dealer: 2e9}} {
		if b, err := v.MarshalText(); !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%#v.MarshalText() = %q, %v; want ErrBadRecord", v, b, err)
		}
	}
	for _, tt := range []struct {
		v    encoding.TextUnmarshaler
		text string
	}{
		{new(crib.Phase), "lunch"}, {new(crib.Pegs), "45-40"}, {new(crib.Pegs), "1/99999999999"}, {new(crib.Layout), "5 players"},
		{new(crib.Layout), "seats 4 sides 3 deal 5 throw 1 pack 0 cutter 3"}, {new(crib.Rules), "claimed, claimed"},
		{new(crib.Rules), "game 20"}, {new(crib.Rules), "speed"}, {new(crib.Position), "dealer 1"},
		{new(crib.Position), "dealer 1, pegs 1/0 1/0 1/0 1/0 1/0 1/0 1/0"},
	} {
		err := tt.v.UnmarshalText([]byte(tt.text))
		if !errors.Is(err, crib.ErrBadRecord) || !errors.Is(err, crib.ErrSyntax) {
			t.Errorf("%T.UnmarshalText(%q) = %v", tt.v, tt.text, err)
		}
	}
}

// stateValues returns values of the package's exported types that a
// program keeps, for the walk below: each must marshal to JSON that is not
// {} and read back equal.
func stateValues(t *testing.T) map[string][]any {
	g := setup(t, setupDeal{dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
	g2, ev := layEv(t, g, "5H")
	m, err := crib.NewMatch(crib.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := newGame(t, crib.Rules{}, 1).Recording().Record()
	if err != nil {
		t.Fatal(err)
	}
	vs := map[string][]any{
		"Game":           {g, g2},
		"Board":          {g.Board()},
		"Rules":          {crib.Rules{}, crib.ACC()},
		"Layout":         {crib.TwoPlayer()},
		"MatchRules":     {crib.MatchRules{Win: 2}},
		"Match":          {m},
		"Position":       {crib.Position{Dealer: 1}},
		"Pegs":           {crib.Pegs{Front: 3, Rear: 1}},
		"PlayState":      {g.Play(), crib.PlayState{}},
		"PlayStep":       {ev[0].(crib.Laid).Step},
		"Score":          {crib.Score{Kind: crib.ScorePlay, Seat: 1, Side: 1, Points: 2, Play: ev[0].(crib.Laid).Step.Score}},
		"Ruling":         {ruling.RemovedBothPegs(40, 6, true, false)},
		"Record":         {rec},
		"TwoPegBoard":    {crib.TwoPegBoard{}},
		"Dislodged":      {ruling.Dislodged{Agreed: true}},
		"EarlyGo":        {ruling.EarlyGo{}},
		"Solution":       {crib.Solution{}},
		"MoveValue":      {crib.MoveValue{}},
		"DiscardView":    {g.DiscardView(0)},
		"PegResult":      {crib.PegResult{Board: g.Board()}},
		"Phase":          {crib.PhaseShow},
		"Step":           {crib.StepLay},
		"ScoreKind":      {crib.ScoreGo},
		"CountEffect":    {crib.CountRecorded},
		"FrontPegSlip":   {ruling.SlipBeforeRelease},
		"Where":          {ruling.IntoHand},
		"Role":           {ruling.Dealer},
		"CutForDeal":     {crib.CutForDeal{}},
		"Deal":           {crib.Deal{}},
		"Cut":            {crib.Cut{}},
		"Count":          {crib.Count{}},
		"DealHands":      {crib.DealHands{Hands: [crib.MaxSeats]cards.Set{cards.SetOf(cards.MustParseList("AC 2C 3C 4C 5C 6C")...), cards.SetOf(cards.MustParseList("AD 2D 3D 4D 5D 6D")...)}}},
		"CutStarter":     {crib.CutStarter{Card: cards.MustParse("5H")}},
		"CutForDealWith": {crib.CutForDealWith{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("5H")}}},
	}
	for _, a := range []crib.Action{crib.ChooseDealer{Seat: 1}, crib.DealFromDeck(cards.StandardDeck()), crib.Discard{Seat: 0, Cards: 3},
		crib.CutAt{Depth: 9}, crib.Lay{Seat: 1, Card: cards.MustParse("5H")}, crib.Claim{Seat: 1, Points: 2}, crib.Accept{},
		crib.CallMuggins{Caller: 1, Asked: 2}, crib.Correct{Caller: 1}, crib.Retract{}, crib.PegOut{}, crib.RefusePegOut{},
		crib.TakeOffer{}, crib.DeclineOffer{}, crib.Adjust{Points: 2, Rule: "x"}, crib.Award{Points: 2, Rule: "y"}, crib.SitOut{},
		crib.Fold{}, crib.Go{}, crib.Concede{}, crib.Mix{Crib: true}, crib.ApplyRuling{Ruling: crib.Ruling{Rule: "8.8", Award: 2}}} {
		vs[reflect.TypeOf(a).Name()] = []any{a}
	}
	for _, e := range append(ev, sampleEvents()...) {
		vs[reflect.TypeOf(e).Name()] = append(vs[reflect.TypeOf(e).Name()], e)
	}
	return vs
}

// notState are the exported types that are not state a program keeps.
var notState = map[string]string{
	"Action": "an interface", "Event": "an interface", "Pegger": "an interface", "PeggerDecoder": "an interface",
	"Strategy": "an interface", "Error": "an error", "Report": "a self-play report", "SelfPlay": "a run's configuration, with functions",
	"LayView": "a strategy's view, made by the game", "RandomBot": "a strategy", "AnalysisBot": "a strategy",
	"LineError": "an error", "Solver": "a search's workspace, reused between searches",
	"ExpertBot": "a strategy", "Sampler": "a view's sampler", "Weights": "a function",
	"World": "a sampled world, drawn afresh for each search",
	"Act":   "an alias of Step", "Settle": "an alias of CountEffect", "Pegging": "an alias of PegResult",
}

// sampleEvents returns an event of each type, with values a game reports.
func sampleEvents() []crib.Event {
	b := crib.NewBoard(2, 121)
	won := b
	won.Pegs[0] = crib.Pegs{Front: 121, Rear: 100}
	return []crib.Event{
		crib.DealerCut{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("5H"), cards.MustParse("2C")}, Dealer: 1},
		crib.DealerCut{Cuts: [crib.MaxSeats]cards.Card{cards.MustParse("5H"), cards.MustParse("5C")}, Dealer: -1, Tied: 3},
		crib.Dealt{Deal: 1, Dealer: 0, Seats: 2, Hands: [crib.MaxSeats]cards.Set{cards.SetOf(cards.MustParseList("AC 2C 3C 4C 5C 6C")...), cards.SetOf(cards.MustParseList("AD 2D 3D 4D 5D 6D")...)}},
		crib.Discarded{Seat: 1, Cards: cards.SetOf(cards.MustParseList("AC 2C")...), ToCrib: true},
		crib.StarterTurned{Cutter: 1, Depth: 20, Starter: cards.MustParse("JD")},
		crib.GoSaid{Seat: 1, Count: 27}, crib.CountRestarted{Leader: -1},
		crib.Shown{Seat: 0, Side: 0, Cards: [4]cards.Card(cards.MustParseList("5H 5C 5S JD")), Starter: cards.MustParse("5D"), Points: 29},
		crib.DealOver{Deal: 3, NextDealer: 1, Board: b},
		crib.GameOver{Winner: 0, Board: won, Skunk: [crib.MaxSides]int{0, 2}, GamePoints: 3},
		crib.Claimed{Seat: 0, Kind: crib.ScoreHand, Points: 8}, crib.MugginsCalled{Caller: 1, Target: 0, Asked: 3, Awarded: 2},
		crib.OverpegCorrected{By: 1, Target: 0, Excess: 2}, crib.JudgesCalled{Rule: "8.4a", Reason: "a false claim"},
		crib.PegOutReminded{Seat: 1}, crib.Accepted{Seat: 1, Crib: true}, crib.Forfeited{Seat: 0, Points: 4, Rule: "9.4a"},
		crib.ClaimTakenBack{Seat: 0, Points: 4, Rule: "10.4d", Board: b}, crib.Mixed{Seat: 1, Crib: true, Rule: "9.4c"},
		crib.Conceded{Seat: 1, Winner: 0, Sides: 2},
		crib.Owed{Seat: 1, Side: 1, Sides: 2, Points: 2, Kind: crib.ScorePenalty, Rule: "10.4a"},
		crib.Folded{Side: 1, Sides: 3}, crib.SatOut{Side: 2, Sides: 3, Dealer: 0},
		crib.Offered{Side: 1, Sides: 2, Seat: crib.NoSeat, Points: 2, Kind: crib.ScorePenalty, Rule: "8.8", GiveBack: crib.NoSeat, GiveBackSeat: crib.NoSeat},
		crib.Declined{Side: 1, Sides: 2, Points: 2, GiveBack: 0},
		crib.Pegged{Score: crib.Score{Kind: crib.ScoreHand, Seat: 0, Side: 0, Points: 8}, From: crib.Pegs{Front: 113, Rear: 101}, Board: won},
	}
}

// exportedTypes lists the exported types declared in the package's
// non-test files in dir.
func exportedTypes(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var names []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
				for _, s := range g.Specs {
					if n := s.(*ast.TypeSpec).Name.Name; ast.IsExported(n) {
						names = append(names, n)
					}
				}
			}
		}
	}
	slices.Sort(names)
	return names
}

// TestNoStateMarshalsEmpty walks the package's exported types: each is a
// state type whose values marshal to JSON that is not {} and read back
// equal, or is listed as no state.
func TestNoStateMarshalsEmpty(t *testing.T) {
	vs := stateValues(t)
	for _, name := range exportedTypes(t, ".") {
		if _, skip := notState[name]; skip {
			continue
		}
		if len(vs[name]) == 0 {
			t.Errorf("the exported type %s is in neither stateValues nor notState", name)
		}
		for _, v := range vs[name] {
			data, err := json.Marshal(v)
			// {} loses state, except of a type that has none (an action
			// such as Deal, whose stored form is its text).
			if empty := reflect.TypeOf(v).Kind() == reflect.Struct && reflect.TypeOf(v).NumField() == 0; err != nil || string(data) == "{}" && !empty {
				t.Errorf("%s: json.Marshal(%v) = %s, %v", name, v, data, err)
				continue
			}
			back := reflect.New(reflect.TypeOf(v))
			if err := json.Unmarshal(data, back.Interface()); err != nil {
				t.Errorf("%s: %s does not read back: %v", name, data, err)
				continue
			}
			want, got := any(v), back.Elem().Interface()
			if r, ok := got.(crib.Record); ok {
				got, want = recordText(t, r), recordText(t, want.(crib.Record))
			}
			if g, ok := got.(crib.Game); ok {
				got, want = string(saveJSON(t, g)), string(saveJSON(t, want.(crib.Game)))
			}
			if m, ok := got.(crib.Match); ok {
				got, want = m.Rules(), want.(crib.Match).Rules()
			}
			if !cmp.Equal(got, want, cmp.Comparer(func(a, b crib.PlayState) bool { return a == b })) {
				t.Errorf("%s: %s reads back as %#v, not %#v", name, data, got, want)
			}
		}
	}
}

// FuzzTextForms: UnmarshalText of the small state types never panics, and
// what it accepts writes back to text that reads back to the same value.
func FuzzTextForms(f *testing.F) {
	vs := textValues()
	for i, v := range vs {
		b, _ := v.MarshalText()
		f.Add(uint8(i), string(b))
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		typ := reflect.TypeOf(vs[int(which)%len(vs)])
		p := reflect.New(typ)
		if err := p.Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(text)); err != nil {
			if !errors.Is(err, crib.ErrBadRecord) {
				t.Fatalf("%v: %v does not wrap ErrBadRecord", typ, err)
			}
			return
		}
		again, err := p.Elem().Interface().(encoding.TextMarshaler).MarshalText()
		if err != nil {
			t.Fatalf("%v: %q reads as %#v, which does not marshal: %v", typ, text, p.Elem().Interface(), err)
		}
		q := reflect.New(typ)
		if err := q.Interface().(encoding.TextUnmarshaler).UnmarshalText(again); err != nil || !cmp.Equal(q.Elem().Interface(), p.Elem().Interface()) {
			t.Fatalf("%v: %q reads back as %#v, %v", typ, again, q.Elem().Interface(), err)
		}
	})
}

// FuzzStateJSON: the JSON readers of a board, rules, a match and the play
// never panic, and what they accept writes JSON that reads back equal.
func FuzzStateJSON(f *testing.F) {
	g := newGame(f, crib.Rules{Layout: crib.ThreePlayer()}, 5)
	g = must(f)(g.Apply(crib.ChooseDealer{Seat: 0}))
	g = must(f)(g.Apply(crib.Deal{}))
	m, _ := crib.NewMatch(crib.Rules{Claimed: true})
	for _, v := range []any{g.Board(), crib.ACC(), m, g.Play()} {
		data, _ := json.Marshal(v)
		f.Add(data)
	}
	f.Add([]byte(`{"seats":2,"turn":1,"count":5,"pile":1,"hands":["5H","KS"],"laid":[{"seat":0,"card":"5C"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, p := range []any{new(crib.Board), new(crib.Rules), new(crib.Match), new(crib.PlayState)} {
			if err := json.Unmarshal(data, p); err != nil {
				continue
			}
			again, err := json.Marshal(p)
			if err != nil {
				t.Fatalf("%T read from %s does not marshal: %v", p, data, err)
			}
			q := reflect.New(reflect.TypeOf(p).Elem())
			if err := json.Unmarshal(again, q.Interface()); err != nil {
				t.Fatalf("%s: %v", again, err)
			}
			if m, ok := p.(*crib.Match); ok {
				if !cmp.Equal(*m, *q.Interface().(*crib.Match), cmp.Comparer(func(a, b crib.Match) bool {
					x, _ := json.Marshal(a)
					y, _ := json.Marshal(b)
					return string(x) == string(y)
				})) {
					t.Fatalf("%s reads back otherwise", again)
				}
				continue
			}
			if !cmp.Equal(reflect.ValueOf(p).Elem().Interface(), q.Elem().Interface(), cmp.Comparer(func(a, b crib.PlayState) bool { return a == b })) {
				t.Fatalf("%s reads back as %#v", again, q.Elem().Interface())
			}
		}
	})
}
