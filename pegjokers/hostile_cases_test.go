package pegjokers_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game"
	pj "github.com/pegboard/pegboard/pegjokers"
)

// The cases the hostile walk found, and those a new user reported, each
// kept as a test of its own.

// isErr fails t unless err wraps want.
func isErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s: got %v, want an error wrapping %v", what, err, want)
	}
}

func TestHostileNilDecodeTargets(t *testing.T) {
	g := newGame(t, pj.Rules{}, 4, pj.Solo, 1)
	gj, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	pos := g.Position().String()
	for name, decode := range map[string]func() error{
		"Position":    func() error { return (*pj.Position)(nil).UnmarshalText([]byte(pos)) },
		"Seat":        func() error { return (*pj.Seat)(nil).UnmarshalText([]byte("red")) },
		"Arrangement": func() error { return (*pj.Arrangement)(nil).UnmarshalText([]byte("solo")) },
		"Seating":     func() error { return (*pj.Seating)(nil).UnmarshalText([]byte("4")) },
		"Kind":        func() error { return (*pj.Kind)(nil).UnmarshalText([]byte("move")) },
		"Place":       func() error { return (*pj.Place)(nil).UnmarshalText([]byte("t1")) },
		"Step":        func() error { return (*pj.Step)(nil).UnmarshalText([]byte("play")) },
		"Rules":       func() error { return (*pj.Rules)(nil).UnmarshalText([]byte("")) },
		"Move":        func() error { return (*pj.Move)(nil).UnmarshalText([]byte("5 red s-t1")) },
		"Record":      func() error { return (*pj.Record)(nil).UnmarshalText([]byte("")) },
		"Game":        func() error { return (*pj.Game)(nil).UnmarshalJSON(gj) },
		"Choice":      func() error { return (*pj.Choice)(nil).UnmarshalJSON([]byte(`{}`)) },
	} {
		isErr(t, "decoding into a nil *"+name, decode(), pj.ErrBadRecord)
	}
}

func TestHostileNilReaderAndWriters(t *testing.T) {
	_, err := pj.ParseRecord(nil)
	isErr(t, "ParseRecord(nil)", err, pj.ErrBadRecord)
	g := newGame(t, pj.Rules{}, 2, pj.Solo, 1).Recording()
	rec, err := g.Record()
	if err != nil {
		t.Fatal(err)
	}
	_, err = rec.WriteTo(nil)
	isErr(t, "Record.WriteTo(nil)", err, pj.ErrZeroValue)
	isErr(t, "Position.WriteSVG(nil)", g.Position().WriteSVG(nil), pj.ErrZeroValue)
}

func TestHostileNilGenerator(t *testing.T) {
	var gen *pj.Generator
	p := newPosition(t, 4, pj.Solo)
	c := cards.New(cards.Ace, cards.Spades)
	want := pj.LegalMoves(p, c)
	if got := gen.LegalMoves(p, c); len(got) != len(want) {
		t.Errorf("nil Generator: %d moves, want %d", len(got), len(want))
	}
	if got := gen.AppendLegalMoves(nil, p, c); len(got) != len(want) {
		t.Errorf("nil Generator: AppendLegalMoves gave %d moves, want %d", len(got), len(want))
	}
	if n := gen.Count(p, c); n != len(want) {
		t.Errorf("nil Generator: Count = %d, want %d", n, len(want))
	}
	n := 0
	for range gen.All(p, c) {
		n++
	}
	if n != len(want) {
		t.Errorf("nil Generator: All yielded %d, want %d", n, len(want))
	}
	if gen.Results() != nil {
		t.Error("nil Generator: Results not nil")
	}
	if _, err := gen.Apply(p, want[0]); err != nil {
		t.Errorf("nil Generator: Apply: %v", err)
	}
	_, err := gen.Pass(p, c)
	isErr(t, "nil Generator: Pass of a card that moves", err, pj.ErrMustMove)
}

func TestHostileNilErrors(t *testing.T) {
	for _, err := range []error{(*pj.ParseError)(nil), (*pj.Error)(nil), (*pj.LineError)(nil), &pj.LineError{Line: 3}} {
		if s := err.Error(); s == "" {
			t.Errorf("%T: empty text", err)
		}
	}
	isErr(t, "(*ParseError)(nil)", (*pj.ParseError)(nil), pj.ErrSyntax)
	if (*pj.Error)(nil).Unwrap() != nil || (*pj.LineError)(nil).Unwrap() != nil {
		t.Error("a nil error unwraps to something")
	}
}

// The cases a new user reported: each refused with an error, none a panic.

func TestHostilePlayGameNilStrategy(t *testing.T) {
	g := newGame(t, pj.Rules{}, 2, pj.Solo, 1)
	_, err := pj.PlayGame(g, []pj.Strategy{pj.RandomBot{}, nil}, rand.New(rand.NewPCG(1, 2)), nil)
	isErr(t, "PlayGame with a nil strategy", err, pj.ErrStrategy)
	var e *pj.Error
	if !errors.As(err, &e) || e.Seat != 1 {
		t.Errorf("PlayGame with a nil strategy: %v does not name seat 1", err)
	}
	_, err = pj.PlayGame(pj.Game{}, nil, nil, nil)
	isErr(t, "PlayGame of the zero Game", err, pj.ErrZeroValue)
	if _, err := pj.PlayGame(g, []pj.Strategy{pj.RandomBot{}, pj.RandomBot{}}, nil, nil); err != nil {
		t.Errorf("PlayGame with a nil *rand.Rand: %v", err)
	}
}

func TestHostileSelfPlayBadCounts(t *testing.T) {
	cfg := pj.SelfPlay{Seating: pj.Seating{Seats: 2}, Games: -1}
	_, err := pj.RunSelfPlay(context.Background(), cfg, []pj.Strategy{pj.RandomBot{}})
	isErr(t, "RunSelfPlay of -1 games", err, pj.ErrBadRules)
	cfg.Games = 1
	_, err = pj.RunSelfPlay(context.Background(), cfg, []pj.Strategy{nil})
	isErr(t, "RunSelfPlay with a nil strategy", err, pj.ErrStrategy)
}

func TestHostilePlayWithNilGenerator(t *testing.T) {
	g := newGame(t, pj.Rules{}, 2, pj.Solo, 1)
	ch := g.Choices()[0]
	if _, _, err := g.PlayWith(nil, ch); err != nil {
		t.Errorf("PlayWith(nil, %v): %v", ch, err)
	}
	_, _, err := pj.Game{}.PlayWith(nil, ch)
	isErr(t, "the zero Game's PlayWith", err, pj.ErrZeroValue)
}

func TestHostileZeroSeating(t *testing.T) {
	var st pj.Seating
	if st.Valid() || st.Teams() != 0 || st.Members(0) != nil || st.Team(0) != -1 || st.TeamName(0) != "" || st.TrackLen() != 0 {
		t.Errorf("zero Seating: Valid %v, Teams %d, Members(0) %v, Team(0) %d, TeamName(0) %q, TrackLen %d",
			st.Valid(), st.Teams(), st.Members(0), st.Team(0), st.TeamName(0), st.TrackLen())
	}
	_, err := st.MarshalText()
	isErr(t, "the zero Seating's MarshalText", err, pj.ErrBadRecord)
}

func TestHostileReportOddCounts(t *testing.T) {
	r := pj.Report{Games: 3, Entrants: []string{"a", "b", "c"}, Wins: []int{1}, Counts: []game.Count{{Name: "x", Entrant: 7}}}
	if s := r.String(); !strings.Contains(s, "entrant 7") {
		t.Errorf("Report.String() = %q", s)
	}
}
