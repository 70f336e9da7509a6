package codec_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/codec/codectest"
)

// shade is an enum stored by its name, as the games' enums are.
type shade uint8

var shades = codec.Enum[shade]{Pkg: pkg, Type: "shade", What: "a shade", Names: []string{"light", "dark"}}

func (s shade) MarshalText() ([]byte, error) { return shades.Marshal(s) }

// mark is a value json.Marshal writes by its text, and the writer by Text.
type mark int

func (m mark) MarshalText() ([]byte, error) { return []byte("<" + strconv.Itoa(int(m)) + ">"), nil }

// written has a field of every kind the writer writes, each tagged as the
// games tag theirs.
type written struct {
	N     int             `json:"n"`
	NE    int             `json:"n_e,omitempty"`
	F     bool            `json:"f"`
	FE    bool            `json:"f_e,omitempty"`
	S     string          `json:"s"`
	SE    string          `json:"s_e,omitzero"`
	Ints  []int           `json:"ints"`
	IntsE []int           `json:"ints_e,omitempty"`
	Seats []int           `json:"seats,omitempty"`
	Card  cards.Card      `json:"card"`
	Cards []cards.Card    `json:"cards"`
	Set   cards.Set       `json:"set"`
	Shade shade           `json:"shade"`
	Mark  mark            `json:"mark"`
	Raw   json.RawMessage `json:"raw,omitempty"`
	In    *inner          `json:"in,omitempty"`
	Ins   []inner         `json:"ins"`
}

type inner struct {
	A int  `json:"a"`
	B bool `json:"b,omitempty"`
}

// write writes v by hand, the seats from their mask; without text, the
// mark is left out.
func (v *written) write(w *codec.Writer, mask uint8, text bool) {
	w.Num("n", v.N)
	w.Num("n_e,omitempty", v.NE)
	w.Flag("f", v.F)
	w.Flag("f_e,omitempty", v.FE)
	w.Str("s", v.S)
	w.Str("s_e,omitzero", v.SE)
	w.Ints("ints", v.Ints)
	w.Ints("ints_e,omitempty", v.IntsE)
	w.Seats("seats,omitempty", mask)
	w.Card("card", v.Card)
	w.Array("cards", len(v.Cards), v.Cards == nil, func(i int) { w.Card("", v.Cards[i]) })
	w.Set("set", v.Set)
	codec.Name(w, "shade", &shades, v.Shade)
	if text {
		codec.Text(w, "mark", v.Mark)
	}
	w.Raw("raw,omitempty", v.Raw)
	if v.In != nil {
		w.Obj("in", func() { v.In.write(w) })
	}
	w.Array("ins", len(v.Ins), v.Ins == nil, func(i int) { w.Obj("", func() { v.Ins[i].write(w) }) })
}

func (v inner) write(w *codec.Writer) {
	w.Num("a", v.A)
	w.Flag("b,omitempty", v.B)
}

// TestWriterIsMarshal: what the writer writes of a value is json.Marshal's
// bytes of it, after whatever the buffer held; and a value json.Marshal
// refuses (a set past the cards, a shade without a name, a card that is
// none) the writer refuses too.
func TestWriterIsMarshal(t *testing.T) {
	nw, refused := 0, 0
	rapid.Check(t, func(t *rapid.T) {
		v := rapid.Make[written]().Draw(t, "value")
		v.Card = cards.Card(rapid.IntRange(0, 60).Draw(t, "card"))
		v.Shade = shade(rapid.IntRange(0, 2).Draw(t, "shade"))
		if rapid.Bool().Draw(t, "a set of cards only") {
			v.Set &= cards.FullSet
		}
		v.Cards = nil
		for range rapid.IntRange(-1, 3).Draw(t, "cards") {
			v.Cards = append(v.Cards, cards.Card(rapid.IntRange(4, 56).Draw(t, "card")))
		}
		v.Raw = nil
		if rapid.Bool().Draw(t, "raw") {
			v.Raw = json.RawMessage(`{"x":[1,"y"]}`)
		}
		mask := rapid.Uint8().Draw(t, "seats")
		v.Seats = nil
		for s := range 8 {
			if mask&(1<<s) != 0 {
				v.Seats = append(v.Seats, s)
			}
		}
		before := []byte(rapid.StringMatching(`[a-z{,]{0,8}`).Draw(t, "before"))
		got, ok := codec.WriteObject(before[:len(before):len(before)], func(w *codec.Writer) { v.write(w, mask, true) })
		if codectest.IsMarshal(t, v, before, got, ok) {
			nw++
		} else {
			refused++
		}
	})
	t.Logf("%d written, %d refused", nw, refused)
	if nw == 0 || refused == 0 {
		t.Errorf("%d written, %d refused: want some of each", nw, refused)
	}
}

// TestWriterWritesValues: with no tag the writer writes a bare value, an
// element of an array; Raw refuses a member with no JSON, and JSON that
// json.Marshal would not copy as it is.
func TestWriterWritesValues(t *testing.T) {
	for _, c := range []struct {
		fill func(w *codec.Writer)
		want string
		ok   bool
	}{
		{func(w *codec.Writer) { w.Num("", 0) }, "0", true},
		{func(w *codec.Writer) { w.Str("", "a<b") }, `"a\u003cb"`, true},
		{func(w *codec.Writer) { w.Seats("", 0) }, "null", true},
		{func(w *codec.Writer) { w.Seats("", 5) }, "[0,2]", true},
		{func(w *codec.Writer) { w.Set("", cards.SetOf(cards.MustParse("5H"), cards.MustParse("AC"))) }, `"AC 5H"`, true},
		{func(w *codec.Writer) { w.Obj("", func() { w.Raw("r", nil) }) }, `{"r":}`, false},
		{func(w *codec.Writer) { w.Raw("", []byte(`{"a b":"c\\\" d"}`)) }, `{"a b":"c\\\" d"}`, true},
		{func(w *codec.Writer) { w.Raw("", []byte(`{"a": 1}`)) }, `{"a": 1}`, false},
		{func(w *codec.Writer) { w.Raw("", []byte(`["\\" ,1]`)) }, `["\\" ,1]`, false},
		{func(w *codec.Writer) { w.Raw("", []byte(`"<"`)) }, `"<"`, false},
		{func(w *codec.Writer) { w.Raw("", []byte("\"\u2028\"")) }, "\"\u2028\"", false},
	} {
		got, ok := codec.Write(nil, c.fill)
		if string(got) != c.want || ok != c.ok {
			t.Errorf("wrote %s, %v; want %s, %v", got, ok, c.want, c.ok)
		}
	}
}

// BenchmarkWriter: a value of every kind but Text's (whose MarshalText
// makes its bytes), written into a buffer kept: nothing allocated.
func BenchmarkWriter(b *testing.B) {
	v := written{N: 3, S: "x", Ints: []int{1, 2}, Card: cards.MustParse("10H"), Cards: []cards.Card{cards.Joker},
		Set: cards.SetOf(cards.MustParse("5H"), cards.MustParse("5C"), cards.MustParse("JD")), Shade: 1, In: &inner{A: 1}, Ins: []inner{{}, {B: true}}}
	buf := make([]byte, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf, _ = codec.WriteObject(buf[:0], func(w *codec.Writer) { v.write(w, 6, false) })
	}
}
