package hostile

import "testing"

// FewNames checks that each event describes itself, given no names, one,
// or three (fewer than a table of six has): a text that is never empty,
// whoever it names.
func FewNames[E interface{ Describe(names []string) string }](t testing.TB, events []E) {
	t.Helper()
	for _, e := range events {
		for _, names := range [][]string{nil, {"Ann"}, {"Ann", "Bob", "Cat"}} {
			if s := e.Describe(names); s == "" {
				t.Errorf("%#v.Describe(%q) is empty", e, names)
			}
		}
	}
}
