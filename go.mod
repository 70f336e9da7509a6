module github.com/pegboard/pegboard

go 1.26.0

require (
	github.com/google/go-cmp v0.7.0
	golang.org/x/exp v0.0.0-20260908205506-85c1c2202aba
	pgregory.net/rapid v1.3.0
)

require golang.org/x/tools v0.50.0
