package codec

import (
	"encoding"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode"

	"github.com/pegboard/pegboard/cards"
)

// Grammar is a game's action text as data: each action type's verb (the
// words its text begins with) and its arguments, one for each field of the
// type, in order. A game fills its grammar once, one [Verb] (or [Custom]) a
// type, and its actions' String and its ParseAction are then one line each:
//
//	Verb[Lay](&g, "lay SEAT CARD")          "lay 1 5H"
//	Verb[Mix](&g, "mix SEAT [crib]")        "mix 0", "mix 0 crib": a bool field, the word or not
//	Verb[Draw](&g, "draw [CARD]")           "draw", "draw 7H": a card that may be left out
//	Verb[Discard](&g, "discard SEAT CARDS") "discard 0 5H 5C": a cards.Set field, the rest of the line
//	Verb[Adjust](&g, "adjust SIDE POINTS RULE")  a string field, the rest, quoted when it must be
//	Verb[Penalty](&g, `penalty SEAT "RULE"`)     a string field, always quoted
//
// An argument in capitals stands for a field: an int is a number (within
// ±MaxNumber), a cards.Card a card the grammar's Card accepts, a cards.Set
// cards each given once, a string text, and a type with text methods (a
// peg's place, say) one word of its text. Words and cards may be typed in
// any case, with any spacing.
type Grammar[A any] struct {
	Pkg Pkg
	// Card reports whether an action may name c (nil: any standard card).
	Card func(c cards.Card) bool
	// Else, when not nil, reads the text no verb of the grammar begins
	// (another package's actions, or a form without a verb) and writes the
	// actions of other types; it returns ok false for what it does not
	// know either.
	Else *OtherActions[A]

	verbs  []verb[A]
	byType map[reflect.Type]int
}

// OtherActions reads and writes the actions a Grammar leaves to another.
type OtherActions[A any] struct {
	Parse  func(s string) (a A, ok bool, err error)
	String func(a A) (string, bool)
	// Verbatim, when true, returns Parse's errors as they are, not as
	// reasons of this grammar's: they are another package's reader's,
	// which name that package and the text already (Crib Wars reads
	// crib's actions with crib's ParseAction).
	Verbatim bool
}

type verb[A any] struct {
	words []string
	usage string
	write func(A) string
	read  func(args []string, rest func(k int) string) (A, error)
}

// MaxAction is the longest action text a grammar reads.
const MaxAction = 64 << 10

// Verb adds action type T to g with the text spec (see [Grammar]). A spec
// that does not fit T's fields panics: it is the program's own table.
func Verb[T any, A any](g *Grammar[A], spec string) {
	t := reflect.TypeFor[T]()
	parts := strings.Fields(spec)
	var words []string
	for len(parts) > 0 && isWord(parts[0]) {
		words, parts = append(words, parts[0]), parts[1:]
	}
	if t.Kind() != reflect.Struct || len(parts) != t.NumField() {
		panic(fmt.Sprintf("codec: verb %q does not fit %v", spec, t))
	}
	args := make([]arg, len(parts))
	for i, p := range parts {
		a, err := g.newArg(p, t.Field(i).Type, i == len(parts)-1)
		if err != nil {
			panic(fmt.Sprintf("codec: verb %q: %v", spec, err))
		}
		args[i] = a
	}
	add(g, t, verb[A]{
		words: words,
		usage: spec,
		write: func(a A) string {
			v := reflect.ValueOf(a)
			out := strings.Join(words, " ")
			for i, ar := range args {
				if s := ar.write(v.Field(i)); s != "" {
					out += " " + s
				}
			}
			return out
		},
		read: func(fs []string, rest func(k int) string) (A, error) {
			var zero A
			v := reflect.New(t).Elem()
			k := 0
			for i, ar := range args {
				n, err := ar.read(v.Field(i), fs[k:], func() string { return rest(len(words) + k) })
				if err != nil {
					return zero, err
				}
				k += n
			}
			if k != len(fs) {
				return zero, extra(strings.Join(fs[k:], " "))
			}
			return v.Interface().(A), nil
		},
	})
}

// Custom adds action type T to g with its own text after words: write
// returns it ("" for none), read reads it from the rest of the line (its
// words as typed) and usage says it for errors ("deal from CARDS").
func Custom[T any, A any](g *Grammar[A], words, usage string, write func(T) string, read func(rest string) (T, error)) {
	ws := strings.Fields(words)
	add(g, reflect.TypeFor[T](), verb[A]{
		words: ws,
		usage: usage,
		write: func(a A) string {
			s := write(any(a).(T))
			if s == "" {
				return words
			}
			return words + " " + s
		},
		read: func(_ []string, rest func(k int) string) (A, error) {
			v, err := read(rest(len(ws)))
			if err != nil {
				var zero A
				return zero, err
			}
			return any(v).(A), nil
		},
	})
}

