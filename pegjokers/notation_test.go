package pegjokers_test

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/pegjokers/pegjokerstest"
)

// TestNotationOfTheGuidesExamples: the guide's Seven and Nine scenarios
// around the track, and other cards, written in the notation.
func TestNotationOfTheGuidesExamples(t *testing.T) {
	for _, tt := range []struct {
		name, pos, play, after string
	}{
		{"Seven, option 1: the leading peg", aroundTrack, "7H t14+7",
			"4 pairs 1 | s s s t8 t21 | s s s t0 t16 | s s s s t11 | s s s s s"},
		{"Seven, option 2: onto White, then White home", aroundTrack, "7H t8+3 t39+4>f4",
			"4 pairs 1 | s s s t11 t14 | s s s t0 t16 | s s s s f4 | s s s s s"},
		{"Seven, option 2 staying on the track", aroundTrack, "7H t8+3 t39+4",
			"4 pairs 1 | s s s t11 t14 | s s s t0 t16 | s s s s t43 | s s s s s"},
		{"Seven, option 3: White onto Blue", aroundTrack, "7H t8+4 t11+3",
			"4 pairs 1 | s s s t3 t12 | s s s t0 t16 | s s s s t14 | s s s s s"},
		{"Seven, option 4: Yellow to Start, White onto Blue", aroundTrack, "7H t14+2 t11+5",
			"4 pairs 1 | s s s t3 t8 | s s s s t0 | s s s s t16 | s s s s s"},
		{"Nine, option 1: backward", aroundTrack, "9S t8-9",
			"4 pairs 1 | s s s t14 t71 | s s s t0 t16 | s s s s t11 | s s s s s"},
		{"Nine, option 3: back onto Yellow, White on", aroundTrack, "9S t8-8 t11+1",
			"4 pairs 1 | s s s t0 t14 | s s s s t16 | s s s s t12 | s s s s s"},
		{"Joker from Start", aroundTrack, "JK s>t16",
			"4 pairs 1 | s s t8 t14 t16 | s s s s t0 | s s s s t11 | s s s s s"},
		{"Joker from the track", aroundTrack, "JK t14>t0",
			"4 pairs 1 | s s s t0 t8 | s s s s t16 | s s s s t11 | s s s s s"},
		{"a Queen out of Start", "4 pairs 0 | s s s s s | s s s s s | s s s s s | s s s s s", "QD s",
			"4 pairs 1 | s s s s t8 | s s s s s | s s s s s | s s s s s"},
		{"an Eight backward", "4 pairs 0 | s s s t1 f1 | s s s s s | s s s s s | s s s s s", "8C t1-8",
			"4 pairs 1 | s s s t65 f1 | s s s s s | s s s s s | s s s s s"},
		{"forward in Finish", "4 pairs 0 | s s s t1 f1 | s s s s s | s s s s s | s s s s s", "4C f1+4",
			"4 pairs 1 | s s s t1 f5 | s s s s s | s s s s s | s s s s s"},
		{"rule 10: out of White's Start", "4 pairs 0 | f1 f2 f3 f4 f5 | s s s t0 t16 | s s s t40 t11 | s s s s s", "QH Ws",
			"4 pairs 1 | f1 f2 f3 f4 f5 | s s s t0 t16 | s s t11 t40 t44 | s s s s s"},
		{"no move", "4 pairs 0 | s s s s s | s s s s s | s s s s s | s s s s s", "5H pass",
			"4 pairs 1 | s s s s s | s s s s s | s s s s s | s s s s s"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := pegjokers.MustParsePosition(tt.pos)
			card, text, _ := strings.Cut(tt.play, " ")
			c := cards.MustParse(card)
			m, err := pegjokers.ParseMove(p, c, text)
			if err != nil {
				t.Fatal(err)
			}
			if got := m.Notation(); got != text {
				t.Errorf("Notation() = %q, want %q", got, text)
			}
			if got := (pegjokers.Choice{Card: c, Move: m}).String(); got != tt.play {
				t.Errorf("Choice.String() = %q", got)
			}
			q := p.WithTurn(1)
			if !m.IsZero() {
				if q, err = pegjokers.Apply(p, m); err != nil {
					t.Fatal(err)
				}
			}
			if q.String() != tt.after {
				t.Errorf("after %s: %v, want %v", tt.play, q, tt.after)
			}
			// People type in either case, with a colon after the card.
			loose := strings.ToUpper(card) + ": " + strings.ToLower(text)
			g := gameAt(t, p)
			if a, err := g.ParseAction(loose); err != nil || a != (pegjokers.Choice{Card: c, Move: m}) {
				t.Errorf("Game.ParseAction(%q) = %v, %v", loose, a, err)
			}
		})
	}
}

