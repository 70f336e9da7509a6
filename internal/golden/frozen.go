package golden

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Frozen holds a game's stored formats frozen: it replays every record of
// the corpus testdata/records/*.txt action by action and checks, byte for
// byte against testdata/frozen.txt ([Steps], [CheckSteps]), the text of
// each action, the JSON of the events it makes, the saved game (its
// json.Marshal) before the first action and after each, and the record the
// game keeps written back with the names of the record read. A change to
// any stored format fails here first. With update it writes the file
// afresh ("go test -run TestStoredFormatsFrozen -update-frozen").
//
// The game is given as its functions: parse reads a record (ParseRecord),
// replay plays one (Replay; Frozen gives it the record without its actions,
// so that it returns the game the record starts from), apply applies an
// action (Game.Apply), events writes events (MarshalEvents), record
// returns the record a game keeps (Game.Record) and text writes a record
// (Record.MarshalText). A record R is a struct with the fields Actions []A
// and Names []string, as every game's Record is:
//
//	golden.Frozen(t, crib.ParseRecord, crib.Replay, crib.Game.Apply, crib.MarshalEvents,
//		crib.Game.Record, crib.Record.MarshalText, *updateFrozen)
func Frozen[R, G any, A fmt.Stringer, E any](t testing.TB, parse func(io.Reader) (R, error), replay func(R) (G, []E, error),
	apply func(G, A) (G, []E, error), events func([]E) ([]byte, error), record func(G) (R, error), text func(R) ([]byte, error), update bool) {
	t.Helper()
	frozen(t, "testdata", parse, replay, apply, events, record, text, update)
}

func frozen[R, G any, A fmt.Stringer, E any](t testing.TB, dir string, parse func(io.Reader) (R, error), replay func(R) (G, []E, error),
	apply func(G, A) (G, []E, error), events func([]E) ([]byte, error), record func(G) (R, error), text func(R) ([]byte, error), update bool) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "records", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	var parts [][]byte
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := parse(strings.NewReader(string(data)))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		actions := field[[]A](t, &rec, "Actions")
		acts := *actions
		*actions = nil
		g, _, err := replay(rec)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		start, err := json.Marshal(g)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var steps []Step
		for i, a := range acts {
			ng, ev, err := apply(g, a)
			if err != nil {
				t.Fatalf("%s: action %d %v: %v", f, i+1, a, err)
			}
			g = ng
			evs, err := events(ev)
			if err != nil {
				t.Fatalf("%s: action %d %v: %v", f, i+1, a, err)
			}
			gj, err := json.Marshal(g)
			if err != nil {
				t.Fatalf("%s: action %d %v: %v", f, i+1, a, err)
			}
			steps = append(steps, Step{Action: a.String(), Events: evs, Game: gj})
		}
		r, err := record(g)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		*field[[]string](t, &r, "Names") = *field[[]string](t, &rec, "Names")
		rt, err := text(r)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		parts = append(parts, Steps(filepath.Base(f), start, steps, rt))
	}
	CheckSteps(t, filepath.Join(dir, "frozen.txt"), parts, update, "go test -run TestStoredFormatsFrozen -update-frozen")
}

// field returns the field name of the struct *rec, failing t unless it is
// one of type T.
func field[T, R any](t testing.TB, rec *R, name string) *T {
	t.Helper()
	v := reflect.ValueOf(rec).Elem()
	if v.Kind() == reflect.Struct {
		if f := v.FieldByName(name); f.IsValid() && f.CanSet() && f.Type() == reflect.TypeFor[T]() {
			return f.Addr().Interface().(*T)
		}
	}
	t.Fatalf("%T has no field %s of type %v", *rec, name, reflect.TypeFor[T]())
	return nil
}
