// Package record reads and writes the line-based text that the three games'
// records share, so that a crib, Crib Wars or Pegs and Jokers record reads
// alike. A record is:
//
//	pegboard GAME VERSION          the first line: which game, which format version
//	# a comment                    comment lines and blank lines anywhere
//	KEY: VALUE                     header lines, until the first action
//	ACTION                         one action per line, in the order played
//	ACTION  # a trailing comment
//
// Keys are lower-case words (letters, digits and '-'); values run to the end
// of the line. This package knows nothing of the games: it splits a record
// into its header and its action lines, each with its line number, and each
// game parses its own keys and actions and names the line of any error with
// [LineError].
package record

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Limits on what a record may hold, so that a hostile record cannot make a
// reader use unbounded memory.
const (
	MaxLine  = 64 << 10 // bytes in one line
	MaxLines = 1 << 20  // lines in one record
)

// ErrSyntax is wrapped by the errors of [Parse] for text that is not a
// record; the game packages wrap their own sentinel (ErrBadRecord) beside
// it.
var ErrSyntax = errors.New("not a pegboard record")

// Header is one header line: its key, its value and where it stands.
type Header struct {
	Key, Value string
	Line       int
}

// Line is one action line: its text (trimmed, without a trailing comment)
// and its line number, from 1.
type Line struct {
	Text string
	N    int
}

// File is a record split into its parts.
type File struct {
	Game    string // the game named on the first line: "crib", "cribwars", "pegjokers"
	Version int    // the format version on the first line
	Headers []Header
	Actions []Line
}

// Value returns the value of the first header with key, and whether there is
// one.
func (f File) Value(key string) (string, bool) {
	for _, h := range f.Headers {
		if h.Key == key {
			return h.Value, true
		}
	}
	return "", false
}

// LineError is an error on one line of a record. It wraps the reason.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string {
	switch {
	case e == nil:
		return "<nil> *LineError"
	case e.Err == nil:
		return "line " + strconv.Itoa(e.Line) + ": bad"
	}
	return "line " + strconv.Itoa(e.Line) + ": " + e.Err.Error()
}

// Unwrap returns the reason.
func (e *LineError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

// At returns err as an error on line n (nil for a nil err).
func At(n int, err error) error {
	if err == nil {
		return nil
	}
	return &LineError{Line: n, Err: err}
}

// Parse reads a record of game (its first line must be "pegboard GAME N"
// with 1 <= N <= maxVersion). Header keys must be well formed and may not
// repeat; every line after the first action is an action. Errors are
// *LineError values wrapping [ErrSyntax].
func Parse(r io.Reader, game string, maxVersion int) (File, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLine)
	var f File
	n := 0
	first := true
	for sc.Scan() {
		n++
		if n > MaxLines {
			return File{}, At(n, fmt.Errorf("%w: more than %d lines", ErrSyntax, MaxLines))
		}
		text := stripComment(sc.Text())
		if text == "" {
			continue
		}
		if first {
			first = false
			v, err := parseFirst(text, game, maxVersion)
			if err != nil {
				return File{}, At(n, err)
			}
			f.Game, f.Version = game, v
			continue
		}
		if len(f.Actions) == 0 {
			if k, v, ok := header(text); ok {
				for _, h := range f.Headers {
					if h.Key == k {
						return File{}, At(n, fmt.Errorf("%w: %q given twice (first on line %d)", ErrSyntax, k, h.Line))
					}
				}
				f.Headers = append(f.Headers, Header{Key: k, Value: v, Line: n})
				continue
			}
		}
		f.Actions = append(f.Actions, Line{Text: text, N: n})
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return File{}, At(n+1, fmt.Errorf("%w: a line longer than %d bytes", ErrSyntax, MaxLine))
		}
		return File{}, err
	}
	if first {
		return File{}, At(1, fmt.Errorf("%w: empty, want \"pegboard %s 1\"", ErrSyntax, game))
	}
	return f, nil
}

func parseFirst(text, game string, maxVersion int) (int, error) {
	fs := strings.Fields(text)
	if len(fs) != 3 || fs[0] != "pegboard" {
		return 0, fmt.Errorf("%w: first line %q, want \"pegboard %s 1\"", ErrSyntax, text, game)
	}
	if fs[1] != game {
		return 0, fmt.Errorf("%w: a record of %q, not %q", ErrSyntax, fs[1], game)
	}
	v, err := strconv.Atoi(fs[2])
	if err != nil || v < 1 || v > maxVersion {
		return 0, fmt.Errorf("%w: format version %q (this reader knows 1 to %d)", ErrSyntax, fs[2], maxVersion)
	}
	return v, nil
}

// stripComment drops a '#' and what follows it, and surrounding space.
func stripComment(s string) string {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// header splits "key: value" when key is a well-formed key.
func header(s string) (key, value string, ok bool) {
	i := strings.IndexByte(s, ':')
	if i <= 0 {
		return "", "", false
	}
	key = s[:i]
	for _, r := range key {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return "", "", false
		}
	}
	return key, strings.TrimSpace(s[i+1:]), true
}

// Write writes f: the first line, the headers in order, a blank line, then
// one action a line. Comments, if any, are the caller's to write before.
// Values and actions must be single lines without '#'; Write refuses others
// (wrapping ErrSyntax) rather than write a record that would not read back.
func Write(w io.Writer, f File) error {
	var b strings.Builder
	fmt.Fprintf(&b, "pegboard %s %d\n", f.Game, f.Version)
	for _, h := range f.Headers {
		if _, _, ok := header(h.Key + ":"); !ok || !oneLine(h.Value) {
			return fmt.Errorf("%w: header %q: %q", ErrSyntax, h.Key, h.Value)
		}
		fmt.Fprintf(&b, "%s: %s\n", h.Key, h.Value)
	}
	if len(f.Headers) > 0 && len(f.Actions) > 0 {
		b.WriteByte('\n')
	}
	for _, a := range f.Actions {
		if !oneLine(a.Text) || strings.TrimSpace(a.Text) == "" {
			return fmt.Errorf("%w: action %q", ErrSyntax, a.Text)
		}
		if _, _, isHeader := header(a.Text); isHeader && len(f.Actions) > 0 && a == f.Actions[0] {
			return fmt.Errorf("%w: the first action %q would read as a header", ErrSyntax, a.Text)
		}
		b.WriteString(a.Text)
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func oneLine(s string) bool { return !strings.ContainsAny(s, "\n\r#") && len(s) < MaxLine }
