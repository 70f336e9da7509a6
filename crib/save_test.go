package crib_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/score"
)

// saveJSON saves g.
func saveJSON(t testing.TB, g crib.Game) []byte {
	t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// loadJSON reads a saved game.
func loadJSON(t testing.TB, data []byte) crib.Game {
	t.Helper()
	var g crib.Game
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	return g
}

// tablePlayer plays a claimed game as people at a table do: it lays what a
// bot would, claims its scores (now and then a point short, which the
// opponent may call muggins on, or a point over, open to correction),
// says go, and accepts the dealer's counts. An automatic game it plays
// with the bots alone.
type tablePlayer struct {
	bots  []crib.Strategy
	rands []*rand.Rand
	rng   *rand.Rand
	pend  int          // the true points waiting for their claim
	shown map[int]bool // the seats whose hands have been shown this deal
	short int          // the seat that claimed a point short, for muggins, or -1
	// With fix, a point over is put right (the opponent finds it, or the
	// player), and a count claimed as none is claimed again (rule 10.4d).
	fix  bool
	over int // the seat that claimed a point over, or -1
	none int // the seat that claimed no count, or -1
	was  int // what it should have claimed
}

func newTablePlayer(g crib.Game, seed uint64) *tablePlayer {
	p := &tablePlayer{rng: cards.NewRand(seed), shown: map[int]bool{}, short: -1, over: -1, none: -1}
	for s := range g.Seats() {
		p.bots = append(p.bots, bot.Analysis{})
		p.rands = append(p.rands, cards.NewRand(seed+uint64(s)))
	}
	return p
}

// next returns the action to take in g.
func (p *tablePlayer) next(g crib.Game) crib.Action {
	act, seat := g.Next()
	if !g.Rules().Claimed || act == crib.ActDiscard || act == crib.ActCutForDeal || act == crib.ActDeal || act == crib.ActCut {
		a, err := crib.NextAction(g, p.bots, p.rands)
		if err != nil {
			panic(err)
		}
		return a
	}
	switch act {
	case crib.ActPegOut:
		return crib.PegOut{Seat: seat}
	case crib.ActOwed:
		return crib.Claim{Seat: seat, Points: g.Owed()[0].Points}
	case crib.ActOffer:
		if p.rng.IntN(2) == 0 {
			return crib.DeclineOffer{Side: seat}
		}
		return crib.TakeOffer{Side: seat}
	}
	if s := p.over; s >= 0 {
		p.over = -1
		if p.rng.IntN(2) == 0 {
			return crib.Retract{Seat: s}
		}
		return crib.Correct{Caller: (s + 1) % g.Seats(), Target: s}
	}
	if s := p.none; s >= 0 {
		p.none = -1
		return crib.Claim{Seat: s, Points: p.was}
	}
	if s := p.short; s >= 0 {
		p.short = -1
		if g.Rules().Muggins {
			return crib.CallMuggins{Caller: (s + 1) % g.Seats(), Target: s, Asked: 1}
		}
	}
	off := 0
	switch p.rng.IntN(8) {
	case 0:
		off = -1
	case 1:
		off = 1
	}
	if ps, ok := g.Pending(); ok && (act != crib.ActLay || p.rng.IntN(3) > 0) {
		if off < 0 && p.pend > 0 {
			p.short = ps
		}
		if off > 0 && p.fix {
			p.over = ps
		}
		return crib.Claim{Seat: ps, Points: max(0, p.pend+off)}
	}
	for s := range g.Seats() {
		if g.MaySayGo(s) {
			return crib.Go{Seat: s}
		}
	}
	switch act {
	case crib.ActLay:
		a, _ := crib.NextAction(g, p.bots, p.rands)
		return a
	case crib.ActClaim:
		cs, _ := g.Kept(seat).Four()
		truth := score.Hand(cs, g.Starter())
		if p.shown[seat] { // the dealer's hand is counted: now the crib
			cs, _ = g.Crib().Four()
			truth = score.Crib(cs, g.Starter())
		}
		if off < 0 && truth > 0 {
			p.short = seat
		}
		if off > 0 && p.fix {
			p.over = seat
		}
		if p.fix && truth > 0 && p.rng.IntN(5) == 0 {
			p.none, p.was = seat, truth
			return crib.Claim{Seat: seat, Points: 0}
		}
		return crib.Claim{Seat: seat, Points: max(0, truth+off)}
	case crib.ActAccept:
		return crib.Accept{Seat: seat}
	}
	panic(fmt.Sprintf("waits for %v", act))
}

// after notes what the events say: the points the next claim of the play
// is worth, and the hands shown.
func (p *tablePlayer) after(ev []crib.Event) {
	for _, e := range ev {
		switch e := e.(type) {
		case crib.Dealt:
			clear(p.shown)
		case crib.Laid:
			p.pend = e.Step.Points()
		case crib.StarterTurned:
			p.pend = 2
		case crib.Shown:
			if !e.Crib {
				p.shown[e.Seat] = true
			}
		case crib.Claimed:
			p.pend = max(0, p.pend-e.Points)
		}
	}
}

// playRecorded plays a game of rules from seed to the end with a
// tablePlayer, and returns the actions.
func playRecorded(t testing.TB, rules crib.Rules, seed uint64) (crib.Game, []crib.Action) {
	t.Helper()
	g := newGame(t, rules, seed)
	start := g
	p := newTablePlayer(g, seed)
	var acts []crib.Action
	for g.Phase() != crib.PhaseOver && len(acts) < 5000 {
		a := p.next(g)
		ng, ev, err := g.Apply(a)
		switch a.(type) {
		case crib.CallMuggins, crib.Correct, crib.Retract:
			if errors.Is(err, crib.ErrNoClaim) || errors.Is(err, crib.ErrNoMuggins) {
				continue // the claim won the game, ended the deal, or opened no window
			}
		case crib.Claim:
			if errors.Is(err, crib.ErrTooLate) {
				continue // the correction of no count came too late
			}
		}
		if err != nil {
			t.Fatalf("action %d, %v: %v", len(acts), a, err)
		}
		p.after(ev)
		acts = append(acts, a)
		g = ng
	}
	if g.Phase() != crib.PhaseOver {
		t.Fatalf("no end after %d actions", len(acts))
	}
	return start, acts
}

// TestSaveAnywhereEverySeating plays a game of every seating, scored
// automatically and claimed (with muggins, and with the players pegging
// the penalties owed them), and stops it at every action: the game saved
// there, read back and played on with the same actions ends as the game
// that never stopped, byte for byte.
func TestSaveAnywhereEverySeating(t *testing.T) {
	for _, l := range []crib.Layout{crib.TwoPlayer(), crib.ThreePlayer(), crib.FourPlayer(), crib.SixPlayer()} {
		for _, mode := range []crib.Rules{{}, {Claimed: true, Muggins: true}, {Claimed: true, ClaimPenalties: true, Match: crib.MatchRules{GamesToWin: 2}}} {
			rules := mode
			rules.Layout, rules.GameHole = l, 61
			t.Run(fmt.Sprintf("%v %v", l, rules), func(t *testing.T) {
				start, acts := playRecorded(t, rules, 7)
				games := []crib.Game{start}
				g := start
				for _, a := range acts {
					g, _ = apply(t, g, a)
					games = append(games, g)
				}
				end := saveJSON(t, g)
				for k := 0; k < len(games); k += 1 + k%3 {
					h := loadJSON(t, saveJSON(t, games[k]))
					for _, a := range acts[k:] {
						h, _ = apply(t, h, a)
					}
					if got := saveJSON(t, h); !bytes.Equal(got, end) {
						t.Fatalf("saved after action %d and played on, the game ends\n%s\nnot\n%s", k, got, end)
					}
				}
			})
		}
	}
}

// TestSavedGameFormat: a saved game begins with its format and version,
// and says what it holds by name.
func TestSavedGameFormat(t *testing.T) {
	g := newGame(t, crib.Rules{Layout: crib.FourPlayer(), Claimed: true, Muggins: true}, 42)
	g = must(t)(g.Apply(crib.ChooseDealer{Seat: 1}))
	data := string(saveJSON(t, g))
	for _, want := range []string{`{"format":"pegboard crib game","version":1,`, `"layout":"4 players"`, `"claimed":true`,
		`"phase":"deal"`, `"seed":42`, `"dealer":1`} {
		if !strings.Contains(data, want) {
			t.Errorf("the saved game lacks %s:\n%s", want, data)
		}
	}
	if _, err := json.Marshal(crib.Game{}); !errors.Is(err, crib.ErrZeroValue) {
		t.Errorf("the zero Game saves: %v", err)
	}
}

// tamper returns the saved game data with the members of edit set (or
// deleted, for a nil value), or the whole text replaced by raw.
func tamper(t *testing.T, data []byte, edit map[string]any) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for k, v := range edit {
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSavedGameRefused: a saved game that the rules could not have made is
// refused with an error wrapping ErrBadRecord, and the game read into is
// left as it was.
func TestSavedGameRefused(t *testing.T) {
	g := setup(t, setupDeal{dealer: 1, dealt: []string{cPone, cDealer}, starter: "5S"})
	play := saveJSON(t, g)
	discard := saveJSON(t, must(t)(newGame(t, crib.Rules{}, 3).Apply(crib.ChooseDealer{Seat: 0})))
	discard = saveJSON(t, must(t)(loadJSON(t, discard).Apply(crib.Deal{})))
	var m map[string]any
	_ = json.Unmarshal(play, &m)
	hands := m["hands"].([]any)
	board := m["board"].(map[string]any)
	withBoard := func(pegs ...string) map[string]any {
		b := map[string]any{}
		for k, v := range board {
			b[k] = v
		}
		b["pegs"] = pegs
		return b
	}
	for _, tt := range []struct {
		name string
		data []byte
	}{
		{"a card twice", tamper(t, play, map[string]any{"hands": []any{hands[0], hands[0]}})},
		{"a hand of the wrong size", tamper(t, play, map[string]any{"hands": []any{"AC 2C 3C", hands[1]}})},
		{"a crib that is not the discards", tamper(t, discard, map[string]any{"crib": "AC"})},
		{"a score past the game hole", tamper(t, play, map[string]any{"board": withBoard("130/100", "0/0")})},
		{"a rear peg ahead of the front", tamper(t, play, map[string]any{"board": withBoard("40/45", "0/0")})},
		{"a phase that contradicts the hands", tamper(t, play, map[string]any{"phase": "discard"})},
		{"a winner while the game goes on", tamper(t, play, map[string]any{"winner": 1})},
		{"a starter not in the pack", tamper(t, play, map[string]any{"starter": hands[0].(string)[:2]})},
		{"a claim pending in an automatic game", tamper(t, play, map[string]any{"claims": map[string]any{"pending": []any{map[string]any{"kind": "go", "seat": 0, "points": 1}}}})},
		{"points offered the rules do not offer", tamper(t, play, map[string]any{"offers": []any{map[string]any{"type": "offered", "side": 0, "sides": 2, "seat": -1, "points": 2, "kind": "penalty", "rule": "x", "give_back": -1, "give_back_seat": -1}}})},
		{"an unknown format", tamper(t, play, map[string]any{"format": "pegboard cribbage game"})},
		{"an unknown version", tamper(t, play, map[string]any{"version": 2})},
		{"a member missing", tamper(t, play, map[string]any{"phase": nil})},
		{"an unknown member", tamper(t, play, map[string]any{"extra": 1})},
		{"a huge number", tamper(t, play, map[string]any{"deal": 1e30})},
		{"a huge seat", tamper(t, play, map[string]any{"dealer": 1 << 40})},
		{"a generator without a seed", tamper(t, play, map[string]any{"seed": nil})},
		{"rules that do not resolve", tamper(t, play, map[string]any{"rules": map[string]any{"layout": "2 players", "game_hole": 5}})},
		{"rules not resolved", tamper(t, play, map[string]any{"rules": map[string]any{"layout": "2 players"}})},
		{"a pegger no one can read", tamper(t, play, map[string]any{"pegger": map[string]any{"kind": "trap"}})},
		{"deep nesting", []byte(strings.Repeat("[", 100000) + strings.Repeat("]", 100000))},
		{"more than 1 MiB", append(bytes.TrimSuffix(play, []byte("}")), []byte(`,"x":"`+strings.Repeat("a", 1<<20)+`"}`)...)},
		{"data after the game", append(append([]byte{}, play...), "{}"...)},
	} {
		h := g
		err := h.UnmarshalJSON(tt.data)
		if !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s: %v", tt.name, err)
		}
		if !bytes.Equal(saveJSON(t, h), play) {
			t.Errorf("%s: the game read into changed", tt.name)
		}
	}
}

// FuzzUnmarshalGame: reading a saved game never panics, and a game it
// accepts saves to JSON that reads back to the same game.
func FuzzUnmarshalGame(f *testing.F) {
	for _, rules := range []crib.Rules{{}, {Layout: crib.SixPlayer(), Claimed: true, Muggins: true}} {
		start, acts := playRecorded(f, rules, 3)
		g := start
		for i, a := range acts {
			g, _ = apply(f, g, a)
			if i%37 == 0 {
				f.Add(saveJSON(f, g))
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var g crib.Game
		if err := json.Unmarshal(data, &g); err != nil {
			return
		}
		again, err := json.Marshal(g)
		if err != nil {
			t.Fatalf("a game read from %s does not save: %v", data, err)
		}
		h := loadJSON(t, again)
		if b := saveJSON(t, h); !bytes.Equal(b, again) {
			t.Fatalf("saved %s, read back and saved %s", again, b)
		}
	})
}
