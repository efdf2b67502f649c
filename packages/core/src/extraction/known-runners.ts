/**
 * Programs whose commands build, test, lint or type-check a project, as command-purpose.ts reads them (moved out of it when
 * it reached three hundred lines, decision 0620); the runners read only with a flag of theirs are flagged-runners.ts's.
 */
export const knownRunners: ReadonlySet<string> = new Set([
  "pnpm",
  "npm",
  "yarn",
  "bun",
  "npx",
  "pnpx",
  // uv's tool runner, as `uvx ty check src/` (decision 0454): what it runs is read as `npx`'s is.
  "uvx",
  "cargo",
  "go",
  "make",
  "pytest",
  "uv",
  "poetry",
  // PDM, as `pdm run pytest` runs the program as the project's environment pins it (decision 0552), uv's and Poetry's way.
  "pdm",
  "tox",
  "deno",
  "gradle",
  "./gradlew",
  "mvn",
  // Maven's wrapper, as `./mvnw test` or `./mvnw spotless:check` (decision 0417): Maven as the project pins it.
  "./mvnw",
  "dotnet",
  "just",
  "turbo",
  "bundle",
  "rake",
  "mix",
  "vitest",
  "jest",
  "tsc",
  "eslint",
  "mypy",
  // Python's own, as `python -m pytest` or Django's `python manage.py test` (decision 0295).
  "python",
  "python3",
  // Data, infrastructure and mobile projects' own runners (decision 0293).
  "dbt",
  "sqlfluff",
  "terraform",
  // OpenTofu, Terraform's open fork, read as Terraform is (decision 0493).
  "tofu",
  "tflint",
  "helm",
  "flutter",
  "dart",
  "swift",
  "xcodebuild",
  "bazel",
  "nx",
  "phpunit",
  // PHP's own, as Laravel's `php artisan test` or `php vendor/bin/phpunit` (decision 0313): a script of its own has no
  // purpose, and `php artisan migrate` names none.
  "php",
  "rspec",
  // Rails' own, as `bin/rails test` (decision 0318): its subcommands that write are refused below.
  "rails",
  // Scala's, as `sbt test` or `sbt "testOnly com.shop.PriceSpec"` (decision 0322).
  "sbt",
  // Haskell's, as `cabal test` or `stack test` (decision 0323).
  "cabal",
  "stack",
  // CMake's test driver, as `ctest --test-dir build` (decision 0327).
  "ctest",
  // Clojure's Leiningen, as `lein test :only shop.price-test` (decision 0328): its subcommands that run code are refused below.
  "lein",
  // Zig's, as `zig build test` or `zig test src/slug.zig` (decision 0329): `zig run` runs code and is refused below.
  "zig",
  // OCaml's, as `dune test` or `dune build @runtest` (decision 0331): `dune exec` runs code and is refused below.
  "dune",
  // Lua's busted, as `busted spec/slug_spec.lua` (decision 0332): it only runs specs.
  "busted",
  // Crystal's, as `crystal spec spec/money_spec.cr` (decision 0335): `crystal run`, `eval`, `i` and `play` run code and
  // are refused below.
  "crystal",
  // Gleam's, as `gleam test` (decision 0336): `gleam run`, `shell` and `new` run code or write a project, refused below.
  "gleam",
  // Nim's, as `nimble test` (decision 0337): `nimble run` and `init` run code or write a project, refused below.
  "nimble",
  // Erlang's rebar3, as `rebar3 eunit` or `rebar3 ct` (decision 0339): `rebar3 shell` and `new` run code or write a
  // project, refused below.
  "rebar3",
  // PHP's Composer runs the project's scripts, as `composer test` (decision 0340): `composer require`, `create-project`
  // and `global` add to the project or the machine, refused below with `composer exec`.
  "composer",
  // Python's nox runs the project's sessions, as `nox -s tests` (decision 0342); a session named for a release or a
  // publish is refused with the other side effects.
  "nox",
  // Go's gotestsum runs `go test` and prints its summary, as `gotestsum ./internal/config/...` (decision 0344); the
  // flags that run another program are refused below.
  "gotestsum",
  // Go's linter runner, as `golangci-lint run ./...` (decision 0349); `golangci-lint cache clean` is refused with the
  // other side effects.
  "golangci-lint",
  // The Dockerfile linter, as `hadolint Dockerfile` (decision 0352).
  "hadolint",
  // The YAML linter, as `yamllint .github/workflows` (decision 0357): it only reads.
  "yamllint",
  // The shell script linter, as `shellcheck scripts/sync-assets.sh` (decision 0358): it only reads.
  "shellcheck",
  // C and C++'s static analyser, as `cppcheck --error-exitcode=1 src/` (decision 0362): it only reads.
  "cppcheck",
  // Go's static analyser, as `staticcheck ./...` (decision 0367): it only reads.
  "staticcheck",
  // Go's linter revive, as `revive -set_exit_status ./...` (decision 0377): it only reads.
  "revive",
  // Python's dead-code finder vulture, as `vulture src --min-confidence 60` (decision 0397): it only reads.
  "vulture",
  // Python's docstring checker pydocstyle, as `pydocstyle src` (decision 0398): it only reads.
  "pydocstyle",
  // Svelte's type checker, as `svelte-check --threshold error` (decision 0413): it only reads.
  "svelte-check",
  // Astro's own, as `astro check` (decision 0414): `astro add` and `astro db push` change the project and are refused with
  // the other side effects; `astro dev` and `astro preview` name no purpose.
  "astro",
]);
