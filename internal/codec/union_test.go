package codec_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

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
	return codec.NewUnion(pkg, "event", func(u *codec.Union[event]) {
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
	})
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

// bell is written by hand: {"n":N,"tone":"T"}, as json.Marshal writes
// it, except that the writer refuses 13 (json.Marshal writes it) and a
// tone of no color (json.Marshal refuses it).
type bell struct {
	N    int   `json:"n"`
	Tone color `json:"tone"`
}

func (bell) name() string { return "bell" }

func (b bell) appendJSON(out []byte) ([]byte, bool) {
	name, ok := colors.Name(b.Tone)
	if b.N == 13 || !ok {
		return append(out, "junk"...), false
	}
	out = strconv.AppendInt(append(out, `{"n":`...), int64(b.N), 10)
	return append(codec.AppendString(append(out, `,"tone":`...), name), '}'), true
}

// elsewhere is another package's event, which the union's Else writes.
type elsewhere struct{}

func (elsewhere) name() string { return "elsewhere" }

func newAppendUnion() *codec.Union[event] {
	return codec.NewUnion(pkg, "event", func(u *codec.Union[event]) {
		u.Else = &codec.Foreign[event]{
			Has:       func(e event) bool { _, ok := e.(elsewhere); return ok },
			Marshal:   func(event) ([]byte, error) { return []byte(`{"type":"elsewhere"}`), nil },
			Unmarshal: func([]byte) (event, error) { return elsewhere{}, nil },
		}
		codec.Member(u, "rang", func(e rang) error {
			if e.Bell < 0 {
				return pkg.Bad("a bell below zero")
			}
			return nil
		})
		codec.MemberAppend(u, "bell", func(b bell) error {
			if b.N < 0 {
				return pkg.Bad("a bell below zero")
			}
			return nil
		}, bell.appendJSON)
		codec.MemberAppend(u, "quiet", nil, func(_ quiet, b []byte) ([]byte, bool) { return append(b, "{}"...), true })
	})
}

// A member written by hand writes json.Marshal's bytes (through
// json.Marshal when its writer refuses); Append appends after what the
// buffer holds and leaves it as it was on error; MarshalList is
// json.Marshal's list of the objects.
func TestUnionAppend(t *testing.T) {
	u := newAppendUnion()
	for _, c := range []struct {
		e    event
		want string
	}{
		{bell{N: 3, Tone: 2}, `{"type":"bell","n":3,"tone":"green"}`},
		{bell{N: 13, Tone: 1}, `{"type":"bell","n":13,"tone":"red"}`},
		{quiet{}, `{"type":"quiet"}`},
		{rang{4}, `{"type":"rang","bell":4}`},
		{elsewhere{}, `{"type":"elsewhere"}`},
	} {
		got, err := u.Append([]byte("x,"), c.e)
		if err != nil || string(got) != "x,"+c.want {
			t.Errorf("Append(%v) = %s, %v; want x,%s", c.e, got, err, c.want)
		}
		if got, err := u.Marshal(c.e); err != nil || string(got) != c.want {
			t.Errorf("Marshal(%v) = %s, %v; want %s", c.e, got, err, c.want)
		}
		back, err := u.Unmarshal([]byte(c.want))
		if err != nil || back != c.e {
			t.Errorf("Unmarshal(%s) = %v, %v", c.want, back, err)
		}
	}
	if got, err := codec.AppendMember(u, []byte("x,"), bell{N: 1, Tone: 1}); err != nil || string(got) != `x,{"type":"bell","n":1,"tone":"red"}` {
		t.Errorf("AppendMember = %s, %v", got, err)
	}
	for _, c := range []struct {
		e    event
		want string
	}{
		{bell{N: -1, Tone: 1}, "test: bad record: a bell below zero"},
		{bell{N: 1, Tone: 9}, "test: bad record: codec_test.bell: json: error calling MarshalText for type codec_test.color: test: bad record: 9 is not a color"},
		{sang{}, "test: bad record: codec_test.sang is not an event of this package"},
	} {
		buf := []byte("x,")
		got, err := u.Append(buf[:2:2], c.e)
		if err == nil || err.Error() != c.want || !errors.Is(err, game.ErrBadRecord) || string(got) != "x," {
			t.Errorf("Append(%v) = %q, %v; want x, and %s", c.e, got, err, c.want)
		}
		if b, ok := c.e.(bell); ok {
			if got, err := codec.AppendMember(u, buf[:2:2], b); err == nil || err.Error() != c.want || string(got) != "x," {
				t.Errorf("AppendMember(%v) = %q, %v; want x, and %s", c.e, got, err, c.want)
			}
		}
	}
	if _, err := codec.AppendMember(u, nil, sang{}); err == nil || err.Error() != "test: bad record: codec_test.sang is not an event of this package" {
		t.Errorf("AppendMember(sang): %v", err)
	}
	evs := []event{bell{N: 2, Tone: 1}, quiet{}, elsewhere{}, rang{7}, bell{N: 13, Tone: 2}}
	var raw []json.RawMessage
	for _, e := range evs {
		raw = append(raw, must(u.Marshal(e)))
	}
	want := must(json.Marshal(raw))
	if got, err := u.MarshalList(evs); err != nil || string(got) != string(want) {
		t.Errorf("MarshalList = %s, %v; want %s", got, err, want)
	}
	if got, err := u.MarshalList(nil); err != nil || string(got) != "[]" {
		t.Errorf("MarshalList(nil) = %s, %v", got, err)
	}
	if _, err := u.MarshalList([]event{quiet{}, bell{N: -2}}); err == nil || err.Error() != "event 1: test: bad record: a bell below zero" {
		t.Errorf("MarshalList(a bell below zero): %v", err)
	}
	buf := make([]byte, 0, 256)
	if a := testing.AllocsPerRun(100, func() {
		buf = must(codec.AppendMember(u, buf[:0], bell{N: 5, Tone: 2}))
	}); a != 0 {
		t.Errorf("AppendMember: %v allocations", a)
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