// gameAt is a game whose position is p, for reading plays: a fresh game of
// p's seating with p's pegs (its hands do not matter here).
func gameAt(t must.TB, p pegjokers.Position) pegjokers.Game {
	t.Helper()
	g := newGame(t, pegjokers.DefaultRules, p.Seats(), p.Arrangement(), 1)
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), g.Position().String(), p.String(), 1)
	var h pegjokers.Game
	if err := h.UnmarshalJSON([]byte(text)); err != nil {
		t.Fatalf("a game at %v: %v", p, err)
	}
	return h
}

// TestParseMoveRoundTrip: every legal move's notation reads back to that
// move in its position, under any rules; the exact text of every legal
// move reads back too, and a Choice's text reads back as a Written play.
func TestParseMoveRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := pegjokerstest.Position().Draw(t, "position")
		c := cardstestCard(t)
		r := pegjokers.Rules{
			NineForward:  rapid.Bool().Draw(t, "nine forward"),
			FaceValues:   rapid.Bool().Draw(t, "face values"),
			ForcedFinish: rapid.Bool().Draw(t, "forced finish"),
		}
		ms := r.LegalMoves(p, c)
		if len(ms) == 0 {
			if m, err := r.ParseMove(p, c, "pass"); err != nil || !m.IsZero() {
				t.Fatalf("pass with no legal move: %v, %v", m, err)
			}
			return
		}
		if _, err := r.ParseMove(p, c, "pass"); !errors.Is(err, pegjokers.ErrMustMove) {
			t.Fatalf("pass with %d legal moves: %v", len(ms), err)
		}
		for _, m := range ms {
			text := m.Notation()
			got, err := r.ParseMove(p, c, text)
			if err != nil || got != m {
				t.Fatalf("ParseMove(%v, %v, %q) = %v, %v; want %v", p, c, text, got, err, m)
			}
			if got, err := r.ParseMove(p, c, strings.ToUpper(text)); err != nil || got != m {
				t.Fatalf("ParseMove(%q) = %v, %v", strings.ToUpper(text), got, err)
			}
			b, err := m.MarshalText()
			var back pegjokers.Move
			if err != nil || back.UnmarshalText(b) != nil || back != m {
				t.Fatalf("Move text %q of %v: %v, read back as %v", b, m, err, back)
			}
			ch := pegjokers.Choice{Card: c, Move: m}
			a, err := pegjokers.ParseAction(ch.String())
			if w, ok := a.(pegjokers.Written); err != nil || !ok || w.String() != ch.String() || w.Card != c {
				t.Fatalf("ParseAction(%q) = %#v, %v", ch.String(), a, err)
			}
		}
	})
}

