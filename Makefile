# OpenUIKit — the two commands a new user runs: `make demo` and `make test`.
SWIFT ?= swift
export SWIFT_BUILD_FLAGS ?=

.PHONY: deps demo test build bench clean

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

demo: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product Catalog
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) --skip-build Catalog

# The port fixture first (iOS code ported by openuikit-port, built against this checkout and tested), so that
# the suite's own summary is the last line. Tests run one at a time: UIKit and Core Animation state is
# process-wide (the main thread's transaction, screens, the media clock), as it is for UI tests on iOS.
test: deps
	scripts/check-files
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests
	SWIFT=$(SWIFT) scripts/port-fixture-test
	OPENUIKIT_PLATFORM=headless $(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build --no-parallel

bench: deps
	$(SWIFT) run -c release Benchmarks all

clean:
	rm -rf .build out
