package golden

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"
)

// Step is one action of a replayed game in its stored forms: the action's
// text, the JSON of the events it made and the JSON of the game after it.
type Step struct {
	Action       string
	Events, Game []byte
}

// Steps writes a replayed game's stored forms as the lines of a golden file:
// one line a step, with short hashes of its events' and its game's JSON, then
// the record's text and the last game's JSON in full. Any change to a byte
// of a stored form changes a line, so a test that checks the file with
// [Check] holds every stored format byte for byte across a rewrite.
func Steps(name string, start []byte, steps []Step, record []byte) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "== %s\nstart %s\n", name, hash(start))
	for i, s := range steps {
		fmt.Fprintf(&b, "%d %s | events %s | game %s\n", i+1, s.Action, hash(s.Events), hash(s.Game))
	}
	b.WriteString("-- record\n")
	b.Write(record)
	b.WriteString("-- last game\n")
	if len(steps) > 0 {
		b.Write(steps[len(steps)-1].Game)
	} else {
		b.Write(start)
	}
	b.WriteString("\n")
	return []byte(b.String())
}

func hash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}

// CheckSteps is [Check] of the concatenated [Steps] of a corpus.
func CheckSteps(t testing.TB, path string, parts [][]byte, update bool, how string) {
	t.Helper()
	var all []byte
	for _, p := range parts {
		all = append(all, p...)
	}
	Check(t, path, all, update, how)
}
