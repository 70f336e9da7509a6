package ruling_test

import (
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/ruling"
	"github.com/pegboard/pegboard/internal/hostile"
)

// TestHostile throws hostile arguments at every exported function and
// method of the package (see package internal/hostile).
func TestHostile(t *testing.T) {
	hostile.Walk(t, hostile.Package{
		Dir:       ".",
		Sentinels: []error{crib.ErrBadRecord, crib.ErrSyntax},
		Funcs: []any{
			ruling.CountedFirst, ruling.DislodgedPegs, ruling.FalseClaimOfGame, ruling.FrontPegSlip.MarshalText,
			ruling.FrontPegSlip.String, (*ruling.FrontPegSlip).UnmarshalText, ruling.GoPeggedEarly, ruling.HandMixed,
			ruling.Overpegged, ruling.RemovedBothPegs, ruling.RemovedFrontPeg, ruling.Role.MarshalText, ruling.Role.String,
			(*ruling.Role).UnmarshalText, ruling.StarterMixed, ruling.TouchedPeg, ruling.Underpegged, ruling.UsedOpponentsPeg,
			ruling.Where.MarshalText, ruling.Where.String, (*ruling.Where).UnmarshalText, ruling.WrongTrack,
		},
	})
}
