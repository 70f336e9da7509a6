package hostile

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
)

// apiName names a function or method: the package path, the receiver's
// type name ("" for a function), whether the receiver is a pointer, and the
// name.
type apiName struct {
	pkgPath string
	recv    string
	ptr     bool
	name    string
}

// key is the name without the package: "Parse", "Card.Rank".
func (n apiName) key() string {
	if n.recv == "" {
		return n.name
	}
	return n.recv + "." + n.name
}

// pkgName is the last element of the package path.
func (n apiName) pkgName() string { return n.pkgPath[strings.LastIndex(n.pkgPath, "/")+1:] }

// expr is the Go expression for the function value: cards.Parse,
// cards.Card.Rank, (*cards.Card).UnmarshalText.
func (n apiName) expr() string {
	switch {
	case n.recv == "":
		return n.pkgName() + "." + n.name
	case n.ptr:
		return "(*" + n.pkgName() + "." + n.recv + ")." + n.name
	}
	return n.pkgName() + "." + n.recv + "." + n.name
}

// parseFuncName splits a runtime function name,
// "github.com/pegboard/pegboard/cards.(*Card).UnmarshalText", into an
// apiName. ok is false for anything that is not a top-level function or a
// method expression (a closure, a method value).
func parseFuncName(full string) (n apiName, ok bool) {
	slash := strings.LastIndex(full, "/")
	dot := strings.Index(full[slash+1:], ".")
	if dot < 0 {
		return n, false
	}
	n.pkgPath = full[:slash+1+dot]
	rest := strings.ReplaceAll(full[slash+1+dot+1:], "[...]", "")
	if strings.HasPrefix(rest, "(*") {
		end := strings.Index(rest, ")")
		if end < 0 {
			return n, false
		}
		n.recv, n.ptr = rest[2:end], true
		rest = strings.TrimPrefix(rest[end+1:], ".")
	} else if i := strings.Index(rest, "."); i >= 0 {
		n.recv, rest = rest[:i], rest[i+1:]
	}
	n.name = rest
	if n.name == "" || strings.ContainsAny(n.name, ".-") || !token.IsExported(n.name) ||
		(n.recv != "" && !token.IsExported(n.recv)) {
		return n, false
	}
	return n, true
}

// api is what a package exports: functions and methods by key, true for a
// method with a pointer receiver.
type api struct {
	name    string // the package clause's name
	pkgPath string // found from the entries
	funcs   map[string]bool
}

// exportedAPI reads the non-test Go files of the package in dir that the
// current build would compile and lists its exported functions and the
// exported methods of its exported types.
func exportedAPI(dir string) (*api, error) {
	bp, err := build.Default.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	a := &api{name: bp.Name, funcs: map[string]bool{}}
	fset := token.NewFileSet()
	for _, f := range slices.Concat(bp.GoFiles, bp.CgoFiles) {
		file, err := parser.ParseFile(fset, filepath.Join(dir, f), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !fd.Name.IsExported() {
				continue
			}
			if fd.Recv == nil || len(fd.Recv.List) == 0 {
				a.funcs[fd.Name.Name] = false
				continue
			}
			recv, ptr := receiverName(fd.Recv.List[0].Type)
			if token.IsExported(recv) {
				a.funcs[recv+"."+fd.Name.Name] = ptr
			}
		}
	}
	return a, nil
}

// receiverName returns the type name of a receiver: T, *T, T[P], *T[P].
func receiverName(e ast.Expr) (name string, ptr bool) {
	if s, ok := e.(*ast.StarExpr); ok {
		e, ptr = s.X, true
	}
	switch x := e.(type) {
	case *ast.IndexExpr:
		e = x.X
	case *ast.IndexListExpr:
		e = x.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name, ptr
	}
	return "", ptr
}

// entriesOf turns p's Funcs and Panics into entries and lists what is
// wrong with the table: a value that is not an export of the package, an
// export listed twice, a value method listed by its pointer form, and every
// export missing.
func entriesOf(p Package, a *api) (entries []entry, problems []string) {
	seen := map[string]bool{}
	add := func(f any, panics, elsewhere, foreign bool) {
		var fs Func
		if x, ok := f.(Func); ok {
			fs, f = x, x.Fn
		}
		v := reflect.ValueOf(f)
		if v.Kind() != reflect.Func || v.IsNil() {
			problems = append(problems, fmt.Sprintf("hostile: %v (%T) is not a function", f, f))
			return
		}
		full := funcName(v)
		n, ok := parseFuncName(full)
		if foreign {
			if !ok {
				problems = append(problems, fmt.Sprintf("hostile: %s is not an exported function or method expression", full))
			} else if !seen[full] {
				seen[full] = true
				entries = append(entries, entry{fn: v, name: n, label: n.pkgName() + "." + n.key(), recvPtr: n.ptr, own: fs})
			}
			return
		}
		if !ok || n.pkgName() != a.name {
			problems = append(problems, fmt.Sprintf("hostile: %s is not an exported function or method expression of package %s", full, a.name))
			return
		}
		if a.pkgPath == "" {
			a.pkgPath = n.pkgPath
		} else if n.pkgPath != a.pkgPath {
			problems = append(problems, fmt.Sprintf("hostile: %s is not in %s", full, a.pkgPath))
			return
		}
		ptr, exported := a.funcs[n.key()]
		switch {
		case !exported:
			problems = append(problems, fmt.Sprintf("hostile: %s is not in the source of package %s", n.expr(), a.name))
			return
		case n.ptr && !ptr:
			value := n
			value.ptr = false
			problems = append(problems, fmt.Sprintf("hostile: %s has a value receiver: list it as %s", n.expr(), value.expr()))
			return
		case seen[n.key()]:
			problems = append(problems, fmt.Sprintf("hostile: %s is listed twice", n.expr()))
			return
		}
		seen[n.key()] = true
		if !elsewhere {
			entries = append(entries, entry{fn: v, name: n, panics: panics, label: n.pkgName() + "." + n.key(), recvPtr: n.ptr, own: fs})
		}
	}
	for _, f := range p.Funcs {
		add(f, false, false, false)
	}
	for _, f := range p.Panics {
		add(f, true, false, false)
	}
	for _, f := range p.Elsewhere {
		add(f, false, true, false)
	}
	for _, f := range p.Foreign {
		add(f, false, false, true)
	}
	var missing []string
	for k, ptr := range a.funcs {
		if !seen[k] {
			n := apiName{pkgPath: a.name, ptr: ptr, name: k}
			if i := strings.Index(k, "."); i >= 0 {
				n.recv, n.name = k[:i], k[i+1:]
			}
			missing = append(missing, "\t"+n.expr()+",")
		}
	}
	if len(missing) > 0 {
		slices.Sort(missing)
		problems = append(problems, fmt.Sprintf("hostile: %d exported functions and methods of package %s are not in the walk's table:\n%s",
			len(missing), a.name, strings.Join(missing, "\n")))
	}
	return entries, problems
}
