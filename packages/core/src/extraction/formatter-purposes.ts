/**
 * The formatters' checks named by their program or command, each "Formatting runs with", read where command-purpose.ts
 * lists them (after Conftest and before the dependency checks). Moved from command-purpose.ts, which neared three hundred
 * lines, when Buildifier's came (decision 0505); the same patterns in the same order. Hurl's tests, read between two of
 * them before, are read just before them: no command matches both.
 */
export const formatterPurposes: readonly (readonly [RegExp, string])[] = [
  // SwiftFormat's check of the formatting, though it says "--lint" (decision 0411).
  [/^swiftformat\s/, "Formatting runs with"],
  // StyLua's check of Lua's formatting (decision 0412), named by the program alone.
  [/^stylua\s/, "Formatting runs with"],
  // scalafmt's check of Scala's formatting, as `scalafmt --test` or sbt's `scalafmtCheck`, `scalafmtCheckAll` and
  // `scalafmtSbtCheck` (decision 0445); sbt's `scalafmt` and `scalafmtAll` rewrite the files and name no purpose.
  [/^scalafmt\s|(?:^|\s)scalafmt(?:Sbt)?Check(?:All)?(?=\s|$)/, "Formatting runs with"],
  // shfmt's check of shell scripts' formatting, as `shfmt -d scripts/` (decision 0438), named by the program alone.
  [/^shfmt\s/, "Formatting runs with"],
  // Laravel Pint's check of PHP's formatting, as `./vendor/bin/pint --test` (decision 0452), named by the program alone.
  [/^(?:(?:\.\/)?vendor\/bin\/)?pint\s/, "Formatting runs with"],
  // Ruff's and Biome's formatter, as `ruff format --check .` or `biome format .` (decision 0420): the program lints too,
  // and its `format` command is the formatting check.
  [/(?:^|\s)(?:ruff|biome)\s+format(?=\s|$)/, "Formatting runs with"],
  // dprint's check of the formatting, as `dprint check` or `npx dprint check` (decision 0423); `dprint fmt` rewrites the
  // files and names no purpose.
  [/(?:^|\s)dprint\s+check(?=\s|$)/, "Formatting runs with"],
  // Spotless's check of a JVM project's formatting, as Maven's `spotless:check` or Gradle's `spotlessCheck` (decision
  // 0417), the goal named whole; `spotless:apply` rewrites the files and names no purpose, as black without `--check`.
  [/(?:^|\s)spotless(?::check|Check)(?=\s|$)/, "Formatting runs with"],
  // mdformat's check of Markdown's formatting, as `mdformat --check docs` (decision 0506), named by the program alone.
  [/^mdformat\s/, "Formatting runs with"],
  // Buildifier's check of Bazel's BUILD and .bzl files' formatting, as `buildifier -mode=check -r .` (decision 0505); with
  // `-lint=warn` it lints as well, and is read as a linter's check (lint-purposes.ts).
  [/^buildifier(?![^\n]{0,300}\s-{1,2}lint=warn(?:\s|$))\s/, "Formatting runs with"],
];
