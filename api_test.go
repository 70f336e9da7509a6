package pegboard_test

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/exp/apidiff"
	"golang.org/x/tools/go/gcexportdata"
)

// The exported API of the module is recorded in api/: pegboard.export, the
// export data of every public package as golang.org/x/exp/apidiff reads it,
// and pegboard.txt, the same API listed one declaration a line for people to
// read in a review. TestAPI fails when the packages' API differs from the
// record, saying which changes apidiff counts as incompatible; a change that
// means to alter the API updates the record in the same commit:
//
//	go test . -run TestAPI -update
var update = flag.Bool("update", false, "rewrite the API record in api/ from the packages as they are")

const modulePath = "github.com/pegboard/pegboard"

// publicPackages are the packages whose API is recorded: every package an
// importer can reach (not internal/, not the example programs).
var publicPackages = []string{
	"cards", "cards/cardstest", "score", "crib", "crib/bot", "crib/cribtest", "crib/ruling", "cribwars", "cribwars/cribwarstest",
	"pegjokers", "pegjokers/pegjokerstest",
}

func TestAPI(t *testing.T) {
	cur, err := loadModule()
	if err != nil {
		t.Fatal(err)
	}
	listing := listAPI(cur.Packages)
	if *update {
		var b bytes.Buffer
		if err := gcexportdata.WriteBundle(&b, token.NewFileSet(), cur.Packages); err != nil {
			t.Fatal(err)
		}
		write(t, "api/pegboard.export", b.Bytes())
		write(t, "api/pegboard.txt", []byte(listing))
		return
	}
	rec, err := readRecord()
	if err != nil {
		t.Fatalf("%v\nrecord the API with: go test . -run TestAPI -update", err)
	}
	recText, err := os.ReadFile("api/pegboard.txt")
	if err != nil {
		t.Fatal(err)
	}
	if msg := compare(rec, cur, string(recText), listing); msg != "" {
		t.Errorf("the exported API differs from its record in api/:\n%s\nIf the change is meant, record it in the same commit: go test . -run TestAPI -update", msg)
	}
}

// compare says how the current API (cur, listed as curText) differs from
// the recorded one, or "" when it does not: apidiff's changes, incompatible
// first, then the lines of the listing added and removed.
func compare(rec, cur *apidiff.Module, recText, curText string) string {
	var b strings.Builder
	rep := apidiff.ModuleChanges(rec, cur)
	for _, c := range rep.Changes {
		if !c.Compatible {
			fmt.Fprintf(&b, "incompatible: %s\n", c.Message)
		}
	}
	for _, c := range rep.Changes {
		if c.Compatible {
			fmt.Fprintf(&b, "compatible: %s\n", c.Message)
		}
	}
	if recText != curText {
		old, now := strings.Split(recText, "\n"), strings.Split(curText, "\n")
		for _, l := range old {
			if l != "" && !slices.Contains(now, l) {
				fmt.Fprintf(&b, "- %s\n", l)
			}
		}
		for _, l := range now {
			if l != "" && !slices.Contains(old, l) {
				fmt.Fprintf(&b, "+ %s\n", l)
			}
		}
	}
	return b.String()
}

// loadModule type-checks the public packages from their source.
func loadModule() (*apidiff.Module, error) {
	imp := importer.ForCompiler(token.NewFileSet(), "source", nil)
	m := &apidiff.Module{Path: modulePath}
	for _, p := range publicPackages {
		pkg, err := imp.Import(modulePath + "/" + p)
		if err != nil {
			return nil, fmt.Errorf("type-checking %s: %w", p, err)
		}
		m.Packages = append(m.Packages, pkg)
	}
	return m, nil
}

func readRecord() (*apidiff.Module, error) {
	data, err := os.ReadFile("api/pegboard.export")
	if err != nil {
		return nil, err
	}
	pkgs, err := gcexportdata.ReadBundle(bytes.NewReader(data), token.NewFileSet(), map[string]*types.Package{})
	if err != nil {
		return nil, fmt.Errorf("reading api/pegboard.export: %w", err)
	}
	var m apidiff.Module
	m.Path = modulePath
	for _, p := range pkgs {
		if slices.Contains(publicPackages, strings.TrimPrefix(p.Path(), modulePath+"/")) {
			m.Packages = append(m.Packages, p)
		}
	}
	return &m, nil
}

