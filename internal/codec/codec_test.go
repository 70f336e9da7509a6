package codec_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

const pkg codec.Pkg = "test"

type color uint8

var colors = codec.Enum[color]{Pkg: pkg, Type: "color", What: "a color", First: 1, Names: []string{"red", "green"}}

func TestEnum(t *testing.T) {
	for v, want := range map[color]string{0: "color(0)", 1: "red", 2: "green", 3: "color(3)"} {
		if got := colors.String(v); got != want {
			t.Errorf("String(%d) = %q, want %q", v, got, want)
		}
	}
	b, err := colors.Marshal(2)
	if err != nil || string(b) != "green" {
		t.Errorf("Marshal(2) = %q, %v", b, err)
	}
	if _, err := colors.Marshal(3); err == nil || err.Error() != "test: bad record: 3 is not a color" {
		t.Errorf("Marshal(3): %v", err)
	}
	var c color
	if err := colors.Parse(&c, []byte(" GREEN ")); err != nil || c != 2 {
		t.Errorf("Parse: %v %v", c, err)
	}
	err = colors.Parse(&c, []byte("blue"))
	if !errors.Is(err, game.ErrBadRecord) || !errors.Is(err, cards.ErrSyntax) || c != 2 {
		t.Errorf("Parse(blue): %v, left %v", err, c)
	}
	if err.Error() != `test: bad record: invalid syntax: "blue" is not a color (red, green)` {
		t.Errorf("Parse(blue): %v", err)
	}
	if err := colors.Parse(nil, []byte("red")); err == nil || !strings.Contains(err.Error(), "nil *color") {
		t.Errorf("Parse(nil): %v", err)
	}
	// Exact reads the canonical text alone; Lookup still reads what people type.
	exact := colors
	exact.Exact = true
	for in, want := range map[string]string{
		"green":  "",
		"Green":  `test: bad record: invalid syntax: "Green" is not a color (red, green)`,
		" green": `test: bad record: invalid syntax: " green" is not a color (red, green)`,
		"blue":   `test: bad record: invalid syntax: "blue" is not a color (red, green)`,
	} {
		c = 1
		err := exact.Parse(&c, []byte(in))
		if got := errText(err); got != want || err == nil && c != 2 || err != nil && c != 1 {
			t.Errorf("exact Parse(%q) = %v, %q; want %q", in, c, got, want)
		}
	}
	if v, err := exact.Lookup(" GREEN"); v != 2 || err != nil {
		t.Errorf("exact Lookup = %v, %v", v, err)
	}
}

func TestRead(t *testing.T) {
	parse := func(s string) (int, error) {
		n, ok := codec.Number(s)
		if !ok {
			return 0, pkg.Text("a number", s)
		}
		return n, nil
	}
	n := 7
	if err := codec.Read(pkg, "int", &n, []byte("-12"), parse); err != nil || n != -12 {
		t.Errorf("Read(-12) = %d, %v", n, err)
	}
	if err := codec.Read(pkg, "int", &n, []byte("x"), parse); errText(err) != `test: bad record: invalid syntax: "x" is not a number` || n != -12 {
		t.Errorf("Read(x) = %d, %v", n, err)
	}
	if err := codec.Read(pkg, "int", nil, []byte("1"), parse); errText(err) != "test: bad record: invalid syntax: decoding into a nil *int" {
		t.Errorf("Read into nil: %v", err)
	}
}

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

type event interface{ name() string }

type rang struct {
	Bell int `json:"bell"`
}
type sang struct {
	Note cards.Card `json:"note"`
}
type quiet struct{}

func (rang) name() string  { return "rang" }
func (sang) name() string  { return "sang" }
func (quiet) name() string { return "quiet" }

