package crib

import "fmt"

// The text methods of the actions: each writes its String, checked to read
// back, and reads what ParseAction reads, checked to be its own type.

// actionText returns a's text, refusing an action whose text does not
// read back to it (a card that is no card, a rule with a line break).
func actionText(a Action) ([]byte, error) {
	s := a.String()
	if b, err := ParseAction(s); err != nil || b != a {
		return nil, fmt.Errorf("crib: %w: the action %+v has no text that reads back (%q)", ErrBadRecord, a, s)
	}
	return []byte(s), nil
}

// parseActionAs reads text as an action of the type of *p.
func parseActionAs[T Action](text []byte, p *T) error {
	if p == nil {
		var zero T
		return nilTarget(fmt.Sprintf("%T", zero))
	}
	a, err := ParseAction(string(text))
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	v, ok := a.(T)
	if !ok {
		return fmt.Errorf("crib: %w: %q is a %T, not a %T", ErrBadRecord, text, a, *p)
	}
	*p = v
	return nil
}

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a CutForDeal) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *CutForDeal) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a CutForDealWith) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *CutForDealWith) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a ChooseDealer) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *ChooseDealer) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Deal) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Deal) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a DealFrom) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *DealFrom) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a DealHands) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *DealHands) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Discard) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Discard) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Cut) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Cut) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a CutAt) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *CutAt) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a CutStarter) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *CutStarter) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Lay) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Lay) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Count) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Count) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Claim) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Claim) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Accept) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Accept) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a CallMuggins) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *CallMuggins) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Correct) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Correct) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Retract) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Retract) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a PegOut) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *PegOut) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a RefusePegOut) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *RefusePegOut) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a TakeOffer) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *TakeOffer) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a DeclineOffer) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *DeclineOffer) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Adjust) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Adjust) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Award) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Award) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a SitOut) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *SitOut) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Fold) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Fold) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Go) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Go) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Concede) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Concede) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a Mix) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *Mix) UnmarshalText(text []byte) error { return parseActionAs(text, a) }

// MarshalText implements encoding.TextMarshaler with the action's text.
func (a ApplyRuling) MarshalText() ([]byte, error) { return actionText(a) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseAction.
func (a *ApplyRuling) UnmarshalText(text []byte) error { return parseActionAs(text, a) }
