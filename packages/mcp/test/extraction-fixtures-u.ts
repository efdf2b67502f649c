import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part u in the order they were written (extraction-transcripts.ts).
 */
export const fixturesU: readonly WrittenFixture[] = [
  {
    // Written after decision 0474, its expected facts by hand before it was first run; held out until decision 0475.
    name: "written after the type-coverage, practice-on-code, moving-bar and never-looked-back rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "govulncheck ./...";
      return [
        w.user("gv-u1", "govulncheck blocks the deploy. Every service pins its Go toolchain in go.mod."),
        w.toolUse("gv-a1", "toolu_gv1", "Bash", { command, description: "Check for known vulnerabilities" }),
        w.toolResult(
          "gv-r1",
          "toolu_gv1",
          "=== Symbol Results ===\n\nVulnerability #1: GO-2024-2687\n    HTTP/2 CONTINUATION flood in net/http\n  More info: https://pkg.go.dev/vuln/GO-2024-2687\n  Standard library\n    Found in: net/http@go1.22.1\n    Fixed in: net/http@go1.22.2\n    Example traces found:\n      #1: cmd/api/main.go:31:26: api.main calls http.ListenAndServe\n\nYour code is affected by 1 vulnerability from the Go standard library.\nThis scan found no other vulnerabilities in packages you import or modules you\nrequire.\nUse '-show verbose' for more details.\n",
          true,
        ),
        w.toolUse("gv-a2", "toolu_gv2", "Edit", {
          file_path: `${project}/go.mod`,
          old_string: "toolchain go1.22.1\n",
          new_string: "toolchain go1.22.2\n",
        }),
        w.toolResult("gv-r2", "toolu_gv2", `The file ${project}/go.mod has been updated.`),
        w.toolUse("gv-a3", "toolu_gv3", "Bash", { command, description: "Check for known vulnerabilities" }),
        w.toolResult("gv-r3", "toolu_gv3", "No vulnerabilities found.\n"),
        w.assistant("gv-a4", "go.mod pins the toolchain to go1.22.2 now."),
        w.user("gv-u2", "Our SLO for the API is 99.9% over 30 days."),
        w.assistant("gv-a5", "Good to know."),
        w.user("gv-u3", "We settled on distroless images for every service after the last audit."),
        w.assistant("gv-a6", "Understood."),
        w.user("gv-u4", "ta"),
        w.assistant("gv-a7", "Anytime."),
        w.user("gv-u5", "A one-line risk summary per vulnerability is about right for me."),
        w.assistant("gv-a8", "Noted."),
      ];
    },
    expected: [
      ["Every service pins its Go toolchain in go.mod.", "convention", "user"],
      [
        '`govulncheck ./...` failed with "GO-2024-2687: HTTP/2 CONTINUATION flood in net/http" and passed after editing go.mod: go.mod pins the toolchain to go1.22.2 now.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `govulncheck ./...` (it passed).", "code_context", "tool"],
      ["The team's SLO for the API is 99.9% over 30 days.", "fact", "user"],
      ["The team settled on distroless images for every service after the last audit.", "decision", "user"],
      ["A one-line risk summary per vulnerability is about right for the user.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0475 reads govulncheck's runs and its vulnerability, and what is
    // about right for the person.
  },
  {
    // Written after decision 0475, its expected facts by hand before it was first run; held out until decision 0476.
    name: "written after the govulncheck and about-right rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "interrogate -v --fail-under 80 src/";
      const summary = (counts: string, result: string): string =>
        `============ Coverage for ${project}/src/ ============\n------------------- Summary -------------------\n| Name                  |   Total |   Miss |   Cover |   Cover% |\n|-----------------------|---------|--------|---------|----------|\n| TOTAL                 |      13 |      ${counts} |\n----------------- RESULT: ${result} -----------------\n`;
      return [
        w.user("ig-u1", "interrogate fails on main. Public functions in the SDK get Google-style docstrings."),
        w.toolUse("ig-a1", "toolu_ig1", "Bash", { command, description: "Check the docstring coverage" }),
        w.toolResult("ig-r1", "toolu_ig1", summary("4 |       9 |    69.2%", "FAILED (minimum: 80.0%, actual: 69.2%)"), true),
        w.toolUse("ig-a2", "toolu_ig2", "Edit", {
          file_path: `${project}/src/sdk/client.py`,
          old_string: "    def retry(self, attempts: int = 3) -> None:\n",
          new_string:
            '    def retry(self, attempts: int = 3) -> None:\n        """Retry the last request.\n\n        Args:\n            attempts: How many times to try.\n        """\n',
        }),
        w.toolResult("ig-r2", "toolu_ig2", `The file ${project}/src/sdk/client.py has been updated.`),
        w.toolUse("ig-a3", "toolu_ig3", "Bash", { command, description: "Check the docstring coverage" }),
        w.toolResult("ig-r3", "toolu_ig3", summary("2 |      11 |    84.6%", "PASSED (minimum: 80.0%, actual: 84.6%)")),
        w.assistant("ig-a4", "client.py documents retry and timeout with Google-style docstrings now."),
        w.user("ig-u2", "The docs site rebuilds on every merge to main."),
        w.assistant("ig-a5", "Good to know."),
        w.user("ig-u3", "We moved the changelog into towncrier fragments so release PRs stop conflicting."),
        w.assistant("ig-a6", "Understood."),
        w.user("ig-u4", "nice one"),
        w.assistant("ig-a7", "Anytime."),
        w.user("ig-u5", "Examples in docstrings matter more to me than type details."),
        w.assistant("ig-a8", "Noted."),
      ];
    },
    expected: [
      ["Public functions in the SDK get Google-style docstrings.", "convention", "user"],
      [
        '`interrogate -v --fail-under 80 src/` failed with "RESULT: FAILED (minimum: 80.0%, actual: 69.2%)" and passed after editing client.py: client.py documents retry and timeout with Google-style docstrings now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `interrogate -v --fail-under 80 src/` (it passed).", "code_context", "tool"],
      ["The docs site rebuilds on every merge to main.", "fact", "user"],
      ["The team moved the changelog into towncrier fragments so release PRs stop conflicting.", "decision", "user"],
      ["Examples in docstrings matter more to the user than type details.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0476 reads interrogate's runs and its result, what a part does on every
    // event of its repository, a change of course with what it is for after "so", and what matters more to the person.
  },
  {
    // Written after decision 0476, its expected facts by hand before it was first run; held out until decision 0477.
    name: "written after the interrogate, on-every-event, so-that and matters-more rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "twine check --strict dist/*";
      return [
        w.user("tw-u1", "twine check fails before the release. Releases go out from a tag, never from a branch."),
        w.toolUse("tw-a1", "toolu_tw1", "Bash", { command, description: "Check the built distributions" }),
        w.toolResult(
          "tw-r1",
          "toolu_tw1",
          'Checking dist/acme_sdk-2.3.0-py3-none-any.whl: FAILED\nERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.\n         line 14: Error: Unknown target name: "changelog".\nChecking dist/acme_sdk-2.3.0.tar.gz: FAILED\nERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.\n         line 14: Error: Unknown target name: "changelog".\n',
          true,
        ),
        w.toolUse("tw-a2", "toolu_tw2", "Edit", {
          file_path: `${project}/README.rst`,
          old_string: "See `changelog`_ for details.\n",
          new_string: "See the `changelog <CHANGELOG.rst>`_ for details.\n",
        }),
        w.toolResult("tw-r2", "toolu_tw2", `The file ${project}/README.rst has been updated.`),
        w.toolUse("tw-a3", "toolu_tw3", "Bash", { command, description: "Check the built distributions" }),
        w.toolResult("tw-r3", "toolu_tw3", "Checking dist/acme_sdk-2.3.0-py3-none-any.whl: PASSED\nChecking dist/acme_sdk-2.3.0.tar.gz: PASSED\n"),
        w.assistant("tw-a4", "README.rst links the changelog by its file name now."),
        w.user("tw-u2", "PyPI uploads happen from the release workflow through trusted publishing."),
        w.assistant("tw-a5", "Good to know."),
        w.user("tw-u3", "We held off on dropping Python 3.9 until the next major."),
        w.assistant("tw-a6", "Understood."),
        w.user("tw-u4", "lovely"),
        w.assistant("tw-a7", "Anytime."),
        w.user("tw-u5", "I'm happiest when a release checklist fits on one screen."),
        w.assistant("tw-a8", "Noted."),
      ];
    },
    expected: [
      ["Releases go out from a tag, never from a branch.", "convention", "user"],
      [
        '`twine check --strict dist/*` failed with "`long_description` has syntax errors in markup and would not be rendered on PyPI." and passed after editing README.rst: README.rst links the changelog by its file name now.',
        "solution",
        "agent",
      ],
      ["Validation runs with `twine check --strict dist/*` (it passed).", "code_context", "tool"],
      ["PyPI uploads happen from the release workflow through trusted publishing.", "fact", "user"],
      ["The team held off on dropping Python 3.9 until the next major.", "decision", "user"],
      ["User is happiest when a release checklist fits on one screen.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0477 reads twine's check and its error, where a kind of delivery goes out
    // from and never from, uploads from a workflow, work held off on until later, and when the person is happiest with
    // one of a kind.
  },
  {
    // Written after decision 0477, its expected facts by hand before it was first run; held out until decision 0478.
    name: "written after the twine, never-from, uploads-from, held-off and happiest-when-one rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec bundler-audit check";
      return [
        w.user("ba-u1", "bundler-audit is failing the nightly. Security patches land within a week of an advisory."),
        w.toolUse("ba-a1", "toolu_ba1", "Bash", { command, description: "Audit the gems for advisories" }),
        w.toolResult(
          "ba-r1",
          "toolu_ba1",
          "Name: rack\nVersion: 2.2.6.2\nCVE: CVE-2023-27539\nGHSA: GHSA-c6qg-cjj8-47qp\nCriticality: Medium\nURL: https://github.com/rack/rack/releases/tag/v2.2.6.4\nTitle: Possible Denial of Service Vulnerability in Rack's header parsing\nSolution: update to '~> 2.0.9, >= 2.0.9.3', '~> 2.1.4, >= 2.1.4.3', '>= 2.2.6.4'\n\nVulnerabilities found!\n",
          true,
        ),
        w.toolUse("ba-a2", "toolu_ba2", "Edit", {
          file_path: `${project}/Gemfile`,
          old_string: 'gem "rack", "2.2.6.2"\n',
          new_string: 'gem "rack", "2.2.6.4"\n',
        }),
        w.toolResult("ba-r2", "toolu_ba2", `The file ${project}/Gemfile has been updated.`),
        w.toolUse("ba-a3", "toolu_ba3", "Bash", { command, description: "Audit the gems for advisories" }),
        w.toolResult("ba-r3", "toolu_ba3", "No vulnerabilities found\n"),
        w.assistant("ba-a4", "The Gemfile pins rack to 2.2.6.4 now."),
        w.user("ba-u2", "Sidekiq and Puma share the Redis instance on staging."),
        w.assistant("ba-a5", "Good to know."),
        w.user("ba-u3", "We're sticking with Rails 7.1 through the holidays."),
        w.assistant("ba-a6", "Understood."),
        w.user("ba-u4", "cool cool"),
        w.assistant("ba-a7", "Anytime."),
        w.user("ba-u5", "Nothing beats a changelog link when I review a bump."),
        w.assistant("ba-a8", "Noted."),
      ];
    },
    expected: [
      ["Security patches land within a week of an advisory.", "convention", "user"],
      [
        '`bundle exec bundler-audit check` failed with "CVE-2023-27539: Possible Denial of Service Vulnerability in Rack\'s header parsing" and passed after editing Gemfile: the Gemfile pins rack to 2.2.6.4 now.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `bundle exec bundler-audit check` (it passed).", "code_context", "tool"],
      ["Sidekiq and Puma share the Redis instance on staging.", "fact", "user"],
      ["The team is sticking with Rails 7.1 through the holidays.", "decision", "user"],
      ["Nothing beats a changelog link when the user reviews a bump.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0478 reads bundler-audit's runs and its advisory, how soon a kind of
    // work goes out, two parts sharing a third, and what nothing beats for the person. Its fix was then kept with the
    // agent's sentence lowered after the colon, as every fix is: the hand label's capital "The Gemfile" relabelled.
  },
  {
    // Written after decision 0478, its expected facts by hand before it was first run; held out until decision 0479.
    name: "written after the bundler-audit, lands-within, shared-part and nothing-beats rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "composer audit";
      return [
        w.user("ca-u1", "composer audit blocks the merge. Vendor patches are recorded in patches.json with a link to the upstream issue."),
        w.toolUse("ca-a1", "toolu_ca1", "Bash", { command, description: "Audit the PHP dependencies" }),
        w.toolResult(
          "ca-r1",
          "toolu_ca1",
          "Found 1 security vulnerability advisory affecting 1 package:\n+-------------------+------------------------------------------------------+\n| Package           | guzzlehttp/psr7                                      |\n| Severity          | medium                                               |\n| CVE               | CVE-2023-29197                                       |\n| Title             | Improper header validation                           |\n| URL               | https://github.com/advisories/GHSA-wxmh-65f7-jcvw    |\n| Affected versions | >=2,<2.4.5                                           |\n| Reported at       | 2023-04-17T16:00:00+00:00                            |\n+-------------------+------------------------------------------------------+\n",
          true,
        ),
        w.toolUse("ca-a2", "toolu_ca2", "Edit", {
          file_path: `${project}/composer.json`,
          old_string: '        "guzzlehttp/psr7": "2.4.4",\n',
          new_string: '        "guzzlehttp/psr7": "^2.4.5",\n',
        }),
        w.toolResult("ca-r2", "toolu_ca2", `The file ${project}/composer.json has been updated.`),
        w.toolUse("ca-a3", "toolu_ca3", "Bash", { command, description: "Audit the PHP dependencies" }),
        w.toolResult("ca-r3", "toolu_ca3", "No security vulnerability advisories found.\n"),
        w.assistant("ca-a4", "composer.json requires guzzlehttp/psr7 ^2.4.5 now."),
        w.user("ca-u2", "Horizon runs the queues on a separate box from the web tier."),
        w.assistant("ca-a5", "Good to know."),
        w.user("ca-u3", "We ended support for PHP 8.1 once Laravel 11 shipped."),
        w.assistant("ca-a6", "Understood."),
        w.user("ca-u4", "sweet"),
        w.assistant("ca-a7", "Anytime."),
        w.user("ca-u5", "I lean towards fewer, bigger dependency bumps."),
        w.assistant("ca-a8", "Noted."),
      ];
    },
    expected: [
      ["Vendor patches are recorded in patches.json with a link to the upstream issue.", "convention", "user"],
      [
        '`composer audit` failed with "CVE-2023-29197: Improper header validation" and passed after editing composer.json: composer.json requires guzzlehttp/psr7 ^2.4.5 now.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `composer audit` (it passed).", "code_context", "tool"],
      ["Horizon runs the queues on a separate box from the web tier.", "fact", "user"],
      ["The team ended support for PHP 8.1 once Laravel 11 shipped.", "decision", "user"],
      ["User leans towards fewer, bigger dependency bumps.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, 1 right; decision 0479 reads Composer's audit and its advisory, a part kept apart on a
    // machine of its own, support ended once another thing shipped, and "User" before any verb of the person's.
  },
  {
    // Written after decision 0479, its expected facts by hand before it was first run; held out until decision 0480.
    name: "written after the composer-audit, kept-apart, once-shipped and user-verb rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npm audit --audit-level=high";
      return [
        w.user("na-u1", "npm audit is red on the release branch. High-severity advisories block a release; moderate ones get a ticket."),
        w.toolUse("na-a1", "toolu_na1", "Bash", { command, description: "Audit the npm dependencies" }),
        w.toolResult(
          "na-r1",
          "toolu_na1",
          "# npm audit report\n\nsemver  7.0.0 - 7.5.1\nSeverity: high\nsemver vulnerable to Regular Expression Denial of Service - https://github.com/advisories/GHSA-c2qf-rxjj-qqgw\nfix available via `npm audit fix`\nnode_modules/semver\n\n1 high severity vulnerability\n\nTo address all issues, run:\n  npm audit fix\n",
          true,
        ),
        w.toolUse("na-a2", "toolu_na2", "Edit", {
          file_path: `${project}/package.json`,
          old_string: '  "overrides": {\n',
          new_string: '  "overrides": {\n    "semver": "^7.5.2",\n',
        }),
        w.toolResult("na-r2", "toolu_na2", `The file ${project}/package.json has been updated.`),
        w.toolUse("na-a3", "toolu_na3", "Bash", { command, description: "Audit the npm dependencies" }),
        w.toolResult("na-r3", "toolu_na3", "found 0 vulnerabilities\n"),
        w.assistant("na-a4", "package.json overrides semver to ^7.5.2 now."),
        w.user("na-u2", "Renovate opens the dependency PRs every Monday morning."),
        w.assistant("na-a5", "Good to know."),
        w.user("na-u3", "We gave Dependabot the boot in favour of Renovate."),
        w.assistant("na-a6", "Understood."),
        w.user("na-u4", "brill"),
        w.assistant("na-a7", "Anytime."),
        w.user("na-u5", "Grouped dependency PRs are a godsend for me."),
        w.assistant("na-a8", "Noted."),
      ];
    },
    expected: [
      ["High-severity advisories block a release; moderate ones get a ticket.", "convention", "user"],
      [
        '`npm audit --audit-level=high` failed with "semver vulnerable to Regular Expression Denial of Service" and passed after editing package.json: package.json overrides semver to ^7.5.2 now.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `npm audit --audit-level=high` (it passed).", "code_context", "tool"],
      ["Renovate opens the dependency PRs every Monday morning.", "fact", "user"],
      ["The team gave Dependabot the boot in favour of Renovate.", "decision", "user"],
      ["Grouped dependency PRs are a godsend for the user.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0480 reads npm's audit and its advisory, what a kind of finding holds back,
    // a bot's upkeep on a schedule, a way dropped in favour of another, and a godsend for the person.
  },
  {
    // Written after decision 0480, its expected facts by hand before it was first run; held out until decision 0481.
    name: "written after the npm-audit, blocks-a-release, bot-upkeep, in-favour-of and godsend rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx markdown-link-check -q docs/setup.md";
      return [
        w.user("ml-u1", "The link check is failing on docs. Every page in docs/ links back to the index."),
        w.toolUse("ml-a1", "toolu_ml1", "Bash", { command, description: "Check the links in the setup guide" }),
        w.toolResult(
          "ml-r1",
          "toolu_ml1",
          "\nFILE: docs/setup.md\n  [✖] ./install.md → Status: 400\n\n  ERROR: 1 dead links found!\n  [✖] ./install.md → Status: 400\n",
          true,
        ),
        w.toolUse("ml-a2", "toolu_ml2", "Edit", {
          file_path: `${project}/docs/setup.md`,
          old_string: "See [installing](./install.md) first.\n",
          new_string: "See [installing](./installation.md) first.\n",
        }),
        w.toolResult("ml-r2", "toolu_ml2", `The file ${project}/docs/setup.md has been updated.`),
        w.toolUse("ml-a3", "toolu_ml3", "Bash", { command, description: "Check the links in the setup guide" }),
        w.toolResult("ml-r3", "toolu_ml3", "\nFILE: docs/setup.md\n\n  4 links checked.\n"),
        w.assistant("ml-a4", "setup.md links to installation.md now."),
        w.user("ml-u2", "The docs are translated into German and Japanese by an agency."),
        w.assistant("ml-a5", "Good to know."),
        w.user("ml-u3", "We stuck with plain Markdown instead of MDX to keep the docs portable."),
        w.assistant("ml-a6", "Understood."),
        w.user("ml-u4", "perfect"),
        w.assistant("ml-a7", "Anytime."),
        w.user("ml-u5", "Relative links are far less fragile in my experience."),
        w.assistant("ml-a8", "Noted."),
      ];
    },
    expected: [
      ["Every page in docs/ links back to the index.", "convention", "user"],
      [
        '`npx markdown-link-check -q docs/setup.md` failed with "./install.md → Status: 400" and passed after editing setup.md: setup.md links to installation.md now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx markdown-link-check -q docs/setup.md` (it passed).", "code_context", "tool"],
      ["The docs are translated into German and Japanese by an agency.", "fact", "user"],
      ["The team stuck with plain Markdown instead of MDX to keep the docs portable.", "decision", "user"],
      ["Relative links are far less fragile in the user's experience.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0481 reads markdown-link-check's runs and its dead link, what every one
    // of a kind in a place links to, a way stuck with against another, and what is better in the person's experience.
  },
  {
    // Written after decision 0481, its expected facts by hand before it was first run; held out until decision 0482.
    name: "written after the markdown-link-check, links-back, stuck-with and in-my-experience rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx lockfile-lint --path package-lock.json --allowed-hosts npm --validate-https";
      return [
        w.user("ll-u1", "lockfile-lint fails in CI. Packages only ever resolve from the public npm registry."),
        w.toolUse("ll-a1", "toolu_ll1", "Bash", { command, description: "Lint the lockfile" }),
        w.toolResult(
          "ll-r1",
          "toolu_ll1",
          "detected invalid host(s) for package: left-pad@1.3.0\n    expected: registry.npmjs.org\n    actual: npm.internal.example.com\n\n ✖ Error: security issues detected!\n",
          true,
        ),
        w.toolUse("ll-a2", "toolu_ll2", "Edit", {
          file_path: `${project}/.npmrc`,
          old_string: "registry=https://npm.internal.example.com/\n",
          new_string: "registry=https://registry.npmjs.org/\n",
        }),
        w.toolResult("ll-r2", "toolu_ll2", `The file ${project}/.npmrc has been updated.`),
        w.toolUse("ll-a3", "toolu_ll3", "Bash", { command, description: "Lint the lockfile" }),
        w.toolResult("ll-r3", "toolu_ll3", " ✔ No issues detected\n"),
        w.assistant("ll-a4", ".npmrc points at the public registry now."),
        w.user("ll-u2", "The internal mirror was retired in March."),
        w.assistant("ll-a5", "Good to know."),
        w.user("ll-u3", "We pin exact versions for anything that touches payments."),
        w.assistant("ll-a6", "Understood."),
        w.user("ll-u4", "ace"),
        w.assistant("ll-a7", "Anytime."),
        w.user("ll-u5", "One line per finding is my sweet spot for lint output."),
        w.assistant("ll-a8", "Noted."),
      ];
    },
    expected: [
      ["Packages only ever resolve from the public npm registry.", "convention", "user"],
      [
        '`npx lockfile-lint --path package-lock.json --allowed-hosts npm --validate-https` failed with "detected invalid host(s) for package: left-pad@1.3.0" and passed after editing .npmrc: .npmrc points at the public registry now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx lockfile-lint --path package-lock.json --allowed-hosts npm --validate-https` (it passed).", "code_context", "tool"],
      ["The internal mirror was retired in March.", "fact", "user"],
      ["The team pins exact versions for anything that touches payments.", "convention", "user"],
      ["One line per finding is the user's sweet spot for lint output.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, right; decision 0482 reads where a kind only ever comes from, a part of the project
    // retired at a time named, and a sweet spot for a kind named after it.
  },
  {
    // Written after decision 0482, its expected facts by hand before it was first run; held out until decision 0483.
    name: "written after the only-ever, retired-in, sweet-spot-for and adverb rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "gitleaks detect --no-banner --redact -v";
      return [
        w.user("gl-u1", "The pre-commit hook fails on gitleaks. Fixture keys are generated at test time, never committed."),
        w.toolUse("gl-a1", "toolu_gl1", "Bash", { command, description: "Scan the history for secrets" }),
        w.toolResult(
          "gl-r1",
          "toolu_gl1",
          "Finding:     STRIPE_KEY=REDACTED\nSecret:      REDACTED\nRuleID:      stripe-access-token\nEntropy:     4.726176\nFile:        internal/billing/testdata/client.env\nLine:        2\nCommit:      6f1c2a9e4b7d8c0f1a2b3c4d5e6f7a8b9c0d1e2f\nAuthor:      Dana Park\nEmail:       dana@example.com\nDate:        2026-11-30T16:04:11Z\nFingerprint: 6f1c2a9e4b7d8c0f1a2b3c4d5e6f7a8b9c0d1e2f:internal/billing/testdata/client.env:stripe-access-token:2\n\n4:12PM INF 38 commits scanned.\n4:12PM INF scan completed in 61.2ms\n4:12PM WRN leaks found: 1\n",
          true,
        ),
        w.toolUse("gl-a2", "toolu_gl2", "Edit", {
          file_path: `${project}/.gitleaksignore`,
          old_string: "# test keys, revoked at Stripe\n",
          new_string: "# test keys, revoked at Stripe\n6f1c2a9e4b7d8c0f1a2b3c4d5e6f7a8b9c0d1e2f:internal/billing/testdata/client.env:stripe-access-token:2\n",
        }),
        w.toolResult("gl-r2", "toolu_gl2", `The file ${project}/.gitleaksignore has been updated.`),
        w.toolUse("gl-a3", "toolu_gl3", "Bash", { command, description: "Scan the history for secrets" }),
        w.toolResult("gl-r3", "toolu_gl3", "4:13PM INF 38 commits scanned.\n4:13PM INF scan completed in 58.9ms\n4:13PM INF no leaks found\n"),
        w.assistant("gl-a4", "The revoked test key's fingerprint is in .gitleaksignore now."),
        w.user("gl-u2", "Dana looks after everything under internal/billing."),
        w.assistant("gl-a5", "Good to know."),
        w.user("gl-u3", "We went with gitleaks over trufflehog since it runs offline."),
        w.assistant("gl-a6", "Understood."),
        w.user("gl-u4", "cheers"),
        w.assistant("gl-a7", "Anytime."),
        w.user("gl-u5", "Findings grouped by file are the easiest for me to act on."),
        w.assistant("gl-a8", "Noted."),
      ];
    },
    expected: [
      ["Fixture keys are generated at test time, never committed.", "convention", "user"],
      [
        '`gitleaks detect --no-banner --redact -v` failed with "internal/billing/testdata/client.env:2: stripe-access-token" and passed after editing .gitleaksignore: the revoked test key\'s fingerprint is in .gitleaksignore now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `gitleaks detect --no-banner --redact -v` (it passed).", "code_context", "tool"],
      ["Dana looks after everything under internal/billing.", "fact", "user"],
      ["The team went with gitleaks over trufflehog since it runs offline.", "decision", "user"],
      ["Findings grouped by file are the easiest for the user to act on.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right, one retyped; decision 0483 reads gitleaks's runs and its first finding,
    // everything under a path a person looks after, the easiest for the person, and a kind's one choice as a rule where
    // it was read as a fact. The fix's hand label quoted gitleaks's count, unlike the checkers' quotes of their finding
    // (relabelled).
  },
  {
    // Written after decision 0483, its expected facts by hand before it was first run; held out until decision 0484.
    name: "written after the gitleaks, looks-after-everything-under, the-easiest and kind-choice-first rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "isort --check-only src/shop";
      return [
        w.user("is-u1", "isort keeps failing in CI. First-party imports always sit below third-party ones."),
        w.toolUse("is-a1", "toolu_is1", "Bash", { command, description: "Check the import order" }),
        w.toolResult("is-r1", "toolu_is1", `ERROR: ${project}/src/shop/cart.py Imports are incorrectly sorted and/or formatted.\n`, true),
        w.toolUse("is-a2", "toolu_is2", "Edit", {
          file_path: `${project}/src/shop/cart.py`,
          old_string: "from shop.money import Money\nimport attrs\n",
          new_string: "import attrs\n\nfrom shop.money import Money\n",
        }),
        w.toolResult("is-r2", "toolu_is2", `The file ${project}/src/shop/cart.py has been updated.`),
        w.toolUse("is-a3", "toolu_is3", "Bash", { command, description: "Check the import order" }),
        w.toolResult("is-r3", "toolu_is3", "Skipped 2 files\n"),
        w.assistant("is-a4", "cart.py lists the third-party imports first now."),
        w.user("is-u2", "The shop package was split out of the monolith two years ago."),
        w.assistant("is-a5", "Good to know."),
        w.user("is-u3", "We chose isort's black profile so the two never fight."),
        w.assistant("is-a6", "Understood."),
        w.user("is-u4", "sweet"),
        w.assistant("is-a7", "Anytime."),
        w.user("is-u5", "A diff of the import block is all I need to see."),
        w.assistant("is-a8", "Noted."),
      ];
    },
    expected: [
      ["First-party imports always sit below third-party ones.", "convention", "user"],
      [
        '`isort --check-only src/shop` failed with "Imports are incorrectly sorted and/or formatted." and passed after editing cart.py: cart.py lists the third-party imports first now.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `isort --check-only src/shop` (it passed).", "code_context", "tool"],
      ["The shop package was split out of the monolith two years ago.", "fact", "user"],
      ["The team chose isort's black profile so the two never fight.", "decision", "user"],
      ["A diff of the import block is all the user needs to see.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0484 reads isort's runs and its message, where every thing of a kind
    // always goes against another, a part split out at a time named, and all the person needs to see.
  },
  {
    // Written after decision 0484, its expected facts by hand before it was first run; held out until decision 0485.
    name: "written after the isort, kind-order, split-out and all-I-need rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dotenv-linter .env.example";
      return [
        w.user("dl-u1", "dotenv-linter fails in the pre-commit hook. Every variable in .env.example carries a comment above it."),
        w.toolUse("dl-a1", "toolu_dl1", "Bash", { command, description: "Lint the example env file" }),
        w.toolResult(
          "dl-r1",
          "toolu_dl1",
          "Checking .env.example\n.env.example:4 UnorderedKey: The DATABASE_URL key should go before the REDIS_URL key\n\nFound 1 problem\n",
          true,
        ),
        w.toolUse("dl-a2", "toolu_dl2", "Edit", {
          file_path: `${project}/.env.example`,
          old_string: "# cache\nREDIS_URL=redis://localhost:6379\n# primary database\nDATABASE_URL=postgres://localhost/app\n",
          new_string: "# primary database\nDATABASE_URL=postgres://localhost/app\n# cache\nREDIS_URL=redis://localhost:6379\n",
        }),
        w.toolResult("dl-r2", "toolu_dl2", `The file ${project}/.env.example has been updated.`),
        w.toolUse("dl-a3", "toolu_dl3", "Bash", { command, description: "Lint the example env file" }),
        w.toolResult("dl-r3", "toolu_dl3", "Checking .env.example\n\nNo problems found\n"),
        w.assistant("dl-a4", ".env.example lists DATABASE_URL before REDIS_URL now."),
        w.user("dl-u2", "Staging reads its secrets from Doppler."),
        w.assistant("dl-a5", "Good to know."),
        w.user("dl-u3", "We ditched direnv because half the team never trusted the .envrc files."),
        w.assistant("dl-a6", "Understood."),
        w.user("dl-u4", "lol ok"),
        w.assistant("dl-a7", "Anytime."),
        w.user("dl-u5", "Keys sorted alphabetically make the diff painless for me."),
        w.assistant("dl-a8", "Noted."),
      ];
    },
    expected: [
      ["Every variable in .env.example carries a comment above it.", "convention", "user"],
      [
        '`dotenv-linter .env.example` failed with "The DATABASE_URL key should go before the REDIS_URL key" and passed after editing .env.example: .env.example lists DATABASE_URL before REDIS_URL now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `dotenv-linter .env.example` (it passed).", "code_context", "tool"],
      ["Staging reads its secrets from Doppler.", "fact", "user"],
      ["The team ditched direnv because half the team never trusted the .envrc files.", "decision", "user"],
      ["Keys sorted alphabetically make the diff painless for the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0485 reads dotenv-linter's runs and its finding (its "should go
    // before" where a thing goes), where an environment reads its things from, and what makes a kind of work painless.
  },
];
