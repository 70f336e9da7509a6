package crib

// Names this release changed, kept for one release so that programs
// written against the last one still build.
type (
	Act     = Step        // Deprecated: Act is Step.
	Settle  = CountEffect // Deprecated: Settle is CountEffect.
	Pegging = PegResult   // Deprecated: Pegging is PegResult.
)

// Deprecated: the Act constants are the Step constants.
const (
	ActNone, ActCutForDeal, ActDeal, ActDiscard, ActCut, ActLay = StepNone, StepCutForDeal, StepDeal, StepDiscard, StepCut, StepLay
	ActCount, ActClaim, ActAccept, ActPegOut, ActOffer, ActOwed = StepCount, StepClaim, StepAccept, StepPegOut, StepOffer, StepOwed
	SettleNothing, SettleRecord, SettleForfeit                  = CountUntouched, CountRecorded, CountForfeited
)
