package pegjokers_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
)

func mustJSON(t must.TB, v any) []byte { t.Helper(); return must.Get(json.Marshal(v))(t) }

// reload marshals g to JSON and reads it back, which must give g.
func reload(t must.TB, g pegjokers.Game) pegjokers.Game {
	t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatalf("json.Marshal: %v", err)
	}
	var h pegjokers.Game
	if err := json.Unmarshal(data, &h); err != nil {
		t.Fatalf("json.Unmarshal(%s): %v", data, err)
	}
	if h != g {
		t.Fatalf("reloaded game differs:\n%s\n%s", g.Diagram(), h.Diagram())
	}
	return h
}

var posEqual = cmp.Comparer(func(a, b pegjokers.Position) bool { return a == b })

// checkStopAnywhere plays a game, stops after k of its actions, saves it,
// reloads it and goes on with the same actions: the game and the events
// are those of the game that never stopped.
func checkStopAnywhere(t must.TB, g pegjokers.Game, rng *rand.Rand, missOdds int, stops []int) {
	t.Helper()
	acts := randomActions(t, g, rng, missOdds, 1500)
	end, evs := applyAll(t, g, acts)
	for _, k := range stops {
		k = min(k, len(acts))
		mid, ev1 := applyAll(t, g, acts[:k])
		mid = reload(t, mid)
		got, ev2 := applyAll(t, mid, acts[k:])
		if got != end {
			t.Fatalf("stopped after %d of %d actions: the game ends as\n%s\nnot\n%s", k, len(acts), got.Diagram(), end.Diagram())
		}
		if all := append(ev1, ev2...); !slices.Equal(all, evs) {
			t.Fatalf("stopped after %d actions: events differ:\n%s", k, cmp.Diff(evs, all, posEqual))
		}
	}
}

// TestSaveAnywhereEverySeating: for every seating, games seeded and dealt
// by hand, with missed draws, stopped at several points.
func TestSaveAnywhereEverySeating(t *testing.T) {
	for _, st := range pegjokers.Seatings() {
		for _, dealt := range []bool{false, true} {
			seed := uint64(st.Seats*10) + uint64(st.Arrangement)
			g := newGame(t, pegjokers.Rules{CatchUp: dealt}, st.Seats, st.Arrangement, seed)
			if dealt {
				g = dealtLike(t, g)
			}
			rng := cards.NewRand(seed)
			checkStopAnywhere(t, g, rng, 6, []int{0, 1, 2, 3, 50 + rng.IntN(100), 300 + rng.IntN(400), 1 << 20})
		}
	}
}

// TestSaveAnywhere: the same, for rapid's choice of seating, rules, seed
// and stop.
func TestSaveAnywhere(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seed := drawnGame(t)
		if rapid.Bool().Draw(t, "dealt") {
			g = dealtLike(t, g)
		}
		stop := rapid.IntRange(0, 1500).Draw(t, "stop")
		checkStopAnywhere(t, g, cards.NewRand(seed), rapid.IntRange(2, 20).Draw(t, "miss odds"), []int{stop})
	})
}

func TestSavedGameFormat(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 1)
	g, _ = mustApply(t, g, first(t, g))
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{`{"format":"pegboard pegjokers game","version":1,"rules":"default","position":"2 solo 1 | `,
		`"next":"draw","seed":1,"hands":["`, `"shuffles":0,"turns":1,"missed":0,"late":0}`} {
		if !strings.Contains(text, want) {
			t.Errorf("saved game lacks %s:\n%s", want, text)
		}
	}
	if strings.Contains(text, "owed") || strings.Contains(text, "dealt") {
		t.Errorf("saved game has members it needs not:\n%s", text)
	}
	if _, err := json.Marshal(pegjokers.Game{}); !errors.Is(err, pegjokers.ErrZeroValue) {
		t.Errorf("json.Marshal of the zero Game: %v", err)
	}
}

