package main

type pegTally struct{ lays, best, lost int }

func (t *trainer) pegDrill() error { return nil }
