package codectest

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// ExportedTypes returns the names of the exported types declared in the
// package's non-test files in dir, sorted.
func ExportedTypes(t testing.TB, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var names []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
				for _, s := range g.Specs {
					if n := s.(*ast.TypeSpec).Name.Name; ast.IsExported(n) {
						names = append(names, n)
					}
				}
			}
		}
	}
	slices.Sort(names)
	return names
}

// StateTypes walks the exported types of the package in dir (see
// [ExportedTypes]): each is either state a program keeps, whose values, by
// type name in values, marshal to JSON that is not {} (unless the type is a
// struct of no fields) and read back into a new value equal to each under
// eq ([Same] when eq is nil); or it is named in notState, with the reason
// it is none. A name in values or notState that is no exported type of
// the package is reported too, so that neither list outlives a type.
func StateTypes(t testing.TB, dir string, values map[string][]any, notState map[string]string, eq func(want, got any) bool) {
	t.Helper()
	if eq == nil {
		eq = Same
	}
	names := ExportedTypes(t, dir)
	for _, list := range []map[string]bool{keys(values), keys(notState)} {
		for name := range list {
			if _, ok := slices.BinarySearch(names, name); !ok {
				t.Errorf("%s is listed, but the package declares no exported type %s", name, name)
			}
		}
	}
	for _, name := range names {
		if _, skip := notState[name]; skip {
			continue
		}
		if len(values[name]) == 0 {
			t.Errorf("the exported type %s is given no values, nor named as no state", name)
		}
		for _, v := range values[name] {
			typ := reflect.TypeOf(v)
			data, err := json.Marshal(v)
			if none := typ.Kind() == reflect.Struct && typ.NumField() == 0; err != nil || string(data) == "{}" && !none {
				t.Errorf("%s: json.Marshal(%v) = %s, %v", name, v, data, err)
				continue
			}
			back := reflect.New(typ)
			if err := json.Unmarshal(data, back.Interface()); err != nil {
				t.Errorf("%s: %s does not read back: %v", name, data, err)
			} else if got := back.Elem().Interface(); !eq(v, got) {
				t.Errorf("%s: %s reads back as %#v, not %#v", name, data, got, v)
			}
		}
	}
}

func keys[V any](m map[string]V) map[string]bool {
	out := map[string]bool{}
	for k := range m {
		out[k] = true
	}
	return out
}
