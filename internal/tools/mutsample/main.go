// Command mutsample measures a package's mutation score from a uniform random
// sample of its mutants, for packages whose tests take too long to run once
// for every mutant.
//
//	go run ./internal/tools/mutsample -pkg ./crib -n 100 -seed 7 -out .mutation/crib.jsonl
//
// It makes the same kinds of mutant as gremlins' default mutators (arithmetic
// + - * / % swapped, < <= > >= moved across their boundary, comparisons
// negated, ++ and -- swapped, a unary minus dropped), in the package's
// non-test files, leaving out generated files (a "Code generated ... DO NOT
// EDIT." line) and files no build compiles (//go:build ignore). A mutant is
// covered when a block the package's own tests run holds it, judged from one
// coverage run. From the covered mutants it draws -n at random (seeded, so a
// sample can be repeated), and runs the package's tests once for each with
// the mutated file swapped in through go test's -overlay, so the working tree
// is never touched.
//
// Each result is appended to -out as a line of JSON as soon as it is known,
// and a run given the same -out skips the mutants already there, so an
// interrupted run resumes. -rerun tests again the mutants recorded as lived
// (after new tests were written, to see them killed; a figure from such a
// rerun is no longer a fair sample, so take the published one from a fresh
// seed). The summary gives killed, lived, timed out and not viable (does not
// compile), the efficacy killed / (killed + lived) with its 95% Wilson
// interval, and every lived mutant with its line.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Mutant is one change to one operator in one file.
type Mutant struct {
	ID     string `json:"id"` // file:line:col:old>new, stable across runs
	File   string `json:"file"`
	Offset int    `json:"offset"`
	Line   int    `json:"line"`
	Col    int    `json:"col"`
	Old    string `json:"old"`
	New    string `json:"new"`
	Kind   string `json:"kind"`
	Text   string `json:"text"` // the source line, trimmed
}

// Result is one tested mutant, one line of the -out file.
type Result struct {
	Mutant
	Status  string  `json:"status"` // killed, lived, timed out, not viable
	Seconds float64 `json:"seconds"`
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "mutsample:", err)
		os.Exit(1)
	}
}

func run() error {
	pkg := flag.String("pkg", "", "the package directory, such as ./crib")
	n := flag.Int("n", 100, "how many covered mutants to test")
	seed := flag.Uint64("seed", 1, "the sample's seed")
	out := flag.String("out", "", "the results file (JSON lines); resumed when it exists")
	workers := flag.Int("workers", 1, "mutants tested at once")
	coefficient := flag.Float64("coefficient", 10, "a mutant's tests may take this many times the plain run")
	rerun := flag.Bool("rerun", false, "test again the mutants -out records as lived")
	list := flag.Bool("list", false, "only count the mutants and their coverage")
	flag.Parse()
	if *pkg == "" || (*out == "" && !*list) || *n < 1 || *workers < 1 || *coefficient <= 0 {
		flag.Usage()
		return errors.New("need -pkg, -out, -n ≥ 1, -workers ≥ 1, -coefficient > 0")
	}
	dir, err := filepath.Abs(*pkg)
	if err != nil {
		return err
	}
	all, err := mutants(dir)
	if err != nil {
		return err
	}

	tmp, err := os.MkdirTemp("", "mutsample")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	start := time.Now()
	covered, err := coverage(*pkg, tmp, all)
	if err != nil {
		return err
	}
	plain := time.Since(start)
	fmt.Printf("%s: %d mutants, %d covered (%.1f%%); the coverage run took %s\n",
		*pkg, len(all), len(covered), 100*float64(len(covered))/float64(max(1, len(all))), plain.Round(time.Second))
	if *list {
		return nil
	}

	done, err := load(*out)
	if err != nil {
		return err
	}
	var todo []Mutant
	if *rerun {
		for _, r := range done {
			if r.Status == "lived" {
				m := r.Mutant
				m.File = filepath.Join(dir, filepath.Base(m.File)) // this checkout's file, wherever the sample ran
				todo = append(todo, m)
			}
		}
	} else {
		sample := slices.Clone(covered)
		rng := rand.New(rand.NewPCG(*seed, 0x6d7574))
		rng.Shuffle(len(sample), func(i, j int) { sample[i], sample[j] = sample[j], sample[i] })
		sample = sample[:min(*n, len(sample))]
		for _, m := range sample {
			if _, ok := done[m.ID]; !ok {
				todo = append(todo, m)
			}
		}
	}
	if err := os.MkdirAll(filepath.Dir(*out), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(*out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()

	timeout := time.Duration(float64(plain) * *coefficient)
	fmt.Printf("testing %d mutants, %d at a time, each allowed %s\n", len(todo), *workers, timeout.Round(time.Second))
	var mu sync.Mutex
	jobs := make(chan Mutant)
	var wg sync.WaitGroup
	var werr error
	for w := range *workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range jobs {
				r, err := test(*pkg, filepath.Join(tmp, strconv.Itoa(w)), m, timeout)
				mu.Lock()
				if err != nil {
					werr = errors.Join(werr, err)
				} else {
					done[m.ID] = r
					line, _ := json.Marshal(r)
					f.Write(append(line, '\n'))
					fmt.Printf("%-10s %5.0fs %s  %s\n", r.Status, r.Seconds, r.ID, r.Text)
				}
				mu.Unlock()
			}
		}()
	}
	for _, m := range todo {
		jobs <- m
	}
	close(jobs)
	wg.Wait()
	summarize(*pkg, done)
	return werr // mutants that could not be tested, after the summary of those that were
}

