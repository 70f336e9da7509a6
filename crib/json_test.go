package crib_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/must"
)

// TestPlayStateJSONAtItsEdges: plays at the edges of what a play can be
// (six seats with every card laid, a count of twelve cards, a count of
// 30) write JSON that reads back to them; the same JSON one past
// an edge is refused.
func TestPlayStateJSONAtItsEdges(t *testing.T) {
	six := []string{"AC 2C 3C 4C", "AD 2D 3D 4D", "AH 2H 3H 4H", "AS 2S 3S 4S", "5C 6C 7C 8C", "5D 6D 7D 8D"}
	all := playThrough(t, six, "")
	for !all.Over() {
		var err error
		if all, _, err = all.Lay(all.Legal().AppendTo(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	long := playThrough(t, []string{"AC 2C 3C 4C", "AD 2D 3D 5D", "AH 2H 3H 6H", "AS 2S 3S 7S"}, "AC AD AH AS 2C 2D 2H 2S 3C 3D 3H 3S")
	thirty := playThrough(t, []string{"KC QC", "KD AC"}, "KC KD QC")
	if long.Count() != 24 || thirty.Count() != 30 {
		t.Fatalf("counts %d and %d", long.Count(), thirty.Count())
	}
	for _, tc := range []struct {
		name     string
		p        crib.PlayState
		old, new string // an edit of the JSON that puts it one past an edge
	}{
		{"every card of six seats laid", all, `"seats":6`, `"seats":7`},
		{"twelve cards in the count", long, `"pile":12`, `"pile":13`},
		{"a count of 30", thirty, `"count":30`, `"count":31`},
		{"the last seat to lay", thirty, `"turn":1`, `"turn":2`},
	} {
		data, err := json.Marshal(tc.p)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var back crib.PlayState
		if err := json.Unmarshal(data, &back); err != nil || back != tc.p {
			t.Errorf("%s: %s reads back as %v, %v", tc.name, data, back, err)
		}
		if !strings.Contains(string(data), tc.old) {
			t.Fatalf("%s: %s holds no %s", tc.name, data, tc.old)
		}
		past := strings.Replace(string(data), tc.old, tc.new, 1)
		if err := json.Unmarshal([]byte(past), &back); !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s: %s reads as %v, %v", tc.name, past, back, err)
		}
	}
}

// TestPlayStateJSONRefusals: each field of a play's JSON one past what a
// play can hold is refused, with the reason.
func TestPlayStateJSONRefusals(t *testing.T) {
	base := `{"seats":3,"turn":2,"count":20,"pile":2,"hands":["QC","AC","5H"],"laid":[{"seat":0,"card":"KC"},{"seat":1,"card":"KD"}]}`
	var p crib.PlayState
	if err := json.Unmarshal([]byte(base), &p); err != nil {
		t.Fatal(err)
	}
	const shape = "crib: bad record: a play of %s seats with 3 hands, 2 cards laid"
	for _, tc := range []struct{ old, new, want string }{
		{`"seats":3,`, `"seats":0,`, "crib: bad record: a play of no seats"},
		{`"seats":3`, `"seats":1`, "crib: bad record: a play of 1 seat with 3 hands, 2 cards laid"},
		{`"seats":3`, `"seats":2`, strings.Replace(shape, "%s", "2", 1)},
		{`"seats":3`, `"seats":7`, strings.Replace(shape, "%s", "7", 1)},
		{`"turn":2`, `"turn":3`, strings.Replace(shape, "%s", "3", 1)},
		{`"turn":2`, `"turn":-2`, strings.Replace(shape, "%s", "3", 1)},
		{`"turn":2`, `"turn":-1`, "crib: bad record: the play is over with cards held"},
		{`"count":20`, `"count":31`, strings.Replace(shape, "%s", "3", 1)},
		{`"count":20`, `"count":-1`, strings.Replace(shape, "%s", "3", 1)},
		{`"pile":2`, `"pile":3`, strings.Replace(shape, "%s", "3", 1)},
		{`"pile":2`, `"pile":-1`, strings.Replace(shape, "%s", "3", 1)},
		{`{"seat":1,"card":"KD"}`, `{"seat":3,"card":"KD"}`, "crib: bad record: card 2 of the play laid by seat 3"},
		{`{"seat":0,"card":"KC"}`, `{"seat":-1,"card":"KC"}`, "crib: bad record: card 1 of the play laid by seat -1"},
	} {
		q := p
		past := strings.Replace(base, tc.old, tc.new, 1)
		err := json.Unmarshal([]byte(past), &q)
		if err == nil || err.Error() != tc.want || !errors.Is(err, crib.ErrBadRecord) || q != p {
			t.Errorf("%s: %v, want %q", past, err, tc.want)
		}
	}
}

// TestPlayStateValidCardsLaid: a play's check of each card laid, reached
// through MarshalJSON with a state made by hand (the JSON reader refuses
// a seat out of range before the check sees it): a card laid by the first
// or the last seat is written and read back; one laid by the seat one
// past the last or before the first, a card that is no standard card, one
// laid twice and one laid and still held are refused with the reason.
func TestPlayStateValidCardsLaid(t *testing.T) {
	var base crib.PlayState
	const text = `{"seats":3,"turn":2,"count":20,"pile":2,"hands":["QC","AC","5H"],"laid":[{"seat":0,"card":"KC"},{"seat":1,"card":"KD"}]}`
	if err := json.Unmarshal([]byte(text), &base); err != nil {
		t.Fatal(err)
	}
	kc, kd := cards.MustParse("KC"), cards.MustParse("KD")
	for _, tc := range []struct {
		name string
		i    int        // the card laid changed
		by   int8       // the seat that laid it
		c    cards.Card // the card
		want string     // the error, "" for none
	}{
		{"the last seat", 1, 2, kd, ""},
		{"the first seat", 1, 0, kd, ""},
		{"one past the last seat", 1, 3, kd, "crib: bad record: card 2 of the play, KD by seat 3"},
		{"one past the last seat, first card", 0, 3, kc, "crib: bad record: card 1 of the play, KC by seat 3"},
		{"one before the first seat", 0, -1, kc, "crib: bad record: card 1 of the play, KC by seat -1"},
		{"no card", 1, 1, cards.NoCard, "crib: bad record: card 2 of the play, " + cards.NoCard.String() + " by seat 1"},
		{"a joker", 1, 1, cards.Joker, "crib: bad record: card 2 of the play, " + cards.Joker.String() + " by seat 1"},
		{"laid twice", 1, 1, kc, "crib: bad record: card 2 of the play, KC by seat 1"},
		{"laid and held", 1, 1, cards.MustParse("AC"), "crib: bad record: card 2 of the play, AC by seat 1"},
	} {
		p := base.WithLaid(tc.i, tc.by, tc.c)
		data, err := p.MarshalJSON()
		if tc.want != "" {
			if err == nil || err.Error() != tc.want || !errors.Is(err, crib.ErrBadRecord) {
				t.Errorf("%s: MarshalJSON = %s, %v; want %q", tc.name, data, err, tc.want)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var back crib.PlayState
		if err := json.Unmarshal(data, &back); err != nil {
			t.Errorf("%s: %s: %v", tc.name, data, err)
		} else if back != p {
			t.Errorf("%s: read back as %v, want %v", tc.name, back, p)
		}
	}
}

// stateValues returns values of the package's exported types that a
// program keeps, for the walk below: each must marshal to JSON that is not
// {} and read back equal.
func stateValues(t *testing.T) map[string][]any {
	g := theDeal(t, crib.Rules{})
	g2, ev := layEv(t, g, "5H")
	m, err := crib.NewMatch(crib.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := must.Get(crib.NewGame(crib.Rules{}, 1))(t).Recording().Record()
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
		"Solution":       {crib.Solution{}},
		"MoveValue":      {crib.MoveValue{}},
		"DiscardView":    {g.DiscardView(0)},
		"View":           {must.Get(g.View(0))(t), must.Get(g2.View(crib.NoSeat))(t)},
		"PegResult":      {crib.PegResult{Board: g.Board()}},
		"Phase":          {crib.PhaseShow},
		"Step":           {crib.StepLay},
		"ScoreKind":      {crib.ScoreGo},
		"CountEffect":    {crib.CountRecorded},
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
		crib.Fold{}, crib.Redeal{}, crib.Go{}, crib.Concede{}, crib.Mix{Crib: true}, crib.ApplyRuling{Ruling: crib.Ruling{Rule: "8.8", Award: 2}}} {
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
	"LayView": "a strategy's view, made by the game", "LineError": "an error",
	"Solver": "a search's workspace, reused between searches", "Sampler": "a view's sampler", "Weights": "a function",
	"World": "a sampled world, drawn afresh for each search",
	"Act":   "an alias of Step", "Settle": "an alias of CountEffect", "Pegging": "an alias of PegResult",
}

// TestNoStateMarshalsEmpty walks the package's exported types: each is a
// state type whose values marshal to JSON that is not {} and read back
// equal, or is listed as no state.
func TestNoStateMarshalsEmpty(t *testing.T) {
	codectest.StateTypes(t, ".", stateValues(t), notState, sameState)
}

// FuzzStateJSON: the JSON readers of a board, rules, a match and the play
// never panic, and what they accept writes JSON that reads back equal.
func FuzzStateJSON(f *testing.F) {
	g := must.Get(crib.NewGame(crib.Rules{Layout: crib.ThreePlayer()}, 5))(f)
	g = step(f)(g.Apply(crib.ChooseDealer{Seat: 0}))
	g = step(f)(g.Apply(crib.Deal{}))
	m, _ := crib.NewMatch(crib.Rules{Claimed: true})
	var seeds [][]byte
	for _, v := range []any{g.Board(), crib.ACC(), m, g.Play()} {
		data, _ := json.Marshal(v)
		seeds = append(seeds, data)
	}
	seeds = append(seeds, []byte(`{"seats":2,"turn":1,"count":5,"pile":1,"hands":["5H","KS"],"laid":[{"seat":0,"card":"5C"}]}`))
	codectest.FuzzJSON(f, seeds, sameState, new(crib.Board), new(crib.Rules), new(crib.Match), new(crib.PlayState))
}

// sameState reports whether two values of the package's state are the
// same: records by their text, games and matches by their JSON, the rest
// by value.
func sameState(want, got any) bool {
	var a, b []byte
	var erra, errb error
	switch w := want.(type) {
	case crib.Record:
		a, erra = w.MarshalText()
		b, errb = got.(crib.Record).MarshalText()
	case crib.Game, crib.Match, crib.View:
		a, erra = json.Marshal(want)
		b, errb = json.Marshal(got)
	default:
		return cmp.Equal(got, want, cmp.Comparer(func(a, b crib.PlayState) bool { return a == b }))
	}
	return erra == nil && errb == nil && bytes.Equal(a, b)
}

func TestHostileNilDecodeTargets(t *testing.T) {
	g := finished(t)
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	for name, decode := range map[string]func() error{
		"Game":   func() error { return (*crib.Game)(nil).UnmarshalJSON(data) },
		"Layout": func() error { return (*crib.Layout)(nil).UnmarshalText(nil) },
		"Rules":  func() error { return (*crib.Rules)(nil).UnmarshalJSON(nil) },
		"Step":   func() error { return (*crib.Step)(nil).UnmarshalText([]byte("deal")) },
		"Record": func() error { return (*crib.Record)(nil).UnmarshalText(nil) },
		"Match":  func() error { return (*crib.Match)(nil).UnmarshalJSON([]byte(`{}`)) },
	} {
		must.Is(t, "decoding into a nil *"+name, decode(), crib.ErrBadRecord)
	}
}
