package crib

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/pegboard/pegboard/cards"
)

// The text of actions: String writes an action's canonical text, one line
// with no '#', and ParseAction reads it back (see the package doc for the
// grammar). People typing may use any case for the words and cards, and
// any spacing.

// quoteText writes s for a record: as it is when it reads back so (it is
// not empty, holds only printable characters and single spaces, no '#'
// or '"', and does not start or end with a space), and when word is true
// holds no space and is not one of keywords; otherwise quoted as Go quotes
// it, '#' written \x23 so that the line holds none.
func quoteText(s string, word bool, keywords ...string) string {
	plain := s != "" && strings.TrimSpace(s) == s && !strings.ContainsAny(s, "#\"\\") && !strings.Contains(s, "  ")
	for _, r := range s {
		if !unicode.IsPrint(r) || word && r == ' ' {
			plain = false
		}
	}
	for _, k := range keywords {
		if strings.EqualFold(s, k) {
			plain = false
		}
	}
	if plain {
		return s
	}
	return strings.ReplaceAll(strconv.QuoteToGraphic(s), "#", `\x23`)
}

// tokens splits s into words and quoted strings (Go's syntax), the
// quoted ones unquoted; quoted reports which were.
func tokens(s string) (toks []string, quoted []bool, err error) {
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

// restText reads the free text at the end of an action: a quotation, or
// the words as they are.
func restText(s string) (string, error) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, `"`) {
		q, err := strconv.QuotedPrefix(s)
		if err != nil || len(q) != len(s) {
			return "", fmt.Errorf("a quotation that is not the whole text: %s", s)
		}
		return strconv.Unquote(q)
	}
	if s == "" {
		return "", fmt.Errorf("no rule given")
	}
	return s, nil
}

// The keywords of a ruling's text.
var rulingWords = []string{"judges", "move", "pegs", "record", "forfeit", "award", "penalty", "no-muggins", "count", "text"}

// String says the action: `adjust 1 -15 8.4b`, the rule as it is written
// (quoted, as Go quotes, when it would not read back so).
func (a Adjust) String() string {
	return words(a.Op(), a.Side, a.Points, quoteText(a.Rule, false))
}

// String says the action: `award 1 20 leaving the penalty box`.
func (a Award) String() string {
	return words(a.Op(), a.Side, a.Points, quoteText(a.Rule, false))
}

// String says the action: `ruling 0 8.8 record 4 award 2 count record`:
// the offender, the rule, and each of the ruling's parts that is set,
// in the order judges "…", move F/R (or pegs F/R, pegs that do not move),
// record N, forfeit N, award N, penalty N, no-muggins, count record|forfeit,
// text "…"; texts of more than one word quoted.
func (a ApplyRuling) String() string {
	r := a.Ruling
	args := []any{a.Offender, quoteText(r.Rule, true, rulingWords...)}
	if r.Judges != "" {
		args = append(args, "judges", quoteText(r.Judges, true, rulingWords...))
	}
	switch {
	case r.Move:
		args = append(args, "move", r.Pegs)
	case r.Pegs != Pegs{}:
		args = append(args, "pegs", r.Pegs)
	}
	for _, p := range []struct {
		name string
		n    int
	}{{"record", r.Record}, {"forfeit", r.Forfeit}, {"award", r.Award}, {"penalty", r.Penalty}} {
		if p.n != 0 {
			args = append(args, p.name, p.n)
		}
	}
	if r.NoMuggins {
		args = append(args, "no-muggins")
	}
	if r.Count != SettleNothing {
		args = append(args, "count", r.Count)
	}
	if r.Text != "" {
		args = append(args, "text", quoteText(r.Text, true, rulingWords...))
	}
	return words(a.Op(), args...)
}

// ParseAction reads an action's text, as its String writes it (see the
// package doc for the grammar): "lay 1 5H", "discard 0 5H 5C", "claim 1
// 8", "muggins 0 1 2", "go 1", "deal", "deal 5H 5C 5S JD 10H KS | 2C 3C 4C
// 5D 6D 7D", "cut 5H", and the others. Errors wrap ErrSyntax.
func ParseAction(s string) (Action, error) {
	a, err := parseAction(s)
	if err != nil {
		return nil, fmt.Errorf("crib: %w: action %.80q: %v", ErrSyntax, s, err)
	}
	return a, nil
}

// The actions whose text is their operation and one number.
var oneNumber = map[string]func(int) Action{
	"choose dealer":  func(n int) Action { return ChooseDealer{n} },
	"cut at":         func(n int) Action { return CutAt{n} },
	"accept":         func(n int) Action { return Accept{n} },
	"retract":        func(n int) Action { return Retract{n} },
	"peg out":        func(n int) Action { return PegOut{n} },
	"refuse peg out": func(n int) Action { return RefusePegOut{n} },
	"take offer":     func(n int) Action { return TakeOffer{n} },
	"decline offer":  func(n int) Action { return DeclineOffer{n} },
	"sit out":        func(n int) Action { return SitOut{n} },
	"fold":           func(n int) Action { return Fold{n} },
	"go":             func(n int) Action { return Go{n} },
	"concede":        func(n int) Action { return Concede{n} },
}

