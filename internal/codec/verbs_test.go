package codec_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

type doer interface{ do() int }
type job struct{ n int }

func (j job) do() int { return j.n }

func TestAs(t *testing.T) {
	for _, c := range []struct {
		a    any
		ok   bool
		want string
	}{
		{job{3}, true, ""},
		{&job{4}, true, ""},
		{(*job)(nil), false, "not an action of this game: a nil *codec_test.job"},
		{nil, false, "not an action of this game: no action"},
		{quiet{}, false, "not an action of this game: codec_test.quiet"},
	} {
		d, ok := codec.As[doer](c.a)
		if ok != c.ok || ok && d.do() < 3 {
			t.Errorf("As(%#v) = %v, %v", c.a, d, ok)
		}
		if !ok {
			err := codec.Unknown(game.ErrUnknownAction, c.a)
			if !errors.Is(err, game.ErrUnknownAction) || err.Error() != c.want {
				t.Errorf("Unknown(%#v) = %v, want %s", c.a, err, c.want)
			}
		}
	}
}

type act interface{ String() string }

type lay struct {
	Seat int
	Card cards.Card
}
type mix struct {
	Seat int
	Crib bool
}
type draw struct{ Card cards.Card }
type discard struct {
	Seat  int
	Cards cards.Set
}
type adjust struct {
	Side, Points int
	Rule         string
}
type penalty struct {
	Seat int
	Rule string
}
type cut struct{}
type cutAt struct{ Depth int }
type starter struct{ Card cards.Card }
type deal struct{ Hands []cards.Set }

var grammar = newGrammar()

func newGrammar() *codec.Grammar[act] {
	g := &codec.Grammar[act]{Pkg: pkg}
	codec.Verb[lay](g, "lay SEAT CARD")
	codec.Verb[mix](g, "mix SEAT [crib]")
	codec.Verb[draw](g, "draw [CARD]")
	codec.Verb[discard](g, "discard SEAT CARDS")
	codec.Verb[adjust](g, "adjust SIDE POINTS RULE")
	codec.Verb[penalty](g, `penalty SEAT "RULE"`)
	codec.Verb[cut](g, "cut")
	codec.Verb[cutAt](g, "cut at DEPTH")
	codec.Verb[starter](g, "cut CARD")
	codec.Custom(g, "deal", "deal HAND | HAND ...", func(d deal) string {
		var s []string
		for _, h := range d.Hands {
			s = append(s, cards.FormatList(h.AppendTo(nil)))
		}
		return strings.Join(s, " | ")
	}, func(rest string) (deal, error) {
		var d deal
		for p := range strings.SplitSeq(rest, "|") {
			cs, err := cards.ParseList(p)
			if err != nil {
				return deal{}, err
			}
			d.Hands = append(d.Hands, cards.SetOf(cs...))
		}
		return d, nil
	})
	return g
}

func (a lay) String() string     { return grammar.String(a) }
func (a mix) String() string     { return grammar.String(a) }
func (a draw) String() string    { return grammar.String(a) }
func (a discard) String() string { return grammar.String(a) }
func (a adjust) String() string  { return grammar.String(a) }
func (a penalty) String() string { return grammar.String(a) }
func (a cut) String() string     { return grammar.String(a) }
func (a cutAt) String() string   { return grammar.String(a) }
func (a starter) String() string { return grammar.String(a) }
func (a deal) String() string    { return grammar.String(a) }

