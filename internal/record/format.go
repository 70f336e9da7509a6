package record

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

// Format is one game's record as data: the name and version on its first
// line, its headers, and how its actions read and write. A game's Record
// type R (its rules, its names, how it starts, its actions) is read and
// written through it, so that every game's record reads alike and is read
// by one piece of code:
//
//	func ParseRecord(r io.Reader) (Record, error) { return records.Parse(r) }
type Format[R, A any] struct {
	Pkg     codec.Pkg // the game's package, for errors
	Game    string    // on the first line: "crib"
	Version int       // on the first line, and the newest version read
	// Fields are the record's headers in the order written; every key
	// read must be one of them.
	Fields []Field[R]
	// Required are the keys a record must have.
	Required []string
	// Check, when not nil, says what is wrong with the headers read
	// together (a start given two ways), and the line to name: seen holds
	// the line of each key read.
	Check func(rec *R, seen map[string]int) (line int, err error)
	// Valid, when not nil, says what is wrong with a record before it is
	// written.
	Valid func(rec *R) error
	// Actions returns the record's actions and where it keeps the lines
	// they were read from.
	Actions func(rec *R) (*[]A, *Lines)
	// ParseAction reads one action's text; ActionText writes one, refusing
	// an action whose text does not read back.
	ParseAction func(string) (A, error)
	ActionText  func(A) ([]byte, error)
}

// Field is one header of a record: its key, how its value is written
// (ok false when the record has none), and how it is read.
type Field[R any] struct {
	Key   string
	Write func(rec *R) (value string, ok bool, err error)
	Read  func(rec *R, value string) error
}

// Lines are where a record read from text had its actions and its start,
// for errors that name the line; the zero Lines, of a record made in code,
// names the line the record's text would have.
type Lines struct {
	Actions []int // the line of each action
	Start   int   // the line of the header that says how the game starts
}

// Marshal writes rec's text: the first line, the headers, a blank line and
// one action a line. A record that would not read back is refused, wrapping
// ErrBadRecord.
func (f *Format[R, A]) Marshal(rec R) ([]byte, error) {
	hs, err := f.headers(&rec)
	if err != nil {
		return nil, err
	}
	file := File{Game: f.Game, Version: f.Version, Headers: hs}
	acts, _ := f.Actions(&rec)
	for i, a := range *acts {
		if any(a) == nil {
			return nil, f.Pkg.Bad("action %d is nil", i+1)
		}
		text, err := f.ActionText(a)
		if err != nil {
			return nil, fmt.Errorf("action %d: %w", i+1, err)
		}
		file.Actions = append(file.Actions, Line{Text: string(text)})
	}
	var b bytes.Buffer
	if err := Write(&b, file); err != nil {
		return nil, f.Pkg.Wrap(err)
	}
	return b.Bytes(), nil
}

func (f *Format[R, A]) headers(rec *R) ([]Header, error) {
	if f.Valid != nil {
		if err := f.Valid(rec); err != nil {
			return nil, err
		}
	}
	var hs []Header
	for _, h := range f.Fields {
		v, ok, err := h.Write(rec)
		if err != nil {
			return nil, err
		}
		if ok {
			hs = append(hs, Header{Key: h.Key, Value: v})
		}
	}
	return hs, nil
}

// WriteTo writes rec's text to w.
func (f *Format[R, A]) WriteTo(rec R, w io.Writer) (int64, error) {
	if w == nil {
		return 0, f.Pkg.NilWriter("a record")
	}
	b, err := f.Marshal(rec)
	if err != nil {
		return 0, err
	}
	n, err := w.Write(b)
	return int64(n), err
}

// Unmarshal reads text into *rec, which is left as it was on error.
func (f *Format[R, A]) Unmarshal(rec *R, typ string, text []byte) error {
	if rec == nil {
		return f.Pkg.NilTarget(typ)
	}
	v, err := f.Parse(bytes.NewReader(text))
	if err == nil {
		*rec = v
	}
	return err
}

// Parse reads a record's text. Errors wrap ErrBadRecord (and ErrSyntax for
// text that is not the grammar) and name the line with a *LineError: an
// unknown or repeated header, one missing, headers that disagree, an action
// that cannot be read, more than codec.MaxJSON bytes in all, a nil r.
func (f *Format[R, A]) Parse(r io.Reader) (R, error) {
	var rec R
	if r == nil {
		return rec, f.Pkg.Bad("reading a record from a nil io.Reader")
	}
	data, err := io.ReadAll(io.LimitReader(r, codec.MaxJSON+1))
	if err != nil {
		return rec, f.Pkg.Wrap(err)
	}
	if len(data) > codec.MaxJSON {
		return rec, f.Pkg.Bad("more than %d bytes", codec.MaxJSON)
	}
	file, err := Parse(bytes.NewReader(data), f.Game, f.Version)
	if err != nil {
		return rec, fmt.Errorf("%s: %w: %w: %w", f.Pkg, game.ErrBadRecord, cards.ErrSyntax, err)
	}
	at := func(line int, err error) (R, error) {
		var zero R
		return zero, f.at(line, err)
	}
	seen := map[string]int{}
	for _, h := range file.Headers {
		i := f.header(h.Key)
		if i < 0 {
			return at(h.Line, fmt.Errorf("%w: no header %q (%s)", cards.ErrSyntax, h.Key, f.keys()))
		}
		seen[h.Key] = h.Line
		if err := f.Fields[i].Read(&rec, h.Value); err != nil {
			return at(h.Line, fmt.Errorf("%s: %w", h.Key, f.said(err)))
		}
	}
	for _, k := range f.Required {
		if _, ok := seen[k]; !ok {
			return at(1, fmt.Errorf("a record has a %s header", k))
		}
	}
	acts, lines := f.Actions(&rec)
	if f.Check != nil {
		line, err := f.Check(&rec, seen)
		lines.Start = line
		if err != nil {
			return at(line, err)
		}
	}
	for _, l := range file.Actions {
		a, err := f.ParseAction(l.Text)
		if err != nil {
			return at(l.N, err)
		}
		*acts = append(*acts, a)
		lines.Actions = append(lines.Actions, l.N)
	}
	return rec, nil
}

