package cribwars_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cribwars"
)

func TestDefaultBoardCounts(t *testing.T) {
	// The rules name 3 slides, 4 time traps, 3 penalty boxes and 2 green
	// advances; the published board has 363 holes with Muggers Alley 1-121.
	b := cribwars.DefaultTrack()
	var traps, advances int
	for _, p := range b.Paths() {
		switch p.Kind {
		case cribwars.TimeTrap:
			traps++
		case cribwars.Advance:
			advances++
		}
	}
	got := [5]int{b.Holes(), len(b.Slides()), traps, len(b.PenaltyBoxes()), advances}
	if want := [5]int{363, 3, 4, 3, 2}; got != want {
		t.Errorf("holes, slides, traps, boxes, advances = %v, want %v", got, want)
	}
	if b.GameHole() != 363 {
		t.Errorf("game hole %d", b.GameHole())
	}
	if !b.InMuggersAlley(cribwars.Hole(121)) || b.InMuggersAlley(cribwars.Hole(122)) {
		t.Error("Muggers Alley is holes 1-121")
	}
	if !b.Equal(cribwars.MustTrack(cribwars.DefaultSpec())) {
		t.Error("DefaultBoard differs from DefaultSpec")
	}
}

func TestPlainBoard(t *testing.T) {
	b := cribwars.PlainTrack()
	if b.Holes() != 121 || len(b.Paths())+len(b.Slides())+len(b.PenaltyBoxes()) != 0 {
		t.Fatalf("plain board: %+v", b.Spec())
	}
	for h := range 122 {
		if b.At(h) != cribwars.Plain {
			t.Errorf("hole %d is %v", h, b.At(h))
		}
		if !b.InMuggersAlley(cribwars.Hole(h)) {
			t.Errorf("hole %d of the plain board is not in Muggers Alley", h)
		}
	}
}

func TestZeroBoard(t *testing.T) {
	var b cribwars.Track
	if _, _, err := b.Move(cribwars.Peg{}, 2); !errors.Is(err, cribwars.ErrNoSuchHole) {
		t.Errorf("Move on the zero Board: %v", err)
	}
	if _, err := b.Back(cribwars.Peg{}, 2); !errors.Is(err, cribwars.ErrNoSuchHole) {
		t.Errorf("Back on the zero Board: %v", err)
	}
	if _, err := json.Marshal(b); !errors.Is(err, cribwars.ErrInvalidBoard) {
		t.Errorf("Marshal of the zero Board: %v", err)
	}
	if b.Valid(cribwars.Peg{}) || b.Won(cribwars.Peg{}) || b.ToGo(cribwars.Peg{}) != -1 {
		t.Error("the zero Board has a hole")
	}
	if !strings.Contains(b.Render(), "zero Board") {
		t.Error(b.Render())
	}
}

func TestPathLookups(t *testing.T) {
	b := cribwars.DefaultTrack()
	p, ok := b.PathAt(150)
	if !ok || p.Kind != cribwars.Advance || p.Name() != "green path 1" || p.ID != 5 || p.Color() != "green" {
		t.Errorf("PathAt(150) = %+v, %v", p, ok)
	}
	if q, ok := b.Path(p.ID); !ok || q != p {
		t.Errorf("Path(%d) = %+v", p.ID, q)
	}
	if _, ok := b.Path(cribwars.Main); ok {
		t.Error("Path(Main) is a side path")
	}
	if _, ok := b.PathAt(45); ok {
		t.Error("PathAt(45), a slide")
	}
	if s, ok := b.SlideAt(45); !ok || s != (cribwars.Slide{From: 45, To: 65}) {
		t.Errorf("SlideAt(45) = %v %v", s, ok)
	}
	if _, ok := b.SlideAt(65); ok || b.At(65) != cribwars.Plain {
		t.Error("the second red box acts")
	}
	if b.At(-1) != cribwars.Plain || b.At(1000) != cribwars.Plain {
		t.Error("holes off the board are not plain")
	}
}
