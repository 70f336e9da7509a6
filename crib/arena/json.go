package arena

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"github.com/pegboard/pegboard/crib"
)

// ErrBadResult is wrapped by the errors of UnmarshalJSON for a stored
// result or ladder that no match could have given.
var ErrBadResult = errors.New("arena: not a result of the arena")

// A Result and a Ladder are stored as JSON: encoding/json writes them from
// their fields' tags, and their UnmarshalJSON methods read back only what
// a match could have given, so that writing what was read gives the same
// bytes. What a stored result cannot give back is the set by set record
// behind a round robin's ratings.

// UnmarshalJSON implements json.Unmarshaler: the fields of a Result as
// encoding/json writes them, checked (an error wrapping ErrBadResult).
func (r *Result) UnmarshalJSON(data []byte) error {
	type plain Result
	var x plain
	if err := strictDecode(data, &x); err != nil {
		return err
	}
	if err := Result(x).valid(); err != nil {
		return err
	}
	*r = Result(x)
	return nil
}

// UnmarshalJSON implements json.Unmarshaler: the fields of a Ladder as
// encoding/json writes them, each match checked as a Result, the ratings
// one a bot (an error wrapping ErrBadResult).
func (l *Ladder) UnmarshalJSON(data []byte) error {
	type plain Ladder
	var x plain
	if err := strictDecode(data, &x); err != nil {
		return err
	}
	n := len(x.Ratings)
	switch {
	case x.Deals < 1 || x.Deals > MaxDeals:
		return fmt.Errorf("%w: %d deals", ErrBadResult, x.Deals)
	case n < 2 || len(x.Matches) != n*(n-1)/2:
		return fmt.Errorf("%w: %d matches for %d bots", ErrBadResult, len(x.Matches), n)
	}
	m := 0
	for i := range n {
		for j := i + 1; j < n; j++ {
			r := x.Matches[m]
			m++
			if r.Deals != x.Deals || r.Seed != x.Seed || r.Sides != 2 ||
				r.Bots[0].Name != x.Ratings[i].Name || r.Bots[1].Name != x.Ratings[j].Name {
				return fmt.Errorf("%w: match %d is not between bots %d and %d of the ladder's deals", ErrBadResult, m-1, i, j)
			}
		}
	}
	for _, r := range x.Ratings {
		if !finite(r.Elo, r.CI95[0], r.CI95[1]) || r.CI95[0] > r.CI95[1] || !share(r.WinRate) {
			return fmt.Errorf("%w: the rating of %q", ErrBadResult, r.Name)
		}
	}
	*l = Ladder(x)
	return nil
}

// strictDecode decodes data into v refusing unknown fields and trailing
// data.
func strictDecode(data []byte, v any) error {
	var raw json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("%w: %v", ErrBadResult, err)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", ErrBadResult, err)
	}
	return nil
}

// valid checks what a match could have given.
func (r Result) valid() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s", ErrBadResult, fmt.Sprintf(format, a...))
	}
	switch {
	case r.Seats < 2 || r.Seats > crib.MaxSeats || r.Sides < 2 || r.Sides > crib.MaxSides || r.Sides > r.Seats || r.Seats%r.Sides != 0:
		return bad("%d players in %d sides", r.Seats, r.Sides)
	case r.Hole < 31 || r.Hole > 10000:
		return bad("a game hole of %d", r.Hole)
	case r.Deals < 1 || r.Deals > MaxDeals:
		return bad("%d deals", r.Deals)
	case r.Games != r.Deals*r.Sides:
		return bad("%d games of %d deals by %d sides", r.Games, r.Deals, r.Sides)
	case len(r.Bots) != r.Sides:
		return bad("%d bots for %d sides", len(r.Bots), r.Sides)
	}
	wins, skunks := 0, 0
	for _, st := range r.Bots {
		wins += st.Wins
		skunks += st.Skunks
		switch {
		case st.Wins < 0 || st.Skunks < 0 || st.Skunks > st.Wins || st.GamePoints < 0 || st.GamePoints > 1_000_000*r.Games:
			return bad("%q: %d wins, %d skunks, %d game points", st.Name, st.Wins, st.Skunks, st.GamePoints)
		case st.WinRate != float64(st.Wins)/float64(r.Games) || st.PointsPerGame != float64(st.GamePoints)/float64(r.Games):
			return bad("%q: the rates are not the counts over the games", st.Name)
		case !inside(st.WinRate, st.WinCI95) || !inside(st.PointsPerGame, st.PointsCI95) || !inside(st.Margin, st.MarginCI95):
			return bad("%q: a figure outside its interval", st.Name)
		case !share(st.WinCI95[0]) || !share(st.WinCI95[1]) || math.Abs(st.Margin) > float64(r.Hole) ||
			math.Abs(st.MarginCI95[0]) > float64(r.Hole) || math.Abs(st.MarginCI95[1]) > float64(r.Hole) || st.PointsCI95[0] < 0:
			return bad("%q: a figure out of range", st.Name)
		}
	}
	if wins > r.Games || skunks > r.Games {
		return bad("%d wins in %d games", wins, r.Games)
	}
	return nil
}

// inside reports whether x is a finite number within the finite interval ci.
func inside(x float64, ci [2]float64) bool {
	return finite(x, ci[0], ci[1]) && ci[0] <= x && x <= ci[1]
}

func share(x float64) bool { return x >= 0 && x <= 1 }

func finite(xs ...float64) bool {
	for _, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}