// TestSavedGameRefused: tampered saved games are refused, each with an
// error wrapping ErrBadRecord, and the game unmarshalled into is untouched.
func TestSavedGameRefused(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 2024)
	for _, ch := range g.Choices() {
		if !ch.Move.IsZero() {
			g, _ = mustApply(t, g, ch)
			break
		}
	}
	data, _ := json.Marshal(g)
	good := string(data)
	hand0 := cards.FormatList(g.Hand(0))
	hand1 := cards.FormatList(g.Hand(1))
	draw := cards.FormatList(g.DrawCards())
	top := g.DrawCards()[g.DrawPile()-1].String()
	swap := func(old, new string) string {
		if !strings.Contains(good, old) {
			t.Fatalf("%q not in %s", old, good)
		}
		return strings.Replace(good, old, new, 1)
	}
	// A pile as big as the deck is for the card count to refuse; one
	// card more, for the pile's own check.
	deck := g.Rules().Deck().Cards()
	discards := `"discards":"` + cards.FormatList(g.Discards()) + `"`
	wholeDeck := cards.FormatList(deck)
	deckAndOne := cards.FormatList(append(deck, deck[0]))
	for name, tt := range map[string]struct{ text, want string }{
		"unknown format":             {swap(`"pegboard pegjokers game"`, `"pegboard crib game"`), `pegjokers: bad record: format "pegboard crib game", want "pegboard pegjokers game"`},
		"unknown version":            {swap(`"version":1`, `"version":2`), `pegjokers: bad record: version 2 of "pegboard pegjokers game" (this reader knows 1)`},
		"unknown member":             {swap(`"late":0`, `"late":0,"cheat":1`), ""},
		"member missing":             {swap(`,"missed":0`, ``), `pegjokers: bad record: a member is missing`},
		"huge number":                {swap(`"turns":1`, `"turns":1e99`), ""},
		"negative number":            {swap(`"shuffles":0`, `"shuffles":-1`), ""},
		"turn count":                 {swap(`"turns":1`, `"turns":7`), `pegjokers: bad record: 1 discards after 7 turns and 0 reshuffles`},
		"shuffle count":              {swap(`"shuffles":0`, `"shuffles":3`), `pegjokers: bad record: 3 reshuffles in 1 turn`},
		"missed count":               {swap(`"missed":0`, `"missed":1`), `pegjokers: bad record: the hands are 0 cards short, but 1 draw missed less 0 made up is 1`},
		"a card twice":               {swap(`"`+hand0+`"`, `"`+hand0[:strings.LastIndex(hand0, " ")]+" "+top+`"`), `pegjokers: bad record: 1 of 6S in the hands and piles, but the deck has 2`},
		"a card lost":                {swap(`"`+hand0+`"`, `"`+hand0[:strings.LastIndex(hand0, " ")]+`"`), `pegjokers: bad record: 1 of 6S in the hands and piles, but the deck has 2`},
		"a card to the drawer":       {swap(`"`+hand0+`"`, `"`+hand0+" "+top+`"`), `pegjokers: bad record: Blue played last and holds 5 cards`},
		"draw pile out of order":     {swap(draw, top+" "+draw[:strings.LastIndex(draw, " ")]), `pegjokers: bad record: the draw pile is not what seed 2024 dealt`},
		"not a card":                 {swap(`"`+hand0+`"`, `"`+hand0+` ZZ"`), `pegjokers: bad record: hand of Blue: cards: parsing "6S 10S 6C 6S ZZ": card 5 "ZZ": does not start with a rank (A, 2-10 or T, J, Q, K): 'Z'`},
		"two pegs in one hole":       {swap(`"4 pairs 1 | s s s s t8 | s s s s s |`, `"4 pairs 1 | s s s s t8 | s s s s t8 |`), `pegjokers: bad record: bad record: pegjokers: parsing "4 pairs 1 | s s s s t8 | s s s s t8 | s s s s s | s s s s s": two pegs on track hole 8`},
		"a step with no play":        {swap(`"next":"draw"`, `"next":"late-draw"`), `pegjokers: bad record: a late draw for Blue, who is owed none`},
		"a draw due when over":       {swap(`"next":"draw"`, `"next":"none"`), `pegjokers: bad record: the game waits for none in 4 pairs 1 | s s s s t8 | s s s s s | s s s s s | s s s s s`},
		"an unknown step":            {swap(`"next":"draw"`, `"next":"sleep"`), `pegjokers: bad record: pegjokers: bad record: invalid syntax: "sleep" is not a step (none, play, draw, late-draw)`},
		"owed with no miss":          {swap(`"hands"`, `"owed":["Yellow"],"hands"`), `pegjokers: bad record: Yellow is owed a draw with a full hand`},
		"no turn played":             {swap(`"turns":1`, `"turns":0`), `pegjokers: bad record: no turn played, and the game waits for draw`},
		"the drawer's hand full":     {strings.Replace(swap(`"`+hand0+`"`, `"`+hand0+" "+hand1[:strings.Index(hand1, " ")]+`"`), `"`+hand1+`"`, `"`+hand1[strings.Index(hand1, " ")+1:]+`"`, 1), `pegjokers: bad record: Blue played last and holds 5 cards`},
		"a hand of six cards":        {swap(`"`+hand0+`"`, `"`+hand0+" "+top+" "+top+`"`), `pegjokers: bad record: Blue holds 6 cards`},
		"owed past the seats":        {swap(`"hands"`, `"owed":["Red"],"hands"`), `pegjokers: bad record: owed [Red]`},
		"owed the last seat":         {swap(`"hands"`, `"owed":["Orange"],"hands"`), `pegjokers: bad record: Orange is owed a draw with a full hand`},
		"owed out of order":          {swap(`"hands"`, `"owed":["White","Blue"],"hands"`), `pegjokers: bad record: owed [White Blue] is not in seat order`},
		"more late than missed":      {swap(`"late":0`, `"late":1`), `pegjokers: bad record: 1 late draws and 0 missed draws in 1 turn`},
		"more missed than turns":     {swap(`"missed":0`, `"missed":2`), `pegjokers: bad record: 0 late draws and 2 missed draws in 1 turn`},
		"dealt and sampled":          {swap(`"seed":2024,`, `"dealt":true,"sampled":true,`), `pegjokers: bad record: a game is dealt by hand or sampled from a view, not both`},
		"a draw pile of the deck":    {swap(draw, wholeDeck), `pegjokers: bad record: 3 of AC in the hands and piles, but the deck has 2`},
		"a draw pile of one more":    {swap(draw, deckAndOne), `pegjokers: bad record: a pile of 109 cards`},
		"a discard pile of the deck": {swap(discards, `"discards":"`+wholeDeck+`"`), `pegjokers: bad record: 4 of AC in the hands and piles, but the deck has 2`},
		"a discard pile of one more": {swap(discards, `"discards":"`+deckAndOne+`"`), `pegjokers: bad record: a pile of 109 cards`},
		"owed twice":                 {swap(`"hands"`, `"owed":["Blue","Blue"],"hands"`), `pegjokers: bad record: owed [Blue Blue]`},
		"a seed and dealt":           {swap(`"hands"`, `"dealt":true,"hands"`), `pegjokers: bad record: a game has a seed, or is dealt by hand, not both`},
		"no seed":                    {swap(`"seed":2024,`, ``), `pegjokers: bad record: a game has a seed, or is dealt by hand, not both`},
		"bad rules":                  {swap(`"rules":"default"`, `"rules":"packs=9"`), `pegjokers: bad record: pegjokers: bad record: invalid syntax: "packs=9" is not rules (packs=1 to packs=4)`},
		"bad position":               {swap(`"4 pairs 1`, `"5 pairs 1`), `pegjokers: bad record: bad record: pegjokers: parsing "5 pairs 1 | s s s s t8 | s s s s s | s s s s s | s s s s s": no game of 5 seats pairs (solo 2-8, pairs 4/6/8, teams 6/8)`},
		"trailing data":              {good + `{}`, ""},
		"not an object":              {`[1,2,3]`, ""},
		"empty":                      {``, ""},
		"deep nesting":               {strings.Repeat("[", 100000), ""},
		"more than 1 MiB":            {swap(`"late":0`, `"late":0`+strings.Repeat(" ", 1<<20)), `pegjokers: bad record: more than 1048576 bytes`},
	} {
		text := tt.text
		before := g
		err := json.Unmarshal([]byte(text), &before)
		if err == nil || (!errors.Is(err, pegjokers.ErrBadRecord) && !strings.Contains(err.Error(), "invalid character") && !strings.Contains(err.Error(), "unexpected end")) {
			t.Errorf("%s: %v", name, err)
		} else if tt.want != "" && err.Error() != tt.want {
			// Each tampering is caught by the check meant for it (the
			// texts of encoding/json's own refusals are its business).
			t.Errorf("%s:\n got %v\nwant %s", name, err, tt.want)
		}
		if before != g {
			t.Errorf("%s: the game was changed", name)
		}
		var h pegjokers.Game
		if err := h.UnmarshalJSON([]byte(text)); !errors.Is(err, pegjokers.ErrBadRecord) {
			t.Errorf("%s: UnmarshalJSON: %v does not wrap ErrBadRecord", name, err)
		}
	}
}

