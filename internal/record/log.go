package record

import "github.com/pegboard/pegboard/internal/codec"

// Log is the record a game keeps as it is played: the start (S, whatever
// the game needs to say how it began) and every action since, as a
// persistent list, newest first, so that copies of a game share their past
// and adding an action never copies. The zero *Log is no record.
type Log[A, S any] struct {
	prev  *Log[A, S]
	a     A
	start *S
}

// Begin returns a log that starts at s and holds no action yet.
func Begin[A, S any](s S) *Log[A, S] { return &Log[A, S]{start: &s} }

// Add returns the log with a after the actions of l (l is not changed).
func (l *Log[A, S]) Add(a A) *Log[A, S] { return &Log[A, S]{prev: l, a: a} }

// Read returns the start and the actions in the order played.
func (l *Log[A, S]) Read() (S, []A) {
	n := 0
	for p := l; p.start == nil; p = p.prev {
		n++
	}
	acts := make([]A, n)
	p := l
	for ; p.start == nil; p = p.prev {
		n--
		acts[n] = p.a
	}
	return *p.start, acts
}

// Keep returns a log that starts at g, a game that keeps its log where
// log says: the log a game's Recording sets. The start is g without the
// log it kept until now, which is left behind.
func Keep[A, G any](g G, log func(*G) **Log[A, G]) *Log[A, G] {
	*log(&g) = nil
	return Begin[A](g)
}

// Start returns the game a record starts from, keeping its record from
// there (recording is the game's Recording): a copy of saved, the game a
// record holds, checked, when there is one; else the game deal makes.
func Start[G any](saved *G, deal func() (G, error), recording func(G) G, check func(G) error) (G, error) {
	if saved == nil {
		g, err := deal()
		return recording(g), err
	}
	return recording(*saved), check(*saved)
}

// Kept returns the start and the actions in the order played, as Read
// does, or, for the nil log of a game that keeps no record, the error of
// [NoLog]: what a game's Record reads.
func (l *Log[A, S]) Kept(pkg codec.Pkg) (S, []A, error) {
	if l == nil {
		var zero S
		return zero, nil, NoLog(pkg)
	}
	start, acts := l.Read()
	return start, acts, nil
}
