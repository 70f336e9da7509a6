package crib

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/score"
)

// markedJSON is the JSON MarshalEvent wrote before its events were
// written by hand: the check, then the type and json.Marshal's members.
func markedJSON(e Event) ([]byte, error) {
	type checker interface{ check() error }
	if err := e.(checker).check(); err != nil {
		return nil, err
	}
	data, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	head := `{"type":"` + events.Tag(e) + `"`
	if len(data) > 2 {
		head += ","
	}
	return append([]byte(head), data[1:]...), nil
}

// Every event of random games of every layout and mode, as each seat and
// the spectator sees it, writes the bytes it wrote through json.Marshal,
// alone and as the action's list. Every event type is among them but the
// few random actions make seldom or never (an overpeg corrected, a claim
// taken back, a side sitting out, judges called, a claim accepted, a
// peg-out reminded, a redeal), whose writers TestEventWritersAreMarshal
// holds to json.Marshal.
func TestEventAppendIsMarshal(t *testing.T) {
	seen := map[string]int{}
	rapid.Check(t, func(t *rapid.T) {
		g := drawJSONGame(t)
		for range 200 {
			if g.phase == PhaseOver {
				break
			}
			next, evs, err := g.Apply(drawAction(t, g))
			if err != nil {
				continue
			}
			g = next
			for seat := NoSeat; seat < g.Seats(); seat++ {
				var list []byte
				seenBy := make([]Event, len(evs))
				for i, e := range evs {
					seenBy[i] = SeenBy(e, seat)
					want, err := markedJSON(seenBy[i])
					if err != nil {
						t.Fatalf("%#v: %v", seenBy[i], err)
					}
					got, err := MarshalEvent(seenBy[i])
					if err != nil || string(got) != string(want) {
						t.Fatalf("%#v: %v\n%s", seenBy[i], err, cmp.Diff(string(want), string(got)))
					}
					list = append(append(list, ','), want...)
					seen[reflect.TypeOf(e).Name()]++
				}
				want := "[]"
				if len(list) > 0 {
					want = "[" + string(list[1:]) + "]"
				}
				if got, err := MarshalEvents(seenBy); err != nil || string(got) != want {
					t.Fatalf("%v\n%s", err, cmp.Diff(want, string(got)))
				}
			}
		}
	})
	t.Logf("events compared: %v", seen)
	for _, typ := range []string{"DealerCut", "Dealt", "Discarded", "StarterTurned", "Laid", "GoSaid", "CountRestarted", "Shown", "Pegged",
		"DealOver", "GameOver", "Claimed", "MugginsCalled", "Forfeited", "Mixed", "Owed", "Offered", "Declined", "Folded", "Conceded"} {
		if seen[typ] == 0 {
			t.Errorf("no %s event compared", typ)
		}
	}
}

// Each event's writer writes json.Marshal's bytes, after what the buffer
// holds, and refuses what json.Marshal refuses: on values of every field
// (most no game makes: cards that are none, boards of no game, scores no
// card makes, strings with bytes to escape) and on the sample events with
// one field changed.
func TestEventWritersAreMarshal(t *testing.T) {
	checkWriter(t, Dealt.appendJSON)
	checkWriter(t, Discarded.appendJSON)
	checkWriter(t, StarterTurned.appendJSON)
	checkWriter(t, Laid.appendJSON)
	checkWriter(t, GoSaid.appendJSON)
	checkWriter(t, CountRestarted.appendJSON)
	checkWriter(t, Shown.appendJSON)
	checkWriter(t, Pegged.appendJSON)
	checkWriter(t, DealOver.appendJSON)
	checkWriter(t, GameOver.appendJSON)
	checkWriter(t, Claimed.appendJSON)
	checkWriter(t, Accepted.appendJSON)
	checkWriter(t, Owed.appendJSON)
	checkWriter(t, Offered.appendJSON)
	types := map[reflect.Type]bool{}
	for _, e := range writerSamples() {
		if !events.Has(e) {
			t.Errorf("%T is not an event of the union", e)
		}
		types[reflect.TypeOf(e)] = true
	}
	if len(types) != 27 {
		t.Errorf("samples of %d event types, want all 27", len(types))
	}
}

