package pegjokers_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// cardsIn returns every card a value holds, as many times as it holds it
// (see gametest.CardsIn).
func cardsIn(v any) (out []cards.Card) {
	gametest.CardsIn(v, func(c cards.Card) { out = append(out, c) })
	return out
}

// within reports whether the cards of some are among those of all, as
// many times as they occur.
func within(some, all []cards.Card) bool {
	var left [256]int
	for _, c := range all {
		left[c]++
	}
	for _, c := range some {
		if left[c]--; left[c] < 0 {
			return false
		}
	}
	return true
}

// table is what each seat may know, worked out from the deal and the whole
// game's events and nothing else: each hand as the events change it, the
// discard pile, and the size of the draw pile.
type table struct {
	hands    [pegjokers.MaxSeats][]cards.Card
	discards []cards.Card
	drawPile int
}

// deal starts the table from the game's deal.
func deal(g pegjokers.Game) *table {
	k := &table{drawPile: g.DrawPile()}
	for s := range g.Position().Seats() {
		k.hands[s] = g.Hand(pegjokers.Seat(s))
	}
	return k
}

// learn takes in one event of the whole game.
func (k *table) learn(t *rapid.T, e pegjokers.Event) {
	switch e := e.(type) {
	case pegjokers.Played:
		h := k.hands[e.Seat]
		i := slices.Index(h, e.Card)
		if i < 0 {
			t.Fatalf("%v plays %v from %v", e.Seat, e.Card, h)
		}
		h = slices.Delete(slices.Clone(h), i, i+1)
		k.discards = append(slices.Clone(k.discards), e.Card)
		if e.Discarded > 0 {
			if len(h) != e.Discarded {
				t.Fatalf("%v discards %d cards of %v", e.Seat, e.Discarded, h)
			}
			k.discards, h = append(k.discards, h...), nil
		}
		k.hands[e.Seat] = h
	case pegjokers.Reshuffled:
		if e.Cards != len(k.discards) || k.drawPile != 0 {
			t.Fatalf("%#v of %d discards, %d left to draw", e, len(k.discards), k.drawPile)
		}
		k.discards, k.drawPile = nil, e.Cards
	case pegjokers.Drew:
		if !e.Card.IsValid() {
			t.Fatalf("the game's event %#v names no card", e)
		}
		k.hands[e.Seat] = append(slices.Clone(k.hands[e.Seat]), e.Card)
		k.drawPile--
	}
}

// known returns the cards seat (or NoSeat) knows where they are: its hand
// and the discard pile.
func (k *table) known(seat int) []cards.Card {
	out := slices.Clone(k.discards)
	if seat >= 0 {
		out = append(out, k.hands[seat]...)
	}
	return out
}

// checkSeen holds e as seat sees it to what seat knows after it, and
// checks that it reads back from its JSON.
func (k *table) checkSeen(t *rapid.T, e pegjokers.Event, seat int) {
	se := pegjokers.SeenBy(e, seat)
	if got := cardsIn(se); !within(got, k.known(seat)) {
		t.Fatalf("seat %d sees %#v, which holds %v; it knows %v", seat, se, got, k.known(seat))
	}
	if d, ok := e.(pegjokers.Drew); ok {
		want := d
		if int(d.Seat) != seat {
			want.Card = cards.NoCard
		}
		if se != want {
			t.Fatalf("seat %d sees %#v of %#v", seat, se, e)
		}
		if says := se.Describe(nil); (want.Card == cards.NoCard) != strings.Contains(says, "draws a card") && !d.Late {
			t.Fatalf("seat %d reads %#v as %q", seat, se, says)
		}
	} else if !reflect.DeepEqual(se, e) {
		t.Fatalf("seat %d sees %#v of %#v, which hides nothing", seat, se, e)
	}
	if se == e && seat != pegjokers.NoSeat {
		return // read back once, as the spectator sees it
	}
	data := must.Get(pegjokers.MarshalEvent(se))(t)
	if back := must.Get(pegjokers.UnmarshalEvent(data))(t); !reflect.DeepEqual(back, se) {
		t.Fatalf("%s reads back as %#v, want %#v", data, back, se)
	}
}

