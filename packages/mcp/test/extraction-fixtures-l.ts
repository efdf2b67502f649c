import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part l in the order they were written (extraction-transcripts.ts).
 */
export const fixturesL: readonly WrittenFixture[] = [
  {
    // Written after decision 0383, its expected facts by hand before it was first run; held out until decision 0384.
    name: "written after the carries-a-note, whose-job and lands-best rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dart analyze";
      return [
        w.user("da-u1", "dart analyze flags the cart screen. Widgets stay stateless unless they own an animation."),
        w.toolUse("da-a1", "toolu_da1", "Bash", { command, description: "Analyze the Dart code" }),
        w.toolResult(
          "da-r1",
          "toolu_da1",
          "Analyzing app...\n\n  error - lib/src/cart/cart_total.dart:42:15 - The argument type 'String' can't be assigned to the parameter type 'int'. - argument_type_not_assignable\n\n1 issue found.",
          true,
        ),
        w.toolUse("da-a2", "toolu_da2", "Edit", {
          file_path: `${project}/lib/src/cart/cart_total.dart`,
          old_string: "    total += item.quantity;",
          new_string: "    total += int.parse(item.quantity);",
        }),
        w.toolResult("da-r2", "toolu_da2", `The file ${project}/lib/src/cart/cart_total.dart has been updated.`),
        w.toolUse("da-a3", "toolu_da3", "Bash", { command, description: "Analyze the Dart code" }),
        w.toolResult("da-r3", "toolu_da3", "Analyzing app...\nNo issues found!"),
        w.assistant("da-a4", "The cart total now parses the quantity before adding it."),
        w.user("da-u2", "Every string the user sees goes through AppLocalizations."),
        w.assistant("da-a5", "Got it."),
        w.user("da-u3", "Kenji handles the App Store submissions."),
        w.assistant("da-a6", "Noted."),
        w.user("da-u4", "nice one"),
        w.assistant("da-a7", "Thanks!"),
        w.user("da-u5", "I'm all for tiny commits."),
        w.assistant("da-a8", "Will do."),
      ];
    },
    expected: [
      ["Widgets stay stateless unless they own an animation.", "convention", "user"],
      [
        "`dart analyze` failed with \"The argument type 'String' can't be assigned to the parameter type 'int'.\" and passed after editing cart_total.dart: the cart total now parses the quantity before adding it.",
        "solution",
        "agent",
      ],
      ["Linting runs with `dart analyze` (it passed).", "code_context", "tool"],
      ["Every string the user sees goes through AppLocalizations.", "convention", "user"],
      ["Kenji handles the App Store submissions.", "fact", "user"],
      ["User is all for tiny commits.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0384 reads Dart's analyzer (its runs and its findings), every thing
    // of a kind that goes through a part named by its own name, and what the person is all for.
  },
  {
    // Written after decision 0384, its expected facts by hand before it was first run; held out until decision 0385.
    name: "written after the dart-analyze, every-through-a-name and all-for rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx oxlint --deny-warnings src";
      return [
        w.user("ox-u1", "oxlint fails on the cart summary. Dead code gets deleted, not commented out."),
        w.toolUse("ox-a1", "toolu_ox1", "Bash", { command, description: "Lint with oxlint" }),
        w.toolResult(
          "ox-r1",
          "toolu_ox1",
          "\n  × eslint(no-unused-vars): Variable 'total' is declared but never used.\n    ╭─[src/cart/summary.ts:12:9]\n 11 │ export function summary(items: Item[]) {\n 12 │   const total = items.length;\n    ·         ──┬──\n    ·           ╰── 'total' is declared here\n 13 │   return items.map(format);\n    ╰────\n  help: Consider removing this declaration.\n\nFound 0 warnings and 1 error.\nFinished in 5ms on 42 files with 93 rules using 2 threads.",
          true,
        ),
        w.toolUse("ox-a2", "toolu_ox2", "Edit", {
          file_path: `${project}/src/cart/summary.ts`,
          old_string: "  const total = items.length;\n",
          new_string: "",
        }),
        w.toolResult("ox-r2", "toolu_ox2", `The file ${project}/src/cart/summary.ts has been updated.`),
        w.toolUse("ox-a3", "toolu_ox3", "Bash", { command, description: "Lint with oxlint" }),
        w.toolResult("ox-r3", "toolu_ox3", "Found 0 warnings and 0 errors.\nFinished in 4ms on 42 files with 93 rules using 2 threads."),
        w.assistant("ox-a4", "The summary no longer declares an unused total."),
        w.user("ox-u2", "Feature flags are read once at startup, never per request."),
        w.assistant("ox-a5", "Understood."),
        w.user("ox-u3", "Nadia set up the Sentry alerts."),
        w.assistant("ox-a6", "Noted."),
        w.user("ox-u4", "cheers"),
        w.assistant("ox-a7", "Anytime!"),
        w.user("ox-u5", "A one-line summary before the details is always welcome."),
        w.assistant("ox-a8", "Will do."),
      ];
    },
    expected: [
      ["Dead code gets deleted, not commented out.", "convention", "user"],
      [
        "`npx oxlint --deny-warnings src` failed with \"Variable 'total' is declared but never used.\" and passed after editing summary.ts: the summary no longer declares an unused total.",
        "solution",
        "agent",
      ],
      ["Linting runs with `npx oxlint --deny-warnings src` (it passed).", "code_context", "tool"],
      ["Feature flags are read once at startup, never per request.", "convention", "user"],
      ["Nadia set up the Sentry alerts.", "fact", "user"],
      ["A one-line summary before the details is always welcome.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0385 reads oxlint (its runs, under a package runner too, and its
    // findings), what is done to every thing of a kind beside what is not, who made a part of the project, and what the
    // person welcomes.
  },
  {
    // Written after decision 0385, its expected facts by hand before it was first run; held out until decision 0386.
    name: "written after the oxlint, done-not, who-made and welcome rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "vendor/bin/psalm --no-cache";
      return [
        w.user("ps-u1", "psalm is red on the cart totals. Money is never a float in this codebase."),
        w.toolUse("ps-a1", "toolu_ps1", "Bash", { command, description: "Run Psalm" }),
        w.toolResult(
          "ps-r1",
          "toolu_ps1",
          "ERROR: InvalidReturnType - src/Cart/Total.php:42:16 - The declared return type 'int' for App\\Cart\\Total::compute is incorrect, got 'float' (see https://psalm.dev/011)\n    public function compute(): int\n\n\n------------------------------\n1 errors found\n------------------------------\nChecks took 1.92 seconds and used 180.334MB of memory",
          true,
        ),
        w.toolUse("ps-a2", "toolu_ps2", "Edit", {
          file_path: `${project}/src/Cart/Total.php`,
          old_string: "        return $this->sum * 1.0;",
          new_string: "        return (int) round($this->sum);",
        }),
        w.toolResult("ps-r2", "toolu_ps2", `The file ${project}/src/Cart/Total.php has been updated.`),
        w.toolUse("ps-a3", "toolu_ps3", "Bash", { command, description: "Run Psalm" }),
        w.toolResult(
          "ps-r3",
          "toolu_ps3",
          "------------------------------\n\n       No errors found!       \n\n------------------------------\nChecks took 1.88 seconds and used 179.902MB of memory",
        ),
        w.assistant("ps-a4", "The total now rounds the sum to whole cents."),
        w.user("ps-u2", "Controllers stay thin; business logic belongs in services."),
        w.assistant("ps-a5", "Understood."),
        w.user("ps-u3", "Schema changes land only after Lena has looked at them."),
        w.assistant("ps-a6", "Noted."),
        w.user("ps-u4", "ok cool"),
        w.assistant("ps-a7", "👍"),
        w.user("ps-u5", "Plain-language commit messages make my life easier."),
        w.assistant("ps-a8", "Will do."),
      ];
    },
    expected: [
      ["Money is never a float in this codebase.", "convention", "user"],
      [
        "`vendor/bin/psalm --no-cache` failed with \"The declared return type 'int' for App\\Cart\\Total::compute is incorrect, got 'float'\" and passed after editing Total.php: the total now rounds the sum to whole cents.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `vendor/bin/psalm --no-cache` (it passed).", "code_context", "tool"],
      ["Controllers stay thin; business logic belongs in services.", "convention", "user"],
      ["Schema changes land only after Lena has looked at them.", "convention", "user"],
      ["Plain-language commit messages make the user's life easier.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0386 reads Psalm (its runs and its findings), the type a kind never
    // has, a kind of change that lands only after someone has looked at it, and what makes the person's life easier.
  },
  {
    // Written after decision 0386, its expected facts by hand before it was first run; held out until decision 0387.
    name: "written after the psalm, never-a-type, lands-only-after and life-easier rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./gradlew checkstyleMain";
      return [
        w.user("cs-u1", "checkstyle blocks the build. Public methods without Javadoc don't pass review."),
        w.toolUse("cs-a1", "toolu_cs1", "Bash", { command, description: "Run Checkstyle" }),
        w.toolResult(
          "cs-r1",
          "toolu_cs1",
          "> Task :checkstyleMain FAILED\n[ant:checkstyle] [ERROR] /repo/src/main/java/shop/Cart.java:42:5: Missing a Javadoc comment. [MissingJavadocMethod]\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':checkstyleMain'.\n> Checkstyle rule violations were found. See the report at: file:///repo/build/reports/checkstyle/main.html\n  Checkstyle files with violations: 1\n  Checkstyle violations by severity: [error:1]\n\nBUILD FAILED in 4s",
          true,
        ),
        w.toolUse("cs-a2", "toolu_cs2", "Edit", {
          file_path: `${project}/src/main/java/shop/Cart.java`,
          old_string: "    public long total() {",
          new_string: "    /** The total in cents, each line rounded half up. */\n    public long total() {",
        }),
        w.toolResult("cs-r2", "toolu_cs2", `The file ${project}/src/main/java/shop/Cart.java has been updated.`),
        w.toolUse("cs-a3", "toolu_cs3", "Bash", { command, description: "Run Checkstyle" }),
        w.toolResult("cs-r3", "toolu_cs3", "> Task :checkstyleMain\n\nBUILD SUCCESSFUL in 3s\n2 actionable tasks: 1 executed, 1 up-to-date"),
        w.assistant("cs-a4", "The total method now documents its rounding."),
        w.user("cs-u2", "Optional is for return values only, not fields."),
        w.assistant("cs-a5", "Got it."),
        w.user("cs-u3", "Wei knows Gradle better than anyone."),
        w.assistant("cs-a6", "Noted."),
        w.user("cs-u4", "haha nice"),
        w.assistant("cs-a7", "😄"),
        w.user("cs-u5", "I find short answers easiest to follow."),
        w.assistant("cs-a8", "Will do."),
      ];
    },
    expected: [
      // Written by hand with "don't"; the rules write a user's "don't" as "do not", as the earlier fixtures' labels do
      // (relabelled).
      ["Public methods without Javadoc do not pass review.", "convention", "user"],
      [
        '`./gradlew checkstyleMain` failed with "Missing a Javadoc comment." and passed after editing Cart.java: the total method now documents its rounding.',
        "solution",
        "agent",
      ],
      ["Linting runs with `./gradlew checkstyleMain` (it passed).", "code_context", "tool"],
      ["Optional is for return values only, not fields.", "convention", "user"],
      ["Wei knows Gradle better than anyone.", "fact", "user"],
      ["User finds short answers easiest to follow.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0387 reads Checkstyle (its runs and its findings, before Gradle's own
    // cause), a kind that a review turns back, who knows a tool by its name best, and what the person finds easiest.
    // What Optional is for stays missed: a singular name with a capital is as often a person's ("Sam is for small PRs").
    shortfall: {
      extra: [],
      missed: ["Optional is for return values only, not fields."],
      retyped: [],
    },
  },
  {
    // Written after decision 0387, its expected facts by hand before it was first run; held out until decision 0388.
    name: "written after the checkstyle, turned-back, knows-a-tool and easiest rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "luacheck src";
      return [
        w.user("lc-u1", "luacheck is failing on the cart module. Globals are off limits outside config.lua."),
        w.toolUse("lc-a1", "toolu_lc1", "Bash", { command, description: "Run luacheck" }),
        w.toolResult(
          "lc-r1",
          "toolu_lc1",
          "Checking src/cart.lua                             1 warning\n\n    src/cart.lua:12:7: unused variable 'total'\n\nChecking src/config.lua                           OK\n\nTotal: 1 warning / 0 errors in 2 files",
          true,
        ),
        w.toolUse("lc-a2", "toolu_lc2", "Edit", {
          file_path: `${project}/src/cart.lua`,
          old_string: "  local total = 0\n",
          new_string: "",
        }),
        w.toolResult("lc-r2", "toolu_lc2", `The file ${project}/src/cart.lua has been updated.`),
        w.toolUse("lc-a3", "toolu_lc3", "Bash", { command, description: "Run luacheck" }),
        w.toolResult(
          "lc-r3",
          "toolu_lc3",
          "Checking src/cart.lua                             OK\nChecking src/config.lua                           OK\n\nTotal: 0 warnings / 0 errors in 2 files",
        ),
        w.assistant("lc-a4", "The cart module no longer keeps an unused total."),
        w.user("lc-u2", "Every module returns a table; nothing leaks into _G."),
        w.assistant("lc-a5", "Understood."),
        w.user("lc-u3", "Ines is the one who set up the LuaRocks mirror."),
        w.assistant("lc-a6", "Noted."),
        w.user("lc-u4", "lol ok"),
        w.assistant("lc-a7", "🙂"),
        w.user("lc-u5", "Honestly, terse commit messages bother me."),
        w.assistant("lc-a8", "Will do."),
      ];
    },
    expected: [
      ["Globals are off limits outside config.lua.", "convention", "user"],
      [
        "`luacheck src` failed with \"unused variable 'total'\" and passed after editing cart.lua: the cart module no longer keeps an unused total.",
        "solution",
        "agent",
      ],
      ["Linting runs with `luacheck src` (it passed).", "code_context", "tool"],
      ["Every module returns a table; nothing leaks into _G.", "convention", "user"],
      ["Ines is the one who set up the LuaRocks mirror.", "fact", "user"],
      ["Terse commit messages bother the user.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0388 reads luacheck (its runs and its findings), "off limits" outside a file
    // by its name, what every thing of a kind does beside what nothing does, the one who set up a part (a fact whatever
    // code it names), and what bothers the person after a word of candour.
  },
  {
    // Written after decision 0388, its expected facts by hand before it was first run; held out until decision 0389.
    name: "written after the luacheck, then-none, off-limits-outside, set-up-by and bothers rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "gosec ./...";
      const head =
        "[gosec] 2026/12/04 10:00:01 Including rules: default\n[gosec] 2026/12/04 10:00:01 Excluding rules: default\n[gosec] 2026/12/04 10:00:01 Import directory: /repo/internal/export\n[gosec] 2026/12/04 10:00:02 Checking package: export\n[gosec] 2026/12/04 10:00:02 Checking file: /repo/internal/export/csv.go\nResults:\n\n";
      return [
        w.user("gs-u1", "gosec flags the CSV export. File paths from users get cleaned before any open."),
        w.toolUse("gs-a1", "toolu_gs1", "Bash", { command, description: "Run gosec" }),
        w.toolResult(
          "gs-r1",
          "toolu_gs1",
          `${head}\n[/repo/internal/export/csv.go:31] - G304 (CWE-22): Potential file inclusion via variable (Confidence: HIGH, Severity: MEDIUM)\n    30: \tpath := filepath.Join(dir, name)\n  > 31: \tf, err := os.Open(path)\n    32: \tif err != nil {\n\n\n\nSummary:\n  Gosec  : 2.21.4\n  Files  : 1\n  Lines  : 88\n  Nosec  : 0\n  Issues : 1`,
          true,
        ),
        w.toolUse("gs-a2", "toolu_gs2", "Edit", {
          file_path: `${project}/internal/export/csv.go`,
          old_string: "\tpath := filepath.Join(dir, name)",
          new_string: "\tpath := filepath.Join(dir, filepath.Base(filepath.Clean(name)))",
        }),
        w.toolResult("gs-r2", "toolu_gs2", `The file ${project}/internal/export/csv.go has been updated.`),
        w.toolUse("gs-a3", "toolu_gs3", "Bash", { command, description: "Run gosec" }),
        w.toolResult("gs-r3", "toolu_gs3", `${head}\nSummary:\n  Gosec  : 2.21.4\n  Files  : 1\n  Lines  : 88\n  Nosec  : 0\n  Issues : 0`),
        w.assistant("gs-a4", "The export now opens only files inside its own directory."),
        w.user("gs-u2", "We keep secrets in Vault and nowhere else."),
        w.assistant("gs-a5", "Understood."),
        w.user("gs-u3", "Tariq is our go-between with the security team."),
        w.assistant("gs-a6", "Noted."),
        w.user("gs-u4", "sweet"),
        w.assistant("gs-a7", "🙌"),
        w.user("gs-u5", "Bullet points are my go-to for summaries."),
        w.assistant("gs-a8", "Will do."),
      ];
    },
    expected: [
      ["File paths from users get cleaned before any open.", "convention", "user"],
      [
        '`gosec ./...` failed with "Potential file inclusion via variable" and passed after editing csv.go: the export now opens only files inside its own directory.',
        "solution",
        "agent",
      ],
      ["Linting runs with `gosec ./...` (it passed).", "code_context", "tool"],
      ["The team keeps secrets in Vault and nowhere else.", "convention", "user"],
      ["Tariq is the team's go-between with the security team.", "fact", "user"],
      ["Bullet points are the user's go-to for summaries.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0389 reads gosec (its runs and its findings), what is done to a kind
    // before or after each time something is done, who goes between the team and another, and the person's go-to.
  },
  {
    // Written after decision 0389, its expected facts by hand before it was first run; held out until decision 0390.
    name: "written after the gosec, done-before-each, go-between and go-to rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx @stoplight/spectral-cli lint openapi.yaml";
      return [
        w.user("sp-u1", "spectral is complaining about the orders spec. The OpenAPI spec comes first; handlers are generated from it."),
        w.toolUse("sp-a1", "toolu_sp1", "Bash", { command, description: "Lint the OpenAPI spec" }),
        w.toolResult(
          "sp-r1",
          "toolu_sp1",
          '/repo/openapi.yaml\n 42:11  error  operation-operationId  Operation must have "operationId".  paths./orders.get\n\n✖ 1 problem (1 error, 0 warnings, 0 infos, 0 hints)',
          true,
        ),
        w.toolUse("sp-a2", "toolu_sp2", "Edit", {
          file_path: `${project}/openapi.yaml`,
          old_string: "    get:\n      summary: List orders",
          new_string: "    get:\n      operationId: listOrders\n      summary: List orders",
        }),
        w.toolResult("sp-r2", "toolu_sp2", `The file ${project}/openapi.yaml has been updated.`),
        w.toolUse("sp-a3", "toolu_sp3", "Bash", { command, description: "Lint the OpenAPI spec" }),
        w.toolResult("sp-r3", "toolu_sp3", "No results with a severity of 'error' found!"),
        w.assistant("sp-a4", "The orders listing now has an operationId."),
        w.user("sp-u2", "Breaking API changes need a version bump in the URL."),
        w.assistant("sp-a5", "Understood."),
        w.user("sp-u3", "Maren has admin rights on the Stripe account."),
        w.assistant("sp-a6", "Noted."),
        w.user("sp-u4", "kk"),
        w.assistant("sp-a7", "👍"),
        w.user("sp-u5", "I appreciate it when you name the file you changed."),
        w.assistant("sp-a8", "Will do."),
      ];
    },
    expected: [
      ["The OpenAPI spec comes first; handlers are generated from it.", "convention", "user"],
      [
        "`npx @stoplight/spectral-cli lint openapi.yaml` failed with \"Operation must have 'operationId'.\" and passed after editing openapi.yaml: the orders listing now has an operationId.",
        "solution",
        "agent",
      ],
      ["Linting runs with `npx @stoplight/spectral-cli lint openapi.yaml` (it passed).", "code_context", "tool"],
      ["Breaking API changes need a version bump in the URL.", "convention", "user"],
      ["Maren has admin rights on the Stripe account.", "fact", "user"],
      ["User appreciates it when the agent names the file the agent changed.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 1 right, with the fix kept without Spectral's message and a rule typed as a fact; decision
    // 0390 reads Spectral's rule before its message and a checker's "must" of what the code has, what a kind of change
    // needs, who holds the rights to a part, and what the person appreciates of the agent's habit. What comes first stays
    // a fact: "X comes first" alone is as often an order of the moment.
    shortfall: {
      extra: [],
      missed: [],
      retyped: [["The OpenAPI spec comes first; handlers are generated from it.", "fact", "user"]],
    },
  },
  {
    // Written after decision 0390, its expected facts by hand before it was first run; held out until decision 0391.
    name: "written after the spectral, kind-of-change, holds-rights and appreciates rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "codespell docs README.md";
      return [
        w.user("cp-u1", "codespell trips on the docs. Docs use American spelling throughout."),
        w.toolUse("cp-a1", "toolu_cp1", "Bash", { command, description: "Check spelling" }),
        w.toolResult("cp-r1", "toolu_cp1", "docs/setup.md:14: recieve ==> receive", true),
        w.toolUse("cp-a2", "toolu_cp2", "Edit", {
          file_path: `${project}/docs/setup.md`,
          old_string: "you will recieve an invite",
          new_string: "you will receive an invite",
        }),
        w.toolResult("cp-r2", "toolu_cp2", `The file ${project}/docs/setup.md has been updated.`),
        w.toolUse("cp-a3", "toolu_cp3", "Bash", { command, description: "Check spelling" }),
        w.toolResult("cp-r3", "toolu_cp3", ""),
        w.assistant("cp-a4", "The setup guide now spells receive correctly."),
        w.user("cp-u2", "Screenshots in the docs are regenerated on every release."),
        w.assistant("cp-a5", "Understood."),
        w.user("cp-u3", "Chiara moderates the community forum."),
        w.assistant("cp-a6", "Noted."),
        w.user("cp-u4", "ta"),
        w.assistant("cp-a7", "Anytime."),
        w.user("cp-u5", "Short commit subjects work for me."),
        w.assistant("cp-a8", "Will do."),
      ];
    },
    expected: [
      ["Docs use American spelling throughout.", "convention", "user"],
      [
        '`codespell docs README.md` failed with "recieve ==> receive" and passed after editing setup.md: the setup guide now spells receive correctly.',
        "solution",
        "agent",
      ],
      ["Linting runs with `codespell docs README.md` (it passed).", "code_context", "tool"],
      ["Screenshots in the docs are regenerated on every release.", "convention", "user"],
      ["Chiara moderates the community forum.", "fact", "user"],
      ["Short commit subjects work for the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0391 reads codespell (its runs and its findings), what is done to a
    // kind on every release, who moderates a part, and what works for the person, a plural kind.
  },
  {
    // Written after decision 0391, its expected facts by hand before it was first run; held out until decision 0392.
    name: "written after the codespell, on-every-release, moderates and works-for-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec erb_lint --lint-all";
      return [
        w.user("el-u1", "erb_lint is failing on the order page. Views never query the database directly."),
        w.toolUse("el-a1", "toolu_el1", "Bash", { command, description: "Lint the ERB views" }),
        w.toolResult(
          "el-r1",
          "toolu_el1",
          "Linting 42 files with 12 linters...\n\nExtra space detected where there should be no space.\nIn file: app/views/orders/show.html.erb:12\n\n1 error(s) were found in ERB files",
          true,
        ),
        w.toolUse("el-a2", "toolu_el2", "Edit", {
          file_path: `${project}/app/views/orders/show.html.erb`,
          old_string: "<%= order.total  %>",
          new_string: "<%= order.total %>",
        }),
        w.toolResult("el-r2", "toolu_el2", `The file ${project}/app/views/orders/show.html.erb has been updated.`),
        w.toolUse("el-a3", "toolu_el3", "Bash", { command, description: "Lint the ERB views" }),
        w.toolResult("el-r3", "toolu_el3", "Linting 42 files with 12 linters...\n\nNo errors were found in ERB files"),
        w.assistant("el-a4", "The order page no longer has the stray space."),
        w.user("el-u2", "Partials are named after the model they render."),
        w.assistant("el-a5", "Understood."),
        w.user("el-u3", "Ravi is our accessibility champion."),
        w.assistant("el-a6", "Noted."),
        w.user("el-u4", "nice nice"),
        w.assistant("el-a7", "😊"),
        w.user("el-u5", "Status updates with numbers are more useful to me."),
        w.assistant("el-a8", "Will do."),
      ];
    },
    expected: [
      ["Views never query the database directly.", "convention", "user"],
      [
        '`bundle exec erb_lint --lint-all` failed with "Extra space detected where there should be no space." and passed after editing show.html.erb: the order page no longer has the stray space.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bundle exec erb_lint --lint-all` (it passed).", "code_context", "tool"],
      ["Partials are named after the model they render.", "convention", "user"],
      ["Ravi is the team's accessibility champion.", "fact", "user"],
      ["Status updates with numbers are more useful to the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, 1 right, the fix quoting erb_lint's count of errors; decision 0392 reads erb_lint (its
    // finding above its file, and its flags), what a kind never queries, what a kind is named after, who champions a
    // practice, and what is more useful to the person.
  },
  {
    // Written after decision 0392, its expected facts by hand before it was first run; held out until decision 0393.
    name: "written after the erb-lint, never-queries, named-after, champion and more-useful rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "clj-kondo --lint src";
      return [
        w.user("ck-u1", "clj-kondo warns about the cart namespace. Side effects stay at the edges of the system."),
        w.toolUse("ck-a1", "toolu_ck1", "Bash", { command, description: "Lint with clj-kondo" }),
        w.toolResult("ck-r1", "toolu_ck1", "src/shop/cart.clj:12:3: warning: unused binding total\nlinting took 45ms, errors: 0, warnings: 1", true),
        w.toolUse("ck-a2", "toolu_ck2", "Edit", {
          file_path: `${project}/src/shop/cart.clj`,
          old_string: "  (let [total (count items)\n        lines (map line items)]",
          new_string: "  (let [lines (map line items)]",
        }),
        w.toolResult("ck-r2", "toolu_ck2", `The file ${project}/src/shop/cart.clj has been updated.`),
        w.toolUse("ck-a3", "toolu_ck3", "Bash", { command, description: "Lint with clj-kondo" }),
        w.toolResult("ck-r3", "toolu_ck3", "linting took 40ms, errors: 0, warnings: 0"),
        w.assistant("ck-a4", "The cart function no longer binds an unused total."),
        w.user("ck-u2", "Specs live next to the functions they describe."),
        w.assistant("ck-a5", "Understood."),
        w.user("ck-u3", "Mateo handles on-call for the payments service."),
        w.assistant("ck-a6", "Noted."),
        w.user("ck-u4", "ok ty"),
        w.assistant("ck-a7", "You're welcome."),
        w.user("ck-u5", "I'm big on small pure functions."),
        w.assistant("ck-a8", "Will do."),
      ];
    },
    expected: [
      ["Side effects stay at the edges of the system.", "convention", "user"],
      [
        '`clj-kondo --lint src` failed with "unused binding total" and passed after editing cart.clj: the cart function no longer binds an unused total.',
        "solution",
        "agent",
      ],
      ["Linting runs with `clj-kondo --lint src` (it passed).", "code_context", "tool"],
      ["Specs live next to the functions they describe.", "convention", "user"],
      ["Mateo handles on-call for the payments service.", "fact", "user"],
      ["User is big on small pure functions.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0393 reads clj-kondo (its runs and its findings, before its summary),
    // a kind that stays at the system's edges, a kind that lives beside what it belongs to, and what the person is big on.
  },
];
