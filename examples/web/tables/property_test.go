package tables

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/pegjokers"
	"pgregory.net/rapid"
)

// maxMessage bounds a message's JSON, for any seat of any table.
const maxMessage = 32 << 10

// cwSmallBoard is a board of 61 holes with a special hole of each kind, so
// that a property's games of Crib Wars are short.
const cwSmallBoard = `{"holes":61,"slides":[{"from":10,"to":16}],"time_traps":[{"at":25,"holes":3,"rejoin":20}],"green_advances":[{"at":33,"holes":2,"rejoin":40}],"penalty_boxes":[30,50]}`

// anyTable draws a kind and valid options for it, and a level for each
// seat (the quick ones: the search bot is left out for time).
func anyTable(t *rapid.T) (Kind, string, []string) {
	var k Kind
	var o map[string]any
	switch kind := rapid.SampledFrom([]string{"crib", "cribwars", "pegjokers"}).Draw(t, "kind"); kind {
	case "crib", "cribwars":
		o = map[string]any{"players": rapid.SampledFrom([]int{2, 3, 4, 6}).Draw(t, "players")}
		if rapid.Bool().Draw(t, "claimed") {
			o["claimed"] = true
			if m := rapid.IntRange(0, 2).Draw(t, "muggins"); m < 2 {
				o["muggins"] = m == 1
			}
		}
		k = cwKind{}
		if kind == "crib" {
			k, o["hole"] = cribKind{}, 61
		} else {
			o["board"] = rapid.SampledFrom([]json.RawMessage{json.RawMessage(`"plain"`), json.RawMessage(cwSmallBoard)}).Draw(t, "board")
			o["rules"] = rapid.SampledFrom([]string{"", "heels always", "skunk line 40, bumped leaves"}).Draw(t, "rules")
		}
	case "pegjokers":
		k = pjKind{}
		st := rapid.SampledFrom(pegjokers.Seatings()).Draw(t, "seating")
		var rules []string
		key := func(v string) string { k, _, _ := strings.Cut(v, "="); return k }
		for _, v := range pjVariants {
			clash := slices.ContainsFunc(rules, func(r string) bool { return key(r) == key(v) }) ||
				v == "nine-split-only" && slices.Contains(rules, "nine-forward")
			if rapid.IntRange(0, 5).Draw(t, v) == 0 && !clash {
				rules = append(rules, v)
			}
		}
		o = map[string]any{"seating": st.String(), "rules": strings.Join(rules, " ")}
	}
	opts, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	var levels []string
	switch k.(type) {
	case pjKind:
		levels = []string{"random", "heuristic"}
	default:
		levels = []string{"random", "analysis", "expert"}
	}
	seats := 2
	if _, n, err := k.Setup(opts); err == nil {
		seats = n
	}
	bots := make([]string, seats)
	for i := range bots {
		bots[i] = rapid.SampledFrom(levels).Draw(t, fmt.Sprint("bot ", i))
	}
	return k, string(opts), bots
}

// knowledge is what each seat (index seat+1; 0 a watcher) may know from
// the events so far, whatever the game: cribbage's and Crib Wars' tracker,
// or for Pegs and Jokers the cards played (seen by all).
type knowledge struct {
	crib   tracker
	played cards.Set
}

func (k *knowledge) learn(evs Events) {
	switch evs := evs.(type) {
	case cribEvents:
		for _, e := range evs.evs {
			k.crib.learn(e)
		}
	case cwEvents:
		for _, e := range evs.evs {
			k.crib.learn(e)
		}
	case pjEvents:
		if ch, ok := evs.a.(pegjokers.Choice); ok {
			k.played = k.played.With(ch.Card)
		}
	}
}