func write(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// listAPI lists the exported API one declaration a line, sorted, in the
// manner of Go's own api files: "pkg crib, func PlayGame(Game, []Strategy,
// *rand.Rand, func(Event)) (Game, error)". An alias of a type in another
// package lists that type's exported fields and methods under the alias.
func listAPI(pkgs []*types.Package) string {
	var lines []string
	for _, pkg := range pkgs {
		name := strings.TrimPrefix(pkg.Path(), modulePath+"/")
		q := func(p *types.Package) string {
			if p == pkg {
				return ""
			}
			return p.Name()
		}
		add := func(format string, a ...any) {
			lines = append(lines, "pkg "+name+", "+fmt.Sprintf(format, a...))
		}
		scope := pkg.Scope()
		for _, n := range scope.Names() {
			obj := scope.Lookup(n)
			if !obj.Exported() {
				continue
			}
			switch o := obj.(type) {
			case *types.Const:
				add("const %s %s = %s", n, types.TypeString(o.Type(), q), o.Val().ExactString())
			case *types.Var:
				add("var %s %s", n, types.TypeString(o.Type(), q))
			case *types.Func:
				add("func %s%s", n, signature(o.Type().(*types.Signature), q))
			case *types.TypeName:
				listType(add, o, q)
			}
		}
	}
	slices.Sort(lines)
	return strings.Join(slices.Compact(lines), "\n") + "\n"
}

func listType(add func(string, ...any), o *types.TypeName, q types.Qualifier) {
	n := o.Name()
	if o.IsAlias() {
		add("type %s = %s", n, types.TypeString(o.Type(), q))
	}
	t := types.Unalias(o.Type())
	switch u := t.Underlying().(type) {
	case *types.Struct:
		add("type %s struct", n)
		for i := range u.NumFields() {
			if f := u.Field(i); f.Exported() {
				if f.Embedded() {
					add("type %s struct, embedded %s", n, types.TypeString(f.Type(), q))
				} else {
					add("type %s struct, %s %s", n, f.Name(), types.TypeString(f.Type(), q))
				}
			}
		}
	case *types.Interface:
		var ms []string
		for i := range u.NumMethods() {
			if m := u.Method(i); m.Exported() {
				ms = append(ms, m.Name())
				add("type %s interface, %s%s", n, m.Name(), signature(m.Type().(*types.Signature), q))
			}
		}
		add("type %s interface { %s }", n, strings.Join(ms, ", "))
	default:
		add("type %s %s", n, types.TypeString(u, q))
	}
	for _, ptr := range []bool{false, true} {
		recv := t
		if ptr {
			recv = types.NewPointer(t)
		}
		ms := types.NewMethodSet(recv)
		for i := range ms.Len() {
			sel := ms.At(i)
			m := sel.Obj().(*types.Func)
			if !m.Exported() || len(sel.Index()) > 1 {
				continue // promoted methods are listed with the embedded type
			}
			r := m.Type().(*types.Signature).Recv()
			if r == nil {
				continue
			}
			_, isPtr := r.Type().(*types.Pointer)
			if isPtr != ptr {
				continue
			}
			star := ""
			if ptr {
				star = "*"
			}
			add("method (%s%s) %s%s", star, n, m.Name(), signature(m.Type().(*types.Signature), q))
		}
	}
}

// signature writes a signature without parameter names: names are not API.
func signature(sig *types.Signature, q types.Qualifier) string {
	var b strings.Builder
	if tp := sig.TypeParams(); tp != nil && tp.Len() > 0 {
		b.WriteByte('[')
		for i := range tp.Len() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(tp.At(i).Obj().Name() + " " + types.TypeString(tp.At(i).Constraint(), q))
		}
		b.WriteByte(']')
	}
	tuple := func(t *types.Tuple, variadic bool) string {
		var parts []string
		for i := range t.Len() {
			s := types.TypeString(t.At(i).Type(), q)
			if variadic && i == t.Len()-1 {
				s = "..." + strings.TrimPrefix(s, "[]")
			}
			parts = append(parts, s)
		}
		return strings.Join(parts, ", ")
	}
	b.WriteString("(" + tuple(sig.Params(), sig.Variadic()) + ")")
	switch r := sig.Results(); r.Len() {
	case 0:
	case 1:
		b.WriteString(" " + tuple(r, false))
	default:
		b.WriteString(" (" + tuple(r, false) + ")")
	}
	return b.String()
}

