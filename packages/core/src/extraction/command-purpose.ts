import { redactText } from "../redaction/redact-secrets.js";
import { dangerousCommand } from "./instruction-text.js";
import { flaggedRunners } from "./flagged-runners.js";
import { knownRunners } from "./known-runners.js";
import { dependencyCheckPurposes } from "./dependency-check-purposes.js";
import { lintPurposes } from "./lint-purposes.js";
import { formatterPurposes } from "./formatter-purposes.js";
import { fetchesElsewhere, packageExec } from "./package-runners.js";

/**
 * A project's own copy of a runner ("bin/rails", "./bin/rspec", "vendor/bin/phpunit", "node_modules/.bin/jest"): read
 * as the runner it names (decision 0318). A script elsewhere ("scripts/test.sh") names no known runner.
 */
const localBinDir = String.raw`^(?:\.\/)?(?:bin|vendor\/bin|node_modules\/\.bin)\/`;
const localBin = new RegExp(String.raw`${localBinDir}(?=[\w-]+$)`);
/** The same copy at the head of a command's segment, its arguments after it. */
const localBinLead = new RegExp(String.raw`${localBinDir}(?=[\w-]+(?:\s|$))`);
/**
 * Flags that make a runner run another program: go's and gotestsum's `-exec`, gotestsum's `--raw-command` and
 * `--post-run-command` (decision 0344), `go vet -vettool` (decision 0416). That program would be remembered as how the
 * project's work runs.
 */
const runsAnotherProgram = /(?:^|\s)-{1,2}(?:exec|raw-command|post-run-command|vettool)(?=\s|=|$)/;
/**
 * Whether `program` runs the project's builds or tests in the command's `segment` (`knownRunners`, `flaggedRunners`). Under
 * `bundle exec` or a package runner (`packageExec`), a program whose flags are checked is read as itself: `bundle exec
 * rubocop -a` rewrites the code as `rubocop -a` does (decision 0372), `npx eslint --fix` as `eslint --fix` (decision 0385).
 */
function runsProjectWork(program: string, segment: string): boolean {
  const bundled = packageExec.exec(segment);
  const inner = bundled === null ? undefined : segment.slice(bundled[0].length);
  const checked = inner === undefined ? undefined : flaggedRunners.get(programOf(inner));
  if (inner !== undefined && checked !== undefined) return checked.test(inner);
  // A project's copy of a flagged runner is checked as the runner: `vendor/bin/phpmd src text codesize` as `phpmd …`
  // (decision 0513).
  return knownRunners.has(program) || (flaggedRunners.get(program)?.test(segment.replace(localBinLead, "")) ?? false);
}
/** The program a command's segment runs, a project's copy of a runner read as the runner. */
const programOf = (segment: string): string => (segment.split(/\s+/)[0] ?? "").replace(localBin, "");
const testsPurpose = "The tests run with";
/**
 * The kind of tests a test command names as a word of its own ("make test-integration", "pnpm test:e2e",
 * "pytest tests/integration"), not part of another word ("pnpm test -- unit-converter"; decision 0291) or of Foundry's
 * filters' names ("forge test --match-contract VaultTest", "--no-match-contract"; decision 0565): a Solidity contract.
 */
const testKind = /(?:^|[\s:/._-])(?<!--(?:no-)?match-)(integration|e2e|end-to-end|unit|smoke|acceptance|contract)(?=$|[\s:/._]|-tests?\b)/i;
/**
 * The runners whose subcommands may write to a database or to infrastructure, or run code (see `sideEffectSubcommand`):
 * Go's among them, whose `go run ./cmd/test` runs a program of any name as `node scripts/test.js` does, and `go generate`
 * writes code (decision 0610).
 */
