package pegjokers_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/internal/oracle"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

func TestParseCanonical(t *testing.T) {
	tests := []struct{ in, want string }{
		{"4 pairs 0 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | s s s s f1",
			"4 pairs 0 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | s s s s f1"},
		{"  4   pairs 0|f5 t40 s t12 s|s s s s s|t9 s t3 s s |f1 s s s s  ",
			"4 pairs 0 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | s s s s f1"},
		{"2 solo 1 | f1 f2 f3 f4 f5 | t35 t0 s f5 f1", "2 solo 1 | f1 f2 f3 f4 f5 | s t0 t35 f1 f5"},
		{"8\tteams\t7 | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | t143 t142 t0 t1 f3",
			"8 teams 7 | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | t0 t1 t142 t143 f3"},
		{"6 pairs 2 | s s s s s | s s s s s | T007 s s s F2 | s s s s s | s s s s s | s s s s s",
			"6 pairs 2 | s s s s s | s s s s s | s s s t7 f2 | s s s s s | s s s s s | s s s s s"},
	}
	for _, tt := range tests {
		p, err := pegjokers.ParsePosition(tt.in)
		if err != nil {
			t.Errorf("ParsePosition(%q): %v", tt.in, err)
			continue
		}
		if got := p.String(); got != tt.want {
			t.Errorf("ParsePosition(%q).String() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in   string
		want error // besides ErrSyntax
	}{
		{"", pegjokers.ErrSyntax},
		{"4 pairs", pegjokers.ErrSyntax},
		{"four pairs 0 | s s s s s | s s s s s | s s s s s | s s s s s", pegjokers.ErrSyntax},
		{"4 pairs x | s s s s s | s s s s s | s s s s s | s s s s s", pegjokers.ErrSyntax},
		{"4 pairs -1 | s s s s s | s s s s s | s s s s s | s s s s s", pegjokers.ErrSyntax},
		{"4 pairs 0 | s s s s x | s s s s s | s s s s s | s s s s s", pegjokers.ErrSyntax},
		{"4 pairs 0 | s s s s t | s s s s s | s s s s s | s s s s s", pegjokers.ErrSyntax},
		{"4 pairs 0 | s s s s t-1 | s s s s s | s s s s s | s s s s s", pegjokers.ErrSyntax},
		{"4 pairs 0 | s s s s ss | s s s s s | s s s s s | s s s s s", pegjokers.ErrSyntax},
		{"4 pairs 0 | s s s s t+1 | s s s s s | s s s s s | s s s s s", pegjokers.ErrSyntax},
		{"4 trios 0 | s s s s s | s s s s s | s s s s s | s s s s s", pegjokers.ErrSeating},
		{"3 pairs 0 | s s s s s | s s s s s | s s s s s", pegjokers.ErrSeating},
		{"4 teams 0 | s s s s s | s s s s s | s s s s s | s s s s s", pegjokers.ErrSeating},
		{"1 solo 0 | s s s s s", pegjokers.ErrSeating},
		{"9 solo 0 | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s", pegjokers.ErrSeating},
		{"2 solo 2 | s s s s s | s s s s s", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s s s", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s s s | s s s s s | s s s s s", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s s s | s s s s s |", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s s | s s s s s", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s s s s | s s s s s", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s s t36 | s s s s s", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s s f6 | s s s s s", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s s f0 | s s s s s", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s s t1000 | s s s s s", pegjokers.ErrSyntax},
		{"2 solo 0 | s s s t5 t5 | s s s s s", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s s t5 | s s s s t5", pegjokers.ErrInvalidPosition},
		{"2 solo 0 | s s s f2 f2 | s s s s s", pegjokers.ErrInvalidPosition},
	}
	for _, tt := range tests {
		p, err := pegjokers.ParsePosition(tt.in)
		if err == nil {
			t.Errorf("ParsePosition(%q) = %v, want an error", tt.in, p)
			continue
		}
		var pe *pegjokers.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, pegjokers.ErrSyntax) || !errors.Is(err, tt.want) {
			t.Errorf("ParsePosition(%q) error %v, want a *ParseError wrapping ErrSyntax and %v", tt.in, err, tt.want)
		}
		if p != (pegjokers.Position{}) {
			t.Errorf("ParsePosition(%q) returned %v with its error", tt.in, p)
		}
	}
	// Two pegs of different seats in their own f2 are fine: Finish holes are
	// per seat.
	if _, err := pegjokers.ParsePosition("2 solo 0 | s s s s f2 | s s s s f2"); err != nil {
		t.Error(err)
	}
}

// TestRoundTrip: the canonical text reads back to the same position, and
// shuffling each seat's pegs and the spacing changes nothing.
func TestRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := pegjokerstest.Position().Draw(t, "position")
		s := p.String()
		q, err := pegjokers.ParsePosition(s)
		if err != nil || q != p {
			t.Fatalf("ParsePosition(%q) = %v, %v", s, q, err)
		}
		// The same pegs written in another order and spacing.
		fields := strings.Split(s, "|")
		for i := 1; i < len(fields); i++ {
			pegs := strings.Fields(fields[i])
			pegs = rapid.Permutation(pegs).Draw(t, "order")
			fields[i] = "  " + strings.Join(pegs, "   ") + " "
		}
		r, err := pegjokers.ParsePosition(strings.Join(fields, "|"))
		if err != nil || r != p {
			t.Fatalf("reordered %q = %v, %v; want %v", strings.Join(fields, "|"), r, err, p)
		}
		text, _ := p.MarshalText()
		var u pegjokers.Position
		if err := u.UnmarshalText(text); err != nil || u != p {
			t.Fatalf("UnmarshalText(%q) = %v, %v", text, u, err)
		}
	})
}

