/**
 * What the checks of a project's dependencies, packages and bundles are for, as command-purpose.ts reads a command: its
 * dependency checks (advisories, licences, unused or missing dependencies), a built package's validation, how much of it
 * is typed and its bundle's budget. Each named by its program, alone or through a package runner where it says so; what
 * rewrites a manifest or a lockfile, or publishes, names no purpose. Read in this order, where command-purpose.ts lists
 * them among the rest.
 */
export const dependencyCheckPurposes: readonly (readonly [RegExp, string])[] = [
  // cargo-deny's checks of the dependency tree's licenses, bans, advisories and sources, and cargo-audit's of its
  // advisories (decision 0361); `cargo deny init` / `fetch` and `cargo audit fix` write and are none.
  // cargo-machete's of unused dependencies too (decision 0470); `cargo machete --fix` rewrites the manifests.
  [
    /^cargo\s+(?:deny(?:\s+--?[\w-]{1,40}(?:=\S{1,100})?){0,4}\s+check|audit(?!\s+fix\b)|machete(?![^\n]{0,100}\s--fix\b))(?=\s|$)/,
    "Dependency checks run with",
  ],
  // pip-audit's check of Python's dependencies (decision 0409).
  [/^pip-audit(?=\s|$)/, "Dependency checks run with"],
  // deptry's check of a Python project's imports against its declared dependencies (decision 0448), alone or through a
  // package runner.
  [/(?:^|\s)deptry(?=\s|$)/, "Dependency checks run with"],
  // depcheck's check of a package's unused and missing dependencies (decision 0467), alone or through a package runner.
  [/(?:^|\s)depcheck(?=\s|$)/, "Dependency checks run with"],
  // npm's, pnpm's and Yarn's audit of a package's dependencies against the advisories (decision 0480); `audit fix`
  // rewrites the lockfile and names no purpose.
  [/^(?:npm|pnpm|yarn)(?:\s+npm)?\s+audit(?![^\n]{0,100}\s(?:fix|--fix)(?=\s|$))(?=\s|$)/, "Dependency checks run with"],
  // Composer's check of a PHP project's packages against the advisories, as `composer audit` (decision 0479).
  [/^composer\s+audit(?=\s|$)/, "Dependency checks run with"],
  // bundler-audit's check of a Ruby app's gems against the advisories (decision 0478), under `bundle exec` too.
  [/(?:^|\s)bundler?-audit(?=\s|$)/, "Dependency checks run with"],
  // twine's check of a built Python package's metadata (decision 0477); `twine upload` publishes it.
  [/^twine\s+check(?=\s|$)/, "Validation runs with"],
  // govulncheck's check of the known vulnerabilities a Go module's code reaches (decision 0475).
  [/^govulncheck(?=\s|$)/, "Dependency checks run with"],
  // type-coverage's check of how much of a TypeScript project is typed (decision 0474), alone or through a package runner.
  [/(?:^|\s)type-coverage(?=\s|$)/, "Type checking runs with"],
  // license-checker's check of the dependencies' licences (decision 0473), alone or through a package runner.
  [/(?:^|\s)license-checker(?:-rseidelsohn)?(?=\s|$)/, "Dependency checks run with"],
  // OSV-Scanner's check of the dependencies' lockfiles against the advisories (decision 0498).
  [/^osv-scanner(?=\s|$)/, "Dependency checks run with"],
  // size-limit's check of a package's bundle against its budget (decision 0466), alone or through a package runner.
  [/(?:^|\s)size-limit(?=\s|$)/, "Bundle size checks run with"],
];