var generated = regexp.MustCompile(`(?m)^// Code generated .* DO NOT EDIT\.$`)

// mutants lists every mutant of the package's non-test, non-generated files,
// in a fixed order.
func mutants(dir string) ([]Mutant, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var all []Mutant
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		if generated.Match(src) || bytes.Contains(src, []byte("\n//go:build ignore")) || bytes.HasPrefix(src, []byte("//go:build ignore")) {
			continue
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		lines := bytes.Split(src, []byte("\n"))
		add := func(pos token.Pos, old, new, kind string) {
			p := fset.Position(pos)
			all = append(all, Mutant{
				ID:   fmt.Sprintf("%s:%d:%d:%s>%s", filepath.Base(name), p.Line, p.Column, old, new),
				File: name, Offset: p.Offset, Line: p.Line, Col: p.Column,
				Old: old, New: new, Kind: kind,
				Text: strings.TrimSpace(string(lines[p.Line-1])),
			})
		}
		ast.Inspect(file, func(node ast.Node) bool {
			switch e := node.(type) {
			case *ast.BinaryExpr:
				if isString(e.X) || isString(e.Y) {
					return true
				}
				op := e.Op.String()
				for _, to := range arithmetic[op] {
					add(e.OpPos, op, to, "ARITHMETIC_BASE")
				}
				if to, ok := boundary[op]; ok {
					add(e.OpPos, op, to, "CONDITIONALS_BOUNDARY")
				}
				if to, ok := negation[op]; ok {
					add(e.OpPos, op, to, "CONDITIONALS_NEGATION")
				}
			case *ast.UnaryExpr:
				if e.Op == token.SUB {
					add(e.OpPos, "-", "+", "INVERT_NEGATIVES")
				}
			case *ast.IncDecStmt:
				op, to := "++", "--"
				if e.Tok == token.DEC {
					op, to = to, op
				}
				add(e.TokPos, op, to, "INCREMENT_DECREMENT")
			}
			return true
		})
	}
	return all, nil
}

func isString(e ast.Expr) bool {
	lit, ok := e.(*ast.BasicLit)
	return ok && lit.Kind == token.STRING
}

var (
	arithmetic = map[string][]string{"+": {"-"}, "-": {"+"}, "*": {"/"}, "/": {"*"}, "%": {"*"}}
	boundary   = map[string]string{"<": "<=", "<=": "<", ">": ">=", ">=": ">"}
	negation   = map[string]string{"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<"}
)