func FuzzParsePosition(f *testing.F) {
	codectest.FuzzParse(f, []string{
		"4 pairs 0 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | s s s s f1",
		"2 solo 1 | f1 f2 f3 f4 f5 | t35 t0 s f5 f1",
		"8 teams 7 | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | t143 t142 t0 t1 f3",
		"6 pairs 2 | s s s s s | s s s s s | T007 s s s F2 | s s s s s | s s s s s | s s s s s",
		"2 solo 0 | s s s t5 t5 | s s s s s",
		"4 pairs 0 | s s s s t | s s s s s | s s s s s | s s s s s",
		"|||", "", "4", "9 solo 0",
	}, pegjokers.ParsePosition, func(p pegjokers.Position) (string, error) { return p.String(), nil }, pegjokers.ErrSyntax)
}

func BenchmarkParsePosition(b *testing.B) {
	s := oracle.Busy[len(oracle.Busy)-1]
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pegjokers.ParsePosition(s); err != nil {
			b.Fatal(err)
		}
	}
}

func ExampleParsePosition() {
	// The guide's "Moving around the Track" board, pegs in any order.
	p, err := pegjokers.ParsePosition("4 pairs 0 | t14 s t8 s s | s s s t16 t0 | t11 s s s s | s s s s s")
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	fmt.Println(p.Turn(), "to move;", p.Seating().TeamName(p.Team(p.Turn())), "against", p.Seating().TeamName(1))
	s, _ := p.At(11)
	fmt.Println("hole 11:", s, "- Blue's in-spot:", pegjokers.Seat(0).InSpot(), "come-out:", pegjokers.Seat(0).ComeOut())

	_, err = pegjokers.ParsePosition("4 pairs 0 | s s s t8 t8 | s s s s s | s s s s s | s s s s s")
	fmt.Println(err)
	// Output:
	// 4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s
	// Blue to move; Blue+White against Yellow+Orange
	// hole 11: White - Blue's in-spot: 3 come-out: 8
	// pegjokers: parsing "4 pairs 0 | s s s t8 t8 | s s s s s | s s s s s | s s s s s": two pegs on track hole 8
}