func add[A any](g *Grammar[A], t reflect.Type, v verb[A]) {
	if g.byType == nil {
		g.byType = map[reflect.Type]int{}
	}
	if _, dup := g.byType[t]; dup {
		panic("codec: " + t.String() + " twice in a grammar")
	}
	g.byType[t] = len(g.verbs)
	g.verbs = append(g.verbs, v)
}

func isWord(s string) bool {
	for _, r := range s {
		if !unicode.IsLower(r) && r != '-' {
			return false
		}
	}
	return s != ""
}

// Verb returns the words a's text begins with ("lay", "cut for deal"), or
// "" for an action of a type the grammar does not know. Of an action Else
// writes, they are the words of lower-case letters its text begins with,
// before its first argument (a number, a card, a quotation).
func (g *Grammar[A]) Verb(a A) string {
	a = Deref(a)
	if i, ok := g.byType[reflect.TypeOf(a)]; ok {
		return strings.Join(g.verbs[i].words, " ")
	}
	if g.Else != nil {
		if s, ok := g.Else.String(a); ok {
			return leadingWords(s)
		}
	}
	return ""
}

// leadingWords returns the words of lower-case letters s begins with.
func leadingWords(s string) string {
	var ws []string
	for _, f := range strings.Fields(s) {
		if strings.TrimLeft(f, "abcdefghijklmnopqrstuvwxyz") != "" {
			break
		}
		ws = append(ws, f)
	}
	return strings.Join(ws, " ")
}

// String returns a's text, or "" for an action the grammar does not know;
// a pointer to an action is written as the action ([Deref]).
func (g *Grammar[A]) String(a A) string {
	a = Deref(a)
	if i, ok := g.byType[reflect.TypeOf(a)]; ok {
		return g.verbs[i].write(a)
	}
	if g.Else != nil {
		if s, ok := g.Else.String(a); ok {
			return s
		}
	}
	return ""
}

// Text returns a's text, refusing (wrapping ErrBadRecord) an action whose
// text does not read back to it or that a record cannot hold: a card that
// is no card, a rule with a line break or a '#'.
func (g *Grammar[A]) Text(a A) ([]byte, error) {
	a = Deref(a)
	s := g.String(a)
	b, err := g.Parse(s)
	if err != nil || s == "" || strings.Contains(s, "#") || !same(any(a), any(b)) {
		return nil, g.Pkg.Bad("the action %+v has no text that reads back (%q)", a, s)
	}
	return []byte(s), nil
}

func same(a, b any) bool {
	if a == nil || b == nil || reflect.TypeOf(a) != reflect.TypeOf(b) {
		return false
	}
	if reflect.TypeOf(a).Comparable() {
		return a == b
	}
	return reflect.DeepEqual(a, b)
}

// Parse reads an action's text. Errors wrap ErrSyntax and say what was
// wanted: `crib: syntax error: action "lay 1": want "lay SEAT CARD"`.
func (g *Grammar[A]) Parse(s string) (A, error) {
	a, err := g.parse(s)
	if err != nil {
		var zero A
		if v, ok := err.(verbatim); ok {
			return zero, v.error
		}
		return zero, fmt.Errorf("%s: %w: action %.80q: %v", g.Pkg, cards.ErrSyntax, s, err)
	}
	return a, nil
}

// verbatim is an error of Else's Parse that Parse returns as it is.
type verbatim struct{ error }

func (g *Grammar[A]) parse(s string) (A, error) {
	var zero A
	if len(s) > MaxAction || strings.ContainsAny(s, "\n\r") {
		return zero, errors.New("not one line")
	}
	fs := strings.Fields(s)
	if len(fs) == 0 {
		return zero, errors.New("empty")
	}
	rest := func(k int) string { return restAfter(s, k) }
	// The verbs whose words begin the text, longest first; among those of
	// one length, the first added. The reason given is the first that is
	// not only words left over (a verb of the same words with fewer
	// arguments), so that "cut ZZ" says ZZ is no card.
	var tried []*verb[A]
	var firstErr error
	for n := len(fs); n >= 1; n-- {
		for i := range g.verbs {
			v := &g.verbs[i]
			if len(v.words) != n || !prefix(fs, v.words) {
				continue
			}
			a, err := v.read(fs[n:], rest)
			if err == nil {
				return a, nil
			}
			if len(tried) == 0 || len(tried[0].words) == n {
				tried = append(tried, v)
				if _, weak := firstErr.(extra); firstErr == nil || weak {
					if _, w := err.(extra); firstErr == nil || !w {
						firstErr = err
					}
				}
			}
		}
	}
	if len(tried) == 0 {
		if g.Else != nil {
			if a, ok, err := g.Else.Parse(s); ok || err != nil {
				if err != nil && g.Else.Verbatim {
					err = verbatim{err}
				}
				return a, err
			}
		}
		return zero, errors.New("no such action")
	}
	var us []string
	for _, v := range tried {
		us = append(us, strconv.Quote(v.usage))
	}
	want := us[0]
	if len(us) > 1 {
		want = strings.Join(us[:len(us)-1], ", ") + " or " + us[len(us)-1]
	}
	return zero, fmt.Errorf("want %s: %v", want, firstErr)
}