// The actions whose text is their operation alone.
var noArgs = map[string]Action{"cut for deal": CutForDeal{}, "deal": Deal{}, "cut": Cut{}, "count": Count{}}

func parseAction(s string) (Action, error) {
	if len(s) > 64<<10 || strings.ContainsAny(s, "\n\r") {
		return nil, fmt.Errorf("not one line")
	}
	fs := strings.Fields(s)
	if len(fs) == 0 {
		return nil, fmt.Errorf("empty")
	}
	low := make([]string, len(fs))
	for i, f := range fs {
		low[i] = strings.ToLower(f)
	}
	line := strings.Join(low, " ")
	if a, ok := noArgs[line]; ok {
		return a, nil
	}
	for k := 3; k >= 1; k-- {
		if len(fs) == k+1 {
			if f, ok := oneNumber[strings.Join(low[:k], " ")]; ok {
				n, ok := number(fs[k])
				if !ok {
					return nil, fmt.Errorf("%q is not a number", fs[k])
				}
				return f(n), nil
			}
		}
	}
	nums := func(want int) ([]int, error) {
		if len(fs) != want+1 {
			return nil, fmt.Errorf("%s takes %d numbers", low[0], want)
		}
		out := make([]int, want)
		for i := range out {
			n, ok := number(fs[i+1])
			if !ok {
				return nil, fmt.Errorf("%q is not a number", fs[i+1])
			}
			out[i] = n
		}
		return out, nil
	}
	switch low[0] {
	case "claim":
		n, err := nums(2)
		if err != nil {
			return nil, err
		}
		return Claim{n[0], n[1]}, nil
	case "muggins":
		n, err := nums(3)
		if err != nil {
			return nil, err
		}
		return CallMuggins{n[0], n[1], n[2]}, nil
	case "correct":
		n, err := nums(2)
		if err != nil {
			return nil, err
		}
		return Correct{n[0], n[1]}, nil
	case "lay":
		if len(fs) != 3 {
			return nil, fmt.Errorf("lay takes a seat and a card")
		}
		seat, ok := number(fs[1])
		c, err := cards.Parse(fs[2])
		if !ok || err != nil || !c.IsStandard() {
			return nil, fmt.Errorf("want \"lay SEAT CARD\"")
		}
		return Lay{seat, c}, nil
	case "mix":
		crib := len(fs) == 3 && low[2] == "crib"
		if len(fs) != 2 && !crib {
			return nil, fmt.Errorf("want \"mix SEAT\" or \"mix SEAT crib\"")
		}
		seat, ok := number(fs[1])
		if !ok {
			return nil, fmt.Errorf("%q is not a number", fs[1])
		}
		return Mix{seat, crib}, nil
	case "discard":
		if len(fs) < 2 {
			return nil, fmt.Errorf("want \"discard SEAT CARDS\"")
		}
		seat, ok := number(fs[1])
		set, err := cardSet(fs[2:])
		if !ok || err != nil {
			return nil, because(`want "discard SEAT CARDS"`, err)
		}
		return Discard{seat, set}, nil
	case "adjust", "award":
		if len(fs) < 4 {
			return nil, fmt.Errorf("want \"%s SIDE POINTS RULE\"", low[0])
		}
		side, ok1 := number(fs[1])
		pts, ok2 := number(fs[2])
		rule, err := restText(restAfter(s, 3))
		if !ok1 || !ok2 || err != nil {
			return nil, because(fmt.Sprintf("want %q", low[0]+" SIDE POINTS RULE"), err)
		}
		if low[0] == "adjust" {
			return Adjust{side, pts, rule}, nil
		}
		return Award{side, pts, rule}, nil
	case "ruling":
		return parseRuling(restAfter(s, 1))
	case "cut":
		if len(fs) == 2 {
			c, err := cards.Parse(fs[1])
			if err != nil || !c.IsStandard() {
				return nil, fmt.Errorf("want \"cut\", \"cut at DEPTH\" or \"cut CARD\"")
			}
			return CutStarter{c}, nil
		}
		if len(fs) >= 5 && strings.HasPrefix(line, "cut for deal with ") && len(fs) <= 4+MaxSeats {
			var a CutForDealWith
			for i, f := range fs[4:] {
				if f == "--" {
					continue
				}
				c, err := cards.Parse(f)
				if err != nil || !c.IsStandard() {
					return nil, fmt.Errorf("%q is not a card", f)
				}
				a.Cuts[i] = c
			}
			if a.Cuts[len(fs)-5] == cards.NoCard {
				return nil, fmt.Errorf("the last seat named cuts no card")
			}
			return a, nil
		}
	case "deal":
		if len(fs) == 54 && low[1] == "from" {
			var a DealFrom
			for i, f := range fs[2:] {
				c, err := cards.Parse(f)
				if err != nil || !c.IsStandard() {
					return nil, fmt.Errorf("%q is not a card", f)
				}
				a.Pack[i] = c
			}
			return a, nil
		}
		return parseDealHands(restAfter(s, 1))
	}
	return nil, fmt.Errorf("no such action")
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
	return s
}

