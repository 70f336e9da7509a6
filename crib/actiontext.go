package crib

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/internal/codec"
)

// The text of a ruling applied, the one action whose text has parts by
// keyword.

// The keywords of a ruling's text.
var rulingWords = []string{"judges", "move", "pegs", "record", "forfeit", "award", "penalty", "no-muggins", "count", "text"}

// text writes `0 8.8 record 4 award 2 count record`: the offender, the
// rule, and each of the ruling's parts that is set, in the order judges
// "…", move F/R (or pegs F/R, pegs that do not move), record N, forfeit N,
// award N, penalty N, no-muggins, count record|forfeit, text "…"; texts of
// more than one word quoted.
func (a ApplyRuling) text() string {
	r := a.Ruling
	ws := []string{strconv.Itoa(a.Offender), codec.Quote(r.Rule, true, rulingWords...)}
	if r.Judges != "" {
		ws = append(ws, "judges", codec.Quote(r.Judges, true, rulingWords...))
	}
	switch {
	case r.Move:
		ws = append(ws, "move", r.Pegs.String())
	case r.Pegs != Pegs{}:
		ws = append(ws, "pegs", r.Pegs.String())
	}
	for _, p := range []struct {
		name string
		n    int
	}{{"record", r.Record}, {"forfeit", r.Forfeit}, {"award", r.Award}, {"penalty", r.Penalty}} {
		if p.n != 0 {
			ws = append(ws, p.name, strconv.Itoa(p.n))
		}
	}
	if r.NoMuggins {
		ws = append(ws, "no-muggins")
	}
	if r.Count != CountUntouched {
		ws = append(ws, "count", r.Count.String())
	}
	if r.Text != "" {
		ws = append(ws, "text", codec.Quote(r.Text, true, rulingWords...))
	}
	return strings.Join(ws, " ")
}

// parseRuling reads what follows "ruling": the offender, the rule and
// the ruling's parts.
func parseRuling(s string) (ApplyRuling, error) {
	toks, quoted, err := codec.Tokens(s)
	if err != nil {
		return ApplyRuling{}, err
	}
	if len(toks) < 2 || quoted[0] {
		return ApplyRuling{}, fmt.Errorf("an offender and a rule, unquoted")
	}
	off, ok := codec.Number(toks[0])
	if !ok {
		return ApplyRuling{}, fmt.Errorf("%q is not a seat", toks[0])
	}
	r := Ruling{Rule: toks[1]}
	seen := map[string]bool{}
	for i := 2; i < len(toks); i++ {
		k := codec.Lower(toks[i])
		if quoted[i] || seen[k] || (k == "move" || k == "pegs") && (seen["move"] || seen["pegs"]) {
			return ApplyRuling{}, fmt.Errorf("%q out of place in a ruling", toks[i])
		}
		seen[k] = true
		if k == "no-muggins" {
			r.NoMuggins = true
			continue
		}
		if i+1 >= len(toks) {
			return ApplyRuling{}, fmt.Errorf("%q wants a value", toks[i])
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
			n, ok := codec.Number(v)
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
			return ApplyRuling{}, err
		}
	}
	return ApplyRuling{off, r}, nil
}
