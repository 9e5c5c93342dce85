# OpenUIKit — the two commands a new user runs: `make demo` and `make test`.
SWIFT ?= swift
SHELL := /bin/bash
export SWIFT_BUILD_FLAGS ?=

.PHONY: deps demo test build bench fuzz sanitize clean

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

demo: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product Catalog
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) --skip-build Catalog

# The port fixture first (iOS code ported by openuikit-port, built against this checkout and tested), so that
# the suite's own summary is the last line; on a failure scripts/test-summary names the test that failed or was
# running when the process crashed, since CI keeps only the tail. Tests run one at a time: UIKit and Core
# Animation state is process-wide (the main thread's transaction, screens, the media clock), as it is for UI tests on iOS.
test: deps
	scripts/check-files
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests
	SWIFT=$(SWIFT) scripts/port-fixture-test
	mkdir -p .build && set -o pipefail && \
	  OPENUIKIT_PLATFORM=headless $(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build --no-parallel 2>&1 | tee .build/test.log \
	  || { scripts/test-summary .build/test.log; exit 1; }

bench: deps
	$(SWIFT) run -c release Benchmarks all

# libFuzzer targets (Fuzz/), each run for FUZZ_SECONDS (default 60); see scripts/fuzz and README.md.
fuzz: deps
	SWIFT=$(SWIFT) scripts/fuzz

# The whole suite under AddressSanitizer, then ThreadSanitizer (SANITIZERS to choose); see scripts/sanitize.
sanitize: deps
	SWIFT=$(SWIFT) scripts/sanitize

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan out