func TestGrammar(t *testing.T) {
	h := func(s string) cards.Set { return cards.SetOf(cards.MustParseList(s)...) }
	for _, c := range []struct {
		a    act
		text string
	}{
		{lay{1, cards.MustParse("5H")}, "lay 1 5H"},
		{mix{0, false}, "mix 0"},
		{mix{2, true}, "mix 2 crib"},
		{draw{}, "draw"},
		{draw{cards.MustParse("KS")}, "draw KS"},
		{discard{0, h("AC 2C")}, "discard 0 AC 2C"},
		{discard{3, 0}, "discard 3"},
		{adjust{1, -15, "8.4b"}, "adjust 1 -15 8.4b"},
		{adjust{1, 2, "two words"}, "adjust 1 2 two words"},
		{adjust{1, 2, "with # in"}, `adjust 1 2 "with \x23 in"`},
		{penalty{0, "item 16"}, `penalty 0 "item 16"`},
		{cut{}, "cut"},
		{cutAt{10}, "cut at 10"},
		{starter{cards.MustParse("JD")}, "cut JD"},
		{deal{[]cards.Set{h("5H 5C"), h("2C 3C")}}, "deal 5C 5H | 2C 3C"},
	} {
		if got := c.a.String(); got != c.text {
			t.Errorf("%#v: %q, want %q", c.a, got, c.text)
		}
		back, err := grammar.Parse(c.text)
		if err != nil || cmp.Diff(c.a, back, cmp.AllowUnexported(deal{})) != "" {
			t.Errorf("Parse(%q) = %#v, %v", c.text, back, err)
		}
		if _, ok := c.a.(deal); ok {
			continue // not comparable: Text checks by value
		}
		if b, err := grammar.Text(c.a); err != nil || string(b) != c.text {
			t.Errorf("Text(%#v) = %q, %v", c.a, b, err)
		}
	}
	// Any case and spacing.
	if a, err := grammar.Parse("  LAY\t1   5h "); err != nil || a != (lay{1, cards.MustParse("5H")}) {
		t.Errorf("typed: %v %v", a, err)
	}
	for in, want := range map[string]string{
		"":                 `test: invalid syntax: action "": empty`,
		"sing 1":           `test: invalid syntax: action "sing 1": no such action`,
		"lay 1":            `test: invalid syntax: action "lay 1": want "lay SEAT CARD": no card`,
		"lay x 5H":         `test: invalid syntax: action "lay x 5H": want "lay SEAT CARD": "x" is not a number`,
		"lay 1 5H 6H":      `test: invalid syntax: action "lay 1 5H 6H": want "lay SEAT CARD": "6H" is more than it takes`,
		"lay 1 Joker":      `test: invalid syntax: action "lay 1 Joker": want "lay SEAT CARD": "Joker" is not a card`,
		"cut 99":           `test: invalid syntax: action "cut 99": want "cut" or "cut CARD": "99" is not a card`,
		"cut at x":         `test: invalid syntax: action "cut at x": want "cut at DEPTH": "x" is not a number`,
		"discard 0 5H 5H":  `test: invalid syntax: action "discard 0 5H 5H": want "discard SEAT CARDS": "5H" is not a card, or is given twice`,
		"penalty 0 item":   `test: invalid syntax: action "penalty 0 item": want "penalty SEAT \"RULE\"": the text "item" is not in double quotes`,
		"lay 1 5H\nlay 2":  `test: invalid syntax: action "lay 1 5H\nlay 2": not one line`,
		"adjust 1 2":       `test: invalid syntax: action "adjust 1 2": want "adjust SIDE POINTS RULE": no text given`,
		"lay 1 2000000000": `test: invalid syntax: action "lay 1 2000000000": want "lay SEAT CARD": "2000000000" is not a card`,
	} {
		_, err := grammar.Parse(in)
		if got := errText(err); got != want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", in, got, want)
		}
		if !errors.Is(err, cards.ErrSyntax) {
			t.Errorf("Parse(%q): %v does not wrap ErrSyntax", in, err)
		}
	}
	// A pointer to an action is the action.
	if b, err := grammar.Text(&lay{1, cards.MustParse("5H")}); err != nil || string(b) != "lay 1 5H" {
		t.Errorf("Text(&lay) = %q, %v", b, err)
	}
	if s := grammar.String((*lay)(nil)); s != "" {
		t.Errorf("String of a nil *lay = %q", s)
	}
	if _, err := grammar.Text((*lay)(nil)); err == nil {
		t.Error("a nil *lay has a text")
	}
	if _, err := grammar.Text(lay{1, 0}); err == nil {
		t.Error("a lay of no card has a text")
	}
	if _, err := grammar.Text(penalty{0, "a # b"}); err == nil {
		t.Error("a rule with # has a text")
	}
}

// Every action the grammar writes reads back to itself.
func TestGrammarRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(-codec.MaxNumber, codec.MaxNumber)
		card := rapid.Custom(func(t *rapid.T) cards.Card {
			return cards.MustParse(rapid.SampledFrom([]string{"AC", "5H", "10S", "KD", "JC"}).Draw(t, "c"))
		})
		a := rapid.SampledFrom([]func(*rapid.T) act{
			func(t *rapid.T) act { return lay{n.Draw(t, "seat"), card.Draw(t, "card")} },
			func(t *rapid.T) act { return mix{n.Draw(t, "seat"), rapid.Bool().Draw(t, "crib")} },
			func(t *rapid.T) act {
				return adjust{n.Draw(t, "side"), n.Draw(t, "points"), rapid.String().Draw(t, "rule")}
			},
			func(t *rapid.T) act { return cutAt{n.Draw(t, "depth")} },
		}).Draw(t, "kind")(t)
		s := a.String()
		if strings.ContainsAny(s, "\n\r#") {
			t.Fatalf("%#v writes %q", a, s)
		}
		b, err := grammar.Parse(s)
		if err != nil || b != a {
			t.Fatalf("%#v: %q reads %#v, %v", a, s, b, err)
		}
	})
}

