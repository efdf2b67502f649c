import { checkerRunners } from "./checker-runners.js";
import { languageLinterRunners } from "./language-linter-runners.js";

/**
 * RuboCop's short flags that rewrite the code (`-a`, `-A`, `-x`), write a file (`-o`) or load code (`-r`), alone or in a
 * cluster ("-aD"): refused by RuboCop (decision 0372) and Standard Ruby, which runs it (decision 0408).
 */
const rubocopShortFlags = String.raw`-[A-Za-z]{0,10}[aAxro][A-Za-z]{0,10}(?:\s|=|$)`;
/** pyright's arguments and flags, without those that write files or keep running; basedpyright takes the same. */
const pyrightFlags = String.raw`(?:\s+(?!--(?:createstub|writebaseline|watch)\b|-w(?:\s|$))\S+){0,20}$`;
/** erb_lint, by its name and its older one (decision 0392). */
const erbLint = /^erb_?lint(?:\s+(?!-a(?:\s|$)|--autocorrect\b|--enable-linters\b)\S+){0,20}$/;

/**
 * Programs that run the project's work only as a pattern reads the command: with the flag or subcommand that makes them
 * a runner (Node's own runner, `node --test`, decision 0324; `node scripts/x.js` runs a script of the project's, whatever
 * its name says), or without the flags that rewrite the code, write files, load code of any kind or leave a process
 * running (the linters and formatters since decision 0364). command-purpose.ts reads each command's segment, the
 * program's own under `bundle exec` (decision 0372) or a package runner (decision 0385), with the pattern its program
 * names.
 */
