package pegjokers_test

import (
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// TestEventTexts pins what each event says, with names and with the
// colours that stand in for a missing or empty name.
func TestEventTexts(t *testing.T) {
	p := pegjokers.MustParsePosition(aroundTrack)
	seven := cards.MustParse("7H")
	m, err := pegjokers.ParseMove(p, seven, "t14+7")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ann", "", "Cat"} // Yellow has no name, Orange none given
	teams8 := pegjokers.Seating{Seats: 8, Arrangement: pegjokers.Teams}
	for _, tt := range []struct {
		e     pegjokers.Event
		names []string
		want  string
	}{
		{pegjokers.Played{Seat: 0, Card: seven, Move: m, Position: p}, names, `Ann plays 7♥, a 7: the peg on hole 14 forward 7 to hole 21.`},
		{pegjokers.Played{Seat: 3, Card: seven, Position: p}, names, `Orange discards 7♥: no legal move.`},
		{pegjokers.Played{Seat: 1, Card: seven, Move: m}, names, `Yellow plays 7♥: 7: Blue t14+7->t21.`}, // a move that cannot be explained
		{pegjokers.Drew{Seat: 2}, names, `Cat draws a card.`},
		{pegjokers.Drew{Seat: 1, Late: true}, names, `Yellow draws an extra card for the draw it missed.`},
		{pegjokers.Drew{Seat: 3}, names, `Orange draws a card.`},
		{pegjokers.Missed{Seat: 0}, names, `Ann did not draw, and may draw an extra card at the end of its next turn.`},
		{pegjokers.Missed{Seat: 2, Late: true}, nil, `White did not take the extra card it was owed.`},
		{pegjokers.Reshuffled{Shuffle: 2, Cards: 88}, names, `The discards are shuffled into a new draw pile of 88 cards.`},
		{pegjokers.GameOver{Team: 1, Seating: pegjokers.Seating{Seats: 3, Arrangement: pegjokers.Solo}, Turns: 41}, names, `Yellow wins after 41 turns.`},
		{pegjokers.GameOver{Team: 0, Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}, Turns: 241}, names, `Ann and Cat win after 241 turns.`},
		{pegjokers.GameOver{Team: 1, Seating: teams8, Turns: 300}, nil, `Yellow, Orange, Green and Black win after 300 turns.`},
		{pegjokers.GameOver{Team: 0, Seating: pegjokers.Seating{Seats: 6, Arrangement: pegjokers.Teams}, Turns: 1}, names, `Ann, Cat and Red win after 1 turns.`},
		{pegjokers.GameOver{Team: 2, Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}, Turns: 9}, nil, `Team 2 wins after 9 turns.`},
	} {
		if got := tt.e.Describe(tt.names); got != tt.want {
			t.Errorf("%#v.Describe(%q):\n got %q\nwant %q", tt.e, tt.names, got, tt.want)
		}
	}
}

// TestEveryPlaceByte classifies each of the 256 bytes a Place can hold:
// exactly Track(0) to Track(143) are track holes and Finish(1) to
// Finish(5) Finish holes, and every accessor agrees.
func TestEveryPlaceByte(t *testing.T) {
	type class struct {
		Start, Track, Finish, Valid bool
		Hole, FinishHole            int
		Text                        string
	}
	want := map[pegjokers.Place]class{}
	for b := range 256 {
		want[pegjokers.Place(b)] = class{Hole: -1, Text: "Place(" + strconv.Itoa(b) + ")"}
	}
	want[pegjokers.Start] = class{Start: true, Valid: true, Hole: -1, Text: "s"}
	for h := range pegjokers.MaxTrackHoles {
		want[pegjokers.Track(h)] = class{Track: true, Valid: true, Hole: h, Text: "t" + strconv.Itoa(h)}
	}
	for k := 1; k <= pegjokers.FinishHoles; k++ {
		want[pegjokers.Finish(k)] = class{Finish: true, Valid: true, Hole: -1, FinishHole: k, Text: "f" + strconv.Itoa(k)}
	}
	if len(want) != 256 {
		t.Fatalf("Track and Finish give %d distinct bytes", len(want)-256)
	}
	got := map[pegjokers.Place]class{}
	for b := range 256 {
		pl := pegjokers.Place(b)
		got[pl] = class{pl.IsStart(), pl.IsTrack(), pl.IsFinish(), pl.IsValid(), pl.Hole(), pl.FinishHole(), pl.String()}
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("places (-want +got):\n%s", d)
	}
	// Out of range, Track and Finish give a Place that is not valid.
	for _, pl := range []pegjokers.Place{pegjokers.Track(-1), pegjokers.Track(pegjokers.MaxTrackHoles), pegjokers.Finish(0), pegjokers.Finish(pegjokers.FinishHoles + 1)} {
		if pl.IsValid() {
			t.Errorf("%v is valid", pl)
		}
	}
	// The canonical order: Start, the track, then Finish.
	if !(pegjokers.Start < pegjokers.Track(0) && pegjokers.Track(pegjokers.MaxTrackHoles-1) < pegjokers.Finish(1)) {
		t.Error("places out of order")
	}
}

// TestApplyTakesEveryFormOfAnAction: a play given as a Choice, a *Choice, a
// Written or a *Written, and a draw as a Draw or a *Draw, do the same; a
// nil pointer of each is refused as no action.
func TestApplyTakesEveryFormOfAnAction(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 3)
	for range 12 {
		ch := first(t, g)
		w := pegjokers.Written{Card: ch.Card, Move: ch.Move.Notation()}
		want, wantEv := mustApply(t, g, ch)
		for _, a := range []pegjokers.Action{&ch, w, &w} {
			got, gotEv := mustApply(t, g, a)
			if got != want || !cmp.Equal(gotEv, wantEv, cmp.Comparer(func(a, b pegjokers.Position) bool { return a == b })) {
				t.Fatalf("Apply(%T %v) = %v, %v; Apply(Choice) = %v, %v", a, a, got.Diagram(), gotEv, want.Diagram(), wantEv)
			}
		}
		d := pegjokers.Draw{}
		g, _ = mustApply(t, want, &d)
		if again, _ := mustApply(t, want, d); again != g {
			t.Fatalf("Draw and *Draw differ:\n%v\n%v", again.Diagram(), g.Diagram())
		}
	}
	for _, tt := range []struct {
		a    pegjokers.Action
		want string
	}{
		{(*pegjokers.Choice)(nil), `pegjokers: apply by seat 0: illegal move: not an action of this game: a nil *pegjokers.Choice`},
		{(*pegjokers.Draw)(nil), `pegjokers: apply by seat 0: illegal move: not an action of this game: a nil *pegjokers.Draw`},
		{(*pegjokers.Written)(nil), `pegjokers: apply by seat 0: illegal move: not an action of this game: a nil *pegjokers.Written`},
	} {
		if _, _, err := g.Apply(tt.a); err == nil || err.Error() != tt.want {
			t.Errorf("Apply(%T nil):\n got %v\nwant %s", tt.a, err, tt.want)
		}
	}
}