// allowed is what seat may know after the events learned, with g the game
// after them: its knowledge, and the cards its own view holds.
func (k *knowledge) allowed(t *rapid.T, g Game, seat int) cards.Set {
	var v any
	var err error
	switch g := g.(type) {
	case cribGame:
		v, err = g.g.View(seat)
	case cwGame:
		v, err = g.g.View(seat)
	case pjGame:
		v, err = g.g.SeatView(seat)
		if err == nil {
			return k.played | gametest.SetIn(v)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	return k.crib.known[seat+1] | gametest.SetIn(v)
}

// propertyChecks is how many tables the property plays when the command
// line leaves rapid's count at its default: a game with every message
// checked for every seat takes up to a few seconds (six or eight seats),
// so the package's test stays short. -rapid.checks=N plays N (a fifth of
// either with -short).
const propertyChecks = 20

// Any table a create request may ask for plays to its end with bots at
// every seat, each action the table or a bot takes through Apply, and
// every message for every seat and the watcher, made as the server makes
// it, names only cards that seat may know, and stays under maxMessage;
// the record comes out.
func TestAnyTableShowsEachSeatOnlyItsOwn(t *testing.T) {
	if f := flag.Lookup("rapid.checks"); f != nil && f.Value.String() == f.DefValue {
		if err := f.Value.Set(fmt.Sprint(propertyChecks)); err != nil {
			t.Fatal(err)
		}
		defer f.Value.Set(f.DefValue)
	}
	rapid.Check(t, func(t *rapid.T) {
		k, opts, bots := anyTable(t)
		setup, seats, err := k.Setup(json.RawMessage(opts))
		if err != nil {
			t.Fatalf("%s %s: %v", k.Name(), opts, err)
		}
		seed := rapid.Uint64().Draw(t, "seed")
		g, err := k.New(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		if g.Seats() != seats || len(bots) != seats {
			t.Fatalf("%d seats, %d bots, the setup said %d", g.Seats(), len(bots), seats)
		}
		r := rand.New(rand.NewPCG(seed, 1))
		var kn knowledge
		for n := 1; !g.Over(); n++ {
			if n > maxAuto {
				t.Fatal("the game does not end")
			}
			seat, text, ok, err := g.Auto(bots, r)
			if err != nil || !ok {
				t.Fatalf("action %d: %q %v %v", n, text, ok, err)
			}
			next, _, evs, err := g.Apply(seat, text)
			if err != nil {
				t.Fatalf("action %d: seat %d %q: %v", n, seat, text, err)
			}
			kn.learn(evs)
			for s := NoSeat; s < seats; s++ {
				raw := messageFor(t, n, seat, s, next, evs)
				if len(raw) > maxMessage {
					t.Fatalf("message %d to seat %d: %d bytes", n, s, len(raw))
				}
				if leak := cardsIn(t, raw) &^ kn.allowed(t, next, s); leak != 0 {
					t.Fatalf("message %d to seat %d names %v it may not know:\n%s", n, s, leak, raw)
				}
			}
			g = next
		}
		names := make([]string, seats)
		for i := range names {
			names[i] = fmt.Sprint("P", i)
		}
		if _, err := g.Record(names, make([]byte, 16)); err != nil {
			t.Fatal(err)
		}
	})
}

// messageFor is message n, of seat by's action, as seat s receives it.
func messageFor(t *rapid.T, n, by, s int, g Game, evs Events) []byte {
	e, err := evs.For(s)
	if err != nil {
		t.Fatal(err)
	}
	v, err := g.View(s)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := json.Marshal(message{N: n, By: by, Action: evs.Action(s), Events: e, View: v, Turn: g.Turn(), Over: g.Over()})
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// cardsIn is cardsNamed for a rapid test.
func cardsIn(t *rapid.T, b []byte) cards.Set {
	var s cards.Set
	for _, m := range cardText.FindAll(b, -1) {
		c, err := cards.Parse(string(m))
		if err != nil {
			t.Fatalf("%q: %v", m, err)
		}
		s = s.With(c)
	}
	return s
}

// A table of six random bots at Pegs and Jokers plays 6,841 actions to its
// end (rapid found games over 5,000, which the worker's bound then took
// for a table that never comes back to a person): the bound is above it.
func TestSixRandomBotsPlayALongGame(t *testing.T) {
	k := pjKind{}
	setup, seats, err := k.Setup(json.RawMessage(`{"seating":"6 solo"}`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := k.New(setup, 4)
	if err != nil {
		t.Fatal(err)
	}
	bots := slices.Repeat([]string{"random"}, seats)
	r := rand.New(rand.NewPCG(4, 1))
	n := 0
	for ; !g.Over(); n++ {
		if n >= maxAuto {
			t.Fatalf("no end in %d actions", n)
		}
		seat, text, ok, err := g.Auto(bots, r)
		if err != nil || !ok {
			t.Fatalf("action %d: %q %v %v", n+1, text, ok, err)
		}
		if g, _, _, err = g.Apply(seat, text); err != nil {
			t.Fatalf("action %d: seat %d %q: %v", n+1, seat, text, err)
		}
	}
	if n <= 5000 {
		t.Errorf("the game took %d actions: no longer the long game it was", n)
	}
}