// extra is the reason of a text with words left over after a verb's
// arguments.
type extra string

func (e extra) Error() string { return fmt.Sprintf("%q is more than it takes", string(e)) }

func prefix(fs, words []string) bool {
	if len(fs) < len(words) {
		return false
	}
	for i, w := range words {
		if !EqualFold(fs[i], w) {
			return false
		}
	}
	return true
}

// restAfter returns s after its first k words.
func restAfter(s string, k int) string {
	s = strings.TrimLeft(s, " \t")
	for range k {
		i := strings.IndexAny(s, " \t")
		if i < 0 {
			return ""
		}
		s = strings.TrimLeft(s[i:], " \t")
	}
	return strings.TrimRight(s, " \t")
}

// An arg is one argument of a verb: how it writes a field's value and how
// it reads one from the words left (returning how many it took).
type arg struct {
	write func(reflect.Value) string
	read  func(v reflect.Value, fs []string, rest func() string) (int, error)
}

var (
	cardType = reflect.TypeFor[cards.Card]()
	setType  = reflect.TypeFor[cards.Set]()
	textType = reflect.TypeFor[encoding.TextUnmarshaler]()
)

func (g *Grammar[A]) newArg(spec string, t reflect.Type, last bool) (arg, error) {
	okCard := g.Card
	if okCard == nil {
		okCard = cards.Card.IsStandard
	}
	readCard := func(w string) (cards.Card, error) {
		c, err := cards.Parse(w)
		if err != nil || !okCard(c) {
			return 0, fmt.Errorf("%q is not a card", w)
		}
		return c, nil
	}
	optional := strings.HasPrefix(spec, "[") && strings.HasSuffix(spec, "]")
	name := strings.Trim(spec, "[]\"")
	switch {
	case t.Kind() == reflect.Bool && optional && isWord(name):
		return arg{
			write: func(v reflect.Value) string {
				if v.Bool() {
					return name
				}
				return ""
			},
			read: func(v reflect.Value, fs []string, _ func() string) (int, error) {
				if len(fs) > 0 && EqualFold(fs[0], name) {
					v.SetBool(true)
					return 1, nil
				}
				return 0, nil
			},
		}, nil
	case t == cardType:
		return arg{
			write: func(v reflect.Value) string {
				c := v.Interface().(cards.Card)
				if optional && c == cards.NoCard {
					return ""
				}
				return c.String()
			},
			read: func(v reflect.Value, fs []string, _ func() string) (int, error) {
				if len(fs) == 0 {
					if optional {
						return 0, nil
					}
					return 0, fmt.Errorf("no %s", strings.ToLower(name))
				}
				c, err := readCard(fs[0])
				if err != nil {
					return 0, err
				}
				v.Set(reflect.ValueOf(c))
				return 1, nil
			},
		}, nil
	case t == setType && last:
		return arg{
			write: func(v reflect.Value) string {
				var out []string
				for c := range v.Interface().(cards.Set).All() {
					out = append(out, c.String())
				}
				return strings.Join(out, " ")
			},
			read: func(v reflect.Value, fs []string, _ func() string) (int, error) {
				var set cards.Set
				for _, f := range fs {
					c, err := readCard(f)
					if err != nil || set.Has(c) {
						return 0, fmt.Errorf("%q is not a card, or is given twice", f)
					}
					set = set.With(c)
				}
				v.Set(reflect.ValueOf(set))
				return len(fs), nil
			},
		}, nil
	case t.Kind() == reflect.Int && !optional:
		return arg{
			write: func(v reflect.Value) string { return strconv.Itoa(int(v.Int())) },
			read: func(v reflect.Value, fs []string, _ func() string) (int, error) {
				if len(fs) == 0 {
					return 0, fmt.Errorf("no %s", strings.ToLower(name))
				}
				n, ok := Number(fs[0])
				if !ok {
					return 0, fmt.Errorf("%q is not a number", fs[0])
				}
				v.SetInt(int64(n))
				return 1, nil
			},
		}, nil
	case t.Kind() == reflect.String && last:
		quoted := strings.HasPrefix(spec, `"`)
		return arg{
			write: func(v reflect.Value) string {
				if quoted {
					return strconv.Quote(v.String())
				}
				return Quote(v.String(), false)
			},
			read: func(v reflect.Value, fs []string, rest func() string) (int, error) {
				s, err := RestText(rest(), quoted)
				if err != nil {
					return 0, err
				}
				v.SetString(s)
				return len(fs), nil
			},
		}, nil
	case reflect.PointerTo(t).Implements(textType) && !optional:
		return arg{
			write: func(v reflect.Value) string {
				b, err := v.Interface().(encoding.TextMarshaler).MarshalText()
				if err != nil {
					return fmt.Sprint(v.Interface())
				}
				return string(b)
			},
			read: func(v reflect.Value, fs []string, _ func() string) (int, error) {
				if len(fs) == 0 {
					return 0, fmt.Errorf("no %s", strings.ToLower(name))
				}
				p := reflect.New(t)
				if err := p.Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(fs[0])); err != nil {
					return 0, err
				}
				v.Set(p.Elem())
				return 1, nil
			},
		}, nil
	}
	return arg{}, fmt.Errorf("no argument %q of type %v", spec, t)
}

