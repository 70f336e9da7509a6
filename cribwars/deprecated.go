package cribwars

import "io"

// Names this release changed, kept for one release so that programs
// written against the last one still build: the board of holes is a Track
// (crib's Board is the two pegs a side of the ACC board), and what a hole
// does to a peg is an Effect.
type (
	Board      = Track      // Deprecated: Board is Track.
	Event      = Effect     // Deprecated: Event is Effect.
	EventKind  = EffectKind // Deprecated: EventKind is EffectKind.
	BoardEvent = TrackEvent // Deprecated: BoardEvent is TrackEvent.
)

// MaxBoardJSON is MaxTrackJSON.
//
// Deprecated: use MaxTrackJSON.
const MaxBoardJSON = MaxTrackJSON

// DefaultBoard is DefaultTrack.
//
// Deprecated: use DefaultTrack.
func DefaultBoard() Track { return DefaultTrack() }

// PlainBoard is PlainTrack.
//
// Deprecated: use PlainTrack.
func PlainBoard() Track { return PlainTrack() }

// NewBoard is NewTrack.
//
// Deprecated: use NewTrack.
func NewBoard(spec Spec) (Track, error) { return NewTrack(spec) }

// MustBoard is MustTrack.
//
// Deprecated: use MustTrack.
func MustBoard(spec Spec) Track { return MustTrack(spec) }

// ParseBoard is ParseTrack.
//
// Deprecated: use ParseTrack.
func ParseBoard(data []byte) (Track, error) { return ParseTrack(data) }

// ReadBoard is ReadTrack.
//
// Deprecated: use ReadTrack.
func ReadBoard(r io.Reader) (Track, error) { return ReadTrack(r) }

// Board is Track.
//
// Deprecated: use Track.
func (g Game) Board() Track { return g.Track() }
