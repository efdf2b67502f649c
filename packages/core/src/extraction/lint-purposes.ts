/**
 * The linters and checkers named by a word of their own, each "Linting runs with", as command-purpose.ts reads a command:
 * one pattern for all of them, read where command-purpose.ts lists it among the rest (after Dart's analyzer, before
 * black). Moved from command-purpose.ts when it passed three hundred lines (decision 0487); the same pattern, read at the
 * same place.
 */
export const lintPurposes: readonly (readonly [RegExp, string])[] = [
  // stylelint lints stylesheets (decision 0351), hadolint Dockerfiles (decision 0352), detekt and ktlint Kotlin (decision
  // 0353), yamllint YAML (decision 0357), shellcheck shell scripts (decision 0358), markdownlint Markdown (decision 0359), vale prose (decision
  // 0360), cppcheck C and C++ (decision 0362), swiftlint Swift (decision 0363), actionlint GitHub Actions workflows (decision 0365), staticcheck Go (decision 0367), pylint Python (decision 0368), hlint Haskell (decision 0369), clang-tidy C and C++ (decision 0370), rubocop Ruby alone (decision 0372), flake8 Python (decision 0373), phpcs PHP (decision 0374), credo Elixir, as `mix credo --strict`, its `gen.config` and
  // `gen.check` writing files (decision 0375), bandit Python's security (decision 0376), revive Go (decision 0377), semgrep with the project's
  // rules (decision 0378), checkov infrastructure code (decision 0379), ktlint alone and Gradle's `ktlintCheck` (decision 0380),
  // oxlint JavaScript and TypeScript (decision 0385), Checkstyle Java, as Gradle's `checkstyleMain` or Maven's
  // `checkstyle:check` (decision 0387), luacheck Lua (decision 0388), gosec Go's security (decision 0389),
  // codespell spelling (decision 0391), clj-kondo Clojure (decision 0393), cfn-lint CloudFormation (decision 0395),
  // vulture Python's dead code (decision 0397), pydocstyle its docstrings (decision 0398),
  // typos spelling (decision 0400), CSpell spelling (decision 0441), publint a package's exports (decision 0443), jscpd
  // copies (decision 0401); kube-linter's `lint` is read by the word (decision 0402);
  // HTMLHint HTML (decision 0403), Squawk PostgreSQL migrations (decision 0404), editorconfig-checker the files'
  // .editorconfig rules (decision 0405), standardrb Ruby (decision 0408), Brakeman Rails' security (decision 0415), Knip
  // unused files, exports and dependencies (decision 0421), SpotBugs Java's bug patterns, as Gradle's `spotbugsMain` or
  // Maven's `spotbugs:check` (decision 0422), alex prose's insensitive words (decision 0451), zizmor GitHub Actions
  // workflows' security (decision 0455), Android Lint as Gradle's `lintDebug`, `lintRelease` or `lintVitalRelease`
  // (decision 0459; `lintFix` rewrites the code and names no purpose), Reek Ruby's code smells (decision 0460), Periphery
  // Swift's unused code (decision 0461), Trivy infrastructure code's misconfigurations (decision 0462), PMD Java's and
  // the other languages' rules, as `pmd check`, Gradle's `pmdMain` or Maven's `pmd:check` (decision 0463), kube-score
  // Kubernetes manifests (decision 0464), Madge circular imports (decision 0465); Import Linter's `lint-imports` is read by the word (decision 0468); secretlint secrets in the project's files
  // (decision 0469), Sobelow a Phoenix app's security, as `mix sobelow` (decision 0471; `--mark-skip-all` and `--out`
  // write files), interrogate Python's docstring coverage (decision 0476), markdown-link-check Markdown's links (decision
  // 0481), gitleaks secrets in the history or the files (decision 0483), dotenv-linter env files (decision 0485),
  // textlint prose (decision 0497), selene Lua (decision 0501), cpplint C++ (decision 0502), elm-review Elm (decision 0503),
  // rstcheck reStructuredText (decision 0504), deadnix Nix's dead code (decision 0508), DCLint Docker Compose files
  // (decision 0509), refurb Python's modernisations (decision 0510),
  // proselint English prose (decision 0511), perlcritic Perl (decision 0512), phpmd PHP's messes (decision 0513),
  // ameba Crystal (decision 0515), Regal Rego policies (decision 0516), cmake-lint CMake listfiles (decision 0517),
  // tfsec Terraform's misconfigurations (decision 0518), ineffassign Go's ineffectual assignments (decision 0519),
  // write-good English prose (decision 0520), misspell English words misspelled (decision 0521), jsonlint JSON files
  // (decision 0522), NilAway Go's nil dereferences (decision 0523), dependency-cruiser a module graph (decision 0531),
  // mdl Markdown (decision 0532), sqruff SQL (decision 0533), pycodestyle Python's PEP 8 (decision 0534),
  // golint Go's style (decision 0535), JSHint JavaScript (decision 0539), lychee the links of a project's docs (decision
  // 0540).
  [
    /\b(?:lint|eslint|biome|ruff|clippy|rubocop|sqlfluff|tflint|stylelint|hadolint|detekt|ktlint|ktlintCheck|yamllint|shellcheck|markdownlint(?:-cli2?)?|vale|cppcheck|swiftlint|actionlint|staticcheck|pylint|hlint|clang-tidy|flake8|phpcs|credo(?!\s+gen\.)|bandit|revive|semgrep|checkov|oxlint|checkstyle(?:Main|Test)?|luacheck|gosec|codespell|clj-kondo|cfn-lint|vulture|pydocstyle|typos|cspell|publint|jscpd|htmlhint|squawk|editorconfig-checker|standardrb|brakeman|knip|spotbugs(?:Main|Test)?|alex|zizmor|lint(?:Debug|Release|VitalRelease)|reek|periphery|trivy|pmd(?:Main|Test)?|kube-score|madge|secretlint|textlint|selene|cpplint|elm-review|rstcheck|deadnix|dclint|refurb|proselint|perlcritic|phpmd|ameba|regal|cmake-lint|tfsec|ineffassign|write-good|misspell|jsonlint|nilaway|depcruise|mdl|sqruff|pycodestyle|golint|jshint|sobelow(?![^\n]{0,100}\s--(?:mark-skip-all|out)\b)|interrogate|markdown-link-check|lychee|gitleaks|dotenv-linter)\b/,
    "Linting runs with",
  ],
  // Buildifier with `-lint=warn` lints Bazel's BUILD and .bzl files besides their formatting (decision 0505).
  [/^buildifier(?=[^\n]{0,300}\s-{1,2}lint=warn(?:\s|$))\s/, "Linting runs with"],
  // xo lints JavaScript and TypeScript (decision 0500), a word between spaces: "xo" in a path or a name ("scripts/xo.js",
  // "build-xo") is none. Its own pattern: beside the others, the lookarounds it needs took recheck 96 s instead of 4.
  [/(?:^|\s)xo(?:\s|$)/, "Linting runs with"],
];