// Quote writes s as one argument of an action's text: as it is when it
// reads back so (it is not empty, holds only printable characters and
// single spaces, no '#' or '"', does not start or end with a space, and,
// when word is true, holds no space and is none of keywords); otherwise
// quoted as Go quotes it, '#' written \x23 so that the line holds none.
func Quote(s string, word bool, keywords ...string) string {
	plain := s != "" && strings.TrimSpace(s) == s && !strings.ContainsAny(s, "#\"\\") && !strings.Contains(s, "  ")
	for _, r := range s {
		if !unicode.IsPrint(r) || word && r == ' ' {
			plain = false
		}
	}
	for _, k := range keywords {
		if EqualFold(s, k) {
			plain = false
		}
	}
	if plain {
		return s
	}
	return strings.ReplaceAll(strconv.QuoteToGraphic(s), "#", `\x23`)
}

// RestText reads the free text at the end of an action: a quotation (Go's
// syntax), or, unless quoted is true, the words as they are.
func RestText(s string, quoted bool) (string, error) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, `"`) {
		q, err := strconv.QuotedPrefix(s)
		if err != nil || len(q) != len(s) {
			return "", fmt.Errorf("a quotation that is not the whole text: %s", s)
		}
		return strconv.Unquote(q)
	}
	switch {
	case quoted:
		return "", fmt.Errorf("the text %.40q is not in double quotes", s)
	case s == "":
		return "", errors.New("no text given")
	}
	return s, nil
}

// Tokens splits s into words and quoted strings (Go's syntax), the quoted
// ones unquoted; quoted reports which were.
func Tokens(s string) (toks []string, quoted []bool, err error) {
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			return toks, quoted, nil
		}
		if s[0] == '"' {
			q, err := strconv.QuotedPrefix(s)
			if err != nil {
				return nil, nil, fmt.Errorf("an unfinished quotation: %s", s)
			}
			u, _ := strconv.Unquote(q)
			toks, quoted = append(toks, u), append(quoted, true)
			s = s[len(q):]
			if s != "" && s[0] != ' ' && s[0] != '\t' {
				return nil, nil, fmt.Errorf("text after a quotation: %s", s)
			}
			continue
		}
		i := strings.IndexAny(s, " \t")
		if i < 0 {
			i = len(s)
		}
		toks, quoted = append(toks, s[:i]), append(quoted, false)
		s = s[i:]
	}
}

// As returns a as an I, the interface a game's actions implement (an
// unexported one with the method that carries an action out, say), when it
// is one: an action value, or a pointer to one that is not nil (a nil
// pointer's methods would panic). ok is false for anything else.
func As[I any](a any) (i I, ok bool) {
	i, ok = a.(I)
	if v := reflect.ValueOf(a); ok && v.Kind() == reflect.Pointer && v.IsNil() {
		var zero I
		return zero, false
	}
	return i, ok
}

// Deref returns the action a points to when a is a pointer to one that is
// not nil, and a itself otherwise: an action given by pointer is the
// action.
func Deref[A any](a A) A {
	if v := reflect.ValueOf(a); v.Kind() == reflect.Pointer && !v.IsNil() {
		if x, ok := v.Elem().Interface().(A); ok {
			return x
		}
	}
	return a
}

// Unknown is the error of applying an action of a type the game does not
// know (nil and nil pointers included), wrapping the game's
// ErrUnknownAction: "not an action of this game: a nil *crib.Lay".
func Unknown(errUnknown error, a any) error {
	if a == nil {
		return fmt.Errorf("%w: no action", errUnknown)
	}
	if v := reflect.ValueOf(a); v.Kind() == reflect.Pointer && v.IsNil() {
		return fmt.Errorf("%w: a nil %T", errUnknown, a)
	}
	return fmt.Errorf("%w: %T", errUnknown, a)
}
