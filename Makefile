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

test: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build

bench: deps
	$(SWIFT) run -c release Benchmarks all

clean:
	rm -rf .build out