// at returns err as the package's error on a line of a bad record: "crib:
// line 5: bad record: ..." said once.
func (f *Format[R, A]) at(line int, err error) error {
	return fmt.Errorf("%s: %w", f.Pkg, At(line, fmt.Errorf("%w: %w", game.ErrBadRecord, f.said(err))))
}

// said is err without the words a record's error says before it.
func (f *Format[R, A]) said(err error) error {
	return codec.Said(err, string(f.Pkg)+": ", game.ErrBadRecord.Error()+": ")
}

func (f *Format[R, A]) header(key string) int {
	for i, h := range f.Fields {
		if h.Key == key {
			return i
		}
	}
	return -1
}

func (f *Format[R, A]) keys() string {
	ks := make([]string, len(f.Fields))
	for i, h := range f.Fields {
		ks[i] = h.Key
	}
	return strings.Join(ks, ", ")
}

// line returns the line of action i: where it was read, or where Marshal
// would write it.
func (f *Format[R, A]) line(rec *R, i int) int {
	if _, l := f.Actions(rec); i < len(l.Actions) {
		return l.Actions[i]
	}
	hs, _ := f.headers(rec)
	return 1 + len(hs) + 1 + i + 1
}

// Replay plays rec: start makes the game it starts from, apply applies one
// action; it returns the game after the last action and every event. A
// start that fails names the line of the header that says how the game
// starts; an action refused names its line, wrapping ErrBadRecord and the
// game's own reason, and the game is then the one before it.
func Replay[R, A, G, E any](f *Format[R, A], rec R, start func(R) (G, error), apply func(G, A) (G, []E, error)) (G, []E, error) {
	g, err := start(rec)
	_, lines := f.Actions(&rec)
	if err != nil {
		line := lines.Start
		if line == 0 {
			hs, _ := f.headers(&rec)
			line = 1 + len(hs)
		}
		var zero G
		return zero, nil, f.at(line, err)
	}
	acts, _ := f.Actions(&rec)
	var evs []E
	for i, a := range *acts {
		ng, ev, err := apply(g, a)
		if err != nil {
			return g, evs, f.at(f.line(&rec, i), fmt.Errorf("%v: %w", a, f.said(err)))
		}
		g = ng
		evs = append(evs, ev...)
	}
	return g, evs, nil
}

// MaxName is the longest name a record holds, in bytes.
const MaxName = 100

// Names returns the header of the players' names: "Ann, Ben", one for each
// of seats, or none when there are no names. A name is not empty and holds
// no comma, '#', line break or space at either end, and at most MaxName
// bytes.
func Names(pkg codec.Pkg, names []string, seats int) (string, bool, error) {
	if len(names) == 0 {
		return "", false, nil
	}
	if len(names) != seats {
		return "", false, pkg.Bad("%s for %s", codec.Count(len(names), "name"), codec.Count(seats, "seat"))
	}
	for _, n := range names {
		if n == "" || n != strings.TrimSpace(n) || strings.ContainsAny(n, ",#\r\n") || len(n) > MaxName {
			return "", false, pkg.Bad("the name %q (names are not empty and hold no comma, #, line break or outer space, and at most %d bytes)", n, MaxName)
		}
	}
	return strings.Join(names, ", "), true, nil
}

// ReadNames reads the names header, refusing a name Names would not write.
func ReadNames(value string) ([]string, error) {
	var names []string
	for n := range strings.SplitSeq(value, ",") {
		switch n = strings.TrimSpace(n); {
		case n == "":
			return nil, fmt.Errorf("%w: an empty name", cards.ErrSyntax)
		case len(n) > MaxName:
			return nil, fmt.Errorf("%w: a name of more than %d bytes", cards.ErrSyntax, MaxName)
		}
		names = append(names, n)
	}
	return names, nil
}

var errNoRecord = errors.New("the game keeps no record: make it with Recording")

// NoLog is the error of asking a game that keeps no record for one.
func NoLog(pkg codec.Pkg) error { return pkg.Wrap(errNoRecord) }

// SeatNames returns the names a record of a run's game holds, seat by
// seat: names[entrant(s)] for each of seats, the entrant playing seat s.
// It returns nil when one of them is a name a record cannot hold ([Names]),
// as a strategy's String may be.
func SeatNames(names []string, seats int, entrant func(seat int) int) []string {
	out := make([]string, seats)
	for s := range out {
		out[s] = names[entrant(s)]
	}
	if _, _, err := Names("", out, seats); err != nil {
		return nil
	}
	return out
}
