package tables

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The envelope is a format: this message's bytes are pinned. A change to
// them is a new Version (see the package doc).
func TestMessageBytesPinned(t *testing.T) {
	m := message{V: Version, N: 7, By: 0, Action: "lay 0 9H",
		Events: json.RawMessage(`[{"type":"laid","step":{"seat":0,"card":"9H","score":{"count":19},"next":1}}]`),
		View:   json.RawMessage(`{"format":"pegboard crib view","version":1,"seat":1}`),
		Turn:   []int{1}}
	const want = `{"v":2,"n":7,"by":0,"action":"lay 0 9H","events":[{"type":"laid","step":{"seat":0,"card":"9H","score":{"count":19},"next":1}}],"view":{"format":"pegboard crib view","version":1,"seat":1},"turn":[1],"over":false}`
	if got := string(m.appendJSON(nil)); got != want {
		t.Errorf("message bytes:\n%s", cmp.Diff(want, got))
	}
	got, err := json.Marshal(m)
	if err != nil || string(got) != want {
		t.Errorf("json.Marshal: %v\n%s", err, cmp.Diff(want, string(got)))
	}
	// The table's own step (by -1) with its action hidden has no "action".
	m = message{V: Version, N: 2, By: -1, Events: json.RawMessage(`[]`), View: json.RawMessage(`{}`), Turn: []int{}, Over: true}
	const want2 = `{"v":2,"n":2,"by":-1,"events":[],"view":{},"turn":[],"over":true}`
	if got := string(m.appendJSON(nil)); got != want2 {
		t.Errorf("message bytes:\n%s", cmp.Diff(want2, got))
	}
	// A catch-up message (version 2): the seat's view at n, no action.
	m = message{V: Version, N: 40, By: -1, Events: json.RawMessage(`[]`), View: json.RawMessage(`{"seat":1}`), Turn: []int{0}, Catchup: true}
	const want3 = `{"v":2,"n":40,"by":-1,"events":[],"view":{"seat":1},"turn":[0],"over":false,"catchup":true}`
	if got := string(m.appendJSON(nil)); got != want3 {
		t.Errorf("catch-up bytes:\n%s", cmp.Diff(want3, got))
	}
}

// appendJSON writes the bytes json.Marshal writes, for any message whose
// events and view are compact JSON (as the library writes them).
func TestMessageAppendJSONIsMarshal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		raw := func(label string) json.RawMessage {
			v := rapid.SliceOf(rapid.String()).Draw(t, label)
			b, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		m := message{
			V: rapid.IntRange(0, 3).Draw(t, "v"), N: rapid.Int().Draw(t, "n"), By: rapid.IntRange(-1, 5).Draw(t, "by"),
			Action: rapid.OneOf(rapid.String(), rapid.StringMatching(`[a-z0-9 ]{0,20}`),
				rapid.Map(rapid.SliceOf(rapid.Byte()), func(b []byte) string { return string(b) })).Draw(t, "action"),
			Events: raw("events"), View: raw("view"),
			Turn: rapid.OneOf(rapid.Just[[]int](nil), rapid.SliceOf(rapid.IntRange(-1, 6))).Draw(t, "turn"),
			Over: rapid.Bool().Draw(t, "over"), Standin: rapid.Bool().Draw(t, "standin"), Catchup: rapid.Bool().Draw(t, "catchup"),
		}
		want, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.appendJSON(nil); string(got) != string(want) {
			t.Fatalf("appendJSON:\n%s", cmp.Diff(string(want), string(got)))
		}
	})
}

// Every message and view reply the server sends carries "v":Version first.
func TestEnvelopeVersionSent(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	tc := ts.create(`{}`)
	status, out := ts.do("GET", tc.Seats[0].View, nil)
	if status != 200 || !strings.HasPrefix(string(out), `{"v":2,"table":"`) {
		t.Errorf("view reply: %d %s", status, out)
	}
	status, out = ts.do("GET", "/tables/"+tc.ID+"/messages?since=0", nil)
	if status != 200 || !strings.HasPrefix(string(out), `[{"v":2,"n":1,"by":-1,`) {
		t.Errorf("messages: %d %.80s", status, out)
	}
}
