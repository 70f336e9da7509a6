package pegjokers_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

func TestGeometry(t *testing.T) {
	for s := range pegjokers.Seat(pegjokers.MaxSeats) {
		if got, want := s.Corner(), 18*int(s); got != want {
			t.Errorf("%v.Corner() = %d, want %d", s, got, want)
		}
		if got, want := s.InSpot(), 18*int(s)+3; got != want {
			t.Errorf("%v.InSpot() = %d, want %d", s, got, want)
		}
		if got, want := s.ComeOut(), 18*int(s)+8; got != want {
			t.Errorf("%v.ComeOut() = %d, want %d", s, got, want)
		}
	}
	var colors []string
	for s := range pegjokers.Seat(pegjokers.MaxSeats) {
		colors = append(colors, s.Color()+"/"+string(s.Letter()))
	}
	want := "Blue/B Yellow/Y White/W Orange/O Red/R Green/G Natural/N Black/K"
	if got := strings.Join(colors, " "); got != want {
		t.Errorf("colours %q, want %q", got, want)
	}
}

func TestSeatings(t *testing.T) {
	var got []string
	for _, st := range pegjokers.Seatings() {
		got = append(got, st.String())
	}
	want := []string{"2 solo", "3 solo", "4 solo", "5 solo", "6 solo", "7 solo", "8 solo", "4 pairs", "6 pairs", "8 pairs", "6 teams", "8 teams"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Seatings() (-want +got):\n%s", diff)
	}
	for n := 0; n <= 10; n++ {
		for _, a := range []pegjokers.Arrangement{pegjokers.Solo, pegjokers.Pairs, pegjokers.Teams, 3} {
			valid := pegjokers.ValidSeating(n, a)
			listed := false
			for _, st := range pegjokers.Seatings() {
				listed = listed || st == pegjokers.Seating{Seats: n, Arrangement: a}
			}
			if valid != listed {
				t.Errorf("ValidSeating(%d, %v) = %v, but listed = %v", n, a, valid, listed)
			}
			_, err := pegjokers.NewPosition(n, a)
			if (err == nil) != valid || (err != nil && !errors.Is(err, pegjokers.ErrSeating)) {
				t.Errorf("NewPosition(%d, %v) error %v, valid %v", n, a, err, valid)
			}
		}
	}
}

// TestZeroSeating: a seating the guide does not allow has no teams and
// never panics.
func TestZeroSeating(t *testing.T) {
	for _, st := range []pegjokers.Seating{{}, {Seats: 1, Arrangement: pegjokers.Pairs}, {Seats: 5, Arrangement: pegjokers.Pairs},
		{Seats: -3, Arrangement: pegjokers.Teams}, {Seats: 4, Arrangement: 9}, {Seats: 1000, Arrangement: pegjokers.Solo}} {
		if st.Valid() || st.Teams() != 0 || st.Team(0) != -1 || st.Members(0) != nil || st.TeamName(0) != "" || st.TrackLen() != 0 {
			t.Errorf("%v: valid %v, %d teams, seat 0 on team %d, team 0 %v %q, %d holes",
				st, st.Valid(), st.Teams(), st.Team(0), st.Members(0), st.TeamName(0), st.TrackLen())
		}
	}
	st := pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}
	if st.Team(4) != -1 || st.Team(3) != 1 {
		t.Errorf("Team(4) = %d, Team(3) = %d", st.Team(4), st.Team(3))
	}
}

func TestTeams(t *testing.T) {
	tests := []struct {
		st    pegjokers.Seating
		teams []string
	}{
		{pegjokers.Seating{Seats: 3, Arrangement: pegjokers.Solo}, []string{"Blue", "Yellow", "White"}},
		{pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}, []string{"Blue+White", "Yellow+Orange"}},
		{pegjokers.Seating{Seats: 6, Arrangement: pegjokers.Pairs}, []string{"Blue+Orange", "Yellow+Red", "White+Green"}},
		{pegjokers.Seating{Seats: 8, Arrangement: pegjokers.Pairs}, []string{"Blue+Red", "Yellow+Green", "White+Natural", "Orange+Black"}},
		{pegjokers.Seating{Seats: 6, Arrangement: pegjokers.Teams}, []string{"Blue+White+Red", "Yellow+Orange+Green"}},
		{pegjokers.Seating{Seats: 8, Arrangement: pegjokers.Teams}, []string{"Blue+White+Red+Natural", "Yellow+Orange+Green+Black"}},
	}
	for _, tt := range tests {
		var got []string
		for team := range tt.st.Teams() {
			got = append(got, tt.st.TeamName(team))
		}
		if diff := cmp.Diff(tt.teams, got); diff != "" {
			t.Errorf("%v teams (-want +got):\n%s", tt.st, diff)
		}
		p := newPosition(t, tt.st.Seats, tt.st.Arrangement)
		for s := range pegjokers.Seat(tt.st.Seats) {
			if p.Team(s) != tt.st.Team(s) {
				t.Errorf("%v: Position.Team(%v) = %d, Seating.Team = %d", tt.st, s, p.Team(s), tt.st.Team(s))
			}
			if tt.st.Arrangement == pegjokers.Pairs {
				partner := pegjokers.Seat((int(s) + tt.st.Seats/2) % tt.st.Seats)
				if tt.st.Team(s) != tt.st.Team(partner) {
					t.Errorf("%v: %v and %v should be partners", tt.st, s, partner)
				}
			}
		}
	}
}

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

