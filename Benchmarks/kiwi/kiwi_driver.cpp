// kiwi side of `swift run -c release Benchmarks layout`: builds the four patterns of
// /work/shared/bench/LAYOUT-PATTERNS.md with kiwi's C++ solver and times them.
//
// Usage: kiwi_driver PATTERN N RUNS      (PATTERN = chain | cells | indep | grid)
// Prints "add_ms X" (median over RUNS fresh solvers), "frame_ms Y" (median of 60 live-resize
// frames on the last solver), then "values K" and K values: left, width, top, height of every
// view in order, after the last frame. Built against the kiwisolver sdist's headers by the
// benchmark (c++ -O2 -std=c++17); nothing of kiwi is kept in the repository.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace kiwi;

namespace {

const double REQ = strength::required;
const double WINDOW = strength::create(999, 0, 0);  // just below required
const double STRONG = strength::strong;               // compression resistance 750
const double MEDIUM = strength::medium;               // equal widths
const double WEAK = strength::weak;                   // hugging 250

double intrinsic(int i) { return 30.0 + (i * 37) % 61; }

struct System {
    std::vector<Constraint> cs;
    std::vector<Variable> edits;
    std::vector<Variable> views;   // left, width, top, height per view
    int widthEdits = 1;            // how many edits are widths (the rest: grid height)
    double base = 0;               // start width
    double height = -1;            // grid: start height
};

// One n-view chain row pinned to (cl, cw, ct); views numbered from `offset`.
void rowChain(System& s, int n, const Variable& cl, const Variable& cw, const Variable& ct, int offset) {
    std::vector<Variable> L, W, T, H;
    for (int i = 0; i < n; ++i) {
        L.emplace_back(); W.emplace_back(); T.emplace_back(); H.emplace_back();
    }
    for (int i = 0; i < n; ++i) {
        const Variable &l = L[i], &w = W[i], &t = T[i], &h = H[i];
        if (i == 0) s.cs.push_back((l == cl + 8) | REQ);
        else s.cs.push_back((l == L[i - 1] + W[i - 1] + 8) | REQ);
        if (i > 0) s.cs.push_back((w == W[0]) | MEDIUM);
        s.cs.push_back((w >= 20) | REQ);
        s.cs.push_back((w == intrinsic(offset + i)) | WEAK);
        s.cs.push_back((w >= intrinsic(offset + i)) | STRONG);
        s.cs.push_back((t == ct + 8) | REQ);
        s.cs.push_back((h >= 20) | REQ);
        s.cs.push_back((h == 44) | WEAK);
        s.views.push_back(l); s.views.push_back(w); s.views.push_back(t); s.views.push_back(h);
    }
    s.cs.push_back((L[n - 1] + W[n - 1] + 8 == cl + cw) | REQ);
}

System chain(int n) {
    System s;
    Variable cl, ct, cw;
    s.cs.push_back((cl == 0) | REQ);
    s.cs.push_back((ct == 0) | REQ);
    rowChain(s, n, cl, cw, ct, 0);
    s.edits.push_back(cw);
    s.base = n * 100.0 + 8.0 * (n + 1);
    return s;
}

System cells(int n, bool independent) {
    System s;
    const int per = 10;
    Variable cl, ct, cw;
    s.cs.push_back((cl == 0) | REQ);
    s.cs.push_back((ct == 0) | REQ);
    for (int k = 0; k < std::max(1, n / per); ++k) {
        Variable xl, xt, xw;
        s.cs.push_back((xl == cl) | REQ);
        if (!independent) s.cs.push_back((xw == cw) | REQ);
        s.cs.push_back((xt == ct + 52.0 * k) | REQ);
        rowChain(s, per, xl, xw, xt, k * per);
        if (independent) s.edits.push_back(xw);
    }
    if (!independent) s.edits.push_back(cw);
    s.widthEdits = (int)s.edits.size();
    s.base = per * 100.0 + 8.0 * (per + 1);
    return s;
}

System grid(int n) {
    System s;
    const int cols = std::max(1, (int)std::lround(std::sqrt((double)n)));
    const int rows = std::max(1, n / cols);
    Variable cl, ct, cw, ch;
    s.cs.push_back((cl == 0) | REQ);
    s.cs.push_back((ct == 0) | REQ);
    std::vector<std::vector<Variable>> L(rows), W(rows), T(rows), H(rows);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            L[r].emplace_back(); W[r].emplace_back(); T[r].emplace_back(); H[r].emplace_back();
        }
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const Variable &l = L[r][c], &w = W[r][c], &t = T[r][c], &h = H[r][c];
            const int k = r * cols + c;
            if (r == 0) {
                if (c == 0) s.cs.push_back((l == cl + 8) | REQ);
                else s.cs.push_back((l == L[0][c - 1] + W[0][c - 1] + 8) | REQ);
            } else {
                s.cs.push_back((l == L[0][c]) | REQ);
                s.cs.push_back((w == W[0][c]) | MEDIUM);
            }
            if (c == 0) {
                if (r == 0) s.cs.push_back((t == ct + 8) | REQ);
                else s.cs.push_back((t == T[r - 1][0] + H[r - 1][0] + 8) | REQ);
            } else {
                s.cs.push_back((t == T[r][0]) | REQ);
                s.cs.push_back((h == H[r][0]) | MEDIUM);
            }
            s.cs.push_back((w >= 20) | REQ);
            s.cs.push_back((h >= 20) | REQ);
            s.cs.push_back((w == intrinsic(k)) | WEAK);
            s.cs.push_back((w >= intrinsic(k)) | STRONG);
            s.cs.push_back((h == 44) | WEAK);
            s.views.push_back(l); s.views.push_back(w); s.views.push_back(t); s.views.push_back(h);
        }
        s.cs.push_back((L[r][cols - 1] + W[r][cols - 1] + 8 <= cl + cw) | REQ);
    }
    s.cs.push_back((L[0][cols - 1] + W[0][cols - 1] + 8 == cl + cw) | REQ);
    s.cs.push_back((T[rows - 1][0] + H[rows - 1][0] + 8 == ct + ch) | REQ);
    s.edits.push_back(cw);
    s.edits.push_back(ch);
    s.widthEdits = 1;
    s.base = cols * 100.0 + 8.0 * (cols + 1);
    s.height = 52.0 * n;
    return s;
}