export const flaggedRunners: ReadonlyMap<string, RegExp> = new Map([
  ["node", /\s--test(?=\s|=|$)/],
  // CMake builds with `cmake --build build` (decision 0327); `cmake -S . -B build` configures, and names no purpose.
  ["cmake", /\s--build(?=\s|=|$)/],
  // R runs code with -e; only testthat's or devtools' test run, with a path at most as its argument, is the project's
  // tests (decision 0333): any other code in the call would be remembered as how the tests run.
  [
    "Rscript",
    /^Rscript\s+-e\s+(?:"(?:testthat::test_(?:dir|local|file|check)|devtools::test)\((?:'[\w./-]{0,100}')?\)"|'(?:testthat::test_(?:dir|local|file|check)|devtools::test)\((?:"[\w./-]{0,100}")?\)')$/,
  ],
  // Julia runs its package's test entry, `julia --project=. test/runtests.jl` (decision 0338); any other script, or
  // code with -e, names no purpose.
  ["julia", /^julia(?:\s+--project(?:=[\w./@-]{0,100})?)?(?:\s+--(?:threads|color|check-bounds|code-coverage)(?:=[\w,-]{1,20})?){0,4}\s+test\/runtests\.jl$/],
  // Perl's test harness, as `prove -l t/` (decision 0334): it runs the tests with another program under `--exec` or
  // `-e` (alone or in a cluster of short flags, "-le"), which would be remembered as how the tests run.
  ["prove", /^prove(?:\s+(?!-[A-Za-z]{0,10}e|--exec\b)\S+){0,20}$/],
  // Bash's bats runs the project's .bats tests, as `bats test/` (decision 0345); a formatter it is given may be any
  // program ("-F ./fmt", "--formatter", "--report-formatter"), which would be remembered as how the tests run.
  ["bats", /^bats(?:\s+(?!-F(?:\s|=|$)|--(?:report-)?formatter\b)\S+){0,20}$/],
  // newman runs a Postman collection's API tests, as `npx newman run postman/orders.json` (decision 0541); its reporters
  // (`-r`, `--reporters`) are packages it loads, and the exports (`--reporter-…-export`, `--export-…`) write files: none
  // is kept. Only `run` runs them.
  ["newman", /^newman\s+run(?:\s+(?!-r(?:\s|=|$)|--reporters?\b|--reporter-\S{1,40}-export\b|--export-)\S+){1,20}$/],
  // Python's behave runs the project's Gherkin scenarios, as `behave features/checkout.feature` (decision 0529);
  // `-o` / `--outfile` and the JUnit flags write files, `-d` / `--dry-run` runs no step, and the catalog and language
  // listings run nothing: none is kept.
  ["behave", /^behave(?:\s+(?!-o(?:\s|=|$)|--outfile\b|--junit\S*|-d(?:\s|$)|--dry-run\b|--steps-catalog\b|--lang-list\b|--lang-help\b)\S+){0,20}$/],
  // Meson runs the tests with `meson test -C build` and builds with `meson compile` (decision 0346); its other commands
  // configure, install or open a shell (`meson devenv`), and `meson test --wrapper` or `--gdb` run the tests under
  // another program, which would be remembered as how the tests run.
  ["meson", /^meson\s+(?:test|compile)(?:\s+(?!--(?:wrap|wrapper|gdb|gdb-path)\b)\S+){0,20}$/],
  // Python's Hatch tests with `hatch test`, builds with `hatch build` and formats with `hatch fmt` (decision 0347); `hatch
  // run` runs any script, `hatch shell` opens one, and `hatch version` writes the version: none is kept.
  ["hatch", /^hatch\s+(?:test|build|fmt)(?=\s|$)/],
  // Rye tests with `rye test` (pytest, its arguments after "--"), lints with `rye lint` and checks the format with `rye
  // fmt --check` (decision 0599); `rye lint --fix` and a bare `rye fmt` rewrite the code, and `rye run` runs any script:
  // none is kept.
  ["rye", /^rye\s+(?:test|lint(?![^|;&]*\s--fix\b)|fmt\s+--check)(?=\s|$)/],
  // Racket's tests run with `raco test tests/cart-test.rkt` (decision 0614); raco's other commands install packages,
  // set up collections or build documentation: none is kept.
  ["raco", /^raco\s+test(?:\s+[\w./@:-]{1,200}){0,20}$/],
  // Clojure's Kaocha runs the tests, as `bin/kaocha --focus invoices.tax-test` (decision 0613); `--watch` keeps it running
  // and `--plugin` (`-p`) or `--config-file` load code of any kind: none is kept.
  ["kaocha", /^kaocha(?:\s+(?!--watch\b|--plugin\b|-p(?:\s|$)|--config-file\b)\S+){0,20}$/],
  // Pest, PHP's test runner on PHPUnit, runs the tests, as `vendor/bin/pest tests/Unit/TaxTest.php` (decision 0620);
  // `--init` writes files, `--update-snapshots` rewrites them, `--watch` keeps it running and `--mutate` changes the code
  // it tests: none is kept.
  ["pest", /^pest(?:\s+(?!--init\b|--update-snapshots\b|--watch\b|--mutate\b)\S+){0,20}$/],
  // Ginkgo runs Go's specs, as `ginkgo -r ./internal/scheduler` or `ginkgo run …` (decision 0610); its other commands write
  // code (`bootstrap`, `generate`, `unfocus`), keep running (`watch`) or build without running, and its report and
  // profile flags write files: none is kept.
  [
    "ginkgo",
    /^ginkgo(?!\s+(?:bootstrap|generate|unfocus|watch|outline|labels|build|version|help)(?:\s|$))(?:\s+run)?(?:\s+(?!--?(?:json|junit|teamcity)-report\b|--?output-dir\b|--?(?:cover|cpu|mem|block|mutex)profile\b)\S+){0,20}$/,
  ],
  // Pants runs a goal after its options, as `pants test src/python/app::` or `pants --changed-since=main lint`
  // (decision 0348); `pants run`, `repl`, `publish`, `tailor` and the others run code or write to the project.
  // Ansible's Molecule tests a role with `molecule test` and lints it with `molecule lint` (decision 0350); `converge`,
  // `create`, `destroy` and `login` change or open the test instances, and none is kept.
  ["molecule", /^molecule\s+(?:test|lint)(?=\s|$)/],
  ["pants", /^pants(?:\s+--[\w-]{1,40}(?:=[\w./:@-]{1,100})?){0,5}\s+(?:test|lint|fmt)(?=\s|$)/],
  // PHP's static analyser checks types with `vendor/bin/phpstan analyse src --level=8` (decision 0355); its other commands
  // clear caches or start workers, `--generate-baseline` writes the baseline file, `--fix` and `--pro` open PHPStan Pro,
  // and `--autoload-file` (`-a`) runs a PHP file first: none is kept.
  // SwiftLint lints with `swiftlint` or `swiftlint lint --strict` (decision 0363); `--fix` and `--autocorrect` write,
  // and its other commands (`rules`, `analyze`, `baseline`, `docs`, `version`) name no purpose.
  ["swiftlint", /^swiftlint(?:\s+lint)?(?:\s+(?!--fix\b|--autocorrect\b|rules\b|analyze\b|baseline\b|docs\b|generate-docs\b|version\b)\S+){0,20}$/],
  // clang-format checks formatting with `--dry-run` (`-n`), as `clang-format --dry-run --Werror src/ring.c` (decision 0364);
  // `-i` rewrites the files, and without a dry run it prints the formatted code: neither is kept.
  ["clang-format", /^clang-format(?=\s(?:[^\n]{0,100}\s)?(?:--dry-run|-n)(?:\s|$))(?:\s+(?!-i(?:\s|=|$)|--in-place\b)\S+){1,20}$/],
  // Apple's swift-format lints with `swift-format lint -r Sources` (decision 0446); `swift-format format` rewrites the files
  // with `-i` and prints them without, and neither is kept, nor are its other commands (`dump-configuration`).
  ["swift-format", /^swift-format\s+lint(?:\s+\S+){0,20}$/],
  // scalafmt checks Scala's formatting with `--test` or `--list` (decision 0445), as `scalafmt --test`; without either it
  // rewrites the files, and `--config-str` or `--stdin` read what is not the project's: none is kept.
  ["scalafmt", /^scalafmt(?=\s(?:[^\n]{0,100}\s)?(?:--test|--list|-l)(?:\s|$))(?:\s+(?!--config-str\b|--stdin\b)\S+){1,20}$/],
  // Taplo checks TOML's formatting with `taplo fmt --check` (decision 0442); without `--check` it rewrites the files, and
  // `--config` (`-c`) names a configuration that may fetch schemas from the network: none is kept, and neither are its
  // other commands (`lint`, `lsp`, `get`, `config`).
  ["taplo", /^taplo\s+(?:fmt|format)(?=\s(?:[^\n]{0,100}\s)?--check(?:\s|$))(?:\s+(?!-c(?:\s|=|$)|--config\b)\S+){1,20}$/],
  // Laravel Pint checks PHP's formatting with `--test`, as `./vendor/bin/pint --test` (decision 0452); without it, it
  // rewrites the files, and so does `--repair`; `--output-to-file` writes a report: none is kept.
  ["pint", /^(?:(?:\.\/)?vendor\/bin\/)?pint(?=\s(?:[^\n]{0,100}\s)?--test(?:\s|$))(?:\s+(?!--repair\b|--output-to-file\b|--output-format\b)\S+){1,20}$/],
  // Python's isort checks the imports' order with `--check-only` (`-c`, `--check`) or `--diff`, as `isort --check-only
  // src/shop` (decision 0484); without them it rewrites the files, and none is kept.
  ["isort", /^isort(?=\s(?:[^\n]{0,100}\s)?(?:--check-only|--check|-c|--diff)(?:\s|$))(?:\s+\S+){1,20}$/],
  // Python's black checks formatting with `--check` or `--diff`, as `black --check src/` (decision 0366); without them it
  // rewrites the files, and none is kept.
  ["black", /^black(?=\s(?:[^\n]{0,100}\s)?--(?:check|diff)(?:\s|$))(?:\s+\S+){1,20}$/],
  // GitHub Actions' workflow linter, as `actionlint .github/workflows/ci.yml` (decision 0365); `-shellcheck` and `-pyflakes`
  // name another program it runs, and `-init-config` writes a config file: none is kept.
  ["actionlint", /^actionlint(?:\s+(?!--?(?:shellcheck|pyflakes|init-config)\b)\S+){0,20}$/],
  // Python's pylint, as `pylint src/shop` (decision 0368); `--load-plugins` and `--init-hook` run Python code of any kind,
  // and none is kept.
  ["pylint", /^pylint(?:\s+(?!--(?:load-plugins|init-hook)\b)\S+){1,20}$/],
  // Haskell's hlint, as `hlint src` (decision 0369); `--refactor` rewrites the code through another program, and none is kept.
  ["hlint", /^hlint(?:\s+(?!--refactor\b)\S+){1,20}$/],
  // clang-tidy checks C and C++, as `clang-tidy src/ring.c` (decision 0370); `--fix` and `--fix-errors` rewrite the code,
  // `--export-fixes` writes a file and `--load` loads a plugin's code: none is kept.
  ["clang-tidy", /^clang-tidy(?:\s+(?!--?(?:fix|fix-errors|fix-notes|export-fixes|load)\b)\S+){1,20}$/],
  // Ruby's RuboCop, as `rubocop app/models/order.rb` (decision 0372), alone or through `bundle exec`: `-a`, `-A`,
  // `--autocorrect` and `-x` rewrite the code (in a cluster of short flags too, as `-aD`), `--auto-gen-config`, `--init`
  // and `-o` / `--out` write files, `-r` / `--require` loads Ruby code of any kind, and the server flags leave a process
  // running: none is kept.
  [
    "rubocop",
    new RegExp(
      String.raw`^rubocop(?:\s+(?!${rubocopShortFlags}|--(?:autocorrect|auto-correct|fix-layout|auto-gen-config|init|require|out|server|start-server|restart-server|stop-server)\b)\S+){0,20}$`,
    ),
  ],
  // SwiftFormat checks the formatting with `--lint` (or `--dryrun`), as `swiftformat --lint .` or `swiftformat Sources
  // --lint` (decision 0411); without it, it rewrites the code, and `--report`, `--output` and `--cache` write files: none
  // is kept.
  ["swiftformat", /^swiftformat(?:\s+--(?:lint|dryrun)|\s+(?!-)\S+\s+--(?:lint|dryrun))(?:\s+(?!--(?:report|output|cache)\b)\S+){0,20}$/],
  // StyLua checks Lua's formatting with `--check` (or `-c`), as `stylua --check .` (decision 0412); without it, it rewrites
  // the files, and `-` formats what it reads from stdin: neither is kept.
  ["stylua", /^stylua(?=\s(?:[^\n]{0,100}\s)?(?:--check|-c)(?:\s|$))(?:\s+(?!-(?:\s|$))\S+){1,20}$/],
  // shfmt checks shell scripts' formatting with `-d` (a diff) or `-l` (the files' names), as `shfmt -d scripts/`
  // (decision 0438); without either it prints the formatted script, and with `-w` it rewrites the files: neither is kept.
  ["shfmt", /^shfmt(?=\s(?:[^\n]{0,100}\s)?(?:-d|--diff|-l|--list)(?:\s|$))(?:\s+(?!-w(?:\s|$)|--write\b)\S+){1,20}$/],
  // pip-audit checks Python's dependencies for known vulnerabilities, as `pip-audit -r requirements.txt` (decision 0409):
  // `--fix` upgrades the environment's packages and `-o` / `--output` writes a file; none is kept.
  ["pip-audit", /^pip-audit(?:\s+(?!--fix\b|-o(?:\s|=|$)|--output\b)\S+){0,20}$/],
  // deptry checks a Python project's imports against its declared dependencies, as `deptry .` (decision 0448);
  // `-o` / `--json-output` writes a file, and none is kept.
  // kubeconform validates Kubernetes manifests against their schemas, as `kubeconform -strict -summary manifests/`
  // (decision 0449); it only reads.
  ["kubeconform", /^kubeconform(?:\s+\S+){1,20}$/],
  // Redocly's CLI lints an OpenAPI description with `redocly lint openapi.yaml` (decision 0450), also through a package
  // runner as `npx @redocly/cli lint …`; its other commands bundle, split, join or preview the description, or push it.
  ["redocly", /^redocly\s+lint(?:\s+\S+){0,20}$/],
  ["deptry", /^deptry(?:\s+(?!-o(?:\s|=|$)|--json-output\b)\S+){1,20}$/],
  // Standard Ruby, as `bundle exec standardrb` (decision 0408): RuboCop underneath, so RuboCop's flags that rewrite, write
  // files or load code, and its own `--fix` / `--fix-unsafely` and `--lsp`, are none.
  [
    "standardrb",
    new RegExp(
      String.raw`^standardrb(?:\s+(?!${rubocopShortFlags}|--(?:fix|fix-unsafely|autocorrect|auto-correct|generate-todo|require|out|lsp)\b)\S+){0,20}$`,
    ),
  ],
  // Python's type checker pyright, as `pyright src/shop` (decision 0434), and its fork basedpyright, as `basedpyright
  // src` (decision 0525); `--createstub` and `--writebaseline` write files, and `--watch` leaves a process running: none
  // is kept.
  ["pyright", new RegExp(`^pyright${pyrightFlags}`)],
  ["basedpyright", new RegExp(`^basedpyright${pyrightFlags}`)],
  // Python's type checker Pyre, as `pyre check` (decision 0542): `pyre` alone starts its server and leaves it running,
  // and its other commands write code or settings (`infer`, `init`): only `check` is kept.
  ["pyre", /^pyre\s+check(?:\s+\S+){0,20}$/],
  // Ruby's type checker Sorbet, as `srb tc` or `bundle exec srb tc` (decision 0440); `-a` (`--autocorrect`) rewrites the
  // code, `--suggest-typed` and `--suggest-sig` its sigils and signatures, `--lsp` leaves a server running, `-p`
  // (`--print`) and the metrics and trace flags write files, and `srb init` and `srb rbi` write the project's RBI files:
  // none is kept.
  [
    "srb",
    /^srb\s+(?:tc|typecheck)(?:\s+(?!-[ap](?:\s|=|$)|--(?:autocorrect|suggest-typed|suggest-sig|lsp|print|metrics-file|web-trace-file|statsd-host)\b)\S+){0,20}$/,
  ],
  // Python's flake8, as `flake8 src/shop/cart.py` (decision 0373); `--output-file` and `--tee` write a file, and
  // `--install-hook` writes a git hook: none is kept.
  ["flake8", /^flake8(?:\s+(?!--(?:output-file|tee|install-hook)\b)\S+){0,20}$/],
  // PHP_CodeSniffer, as `vendor/bin/phpcs src/Cart.php` (decision 0374); `--report-file` and a report written to a file
  // (`--report-json=out.json`) write files, `--config-set` and `--config-delete` change its settings, and `--bootstrap`
  // runs PHP files of any kind: none is kept. Its fixer, phpcbf, rewrites the code and is no runner.
  ["phpcs", /^(?:(?:\.\/)?vendor\/bin\/)?phpcs(?:\s+(?!--(?:(?:report-file|config-set|config-delete|bootstrap)\b|report-[\w-]{1,20}=))\S+){0,20}$/],
  // Python's security linter bandit, as `bandit -r src/shop` (decision 0376); `-o` / `--output` writes a file: none is kept.
  ["bandit", /^bandit(?:\s+(?!-o(?:\s|=|$)|--output\b)\S+){1,20}$/],
  // Semgrep, as `semgrep --config .semgrep.yml --error src` with the project's own rules (decision 0378): `--autofix`
  // rewrites the code and `-o` / `--output` writes a file; rules from the registry (`p/…`, `r/…`, `auto`) or a URL reach
  // outside the project, and `ci`, `login` and `publish` send to it: none is kept.
  [
    "semgrep",
    /^semgrep(?:\s+scan)?(?!\s+(?:ci|login|logout|publish|lsp|install-semgrep-pro)\b)(?:\s+(?!(?:--autofix|-a|-o|--output|--dryrun)(?:\s|=|$)|(?:--config=|-c=?)?(?:[pr]\/|https?:|auto(?:\s|$)))\S+){1,20}$/,
  ],
  // checkov scans infrastructure code, as `checkov -d infra --compact` (decision 0379); `--output-file-path` and
  // `--create-config` write files, external checks load Python code of any kind, and downloading external modules or
  // an API key reach outside the project: none is kept.
  [
    "checkov",
    /^checkov(?:\s+(?!--(?:output-file-path|create-config|external-checks-dir|external-checks-git|download-external-modules|bc-api-key|prisma-api-url|repo-id)\b)\S+){1,20}$/,
  ],
  // Kotlin's ktlint, as `ktlint --reporter=plain src/main/kotlin` (decision 0380); `-F` / `--format` rewrites the code, a
  // reporter's `output=` writes a file and the git hooks it installs write to .git: none is kept.
  ["ktlint", /^ktlint(?:\s+(?!-F(?:\s|$)|--format\b|--apply-to-idea|--install-git-pre-(?:commit|push)-hook|installGitPre|\S*output=)\S+){0,20}$/],
  // JavaScript's linters, as `npx oxlint --deny-warnings src` or `npx eslint src` (decision 0385): `--fix` and its kinds
  // rewrite the code, an output file is written, and rules or plugins from a directory or a path are code of any kind
  // that runs: none is kept. Under a package runner (`npx`, `pnpm exec`) they are read as themselves.
  ["oxlint", /^oxlint(?:\s+(?!--fix\S*|--js-plugins?\b|-o(?:\s|=|$)|--output-file\b|--init\b)\S+){0,20}$/],
  ["eslint", /^eslint(?:\s+(?!--fix\S*|--rulesdir\b|--resolve-plugins-relative-to\b|-o(?:\s|=|$)|--output-file\b|--init\b)\S+){0,20}$/],
  // Python's Ruff, as `ruff check src` or `ruff format --check .` (decision 0420): `--fix` and its kinds and `--add-noqa`
  // rewrite the code, `-o` / `--output-file` write a file and `--watch` leaves it running; its formatter rewrites the
  // files unless `--check` or `--diff` makes it a check. Ruff's other commands (`clean`, `server`, `rule`) name no purpose.
  [
    "ruff",
    /^ruff\s+(?:check(?:\s+(?!--fix\S*|--unsafe-fixes\b|--add-noqa\b|-o(?:\s|=|$)|--output-file\b|--watch\b|-w(?:\s|$))\S+){0,20}|format(?=\s(?:[^\n]{0,100}\s)?--(?:check|diff)(?:\s|$))(?:\s+(?!--stdin-filename\b)\S+){1,20})$/,
  ],
  // Biome, as `biome ci .`, `biome check src` or `biome format .` (decision 0420): `--write`, `--fix` and the older
  // `--apply` rewrite the code and a log file is written; `biome init` and `migrate` write its configuration.
  ["biome", /^biome\s+(?:ci|check|lint|format)(?:\s+(?!--write\b|--fix\b|--apply\S*|--unsafe\b|--log-file\b|--reporter-path\b)\S+){0,20}$/],
  // Buf lints and builds Protocol Buffers with `buf lint` and `buf build` (decision 0356) and checks them for breaking
  // changes against a base with `buf breaking` (decision 0491; it only reads the base, a branch of the repository or a
  // module elsewhere); `buf generate` and `buf format -w` write to the project, `buf push` and `buf registry` reach
  // outside it.
  ["buf", /^buf\s+(?:lint|build|breaking)(?=\s|$)/],
  // Foundry's `forge test` and `forge build` (decision 0565): `--ffi` lets the tests run any program, `--watch` (`-w`)
  // leaves it running; `forge script`, `forge create` and the rest deploy or reach a chain, and name no purpose.
  ["forge", /^forge\s+(?:test|build)(?:\s+(?!--ffi\b|--watch\b|-w(?:\s|$))\S+){0,20}$/],
  // Vale lints prose, as `vale docs/` (decision 0360); `vale sync` downloads style packages and is none.
  ["vale", /^vale(?:\s+(?!sync\b)\S+){1,20}$/],
  // Ruby's ERB linter, as `bundle exec erb_lint --lint-all` (decision 0392): `--autocorrect` / `-a` rewrites the views
  // and `--enable-linters` may name a linter of the project's code: none is kept.
  ["erb_lint", erbLint],
  ["erblint", erbLint],
  ...checkerRunners,
  ...languageLinterRunners,
]);