// TestAPICatchesAnUnrecordedChange changes a signature in a scratch copy of
// package cards (Parse takes a second argument) and checks that the
// comparison TestAPI makes reports it as incompatible, naming it.
func TestAPICatchesAnUnrecordedChange(t *testing.T) {
	rec, err := readRecord()
	if err != nil {
		t.Fatal(err)
	}
	cur, err := loadModule()
	if err != nil {
		t.Fatal(err)
	}
	scratch, err := scratchCards(t, "func Parse(s string) (Card, error)", "func Parse(s string, strict bool) (Card, error)")
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range cur.Packages {
		if p.Path() == modulePath+"/cards" {
			cur.Packages[i] = scratch
		}
	}
	recText, err := os.ReadFile("api/pegboard.txt")
	if err != nil {
		t.Fatal(err)
	}
	msg := compare(rec, cur, string(recText), listAPI(cur.Packages))
	if !strings.Contains(msg, "incompatible: ") || !strings.Contains(msg, "Parse") ||
		!strings.Contains(msg, "+ pkg cards, func Parse(string, bool) (Card, error)") {
		t.Errorf("a changed signature was reported as:\n%s", msg)
	}
	// And a change that only adds is compatible.
	scratch, err = scratchCards(t, "func Parse(s string) (Card, error) {", "func Parse2() {}\nfunc Parse(s string) (Card, error) {")
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range cur.Packages {
		if p.Path() == modulePath+"/cards" {
			cur.Packages[i] = scratch
		}
	}
	msg = compare(rec, cur, string(recText), listAPI(cur.Packages))
	if strings.Contains(msg, "incompatible") || !strings.Contains(msg, "compatible: ") || !strings.Contains(msg, "Parse2") {
		t.Errorf("an added function was reported as:\n%s", msg)
	}
}

// scratchCards type-checks package cards with old replaced by new in its
// source (type errors the change causes in callers are ignored: the API is
// what is compared).
func scratchCards(t *testing.T, old, new string) (*types.Package, error) {
	t.Helper()
	files, err := filepath.Glob("cards/*.go")
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var parsed []*ast.File
	found := false
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		if bytes.Contains(src, []byte(old)) {
			src = bytes.Replace(src, []byte(old), []byte(new), 1)
			found = true
		}
		af, err := parser.ParseFile(fset, f, src, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		parsed = append(parsed, af)
	}
	if !found {
		return nil, fmt.Errorf("%q is not in package cards", old)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil), Error: func(error) {}}
	pkg, _ := conf.Check(modulePath+"/cards", fset, parsed, nil)
	return pkg, nil
}

// TestCribStaysReadable holds package crib to the size a newcomer can read:
// at most 2,000 lines of `go doc -all` and 200 exported methods (interface
// methods included), so that what is not the rules goes to sub-packages or
// internal/ rather than into crib.
func TestCribStaysReadable(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go doc")
	}
	out, err := exec.Command("go", "doc", "-all", "./crib").Output()
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(out, []byte("\n")); n > 2000 {
		t.Errorf("go doc -all ./crib is %d lines, more than 2,000", n)
	}
	imp := importer.ForCompiler(token.NewFileSet(), "source", nil)
	pkg, err := imp.Import(modulePath + "/crib")
	if err != nil {
		t.Fatal(err)
	}
	methods := 0
	for _, name := range pkg.Scope().Names() {
		tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
		if !ok || !tn.Exported() || tn.IsAlias() {
			continue // an alias's methods are its type's
		}
		ms := types.NewMethodSet(types.NewPointer(tn.Type()))
		if types.IsInterface(tn.Type()) {
			ms = types.NewMethodSet(tn.Type())
		}
		for m := range ms.Methods() {
			if m.Obj().Exported() {
				methods++
			}
		}
	}
	t.Logf("go doc: %d lines; %d exported methods", bytes.Count(out, []byte("\n")), methods)
	if methods > 200 {
		t.Errorf("crib exports %d methods, more than 200", methods)
	}
}