func TestParseMoveRefuses(t *testing.T) {
	p := pegjokers.MustParsePosition(aroundTrack)
	seven := cards.MustParse("7H")
	for _, tt := range []struct {
		card cards.Card
		text string
		want error
	}{
		{seven, "", pegjokers.ErrSyntax},
		{seven, "t8+3 t39+4>f4 t1+1", pegjokers.ErrSyntax},
		{seven, "x8+3", pegjokers.ErrSyntax},
		{seven, "t8+", pegjokers.ErrSyntax},
		{seven, "t8+3>t11", pegjokers.ErrSyntax},
		{seven, "t8-3>f1", pegjokers.ErrSyntax},
		{seven, "t8", pegjokers.ErrSyntax},
		{seven, "t999+1", pegjokers.ErrSyntax},
		{seven, "s>f1", pegjokers.ErrSyntax},
		{seven, "t8+7", pegjokers.ErrIllegalMove},  // passes Blue's own peg
		{seven, "t14+3", pegjokers.ErrIllegalMove}, // a 7 whole moves 7
		{seven, "t8+3 t39+4>f3", pegjokers.ErrIllegalMove},
		{seven, "Yt14+7", pegjokers.ErrIllegalMove}, // the peg on 14 is Blue's
		{seven, "pass", pegjokers.ErrMustMove},
		{cards.NoCard, "t14+7", pegjokers.ErrIllegalMove},
	} {
		if m, err := pegjokers.ParseMove(p, tt.card, tt.text); !errors.Is(err, tt.want) {
			t.Errorf("ParseMove(%v, %q) = %v, %v; want %v", tt.card, tt.text, m, err, tt.want)
		}
	}
	_, err := pegjokers.ParseMove(p, seven, "t8+7")
	if !strings.Contains(err.Error(), "legal: t14+7, ") {
		t.Errorf("the refusal does not list the legal moves: %v", err)
	}
	if _, err := pegjokers.ParseMove(pegjokers.Position{}, seven, "t8+3"); !errors.Is(err, pegjokers.ErrZeroValue) {
		t.Errorf("the zero Position: %v", err)
	}
	if m, err := pegjokers.ParseMove(p, seven, "  T8+3\tt39+4>F4 "); err != nil || m.Notation() != "t8+3 t39+4>f4" {
		t.Errorf("loose spacing and case: %v, %v", m, err)
	}
	if m, err := pegjokers.ParseMove(p, seven, "Wt39+4>f4"); !errors.Is(err, pegjokers.ErrIllegalMove) {
		t.Errorf("a second part alone: %v, %v", m, err)
	}
	if m, err := pegjokers.ParseMove(p, seven, "Bt8+3 Wt39+4>f4"); err != nil || m.Notation() != "t8+3 t39+4>f4" {
		t.Errorf("seat letters on track pegs: %v, %v", m, err)
	}
}

// FuzzParseMove: ParseMove never panics, and a move it accepts is legal and
// its notation reads back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"t8+3 t39+4>f4", "t14+7", "s", "s>t16", "t14>t0", "t8-9", "f1+2", "Ws", "pass", "Wf1+2", "t8+3>f4 x"} {
		f.Add(aroundTrack, "7H", s)
	}
	f.Add("4 pairs 0 | f1 f2 f3 f4 f5 | s s s t0 t16 | s s s t40 t11 | s s s s s", "QH", "Ws")
	f.Add("2 solo 1 | s s s t1 f1 | s s s t20 t21", "9C", "t21-1 t20+8")
	f.Fuzz(func(t *testing.T, pos, card, text string) {
		p, err := pegjokers.ParsePosition(pos)
		if err != nil {
			return
		}
		c, err := cards.Parse(card)
		if err != nil {
			return
		}
		m, err := pegjokers.ParseMove(p, c, text)
		if err != nil {
			return
		}
		if m.IsZero() {
			if len(pegjokers.LegalMoves(p, c)) != 0 {
				t.Fatalf("pass accepted for %v with legal moves", c)
			}
			return
		}
		if _, err := pegjokers.Apply(p, m); err != nil {
			t.Fatalf("ParseMove(%q) = %v, which is not legal: %v", text, m, err)
		}
		if back, err := pegjokers.ParseMove(p, c, m.Notation()); err != nil || back != m {
			t.Fatalf("%v's notation %q reads back as %v, %v", m, m.Notation(), back, err)
		}
	})
}

// notationPartRE is the shape of one part of the move notation: an
// optional seat letter, a place, then steps and a place reached.
var notationPartRE = regexp.MustCompile(`^(?i)([byworgnk]?)(s|t[0-9]{1,3}|f[0-9]{1,3})(?:([+-])([0-9]{1,3}))?(?:>(t|f)([0-9]{1,3}))?$`)

