#!/usr/bin/env python3
"""Replays constraint-solver scripts through kiwisolver for the Cassowary differential tests.

stdin: JSON {"systems": [{"nvars": n, "ops": [...]}, ...]} where an op is one of
  ["add", id, [[var, coef], ...], constant, rel, strength]   rel: "eq" | "le" | "ge"
  ["remove", id]
  ["edit", var, strength]       ["suggest", var, value]       ["snap"]
strength: "required" | "strong" | "medium" | "weak".
stdout: JSON {"results": [[result per op], ...]}; a result is "ok", "err:<ExceptionName>", or
for "snap" the list of variable values. A script stops after its first error.
"""
import json
import sys

try:
    import kiwisolver as kw
except ImportError:
    sys.stderr.write("kiwi-solve.py: python3 module kiwisolver is missing (pip install kiwisolver)\n")
    sys.exit(3)

STRENGTHS = {"required": kw.strength.required, "strong": kw.strength.strong,
             "medium": kw.strength.medium, "weak": kw.strength.weak}


def run(system):
    solver = kw.Solver()
    xs = [kw.Variable(f"x{i}") for i in range(system["nvars"])]
    cons = {}
    out = []
    for op in system["ops"]:
        try:
            if op[0] == "add":
                _, cid, terms, const, rel, strength = op
                expr = kw.Expression([kw.Term(xs[v], coef) for v, coef in terms], const)
                c = {"eq": expr == 0, "le": expr <= 0, "ge": expr >= 0}[rel] | STRENGTHS[strength]
                solver.addConstraint(c)
                cons[cid] = c
                out.append("ok")
            elif op[0] == "remove":
                solver.removeConstraint(cons.pop(op[1]))
                out.append("ok")
            elif op[0] == "edit":
                solver.addEditVariable(xs[op[1]], STRENGTHS[op[2]])
                out.append("ok")
            elif op[0] == "suggest":
                solver.suggestValue(xs[op[1]], op[2])
                out.append("ok")
            elif op[0] == "snap":
                solver.updateVariables()
                out.append([x.value() for x in xs])
        except Exception as e:  # kiwi's typed errors, reported by name
            out.append("err:" + type(e).__name__)
            # A failed add leaves its row in kiwi's tableau (later dual optimisations can then
            # abort the process), so a script stops at its first error.
            break
    return out


def main():
    data = json.load(sys.stdin)
    json.dump({"results": [run(s) for s in data["systems"]]}, sys.stdout)


if __name__ == "__main__":
    main()