const dataRunners = new Set(["dbt", "terraform", "tofu", "helm", "rails", "lein", "zig", "dune", "crystal", "gleam", "nimble", "rebar3", "composer", "go"]);
/** What a command is for, in the order a command naming two is read (`pnpm exec tsc -p test` type-checks). */
const purposes: readonly (readonly [RegExp, string])[] = [
  // Conftest's check of configuration files against the project's policies (decision 0494), `test` after `conftest`:
  // read before the tests' word, which it holds.
  [/^conftest\s+test(?=\s|$)/, "Validation runs with"],
  // Hurl's HTTP tests, as `hurl --test tests/orders.hurl` (decision 0458), named by the program alone.
  [/^hurl\s/, "The tests run with"],
  ...formatterPurposes,
  ...dependencyCheckPurposes,
  // Erlang's Dialyzer checks types too (decision 0339).
  // PHPStan too (decision 0355).
  // Psalm too (decision 0386), and svelte-check a Svelte project's components (decision 0413), and Astral's ty as `ty
  // check` (decision 0454), and pyright's fork basedpyright (decision 0525), and Pyre as `pyre check` (decision 0542).
  [
    /\b(?:tsc|typecheck|type-check|mypy|pyright|basedpyright|dialyzer|phpstan|psalm|svelte-check|ty(?=\s+check\b)|pyre(?=\s+check\b))\b/,
    "Type checking runs with",
  ],
  // Ruby's Sorbet, as `srb tc` (decision 0440), named by the program and its command.
  [/(?:^|\s)srb\s+(?:tc|typecheck)(?=\s|$)/, "Type checking runs with"],
  // Buf's check of the protos for breaking changes (decision 0491), its rules read as a linter's are.
  [/^buf\s+breaking(?=\s|$)/, "Linting runs with"],
  // Go's vet, its checks of suspicious code (decision 0416), named by the program and its command.
  [/^go\s+vet(?=\s|$)/, "Linting runs with"],
  // Astro's check of its components and pages (decision 0414), named by the program and its command.
  [/(?:^|\s)astro\s+check(?=\s|$)/, "Type checking runs with"],
  // Flow's full check, named by the program and its command (decision 0407): "flow" elsewhere ("pytest tests/flow") is none.
  [/^(?:(?:npx|bunx|(?:pnpm|npm|yarn)\s+exec|yarn)\s+)?flow\s+(?:check|focus-check)(?=\s|$)/, "Type checking runs with"],
  // Dart's analyzer, as `dart analyze` or `flutter analyze` (decision 0384): its lints and type errors in one run;
  // `--watch` leaves it running.
  [/^(?:dart|flutter)\s+analyze(?=\s|$)(?!.*\s--watch\b)/, "Linting runs with"],
  ...lintPurposes,
  // black formats Python (decision 0366), named by the program alone: a word "black" elsewhere ("pytest -k black") is none.
  [/^black\s/, "Formatting runs with"],
  // isort orders Python's imports (decision 0484), named by the program alone, as black is.
  [/^isort\s/, "Formatting runs with"],
  // A flag that names an output's format ("gotestsum --format testname", "pytest --format=…") is none (decision 0344).
  [/(?<!\s--?)\b(?:fmt|format|prettier)\b/, "Formatting runs with"],
  // Maven's `verify` phase runs the unit and integration tests and the checks bound to it (decision 0430), named as a
  // goal of its own after `mvn` or `./mvnw`.
  [/^(?:mvn|\.\/mvnw)\s+(?:-[\w.=-]{1,60}\s+){0,4}verify(?=\s|$)/, testsPurpose],
  // Maven's `test-compile` compiles the tests and runs none (decision 0417).
  [/(?:^|\s)test-compile(?=\s|$)/, "The build runs with"],
  // sbt's "testOnly" and "testQuick" run some of the tests (decision 0322).
  // dune's "runtest" and its "@runtest" alias run the tests (decision 0331).
  // Perl's `prove` runs the tests (decision 0334), and so do rebar3's `eunit` and `ct` (decision 0339) and cargo's
  // `nextest run` (decision 0343), gotestsum (decision 0344), bats (decision 0345), behave's scenarios (decision 0529)
  // and newman's Postman collections (decision 0541), AVA and Jasmine (decision 0551), Cucumber's scenarios, as `npx
  // cucumber-js` or `bundle exec cucumber` (decision 0566), and PHPUnit by its name alone, as `vendor/bin/phpunit --filter
  // RateCalculatorTest` runs it (decision 0609), Ginkgo's specs (decision 0610), Kaocha's tests (decision 0613) and Pest's
  // (decision 0620).
  [
    /\b(?:test|tests|testOnly|testQuick|vitest|jest|pytest|rspec|mocha|e2e|playwright|cypress|ctest|runtest|busted|testthat|prove|eunit|ct|nextest|gotestsum|bats|behave|newman|ava|jasmine|cucumber|phpunit|pest|ginkgo|kaocha)\b/,
    testsPurpose,
  ],
  // tox runs its env list, or the Python versions' envs named, "tox -e py312", "tox -e py311,py312", as the tests
  // (decision 0559); an env of another name ("tox -e docs") names no purpose, and "tox -e lint" lints.
  [/^tox(?:\s+(?:-e|--env)\s+(?:py\d{0,3}|pypy\d{0,2})(?:,(?:py\d{0,3}|pypy\d{0,2})){0,8})?(?:\s+(?:-p|--parallel)(?:\s+auto)?)?$/, testsPurpose],
  // GNU make's "check" target runs the tests (decision 0341); "check" elsewhere ("cargo check", "deno check") checks.
  [/^g?make\s+(?:-[\w=.-]{1,40}\s+){0,4}check(?=\s|$)/, testsPurpose],
  // "spec" as a word of its own, as `crystal spec` runs the specs (decision 0335); not a test file's ".spec." part.
  [/(?:^|\s)spec(?=\s|$)/, testsPurpose],
  // kubeconform's validation of Kubernetes manifests (decision 0449), named by the program.
  [/(?:^|\s)kubeconform(?=\s|$)/, "Validation runs with"],
  // xmllint's validation of XML against its schema (decision 0472), named by the program.
  [/(?:^|\s)xmllint(?=\s|$)/, "Validation runs with"],
  // CUE's check of data against its schema (decision 0490), `vet` after `cue`.
  [/^cue\s+vet(?=\s|$)/, "Validation runs with"],
  // Docker Compose's check of its compose file (decision 0489), `config` after `docker compose` or `docker-compose`.
  [/^docker(?:-compose|\s+compose)\s(?:[^\n]{0,100}\s)?config(?=\s|$)/, "Validation runs with"],
  // nginx's test of its configuration (decision 0486), named by the program and `-t` or `-T`.
  [/^nginx\s(?:[^\n]{0,100}\s)?-[tT](?=\s|$)/, "Validation runs with"],
  [/\b(?:build|compile)\b/, "The build runs with"],
  // "terraform validate", "helm lint" aside: a check of the configuration that changes nothing (decision 0311).
  [/\bvalidate\b/, "Validation runs with"],
];
/**
 * Words of commands that change more than the working tree, or reach outside it: never remembered as "what works". A
 * word after a slash ("pytest tests/release/", "src/release.test.ts") or a directory's whole name ("kube-linter lint
 * deploy/") names a place in the project, not what the command does (decision 0402), and so does a directory's name before
 * a file in it ("kube-score score deploy/api.yaml", "deploy/*.yaml"; decision 0464); "make deploy/prod" may deploy.
 */