func TestZeroPosition(t *testing.T) {
	var p pegjokers.Position
	if p.IsValid() || p.String() != "invalid position" {
		t.Errorf("zero Position: IsValid %v, String %q", p.IsValid(), p.String())
	}
	if _, err := p.MarshalText(); !errors.Is(err, pegjokers.ErrInvalidPosition) || !errors.Is(err, pegjokers.ErrZeroValue) {
		t.Errorf("zero Position MarshalText error %v", err)
	}
	if p.Seats() != 0 || p.Teams() != 0 || p.Team(0) != -1 || p.InStart(0) != 0 || p.InFinish(0) != 0 || p.Done(0) || p.Remaining(0) != 0 {
		t.Errorf("zero Position: %d seats, %d teams, seat 0 on team %d with %d in Start", p.Seats(), p.Teams(), p.Team(0), p.InStart(0))
	}
	if _, ok := p.At(0); ok || p.Diagram() != "invalid position\n" || p.WithTurn(1) != p {
		t.Error("zero Position: a peg on hole 0, a diagram, or a seat to move")
	}
	for _, err := range []error{
		func() error { _, err := pegjokers.Apply(p, pegjokers.Move{}); return err }(),
		func() error { _, err := pegjokers.Pass(p, pegjokers.CardOf(7)); return err }(),
		func() error { _, err := pegjokers.Explain(p, pegjokers.Move{Rank: 7}); return err }(),
	} {
		if !errors.Is(err, pegjokers.ErrZeroValue) || !errors.Is(err, pegjokers.ErrInvalidPosition) {
			t.Errorf("zero Position refused with %v", err)
		}
	}
	if _, ok := p.Winner(); ok {
		t.Error("zero Position has a winner")
	}
	if ms := pegjokers.LegalMoves(p, pegjokers.CardOf(7)); len(ms) != 0 {
		t.Errorf("zero Position has moves %v", ms)
	}
}

func TestPositionAccessors(t *testing.T) {
	p := pegjokers.MustParsePosition("4 pairs 3 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | f1 f2 f3 f4 f5")
	if p.Seats() != 4 || p.Arrangement() != pegjokers.Pairs || p.Turn() != 3 || p.TrackLen() != 72 || p.Teams() != 2 {
		t.Errorf("accessors of %v: %d %v %v %d %d", p, p.Seats(), p.Arrangement(), p.Turn(), p.TrackLen(), p.Teams())
	}
	if got := p.Pegs(0); got != [5]pegjokers.Place{pegjokers.Start, pegjokers.Start, pegjokers.Track(12), pegjokers.Track(40), pegjokers.Finish(5)} {
		t.Errorf("Pegs(0) = %v", got)
	}
	for h, want := range map[int]int{12: 0, 40: 0, 3: 2, 9: 2, 0: -1, 71: -1, 72: -1, -1: -1} {
		s, ok := p.At(h)
		if (want < 0 && ok) || (want >= 0 && (!ok || int(s) != want)) {
			t.Errorf("At(%d) = %v, %v; want seat %d", h, s, ok, want)
		}
	}
	if p.InStart(1) != 5 || p.InStart(0) != 2 || p.InFinish(0) != 1 || !p.Done(3) || p.Done(0) {
		t.Errorf("counts of %v wrong", p)
	}
	if _, ok := p.Winner(); ok {
		t.Errorf("%v: Orange is home but Yellow is not; no winner", p)
	}
	w := pegjokers.MustParsePosition("4 pairs 3 | s s t12 t40 f5 | f1 f2 f3 f4 f5 | s s s t3 t9 | f1 f2 f3 f4 f5")
	if team, ok := w.Winner(); !ok || team != 1 {
		t.Errorf("%v: Winner() = %d, %v; want team 1", w, team, ok)
	}
	if w.WithTurn(1).Turn() != 1 || w.WithTurn(4) != w {
		t.Error("WithTurn")
	}
	// Remaining: a peg on its in-spot has 1 to go, one just past it 72.
	q := pegjokers.MustParsePosition("4 pairs 0 | t3 t4 f1 f2 f3 | s s s s s | s s s s s | s s s s s")
	if got := q.Remaining(0); got != 1+72 {
		t.Errorf("Remaining = %d, want 73", got)
	}
	// Lower is better: all home is 0, all in Start the most; a seat not in
	// the game has none.
	if got := w.Remaining(1); got != 0 {
		t.Errorf("Remaining of a seat all home = %d", got)
	}
	start := newPosition(t, 4, pegjokers.Pairs)
	if q.Remaining(0) >= start.Remaining(0) || start.Remaining(0) != 5*(72-3) || start.Remaining(4) != 0 {
		t.Errorf("Remaining: %d with two pegs out, %d all in Start, %d for seat 4", q.Remaining(0), start.Remaining(0), start.Remaining(4))
	}
}

