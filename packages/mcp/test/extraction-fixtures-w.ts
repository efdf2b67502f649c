import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part w in the order they were written (extraction-transcripts.ts).
 */
export const fixturesW: readonly WrittenFixture[] = [
  {
    // Written after decision 0496, its expected facts by hand before it was first run; held out until decision 0497.
    name: "written after the carries, done-before-reaching and quickest-way rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx textlint docs/";
      return [
        w.user("tl-u1", "textlint is failing on the setup guide. Product names in our docs are always spelled the way the vendor spells them."),
        w.toolUse("tl-a1", "toolu_tl1", "Bash", { command, description: "Lint the docs" }),
        w.toolResult(
          "tl-r1",
          "toolu_tl1",
          `\n${project}/docs/setup.md\n  12:5  ✓ error  Incorrect term: “Javascript”, use “JavaScript” instead  terminology\n\n✖ 1 problem (1 error, 0 warnings)\n✓ 1 fixable problem.\nTry to run: $ textlint --fix [file]\n`,
          true,
        ),
        w.toolUse("tl-a2", "toolu_tl2", "Edit", {
          file_path: `${project}/docs/setup.md`,
          old_string: "Install the Javascript SDK first.",
          new_string: "Install the JavaScript SDK first.",
        }),
        w.toolResult("tl-r2", "toolu_tl2", `The file ${project}/docs/setup.md has been updated.`),
        w.toolUse("tl-a3", "toolu_tl3", "Bash", { command, description: "Lint the docs" }),
        w.toolResult("tl-r3", "toolu_tl3", ""),
        w.assistant("tl-a4", "setup.md spells JavaScript the vendor's way now."),
        w.user("tl-u2", "The terminology rules come from the style guide the marketing team maintains."),
        w.assistant("tl-a5", "Good to know."),
        w.user("tl-u3", "We dropped write-good because it flagged every passive sentence in the API reference."),
        w.assistant("tl-a6", "Understood."),
        w.user("tl-u4", "thanks"),
        w.assistant("tl-a7", "Anytime."),
        w.user("tl-u5", "A one-line summary of what changed, then the diff, is how I like fixes reported."),
        w.assistant("tl-a8", "Noted."),
      ];
    },
    expected: [
      ["Product names in the team's docs are always spelled the way the vendor spells them.", "convention", "user"],
      [
        '`npx textlint docs/` failed with "Incorrect term: “Javascript”, use “JavaScript” instead" and passed after editing setup.md: setup.md spells JavaScript the vendor\'s way now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx textlint docs/` (it passed).", "code_context", "tool"],
      ["The terminology rules come from the style guide the marketing team maintains.", "fact", "user"],
      ["The team dropped write-good because it flagged every passive sentence in the API reference.", "decision", "user"],
      ["A one-line summary of what changed, then the diff, is how the user likes fixes reported.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0497 reads textlint's check and its finding, where a kind comes
    // from in a document of the project's, and how the person likes a kind of thing.
  },
  {
    // Written after decision 0497, its expected facts by hand before it was first run; held out until decision 0498.
    name: "written after the textlint, comes-from-a-document and how-I-like rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "osv-scanner scan source -r .";
      return [
        w.user("os-u1", "osv-scanner flags the web app's lockfile. Every override in our package.json pins an exact version, never a range."),
        w.toolUse("os-a1", "toolu_os1", "Bash", { command, description: "Scan the dependencies for known vulnerabilities" }),
        w.toolResult(
          "os-r1",
          "toolu_os1",
          `Scanning dir .\nScanned ${project}/package-lock.json file and found 412 packages\n╭─────────────────────────────────────┬──────┬───────────┬────────────┬─────────┬───────────────────╮\n│ OSV URL                             │ CVSS │ ECOSYSTEM │ PACKAGE    │ VERSION │ SOURCE            │\n├─────────────────────────────────────┼──────┼───────────┼────────────┼─────────┼───────────────────┤\n│ https://osv.dev/GHSA-952p-6rrq-rcjv │ 5.3  │ npm       │ micromatch │ 4.0.5   │ package-lock.json │\n╰─────────────────────────────────────┴──────┴───────────┴────────────┴─────────┴───────────────────╯\n`,
          true,
        ),
        w.toolUse("os-a2", "toolu_os2", "Edit", {
          file_path: `${project}/package.json`,
          old_string: '"overrides": {\n    "semver": "7.6.3"\n  }',
          new_string: '"overrides": {\n    "micromatch": "4.0.8",\n    "semver": "7.6.3"\n  }',
        }),
        w.toolResult("os-r2", "toolu_os2", `The file ${project}/package.json has been updated.`),
        w.toolUse("os-a3", "toolu_os3", "Bash", { command, description: "Scan the dependencies for known vulnerabilities" }),
        w.toolResult("os-r3", "toolu_os3", `Scanning dir .\nScanned ${project}/package-lock.json file and found 412 packages\nNo issues found\n`),
        w.assistant("os-a4", "package.json overrides micromatch to 4.0.8 now."),
        w.user("os-u2", "Security advisories reach the team through the #sec-alerts channel, not email."),
        w.assistant("os-a5", "Good to know."),
        w.user("os-u3", "We switched from npm audit to osv-scanner because npm audit kept flagging dev-only packages."),
        w.assistant("os-a6", "Understood."),
        w.user("os-u4", "ok great"),
        w.assistant("os-a7", "Anytime."),
        w.user("os-u5", "Seeing the advisory id next to the package name is what I look for first."),
        w.assistant("os-a8", "Noted."),
      ];
    },
    expected: [
      ["Every override in the team's package.json pins an exact version, never a range.", "convention", "user"],
      [
        '`osv-scanner scan source -r .` failed with "GHSA-952p-6rrq-rcjv in micromatch 4.0.5" and passed after editing package.json: package.json overrides micromatch to 4.0.8 now.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `osv-scanner scan source -r .` (it passed).", "code_context", "tool"],
      ["Security advisories reach the team through the #sec-alerts channel, not email.", "fact", "user"],
      ["The team switched from npm audit to osv-scanner because npm audit kept flagging dev-only packages.", "decision", "user"],
      ["Seeing the advisory id next to the package name is what the user looks for first.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0498 reads OSV-Scanner's check and its finding, how a kind of things
    // reaches the team, and what the person looks for first.
  },
  {
    // Written after decision 0498, its expected facts by hand before it was first run; held out until decision 0500.
    name: "written after the osv-scanner, reaches-the-team and look-for-first rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx xo";
      return [
        w.user("xo-u1", "xo fails on the cart module. Every module in src/ has exactly one default export."),
        w.toolUse("xo-a1", "toolu_xo1", "Bash", { command, description: "Lint the library" }),
        w.toolResult("xo-r1", "toolu_xo1", "\n  src/cart.js:14:7\n  ✖  14:7  'total' is assigned a value but never used.  no-unused-vars\n\n  1 error\n", true),
        w.toolUse("xo-a2", "toolu_xo2", "Edit", {
          file_path: `${project}/src/cart.js`,
          old_string: "  const total = sum(prices);\n  return prices.length;",
          new_string: "  return prices.length;",
        }),
        w.toolResult("xo-r2", "toolu_xo2", `The file ${project}/src/cart.js has been updated.`),
        w.toolUse("xo-a3", "toolu_xo3", "Bash", { command, description: "Lint the library" }),
        w.toolResult("xo-r3", "toolu_xo3", ""),
        w.assistant("xo-a4", "cart.js no longer computes a total it never uses."),
        w.user("xo-u2", "Prices arrive from the pricing API as strings with commas."),
        w.assistant("xo-a5", "Good to know."),
        w.user("xo-u3", "We moved off standard to xo because standard would not let us add the unicorn rules."),
        w.assistant("xo-a6", "Understood."),
        w.user("xo-u4", "cool"),
        w.assistant("xo-a7", "Anytime."),
        w.user("xo-u5", "I tend to trust small, single-purpose fixes more than sweeping ones."),
        w.assistant("xo-a8", "Noted."),
      ];
    },
    expected: [
      ["Every module in src/ has exactly one default export.", "convention", "user"],
      [
        "`npx xo` failed with \"'total' is assigned a value but never used.\" and passed after editing cart.js: cart.js no longer computes a total it never uses.",
        "solution",
        "agent",
      ],
      ["Linting runs with `npx xo` (it passed).", "code_context", "tool"],
      ["Prices arrive from the pricing API as strings with commas.", "fact", "user"],
      ["The team moved off standard to xo because standard would not let the team add the unicorn rules.", "decision", "user"],
      ["User tends to trust small, single-purpose fixes more than sweeping ones.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0500 reads xo's check and its finding (its mark before the place),
    // how many every one of a kind narrowed by a path has, and the form a kind of things arrives in from a part.
  },
  {
    // Written after decision 0500, its expected facts by hand before it was first run; held out until decision 0501.
    name: "written after the xo, kind-count-narrowed and arrives-as rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "selene src";
      return [
        w.user("se-u1", "selene fails on the inventory module. Each system in src/systems/ exposes an update function and nothing else."),
        w.toolUse("se-a1", "toolu_se1", "Bash", { command, description: "Lint the Lua sources" }),
        w.toolResult(
          "se-r1",
          "toolu_se1",
          "error[undefined_variable]: `totl` is not defined\n   ┌─ src/inventory.lua:22:12\n   │\n22 │     return totl\n   │            ^^^^\n\nResults:\n1 errors\n0 warnings\n0 parse errors\n",
          true,
        ),
        w.toolUse("se-a2", "toolu_se2", "Edit", {
          file_path: `${project}/src/inventory.lua`,
          old_string: "    return totl",
          new_string: "    return total",
        }),
        w.toolResult("se-r2", "toolu_se2", `The file ${project}/src/inventory.lua has been updated.`),
        w.toolUse("se-a3", "toolu_se3", "Bash", { command, description: "Lint the Lua sources" }),
        w.toolResult("se-r3", "toolu_se3", "Results:\n0 errors\n0 warnings\n0 parse errors\n"),
        w.assistant("se-a4", "inventory.lua now returns total, not the misspelled totl."),
        w.user("se-u2", "Item ids come from the designers' spreadsheet, not from code."),
        w.assistant("se-a5", "Good to know."),
        w.user("se-u3", "We dropped luacheck for selene because luacheck had no Roblox standard library."),
        w.assistant("se-a6", "Understood."),
        w.user("se-u4", "thanks!"),
        w.assistant("se-a7", "Anytime."),
        w.user("se-u5", "I'd rather get one short summary at the end than an update after every step."),
        w.assistant("se-a8", "Noted."),
      ];
    },
    expected: [
      ["Each system in src/systems/ exposes an update function and nothing else.", "convention", "user"],
      [
        '`selene src` failed with "`totl` is not defined" and passed after editing inventory.lua: inventory.lua now returns total, not the misspelled totl.',
        "solution",
        "agent",
      ],
      ["Linting runs with `selene src` (it passed).", "code_context", "tool"],
      ["Item ids come from the designers' spreadsheet, not from code.", "convention", "user"],
      ["The team dropped luacheck for selene because luacheck had no Roblox standard library.", "decision", "user"],
      ["User would rather get one short summary at the end than an update after every step.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right as written: where a kind comes from and not from was labelled a fact by hand, unlike
    // the earlier fixtures' "… come from …, never from …" (relabelled a convention). Decision 0501 reads selene's check and
    // its finding, and what every one of a kind has "and nothing else".
  },
  {
    // Written after decision 0501, its expected facts by hand before it was first run; held out until decision 0502.
    name: "written after the selene and nothing-else rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cpplint --recursive src";
      return [
        w.user("cl-u1", "cpplint complains about the pricing code. Headers in include/ never pull in <iostream>."),
        w.toolUse("cl-a1", "toolu_cl1", "Bash", { command, description: "Lint the C++ sources" }),
        w.toolResult(
          "cl-r1",
          "toolu_cl1",
          "src/pricing.cc:14:  Missing space before {  [whitespace/braces] [5]\nDone processing src/pricing.cc\nDone processing src/main.cc\nTotal errors found: 1\n",
          true,
        ),
        w.toolUse("cl-a2", "toolu_cl2", "Edit", {
          file_path: `${project}/src/pricing.cc`,
          old_string: "  if (qty > 0){",
          new_string: "  if (qty > 0) {",
        }),
        w.toolResult("cl-r2", "toolu_cl2", `The file ${project}/src/pricing.cc has been updated.`),
        w.toolUse("cl-a3", "toolu_cl3", "Bash", { command, description: "Lint the C++ sources" }),
        w.toolResult("cl-r3", "toolu_cl3", "Done processing src/pricing.cc\nDone processing src/main.cc\n"),
        w.assistant("cl-a4", "pricing.cc puts a space before the brace now."),
        w.user("cl-u2", "Our CI machines run GCC 12 and Clang 17 side by side."),
        w.assistant("cl-a5", "Good to know."),
        w.user("cl-u3", "We kept exceptions out of the engine after the embedded port showed how much they cost."),
        w.assistant("cl-a6", "Understood."),
        w.user("cl-u4", "ok thanks"),
        w.assistant("cl-a7", "Anytime."),
        w.user("cl-u5", "When a fix touches more than one file, I want a sentence on why before the diff."),
        w.assistant("cl-a8", "Noted."),
      ];
    },
    expected: [
      ["Headers in include/ never pull in <iostream>.", "convention", "user"],
      [
        '`cpplint --recursive src` failed with "Missing space before {" and passed after editing pricing.cc: pricing.cc puts a space before the brace now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `cpplint --recursive src` (it passed).", "code_context", "tool"],
      ["The team's CI machines run GCC 12 and Clang 17 side by side.", "fact", "user"],
      ["The team kept exceptions out of the engine after the embedded port showed how much they cost.", "decision", "user"],
      ["When a fix touches more than one file, the user wants a sentence on why before the diff.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0502 reads cpplint's check and its finding, what a kind never includes or
    // pulls in, what the team's machines run, and a change of course kept after what something showed.
  },
  {
    // Written after decision 0502, its expected facts by hand before it was first run; held out until decision 0503.
    name: "written after the cpplint, never-includes, machines-run and after-it-showed rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx elm-review";
      return [
        w.user("er-u1", "elm-review flags the cart page. Every page module in src/Page/ owns its own Msg type."),
        w.toolUse("er-a1", "toolu_er1", "Bash", { command, description: "Review the Elm code" }),
        w.toolResult(
          "er-r1",
          "toolu_er1",
          "-- ELM-REVIEW ERROR ------------------------------------------ src/Page/Cart.elm:14:9\n\nNoUnused.Variables: `total` is not used\n\n13|     let\n14|         total =\n            ^^^^^\n\nYou should either use this value somewhere, or remove it at the location I pointed at.\n\nI found 1 error in 1 file.\n",
          true,
        ),
        w.toolUse("er-a2", "toolu_er2", "Edit", {
          file_path: `${project}/src/Page/Cart.elm`,
          old_string: "        total =\n            List.sum prices\n",
          new_string: "",
        }),
        w.toolResult("er-r2", "toolu_er2", `The file ${project}/src/Page/Cart.elm has been updated.`),
        w.toolUse("er-a3", "toolu_er3", "Bash", { command, description: "Review the Elm code" }),
        w.toolResult("er-r3", "toolu_er3", "I found no errors!\n"),
        w.assistant("er-a4", "Cart.elm no longer binds a total it never uses."),
        w.user("er-u2", "Most of our traffic comes from mobile Safari."),
        w.assistant("er-a5", "Good to know."),
        w.user("er-u3", "We rewrote the cart in Elm because the JavaScript version kept double-charging customers."),
        w.assistant("er-a6", "Understood."),
        w.user("er-u4", "nice, thanks"),
        w.assistant("er-a7", "Anytime."),
        w.user("er-u5", "Nothing beats a small reproducible example when I'm debugging."),
        w.assistant("er-a8", "Noted."),
      ];
    },
    expected: [
      ["Every page module in src/Page/ owns its own Msg type.", "convention", "user"],
      [
        '`npx elm-review` failed with "`total` is not used" and passed after editing Cart.elm: Cart.elm no longer binds a total it never uses.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx elm-review` (it passed).", "code_context", "tool"],
      ["Most of the team's traffic comes from mobile Safari.", "fact", "user"],
      ["The team rewrote the cart in Elm because the JavaScript version kept double-charging customers.", "decision", "user"],
      ["Nothing beats a small reproducible example when the user is debugging.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0503 reads elm-review's check and its finding, what every one of a narrowed
    // kind owns of its own, a part rewritten in another language for a reason, and what nothing beats for the person.
  },
  {
    // Written after decision 0503, its expected facts by hand before it was first run; held out until decision 0504.
    name: "written after the elm-review, owns-its-own, rewrote-in and nothing-beats rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "rstcheck --recursive docs";
      return [
        w.user("rc-u1", "rstcheck fails on the docs. Code samples in docs/ are tested by doctest on every build."),
        w.toolUse("rc-a1", "toolu_rc1", "Bash", { command, description: "Check the reStructuredText docs" }),
        w.toolResult("rc-r1", "toolu_rc1", "docs/index.rst:12: (ERROR/3) Unexpected indentation.\nError! Issues detected.\n", true),
        w.toolUse("rc-a2", "toolu_rc2", "Edit", {
          file_path: `${project}/docs/index.rst`,
          old_string: ".. note::\nRun the migrations first.",
          new_string: ".. note::\n\n   Run the migrations first.",
        }),
        w.toolResult("rc-r2", "toolu_rc2", `The file ${project}/docs/index.rst has been updated.`),
        w.toolUse("rc-a3", "toolu_rc3", "Bash", { command, description: "Check the reStructuredText docs" }),
        w.toolResult("rc-r3", "toolu_rc3", "Success! No issues detected.\n"),
        w.assistant("rc-a4", "index.rst indents the note under its directive now."),
        w.user("rc-u2", "Read the Docs builds a preview for every pull request."),
        w.assistant("rc-a5", "Good to know."),
        w.user("rc-u3", "We split the docs out of the main repo so doc-only changes skip the test suite."),
        w.assistant("rc-a6", "Understood."),
        w.user("rc-u4", "cheers"),
        w.assistant("rc-a7", "Anytime."),
        w.user("rc-u5", "I skim anything longer than a screen."),
        w.assistant("rc-a8", "Noted."),
      ];
    },
    expected: [
      ["Code samples in docs/ are tested by doctest on every build.", "convention", "user"],
      [
        '`rstcheck --recursive docs` failed with "Unexpected indentation." and passed after editing index.rst: index.rst indents the note under its directive now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `rstcheck --recursive docs` (it passed).", "code_context", "tool"],
      ["Read the Docs builds a preview for every pull request.", "fact", "user"],
      ["The team split the docs out of the main repo so doc-only changes skip the test suite.", "decision", "user"],
      ["User skims anything longer than a screen.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right; decision 0504 reads rstcheck's check and its finding, what a service does for
    // every one of its events, and a part split out of another for a purpose, "split" kept as its own past.
  },
  {
    // Written after decision 0504, its expected facts by hand before it was first run; held out until decision 0505.
    name: "written after the rstcheck, service-on-every-event and split-out rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "buildifier -lint=warn -mode=check -r .";
      return [
        w.user("bz-u1", "buildifier fails on the services package. Third-party deps are only pulled in through //third_party."),
        w.toolUse("bz-a1", "toolu_bz1", "Bash", { command, description: "Check the BUILD files" }),
        w.toolResult(
          "bz-r1",
          "toolu_bz1",
          "services/BUILD.bazel:14: unsorted-dict-items: Dictionary items are out of their lexicographical order. (https://github.com/bazelbuild/buildtools/blob/main/WARNINGS.md#unsorted-dict-items)\n",
          true,
        ),
        w.toolUse("bz-a2", "toolu_bz2", "Edit", {
          file_path: `${project}/services/BUILD.bazel`,
          old_string: '        "zone": "eu",\n        "env": "prod",',
          new_string: '        "env": "prod",\n        "zone": "eu",',
        }),
        w.toolResult("bz-r2", "toolu_bz2", `The file ${project}/services/BUILD.bazel has been updated.`),
        w.toolUse("bz-a3", "toolu_bz3", "Bash", { command, description: "Check the BUILD files" }),
        w.toolResult("bz-r3", "toolu_bz3", ""),
        w.assistant("bz-a4", "BUILD.bazel lists its dictionary items in order now."),
        w.user("bz-u2", "Remote caching cuts a clean build from forty minutes to six."),
        w.assistant("bz-a5", "Good to know."),
        w.user("bz-u3", "We moved from Make to Bazel when the monorepo passed a hundred services."),
        w.assistant("bz-a6", "Understood."),
        w.user("bz-u4", "thx"),
        w.assistant("bz-a7", "Anytime."),
        w.user("bz-u5", "Walking me through the dependency graph first helps more than jumping to the fix."),
        w.assistant("bz-a8", "Noted."),
      ];
    },
    expected: [
      ["Third-party deps are only pulled in through //third_party.", "convention", "user"],
      [
        '`buildifier -lint=warn -mode=check -r .` failed with "Dictionary items are out of their lexicographical order." and passed after editing BUILD.bazel: BUILD.bazel lists its dictionary items in order now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `buildifier -lint=warn -mode=check -r .` (it passed).", "code_context", "tool"],
      ["Remote caching cuts a clean build from forty minutes to six.", "fact", "user"],
      ["The team moved from Make to Bazel when the monorepo passed a hundred services.", "decision", "user"],
      ["Walking the user through the dependency graph first helps more than jumping to the fix.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, 1 right as typed; decision 0505 reads Buildifier's check and its finding, a move from one
    // named tool to another when a part grew past a size, what a practice does to a measure, and which way helps the
    // person more.
  },
  {
    // Written after decision 0505, its expected facts by hand before it was first run; held out until decision 0506.
    name: "written after the buildifier, grew-past, measured-effect and helps-me-more rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mdformat --check docs";
      return [
        w.user("md-u1", "mdformat fails on the handbook. Every page in docs/handbook/ starts with a one-line summary."),
        w.toolUse("md-a1", "toolu_md1", "Bash", { command, description: "Check the Markdown formatting" }),
        w.toolResult("md-r1", "toolu_md1", 'Error: File "docs/handbook/onboarding.md" is not formatted.\n', true),
        w.toolUse("md-a2", "toolu_md2", "Edit", {
          file_path: `${project}/docs/handbook/onboarding.md`,
          old_string: "## Accounts\n\n\n## Laptop",
          new_string: "## Accounts\n\n## Laptop",
        }),
        w.toolResult("md-r2", "toolu_md2", `The file ${project}/docs/handbook/onboarding.md has been updated.`),
        w.toolUse("md-a3", "toolu_md3", "Bash", { command, description: "Check the Markdown formatting" }),
        w.toolResult("md-r3", "toolu_md3", ""),
        w.assistant("md-a4", "onboarding.md has one blank line between its sections now."),
        w.user("md-u2", "Support engineers read the handbook more than anyone else."),
        w.assistant("md-a5", "Good to know."),
        w.user("md-u3", "We stopped numbering the sections after every reorder broke the links."),
        w.assistant("md-a6", "Understood."),
        w.user("md-u4", "ok"),
        w.assistant("md-a7", "Anytime."),
        w.user("md-u5", "Comparing options in a table is what works for me."),
        w.assistant("md-a8", "Noted."),
      ];
    },
    expected: [
      ["Every page in docs/handbook/ starts with a one-line summary.", "convention", "user"],
      [
        "`mdformat --check docs` failed with \"File 'docs/handbook/onboarding.md' is not formatted.\" and passed after editing onboarding.md: onboarding.md has one blank line between its sections now.",
        "solution",
        "agent",
      ],
      ["Formatting runs with `mdformat --check docs` (it passed).", "code_context", "tool"],
      ["Support engineers read the handbook more than anyone else.", "fact", "user"],
      ["The team stopped numbering the sections after every reorder broke the links.", "decision", "user"],
      ["Comparing options in a table is what works for the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0506 reads mdformat's check and its finding (its quotes around the file
    // turned to single ones, as every quote's are: a hand label unlike the earlier fixtures', relabelled), who uses a part
    // more than anyone else, a practice stopped after what every change broke, and "… is what works for me".
  },
];
