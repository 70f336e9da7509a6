package codec_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
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