func TestPositionOf(t *testing.T) {
	st := pegjokers.Seating{Seats: 2, Arrangement: pegjokers.Solo}
	F, T, S := pegjokers.Finish, pegjokers.Track, pegjokers.Start
	p, err := pegjokers.PositionOf(st, 1, [][5]pegjokers.Place{{F(2), T(5), S, F(1), S}, {S, S, S, S, T(35)}})
	if err != nil || p.String() != "2 solo 1 | s s t5 f1 f2 | s s s s t35" {
		t.Errorf("PositionOf = %v, %v", p, err)
	}
	for _, bad := range [][][5]pegjokers.Place{
		{{S, S, S, S, S}},
		{{S, S, S, S, T(5)}, {S, S, S, S, T(5)}},
		{{S, S, S, S, T(36)}, {S, S, S, S, S}},
		{{S, S, S, S, 200}, {S, S, S, S, S}},
		{{S, S, S, F(1), F(1)}, {S, S, S, S, S}},
	} {
		if _, err := pegjokers.PositionOf(st, 0, bad); !errors.Is(err, pegjokers.ErrInvalidPosition) {
			t.Errorf("PositionOf(%v) error %v", bad, err)
		}
	}
	if _, err := pegjokers.PositionOf(st, 2, [][5]pegjokers.Place{{}, {}}); !errors.Is(err, pegjokers.ErrInvalidPosition) {
		t.Errorf("PositionOf with seat 2 to move: %v", err)
	}
}

func TestPlaces(t *testing.T) {
	for _, tt := range []struct {
		pl   pegjokers.Place
		text string
	}{
		{pegjokers.Start, "s"}, {pegjokers.Track(0), "t0"}, {pegjokers.Track(143), "t143"},
		{pegjokers.Finish(1), "f1"}, {pegjokers.Finish(5), "f5"},
		{pegjokers.Track(144), "Place(255)"}, {pegjokers.Finish(6), "Place(255)"}, {pegjokers.Track(-1), "Place(255)"},
	} {
		if got := tt.pl.String(); got != tt.text {
			t.Errorf("%d.String() = %q, want %q", tt.pl, got, tt.text)
		}
	}
	if pegjokers.Track(7).Hole() != 7 || pegjokers.Finish(3).Hole() != -1 || pegjokers.Finish(3).FinishHole() != 3 || pegjokers.Start.FinishHole() != 0 {
		t.Error("Hole/FinishHole")
	}
	// Canonical order: Start < track < Finish.
	if !(pegjokers.Start < pegjokers.Track(0) && pegjokers.Track(143) < pegjokers.Finish(1)) {
		t.Error("Place order")
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
	for _, s := range []string{
		"4 pairs 0 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | s s s s f1",
		"2 solo 1 | f1 f2 f3 f4 f5 | t35 t0 s f5 f1",
		"8 teams 7 | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | s s s s s | t143 t142 t0 t1 f3",
		"6 pairs 2 | s s s s s | s s s s s | T007 s s s F2 | s s s s s | s s s s s | s s s s s",
		"2 solo 0 | s s s t5 t5 | s s s s s",
		"4 pairs 0 | s s s s t | s s s s s | s s s s s | s s s s s",
		"|||", "", "4", "9 solo 0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := pegjokers.ParsePosition(s)
		if err != nil {
			if !errors.Is(err, pegjokers.ErrSyntax) {
				t.Fatalf("ParsePosition(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		text := p.String()
		q, err := pegjokers.ParsePosition(text)
		if err != nil || q != p || q.String() != text {
			t.Fatalf("ParsePosition(%q) = %v; its text %q reads back as %v, %v", s, p, text, q, err)
		}
	})
}