// FuzzUnmarshalGame: the decoder never panics, and what it accepts passes
// the invariant checker and saves to the same text.
func FuzzUnmarshalGame(f *testing.F) {
	var seeds [][]byte
	for _, st := range pegjokers.Seatings() {
		g, _ := pegjokers.NewGame(pegjokers.DefaultRules, st.Seats, st.Arrangement, uint64(st.Seats))
		for i, a := range randomActions(f, g, cards.NewRand(1), 3, 700) {
			g, _, _ = g.Apply(a)
			if i%97 == 0 || g.Over() {
				seeds = append(seeds, mustJSON(f, g))
			}
		}
	}
	// A game read must pass the invariant checker: one that does not is
	// an error that is no refusal, and fails.
	decode := func(data []byte) (pegjokers.Game, error) {
		var g pegjokers.Game
		if err := g.UnmarshalJSON(data); err != nil {
			return g, err
		}
		if err := g.Check(); err != nil {
			return g, fmt.Errorf("accepted a game that fails its check: %v", err)
		}
		return g, nil
	}
	codectest.FuzzRoundTrip(f, seeds, decode, pegjokers.Game.MarshalJSON, nil)
}

// TestSavedGameAtTheLimit: a saved game of 1 MiB exactly reads, one byte
// more does not.
func TestSavedGameAtTheLimit(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 1)
	g, _ = mustApply(t, g, first(t, g))
	data := mustJSON(t, g)
	codectest.AtTheLimit(t, "a saved game", func(b []byte) error { var h pegjokers.Game; return h.UnmarshalJSON(b) },
		func(n int) []byte { return codectest.PadJSON(data, n) }, `pegjokers: bad record: more than 1048576 bytes`)
}

func ExampleGame_MarshalJSON() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 2, pegjokers.Solo, 7)
	if err != nil {
		panic(err)
	}
	g, _, _ = g.Apply(g.Choices()[0]) // mid-turn: the draw is still due
	data, err := json.Marshal(g)
	if err != nil {
		panic(err)
	}
	var back pegjokers.Game
	if err := json.Unmarshal(data, &back); err != nil {
		panic(err)
	}
	fmt.Println(back == g)
	fmt.Println(string(data[:123]))
	// A tampered game is refused.
	bad := strings.Replace(string(data), `"turns":1`, `"turns":2`, 1)
	fmt.Println(json.Unmarshal([]byte(bad), &back))
	// Output:
	// true
	// {"format":"pegboard pegjokers game","version":1,"rules":"default","position":"2 solo 1 | s s s s s | s s s s s","next":"dra
	// pegjokers: bad record: 1 discards after 2 turns and 0 reshuffles
}