// isNotation says, the long way round, whether s is the move notation:
// pass, or one or two parts, each a place alone only when it is s, steps
// 1 to 99, places on the longest track or f1 to f5, a Finish hole reached
// only by a forward count and a track hole only by a jump (no count).
func isNotation(s string) bool {
	fs := strings.Fields(s)
	if len(fs) == 1 && strings.EqualFold(fs[0], "pass") {
		return true
	}
	if len(fs) == 0 || len(fs) > 2 {
		return false
	}
	place := func(kind, digits string) bool {
		n, _ := strconv.Atoi(digits)
		switch strings.ToLower(kind) {
		case "t":
			return n < pegjokers.MaxTrackHoles
		case "f":
			return 1 <= n && n <= pegjokers.FinishHoles
		}
		return true
	}
	for _, f := range fs {
		m := notationPartRE.FindStringSubmatch(f)
		if m == nil {
			return false
		}
		from, sign, steps, toKind, to := m[2], m[3], m[4], m[5], m[6]
		if !place(from[:1], from[1:]) {
			return false
		}
		if n, _ := strconv.Atoi(steps); sign != "" && (n < 1 || n > 99) {
			return false
		}
		switch {
		case toKind != "" && !place(toKind, to):
			return false
		case strings.EqualFold(toKind, "f") && sign != "+":
			return false
		case strings.EqualFold(toKind, "t") && sign != "":
			return false
		case sign == "" && toKind == "" && !strings.EqualFold(from, "s"):
			return false
		}
	}
	return true
}

// TestNotationEveryByte puts each ASCII byte, and a few others (bytes
// from 0x80 up are never the notation, and the spaces of Latin-1 are no
// spaces alone), in every place of notations at the edges of the grammar
// (each seat letter, both cases, the last track hole, f5, 99 steps), and
// adds and drops a byte there: ParseMove refuses the text as syntax
// exactly when isNotation does.
func TestNotationEveryByte(t *testing.T) {
	p := pegjokers.MustParsePosition(aroundTrack)
	seven := cards.MustParse("7H")
	const highBytes = "\x80\x85\xa0\xc2\xff"
	checked := map[string]bool{}
	check := func(s string) {
		if checked[s] {
			return
		}
		checked[s] = true
		_, err := pegjokers.ParseMove(p, seven, s)
		if got, want := !errors.Is(err, pegjokers.ErrSyntax), isNotation(s); got != want {
			t.Errorf("ParseMove(%q): %v; notation: %v", s, err, want)
		}
	}
	for _, s := range []string{"Bt8+3", "yt143+99>F5", "s>t19", "Wf1+2", "Ot20-8", "pass", "Rs", "Gs>t0", "Nt14>t0 Kf5-1", "t8+100"} {
		for i := 0; i <= len(s); i++ {
			if i < len(s) {
				check(s[:i] + s[i+1:])
			}
			for b := range 0x80 + len(highBytes) {
				c := string(byte(b))
				if b >= 0x80 {
					c = highBytes[b-0x80 : b-0x7f]
				}
				check(s[:i] + c + s[i:])
				if i < len(s) {
					check(s[:i] + c + s[i+1:])
				}
			}
		}
	}
	// The oracle itself at its edges.
	for s, want := range map[string]bool{"Bt8+3": true, "bT143+99>f5": true, "t144+1": false, "f0+1": false, "f6+1": false, "t8+0": false,
		"t8+100": false, "t8": false, "s>f1": false, "t8-3>f1": false, "t8+3>t11": false, "S": true, "A s": false, "pass s": false} {
		if isNotation(s) != want {
			t.Errorf("isNotation(%q) = %v", s, !want)
		}
	}
}

func ExampleParseMove() {
	// The guide's Seven: Blue's trailing peg onto White, then White home.
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s")
	m, err := pegjokers.ParseMove(p, cards.MustParse("7H"), "t8+3 t39+4>f4")
	if err != nil {
		panic(err)
	}
	fmt.Println(m.Notation())
	fmt.Println(m)
	fmt.Println(m.Describe(p))
	_, err = pegjokers.ParseMove(p, cards.MustParse("7H"), "t8+7")
	fmt.Println(err)
	// Output:
	// t8+3 t39+4>f4
	// 7: Blue t8+3->t11, White t39+4->f4
	// Blue plays a 7: 3 with the peg on hole 8 onto White (hole 11), who goes next to White's Finish; 4 with White's peg on hole 39 into White's Finish (f4)
	// pegjokers: illegal move: 7H t8+7 is not a legal move of Blue (legal: t14+7, t8+1 t14+6, t8+1 t11+6, t8+2 t14+5, t8+2 t11+5, t8+3 t14+4, t8+3 t39+4, t8+3 t39+4>f4, t8+4 t14+3, t8+4 t11+3, t8+5 t14+2, t8+5 t11+2, ...)
}