const sideEffects =
  /(?<!\/)\b(?:publish|deploy|release|push|install|add|remove|uninstall|upgrade|update|reset|clean|prune|login|logout|full-refresh)\b(?!\/(?:\s|$)|\/[\w.*/-]{0,100}\.[A-Za-z]{1,8}(?:\s|$))/i;
/**
 * Subcommands that change a database or infrastructure ("terraform apply", "dbt seed"), or run code of any kind
 * ("rails runner", "rails console", "rails db:migrate"; decision 0318; "crystal eval", "crystal play"; decision 0335; "gleam shell"; decision 0336): read right after the program, so a test file's
 * path ("npx jest src/import/parse.test.ts") is no side effect (decision 0293).
 */
const sideEffectSubcommand =
  /^\S+\s+(?:apply|destroy|import|seed|snapshot|run-operation|run|runner|console|dbconsole|generate|g|exec|utop|repl|eval|i|interactive|play|init|shell|new|require|create-project|global|db:[\w:]+)(?=\s|$)/i;
/**
 * Maven's goals that run the project's code or another program (decision 0417): the exec plugin's `exec:java` and
 * `exec:exec`, and a plugin's `run`, `test-run`, `dev` or `start` (`spring-boot:run`, `quarkus:dev`, `jetty:run`), read as
 * a goal of its own anywhere in the command, so `mvn exec:java test` is not how the tests run; a plugin's `gui` opens a
 * window that stays (`spotbugs:gui`; decision 0422).
 */
const mavenRunsCode = /(?:^|\s)[\w.-]{1,60}:(?:exec|java|run|test-run|dev|start|gui)(?=\s|$)/;
const mavenPrograms = new Set(["mvn", "./mvnw"]);

/**
 * The purpose label of a command worth remembering, or undefined: one line of at most 120 characters,
 * `cd <dir> &&` before it at most, no pipe, redirection, substitution, `;`, `||` or variable, started
 * by a known build or test program, for a known purpose, without side effects, danger or secrets.
 */
export function commandPurpose(command: string): string | undefined {
  if (command.length > 120 || /[\0-\x1f\x7f|;<>`$\\]/.test(command)) return undefined;
  // Split on "&&" by text (a pattern with spaces around it reads them twice); a lone "&" is refused.
  const segments = command.split("&&").map((segment) => segment.trim());
  if (segments.some((segment) => segment.includes("&"))) return undefined;
  const last = segments.pop() ?? "";
  if (!segments.every((segment) => /^cd\s+[\w./@-]+$/.test(segment))) return undefined;
  const program = programOf(last);
  if (
    !runsProjectWork(program, last) ||
    fetchesElsewhere(last) ||
    sideEffects.test(last) ||
    runsAnotherProgram.test(last) ||
    (dataRunners.has(program) && sideEffectSubcommand.test(last)) ||
    (mavenPrograms.has(program) && mavenRunsCode.test(last)) ||
    dangerousCommand.test(command) ||
    redactText(command) !== command
  )
    return undefined;
  const purpose = purposes.find(([pattern]) => pattern.test(last))?.[1];
  const kind = purpose === testsPurpose ? testKind.exec(last)?.[1]?.toLowerCase() : undefined;
  return kind === undefined ? purpose : `The ${kind} tests run with`;
}
