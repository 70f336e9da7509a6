package crib

// The JSON methods of the events, each {"type": ..., fields} through
// marshalEvent and decodeEvent (see eventjson.go).

// MarshalJSON implements json.Marshaler: {"type": "dealer-cut", ...}.
func (e DealerCut) MarshalJSON() ([]byte, error) {
	type plain DealerCut
	return marshalEvent("dealer-cut", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *DealerCut) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("DealerCut")
	}
	type plain DealerCut
	return decodeEvent(data, "dealer-cut", e, func(p plain) DealerCut { return DealerCut(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "dealt", ...}.
func (e Dealt) MarshalJSON() ([]byte, error) {
	type plain Dealt
	return marshalEvent("dealt", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Dealt) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Dealt")
	}
	type plain Dealt
	return decodeEvent(data, "dealt", e, func(p plain) Dealt { return Dealt(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "discarded", ...}.
func (e Discarded) MarshalJSON() ([]byte, error) {
	type plain Discarded
	return marshalEvent("discarded", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Discarded) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Discarded")
	}
	type plain Discarded
	return decodeEvent(data, "discarded", e, func(p plain) Discarded { return Discarded(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "starter-turned", ...}.
func (e StarterTurned) MarshalJSON() ([]byte, error) {
	type plain StarterTurned
	return marshalEvent("starter-turned", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *StarterTurned) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("StarterTurned")
	}
	type plain StarterTurned
	return decodeEvent(data, "starter-turned", e, func(p plain) StarterTurned { return StarterTurned(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "laid", ...}.
func (e Laid) MarshalJSON() ([]byte, error) {
	type plain Laid
	return marshalEvent("laid", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Laid) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Laid")
	}
	type plain Laid
	return decodeEvent(data, "laid", e, func(p plain) Laid { return Laid(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "go-said", ...}.
func (e GoSaid) MarshalJSON() ([]byte, error) {
	type plain GoSaid
	return marshalEvent("go-said", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *GoSaid) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("GoSaid")
	}
	type plain GoSaid
	return decodeEvent(data, "go-said", e, func(p plain) GoSaid { return GoSaid(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "count-restarted", ...}.
func (e CountRestarted) MarshalJSON() ([]byte, error) {
	type plain CountRestarted
	return marshalEvent("count-restarted", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *CountRestarted) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("CountRestarted")
	}
	type plain CountRestarted
	return decodeEvent(data, "count-restarted", e, func(p plain) CountRestarted { return CountRestarted(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "shown", ...}.
func (e Shown) MarshalJSON() ([]byte, error) {
	type plain Shown
	return marshalEvent("shown", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Shown) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Shown")
	}
	type plain Shown
	return decodeEvent(data, "shown", e, func(p plain) Shown { return Shown(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "pegged", ...}.
func (e Pegged) MarshalJSON() ([]byte, error) {
	type plain Pegged
	return marshalEvent("pegged", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Pegged) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Pegged")
	}
	type plain Pegged
	return decodeEvent(data, "pegged", e, func(p plain) Pegged { return Pegged(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "deal-over", ...}.
func (e DealOver) MarshalJSON() ([]byte, error) {
	type plain DealOver
	return marshalEvent("deal-over", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *DealOver) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("DealOver")
	}
	type plain DealOver
	return decodeEvent(data, "deal-over", e, func(p plain) DealOver { return DealOver(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "game-over", ...}.
func (e GameOver) MarshalJSON() ([]byte, error) {
	type plain GameOver
	return marshalEvent("game-over", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *GameOver) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("GameOver")
	}
	type plain GameOver
	return decodeEvent(data, "game-over", e, func(p plain) GameOver { return GameOver(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "claimed", ...}.
func (e Claimed) MarshalJSON() ([]byte, error) {
	type plain Claimed
	return marshalEvent("claimed", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Claimed) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Claimed")
	}
	type plain Claimed
	return decodeEvent(data, "claimed", e, func(p plain) Claimed { return Claimed(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "muggins-called", ...}.
func (e MugginsCalled) MarshalJSON() ([]byte, error) {
	type plain MugginsCalled
	return marshalEvent("muggins-called", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *MugginsCalled) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("MugginsCalled")
	}
	type plain MugginsCalled
	return decodeEvent(data, "muggins-called", e, func(p plain) MugginsCalled { return MugginsCalled(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "overpeg-corrected", ...}.
func (e OverpegCorrected) MarshalJSON() ([]byte, error) {
	type plain OverpegCorrected
	return marshalEvent("overpeg-corrected", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *OverpegCorrected) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("OverpegCorrected")
	}
	type plain OverpegCorrected
	return decodeEvent(data, "overpeg-corrected", e, func(p plain) OverpegCorrected { return OverpegCorrected(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "judges-called", ...}.
func (e JudgesCalled) MarshalJSON() ([]byte, error) {
	type plain JudgesCalled
	return marshalEvent("judges-called", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *JudgesCalled) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("JudgesCalled")
	}
	type plain JudgesCalled
	return decodeEvent(data, "judges-called", e, func(p plain) JudgesCalled { return JudgesCalled(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "peg-out-reminded", ...}.
func (e PegOutReminded) MarshalJSON() ([]byte, error) {
	type plain PegOutReminded
	return marshalEvent("peg-out-reminded", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *PegOutReminded) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("PegOutReminded")
	}
	type plain PegOutReminded
	return decodeEvent(data, "peg-out-reminded", e, func(p plain) PegOutReminded { return PegOutReminded(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "accepted", ...}.
func (e Accepted) MarshalJSON() ([]byte, error) {
	type plain Accepted
	return marshalEvent("accepted", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Accepted) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Accepted")
	}
	type plain Accepted
	return decodeEvent(data, "accepted", e, func(p plain) Accepted { return Accepted(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "forfeited", ...}.
func (e Forfeited) MarshalJSON() ([]byte, error) {
	type plain Forfeited
	return marshalEvent("forfeited", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Forfeited) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Forfeited")
	}
	type plain Forfeited
	return decodeEvent(data, "forfeited", e, func(p plain) Forfeited { return Forfeited(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "claim-taken-back", ...}.
func (e ClaimTakenBack) MarshalJSON() ([]byte, error) {
	type plain ClaimTakenBack
	return marshalEvent("claim-taken-back", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *ClaimTakenBack) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("ClaimTakenBack")
	}
	type plain ClaimTakenBack
	return decodeEvent(data, "claim-taken-back", e, func(p plain) ClaimTakenBack { return ClaimTakenBack(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "mixed", ...}.
func (e Mixed) MarshalJSON() ([]byte, error) {
	type plain Mixed
	return marshalEvent("mixed", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Mixed) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Mixed")
	}
	type plain Mixed
	return decodeEvent(data, "mixed", e, func(p plain) Mixed { return Mixed(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "conceded", ...}.
func (e Conceded) MarshalJSON() ([]byte, error) {
	type plain Conceded
	return marshalEvent("conceded", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Conceded) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Conceded")
	}
	type plain Conceded
	return decodeEvent(data, "conceded", e, func(p plain) Conceded { return Conceded(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "owed", ...}.
func (e Owed) MarshalJSON() ([]byte, error) {
	type plain Owed
	return marshalEvent("owed", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Owed) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Owed")
	}
	type plain Owed
	return decodeEvent(data, "owed", e, func(p plain) Owed { return Owed(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "folded", ...}.
func (e Folded) MarshalJSON() ([]byte, error) {
	type plain Folded
	return marshalEvent("folded", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Folded) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Folded")
	}
	type plain Folded
	return decodeEvent(data, "folded", e, func(p plain) Folded { return Folded(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "sat-out", ...}.
func (e SatOut) MarshalJSON() ([]byte, error) {
	type plain SatOut
	return marshalEvent("sat-out", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *SatOut) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("SatOut")
	}
	type plain SatOut
	return decodeEvent(data, "sat-out", e, func(p plain) SatOut { return SatOut(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "offered", ...}.
func (e Offered) MarshalJSON() ([]byte, error) {
	type plain Offered
	return marshalEvent("offered", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Offered) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Offered")
	}
	type plain Offered
	return decodeEvent(data, "offered", e, func(p plain) Offered { return Offered(p) })
}

// MarshalJSON implements json.Marshaler: {"type": "declined", ...}.
func (e Declined) MarshalJSON() ([]byte, error) {
	type plain Declined
	return marshalEvent("declined", e, plain(e))
}

// UnmarshalJSON implements json.Unmarshaler.
func (e *Declined) UnmarshalJSON(data []byte) error {
	if e == nil {
		return nilTarget("Declined")
	}
	type plain Declined
	return decodeEvent(data, "declined", e, func(p plain) Declined { return Declined(p) })
}