System build(const std::string& pattern, int n) {
    if (pattern == "chain") return chain(n);
    if (pattern == "cells") return cells(n, false);
    if (pattern == "indep") return cells(n, true);
    if (pattern == "grid") return grid(n);
    std::fprintf(stderr, "kiwi_driver: unknown pattern %s\n", pattern.c_str());
    std::exit(2);
}

void setWidth(Solver& solver, const System& s, double w) {
    for (int i = 0; i < s.widthEdits; ++i) solver.suggestValue(s.edits[i], w);
}

double now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: kiwi_driver PATTERN N RUNS\n");
        return 2;
    }
    const std::string pattern = argv[1];
    const int n = std::atoi(argv[2]);
    const int runs = std::max(1, std::atoi(argv[3]));
    std::vector<double> adds;
    System last;
    std::unique_ptr<Solver> lastSolver;
    for (int run = 0; run < runs; ++run) {
        System s = build(pattern, n);   // constraint objects are made outside the timing
        std::unique_ptr<Solver> owned(new Solver());
        Solver& solver = *owned;
        const double t0 = now();
        for (const Variable& e : s.edits) solver.addEditVariable(e, WINDOW);
        setWidth(solver, s, s.base);
        if (s.height >= 0) solver.suggestValue(s.edits[1], s.height);
        for (const Constraint& c : s.cs) solver.addConstraint(c);
        solver.updateVariables();
        adds.push_back(now() - t0);
        if (run == runs - 1) {
            last = s;
            lastSolver = std::move(owned);
        }
    }
    std::vector<double> frames;
    for (int k = 1; k <= 60; ++k) {
        const double t0 = now();
        setWidth(*lastSolver, last, last.base + k);
        lastSolver->updateVariables();
        frames.push_back(now() - t0);
    }
    std::printf("add_ms %.6f\nframe_ms %.6f\nvalues %zu\n", median(adds) * 1e3, median(frames) * 1e3,
                last.views.size());
    for (const Variable& v : last.views) std::printf("%.9g\n", v.value());
    return 0;
}