// coverage runs the package's tests once with a cover profile and returns the
// mutants inside a block they ran.
func coverage(pkg, tmp string, all []Mutant) ([]Mutant, error) {
	profile := filepath.Join(tmp, "cover.out")
	cmd := exec.Command("go", "test", "-short", "-count=1", "-coverprofile="+profile, pkg)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("the tests fail without any mutant: %w", err)
	}
	data, err := os.ReadFile(profile)
	if err != nil {
		return nil, err
	}
	type block struct{ l0, c0, l1, c1 int }
	ran := map[string][]block{} // base name of the file → blocks run
	for _, line := range strings.Split(string(data), "\n") {
		// importpath/file.go:l0.c0,l1.c1 statements count
		var b block
		var stmts, count int
		colon := strings.LastIndex(line, ".go:")
		if colon < 0 {
			continue
		}
		if _, err := fmt.Sscanf(line[colon+4:], "%d.%d,%d.%d %d %d", &b.l0, &b.c0, &b.l1, &b.c1, &stmts, &count); err != nil || count == 0 {
			continue
		}
		name := filepath.Base(line[:colon+3])
		ran[name] = append(ran[name], b)
	}
	var covered []Mutant
	for _, m := range all {
		for _, b := range ran[filepath.Base(m.File)] {
			after := m.Line > b.l0 || (m.Line == b.l0 && m.Col >= b.c0)
			before := m.Line < b.l1 || (m.Line == b.l1 && m.Col < b.c1)
			if after && before {
				covered = append(covered, m)
				break
			}
		}
	}
	return covered, nil
}

// test runs the package's tests with one mutant in place.
func test(pkg, tmp string, m Mutant, timeout time.Duration) (Result, error) {
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		return Result{}, err
	}
	src, err := os.ReadFile(m.File)
	if err != nil {
		return Result{}, err
	}
	if string(src[m.Offset:m.Offset+len(m.Old)]) != m.Old {
		return Result{}, fmt.Errorf("%s: the source changed since the mutant was listed", m.ID)
	}
	mutated := slices.Concat(src[:m.Offset], []byte(m.New), src[m.Offset+len(m.Old):])
	file := filepath.Join(tmp, filepath.Base(m.File))
	if err := os.WriteFile(file, mutated, 0o644); err != nil {
		return Result{}, err
	}
	overlay, _ := json.Marshal(map[string]map[string]string{"Replace": {m.File: file}})
	overlayFile := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(overlayFile, overlay, 0o644); err != nil {
		return Result{}, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "test", "-short", "-count=1", "-failfast", "-overlay="+overlayFile, pkg)
	cmd.WaitDelay = 5 * time.Second
	var output bytes.Buffer
	cmd.Stdout, cmd.Stderr = &output, &output
	start := time.Now()
	err = cmd.Run()
	r := Result{Mutant: m, Seconds: time.Since(start).Seconds()}
	switch {
	case ctx.Err() != nil:
		r.Status = "timed out"
	case err == nil:
		r.Status = "lived"
	case bytes.Contains(output.Bytes(), []byte("[build failed]")) || bytes.Contains(output.Bytes(), []byte("[setup failed]")):
		r.Status = "not viable"
	default:
		r.Status = "killed"
	}
	return r, nil
}

func load(name string) (map[string]Result, error) {
	done := map[string]Result{}
	f, err := os.Open(name)
	if errors.Is(err, os.ErrNotExist) {
		return done, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r Result
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		done[r.ID] = r // a later line (a rerun) overrides an earlier one
	}
	return done, sc.Err()
}

func summarize(pkg string, done map[string]Result) {
	count := map[string]int{}
	var lived []Result
	for _, r := range done {
		count[r.Status]++
		if r.Status == "lived" {
			lived = append(lived, r)
		}
	}
	slices.SortFunc(lived, func(a, b Result) int { return strings.Compare(a.ID, b.ID) })
	for _, r := range lived {
		fmt.Printf("lived: %s  %s\n", r.ID, r.Text)
	}
	k, l := count["killed"], count["lived"]
	lo, hi := wilson(k, k+l)
	fmt.Printf("%s: %d tested: %d killed, %d lived, %d timed out, %d not viable; efficacy %.1f%% (95%% interval %.1f–%.1f%%)\n",
		pkg, len(done), k, l, count["timed out"], count["not viable"],
		100*float64(k)/float64(max(1, k+l)), 100*lo, 100*hi)
}

// wilson is the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p, nf := float64(k)/float64(n), float64(n)
	centre := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z / (1 + z*z/nf) * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return max(0, centre-half), min(1, centre+half)
}