// cardSet reads standard cards, each once.
func cardSet(fs []string) (cards.Set, error) {
	var set cards.Set
	for _, f := range fs {
		c, err := cards.Parse(f)
		if err != nil || !c.IsStandard() || set.Has(c) {
			return 0, fmt.Errorf("%q is not a card, or is given twice", f)
		}
		set = set.With(c)
	}
	return set, nil
}

// because is the error msg, followed by the reason err when there is one.
func because(msg string, err error) error {
	if err == nil {
		return errors.New(msg)
	}
	return fmt.Errorf("%s: %v", msg, err)
}

// parseDealHands reads the hands of "deal H0 | H1 | ... [crib CARDS]".
func parseDealHands(s string) (Action, error) {
	var a DealHands
	s, from, hasCrib := strings.Cut(strings.ToLower(s), "crib")
	if hasCrib {
		set, err := cardSet(strings.Fields(from))
		if err != nil {
			return nil, fmt.Errorf("the cards to the crib: %v", err)
		}
		if set == 0 {
			return nil, errors.New("the cards to the crib: none given")
		}
		a.FromPack = set
	}
	parts := strings.Split(s, "|")
	if len(parts) < 2 || len(parts) > MaxSeats {
		return nil, fmt.Errorf("want \"deal\", \"deal from\" and 52 cards, or the hands dealt: \"deal 5H 5C 5S JD 10H KS | 2C 3C 4C 5D 6D 7D\"")
	}
	var all cards.Set
	for i, p := range parts {
		fs := strings.Fields(p)
		if len(fs) == 1 && fs[0] == "-" {
			continue
		}
		set, err := cardSet(fs)
		switch {
		case err != nil:
			return nil, fmt.Errorf("hand %d: %v", i+1, err)
		case set == 0:
			return nil, fmt.Errorf("hand %d: no cards (write - for none)", i+1)
		case set&all != 0:
			return nil, fmt.Errorf("hand %d: %s dealt twice", i+1, cards.FormatList(slices.Collect((set & all).All())))
		}
		all |= set
		a.Hands[i] = set
	}
	if a.Hands[len(parts)-1] == 0 && len(parts) > 2 {
		return nil, fmt.Errorf("the last hand is none: leave it out")
	}
	return a, nil
}

// parseRuling reads what follows "ruling": the offender, the rule and
// the ruling's parts.
func parseRuling(s string) (Action, error) {
	toks, quoted, err := tokens(s)
	if err != nil {
		return nil, err
	}
	if len(toks) < 2 || quoted[0] {
		return nil, fmt.Errorf("want \"ruling OFFENDER RULE ...\"")
	}
	off, ok := number(toks[0])
	if !ok {
		return nil, fmt.Errorf("%q is not a seat", toks[0])
	}
	r := Ruling{Rule: toks[1]}
	seen := map[string]bool{}
	for i := 2; i < len(toks); i++ {
		k := strings.ToLower(toks[i])
		if quoted[i] || seen[k] || (k == "move" || k == "pegs") && (seen["move"] || seen["pegs"]) {
			return nil, fmt.Errorf("%q out of place in a ruling", toks[i])
		}
		seen[k] = true
		if k == "no-muggins" {
			r.NoMuggins = true
			continue
		}
		if i+1 >= len(toks) {
			return nil, fmt.Errorf("%q wants a value", toks[i])
		}
		i++
		v := toks[i]
		var err error
		switch k {
		case "judges":
			r.Judges = v
		case "text":
			r.Text = v
		case "move", "pegs":
			r.Move = k == "move"
			err = r.Pegs.UnmarshalText([]byte(v))
		case "record", "forfeit", "award", "penalty":
			n, ok := number(v)
			if !ok {
				err = fmt.Errorf("%q is not a number", v)
			}
			*map[string]*int{"record": &r.Record, "forfeit": &r.Forfeit, "award": &r.Award, "penalty": &r.Penalty}[k] = n
		case "count":
			err = r.Count.UnmarshalText([]byte(v))
		default:
			err = fmt.Errorf("%q is not a part of a ruling (%s)", toks[i-1], strings.Join(rulingWords, ", "))
		}
		if err != nil {
			return nil, err
		}
	}
	return ApplyRuling{off, r}, nil
}
