module github.com/pegboard/pegboard

go 1.26.0

require (
	github.com/google/go-cmp v0.7.0
	golang.org/x/exp v0.0.0-20260908205506-85c1c2202aba
	pgregory.net/rapid v1.3.0
)

require (
	github.com/chromedp/chromedp v0.23.0
	golang.org/x/tools v0.50.0
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
)