func FuzzGrammar(f *testing.F) {
	for _, s := range []string{"lay 1 5H", "mix 0 crib", `adjust 1 2 "x y"`, "deal 5H | 6H", "cut at 3", "draw"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := grammar.Parse(s)
		if err != nil {
			return
		}
		if _, ok := a.(deal); ok {
			return
		}
		b, err := grammar.Parse(a.String())
		if err != nil || b != a {
			t.Fatalf("%q reads %#v, whose text %q reads %#v, %v", s, a, a.String(), b, err)
		}
	})
}

// A grammar that extends another: its own verb, and the other's actions
// through Else, their errors returned as the other's reader gives them.
type ring struct{ Bell int }

var (
	extended = newExtended(true)
	wrapping = newExtended(false)
)

func newExtended(verbatim bool) *codec.Grammar[act] {
	g := &codec.Grammar[act]{Pkg: "ext", Else: &codec.OtherActions[act]{
		Parse: func(s string) (act, bool, error) {
			a, err := grammar.Parse(s)
			return a, err == nil, err
		},
		String: func(a act) (string, bool) {
			if s := grammar.String(a); s != "" {
				return s, true
			}
			return "", false
		},
		Verbatim: verbatim,
	}}
	codec.Verb[ring](g, "ring bell BELL")
	return g
}

func (a ring) String() string { return extended.String(a) }

func TestGrammarElse(t *testing.T) {
	for _, a := range []act{ring{3}, lay{1, cards.MustParse("5H")}, cutAt{4}, mix{0, true}, deal{[]cards.Set{cards.SetOf(cards.MustParse("5H"))}}} {
		s := extended.String(a)
		back, err := extended.Parse(s)
		if s == "" || err != nil || cmp.Diff(a, back, cmp.AllowUnexported(deal{})) != "" {
			t.Errorf("%#v: %q reads back as %#v, %v", a, s, back, err)
		}
	}
	// The verb of another's action is the words its text begins with.
	for a, want := range map[act]string{
		ring{3}: "ring bell", &ring{3}: "ring bell", lay{1, cards.MustParse("5H")}: "lay", cutAt{4}: "cut at",
		mix{0, true}: "mix", cut{}: "cut", adjust{1, 2, "three words here"}: "adjust", penalty{0, "x"}: "penalty",
		quietAct{}: "",
	} {
		if got := extended.Verb(a); got != want {
			t.Errorf("Verb(%#v) = %q, want %q", a, got, want)
		}
	}
	for in, want := range map[string][2]string{
		"ring bell x": {`ext: invalid syntax: action "ring bell x": want "ring bell BELL": "x" is not a number`,
			`ext: invalid syntax: action "ring bell x": want "ring bell BELL": "x" is not a number`},
		"lay 1": {`test: invalid syntax: action "lay 1": want "lay SEAT CARD": no card`,
			`ext: invalid syntax: action "lay 1": test: invalid syntax: action "lay 1": want "lay SEAT CARD": no card`},
		"sing": {`test: invalid syntax: action "sing": no such action`,
			`ext: invalid syntax: action "sing": test: invalid syntax: action "sing": no such action`},
	} {
		for i, g := range []*codec.Grammar[act]{extended, wrapping} {
			_, err := g.Parse(in)
			if got := errText(err); got != want[i] || !errors.Is(err, cards.ErrSyntax) {
				t.Errorf("Parse(%q), verbatim %v:\n got %s\nwant %s", in, i == 0, got, want[i])
			}
		}
	}
	if b, err := extended.Text(cutAt{4}); err != nil || string(b) != "cut at 4" {
		t.Errorf("Text(cutAt) = %q, %v", b, err)
	}
	if _, err := extended.Text(quietAct{}); err == nil {
		t.Error("an action of neither grammar has a text")
	}
}

type quietAct struct{}

func (quietAct) String() string { return "quiet" }