func checkWriter[E Event](t *testing.T, write func(E, []byte) ([]byte, bool)) {
	var samples []E
	for _, e := range writerSamples() {
		if e, ok := e.(E); ok {
			samples = append(samples, e)
		}
	}
	t.Run(reflect.TypeFor[E]().Name(), func(t *testing.T) {
		if len(samples) == 0 {
			t.Fatal("no sample")
		}
		written, refused := 0, 0
		rapid.Check(t, func(t *rapid.T) {
			e := rapid.Make[E]().Draw(t, "any")
			if rapid.Bool().Draw(t, "a sample") {
				e = rapid.SampledFrom(samples).Draw(t, "sample")
				v, other := reflect.ValueOf(&e).Elem(), reflect.ValueOf(rapid.Make[E]().Draw(t, "other"))
				if f := rapid.IntRange(-1, v.NumField()-1).Draw(t, "field changed"); f >= 0 {
					v.Field(f).Set(other.Field(f))
				}
			}
			before := []byte(rapid.StringMatching(`[a-z{,]{0,8}`).Draw(t, "before"))
			got, ok := write(e, before[:len(before):len(before)])
			if codectest.IsMarshal(t, e, before, got, ok) {
				written++
			} else {
				refused++
			}
		})
		t.Logf("%d written, %d refused", written, refused)
		if written == 0 {
			t.Error("none written")
		}
	})
}

// writerSamples are events of every type, as games make them, to change.
func writerSamples() []Event {
	b := NewBoard(2, 121)
	b.Pegs[1] = Pegs{Front: 20, Rear: 12}
	four := NewBoard(4, 61)
	four.Pegs[3], four.Games[2] = Pegs{Front: 61, Rear: 50}, 2
	return []Event{
		DealerCut{Dealer: 1, Tied: 3}, Dealt{Deal: 1, Seats: 3, Out: 4, Held: 5, PackCards: 1},
		Discarded{Seat: 1, ToCrib: true, Count: 2}, StarterTurned{Cutter: 1, Depth: 20, Starter: 40},
		Laid{Step: PlayStep{Seat: 1, Card: 20, Score: score.PlayScore{Count: 15, Fifteen: true, Pair: 2}, Gone: 3, GoPoint: true, NewCount: true, Next: -1}},
		GoSaid{Seat: 1, Count: 27}, CountRestarted{Leader: -1},
		Shown{Seat: 1, Side: 1, Crib: true, Cards: [4]cards.Card{4, 9, 14, 19}, Starter: 55, Points: 4},
		Pegged{Score: Score{Kind: ScorePenalty, Seat: 1, Side: 1, Points: 2, Play: score.PlayScore{Count: 31, ThirtyOne: true, Run: 3}, Rule: "8.4b <&>", Claimed: true, Place: Pegs{Front: 3, Rear: 1}}, From: Pegs{Front: 12, Rear: 2}, Board: b},
		DealOver{Deal: 3, NextDealer: 1, Board: four}, GameOver{Winner: 1, Board: four, GamePoints: 2},
		Claimed{Seat: 1, Kind: ScoreHand, Points: 8}, MugginsCalled{Caller: 1, Asked: 3, Awarded: 2, Wrong: true},
		OverpegCorrected{By: 1, Excess: 2}, JudgesCalled{Rule: "8.4a", Reason: "é\u2028\xff"}, PegOutReminded{Seat: 1},
		Accepted{Seat: 1, Crib: true}, Forfeited{Seat: 1, Points: 4, Rule: "9.4a"}, ClaimTakenBack{Seat: 1, Points: 4, Rule: "10.4d", Board: b},
		Mixed{Seat: 1, Crib: true, Rule: "9.4c"}, Conceded{Seat: 1, Winner: 0, Sides: 2},
		Owed{Seat: 1, Side: 1, Sides: 2, Points: 2, Kind: ScoreMuggins, Rule: "10.4a"},
		Folded{Side: 1, Sides: 3}, SatOut{Side: 2, Sides: 3, Dealer: 1}, Redealt{Deal: 4, Dealer: 1},
		Offered{Side: 1, Sides: 2, Seat: NoSeat, Points: 2, Kind: ScorePenalty, Rule: "8.8", GiveBack: NoSeat, GiveBackSeat: NoSeat},
		Declined{Side: 1, Sides: 2, Points: 2, GiveBack: 0},
	}
}
