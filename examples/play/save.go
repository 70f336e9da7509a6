package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
)

// savedFormat names the table's saved file: the game's own saved JSON
// (crib's, cribwars' or pegjokers') with what the table adds, who plays
// and the seed of the bots.
const (
	savedFormat  = "pegboard play"
	savedVersion = 1
	maxSaved     = 1 << 20
)

type saved struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	Game    string          `json:"game"`  // "crib", "cribwars" or "pegjokers"
	Names   []string        `json:"names"` // the person's name first: the person sits in seat 0
	Seed    uint64          `json:"seed"`  // the seed of the bots' random sources
	Steps   int             `json:"steps"` // actions taken when saved
	State   json.RawMessage `json:"state"` // the game's saved JSON
}

func writeSaved(path, game string, names []string, seed uint64, steps int, state json.Marshaler) error {
	st, err := state.MarshalJSON()
	if err != nil {
		return err
	}
	data, err := json.MarshalIndent(saved{savedFormat, savedVersion, game, names, seed, steps, st}, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

func readSaved(path string) (saved, error) {
	f, err := os.Open(path)
	if err != nil {
		return saved{}, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxSaved+1))
	if err != nil {
		return saved{}, err
	}
	if len(data) > maxSaved {
		return saved{}, fmt.Errorf("%s: more than %d bytes: not a saved game", path, maxSaved)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s saved
	if err := dec.Decode(&s); err != nil {
		return saved{}, fmt.Errorf("%s: not a saved game: %w", path, err)
	}
	switch {
	case s.Format != savedFormat || s.Version != savedVersion:
		return saved{}, fmt.Errorf("%s: not a saved game of this program (format %q, version %d)", path, s.Format, s.Version)
	case len(s.Names) < 2 || len(s.Names) > 8:
		return saved{}, fmt.Errorf("%s: %d names", path, len(s.Names))
	case s.Steps < 0:
		return saved{}, fmt.Errorf("%s: %d steps", path, s.Steps)
	}
	return s, nil
}

// resume takes up the game saved in path.
func resume(t *term, o options) error {
	path := o.resume
	s, err := readSaved(path)
	if err != nil {
		return err
	}
	t.printf("Taking up the game saved in %s.\n", path)
	switch s.Game {
	case "crib", "cribwars":
		return resumeCrib(t, s, o)
	case "pegjokers":
		return resumePegJokers(t, s)
	}
	return errors.New(path + ": unknown game " + fmt.Sprintf("%q", s.Game))
}
