package pegjokers_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
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

func TestHostileZeroSeating(t *testing.T) {
	var st pegjokers.Seating
	if st.Valid() || st.Teams() != 0 || st.Members(0) != nil || st.Team(0) != -1 || st.TeamName(0) != "" || st.TrackLen() != 0 {
		t.Errorf("zero Seating: Valid %v, Teams %d, Members(0) %v, Team(0) %d, TeamName(0) %q, TrackLen %d",
			st.Valid(), st.Teams(), st.Members(0), st.Team(0), st.TeamName(0), st.TrackLen())
	}
	_, err := st.MarshalText()
	must.Is(t, "the zero Seating's MarshalText", err, pegjokers.ErrBadRecord)
}
