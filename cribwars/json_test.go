package cribwars_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/cribwars/cribwarstest"
	"github.com/pegboard/pegboard/internal/must"
)

func TestParseBoard(t *testing.T) {
	const text = `{
	  "name": "kitchen table",
	  "holes": 200,
	  "slides": [{"from": 45, "to": 65}],
	  "time_traps": [{"at": 80, "holes": 8, "rejoin": 70}],
	  "green_advances": [{"at": 150, "holes": 10, "rejoin": 175}],
	  "penalty_boxes": [120, 100]
	}`
	b, err := cribwars.ParseTrack([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	want := cribwars.Spec{
		Name: "kitchen table", Holes: 200,
		Slides:       []cribwars.Slide{{From: 45, To: 65}},
		TimeTraps:    []cribwars.Branch{{At: 80, Holes: 8, Rejoin: 70}},
		Advances:     []cribwars.Branch{{At: 150, Holes: 10, Rejoin: 175}},
		PenaltyBoxes: []int{100, 120},
	}
	if diff := cmp.Diff(want, b.Spec()); diff != "" {
		t.Errorf("spec (-want +got):\n%s", diff)
	}
	r, err := cribwars.ReadTrack(strings.NewReader(text))
	if err != nil || !r.Equal(b) {
		t.Errorf("ReadBoard: %v", err)
	}
	var u cribwars.Track
	if err := json.Unmarshal([]byte(text), &u); err != nil || !u.Equal(b) {
		t.Errorf("json.Unmarshal: %v", err)
	}
}

func TestParseBoardRefuses(t *testing.T) {
	for _, tc := range []struct {
		text string
		want error
	}{
		{``, cribwars.ErrSyntax},
		{`[]`, cribwars.ErrSyntax},
		{`{"holes": "many"}`, cribwars.ErrSyntax},
		{`{"holes": 121, "penalty_box": [50]}`, cribwars.ErrSyntax}, // a typo is an unknown field
		{`{"holes": 121} {"holes": 121}`, cribwars.ErrSyntax},
		{`{"holes": 121} x`, cribwars.ErrSyntax},
		{`{"holes": 1e3}`, cribwars.ErrSyntax},
		{`{"holes": 99999999999999999999}`, cribwars.ErrSyntax},
		{`{"holes": 121, "slides": [{"from": 40, "to": 20}]}`, cribwars.ErrBadPath},
		{`{"holes": 121, "time_traps": [{"at": 80, "holes": 8}]}`, cribwars.ErrNoRejoin},
		{`{"holes": 121, "penalty_boxes": [50, 50]}`, cribwars.ErrOverlap},
		{`{"holes": 121, "penalty_boxes": [0]}`, cribwars.ErrOffBoard},
		{`{}`, cribwars.ErrOffBoard},
		{`null`, cribwars.ErrOffBoard},
		{`{"holes": 121, "name": "x"` + strings.Repeat(" ", cribwars.MaxTrackJSON) + `}`, cribwars.ErrSyntax},
	} {
		_, err := cribwars.ParseTrack([]byte(tc.text))
		if !errors.Is(err, tc.want) {
			t.Errorf("ParseBoard(%.60q) = %v, want %v", tc.text, err, tc.want)
		}
	}
	// On error, UnmarshalJSON leaves the board as it was.
	b := cribwars.PlainTrack()
	if err := b.UnmarshalJSON([]byte(`{"holes": 0}`)); err == nil || !b.Equal(cribwars.PlainTrack()) {
		t.Errorf("UnmarshalJSON: %v, %+v", err, b.Spec())
	}
}

// Every valid board survives a trip through JSON, compact and indented.
func TestBoardJSONRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := cribwarstest.Board().Draw(t, "board")
		for _, indent := range []bool{false, true} {
			var data []byte
			var err error
			if indent {
				data, err = json.MarshalIndent(b, "", "  ")
			} else {
				data, err = json.Marshal(b)
			}
			if err != nil {
				t.Fatal(err)
			}
			got, err := cribwars.ParseTrack(data)
			if err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			if !got.Equal(b) {
				t.Fatalf("round trip of %s:\n%s", data, cmp.Diff(b.Spec(), got.Spec()))
			}
			again, _ := json.Marshal(got)
			if compact, _ := json.Marshal(b); string(again) != string(compact) {
				t.Fatalf("JSON not stable: %s vs %s", again, compact)
			}
		}
		// And through its Spec, shuffled.
		s := b.Spec()
		s.PenaltyBoxes = rapid.Permutation(s.PenaltyBoxes).Draw(t, "boxes")
		s.TimeTraps = rapid.Permutation(s.TimeTraps).Draw(t, "traps")
		if got, err := cribwars.NewTrack(s); err != nil || !got.Equal(b) {
			t.Fatalf("Spec round trip: %v", err)
		}
	})
}

// FuzzParseTrack feeds arbitrary text to the board loader: it refuses it
// with one of the package's errors or returns a board that round-trips, on
// which moves keep pegs on the board; nothing panics.
func FuzzParseBoard(f *testing.F) {
	def, _ := json.Marshal(cribwars.DefaultTrack())
	f.Add(def)
	f.Add([]byte(`{"holes": 121}`))
	f.Add([]byte(`{"holes": 40, "time_traps": [{"at": 10, "holes": 0, "rejoin": 5}, {"at": 11, "holes": 2, "rejoin": 5}], "penalty_boxes": [12]}`))
	f.Add([]byte(`{"holes": 30, "slides": [{"from": 3, "to": 9}], "green_advances": [{"at": 10, "holes": 1, "rejoin": 20}]}`))
	f.Add([]byte(`{"holes": 121, "penalty_box": [50]}`))
	f.Add([]byte(`{"holes": 5, "time_traps": [{"at": 2, "holes": 1, "rejoin": 1}, {"at": 3, "holes": 1, "rejoin": 1}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := cribwars.ParseTrack(data)
		if err != nil {
			if !errors.Is(err, cribwars.ErrSyntax) && !errors.Is(err, cribwars.ErrInvalidBoard) {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		out, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		again, err := cribwars.ParseTrack(out)
		if err != nil || !again.Equal(b) {
			t.Fatalf("round trip of %s: %v", out, err)
		}
		// Walk a peg with every score from 1 to 7 in turn, and an award.
		p := cribwars.Peg{}
		for i := 0; i < 200 && !b.Won(p); i++ {
			if p, _, err = b.Move(p, i%7+1); err != nil || !b.Valid(p) {
				t.Fatalf("move: %v %v", p, err)
			}
		}
		if q, _, err := b.Award(cribwars.Peg{}, 20); err != nil || !b.Valid(q) {
			t.Fatalf("award: %v %v", q, err)
		}
		_ = b.Render(p)
	})
}

func TestHostileNilBoardReaderAndWriter(t *testing.T) {
	_, err := cribwars.ReadTrack(nil)
	must.Is(t, "ReadBoard(nil)", err, cribwars.ErrSyntax)
	data, err := cribwars.PlainTrack().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	must.Is(t, "decoding into a nil *Board", (*cribwars.Track)(nil).UnmarshalJSON(data), cribwars.ErrSyntax)
	must.Is(t, "Board.WriteSVG(nil)", cribwars.DefaultTrack().WriteSVG(nil, nil), crib.ErrZeroValue)
}

func BenchmarkParseBoard(b *testing.B) {
	data, _ := json.Marshal(cribwars.DefaultTrack())
	for b.Loop() {
		if _, err := cribwars.ParseTrack(data); err != nil {
			b.Fatal(err)
		}
	}
}
