package crib_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// TestRulingText: a ruling applied writes its parts by keyword, texts of
// more than one word quoted, and reads back; a text that is not the
// grammar of a ruling is refused with the exact reason.
func TestRulingText(t *testing.T) {
	checkStrings(t,
		actionString{crib.ApplyRuling{Offender: 0, Ruling: crib.Ruling{Rule: "8.8", Record: 4, Award: 2}}, "ruling", `ruling 0 8.8 record 4 award 2`},
		actionString{crib.ApplyRuling{Offender: 1, Ruling: crib.Ruling{Rule: "8.5b", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, Forfeit: 6, NoMuggins: true}},
			"ruling", `ruling 1 8.5b move 40/39 forfeit 6 no-muggins`},
		actionString{crib.ApplyRuling{Offender: 1, Ruling: crib.Ruling{Rule: "9.3a", Judges: "retrieve the starter", Award: 2, Count: crib.CountRecorded, Text: "say \"two\""}},
			"ruling", `ruling 1 9.3a judges "retrieve the starter" award 2 count record text "say \"two\""`},
	)
	checkParse(t,
		parseCase{in: "ruling 0 8.8", want: crib.ApplyRuling{Offender: 0, Ruling: crib.Ruling{Rule: "8.8"}}},
		parseCase{in: "ruling 2 8.5b move 40/39 no-muggins", want: crib.ApplyRuling{Offender: 2, Ruling: crib.Ruling{Rule: "8.5b", Move: true, Pegs: crib.Pegs{Front: 40, Rear: 39}, NoMuggins: true}}},
		parseCase{in: "ruling 0", err: `want "ruling OFFENDER RULE PARTS...": an offender and a rule, unquoted`},
		parseCase{in: "ruling", err: `want "ruling OFFENDER RULE PARTS...": an offender and a rule, unquoted`},
		parseCase{in: `ruling "0" 8.8`, err: `want "ruling OFFENDER RULE PARTS...": an offender and a rule, unquoted`},
		parseCase{in: "ruling x 8.8", err: `want "ruling OFFENDER RULE PARTS...": "x" is not a seat`},
		parseCase{in: "ruling 1 8.8 move", err: `want "ruling OFFENDER RULE PARTS...": "move" wants a value`},
		parseCase{in: "ruling 1 8.8 bogus 3", err: `want "ruling OFFENDER RULE PARTS...": "bogus" is not a part of a ruling (judges, move, pegs, record, forfeit, award, penalty, no-muggins, count, text)`},
		parseCase{in: "ruling 1 8.8 record x", err: `want "ruling OFFENDER RULE PARTS...": "x" is not a number`},
		parseCase{in: "ruling 1 8.8 move 3/2 pegs 3/2", err: `want "ruling OFFENDER RULE PARTS...": "pegs" out of place in a ruling`},
		parseCase{in: "ruling 1 8.8 no-muggins no-muggins", err: `want "ruling OFFENDER RULE PARTS...": "no-muggins" out of place in a ruling`},
		parseCase{in: `ruling 1 8.8 "judges" x`, err: `want "ruling OFFENDER RULE PARTS...": "judges" out of place in a ruling`},
		parseCase{in: `ruling 1 8.8 text "abc`, err: `want "ruling OFFENDER RULE PARTS...": an unfinished quotation: "abc`},
		parseCase{in: `ruling 1 8.8 text "a"b`, err: `want "ruling OFFENDER RULE PARTS...": text after a quotation: b`},
	)
}