// checkView holds v, seat's view of g, to what seat knows: its hand as the
// events made it, the discard pile, the counts; no other card.
func (k *table) checkView(t *rapid.T, g pegjokers.Game, seat int, v pegjokers.View) {
	if got := cardsIn(v); !within(got, k.known(seat)) || len(got) != len(k.known(seat)) {
		t.Fatalf("seat %d's view holds %v; it knows %v:\n%s", seat, got, k.known(seat), must.Get(v.MarshalText())(t))
	}
	var want [pegjokers.MaxSeats]int
	var owed [pegjokers.MaxSeats]bool
	for s := range g.Position().Seats() {
		want[s] = len(k.hands[s])
		owed[s] = g.Owed(pegjokers.Seat(s))
	}
	step, _ := g.Next()
	hand := []cards.Card(nil)
	if seat >= 0 {
		hand = k.hands[seat]
	}
	switch {
	case v.Viewer() != seat || v.Rules != g.Rules() || v.Position != g.Position() || v.Step != step && step != pegjokers.StepNone:
		t.Fatalf("seat %d's view: viewer %d, %v, %v; the game %v, %v", seat, v.Viewer(), v.Position, v.Step, g.Position(), step)
	case !slices.Equal(v.Hand, hand) || !slices.Equal(v.Discards, k.discards) || v.DrawPile != k.drawPile || v.Held != want:
		t.Fatalf("seat %d's view holds %v, discards %v, %d to draw, held %v; want %v, %v, %d, %v",
			seat, v.Hand, v.Discards, v.DrawPile, v.Held, hand, k.discards, k.drawPile, want)
	case v.Owed != owed || v.Turns != g.Turns() || v.Shuffles != g.Shuffles() || v.MissedDraws != g.MissedDraws() || v.LateDraws != g.LateDraws():
		t.Fatalf("seat %d's view counts %v %d %d %d %d", seat, v.Owed, v.Turns, v.Shuffles, v.MissedDraws, v.LateDraws)
	}
}

// TestViewsHoldWhatASeatKnows plays whole games of every seating, under
// any rules, dealt from a seed or by hand, with draws missed, and after
// every action holds each seat's view and the spectator's, and every event
// as each sees it, to what that seat may know worked out from the deal and
// the whole game's events: never a card more, and all it knows. The view
// of the player to move is the strategy's. Views read back from their
// JSON and their text, still a strategy's view and a sampler's.
func TestViewsHoldWhatASeatKnows(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		st := pegjokerstest.Seating().Draw(t, "seating")
		g := newGame(t, pegjokerstest.Rules().Draw(t, "rules"), st.Seats, st.Arrangement, rapid.Uint64().Draw(t, "seed"))
		if rapid.IntRange(0, 3).Draw(t, "dealt?") == 0 {
			g = dealtLike(t, g)
		}
		rng := cards.NewRand(rapid.Uint64().Draw(t, "play"))
		missOdds := rapid.IntRange(2, 40).Draw(t, "miss odds")
		every := rapid.IntRange(8, 80).Draw(t, "round trip every")
		k := deal(g)
		for i := 0; !g.Over(); i++ {
			next, ev := mustApply(t, g, nextAction(g, rng, missOdds))
			g = next
			for _, e := range ev {
				k.learn(t, e)
				for s := pegjokers.NoSeat; s < st.Seats; s++ {
					k.checkSeen(t, e, s)
				}
			}
			for s := pegjokers.NoSeat; s < st.Seats; s++ {
				v := must.Get(g.SeatView(s))(t)
				k.checkView(t, g, s, v)
				if s == int(g.Turn()) && !sameFacts(v, g.View()) {
					t.Fatalf("seat %d's view is not the strategy's", s)
				}
				if i%every == 0 {
					checkViewForms(t, g, v)
				}
			}
		}
	})
}

// nextAction returns an action for g: mostly the heuristic bot's play
// (games of random plays are long), a random one now and then, one time in
// missOdds a play that misses a draw, and the draw due, naming a card of
// the pile in a game dealt by hand.
func nextAction(g pegjokers.Game, rng *rand.Rand, missOdds int) pegjokers.Action {
	st, _ := g.Next()
	chs := g.Choices()
	draw := st != pegjokers.StepPlay && (len(chs) == 0 || rng.IntN(missOdds) != 0)
	switch {
	case draw && g.Dealt():
		pile := g.DrawCards()
		if len(pile) == 0 {
			pile = g.Discards()
		}
		return pegjokers.Draw{Card: pile[rng.IntN(len(pile))]}
	case draw:
		return pegjokers.Draw{}
	case rng.IntN(4) == 0:
		return chs[rng.IntN(len(chs))]
	}
	return pegjokers.HeuristicBot{}.Choose(g.View(), nil)
}

// sameFacts reports whether a and b hold the same, listing moves aside.
func sameFacts(a, b pegjokers.View) bool {
	return a.Viewer() == b.Viewer() && slices.Equal(a.Hand, b.Hand) && slices.Equal(a.Discards, b.Discards) &&
		a.Rules == b.Rules && a.Position == b.Position && a.DrawPile == b.DrawPile && a.Turns == b.Turns && a.Held == b.Held &&
		a.Step == b.Step && a.Owed == b.Owed && a.Shuffles == b.Shuffles && a.MissedDraws == b.MissedDraws &&
		a.LateDraws == b.LateDraws && a.Refill == b.Refill
}

// sameView reports whether a and b are the same view, by their JSON.
func sameView(a, b pegjokers.View) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(ja) == string(jb) && a.Viewer() == b.Viewer()
}

