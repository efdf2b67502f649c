#!/usr/bin/env bash
# The one entry point behind `npm test`, `npm run demo`, `npm run web`, `npm run engram`, `npm run bench`
# and `npm run eval`:
# bootstrap the toolchain, install with the frozen lockfile, build, then do the task.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/toolchain.sh
task="${1:-test}"; shift || true
pnpm install --frozen-lockfile --reporter=append-only >&2
case "$task" in
  test)  rm -rf packages/*/test-results apps/*/test-results
         # The npm cache the consumer test installs from offline (apps/integration): filled once, then a file read.
         node scripts/prime-npm-cache.mjs
         # Lint and format first (Biome, biome.jsonc): seconds, and a failure names file and line.
         pnpm exec biome ci --reporter=summary . >&2 || pnpm exec biome ci . >&2
         # Every pending changeset parses and names real packages (a typo in one fails here, not at release).
         pnpm exec changeset status >&2
         # At most twice as many tasks as cores (turbo's default is 10): on a 2-core machine ten tasks, each
         # with its own test workers, slowed single tests twelvefold past their timeouts (a 1.3 s test took
         # 16 s). ENGRAM_TEST_CONCURRENCY overrides it.
         concurrency="${ENGRAM_TEST_CONCURRENCY:-$(node -p "Math.max(2, 2 * require('node:os').availableParallelism())")}"
         # Every build first, then the test:alone runs, then the tests, the longest first, and the typechecks
         # (scripts/run-tests.mjs): in one turbo run, the builds the CLI, the playground and the
         # integration tests wait for queued behind
         # other packages' tests, and turbo starts ready tasks in an order of its own, so the longest test
         # runs started last and ran alone at the end. Arguments (a --filter) go to turbo for all four (with
         # them, the tests that otherwise run alone and first, `test:alone`, run beside the others).
         if [ "$#" -gt 0 ]; then
           pnpm exec turbo run build typecheck test test:alone --output-logs=errors-only --concurrency="$concurrency" "$@"
         else
           pnpm exec turbo run build --output-logs=errors-only --concurrency="$concurrency"
           node scripts/run-tests.mjs --concurrency "$concurrency"
         fi
         exec node scripts/test-summary.mjs ;;
  demo)  pnpm exec turbo run build --output-logs=errors-only >&2
         exec pnpm --filter @engram/playground run demo "$@" ;;
  web)   pnpm exec turbo run build --filter "@engram/playground..." --output-logs=errors-only >&2
         exec pnpm --filter @engram/playground run web "$@" ;;
  engram) pnpm exec turbo run build --filter "@engram/cli..." --output-logs=errors-only >&2
         # The CLI reads --store paths and engram.config.json from where the command was typed.
         cli="$PWD/packages/cli/dist/main.js"
         cd "${INIT_CWD:-$PWD}"
         exec node "$cli" "$@" ;;
  bench) pnpm exec turbo run build --output-logs=errors-only >&2
         exec pnpm --filter @engram/bench run bench "$@" ;;
  eval)  pnpm exec turbo run build --filter @engram/eval... --output-logs=errors-only >&2
         exec node packages/eval/dist/main.js "$@" ;;
  lint)  exec pnpm exec biome check --write . ;;
  api)   pnpm exec turbo run build --output-logs=errors-only >&2
         exec node scripts/api-report.mjs --write ;;
  *) echo "usage: scripts/run.sh test|demo|web|engram|bench|eval|lint|api" >&2; exit 2 ;;
esac