func newUnion() *codec.Union[event] {
	u := &codec.Union[event]{Pkg: pkg, What: "event"}
	codec.Member(u, "rang", func(e rang) error {
		if e.Bell < 0 {
			return pkg.Bad("a bell below zero")
		}
		return nil
	})
	type sangJSON struct {
		Note string `json:"n"`
	}
	codec.MemberVia(u, "sang",
		func(e sang) (sangJSON, error) { return sangJSON{e.Note.String()}, nil },
		func(m sangJSON) (sang, error) {
			c, err := cards.Parse(m.Note)
			return sang{c}, err
		}, nil)
	codec.Member[quiet](u, "quiet", nil)
	return u
}

func TestUnion(t *testing.T) {
	u := newUnion()
	for _, c := range []struct {
		e    event
		want string
	}{
		{rang{3}, `{"type":"rang","bell":3}`},
		{sang{cards.MustParse("5H")}, `{"type":"sang","n":"5H"}`},
		{quiet{}, `{"type":"quiet"}`},
	} {
		b, err := u.Marshal(c.e)
		if err != nil || string(b) != c.want {
			t.Errorf("Marshal(%v) = %s, %v; want %s", c.e, b, err, c.want)
			continue
		}
		back, err := u.Unmarshal(b)
		if err != nil || back != c.e {
			t.Errorf("Unmarshal(%s) = %v, %v", b, back, err)
		}
	}
	list, err := u.MarshalList([]event{rang{1}, quiet{}})
	if err != nil || string(list) != `[{"type":"rang","bell":1},{"type":"quiet"}]` {
		t.Errorf("MarshalList = %s, %v", list, err)
	}
	back, err := u.UnmarshalList(list)
	if diff := cmp.Diff([]event{rang{1}, quiet{}}, back); diff != "" || err != nil {
		t.Errorf("UnmarshalList: %v %s", err, diff)
	}
	for in, want := range map[string]string{
		`{"type":"rang","bell":-1}`:         "test: bad record: a bell below zero",
		`{"type":"rang","bell":1,"horn":2}`: `test: bad record: json: unknown field "horn"`,
		`{"type":"drum"}`:                   `test: bad record: no event of type "drum"`,
		`[]`:                                `test: bad record: not an event: "[]"`,
		`{"type":"rang","bell":1} {}`:       `test: bad record: not an event: "{\"type\":\"rang\",\"bell\":1} {}"`,
		`{"type":"sang","n":"ZZ"}`:          `test: bad record: cards: parsing "ZZ"`,
	} {
		_, err := u.Unmarshal([]byte(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Unmarshal(%s): %v, want %q", in, err, want)
		}
	}
	if _, err := u.Marshal(rang{-1}); err == nil {
		t.Error("a bell below zero marshalled")
	}
	if _, err := u.MarshalList([]event{&rang{}}); err == nil || err.Error() != "test: bad record: event 0, a *codec_test.rang, is not an event of this package" {
		t.Errorf("MarshalList(pointer): %v", err)
	}
	if _, err := u.MarshalList([]event{nil}); err == nil {
		t.Error("MarshalList(nil) accepted")
	}
}

func TestStrict(t *testing.T) {
	var v struct{ A int }
	for in, want := range map[string]string{
		`{"A":1}`:       "",
		` {"A":1}  `:    "",
		`{"A":1} ]`:     "test: bad record: data after the value",
		`{"A":1}{}`:     "test: bad record: data after the value",
		`{"A":1,"B":2}`: `test: bad record: json: unknown field "B"`,
	} {
		err := pkg.Strict([]byte(in), &v)
		if got := errText(err); got != want {
			t.Errorf("Strict(%s) = %q, want %q", in, got, want)
		}
	}
	big := `{"A":1}` + strings.Repeat(" ", codec.MaxJSON-7)
	if err := pkg.Strict([]byte(big), &v); err != nil {
		t.Errorf("exactly MaxJSON: %v", err)
	}
	if err := pkg.Strict([]byte(big+" "), &v); errText(err) != "test: bad record: more than 1048576 bytes" {
		t.Errorf("one past MaxJSON: %v", err)
	}
}

func TestSaved(t *testing.T) {
	want := codec.Saved{Format: "pegboard toy game", Version: 2}
	type doc struct {
		codec.Saved
		N int `json:"n"`
	}
	data, err := json.Marshal(doc{want, 3})
	if err != nil || string(data) != `{"format":"pegboard toy game","version":2,"n":3}` {
		t.Errorf("Marshal = %s, %v", data, err)
	}
	for in, wantErr := range map[string]string{
		`{"format":"pegboard toy game","version":2,"n":3}`: "",
		`{"format":"pegboard crib game","version":2}`:      `test: bad record: format "pegboard crib game", want "pegboard toy game"`,
		`{"format":"pegboard toy game","version":3}`:       `test: bad record: version 3 of "pegboard toy game" (this reader knows 2)`,
		`{"n":3}`: `test: bad record: format "", want "pegboard toy game"`,
	} {
		var d doc
		if err := pkg.Strict([]byte(in), &d); err != nil {
			t.Fatal(err)
		}
		if got := errText(d.Check(pkg, want)); got != wantErr {
			t.Errorf("Check(%s) = %q, want %q", in, got, wantErr)
		}
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
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

type opts struct {
	Fast, Loud bool
	Size       int
}

var optText = codec.Options[opts]{Pkg: pkg, What: "options", Sep: ", ", Opts: []codec.Option[opts]{
	{Word: "fast", Flag: func(o *opts) *bool { return &o.Fast }},
	{Word: "loud", Flag: func(o *opts) *bool { return &o.Loud }},
	{Word: "size ", Number: func(o *opts) *int { return &o.Size }, Min: 1, Max: 12},
}}

func TestOptions(t *testing.T) {
	for _, c := range []struct {
		v    opts
		text string
	}{
		{opts{}, "default"},
		{opts{Loud: true}, "loud"},
		{opts{Fast: true, Loud: true, Size: 12}, "fast, loud, size 12"},
		{opts{Size: 1}, "size 1"},
	} {
		if got := optText.Format(c.v); got != c.text {
			t.Errorf("Format(%+v) = %q, want %q", c.v, got, c.text)
		}
		if back, err := optText.Parse(c.text); err != nil || back != c.v {
			t.Errorf("Parse(%q) = %+v, %v", c.text, back, err)
		}
	}
	if v, err := optText.Parse("size 3, fast"); err != nil || v != (opts{Fast: true, Size: 3}) {
		t.Errorf("any order: %+v, %v", v, err)
	}
	const words = `"default", or fast, loud and size N`
	for in, want := range map[string]string{
		"":                          `test: bad record: invalid syntax: "" is not options: ` + words,
		"Fast":                      `test: bad record: invalid syntax: "Fast" is not options: ` + words,
		"fast,loud":                 `test: bad record: invalid syntax: "fast,loud" is not options: ` + words,
		"default, fast":             `test: bad record: invalid syntax: "default, fast" is not options: ` + words,
		"fast, fast":                `test: bad record: invalid syntax: "fast, fast" is not options (each option at most once)`,
		"size 2, size 3":            `test: bad record: invalid syntax: "size 2, size 3" is not options (each option at most once)`,
		"size 0":                    `test: bad record: invalid syntax: "size 0" is not options (size 1 to size 12)`,
		"size 13":                   `test: bad record: invalid syntax: "size 13" is not options (size 1 to size 12)`,
		"size 03":                   `test: bad record: invalid syntax: "size 03" is not options (size 1 to size 12)`,
		"size ":                     `test: bad record: invalid syntax: "size " is not options (size 1 to size 12)`,
		"size 99999999999999999999": `test: bad record: invalid syntax: "size 99999999999999999999" is not options (size 1 to size 12)`,
	} {
		_, err := optText.Parse(in)
		if got := errText(err); got != want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", in, got, want)
		}
	}
}