// checkViewForms reads v, a view of g, back from its JSON and its text:
// the same view, which a sampler takes and, the player to move's, lists
// the game's moves and serves a strategy.
func checkViewForms(t *rapid.T, g pegjokers.Game, v pegjokers.View) {
	js := must.Get(json.Marshal(v))(t)
	back := must.Unmarshal[pegjokers.View](t, js)
	if again := must.Get(json.Marshal(back))(t); string(again) != string(js) || back.Viewer() != v.Viewer() {
		t.Fatalf("a view's JSON\n%s\nreads back as\n%s", js, again)
	}
	text := must.Get(v.MarshalText())(t)
	var fromText pegjokers.View
	if err := fromText.UnmarshalText(text); err != nil {
		t.Fatalf("a view's text\n%s\ndoes not read: %v", text, err)
	}
	if !sameView(fromText, v) {
		t.Fatalf("a view's text\n%s\nreads back otherwise", text)
	}
	s := must.Get(pegjokers.NewSampler(back))(t)
	if !sameView(s.View(), v) {
		t.Fatalf("a sampler of\n%s\nsees\n%s", text, must.Get(s.View().MarshalText())(t))
	}
	if back.Viewer() != int(g.Turn()) || len(back.Hand) == 0 {
		return
	}
	c := back.Hand[0]
	if !slices.Equal(back.LegalMoves(c), g.LegalMoves(c)) {
		t.Fatalf("a view read back lists %v for %v; the game %v", back.LegalMoves(c), c, g.LegalMoves(c))
	}
	if step, _ := g.Next(); step == pegjokers.StepPlay {
		ch := pegjokers.HeuristicBot{}.Choose(back, nil)
		if !slices.Contains(g.Choices(), ch) {
			t.Fatalf("the heuristic bot, given a view read back, chooses %v", ch)
		}
	}
}

// TestSeatViewRefuses: no view of the zero Game or of a seat not in the
// game, and none written of a view no game shows.
func TestSeatViewRefuses(t *testing.T) {
	if _, err := (pegjokers.Game{}).SeatView(0); !errors.Is(err, pegjokers.ErrZeroValue) {
		t.Errorf("the zero Game's view: %v", err)
	}
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 3)
	for _, s := range []int{-2, 4, 8, 1 << 40} {
		if _, err := g.SeatView(s); !errors.Is(err, pegjokers.ErrBadSeat) {
			t.Errorf("seat %d's view: %v", s, err)
		}
	}
	if _, err := json.Marshal(pegjokers.View{}); !errors.Is(err, pegjokers.ErrZeroValue) {
		t.Errorf("the zero View's JSON: %v", err)
	}
	v := must.Get(g.SeatView(2))(t)
	good := string(must.Get(json.Marshal(v))(t))
	for name, bad := range map[string]string{
		"another format":  strings.Replace(good, `"pegboard pegjokers view"`, `"pegboard pegjokers game"`, 1),
		"version 2":       strings.Replace(good, `"version":1`, `"version":2`, 1),
		"seat 4 of 4":     strings.Replace(good, `"seat":2`, `"seat":4`, 1),
		"seat -2":         strings.Replace(good, `"seat":2`, `"seat":-2`, 1),
		"a card too many": strings.Replace(good, `"hand":"`, `"hand":"AS `, 1),
		"a hand of six":   strings.Replace(strings.Replace(good, `"hand":"`, `"hand":"AS `, 1), `"held":[5,5,5,5]`, `"held":[5,5,6,5]`, 1),
		"no such card":    strings.Replace(good, `"hand":"`, `"hand":"ZZ `, 1),
		"no draw pile":    strings.Replace(good, `"draw_pile":88`, `"draw_pile":0`, 1),
		"no hand":         strings.Replace(good, `"hand":`, `"hands":`, 1),
		"held for 3":      strings.Replace(good, `"held":[5,5,5,5]`, `"held":[5,5,5]`, 1),
		"spectator hand":  strings.Replace(good, `"seat":2`, `"seat":-1`, 1),
		"owed twice":      strings.Replace(good, `"held"`, `"owed":["Blue","Blue"],"held"`, 1),
	} {
		if bad == good {
			t.Fatalf("%s: the change did not apply to %s", name, good)
		}
		var w pegjokers.View
		if err := json.Unmarshal([]byte(bad), &w); !errors.Is(err, pegjokers.ErrBadRecord) {
			t.Errorf("%s: %v, want ErrBadRecord", name, err)
		}
	}
	hand := v
	hand.Hand = append(slices.Clone(v.Hand), v.Hand[0])
	if _, err := hand.MarshalText(); !errors.Is(err, pegjokers.ErrBadView) {
		t.Errorf("a hand of six: %v, want ErrBadView", err)
	}
	if err := (*pegjokers.View)(nil).UnmarshalJSON([]byte(good)); !errors.Is(err, pegjokers.ErrBadRecord) {
		t.Errorf("into a nil *View: %v", err)
	}
}
