import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part l of twelve in the order they were written (extraction-transcripts.ts);
 * a new one goes at the end, and the last is the held-out one.
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
  {
    // Written after decision 0393, its expected facts by hand before it was first run; held out until decision 0394.
    name: "written after the clj-kondo, at-the-edges, lives-beside and big-on rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "protolint lint proto";
      return [
        w.user("pl-u1", "protolint fails on the cart proto. Field numbers are append-only."),
        w.toolUse("pl-a1", "toolu_pl1", "Bash", { command, description: "Lint the protos" }),
        w.toolResult("pl-r1", "toolu_pl1", '[proto/shop/v1/cart.proto:12:3] Field name "cartID" must be underscore_separated_names.', true),
        w.toolUse("pl-a2", "toolu_pl2", "Edit", {
          file_path: `${project}/proto/shop/v1/cart.proto`,
          old_string: "  string cartID = 1;",
          new_string: "  string cart_id = 1;",
        }),
        w.toolResult("pl-r2", "toolu_pl2", `The file ${project}/proto/shop/v1/cart.proto has been updated.`),
        w.toolUse("pl-a3", "toolu_pl3", "Bash", { command, description: "Lint the protos" }),
        w.toolResult("pl-r3", "toolu_pl3", ""),
        w.assistant("pl-a4", "The cart message now names its id field cart_id."),
        w.user("pl-u2", "Every RPC takes a request message of its own."),
        w.assistant("pl-a5", "Understood."),
        w.user("pl-u3", "Kofi approves changes to the public protos."),
        w.assistant("pl-a6", "Noted."),
        w.user("pl-u4", "cheers mate"),
        w.assistant("pl-a7", "Cheers!"),
        w.user("pl-u5", "I gravitate towards plain tables."),
        w.assistant("pl-a8", "Will do."),
      ];
    },
    expected: [
      ["Field numbers are append-only.", "convention", "user"],
      [
        "`protolint lint proto` failed with \"Field name 'cartID' must be underscore_separated_names.\" and passed after editing cart.proto: the cart message now names its id field cart_id.",
        "solution",
        "agent",
      ],
      ["Linting runs with `protolint lint proto` (it passed).", "code_context", "tool"],
      ["Every RPC takes a request message of its own.", "convention", "user"],
      ["Kofi approves changes to the public protos.", "convention", "user"],
      // Written by hand as "User gravitates …"; decision 0375's "I lean towards …" is kept as "The user leans towards …", and
      // so is this (relabelled).
      ["The user gravitates towards plain tables.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0394 reads protolint (its runs and its findings), a plural kind's
    // property kept as an adjective ("append-only"), a thing of its own every thing of a kind takes, and what the person
    // gravitates towards.
  },
  {
    // Written after decision 0394, its expected facts by hand before it was first run; held out until decision 0395.
    name: "written after the protolint, kept-property, of-its-own and gravitate rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cfn-lint template.yaml";
      return [
        w.user("cf-u1", "cfn-lint rejects the queue template. Every queue has a dead-letter queue."),
        w.toolUse("cf-a1", "toolu_cf1", "Bash", { command, description: "Lint the CloudFormation template" }),
        w.toolResult(
          "cf-r1",
          "toolu_cf1",
          "E3012 Property Resources/OrdersQueue/Properties/VisibilityTimeout should be of type Integer\ntemplate.yaml:42:7",
          true,
        ),
        w.toolUse("cf-a2", "toolu_cf2", "Edit", {
          file_path: `${project}/template.yaml`,
          old_string: '      VisibilityTimeout: "30"',
          new_string: "      VisibilityTimeout: 30",
        }),
        w.toolResult("cf-r2", "toolu_cf2", `The file ${project}/template.yaml has been updated.`),
        w.toolUse("cf-a3", "toolu_cf3", "Bash", { command, description: "Lint the CloudFormation template" }),
        w.toolResult("cf-r3", "toolu_cf3", ""),
        w.assistant("cf-a4", "The orders queue now sets its visibility timeout as a number."),
        w.user("cf-u2", "Stack names carry the environment as a suffix."),
        w.assistant("cf-a5", "Understood."),
        w.user("cf-u3", "Yusuf holds the AWS root credentials."),
        w.assistant("cf-a6", "Noted."),
        w.user("cf-u4", "perfect"),
        w.assistant("cf-a7", "🙂"),
        w.user("cf-u5", "Terraform plans pasted in full are overkill for me."),
        w.assistant("cf-a8", "Will do."),
      ];
    },
    expected: [
      ["Every queue has a dead-letter queue.", "convention", "user"],
      [
        '`cfn-lint template.yaml` failed with "Property Resources/OrdersQueue/Properties/VisibilityTimeout should be of type Integer" and passed after editing template.yaml: the orders queue now sets its visibility timeout as a number.',
        "solution",
        "agent",
      ],
      ["Linting runs with `cfn-lint template.yaml` (it passed).", "code_context", "tool"],
      ["Stack names carry the environment as a suffix.", "convention", "user"],
      ["Yusuf holds the AWS root credentials.", "fact", "user"],
      ["Terraform plans pasted in full are overkill for the user.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0395 reads cfn-lint (its runs and its findings, the place on the line under),
    // what every name of a kind carries as a suffix, who holds the credentials of a part, and what is overkill for the
    // person. What every queue has stays missed: "every X has a Y" is as often the shape of the data ("every order has a
    // status") as a rule.
    shortfall: {
      extra: [],
      missed: ["Every queue has a dead-letter queue."],
      retyped: [],
    },
  },
  {
    // Written after decision 0395, its expected facts by hand before it was first run; held out until decision 0396.
    name: "written after the cfn-lint, name-affix, holds-credentials and overkill rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "djlint templates --lint";
      return [
        w.user("dj-u1", "djlint flags the order detail template. Templates stay free of business logic."),
        w.toolUse("dj-a1", "toolu_dj1", "Bash", { command, description: "Lint the templates" }),
        w.toolResult(
          "dj-r1",
          "toolu_dj1",
          'Linting 1/1 files ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 00:00\n\ntemplates/orders/detail.html\n───────────────────────────────────────────────────────────────────────────────\nH006 12:4 Img tag should have height and width attributes. <img src="{{ order.\n\nLinted 1 file, found 1 error.',
          true,
        ),
        w.toolUse("dj-a2", "toolu_dj2", "Edit", {
          file_path: `${project}/templates/orders/detail.html`,
          old_string: '<img src="{{ order.image_url }}" alt="">',
          new_string: '<img src="{{ order.image_url }}" alt="" width="320" height="240">',
        }),
        w.toolResult("dj-r2", "toolu_dj2", `The file ${project}/templates/orders/detail.html has been updated.`),
        w.toolUse("dj-a3", "toolu_dj3", "Bash", { command, description: "Lint the templates" }),
        w.toolResult("dj-r3", "toolu_dj3", "Linted 1 file, found 0 errors."),
        w.assistant("dj-a4", "The order image now declares its size."),
        w.user("dj-u2", "Static assets are served from the CDN, never from Django."),
        w.assistant("dj-a5", "Understood."),
        w.user("dj-u3", "Leila reviews template changes before each release."),
        w.assistant("dj-a6", "Noted."),
        w.user("dj-u4", "thx"),
        w.assistant("dj-a7", "Anytime."),
        w.user("dj-u5", "Walls of text lose me."),
        w.assistant("dj-a8", "Will do."),
      ];
    },
    expected: [
      ["Templates stay free of business logic.", "convention", "user"],
      [
        '`djlint templates --lint` failed with "Img tag should have height and width attributes." and passed after editing detail.html: the order image now declares its size.',
        "solution",
        "agent",
      ],
      ["Linting runs with `djlint templates --lint` (it passed).", "code_context", "tool"],
      ["Static assets are served from the CDN, never from Django.", "convention", "user"],
      ["Leila reviews template changes before each release.", "convention", "user"],
      ["Walls of text lose the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0396 reads djlint (its runs and its findings), who reviews a kind of
    // change before each release, and what loses the person.
  },
  {
    // Written after decision 0396, its expected facts by hand before it was first run; held out until decision 0397.
    name: "written after the djlint, reviews-before-each and loses-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "vulture src --min-confidence 60";
      return [
        w.user("vu-u1", "vulture found dead code in the cart. Unused code gets deleted in the same PR that orphans it."),
        w.toolUse("vu-a1", "toolu_vu1", "Bash", { command, description: "Look for dead code" }),
        w.toolResult("vu-r1", "toolu_vu1", "src/shop/cart.py:42: unused function 'legacy_total' (60% confidence)", true),
        w.toolUse("vu-a2", "toolu_vu2", "Edit", {
          file_path: `${project}/src/shop/cart.py`,
          old_string: "def legacy_total(items):\n    return sum(item.price for item in items)\n\n\n",
          new_string: "",
        }),
        w.toolResult("vu-r2", "toolu_vu2", `The file ${project}/src/shop/cart.py has been updated.`),
        w.toolUse("vu-a3", "toolu_vu3", "Bash", { command, description: "Look for dead code" }),
        w.toolResult("vu-r3", "toolu_vu3", ""),
        w.assistant("vu-a4", "The cart module no longer keeps the legacy total."),
        w.user("vu-u2", "Type hints are mandatory on public functions."),
        w.assistant("vu-a5", "Understood."),
        w.user("vu-u3", "Amara owns dependency upgrades."),
        w.assistant("vu-a6", "Noted."),
        w.user("vu-u4", "great"),
        w.assistant("vu-a7", "Glad to help."),
        w.user("vu-u5", "Long code blocks in chat wear on me."),
        w.assistant("vu-a8", "Will do."),
      ];
    },
    expected: [
      ["Unused code gets deleted in the same PR that orphans it.", "convention", "user"],
      [
        "`vulture src --min-confidence 60` failed with \"unused function 'legacy_total'\" and passed after editing cart.py: the cart module no longer keeps the legacy total.",
        "solution",
        "agent",
      ],
      ["Linting runs with `vulture src --min-confidence 60` (it passed).", "code_context", "tool"],
      ["Type hints are mandatory on public functions.", "convention", "user"],
      ["Amara owns dependency upgrades.", "fact", "user"],
      ["Long code blocks in chat wear on the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0397 reads vulture (its runs and its findings), what is done to a kind
    // in the same PR as what it goes with, a kind of work a person owns named by a bare plural, and what wears on the
    // person.
  },
  {
    // Written after decision 0397, its expected facts by hand before it was first run; held out until decision 0398.
    name: "written after the vulture, same-change, owns-a-kind and wears-on rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pydocstyle src";
      return [
        w.user("pd-u1", "pydocstyle complains about the cart module. Docstrings follow the Google style."),
        w.toolUse("pd-a1", "toolu_pd1", "Bash", { command, description: "Check docstrings" }),
        w.toolResult("pd-r1", "toolu_pd1", "src/shop/cart.py:42 in public function `total`:\n        D103: Missing docstring in public function", true),
        w.toolUse("pd-a2", "toolu_pd2", "Edit", {
          file_path: `${project}/src/shop/cart.py`,
          old_string: "def total(items):\n",
          new_string: 'def total(items):\n    """Return the cart total in cents."""\n',
        }),
        w.toolResult("pd-r2", "toolu_pd2", `The file ${project}/src/shop/cart.py has been updated.`),
        w.toolUse("pd-a3", "toolu_pd3", "Bash", { command, description: "Check docstrings" }),
        w.toolResult("pd-r3", "toolu_pd3", ""),
        w.assistant("pd-a4", "The total function now has a docstring."),
        w.user("pd-u2", "Private helpers start with an underscore."),
        w.assistant("pd-a5", "Understood."),
        w.user("pd-u3", "Noor triages incoming bug reports."),
        w.assistant("pd-a6", "Noted."),
        w.user("pd-u4", "cool cool"),
        w.assistant("pd-a7", "👍"),
        w.user("pd-u5", "Worked examples sink in better for me."),
        w.assistant("pd-a8", "Will do."),
      ];
    },
    expected: [
      ["Docstrings follow the Google style.", "convention", "user"],
      [
        '`pydocstyle src` failed with "Missing docstring in public function" and passed after editing cart.py: the total function now has a docstring.',
        "solution",
        "agent",
      ],
      ["Linting runs with `pydocstyle src` (it passed).", "code_context", "tool"],
      ["Private helpers start with an underscore.", "convention", "user"],
      ["Noor triages incoming bug reports.", "fact", "user"],
      ["Worked examples sink in better for the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0398 reads pydocstyle (its runs and its findings under their place),
    // what a bare plural kind starts with, what a person triages ("bug reports" no fault), and what sinks in better for the
    // person.
  },
  {
    // Written after decision 0398, its expected facts by hand before it was first run; held out until decision 0399.
    name: "written after the pydocstyle, plural-starts-with, triages and sinks-in rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "ansible-lint roles/web";
      return [
        w.user("al-u1", "ansible-lint is unhappy with the web role. Roles never hardcode hostnames."),
        w.toolUse("al-a1", "toolu_al1", "Bash", { command, description: "Lint the web role" }),
        w.toolResult(
          "al-r1",
          "toolu_al1",
          "WARNING  Listing 1 violation(s) that are fatal\nname[missing]: All tasks should be named.\nroles/web/tasks/main.yml:12 Task/Handler: ansible.builtin.apt name=nginx\n\nRead documentation for instructions on how to ignore specific rule violations.\n\n                   Rule Violation Summary\n count tag           profile rule associated tags\n     1 name[missing] basic   idiom\n\nFailed: 1 failure(s), 0 warning(s) on 8 files. Last profile that met the validation criteria was 'min'.",
          true,
        ),
        w.toolUse("al-a2", "toolu_al2", "Edit", {
          file_path: `${project}/roles/web/tasks/main.yml`,
          old_string: "- ansible.builtin.apt:\n    name: nginx",
          new_string: "- name: Install nginx\n  ansible.builtin.apt:\n    name: nginx",
        }),
        w.toolResult("al-r2", "toolu_al2", `The file ${project}/roles/web/tasks/main.yml has been updated.`),
        w.toolUse("al-a3", "toolu_al3", "Bash", { command, description: "Lint the web role" }),
        w.toolResult("al-r3", "toolu_al3", "Passed: 0 failure(s), 0 warning(s) on 8 files. Last profile that met the validation criteria was 'production'."),
        w.assistant("al-a4", "The nginx task now has a name."),
        w.user("al-u2", "Secrets come from Vault via the lookup plugin."),
        w.assistant("al-a5", "Understood."),
        w.user("al-u3", "Ingrid wrote most of the playbooks."),
        w.assistant("al-a6", "Noted."),
        w.user("al-u4", "ok great"),
        w.assistant("al-a7", "👍"),
        w.user("al-u5", "Step-by-step plans calm me down."),
        w.assistant("al-a8", "Will do."),
      ];
    },
    expected: [
      ["Roles never hardcode hostnames.", "convention", "user"],
      [
        '`ansible-lint roles/web` failed with "All tasks should be named." and passed after editing main.yml: the nginx task now has a name.',
        "solution",
        "agent",
      ],
      ["Linting runs with `ansible-lint roles/web` (it passed).", "code_context", "tool"],
      ["Secrets come from Vault via the lookup plugin.", "fact", "user"],
      ["Ingrid wrote most of the playbooks.", "fact", "user"],
      ["Step-by-step plans calm the user down.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0399 reads ansible-lint (its runs and its findings over their place),
    // what a kind never hardcodes, who wrote most of a part, and what calms the person down.
  },
  {
    // Written after decision 0399, its expected facts by hand before it was first run; held out until decision 0400.
    name: "written after the ansible-lint, never-hardcodes, most-of and calms-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "typos docs";
      return [
        w.user("ty-u1", "typos fails on the docs. Docs are written in the second person."),
        w.toolUse("ty-a1", "toolu_ty1", "Bash", { command, description: "Check for typos" }),
        w.toolResult(
          "ty-r1",
          "toolu_ty1",
          "error: `teh` should be `the`\n  --> ./docs/intro.md:3:5\n  |\n3 | At teh start, run the installer.\n  |    ^^^\n  |",
          true,
        ),
        w.toolUse("ty-a2", "toolu_ty2", "Edit", {
          file_path: `${project}/docs/intro.md`,
          old_string: "At teh start",
          new_string: "At the start",
        }),
        w.toolResult("ty-r2", "toolu_ty2", `The file ${project}/docs/intro.md has been updated.`),
        w.toolUse("ty-a3", "toolu_ty3", "Bash", { command, description: "Check for typos" }),
        w.toolResult("ty-r3", "toolu_ty3", ""),
        w.assistant("ty-a4", "The intro no longer has the typo."),
        w.user("ty-u2", "Code samples in the docs compile as part of CI."),
        w.assistant("ty-a5", "Understood."),
        w.user("ty-u3", "Hamid signs the release tags."),
        w.assistant("ty-a6", "Noted."),
        w.user("ty-u4", "nice, thanks"),
        w.assistant("ty-a7", "Anytime."),
        w.user("ty-u5", "Terse replies are my favourite."),
        w.assistant("ty-a8", "Will do."),
      ];
    },
    expected: [
      ["Docs are written in the second person.", "convention", "user"],
      ['`typos docs` failed with "`teh` should be `the`" and passed after editing intro.md: the intro no longer has the typo.', "solution", "agent"],
      ["Linting runs with `typos docs` (it passed).", "code_context", "tool"],
      ["Code samples in the docs compile as part of CI.", "convention", "user"],
      ["Hamid signs the release tags.", "fact", "user"],
      ["Terse replies are the user's favourite.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0400 reads typos (its runs and its findings over their place), what
    // a kind does as part of CI, who signs a kind of the project's releases, and the person's favourite.
  },
  {
    // Written after decision 0400, its expected facts by hand before it was first run; held out until decision 0401.
    name: "written after the typos, part-of-ci, signs-releases and favourite rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx jscpd src --threshold 1";
      return [
        w.user("jc-u1", "jscpd flags the cart code. Shared logic moves into src/lib once it appears twice."),
        w.toolUse("jc-a1", "toolu_jc1", "Bash", { command, description: "Look for copies" }),
        w.toolResult(
          "jc-r1",
          "toolu_jc1",
          "Clone found (typescript):\n - src/cart/total.ts [12:1 - 30:2] (18 lines, 140 tokens)\n   src/cart/summary.ts [8:1 - 26:2]\n\nFound 1 clones.\nERROR: jscpd found too many duplicates (2.1%) over threshold (1%)",
          true,
        ),
        w.toolUse("jc-a2", "toolu_jc2", "Edit", {
          file_path: `${project}/src/cart/summary.ts`,
          old_string: "  const lines = items.map((item) => formatCents(item.cents));",
          new_string: "  const lines = items.map(formatLine);",
        }),
        w.toolResult("jc-r2", "toolu_jc2", `The file ${project}/src/cart/summary.ts has been updated.`),
        w.toolUse("jc-a3", "toolu_jc3", "Bash", { command, description: "Look for copies" }),
        w.toolResult("jc-r3", "toolu_jc3", "Found 0 clones."),
        w.assistant("jc-a4", "The summary now reuses the total's line formatting."),
        w.user("jc-u2", "Components never fetch data themselves."),
        w.assistant("jc-a5", "Understood."),
        w.user("jc-u3", "Bilal is the keeper of the pricing rules."),
        w.assistant("jc-a6", "Noted."),
        w.user("jc-u4", "sgtm"),
        w.assistant("jc-a7", "👍"),
        w.user("jc-u5", "Headings make long answers skimmable for me."),
        w.assistant("jc-a8", "Will do."),
      ];
    },
    expected: [
      ["Shared logic moves into src/lib once it appears twice.", "convention", "user"],
      [
        '`npx jscpd src --threshold 1` failed with "ERROR: jscpd found too many duplicates (2.1%) over threshold (1%)" and passed after editing summary.ts: the summary now reuses the total\'s line formatting.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx jscpd src --threshold 1` (it passed).", "code_context", "tool"],
      ["Components never fetch data themselves.", "convention", "user"],
      ["Bilal is the keeper of the pricing rules.", "fact", "user"],
      ["Headings make long answers skimmable for the user.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0401 reads jscpd (its runs, its count of copies quoted as the line that names
    // an error), where a kind moves once it appears twice, what a kind never fetches, who keeps a part, and what makes
    // answers skimmable for the person.
  },
  {
    // Written after decision 0401, its expected facts by hand before it was first run; held out until decision 0402.
    name: "written after the jscpd, moves-once, never-fetches, keeper and skimmable rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "kube-linter lint deploy/";
      return [
        w.user("kl-u1", "kube-linter complains about the api deployment. Containers run as non-root, always."),
        w.toolUse("kl-a1", "toolu_kl1", "Bash", { command, description: "Lint the manifests" }),
        w.toolResult(
          "kl-r1",
          "toolu_kl1",
          'KubeLinter 0.6.8\n\ndeploy/api.yaml: (object: <no namespace>/api apps/v1, Kind=Deployment) container "api" does not have a read-only root file system (check: no-read-only-root-fs, remediation: Set readOnlyRootFilesystem to true in the container securityContext.)\n\nError: found 1 lint errors',
          true,
        ),
        w.toolUse("kl-a2", "toolu_kl2", "Edit", {
          file_path: `${project}/deploy/api.yaml`,
          old_string: "          securityContext:\n            runAsNonRoot: true",
          new_string: "          securityContext:\n            runAsNonRoot: true\n            readOnlyRootFilesystem: true",
        }),
        w.toolResult("kl-r2", "toolu_kl2", `The file ${project}/deploy/api.yaml has been updated.`),
        w.toolUse("kl-a3", "toolu_kl3", "Bash", { command, description: "Lint the manifests" }),
        w.toolResult("kl-r3", "toolu_kl3", "KubeLinter 0.6.8\n\nNo lint errors found!"),
        w.assistant("kl-a4", "The api container now runs with a read-only root file system."),
        w.user("kl-u2", "Resource limits are set on every container."),
        w.assistant("kl-a5", "Understood."),
        w.user("kl-u3", "Greta is on point for cluster upgrades."),
        w.assistant("kl-a6", "Noted."),
        w.user("kl-u4", "nice work"),
        w.assistant("kl-a7", "Thanks!"),
        w.user("kl-u5", "Short status lines keep me sane."),
        w.assistant("kl-a8", "Will do."),
      ];
    },
    expected: [
      ["Containers run as non-root, always.", "convention", "user"],
      [
        "`kube-linter lint deploy/` failed with \"container 'api' does not have a read-only root file system\" and passed after editing api.yaml: the api container now runs with a read-only root file system.",
        "solution",
        "agent",
      ],
      ["Linting runs with `kube-linter lint deploy/` (it passed).", "code_context", "tool"],
      ["Resource limits are set on every container.", "convention", "user"],
      ["Greta is on point for cluster upgrades.", "fact", "user"],
      ["Short status lines keep the user sane.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6; decision 0402 reads kube-linter (its runs, a directory named "deploy/" no side effect,
    // and its finding quoted without the file, the object or the check), the agent's sentence that reuses the quoted
    // finding's words, a kind's rule closed by ", always", who is on point for a kind of work, and what keeps the person
    // sane.
  },
  {
    // Written after decision 0402, its expected facts by hand before it was first run; held out until decision 0403.
    name: "written after the kube-linter, always, on-point and keeps-me-sane rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx htmlhint src";
      return [
        w.user("hh-u1", "htmlhint is unhappy with the landing page. We target WCAG AA on every page."),
        w.toolUse("hh-a1", "toolu_hh1", "Bash", { command, description: "Lint the HTML" }),
        w.toolResult(
          "hh-r1",
          "toolu_hh1",
          '   src/index.html\n      L14 |    <img src="/img/hero.png">\n                ^ An alt attribute must be present on <img> elements. (alt-require)\n\nScanned 3 files, found 1 errors in 1 files (12 ms)',
          true,
        ),
        w.toolUse("hh-a2", "toolu_hh2", "Edit", {
          file_path: `${project}/src/index.html`,
          old_string: '<img src="/img/hero.png">',
          new_string: '<img src="/img/hero.png" alt="A laptop showing the dashboard">',
        }),
        w.toolResult("hh-r2", "toolu_hh2", `The file ${project}/src/index.html has been updated.`),
        w.toolUse("hh-a3", "toolu_hh3", "Bash", { command, description: "Lint the HTML" }),
        w.toolResult("hh-r3", "toolu_hh3", "Scanned 3 files, no errors found (9 ms)."),
        w.assistant("hh-a4", "The hero image now has alt text."),
        w.user("hh-u2", "No inline styles in the templates."),
        w.assistant("hh-a5", "Got it."),
        w.user("hh-u3", "Lena handles the DNS records."),
        w.assistant("hh-a6", "Noted."),
        w.user("hh-u4", "thanks"),
        w.assistant("hh-a7", "You're welcome!"),
        w.user("hh-u5", "I'm happiest with one change per commit."),
        w.assistant("hh-a8", "Will do."),
      ];
    },
    expected: [
      ["The team targets WCAG AA on every page.", "convention", "user"],
      [
        '`npx htmlhint src` failed with "An alt attribute must be present on <img> elements." and passed after editing index.html: the hero image now has alt text.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx htmlhint src` (it passed).", "code_context", "tool"],
      ["No inline styles in the templates.", "convention", "user"],
      ["Lena handles the DNS records.", "fact", "user"],
      // Relabelled: written "The user is happiest …" by hand, where decision 0352 keeps "User is happy with small PRs".
      ["User is happiest with one change per commit.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6; decision 0403 reads HTMLHint (its runs, and its finding quoted without its mark or rule,
    // an HTML element it names no tag), what the team does on every thing of a kind after what it does, what is ruled
    // out in a part of the code, and what the person is happiest with.
  },
  {
    // Written after decision 0403, its expected facts by hand before it was first run; held out until decision 0404.
    name: "written after the htmlhint, scoped-practice, none-in-a-part and happiest rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "squawk migrations/0042_add_index.sql";
      return [
        w.user("sq-u1", "squawk flags the new migration. Index changes ship in their own migration."),
        w.toolUse("sq-a1", "toolu_sq1", "Bash", { command, description: "Lint the migration" }),
        w.toolResult(
          "sq-r1",
          "toolu_sq1",
          "warning[require-concurrent-index-creation]: During normal index creation, table updates are blocked, but reads are still allowed.\n --> migrations/0042_add_index.sql:1:1\n  |\n1 | CREATE INDEX orders_created_at_idx ON orders (created_at);\n  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n  |\n  = help: Use `CONCURRENTLY` to avoid blocking writes.\n\nFind detailed examples and solutions for each rule at https://squawkhq.com/docs/rules\nFound 1 issue in 1 file (checked 1 source file)",
          true,
        ),
        w.toolUse("sq-a2", "toolu_sq2", "Edit", {
          file_path: `${project}/migrations/0042_add_index.sql`,
          old_string: "CREATE INDEX orders_created_at_idx",
          new_string: "CREATE INDEX CONCURRENTLY orders_created_at_idx",
        }),
        w.toolResult("sq-r2", "toolu_sq2", `The file ${project}/migrations/0042_add_index.sql has been updated.`),
        w.toolUse("sq-a3", "toolu_sq3", "Bash", { command, description: "Lint the migration" }),
        w.toolResult("sq-r3", "toolu_sq3", "Found 0 issues in 1 file (checked 1 source file)"),
        w.assistant("sq-a4", "The index is now created concurrently."),
        w.user("sq-u2", "Column drops happen in two steps."),
        w.assistant("sq-a5", "Understood."),
        w.user("sq-u3", "Tomasz can approve schema changes."),
        w.assistant("sq-a6", "Noted."),
        w.user("sq-u4", "cool"),
        w.assistant("sq-a7", "Anything else?"),
        w.user("sq-u5", "Diffs are worth a thousand words to me."),
        w.assistant("sq-a8", "Will do."),
      ];
    },
    expected: [
      ["Index changes ship in their own migration.", "convention", "user"],
      [
        '`squawk migrations/0042_add_index.sql` failed with "During normal index creation, table updates are blocked, but reads are still allowed." and passed after editing 0042_add_index.sql: the index is now created concurrently.',
        "solution",
        "agent",
      ],
      ["Linting runs with `squawk migrations/0042_add_index.sql` (it passed).", "code_context", "tool"],
      ["Column drops happen in two steps.", "convention", "user"],
      // Relabelled after decision 0404 (its review): written a fact by hand, where decision 0364 keeps "Ines signs off on
      // ABI changes" as a convention; who can approve is now read by that rule.
      ["Tomasz can approve schema changes.", "convention", "user"],
      ["Diffs are worth a thousand words to the user.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0404 reads Squawk (its runs, and its finding quoted without the severity or
    // the rule), how every change of a kind ships (in a unit of its own, in steps), who can approve a kind of work, and
    // what a kind is worth to the person.
  },
  {
    // Written after decision 0404, its expected facts by hand before it was first run; held out until decision 0405.
    name: "written after the squawk, shipping, can-approve and worth rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "editorconfig-checker";
      return [
        w.user("ec-u1", "editorconfig-checker is failing on CI. Generated files stay out of the linters."),
        w.toolUse("ec-a1", "toolu_ec1", "Bash", { command, description: "Check the editorconfig rules" }),
        w.toolResult("ec-r1", "toolu_ec1", "internal/server/routes.go:\n\t18: Wrong indent style found (spaces instead of tabs)\n\n1 errors found", true),
        w.toolUse("ec-a2", "toolu_ec2", "Edit", {
          file_path: `${project}/internal/server/routes.go`,
          old_string: '    r.Get("/health", health)',
          new_string: '\tr.Get("/health", health)',
        }),
        w.toolResult("ec-r2", "toolu_ec2", `The file ${project}/internal/server/routes.go has been updated.`),
        w.toolUse("ec-a3", "toolu_ec3", "Bash", { command, description: "Check the editorconfig rules" }),
        w.toolResult("ec-r3", "toolu_ec3", ""),
        w.assistant("ec-a4", "routes.go is indented with tabs again."),
        w.user("ec-u2", "Config is read once at startup."),
        w.assistant("ec-a5", "Understood."),
        w.user("ec-u3", "Priya runs the release train."),
        w.assistant("ec-a6", "Noted."),
        w.user("ec-u4", "perfect"),
        w.assistant("ec-a7", "Glad it helped."),
        w.user("ec-u5", "Pleasantries are wasted on me."),
        w.assistant("ec-a8", "Will do."),
      ];
    },
    expected: [
      ["Generated files stay out of the linters.", "convention", "user"],
      [
        '`editorconfig-checker` failed with "Wrong indent style found (spaces instead of tabs)" and passed after editing routes.go: routes.go is indented with tabs again.',
        "solution",
        "agent",
      ],
      ["Linting runs with `editorconfig-checker` (it passed).", "code_context", "tool"],
      ["Config is read once at startup.", "convention", "user"],
      ["Priya runs the release train.", "fact", "user"],
      ["Pleasantries are wasted on the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6; decision 0405 reads editorconfig-checker (its runs, and its finding quoted without the
    // line's number), who runs a standing duty, and what is wasted on the person. "Config is read once at startup." stays
    // missed: decision 0368 reads what is done to a kind, said alone, as what the code does, not a rule.
    shortfall: {
      extra: [],
      missed: ["Config is read once at startup."],
      retyped: [],
    },
  },
  {
    // Written after decision 0405, its expected facts by hand before it was first run; held out until decision 0406.
    name: "written after the editorconfig-checker, runs-a-duty and wasted-on-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dotnet format --verify-no-changes";
      return [
        w.user("df-u1", "dotnet format fails on the orders controller. Async methods end in Async."),
        w.toolUse("df-a1", "toolu_df1", "Bash", { command, description: "Check the formatting" }),
        w.toolResult(
          "df-r1",
          "toolu_df1",
          `${project}/src/Api/Controllers/OrdersController.cs(42,1): error WHITESPACE: Fix whitespace formatting. Replace 12 characters with '\\n\\s\\s\\s\\s\\s\\s\\s\\s'. [${project}/src/Api/Api.csproj]`,
          true,
        ),
        w.toolUse("df-a2", "toolu_df2", "Edit", {
          file_path: `${project}/src/Api/Controllers/OrdersController.cs`,
          old_string: "            return Ok(order);",
          new_string: "        return Ok(order);",
        }),
        w.toolResult("df-r2", "toolu_df2", `The file ${project}/src/Api/Controllers/OrdersController.cs has been updated.`),
        w.toolUse("df-a3", "toolu_df3", "Bash", { command, description: "Check the formatting" }),
        w.toolResult("df-r3", "toolu_df3", ""),
        w.assistant("df-a4", "The controller's indentation matches the editorconfig again."),
        w.user("df-u2", "DTOs are records, not classes."),
        w.assistant("df-a5", "Understood."),
        w.user("df-u3", "Sven is the one with prod database access."),
        w.assistant("df-a6", "Noted."),
        w.user("df-u4", "ok"),
        w.assistant("df-a7", "Anything else?"),
        w.user("df-u5", "Bullet points are easier on my eyes."),
        w.assistant("df-a8", "Will do."),
      ];
    },
    expected: [
      ["Async methods end in Async.", "convention", "user"],
      [
        '`dotnet format --verify-no-changes` failed with "Fix whitespace formatting." and passed after editing OrdersController.cs: the controller\'s indentation matches the editorconfig again.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `dotnet format --verify-no-changes` (it passed).", "code_context", "tool"],
      ["DTOs are records, not classes.", "convention", "user"],
      ["Sven is the one with prod database access.", "fact", "user"],
      ["Bullet points are easier on the user's eyes.", "preference", "user"],
    ],
    // Held out, it kept 3, 2 right (the fix without its error line); decision 0406 reads MSBuild's diagnostics (as
    // `dotnet build` and `dotnet format` print them: the message's first sentence), what a kind of name ends in, who is
    // the one with a kind of access, and what is easier on the person's eyes.
  },
  {
    // Written after decision 0406, its expected facts by hand before it was first run; held out until decision 0407.
    name: "written after the msbuild, ends-in, one-with-access and easier-on-my-eyes rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx flow check";
      return [
        w.user("fl2-u1", "flow is red on the cart. We pair on anything touching payments."),
        w.toolUse("fl2-a1", "toolu_fl21", "Bash", { command, description: "Type-check with Flow" }),
        w.toolResult(
          "fl2-r1",
          "toolu_fl21",
          "Error ------------------------------------------------------------------------------------------ src/cart/total.js:12:10\n\nCannot return `total` because number [1] is incompatible with string [2]. [incompatible-return]\n\n   src/cart/total.js\n   [2]  8| function format(items: Array<Item>): string {\n   [1]  9|   const total = items.reduce((sum, item) => sum + item.price, 0);\n       12|   return total;\n\n\nFound 1 error",
          true,
        ),
        w.toolUse("fl2-a2", "toolu_fl22", "Edit", {
          file_path: `${project}/src/cart/total.js`,
          old_string: "  return total;",
          new_string: "  return formatCents(total);",
        }),
        w.toolResult("fl2-r2", "toolu_fl22", `The file ${project}/src/cart/total.js has been updated.`),
        w.toolUse("fl2-a3", "toolu_fl23", "Bash", { command, description: "Type-check with Flow" }),
        w.toolResult("fl2-r3", "toolu_fl23", "Found 0 errors"),
        w.assistant("fl2-a4", "format now returns the total as a formatted string."),
        w.user("fl2-u2", "Exports are named, never default."),
        w.assistant("fl2-a5", "Understood."),
        w.user("fl2-u3", "Katja is our Flow whisperer."),
        w.assistant("fl2-a6", "Noted."),
        w.user("fl2-u4", "great"),
        w.assistant("fl2-a7", "Anything else?"),
        w.user("fl2-u5", "I skim anything longer than a screen."),
        w.assistant("fl2-a8", "Will do."),
      ];
    },
    expected: [
      ["The team pairs on anything touching payments.", "convention", "user"],
      [
        '`npx flow check` failed with "Cannot return `total` because number [1] is incompatible with string [2]." and passed after editing total.js: format now returns the total as a formatted string.',
        "solution",
        "agent",
      ],
      ["Type checking runs with `npx flow check` (it passed).", "code_context", "tool"],
      ["Exports are named, never default.", "convention", "user"],
      ["Katja is the team's Flow whisperer.", "fact", "user"],
      // Relabelled: written "The user skims …" by hand, where "I never read anything longer …" keeps "User never reads …".
      ["User skims anything longer than a screen.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0407 reads Flow (`flow check`, and its error's message under its heading,
    // without the code), what the team does on anything touching a part, what a kind is and never is, a whisperer, and
    // what the person skims past a size.
  },
  {
    // Written after decision 0407, its expected facts by hand before it was first run; held out until decision 0408.
    name: "written after the flow, on-anything, never-other, whisperer and skims rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec standardrb";
      return [
        w.user("sr-u1", "standardrb is failing on the order model. Background jobs are idempotent by design."),
        w.toolUse("sr-a1", "toolu_sr1", "Bash", { command, description: "Lint with Standard" }),
        w.toolResult(
          "sr-r1",
          "toolu_sr1",
          "standard: Use Ruby Standard Style (https://github.com/standardrb/standard)\n  app/models/order.rb:12:18: Style/StringLiterals: Prefer double-quoted strings unless you need single quotes to avoid extra backslashes for escaping.",
          true,
        ),
        w.toolUse("sr-a2", "toolu_sr2", "Edit", {
          file_path: `${project}/app/models/order.rb`,
          old_string: "status = 'pending'",
          new_string: 'status = "pending"',
        }),
        w.toolResult("sr-r2", "toolu_sr2", `The file ${project}/app/models/order.rb has been updated.`),
        w.toolUse("sr-a3", "toolu_sr3", "Bash", { command, description: "Lint with Standard" }),
        w.toolResult("sr-r3", "toolu_sr3", ""),
        w.assistant("sr-a4", "Strings in order.rb use double quotes now."),
        w.user("sr-u2", "Service objects expose a single call method."),
        w.assistant("sr-a5", "Understood."),
        w.user("sr-u3", "Hannah is the person behind our Sidekiq setup."),
        w.assistant("sr-a6", "Noted."),
        w.user("sr-u4", "nice"),
        w.assistant("sr-a7", "Thanks!"),
        w.user("sr-u5", "Emoji in replies feel noisy to me."),
        w.assistant("sr-a8", "Will do."),
      ];
    },
    expected: [
      ["Background jobs are idempotent by design.", "convention", "user"],
      // Relabelled: written with the cop's name by hand; with it the quote passes the 120 characters a quote may hold, and
      // decision 0372 then quotes RuboCop's message alone.
      [
        '`bundle exec standardrb` failed with "Prefer double-quoted strings unless you need single quotes to avoid extra backslashes for escaping." and passed after editing order.rb: strings in order.rb use double quotes now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bundle exec standardrb` (it passed).", "code_context", "tool"],
      ["Service objects expose a single call method.", "convention", "user"],
      ["Hannah is the person behind the team's Sidekiq setup.", "fact", "user"],
      ["Emoji in replies feel noisy to the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6; decision 0408 reads Standard Ruby (its runs, and its finding as RuboCop's without the
    // severity's letter), a property a kind has by design, the person behind a part, and what a kind of reply feels like
    // to the person.
  },
  {
    // Written after decision 0408, its expected facts by hand before it was first run; held out until decision 0409.
    name: "written after the standardrb, by-design, person-behind and feels-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pip-audit -r requirements.txt";
      return [
        w.user("pa-u1", "pip-audit flags a CVE. Security fixes jump the queue."),
        w.toolUse("pa-a1", "toolu_pa1", "Bash", { command, description: "Audit the dependencies" }),
        w.toolResult(
          "pa-r1",
          "toolu_pa1",
          "Found 1 known vulnerability in 1 package\nName   Version ID                  Fix Versions\n------ ------- ------------------- ------------\njinja2 3.1.2   GHSA-h5c8-rqwp-cp95 3.1.3",
          true,
        ),
        w.toolUse("pa-a2", "toolu_pa2", "Edit", {
          file_path: `${project}/requirements.txt`,
          old_string: "jinja2==3.1.2",
          new_string: "jinja2==3.1.3",
        }),
        w.toolResult("pa-r2", "toolu_pa2", `The file ${project}/requirements.txt has been updated.`),
        w.toolUse("pa-a3", "toolu_pa3", "Bash", { command, description: "Audit the dependencies" }),
        w.toolResult("pa-r3", "toolu_pa3", "No known vulnerabilities found"),
        w.assistant("pa-a4", "jinja2 is pinned to 3.1.3 now."),
        w.user("pa-u2", "Nothing gets installed from a git URL."),
        w.assistant("pa-a5", "Understood."),
        w.user("pa-u3", "Ask Bogdan anything about the Celery workers."),
        w.assistant("pa-a6", "Noted."),
        w.user("pa-u4", "ty"),
        w.assistant("pa-a7", "Anytime."),
        w.user("pa-u5", "I can't parse walls of text."),
        w.assistant("pa-a8", "Will do."),
      ];
    },
    expected: [
      ["Security fixes jump the queue.", "convention", "user"],
      [
        '`pip-audit -r requirements.txt` failed with "Found 1 known vulnerability in 1 package" and passed after editing requirements.txt: jinja2 is pinned to 3.1.3 now.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `pip-audit -r requirements.txt` (it passed).", "code_context", "tool"],
      ["Nothing gets installed from a git URL.", "convention", "user"],
      // Relabelled: written a fact by hand, where decision 0370 keeps "Ask Ines about anything touching the ABI" as a
      // convention.
      ["Ask Bogdan anything about the Celery workers.", "convention", "user"],
      // Relabelled: written "User can't …" by hand, where "I can't stand …" keeps "The user can't stand …".
      ["The user can't parse walls of text.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0409 reads pip-audit (its runs, and the count of what it found), how every
    // thing of a kind is put ahead of the rest, where nothing is installed from, who to ask anything about a part, and
    // what the person can't parse.
  },
  {
    // Written after decision 0409, its expected facts by hand before it was first run; held out until decision 0410.
    name: "written after the pip-audit, jumps-the-queue, nothing-from, ask-anything and can't-parse rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix format --check-formatted";
      return [
        w.user("mf-u1", "mix format is unhappy. Contexts talk to each other only through their public API."),
        w.toolUse("mf-a1", "toolu_mf1", "Bash", { command, description: "Check the formatting" }),
        w.toolResult(
          "mf-r1",
          "toolu_mf1",
          "** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n  * lib/shop/cart.ex",
          true,
        ),
        w.toolUse("mf-a2", "toolu_mf2", "Edit", {
          file_path: `${project}/lib/shop/cart.ex`,
          old_string: "def total(items),do: Enum.sum(items)",
          new_string: "def total(items), do: Enum.sum(items)",
        }),
        w.toolResult("mf-r2", "toolu_mf2", `The file ${project}/lib/shop/cart.ex has been updated.`),
        w.toolUse("mf-a3", "toolu_mf3", "Bash", { command, description: "Check the formatting" }),
        w.toolResult("mf-r3", "toolu_mf3", ""),
        w.assistant("mf-a4", "cart.ex is formatted now."),
        w.user("mf-u2", "Every GenServer has a supervisor."),
        w.assistant("mf-a5", "Understood."),
        w.user("mf-u3", "Rafael is our BEAM person."),
        w.assistant("mf-a6", "Noted."),
        w.user("mf-u4", "sweet"),
        w.assistant("mf-a7", "Anything else?"),
        w.user("mf-u5", "Long explanations make my eyes glaze over."),
        w.assistant("mf-a8", "Will do."),
      ];
    },
    expected: [
      ["Contexts talk to each other only through their public API.", "convention", "user"],
      // Relabelled: written without Mix's "** (Mix)" mark by hand, where the fixture written after decision 0353 quotes
      // Mix's line whole.
      [
        '`mix format --check-formatted` failed with "** (Mix) mix format failed due to --check-formatted." and passed after editing cart.ex: cart.ex is formatted now.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `mix format --check-formatted` (it passed).", "code_context", "tool"],
      ["Every GenServer has a supervisor.", "convention", "user"],
      ["Rafael is the team's BEAM person.", "fact", "user"],
      ["Long explanations make the user's eyes glaze over.", "preference", "user"],
    ],
    // Held out, it kept 2, 1 right as written (2 right after its fix's label was relabelled); decision 0410 reads the one
    // way the parts of a kind reach each other, a tool's name before "person", and what makes the person's eyes glaze
    // over. "Every GenServer has a supervisor." stays missed: what every thing of a kind has is as often the shape of
    // the data ("Every queue has a dead-letter queue").
    shortfall: {
      extra: [],
      missed: ["Every GenServer has a supervisor."],
      retyped: [],
    },
  },
  {
    // Written after decision 0410, its expected facts by hand before it was first run; held out until decision 0411.
    name: "written after the talks-through, tool-person and glaze-over rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "swiftformat --lint .";
      return [
        w.user("sf-u1", "swiftformat fails in lint mode. View models stay free of SwiftUI."),
        w.toolUse("sf-a1", "toolu_sf1", "Bash", { command, description: "Check the formatting" }),
        w.toolResult(
          "sf-r1",
          "toolu_sf1",
          `Running SwiftFormat...\n(lint mode - no files will be changed.)\n${project}/Sources/App/CartView.swift:12:1: error: (indent) Indent code in accordance with the scope level.\nSwiftFormat completed in 0.02s.\nSource input did not pass lint check.\n1/12 files require formatting.`,
          true,
        ),
        w.toolUse("sf-a2", "toolu_sf2", "Edit", {
          file_path: `${project}/Sources/App/CartView.swift`,
          old_string: "            Text(total)",
          new_string: "        Text(total)",
        }),
        w.toolResult("sf-r2", "toolu_sf2", `The file ${project}/Sources/App/CartView.swift has been updated.`),
        w.toolUse("sf-a3", "toolu_sf3", "Bash", { command, description: "Check the formatting" }),
        w.toolResult(
          "sf-r3",
          "toolu_sf3",
          "Running SwiftFormat...\n(lint mode - no files will be changed.)\nSwiftFormat completed in 0.02s.\n0/12 files require formatting.",
        ),
        w.assistant("sf-a4", "CartView.swift is indented by scope again."),
        w.user("sf-u2", "Force unwraps count as a code smell."),
        w.assistant("sf-a5", "Understood."),
        w.user("sf-u3", "Nadia signs off on anything App Store related."),
        w.assistant("sf-a6", "Noted."),
        w.user("sf-u4", "thx"),
        w.assistant("sf-a7", "You're welcome."),
        w.user("sf-u5", "Shorter is better for me."),
        w.assistant("sf-a8", "Will do."),
      ];
    },
    expected: [
      ["View models stay free of SwiftUI.", "convention", "user"],
      [
        '`swiftformat --lint .` failed with "Indent code in accordance with the scope level." and passed after editing CartView.swift: CartView.swift is indented by scope again.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `swiftformat --lint .` (it passed).", "code_context", "tool"],
      ["Force unwraps count as a code smell.", "convention", "user"],
      ["Nadia signs off on anything App Store related.", "convention", "user"],
      ["Shorter is better for the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6; decision 0411 reads SwiftFormat (`--lint`, a formatting check, and its finding without
    // the place or the rule), what every thing of a kind counts as in review, and a comparative better for the person.
  },
  {
    // Written after decision 0411, its expected facts by hand before it was first run; held out until decision 0412.
    name: "written after the swiftformat, counts-as and shorter-is-better rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "stylua --check .";
      return [
        w.user("st-u1", "stylua wants changes in the menu module. Modules return a single table."),
        w.toolUse("st-a1", "toolu_st1", "Bash", { command, description: "Check the Lua formatting" }),
        w.toolResult("st-r1", "toolu_st1", "Diff in ./src/ui/menu.lua:\n1    |-local  items = {}\n   1 |+local items = {}", true),
        w.toolUse("st-a2", "toolu_st2", "Edit", {
          file_path: `${project}/src/ui/menu.lua`,
          old_string: "local  items = {}",
          new_string: "local items = {}",
        }),
        w.toolResult("st-r2", "toolu_st2", `The file ${project}/src/ui/menu.lua has been updated.`),
        w.toolUse("st-a3", "toolu_st3", "Bash", { command, description: "Check the Lua formatting" }),
        w.toolResult("st-r3", "toolu_st3", ""),
        w.assistant("st-a4", "menu.lua is formatted now."),
        w.user("st-u2", "Globals are allowed in init.lua only."),
        w.assistant("st-a5", "Understood."),
        w.user("st-u3", "Theo keeps the LÖVE build scripts alive."),
        w.assistant("st-a6", "Noted."),
        w.user("st-u4", "cheers"),
        w.assistant("st-a7", "Anytime."),
        w.user("st-u5", "Long code blocks are a pain on my phone."),
        w.assistant("st-a8", "Will do."),
      ];
    },
    expected: [
      ["Modules return a single table.", "convention", "user"],
      ["`stylua --check .` failed and passed after editing menu.lua: menu.lua is formatted now.", "solution", "agent"],
      ["Formatting runs with `stylua --check .` (it passed).", "code_context", "tool"],
      ["Globals are allowed in init.lua only.", "convention", "user"],
      ["Theo keeps the LÖVE build scripts alive.", "fact", "user"],
      ["Long code blocks are a pain on the user's phone.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6; decision 0412 reads StyLua (`--check`, a formatting check whose diff names no finding),
    // who keeps a part of the project alive, and what a kind of answer is like on the person's screen.
  },
  {
    // Written after decision 0412, its expected facts by hand before it was first run; held out until decision 0413.
    name: "written after the stylua, keeps-alive and pain-on-my-phone rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm exec svelte-check";
      return [
        w.user("sv-u1", "svelte-check is failing on the cart page. Load functions never touch the DOM."),
        w.toolUse("sv-a1", "toolu_sv1", "Bash", { command, description: "Type-check the Svelte components" }),
        w.toolResult(
          "sv-r1",
          "toolu_sv1",
          `====================================\nLoading svelte-check in workspace: ${project}\nGetting Svelte diagnostics...\n\n${project}/src/lib/Cart.svelte:14:5\nError: Type 'string' is not assignable to type 'number'. (ts)\n    total = "0";\n\n====================================\nsvelte-check found 1 error and 0 warnings in 1 file`,
          true,
        ),
        w.toolUse("sv-a2", "toolu_sv2", "Edit", { file_path: `${project}/src/lib/Cart.svelte`, old_string: 'total = "0";', new_string: "total = 0;" }),
        w.toolResult("sv-r2", "toolu_sv2", `The file ${project}/src/lib/Cart.svelte has been updated.`),
        w.toolUse("sv-a3", "toolu_sv3", "Bash", { command, description: "Type-check the Svelte components" }),
        w.toolResult(
          "sv-r3",
          "toolu_sv3",
          `====================================\nLoading svelte-check in workspace: ${project}\nGetting Svelte diagnostics...\n\n====================================\nsvelte-check found 0 errors and 0 warnings`,
        ),
        w.assistant("sv-a4", "The cart total is a number again."),
        w.user("sv-u2", "Shared components go under src/lib/components."),
        w.assistant("sv-a5", "Got it."),
        w.user("sv-u3", "Questions about the design system go to Ines."),
        w.assistant("sv-a6", "Noted."),
        w.user("sv-u4", "ok great"),
        w.assistant("sv-a7", "Glad it helped."),
        w.user("sv-u5", "Inline comments in suggested code distract me."),
        w.assistant("sv-a8", "I'll leave them out."),
      ];
    },
    expected: [
      ["Load functions never touch the DOM.", "convention", "user"],
      [
        "`pnpm exec svelte-check` failed with \"Type 'string' is not assignable to type 'number'.\" and passed after editing Cart.svelte: the cart total is a number again.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `pnpm exec svelte-check` (it passed).", "code_context", "tool"],
      ["Shared components go under src/lib/components.", "convention", "user"],
      ["Questions about the design system go to Ines.", "fact", "user"],
      ["Inline comments in suggested code distract the user.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6; decision 0413 reads svelte-check (a type check, and its finding under its place without
    // the severity or the source), and what distracts the person or throws them off.
  },
  {
    // Written after decision 0413, its expected facts by hand before it was first run; held out until decision 0414.
    name: "written after the svelte-check and distracts-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm exec astro check";
      return [
        w.user("as-u1", "astro check is red on the blog index. Components never read Astro.request directly."),
        w.toolUse("as-a1", "toolu_as1", "Bash", { command, description: "Type-check the Astro pages" }),
        w.toolResult(
          "as-r1",
          "toolu_as1",
          `14:02:11 [check] Getting diagnostics for Astro files in ${project}/...\nsrc/pages/blog/index.astro:12:7 - error ts(2322): Type 'string' is not assignable to type 'number'.\n\n12       <PostList limit="5" />\n         ~~~~~\n\nResult (14 files): \n- 1 error\n- 0 warnings\n- 0 hints`,
          true,
        ),
        w.toolUse("as-a2", "toolu_as2", "Edit", { file_path: `${project}/src/pages/blog/index.astro`, old_string: 'limit="5"', new_string: "limit={5}" }),
        w.toolResult("as-r2", "toolu_as2", `The file ${project}/src/pages/blog/index.astro has been updated.`),
        w.toolUse("as-a3", "toolu_as3", "Bash", { command, description: "Type-check the Astro pages" }),
        w.toolResult("as-r3", "toolu_as3", "Result (14 files): \n- 0 errors\n- 0 warnings\n- 0 hints"),
        w.assistant("as-a4", "The limit is passed as a number now."),
        w.user("as-u2", "Blog posts are written in MDX, never plain Markdown."),
        w.assistant("as-a5", "Got it."),
        w.user("as-u3", "Priya has the final say on anything in the RSS feed."),
        w.assistant("as-a6", "Noted."),
        w.user("as-u4", "thanks!"),
        w.assistant("as-a7", "You're welcome."),
        w.user("as-u5", "Step-by-step plans put my mind at ease."),
        w.assistant("as-a8", "I'll lay them out."),
      ];
    },
    expected: [
      ["Components never read Astro.request directly.", "convention", "user"],
      [
        "`pnpm exec astro check` failed with \"Type 'string' is not assignable to type 'number'.\" and passed after editing index.astro: the limit is passed as a number now.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `pnpm exec astro check` (it passed).", "code_context", "tool"],
      ["Blog posts are written in MDX, never plain Markdown.", "convention", "user"],
      // Hand-labelled "fact"; relabelled in decision 0414 to the earlier fixtures' "convention" for who has the final say.
      ["Priya has the final say on anything in the RSS feed.", "convention", "user"],
      ["Step-by-step plans put the user's mind at ease.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both with the other type than the hand-written one (one hand label relabelled); decision
    // 0414 reads `astro check` (a type check, and its finding without the place, the severity or the code), what a kind
    // never reads, a markup a kind of text is written in, and what puts the person's mind at ease.
  },
  {
    // Written after decision 0414, its expected facts by hand before it was first run; held out until decision 0415.
    name: "written after the astro-check, never-reads, markup and mind-at-ease rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec brakeman";
      return [
        w.user("bk-u1", "brakeman flags the users controller. Controllers never build SQL strings by hand."),
        w.toolUse("bk-a1", "toolu_bk1", "Bash", { command, description: "Scan the Rails app for security warnings" }),
        w.toolResult(
          "bk-r1",
          "toolu_bk1",
          `== Brakeman Report ==\n\nApplication Path: ${project}\nRails Version: 7.1.3\nBrakeman Version: 6.1.2\n\n== Overview ==\n\nControllers: 8\nModels: 6\nTemplates: 14\nErrors: 0\nSecurity Warnings: 1\n\n== Warning Types ==\n\nSQL Injection: 1\n\n== Warnings ==\n\nConfidence: High\nCategory: SQL Injection\nCheck: SQL\nMessage: Possible SQL injection\nCode: User.where("name = '#{params[:name]}'")\nFile: app/controllers/users_controller.rb\nLine: 12`,
          true,
        ),
        w.toolUse("bk-a2", "toolu_bk2", "Edit", {
          file_path: `${project}/app/controllers/users_controller.rb`,
          old_string: `User.where("name = '#{params[:name]}'")`,
          new_string: "User.where(name: params[:name])",
        }),
        w.toolResult("bk-r2", "toolu_bk2", `The file ${project}/app/controllers/users_controller.rb has been updated.`),
        w.toolUse("bk-a3", "toolu_bk3", "Bash", { command, description: "Scan the Rails app for security warnings" }),
        w.toolResult(
          "bk-r3",
          "toolu_bk3",
          `== Brakeman Report ==\n\nApplication Path: ${project}\n\n== Overview ==\n\nControllers: 8\nModels: 6\nTemplates: 14\nErrors: 0\nSecurity Warnings: 0\n\n== Warnings ==\n\nNo warnings found`,
        ),
        w.assistant("bk-a4", "The query binds the name as a parameter now."),
        w.user("bk-u2", "Every background job has to be idempotent."),
        w.assistant("bk-a5", "Understood."),
        w.user("bk-u3", "Marta knows the payments gem inside out."),
        w.assistant("bk-a6", "Good to know."),
        w.user("bk-u4", "thx"),
        w.assistant("bk-a7", "Anytime."),
        w.user("bk-u5", "Bullet lists help me think."),
        w.assistant("bk-a8", "I'll use them."),
      ];
    },
    expected: [
      ["Controllers never build SQL strings by hand.", "convention", "user"],
      [
        '`bundle exec brakeman` failed with "Possible SQL injection" and passed after editing users_controller.rb: the query binds the name as a parameter now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bundle exec brakeman` (it passed).", "code_context", "tool"],
      ["Every background job has to be idempotent.", "convention", "user"],
      ["Marta knows the payments gem inside out.", "fact", "user"],
      ["Bullet lists help the user think.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0415 reads Brakeman (a security scan, and its warning's message under
    // the check that found it), what a kind never builds, and what helps the person think.
  },
  {
    // Written after decision 0415, its expected facts by hand before it was first run; held out until decision 0416.
    name: "written after the brakeman, never-builds and helps-me-think rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go vet ./...";
      return [
        w.user("gv-u1", "go vet is unhappy with the cart package. Handlers return errors, they never panic."),
        w.toolUse("gv-a1", "toolu_gv1", "Bash", { command, description: "Vet the Go packages" }),
        w.toolResult(
          "gv-r1",
          "toolu_gv1",
          "# example.com/shop/cart\n# [example.com/shop/cart]\n./cart.go:42:2: fmt.Sprintf format %d has arg total of wrong type string",
          true,
        ),
        w.toolUse("gv-a2", "toolu_gv2", "Edit", {
          file_path: `${project}/cart/cart.go`,
          old_string: 'fmt.Sprintf("%d", total)',
          new_string: 'fmt.Sprintf("%s", total)',
        }),
        w.toolResult("gv-r2", "toolu_gv2", `The file ${project}/cart/cart.go has been updated.`),
        w.toolUse("gv-a3", "toolu_gv3", "Bash", { command, description: "Vet the Go packages" }),
        w.toolResult("gv-r3", "toolu_gv3", ""),
        w.assistant("gv-a4", "The total is formatted with %s now."),
        w.user("gv-u2", "We squash-merge every PR."),
        w.assistant("gv-a5", "Okay."),
        w.user("gv-u3", "Ask Lena before touching the billing schema."),
        w.assistant("gv-a6", "Will do."),
        w.user("gv-u4", "perfect, ty"),
        w.assistant("gv-a7", "Happy to help."),
        w.user("gv-u5", "Code first, explanation after, please."),
        w.assistant("gv-a8", "Sure."),
      ];
    },
    expected: [
      ["Handlers return errors, they never panic.", "convention", "user"],
      // Hand-written without the place; relabelled in decision 0416 to decision 0377's reading of a Go finding: the line
      // whole, its place too.
      [
        '`go vet ./...` failed with "./cart.go:42:2: fmt.Sprintf format %d has arg total of wrong type string" and passed after editing cart.go: the total is formatted with %s now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `go vet ./...` (it passed).", "code_context", "tool"],
      ["The team squash-merges every PR.", "convention", "user"],
      ["Ask Lena before touching the billing schema.", "convention", "user"],
      ["Code first, explanation after.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0416 reads `go vet` (a lint, not with `-vettool`). "Handlers return
    // errors, they never panic" (what the code does, as often a claim as a rule) and "Code first, explanation after,
    // please" (an order for this answer as often as for every answer) stay missed: a wrong memory is worse than none.
    shortfall: {
      extra: [],
      missed: ["Handlers return errors, they never panic.", "Code first, explanation after."],
      retyped: [],
    },
  },
  {
    // Written after decision 0416, its expected facts by hand before it was first run; held out until decision 0417.
    name: "written after the go-vet rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./mvnw spotless:check";
      return [
        w.user("sp-u1", "spotless is failing the build. DTOs are records, never Lombok classes."),
        w.toolUse("sp-a1", "toolu_sp1", "Bash", { command, description: "Check the Java formatting" }),
        w.toolResult(
          "sp-r1",
          "toolu_sp1",
          "[ERROR] Failed to execute goal com.diffplug.spotless:spotless-maven-plugin:2.43.0:check (default-cli) on project shop: The following files had format violations:\n[ERROR]     src/main/java/shop/CartService.java\n[ERROR]         @@ -12,7 +12,7 @@\n[ERROR]         -    public  Money total() {\n[ERROR]         +    public Money total() {\n[ERROR] Run 'mvn spotless:apply' to fix these violations.",
          true,
        ),
        w.toolUse("sp-a2", "toolu_sp2", "Edit", {
          file_path: `${project}/src/main/java/shop/CartService.java`,
          old_string: "public  Money total() {",
          new_string: "public Money total() {",
        }),
        w.toolResult("sp-r2", "toolu_sp2", `The file ${project}/src/main/java/shop/CartService.java has been updated.`),
        w.toolUse("sp-a3", "toolu_sp3", "Bash", { command, description: "Check the Java formatting" }),
        w.toolResult("sp-r3", "toolu_sp3", "[INFO] Spotless.Java is keeping 42 files clean - 0 needs changes to be clean\n[INFO] BUILD SUCCESS"),
        w.assistant("sp-a4", "CartService.java is formatted now."),
        w.user("sp-u2", "Every REST controller gets an integration test."),
        w.assistant("sp-a5", "Okay."),
        w.user("sp-u3", "Questions about the checkout flow go to Björn."),
        w.assistant("sp-a6", "Noted."),
        w.user("sp-u4", "nice one"),
        w.assistant("sp-a7", "Thanks!"),
        w.user("sp-u5", "I'm not a fan of one-letter variable names."),
        w.assistant("sp-a8", "I'll avoid them."),
      ];
    },
    expected: [
      ["DTOs are records, never Lombok classes.", "convention", "user"],
      ["`./mvnw spotless:check` failed and passed after editing CartService.java: CartService.java is formatted now.", "solution", "agent"],
      ["Formatting runs with `./mvnw spotless:check` (it passed).", "code_context", "tool"],
      ["Every REST controller gets an integration test.", "convention", "user"],
      ["Questions about the checkout flow go to Björn.", "fact", "user"],
      ["User is not a fan of one-letter variable names.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, none wrong; decision 0417 reads Maven's wrapper and Spotless's check (a formatting check,
    // its diff quoted by none), and what a kind gets named by a word of its own after "an" ("an integration test").
  },
  {
    // Written after decision 0417, its expected facts by hand before it was first run; held out until decision 0418.
    name: "written after the spotless and an-integration-test rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dotnet format --verify-no-changes";
      return [
        w.user("df-u1", "dotnet format fails on CI again. Async methods end in Async."),
        w.toolUse("df-a1", "toolu_df1", "Bash", { command, description: "Check the C# formatting" }),
        w.toolResult(
          "df-r1",
          "toolu_df1",
          `${project}/src/Shop/CartService.cs(3,1): error IMPORTS: Fix imports ordering. [${project}/src/Shop/Shop.csproj]`,
          true,
        ),
        w.toolUse("df-a2", "toolu_df2", "Edit", {
          file_path: `${project}/src/Shop/CartService.cs`,
          old_string: "using System.Linq;\nusing System;",
          new_string: "using System;\nusing System.Linq;",
        }),
        w.toolResult("df-r2", "toolu_df2", `The file ${project}/src/Shop/CartService.cs has been updated.`),
        w.toolUse("df-a3", "toolu_df3", "Bash", { command, description: "Check the C# formatting" }),
        w.toolResult("df-r3", "toolu_df3", ""),
        w.assistant("df-a4", "The usings in CartService.cs are sorted now."),
        w.user("df-u2", "Tomás owns the payment gateway."),
        w.assistant("df-a5", "Good to know."),
        w.user("df-u3", "Every migration gets reviewed by the DBA."),
        w.assistant("df-a6", "Understood."),
        w.user("df-u4", "thanks, looks good"),
        w.assistant("df-a7", "Glad it helped."),
        w.user("df-u5", "I'd rather have fewer, bigger PRs."),
        w.assistant("df-a8", "Noted."),
      ];
    },
    expected: [
      ["Async methods end in Async.", "convention", "user"],
      [
        '`dotnet format --verify-no-changes` failed with "Fix imports ordering." and passed after editing CartService.cs: the usings in CartService.cs are sorted now.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `dotnet format --verify-no-changes` (it passed).", "code_context", "tool"],
      ["Tomás owns the payment gateway.", "fact", "user"],
      ["Every migration gets reviewed by the DBA.", "convention", "user"],
      ["User would rather have fewer, bigger PRs.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, none wrong; decision 0418 reads how every one thing of a kind is made or checked, by what
    // or whom ("every migration gets reviewed by the DBA"), as the plural was read.
  },
  {
    // Written after decision 0418, its expected facts by hand before it was first run; held out until decision 0419.
    name: "written after the every-one-handled rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix format --check-formatted";
      return [
        w.user("mf-u1", "mix format is failing CI. Controllers talk to contexts, not to Repo."),
        w.toolUse("mf-a1", "toolu_mf1", "Bash", { command, description: "Check the Elixir formatting" }),
        w.toolResult(
          "mf-r1",
          "toolu_mf1",
          "** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n  * lib/shop/cart.ex\n",
          true,
        ),
        w.toolUse("mf-a2", "toolu_mf2", "Edit", {
          file_path: `${project}/lib/shop/cart.ex`,
          old_string: "def total(cart),do: sum(cart.items)",
          new_string: "def total(cart), do: sum(cart.items)",
        }),
        w.toolResult("mf-r2", "toolu_mf2", `The file ${project}/lib/shop/cart.ex has been updated.`),
        w.toolUse("mf-a3", "toolu_mf3", "Bash", { command, description: "Check the Elixir formatting" }),
        w.toolResult("mf-r3", "toolu_mf3", ""),
        w.assistant("mf-a4", "cart.ex is formatted now."),
        w.user("mf-u2", "Ingrid is our go-to person for LiveView questions."),
        w.assistant("mf-a5", "Good to know."),
        w.user("mf-u3", "Each GenServer gets its own supervisor."),
        w.assistant("mf-a6", "Understood."),
        w.user("mf-u4", "sounds good"),
        w.assistant("mf-a7", "Great."),
        w.user("mf-u5", "Walls of text wear me out."),
        w.assistant("mf-a8", "I'll keep it short."),
      ];
    },
    expected: [
      ["Controllers talk to contexts, not to Repo.", "convention", "user"],
      // Hand-written without a quote; relabelled in decision 0419 to the earlier fixtures' quote of Mix's line (the
      // transcripts held out until decisions 0354 and 0410 quote "mix format failed due to --check-formatted").
      [
        '`mix format --check-formatted` failed with "** (Mix) mix format failed due to --check-formatted." and passed after editing cart.ex: cart.ex is formatted now.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `mix format --check-formatted` (it passed).", "code_context", "tool"],
      ["Ingrid is the team's go-to person for LiveView questions.", "fact", "user"],
      ["Each GenServer gets its own supervisor.", "convention", "user"],
      ["Walls of text wear the user out.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, its fix quoting Mix's line where the hand label quoted nothing (relabelled to the
    // earlier fixtures' quote: then 4 of 6, none wrong); decision 0419 reads what every one thing of a kind has to itself
    // ("its own supervisor") and what a kind talks to, with what it excludes.
  },
  {
    // Written after decision 0419, its expected facts by hand before it was first run; held out until decision 0420.
    name: "written after the its-own and talks-to rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "uv run ruff format --check .";
      return [
        w.user("rf-u1", "ruff format keeps failing in CI. Pydantic models live in schemas.py, ORM models in models.py."),
        w.toolUse("rf-a1", "toolu_rf1", "Bash", { command, description: "Check the Python formatting" }),
        w.toolResult("rf-r1", "toolu_rf1", "Would reformat: src/shop/cart.py\n1 file would be reformatted, 12 files already formatted", true),
        w.toolUse("rf-a2", "toolu_rf2", "Edit", {
          file_path: `${project}/src/shop/cart.py`,
          old_string: "def total(items):return sum(i.price for i in items)",
          new_string: "def total(items):\n    return sum(i.price for i in items)",
        }),
        w.toolResult("rf-r2", "toolu_rf2", `The file ${project}/src/shop/cart.py has been updated.`),
        w.toolUse("rf-a3", "toolu_rf3", "Bash", { command, description: "Check the Python formatting" }),
        w.toolResult("rf-r3", "toolu_rf3", "13 files already formatted"),
        w.assistant("rf-a4", "cart.py is formatted now."),
        w.user("rf-u2", "Priya handles anything related to Stripe webhooks."),
        w.assistant("rf-a5", "Good to know."),
        w.user("rf-u3", "Nothing in the request path does blocking I/O."),
        w.assistant("rf-a6", "Understood."),
        w.user("rf-u4", "ok great"),
        w.assistant("rf-a7", "Glad to help."),
        w.user("rf-u5", "Type hints everywhere make me happy."),
        w.assistant("rf-a8", "Noted."),
      ];
    },
    expected: [
      // Hand-written a convention; relabelled to the earlier fixtures' "code_context" for where a kind of code lives.
      ["Pydantic models live in schemas.py, ORM models in models.py.", "code_context", "user"],
      ["`uv run ruff format --check .` failed and passed after editing cart.py: cart.py is formatted now.", "solution", "agent"],
      ["Formatting runs with `uv run ruff format --check .` (it passed).", "code_context", "tool"],
      ["Priya handles anything related to Stripe webhooks.", "fact", "user"],
      ["Nothing in the request path does blocking I/O.", "convention", "user"],
      ["Type hints everywhere make the user happy.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right (with the relabel above), `ruff format --check` kept as linting; decision 0420
    // reads Ruff's and Biome's formatter as the formatting check, what no code at a place does, and what makes the person
    // happy.
  },
  {
    // Written after decision 0420, its expected facts by hand before it was first run; held out until decision 0421.
    name: "written after the ruff-format, nothing-at-a-place and makes-me-happy rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm exec knip";
      return [
        w.user("kn-u1", "knip is failing on main. Shared types go in packages/types, never in apps."),
        w.toolUse("kn-a1", "toolu_kn1", "Bash", { command, description: "Find unused files and exports" }),
        w.toolResult("kn-r1", "toolu_kn1", "Unused exports (1)\nformatCents  function  src/money.ts:12:17", true),
        w.toolUse("kn-a2", "toolu_kn2", "Edit", {
          file_path: `${project}/src/money.ts`,
          old_string: "export function formatCents(",
          new_string: "function formatCents(",
        }),
        w.toolResult("kn-r2", "toolu_kn2", `The file ${project}/src/money.ts has been updated.`),
        w.toolUse("kn-a3", "toolu_kn3", "Bash", { command, description: "Find unused files and exports" }),
        w.toolResult("kn-r3", "toolu_kn3", "✂️  Excellent, Knip found no issues."),
        w.assistant("kn-a4", "formatCents is no longer exported."),
        w.user("kn-u2", "Reza is the person to ask about the billing cron."),
        w.assistant("kn-a5", "Good to know."),
        w.user("kn-u3", "Feature flags are cleaned up within two sprints of launch."),
        w.assistant("kn-a6", "Understood."),
        w.user("kn-u4", "cheers"),
        w.assistant("kn-a7", "Anytime."),
        w.user("kn-u5", "Long preambles make me skim."),
        w.assistant("kn-a8", "I'll get to the point."),
      ];
    },
    expected: [
      ["Shared types go in packages/types, never in apps.", "convention", "user"],
      ["`pnpm exec knip` failed and passed after editing money.ts: formatCents is no longer exported.", "solution", "agent"],
      ["Linting runs with `pnpm exec knip` (it passed).", "code_context", "tool"],
      ["Reza is the person to ask about the billing cron.", "fact", "user"],
      ["Feature flags are cleaned up within two sprints of launch.", "convention", "user"],
      ["Long preambles make the user skim.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0421 reads Knip (a lint, not with what removes code), how soon every
    // thing of a kind is handled ("within two sprints"), and what makes the person skim.
  },
  {
    // Written after decision 0421, its expected facts by hand before it was first run; held out until decision 0422.
    name: "written after the knip, within-a-time and makes-me-skim rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./gradlew spotbugsMain";
      return [
        w.user("sb-u1", "spotbugs fails the build. Repositories return Optionals, never null."),
        w.toolUse("sb-a1", "toolu_sb1", "Bash", { command, description: "Run SpotBugs on the main sources" }),
        w.toolResult(
          "sb-r1",
          "toolu_sb1",
          "> Task :spotbugsMain FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':spotbugsMain'.\n> A failure occurred while executing com.github.spotbugs.snom.internal.SpotBugsRunnerForHybrid$SpotBugsExecutor\n   > Verification failed: SpotBugs ended with exit code 1.\n\nBUILD FAILED in 14s",
          true,
        ),
        w.toolUse("sb-a2", "toolu_sb2", "Edit", {
          file_path: `${project}/src/main/java/shop/CartRepository.java`,
          old_string: "public Cart findById(long id) {",
          new_string: "public Optional<Cart> findById(long id) {",
        }),
        w.toolResult("sb-r2", "toolu_sb2", `The file ${project}/src/main/java/shop/CartRepository.java has been updated.`),
        w.toolUse("sb-a3", "toolu_sb3", "Bash", { command, description: "Run SpotBugs on the main sources" }),
        w.toolResult("sb-r3", "toolu_sb3", "BUILD SUCCESSFUL in 9s\n3 actionable tasks: 1 executed, 2 up-to-date"),
        w.assistant("sb-a4", "findById returns an Optional now."),
        w.user("sb-u2", "Aiko wrote most of the tax engine."),
        w.assistant("sb-a5", "Good to know."),
        w.user("sb-u3", "Integration tests hit a real Postgres, never an in-memory fake."),
        w.assistant("sb-a6", "Understood."),
        w.user("sb-u4", "perfect"),
        w.assistant("sb-a7", "Glad it works."),
        w.user("sb-u5", "Jargon-free explanations are what I'm after."),
        w.assistant("sb-a8", "Noted."),
      ];
    },
    expected: [
      ["Repositories return Optionals, never null.", "convention", "user"],
      [
        '`./gradlew spotbugsMain` failed with "Verification failed: SpotBugs ended with exit code 1." and passed after editing CartRepository.java: findById returns an Optional now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `./gradlew spotbugsMain` (it passed).", "code_context", "tool"],
      ["Aiko wrote most of the tax engine.", "fact", "user"],
      ["Integration tests hit a real Postgres, never an in-memory fake.", "convention", "user"],
      ["Jargon-free explanations are what the user is after.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0422 reads SpotBugs (a lint, under Gradle or Maven), what a kind
    // hits with the one choice it states, and what the person is after.
  },
  {
    // Written after decision 0422, its expected facts by hand before it was first run; held out until decision 0423.
    name: "written after the spotbugs, hits and what-I'm-after rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dprint check";
      return [
        w.user("dp-u1", "dprint check fails on CI. Barrel files are banned in this repo."),
        w.toolUse("dp-a1", "toolu_dp1", "Bash", { command, description: "Check the formatting" }),
        w.toolResult(
          "dp-r1",
          "toolu_dp1",
          `from ${project}/src/cart.ts:\n3|-const total=items.reduce((a,b)=>a+b,0)\n3|+const total = items.reduce((a, b) => a + b, 0);\n--\n\nFound 1 not formatted file.`,
          true,
        ),
        w.toolUse("dp-a2", "toolu_dp2", "Edit", {
          file_path: `${project}/src/cart.ts`,
          old_string: "const total=items.reduce((a,b)=>a+b,0)",
          new_string: "const total = items.reduce((a, b) => a + b, 0);",
        }),
        w.toolResult("dp-r2", "toolu_dp2", `The file ${project}/src/cart.ts has been updated.`),
        w.toolUse("dp-a3", "toolu_dp3", "Bash", { command, description: "Check the formatting" }),
        w.toolResult("dp-r3", "toolu_dp3", ""),
        w.assistant("dp-a4", "cart.ts is formatted now."),
        w.user("dp-u2", "Mehmet maintains the CI pipeline."),
        w.assistant("dp-a5", "Good to know."),
        w.user("dp-u3", "Env vars are read in config.ts and nowhere else."),
        w.assistant("dp-a6", "Understood."),
        w.user("dp-u4", "nice"),
        w.assistant("dp-a7", "Thanks."),
        w.user("dp-u5", "Emoji in code review comments feel unprofessional to me."),
        w.assistant("dp-a8", "Noted."),
      ];
    },
    expected: [
      ["Barrel files are banned in this repo.", "convention", "user"],
      ["`dprint check` failed and passed after editing cart.ts: cart.ts is formatted now.", "solution", "agent"],
      ["Formatting runs with `dprint check` (it passed).", "code_context", "tool"],
      ["Mehmet maintains the CI pipeline.", "fact", "user"],
      ["Env vars are read in config.ts and nowhere else.", "convention", "user"],
      ["Emoji in code review comments feel unprofessional to the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0423 reads dprint's check, "and nowhere else" as a kind's one
    // choice, and what feels unprofessional to the person.
  },
  {
    // Written after decision 0423, its expected facts by hand before it was first run; held out until decision 0424.
    name: "written after the dprint, nowhere-else and feels-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo deny check licenses";
      return [
        w.user("cd-u1", "cargo deny is failing on the new crate. We vendor nothing; every dependency comes from crates.io."),
        w.toolUse("cd-a1", "toolu_cd1", "Bash", { command, description: "Check dependency licenses" }),
        w.toolResult(
          "cd-r1",
          "toolu_cd1",
          'error[rejected]: failed to satisfy license requirements\n  ┌─ registry+https://github.com/rust-lang/crates.io-index#ring@0.16.20:4:12\n  │\n4 │ license = "LicenseRef-ring"\n  │            ━━━━━━━━━━━━━━━ rejected: not explicitly allowed\n\nlicenses FAILED',
          true,
        ),
        w.toolUse("cd-a2", "toolu_cd2", "Edit", {
          file_path: `${project}/deny.toml`,
          old_string: 'allow = ["MIT", "Apache-2.0"]',
          new_string: 'allow = ["MIT", "Apache-2.0", "ISC", "OpenSSL"]',
        }),
        w.toolResult("cd-r2", "toolu_cd2", `The file ${project}/deny.toml has been updated.`),
        w.toolUse("cd-a3", "toolu_cd3", "Bash", { command, description: "Check dependency licenses" }),
        w.toolResult("cd-r3", "toolu_cd3", "licenses ok"),
        w.assistant("cd-a4", "deny.toml allows ring's licenses now."),
        w.user("cd-u2", "Olu knows the release tooling best."),
        w.assistant("cd-a5", "Good to know."),
        w.user("cd-u3", "Unsafe blocks need a SAFETY comment."),
        w.assistant("cd-a6", "Understood."),
        w.user("cd-u4", "thx"),
        w.assistant("cd-a7", "Any time."),
        w.user("cd-u5", "Step-by-step reasoning is wasted on me."),
        w.assistant("cd-a8", "Got it."),
      ];
    },
    expected: [
      ["The team vendors nothing; every dependency comes from crates.io.", "convention", "user"],
      [
        '`cargo deny check licenses` failed with "error[rejected]: failed to satisfy license requirements" and passed after editing deny.toml: deny.toml allows ring\'s licenses now.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `cargo deny check licenses` (it passed).", "code_context", "tool"],
      ["Olu knows the release tooling best.", "fact", "user"],
      ["Unsafe blocks need a SAFETY comment.", "convention", "user"],
      ["Step-by-step reasoning is wasted on the user.", "preference", "user"],
    ],
    // Held out, it kept 6 of 6, all right (cargo-deny's check and each phrasing were read by earlier rules).
  },
  {
    // A second transcript written after decision 0423 (the first kept all 6), its expected facts by hand before it was
    // first run; held out until decision 0424.
    name: "a second written after the dprint, nowhere-else and feels-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx tsc -p tsconfig.json --noEmit";
      return [
        w.user("ts-u1", "tsc is red after the merge. API responses are parsed with zod at the edge, never cast with as."),
        w.toolUse("ts-a1", "toolu_ts1", "Bash", { command, description: "Type-check the project" }),
        w.toolResult("ts-r1", "toolu_ts1", "src/api/orders.ts(18,7): error TS2322: Type 'string' is not assignable to type 'number'.", true),
        w.toolUse("ts-a2", "toolu_ts2", "Edit", {
          file_path: `${project}/src/api/orders.ts`,
          old_string: "const total: number = body.total;",
          new_string: "const total: number = Number(body.total);",
        }),
        w.toolResult("ts-r2", "toolu_ts2", `The file ${project}/src/api/orders.ts has been updated.`),
        w.toolUse("ts-a3", "toolu_ts3", "Bash", { command, description: "Type-check the project" }),
        w.toolResult("ts-r3", "toolu_ts3", ""),
        w.assistant("ts-a4", "orders.ts converts the total to a number now."),
        w.user("ts-u2", "Hana is the one who set up our Sentry alerts."),
        w.assistant("ts-a5", "Good to know."),
        w.user("ts-u3", "Dates cross the wire as ISO strings, not timestamps."),
        w.assistant("ts-a6", "Understood."),
        w.user("ts-u4", "great stuff"),
        w.assistant("ts-a7", "Thanks!"),
        w.user("ts-u5", "Over-explaining is a turn-off for me."),
        w.assistant("ts-a8", "Noted."),
      ];
    },
    expected: [
      ["API responses are parsed with zod at the edge, never cast with as.", "convention", "user"],
      [
        "`npx tsc -p tsconfig.json --noEmit` failed with \"src/api/orders.ts(18,7): error TS2322: Type 'string' is not assignable to type 'number'.\" and passed after editing orders.ts: orders.ts converts the total to a number now.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `npx tsc -p tsconfig.json --noEmit` (it passed).", "code_context", "tool"],
      ["Hana is the one who set up the team's Sentry alerts.", "fact", "user"],
      ["Dates cross the wire as ISO strings, not timestamps.", "convention", "user"],
      ["Over-explaining is a turn-off for the user.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0424 reads what a kind crosses the wire as, with the one choice it
    // states, and what is a turn-off for the person.
  },
  {
    // Written after decision 0424, its expected facts by hand before it was first run; held out until decision 0425.
    name: "written after the over-the-wire and turn-off rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec rspec spec/models/invoice_spec.rb";
      return [
        w.user("rs-u1", "The invoice spec fails since yesterday's merge. Money is stored as integer cents in every table."),
        w.toolUse("rs-a1", "toolu_rs1", "Bash", { command, description: "Run the invoice spec" }),
        w.toolResult(
          "rs-r1",
          "toolu_rs1",
          "F\n\nFailures:\n\n  1) Invoice#total sums the line items\n     Failure/Error: expect(invoice.total).to eq(1250)\n\n       expected: 1250\n            got: 12.5\n\n1 example, 1 failure",
          true,
        ),
        w.toolUse("rs-a2", "toolu_rs2", "Edit", {
          file_path: `${project}/app/models/invoice.rb`,
          old_string: "line_items.sum(:amount) / 100.0",
          new_string: "line_items.sum(:amount_cents)",
        }),
        w.toolResult("rs-r2", "toolu_rs2", `The file ${project}/app/models/invoice.rb has been updated.`),
        w.toolUse("rs-a3", "toolu_rs3", "Bash", { command, description: "Run the invoice spec" }),
        w.toolResult("rs-r3", "toolu_rs3", ".\n\nFinished in 0.21 seconds\n1 example, 0 failures"),
        w.assistant("rs-a4", "Invoice#total sums the cents now."),
        w.user("rs-u2", "Farid runs our on-call rotation."),
        w.assistant("rs-a5", "Good to know."),
        w.user("rs-u3", "Service objects live in app/services and return a Result."),
        w.assistant("rs-a6", "Understood."),
        w.user("rs-u4", "ty!"),
        w.assistant("rs-a7", "You're welcome."),
        w.user("rs-u5", "Tables beat bullet points when comparing options."),
        w.assistant("rs-a8", "Noted."),
      ];
    },
    expected: [
      ["Money is stored as integer cents in every table.", "convention", "user"],
      // Hand-written without the semicolon; relabelled to the earlier fixtures' "expected: …; got: …" (decision 0287).
      [
        '`bundle exec rspec spec/models/invoice_spec.rb` failed with "expected: 1250; got: 12.5" and passed after editing invoice.rb: Invoice#total sums the cents now.',
        "solution",
        "agent",
      ],
      ["The tests run with `bundle exec rspec spec/models/invoice_spec.rb` (it passed).", "code_context", "tool"],
      ["Farid runs the team's on-call rotation.", "fact", "user"],
      ["Service objects live in app/services and return a Result.", "code_context", "user"],
      ["Tables beat bullet points when comparing options.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, 4 right (with the relabel above); decision 0425 reads one kind beating another at a kind
    // of work. The fix stays kept without the agent's sentence after it: "Invoice#total sums the cents now" is four of
    // six words the failed run printed in the failing example's name, which the echo rule reads as a repeat (decision
    // 0425 keeps it so: a repeat of tool output is never the agent's explanation).
    shortfall: {
      extra: [
        ['`bundle exec rspec spec/models/invoice_spec.rb` failed with "expected: 1250; got: 12.5" and passed after editing invoice.rb.', "solution", "tool"],
      ],
      missed: [
        '`bundle exec rspec spec/models/invoice_spec.rb` failed with "expected: 1250; got: 12.5" and passed after editing invoice.rb: Invoice#total sums the cents now.',
      ],
      retyped: [],
    },
  },
  {
    // Written after decision 0425, its expected facts by hand before it was first run; held out until decision 0426.
    name: "written after the beats-at-work rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "helm lint charts/api";
      return [
        w.user("hl-u1", "helm lint fails on the api chart. Every chart pins its image by digest, never by tag."),
        w.toolUse("hl-a1", "toolu_hl1", "Bash", { command, description: "Lint the api chart" }),
        w.toolResult(
          "hl-r1",
          "toolu_hl1",
          "==> Linting charts/api\n[ERROR] templates/deployment.yaml: unable to parse YAML: error converting YAML to JSON: yaml: line 24: mapping values are not allowed in this context\n\nError: 1 chart(s) linted, 1 chart(s) failed",
          true,
        ),
        w.toolUse("hl-a2", "toolu_hl2", "Edit", {
          file_path: `${project}/charts/api/templates/deployment.yaml`,
          old_string: "          readinessProbe:\n              httpGet:",
          new_string: "          readinessProbe:\n            httpGet:",
        }),
        w.toolResult("hl-r2", "toolu_hl2", `The file ${project}/charts/api/templates/deployment.yaml has been updated.`),
        w.toolUse("hl-a3", "toolu_hl3", "Bash", { command, description: "Lint the api chart" }),
        w.toolResult("hl-r3", "toolu_hl3", "==> Linting charts/api\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed"),
        w.assistant("hl-a4", "The readiness probe's httpGet block was indented one level too deep."),
        w.user("hl-u2", "Marta is our SRE lead."),
        w.assistant("hl-a5", "Good to know."),
        w.user("hl-u3", "We went with Traefik over nginx-ingress because of its CRDs."),
        w.assistant("hl-a6", "Understood."),
        w.user("hl-u4", "cheers"),
        w.assistant("hl-a7", "Anytime."),
        w.user("hl-u5", "Rollback steps up front give me peace of mind."),
        w.assistant("hl-a8", "Noted."),
      ];
    },
    expected: [
      ["Every chart pins its image by digest, never by tag.", "convention", "user"],
      // Hand-written with helm's whole error line quoted, 331 characters; relabelled to decision 0280's practice: a fact
      // holds at most 300, and the quote goes before the agent's explanation is cut.
      [
        "`helm lint charts/api` failed and passed after editing deployment.yaml: the readiness probe's httpGet block was indented one level too deep.",
        "solution",
        "agent",
      ],
      ["Linting runs with `helm lint charts/api` (it passed).", "code_context", "tool"],
      ["Marta is the team's SRE lead.", "fact", "user"],
      ["The team went with Traefik over nginx-ingress because of its CRDs.", "decision", "user"],
      ["Rollback steps up front give the user peace of mind.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right (with the relabel above); decision 0426 reads who holds a role on the team,
    // what every one thing of a kind pins with the one choice it states, and what gives the person peace of mind.
  },
  {
    // Written after decision 0426, its expected facts by hand before it was first run; held out until decision 0427.
    name: "written after the team-role, every-one-pins and peace-of-mind rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "tflint --chdir=modules/network";
      return [
        w.user("tf-u1", "tflint is unhappy with the network module. All resources carry an owner tag."),
        w.toolUse("tf-a1", "toolu_tf1", "Bash", { command, description: "Lint the network module" }),
        w.toolResult(
          "tf-r1",
          "toolu_tf1",
          '1 issue(s) found:\n\nWarning: variable "legacy_cidr" is declared but not used (terraform_unused_declarations)\n\n  on variables.tf line 12:\n  12: variable "legacy_cidr" {\n\nReference: https://github.com/terraform-linters/tflint-ruleset-terraform/blob/v0.10.0/docs/rules/terraform_unused_declarations.md',
          true,
        ),
        w.toolUse("tf-a2", "toolu_tf2", "Edit", {
          file_path: `${project}/modules/network/variables.tf`,
          old_string: 'variable "legacy_cidr" {\n  type = string\n}\n',
          new_string: "",
        }),
        w.toolResult("tf-r2", "toolu_tf2", `The file ${project}/modules/network/variables.tf has been updated.`),
        w.toolUse("tf-a3", "toolu_tf3", "Bash", { command, description: "Lint the network module" }),
        w.toolResult("tf-r3", "toolu_tf3", ""),
        w.assistant("tf-a4", "I removed the unused legacy_cidr variable; nothing referenced it."),
        w.user("tf-u2", "Ines looks after our AWS accounts."),
        w.assistant("tf-a5", "Good to know."),
        w.user("tf-u3", "We settled on Atlantis for plan and apply because it comments on the PR."),
        w.assistant("tf-a6", "Makes sense."),
        w.user("tf-u4", "nice, thanks"),
        w.assistant("tf-a7", "Anytime."),
        w.user("tf-u5", "Long Terraform plans in chat make my head spin."),
        w.assistant("tf-a8", "Noted."),
      ];
    },
    expected: [
      ["All resources carry an owner tag.", "convention", "user"],
      // Hand-written with tflint's whole line; relabelled to the checkers' practice (decision 0352 and after): the finding
      // without its severity or rule, its double quotes made single inside the quote.
      [
        "`tflint --chdir=modules/network` failed with \"variable 'legacy_cidr' is declared but not used\" and passed after editing variables.tf: the agent removed the unused legacy_cidr variable; nothing referenced it.",
        "solution",
        "agent",
      ],
      ["Linting runs with `tflint --chdir=modules/network` (it passed).", "code_context", "tool"],
      ["Ines looks after the team's AWS accounts.", "fact", "user"],
      ["The team settled on Atlantis for plan and apply because it comments on the PR.", "decision", "user"],
      ["Long Terraform plans in chat make the user's head spin.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right; decision 0427 reads TFLint's finding, the tag every thing of a kind carries,
    // who looks after a part of the project, and what makes the person's head spin.
  },
  {
    // Written after decision 0427, its expected facts by hand before it was first run; held out until decision 0428.
    name: "written after the tflint, tagged-kind, looks-after and head-spin rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "stack test";
      return [
        w.user("hs-u1", "The parser tests broke after the megaparsec bump. Every module exports an explicit list, never everything."),
        w.toolUse("hs-a1", "toolu_hs1", "Bash", { command, description: "Run the test suite" }),
        w.toolResult(
          "hs-r1",
          "toolu_hs1",
          'Parser\n  parseDuration\n    parses minutes FAILED [1]\n\nFailures:\n\n  test/ParserSpec.hs:14:7: \n  1) Parser.parseDuration parses minutes\n       expected: Right 90\n        but got: Left "unexpected \'m\'"\n\n  To rerun use: --match "/Parser/parseDuration/parses minutes/"\n\nRandomized with seed 1234\n\nFinished in 0.0021 seconds\n1 example, 1 failure',
          true,
        ),
        w.toolUse("hs-a2", "toolu_hs2", "Edit", {
          file_path: `${project}/src/Parser.hs`,
          old_string: "many digitChar <* char 's'",
          new_string: "many digitChar <* (char 's' <|> char 'm')",
        }),
        w.toolResult("hs-r2", "toolu_hs2", `The file ${project}/src/Parser.hs has been updated.`),
        w.toolUse("hs-a3", "toolu_hs3", "Bash", { command, description: "Run the test suite" }),
        w.toolResult("hs-r3", "toolu_hs3", "Parser\n  parseDuration\n    parses minutes\n\nFinished in 0.0009 seconds\n1 example, 0 failures"),
        w.assistant("hs-a4", "parseDuration accepts the m suffix again."),
        w.user("hs-u2", "Yuki knows the CI cache inside out."),
        w.assistant("hs-a5", "Good to know."),
        w.user("hs-u3", "We dropped Stackage nightly last month because builds kept breaking."),
        w.assistant("hs-a6", "Understood."),
        w.user("hs-u4", "thx"),
        w.assistant("hs-a7", "Anytime."),
        w.user("hs-u5", "Heavy point-free code is hard for me to follow."),
        w.assistant("hs-a8", "Noted."),
      ];
    },
    expected: [
      ["Every module exports an explicit list, never everything.", "convention", "user"],
      [
        "`stack test` failed with \"expected: Right 90; but got: Left 'unexpected 'm''\" and passed after editing Parser.hs: parseDuration accepts the m suffix again.",
        "solution",
        "agent",
      ],
      ["The tests run with `stack test` (it passed).", "code_context", "tool"],
      ["Yuki knows the CI cache inside out.", "fact", "user"],
      // Hand-written with "last month"; relabelled to the earlier fixtures' practice of a month made absolute ("The team
      // moved off Jest in 2026-05"; relative dates are made absolute from the message's time, core's docs/extraction.md).
      ["The team dropped Stackage nightly in 2026-05 because builds kept breaking.", "decision", "user"],
      ["Heavy point-free code is hard for the user to follow.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right; decision 0428 reads Hspec's failed example as a test's name and its "but got"
    // with the expectation above it, what every module exports, the team's change of course with its reason, and what
    // is hard for the person to follow.
  },
  {
    // Written after decision 0428, its expected facts by hand before it was first run; held out until decision 0429.
    name: "written after the hspec, exports, changed-course and hard-to-follow rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go test -race ./...";
      return [
        w.user("gr-u1", "The cache tests are flaky under -race. Shared maps are always guarded by a mutex, never by channels alone."),
        w.toolUse("gr-a1", "toolu_gr1", "Bash", { command, description: "Run the tests with the race detector" }),
        w.toolResult(
          "gr-r1",
          "toolu_gr1",
          "==================\nWARNING: DATA RACE\nWrite at 0x00c0000a4010 by goroutine 8:\n  example.com/cache.(*Store).Set()\n      /repo/cache/store.go:31 +0x64\n\nPrevious read at 0x00c0000a4010 by goroutine 7:\n  example.com/cache.(*Store).Get()\n      /repo/cache/store.go:24 +0x4c\n==================\n--- FAIL: TestConcurrentSet (0.01s)\n    testing.go:1465: race detected during execution of test\nFAIL\nFAIL\texample.com/cache\t0.034s\nFAIL",
          true,
        ),
        w.toolUse("gr-a2", "toolu_gr2", "Edit", {
          file_path: `${project}/cache/store.go`,
          old_string: "func (s *Store) Set(k string, v []byte) {\n\ts.items[k] = v",
          new_string: "func (s *Store) Set(k string, v []byte) {\n\ts.mu.Lock()\n\tdefer s.mu.Unlock()\n\ts.items[k] = v",
        }),
        w.toolResult("gr-r2", "toolu_gr2", `The file ${project}/cache/store.go has been updated.`),
        w.toolUse("gr-a3", "toolu_gr3", "Bash", { command, description: "Run the tests with the race detector" }),
        w.toolResult("gr-r3", "toolu_gr3", "ok  \texample.com/cache\t1.204s"),
        w.assistant("gr-a4", "Set now takes the mutex before writing to the map."),
        w.user("gr-u2", "Dmitri has the history on the cache package."),
        w.assistant("gr-a5", "Good to know."),
        w.user("gr-u3", "We made the call to vendor dependencies after the left-pad scare."),
        w.assistant("gr-a6", "Understood."),
        w.user("gr-u4", "perfect, ty"),
        w.assistant("gr-a7", "Anytime."),
        w.user("gr-u5", "A short why before the code helps me a lot."),
        w.assistant("gr-a8", "Noted."),
      ];
    },
    expected: [
      ["Shared maps are always guarded by a mutex, never by channels alone.", "convention", "user"],
      [
        '`go test -race ./...` failed with "WARNING: DATA RACE" and passed after editing store.go: Set now takes the mutex before writing to the map.',
        "solution",
        "agent",
      ],
      ["The tests run with `go test -race ./...` (it passed).", "code_context", "tool"],
      ["Dmitri has the history on the cache package.", "fact", "user"],
      ["The team made the call to vendor dependencies after the left-pad scare.", "decision", "user"],
      ["A short why before the code helps the user a lot.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right; decision 0429 reads the race detector's report heading and the method name its
    // stack calls, who has a part's history, a call the team made, and what helps the person a lot.
  },
  {
    // Written after decision 0429, its expected facts by hand before it was first run; held out until decision 0430.
    name: "written after the data-race, history, made-the-call and helps-a-lot rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mvn verify";
      return [
        w.user("mv-u1", "PriceServiceTest fails since the VAT change. Prices are stored net, never gross."),
        w.toolUse("mv-a1", "toolu_mv1", "Bash", { command, description: "Build and run the tests" }),
        w.toolResult(
          "mv-r1",
          "toolu_mv1",
          "[INFO] Running shop.PriceServiceTest\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.045 s <<< FAILURE! -- in shop.PriceServiceTest\n[ERROR] shop.PriceServiceTest.appliesVat -- Time elapsed: 0.012 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <119.0> but was: <100.0>\n\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n\tat shop.PriceServiceTest.appliesVat(PriceServiceTest.java:21)\n\n[INFO] Results:\n[ERROR] Failures: \n[ERROR]   PriceServiceTest.appliesVat:21 expected: <119.0> but was: <100.0>\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0\n[INFO] BUILD FAILURE",
          true,
        ),
        w.toolUse("mv-a2", "toolu_mv2", "Edit", {
          file_path: `${project}/src/main/java/shop/PriceService.java`,
          old_string: "return net;",
          new_string: "return net.multiply(VAT_FACTOR);",
        }),
        w.toolResult("mv-r2", "toolu_mv2", `The file ${project}/src/main/java/shop/PriceService.java has been updated.`),
        w.toolUse("mv-a3", "toolu_mv3", "Bash", { command, description: "Build and run the tests" }),
        w.toolResult("mv-r3", "toolu_mv3", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
        w.assistant("mv-a4", "PriceService.gross now multiplies by 1.19 instead of returning the net price."),
        w.user("mv-u2", "Hanna signs off on anything that touches pricing."),
        w.assistant("mv-a5", "Good to know."),
        w.user("mv-u3", "Our call was to keep Java 17 until the LTS after 21."),
        w.assistant("mv-a6", "Understood."),
        w.user("mv-u4", "cheers!"),
        w.assistant("mv-a7", "Anytime."),
        w.user("mv-u5", "I'm much happier with a diff than a description."),
        w.assistant("mv-a8", "Noted."),
      ];
    },
    expected: [
      ["Prices are stored net, never gross.", "convention", "user"],
      [
        '`mvn verify` failed with "org.opentest4j.AssertionFailedError: expected: <119.0> but was: <100.0>" and passed after editing PriceService.java: PriceService.gross now multiplies by 1.19 instead of returning the net price.',
        "solution",
        "agent",
      ],
      ["The tests run with `mvn verify` (it passed).", "code_context", "tool"],
      ["Hanna signs off on anything that touches pricing.", "convention", "user"],
      ["The team's call was to keep Java 17 until the LTS after 21.", "decision", "user"],
      ["User is much happier with a diff than a description.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0430 reads Maven's `verify` as how the tests run, the one form a
    // kind is stored in with the other it never is, the team's call, and what the person is happier with.
  },
  {
    // Written after decision 0430, its expected facts by hand before it was first run; held out until decision 0431.
    name: "written after the mvn-verify, stored-in-form, our-call and happier-with rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npm run typecheck";
      return [
        w.user("vt-u1", "The cart total component doesn't type-check. Props are typed with defineProps<T>(), never with runtime objects."),
        w.toolUse("vt-a1", "toolu_vt1", "Bash", { command, description: "Type-check the app" }),
        w.toolResult(
          "vt-r1",
          "toolu_vt1",
          "> shop@1.0.0 typecheck\n> vue-tsc --noEmit\n\nsrc/components/CartTotal.vue:14:7 - error TS2322: Type 'string' is not assignable to type 'number'.\n\n14       :total=\"formatted\"\n         ~~~~~~\n\nFound 1 error in src/components/CartTotal.vue:14",
          true,
        ),
        w.toolUse("vt-a2", "toolu_vt2", "Edit", {
          file_path: `${project}/src/components/CartTotal.vue`,
          old_string: ':total="formatted"',
          new_string: ':total="totalCents"',
        }),
        w.toolResult("vt-r2", "toolu_vt2", `The file ${project}/src/components/CartTotal.vue has been updated.`),
        w.toolUse("vt-a3", "toolu_vt3", "Bash", { command, description: "Type-check the app" }),
        w.toolResult("vt-r3", "toolu_vt3", "> shop@1.0.0 typecheck\n> vue-tsc --noEmit\n"),
        w.assistant("vt-a4", "CartTotal now passes the number and formats it in the template."),
        w.user("vt-u2", "Sofia keeps an eye on bundle size."),
        w.assistant("vt-a5", "Good to know."),
        w.user("vt-u3", "We went back to the Options API for the admin pages because the team knows it better."),
        w.assistant("vt-a6", "Understood."),
        w.user("vt-u4", "great, thanks!"),
        w.assistant("vt-a7", "Anytime."),
        w.user("vt-u5", "A before/after screenshot says more to me than a paragraph."),
        w.assistant("vt-a8", "Noted."),
      ];
    },
    expected: [
      ["Props are typed with defineProps<T>(), never with runtime objects.", "convention", "user"],
      [
        "`npm run typecheck` failed with \"src/components/CartTotal.vue:14:7 - error TS2322: Type 'string' is not assignable to type 'number'.\" and passed after editing CartTotal.vue: CartTotal now passes the number and formats it in the template.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `npm run typecheck` (it passed).", "code_context", "tool"],
      ["Sofia keeps an eye on bundle size.", "fact", "user"],
      ["The team went back to the Options API for the admin pages because the team knows it better.", "decision", "user"],
      ["A before/after screenshot says more to the user than a paragraph.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0431 reads what a person keeps an eye on, the team going back to a
    // way with its reason, and what says more to the person than another.
  },
  {
    // Written after decision 0431, its expected facts by hand before it was first run; held out until decision 0432.
    name: "written after the keeps-an-eye-on, went-back-to and says-more-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "swift build";
      return [
        w.user("sw-u1", "swift build broke after the Decimal refactor. Money is Decimal everywhere, never Double."),
        w.toolUse("sw-a1", "toolu_sw1", "Bash", { command, description: "Build the package" }),
        w.toolResult(
          "sw-r1",
          "toolu_sw1",
          "Building for debugging...\nSources/Cart/Cart.swift:18:16: error: cannot convert value of type 'Int' to expected argument type 'Decimal'\n        return total(cents)\n               ^\nerror: compile command failed due to signal 1",
          true,
        ),
        w.toolUse("sw-a2", "toolu_sw2", "Edit", {
          file_path: `${project}/Sources/Cart/Cart.swift`,
          old_string: "return total(cents)",
          new_string: "return total(Decimal(cents))",
        }),
        w.toolResult("sw-r2", "toolu_sw2", `The file ${project}/Sources/Cart/Cart.swift has been updated.`),
        w.toolUse("sw-a3", "toolu_sw3", "Bash", { command, description: "Build the package" }),
        w.toolResult("sw-r3", "toolu_sw3", "Building for debugging...\n[3/3] Compiling Cart Cart.swift\nBuild complete! (1.84s)"),
        w.assistant("sw-a4", "Cart.total now converts the cents to Decimal before dividing."),
        w.user("sw-u2", "Kenji signs every release build."),
        w.assistant("sw-a5", "Good to know."),
        w.user("sw-u3", "We picked SwiftPM over CocoaPods so CI needs no Ruby."),
        w.assistant("sw-a6", "Understood."),
        w.user("sw-u4", "awesome, thanks"),
        w.assistant("sw-a7", "Anytime."),
        w.user("sw-u5", "Code comments that restate the code are pure noise to me."),
        w.assistant("sw-a8", "Noted."),
      ];
    },
    expected: [
      ["Money is Decimal everywhere, never Double.", "convention", "user"],
      [
        "`swift build` failed with \"Sources/Cart/Cart.swift:18:16: error: cannot convert value of type 'Int' to expected argument type 'Decimal'\" and passed after editing Cart.swift: Cart.total now converts the cents to Decimal before dividing.",
        "solution",
        "agent",
      ],
      ["The build runs with `swift build` (it passed).", "code_context", "tool"],
      ["Kenji signs every release build.", "fact", "user"],
      ["The team picked SwiftPM over CocoaPods so CI needs no Ruby.", "decision", "user"],
      ["Code comments that restate the code are pure noise to the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0432 reads the type a mass noun has everywhere, who signs every one
    // thing of a kind, what the team picked over another, and what is noise to the person.
  },
  {
    // Written after decision 0432, its expected facts by hand before it was first run; held out until decision 0433.
    name: "written after the mass-noun-type, signs-every, picked-over and noise-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "sqlfluff lint models/staging";
      return [
        w.user("sf-u1", "sqlfluff fails on stg_orders. Staging models list their columns explicitly, never select *."),
        w.toolUse("sf-a1", "toolu_sf1", "Bash", { command, description: "Lint the staging models" }),
        w.toolResult(
          "sf-r1",
          "toolu_sf1",
          "== [models/staging/stg_orders.sql] FAIL\nL:   9 | P:   5 | AM04 | Query produces an unknown number of result columns.\n                       | [ambiguous.column_count]\nAll Finished 📜 🎉!",
          true,
        ),
        w.toolUse("sf-a2", "toolu_sf2", "Edit", {
          file_path: `${project}/models/staging/stg_orders.sql`,
          old_string: "select *",
          new_string: "select order_id, customer_id, amount_cents, ordered_at",
        }),
        w.toolResult("sf-r2", "toolu_sf2", `The file ${project}/models/staging/stg_orders.sql has been updated.`),
        w.toolUse("sf-a3", "toolu_sf3", "Bash", { command, description: "Lint the staging models" }),
        w.toolResult("sf-r3", "toolu_sf3", "All Finished 📜 🎉!"),
        w.assistant("sf-a4", "stg_orders now selects its four columns by name."),
        w.user("sf-u2", "Priya is the go-to person for anything dbt."),
        w.assistant("sf-a5", "Good to know."),
        w.user("sf-u3", "Ultimately we went with dbt over Airflow SQL operators because the lineage graph matters to us."),
        w.assistant("sf-a6", "Understood."),
        w.user("sf-u4", "perfect, ty"),
        w.assistant("sf-a7", "Anytime."),
        w.user("sf-u5", "Plain SQL without Jinja macros reads much better to me."),
        w.assistant("sf-a8", "Noted."),
      ];
    },
    expected: [
      ["Staging models list their columns explicitly, never select *.", "convention", "user"],
      [
        '`sqlfluff lint models/staging` failed with "Query produces an unknown number of result columns." and passed after editing stg_orders.sql: stg_orders now selects its four columns by name.',
        "solution",
        "agent",
      ],
      ["Linting runs with `sqlfluff lint models/staging` (it passed).", "code_context", "tool"],
      ["Priya is the go-to person for anything dbt.", "fact", "user"],
      ["The team went with dbt over Airflow SQL operators because the lineage graph matters to the team.", "decision", "user"],
      ["Plain SQL without Jinja macros reads much better to the user.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right, its fix without sqlfluff's finding; decision 0433 reads SQLFluff's findings,
    // what every thing of a kind does with "never" after a comma, a word of how a decision came about before it, and
    // what reads better to the person.
  },
  {
    // Written after decision 0433, its expected facts by hand before it was first run; held out until decision 0434.
    name: "written after the sqlfluff, kind-does-never, ultimately and reads-better rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pyright src/shop";
      return [
        w.user("py-u1", "pyright is red on the cart module. Every function in src/ has full type hints, no exceptions."),
        w.toolUse("py-a1", "toolu_py1", "Bash", { command, description: "Type-check the shop package" }),
        w.toolResult(
          "py-r1",
          "toolu_py1",
          `${project}/src/shop/cart.py\n  ${project}/src/shop/cart.py:27:16 - error: Type "str" is not assignable to return type "int"\n    "str" is not assignable to "int" (reportReturnType)\n1 error, 0 warnings, 0 informations `,
          true,
        ),
        w.toolUse("py-a2", "toolu_py2", "Edit", {
          file_path: `${project}/src/shop/cart.py`,
          old_string: 'return f"{total:.2f}"',
          new_string: "return total",
        }),
        w.toolResult("py-r2", "toolu_py2", `The file ${project}/src/shop/cart.py has been updated.`),
        w.toolUse("py-a3", "toolu_py3", "Bash", { command, description: "Type-check the shop package" }),
        w.toolResult("py-r3", "toolu_py3", "0 errors, 0 warnings, 0 informations "),
        w.assistant("py-a4", "cart_total returns the integer cents again; the formatting moved to the template."),
        w.user("py-u2", "Tomás is the one who knows the pricing engine inside out."),
        w.assistant("py-a5", "Good to know."),
        w.user("py-u3", "We're standardizing on Pydantic v2 for all request models."),
        w.assistant("py-a6", "Understood."),
        w.user("py-u4", "nice one"),
        w.assistant("py-a7", "Anytime."),
        w.user("py-u5", "Numbered steps are far easier for me to follow than prose."),
        w.assistant("py-a8", "Noted."),
      ];
    },
    expected: [
      ["Every function in src/ has full type hints, no exceptions.", "convention", "user"],
      [
        "`pyright src/shop` failed with \"Type 'str' is not assignable to return type 'int'\" and passed after editing cart.py: cart_total returns the integer cents again; the formatting moved to the template.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `pyright src/shop` (it passed).", "code_context", "tool"],
      ["Tomás is the one who knows the pricing engine inside out.", "fact", "user"],
      ["The team is standardizing on Pydantic v2 for all request models.", "decision", "user"],
      ["Numbered steps are far easier for the user to follow than prose.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0434 reads pyright (its runs and its findings), what every one
    // thing of a kind does "no exceptions", the team standardizing on a way, and what is far easier for the person to
    // follow.
  },
  {
    // Written after decision 0434, its expected facts by hand before it was first run; held out until decision 0435.
    name: "written after the pyright, no-exceptions, standardizing-on and far-easier rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx prettier --check .";
      return [
        w.user("pr-u1", "prettier --check is failing in CI. Component files are named in PascalCase to match the export."),
        w.toolUse("pr-a1", "toolu_pr1", "Bash", { command, description: "Check formatting" }),
        w.toolResult(
          "pr-r1",
          "toolu_pr1",
          "Checking formatting...\n[warn] src/components/CartSummary.tsx\n[warn] Code style issues found in the above file. Run Prettier with --write to fix.",
          true,
        ),
        w.toolUse("pr-a2", "toolu_pr2", "Edit", {
          file_path: `${project}/src/components/CartSummary.tsx`,
          old_string: "const total = items.reduce((sum,item)=>sum+item.price,0)",
          new_string: "const total = items.reduce((sum, item) => sum + item.price, 0);",
        }),
        w.toolResult("pr-r2", "toolu_pr2", `The file ${project}/src/components/CartSummary.tsx has been updated.`),
        w.toolUse("pr-a3", "toolu_pr3", "Bash", { command, description: "Check formatting" }),
        w.toolResult("pr-r3", "toolu_pr3", "Checking formatting...\nAll matched files use Prettier code style!"),
        w.assistant("pr-a4", "CartSummary.tsx follows the project's Prettier settings again."),
        w.user("pr-u2", "Lena set up our CI pipeline."),
        w.assistant("pr-a5", "Good to know."),
        w.user("pr-u3", "After the outage we moved session storage from Redis to Postgres."),
        w.assistant("pr-a6", "Understood."),
        w.user("pr-u4", "cheers"),
        w.assistant("pr-a7", "Anytime."),
        w.user("pr-u5", "I'd appreciate a one-line summary at the top of every answer."),
        w.assistant("pr-a8", "Noted."),
      ];
    },
    expected: [
      ["Component files are named in PascalCase to match the export.", "convention", "user"],
      [
        '`npx prettier --check .` failed with "Code style issues found in the above file." and passed after editing CartSummary.tsx: CartSummary.tsx follows the project\'s Prettier settings again.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `npx prettier --check .` (it passed).", "code_context", "tool"],
      ["Lena set up the team's CI pipeline.", "fact", "user"],
      ["After the outage the team moved session storage from Redis to Postgres.", "decision", "user"],
      ["User would appreciate a one-line summary at the top of every answer.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, its fix without Prettier's finding; decision 0435 reads Prettier's summary,
    // the case a kind's names are written in, and a change of course after an event.
  },
  {
    // Written after decision 0435, its expected facts by hand before it was first run; held out until decision 0436.
    name: "written after the prettier, letter-case and after-the-outage rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "ruff check src";
      return [
        w.user("rf-u1", "ruff is complaining about the cart module. Business logic lives in services.py, never in views."),
        w.toolUse("rf-a1", "toolu_rf1", "Bash", { command, description: "Lint the sources" }),
        w.toolResult(
          "rf-r1",
          "toolu_rf1",
          "src/shop/cart.py:12:5: F841 Local variable `total` is assigned to but never used\n   |\n11 | def cart_total(items):\n12 |     total = 0\n   |     ^^^^^ F841\n13 |     return sum(i.price for i in items)\n   |\n   = help: Remove assignment to unused variable `total`\n\nFound 1 error.\nNo fixes available (1 hidden fix can be enabled with the `--unsafe-fixes` option).",
          true,
        ),
        w.toolUse("rf-a2", "toolu_rf2", "Edit", {
          file_path: `${project}/src/shop/cart.py`,
          old_string: "    total = 0\n",
          new_string: "",
        }),
        w.toolResult("rf-r2", "toolu_rf2", `The file ${project}/src/shop/cart.py has been updated.`),
        w.toolUse("rf-a3", "toolu_rf3", "Bash", { command, description: "Lint the sources" }),
        w.toolResult("rf-r3", "toolu_rf3", "All checks passed!"),
        w.assistant("rf-a4", "cart_total no longer assigns the unused total."),
        w.user("rf-u2", "Amir is our Django expert."),
        w.assistant("rf-a5", "Good to know."),
        w.user("rf-u3", "We've ruled out Celery; cron jobs are enough for our load."),
        w.assistant("rf-a6", "Understood."),
        w.user("rf-u4", "thx!"),
        w.assistant("rf-a7", "Anytime."),
        w.user("rf-u5", "I tend to read diffs before descriptions."),
        w.assistant("rf-a8", "Noted."),
      ];
    },
    expected: [
      ["Business logic lives in services.py, never in views.", "convention", "user"],
      // Relabelled after its first run: written without Ruff's rule code, where the flake8 fixture's fix quotes its code
      // ("E501 line too long …"; decision 0373) in the same line's shape.
      [
        '`ruff check src` failed with "F841 Local variable `total` is assigned to but never used" and passed after editing cart.py: cart_total no longer assigns the unused total.',
        "solution",
        "agent",
      ],
      ["Linting runs with `ruff check src` (it passed).", "code_context", "tool"],
      ["Amir is the team's Django expert.", "fact", "user"],
      ["The team has ruled out Celery; cron jobs are enough for the team's load.", "decision", "user"],
      // Relabelled after its first run: written "User tends to …", where the earlier fixtures' habits of the person read
      // "The user gravitates towards …".
      ["The user tends to read diffs before descriptions.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, 3 right as written and all 5 with two hand labels relabelled; decision 0436 reads an
    // option the team ruled out.
  },
  {
    // Written after decision 0436, its expected facts by hand before it was first run; held out until decision 0437.
    name: "written after the ruled-out rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix dialyzer";
      return [
        w.user("dz-u1", "dialyzer is failing on the cart context. Contexts never call each other's Repo queries directly."),
        w.toolUse("dz-a1", "toolu_dz1", "Bash", { command, description: "Run dialyzer" }),
        w.toolResult(
          "dz-r1",
          "toolu_dz1",
          "Finding suitable PLTs\nChecking PLT...\nStarting Dialyzer\nTotal errors: 1, Skipped: 0, Unnecessary Skips: 0\ndone in 0m2.41s\nlib/shop/cart.ex:12:no_return\nFunction total/1 has no local return.\n________________________________________________________________________________\ndone (warnings were emitted)\nHalting VM with exit status 2",
          true,
        ),
        w.toolUse("dz-a2", "toolu_dz2", "Edit", {
          file_path: `${project}/lib/shop/cart.ex`,
          old_string: 'raise "not implemented"',
          new_string: "Enum.reduce(items, 0, &(&1.price + &2))",
        }),
        w.toolResult("dz-r2", "toolu_dz2", `The file ${project}/lib/shop/cart.ex has been updated.`),
        w.toolUse("dz-a3", "toolu_dz3", "Bash", { command, description: "Run dialyzer" }),
        w.toolResult(
          "dz-r3",
          "toolu_dz3",
          "Finding suitable PLTs\nChecking PLT...\nStarting Dialyzer\nTotal errors: 0, Skipped: 0, Unnecessary Skips: 0\ndone in 0m2.12s\ndone (passed successfully)",
        ),
        w.assistant("dz-a4", "Cart.total/1 now sums the line items instead of raising."),
        w.user("dz-u2", "Jonas knows our Ecto setup best."),
        w.assistant("dz-a5", "Good to know."),
        w.user("dz-u3", "We're sticking with Phoenix LiveView instead of adding a React frontend."),
        w.assistant("dz-a6", "Understood."),
        w.user("dz-u4", "ok great"),
        w.assistant("dz-a7", "Anytime."),
        w.user("dz-u5", "Short answers with a code sample are my sweet spot."),
        w.assistant("dz-a8", "Noted."),
      ];
    },
    expected: [
      ["Contexts never call each other's Repo queries directly.", "convention", "user"],
      [
        '`mix dialyzer` failed with "Function total/1 has no local return." and passed after editing cart.ex: Cart.total/1 now sums the line items instead of raising.',
        "solution",
        "agent",
      ],
      ["Type checking runs with `mix dialyzer` (it passed).", "code_context", "tool"],
      ["Jonas knows the team's Ecto setup best.", "fact", "user"],
      ["The team is sticking with Phoenix LiveView instead of adding a React frontend.", "decision", "user"],
      ["Short answers with a code sample are the user's sweet spot.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, its fix without Dialyzer's warning; decision 0437 reads Dialyzer's short
    // warning, the team sticking with a way, and the person's sweet spot.
  },
  {
    // Written after decision 0437, its expected facts by hand before it was first run; held out until decision 0438.
    name: "written after the dialyzer, sticking-with and sweet-spot rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "shfmt -d scripts/";
      return [
        w.user("sh-u1", "shfmt is failing on the deploy script. Shell scripts start with set -euo pipefail."),
        w.toolUse("sh-a1", "toolu_sh1", "Bash", { command, description: "Check shell formatting" }),
        w.toolResult(
          "sh-r1",
          "toolu_sh1",
          '--- scripts/deploy.sh.orig\n+++ scripts/deploy.sh\n@@ -3,3 +3,3 @@\n if [ -z "$ENV" ]; then\n-  echo "ENV is required"\n+\techo "ENV is required"\n fi',
          true,
        ),
        w.toolUse("sh-a2", "toolu_sh2", "Edit", {
          file_path: `${project}/scripts/deploy.sh`,
          old_string: '  echo "ENV is required"',
          new_string: '\techo "ENV is required"',
        }),
        w.toolResult("sh-r2", "toolu_sh2", `The file ${project}/scripts/deploy.sh has been updated.`),
        w.toolUse("sh-a3", "toolu_sh3", "Bash", { command, description: "Check shell formatting" }),
        w.toolResult("sh-r3", "toolu_sh3", ""),
        w.assistant("sh-a4", "deploy.sh is indented with tabs again, as shfmt expects."),
        w.user("sh-u2", "Oksana handles our on-call rotation."),
        w.assistant("sh-a5", "Good to know."),
        w.user("sh-u3", "We decided against Kubernetes because the team is three people."),
        w.assistant("sh-a6", "Understood."),
        w.user("sh-u4", "brilliant, thanks"),
        w.assistant("sh-a7", "Anytime."),
        w.user("sh-u5", "Commands I can paste straight into a terminal are gold to me."),
        w.assistant("sh-a8", "Noted."),
      ];
    },
    expected: [
      ["Shell scripts start with set -euo pipefail.", "convention", "user"],
      ["`shfmt -d scripts/` failed and passed after editing deploy.sh: deploy.sh is indented with tabs again, as shfmt expects.", "solution", "agent"],
      ["Formatting runs with `shfmt -d scripts/` (it passed).", "code_context", "tool"],
      ["Oksana handles the team's on-call rotation.", "fact", "user"],
      ["The team decided against Kubernetes because the team is three people.", "decision", "user"],
      ["Commands the user can paste straight into a terminal are gold to the user.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0438 reads shfmt's runs and what is gold to the person. The liking,
    // its subject eight words holding "I can", stayed missed past the six words the kind-first likings read, until
    // decision 0453 let them read eight.
  },
  {
    // Written after decision 0438, its expected facts by hand before it was first run; held out until decision 0439.
    name: "written after the shfmt and gold-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo fmt --check";
      return [
        w.user("cf-u1", "cargo fmt --check fails on the cart crate. Public types derive Debug, no exceptions."),
        w.toolUse("cf-a1", "toolu_cf1", "Bash", { command, description: "Check formatting" }),
        w.toolResult(
          "cf-r1",
          "toolu_cf1",
          `Diff in ${project}/src/cart.rs at line 12:\n pub fn total(items: &[Item]) -> u64 {\n-    items.iter().map(|i|i.price).sum()\n+    items.iter().map(|i| i.price).sum()\n }`,
          true,
        ),
        w.toolUse("cf-a2", "toolu_cf2", "Edit", {
          file_path: `${project}/src/cart.rs`,
          old_string: "items.iter().map(|i|i.price).sum()",
          new_string: "items.iter().map(|i| i.price).sum()",
        }),
        w.toolResult("cf-r2", "toolu_cf2", `The file ${project}/src/cart.rs has been updated.`),
        w.toolUse("cf-a3", "toolu_cf3", "Bash", { command, description: "Check formatting" }),
        w.toolResult("cf-r3", "toolu_cf3", ""),
        w.assistant("cf-a4", "cart.rs is formatted the way rustfmt wants again."),
        w.user("cf-u2", "Mateus is the go-to person for our unsafe code."),
        w.assistant("cf-a5", "Good to know."),
        w.user("cf-u3", "We've moved off nightly Rust now that the feature we needed is stable."),
        w.assistant("cf-a6", "Understood."),
        w.user("cf-u4", "perfect"),
        w.assistant("cf-a7", "Anytime."),
        w.user("cf-u5", "Explanations that start with the why stick better for me."),
        w.assistant("cf-a8", "Noted."),
      ];
    },
    expected: [
      ["Public types derive Debug, no exceptions.", "convention", "user"],
      ["`cargo fmt --check` failed and passed after editing cart.rs: cart.rs is formatted the way rustfmt wants again.", "solution", "agent"],
      ["Formatting runs with `cargo fmt --check` (it passed).", "code_context", "tool"],
      ["Mateus is the go-to person for the team's unsafe code.", "fact", "user"],
      ["The team has moved off nightly Rust now that the feature the team needed is stable.", "decision", "user"],
      ["Explanations that start with the why stick better for the user.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, all right; decision 0439 reads the team moving off a way, and what came about ("now
    // that …") as a change of course's reason.
  },
  {
    // Written after decision 0439, its expected facts by hand before it was first run; held out until decision 0440.
    name: "written after the moved-off and now-that rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec srb tc";
      return [
        w.user("sb-u1", "srb tc is red after my rename. Sigs go above every public method."),
        w.toolUse("sb-a1", "toolu_sb1", "Bash", { command, description: "Type check with Sorbet" }),
        w.toolResult(
          "sb-r1",
          "toolu_sb1",
          "app/models/order.rb:14: Method `totl` does not exist on `Order` https://srb.help/7003\n    14 |    order.totl\n                  ^^^^\n  Autocorrect: Use `-a` to autocorrect\n    app/models/order.rb:14: Replace with `total`\n    14 |    order.totl\n                  ^^^^\nErrors: 1",
          true,
        ),
        w.toolUse("sb-a2", "toolu_sb2", "Edit", {
          file_path: `${project}/app/models/order.rb`,
          old_string: "    order.totl",
          new_string: "    order.total",
        }),
        w.toolResult("sb-r2", "toolu_sb2", `The file ${project}/app/models/order.rb has been updated.`),
        w.toolUse("sb-a3", "toolu_sb3", "Bash", { command, description: "Type check with Sorbet" }),
        w.toolResult("sb-r3", "toolu_sb3", "No errors! Great job."),
        w.assistant("sb-a4", "order.rb calls total again after the rename."),
        w.user("sb-u2", "Yusuf wrote most of our Sorbet signatures."),
        w.assistant("sb-a5", "Good to know."),
        w.user("sb-u3", "We went all in on Hotwire instead of a SPA."),
        w.assistant("sb-a6", "Understood."),
        w.user("sb-u4", "nice one"),
        w.assistant("sb-a7", "Anytime."),
        w.user("sb-u5", "I'm a big fan of answers that link to the docs."),
        w.assistant("sb-a8", "Noted."),
      ];
    },
    expected: [
      ["Sigs go above every public method.", "convention", "user"],
      [
        '`bundle exec srb tc` failed with "Method `totl` does not exist on `Order`" and passed after editing order.rb: order.rb calls total again after the rename.',
        "solution",
        "agent",
      ],
      ["Type checking runs with `bundle exec srb tc` (it passed).", "code_context", "tool"],
      ["Yusuf wrote most of the team's Sorbet signatures.", "fact", "user"],
      ["The team went all in on Hotwire instead of a SPA.", "decision", "user"],
      // Relabelled after its first run: written "The user is a big fan …", where the earlier fixtures' likings read
      // "User is a fan of small commits".
      ["User is a big fan of answers that link to the docs.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, 1 right as written and both with one hand label relabelled; decision 0440 reads Sorbet
    // (its runs and its findings), where a kind goes beside every one of another, and the team going all in on a way.
  },
  {
    // Written after decision 0440, its expected facts by hand before it was first run; held out until decision 0441.
    name: "written after the sorbet, beside-every and all-in rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = 'npx cspell "docs/**/*.md"';
      return [
        w.user("cs-u1", "cspell is failing on the setup guide. Product names are spelled the way their owners spell them."),
        w.toolUse("cs-a1", "toolu_cs1", "Bash", { command, description: "Check spelling in the docs" }),
        w.toolResult(
          "cs-r1",
          "toolu_cs1",
          "docs/setup.md:12:5 - Unknown word (recieve) fix: (receive)\nCSpell: Files checked: 14, Issues found: 1 in 1 file.",
          true,
        ),
        w.toolUse("cs-a2", "toolu_cs2", "Edit", {
          file_path: `${project}/docs/setup.md`,
          old_string: "you will recieve an email",
          new_string: "you will receive an email",
        }),
        w.toolResult("cs-r2", "toolu_cs2", `The file ${project}/docs/setup.md has been updated.`),
        w.toolUse("cs-a3", "toolu_cs3", "Bash", { command, description: "Check spelling in the docs" }),
        w.toolResult("cs-r3", "toolu_cs3", "CSpell: Files checked: 14, Issues found: 0 in 0 files."),
        w.assistant("cs-a4", "setup.md spells receive correctly now."),
        w.user("cs-u2", "Chiara is who we ask about Algolia."),
        w.assistant("cs-a5", "Good to know."),
        w.user("cs-u3", "We landed on Docusaurus after trying MkDocs."),
        w.assistant("cs-a6", "Understood."),
        w.user("cs-u4", "lovely"),
        w.assistant("cs-a7", "Anytime."),
        w.user("cs-u5", "Tables beat bullet lists for me when comparing options."),
        w.assistant("cs-a8", "Noted."),
      ];
    },
    expected: [
      ["Product names are spelled the way their owners spell them.", "convention", "user"],
      [
        '`npx cspell "docs/**/*.md"` failed with "Unknown word (recieve)" and passed after editing setup.md: setup.md spells receive correctly now.',
        "solution",
        "agent",
      ],
      ['Linting runs with `npx cspell "docs/**/*.md"` (it passed).', "code_context", "tool"],
      ["Chiara is who the team asks about Algolia.", "fact", "user"],
      ["The team landed on Docusaurus after trying MkDocs.", "decision", "user"],
      ["Tables beat bullet lists for the user when comparing options.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0441 reads CSpell (its runs and its findings), who the team asks
    // about a part, and where the team's choice landed.
  },
  {
    // Written after decision 0441, its expected facts by hand before it was first run; held out until decision 0442.
    name: "written after the cspell, who-we-ask and landed-on rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "taplo fmt --check";
      return [
        w.user("tp-u1", "taplo is unhappy with Cargo.toml. Dependencies are listed alphabetically in every manifest."),
        w.toolUse("tp-a1", "toolu_tp1", "Bash", { command, description: "Check TOML formatting" }),
        w.toolResult(
          "tp-r1",
          "toolu_tp1",
          ` INFO taplo:format_files:collect_files: found files total=3 excluded=0 cwd="${project}"\nERROR taplo:format_files: the file is not properly formatted path="${project}/Cargo.toml"\nERROR operation failed error=some files were not properly formatted`,
          true,
        ),
        w.toolUse("tp-a2", "toolu_tp2", "Edit", {
          file_path: `${project}/Cargo.toml`,
          old_string: 'serde = { version = "1",features = ["derive"] }',
          new_string: 'serde = { version = "1", features = ["derive"] }',
        }),
        w.toolResult("tp-r2", "toolu_tp2", `The file ${project}/Cargo.toml has been updated.`),
        w.toolUse("tp-a3", "toolu_tp3", "Bash", { command, description: "Check TOML formatting" }),
        w.toolResult("tp-r3", "toolu_tp3", ` INFO taplo:format_files:collect_files: found files total=3 excluded=0 cwd="${project}"`),
        w.assistant("tp-a4", "Cargo.toml's inline tables are spaced the way taplo wants."),
        w.user("tp-u2", "Ingrid keeps our crates.io tokens."),
        w.assistant("tp-a5", "Good to know."),
        w.user("tp-u3", "We've parked the WASM build until the core API settles."),
        w.assistant("tp-a6", "Understood."),
        w.user("tp-u4", "sweet"),
        w.assistant("tp-a7", "Anytime."),
        w.user("tp-u5", "Terse commit messages suit me fine."),
        w.assistant("tp-a8", "Noted."),
      ];
    },
    expected: [
      ["Dependencies are listed alphabetically in every manifest.", "convention", "user"],
      [
        '`taplo fmt --check` failed with "the file is not properly formatted" and passed after editing Cargo.toml: Cargo.toml\'s inline tables are spaced the way taplo wants.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `taplo fmt --check` (it passed).", "code_context", "tool"],
      ["Ingrid keeps the team's crates.io tokens.", "fact", "user"],
      ["The team has parked the WASM build until the core API settles.", "decision", "user"],
      ["Terse commit messages suit the user fine.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0442 reads Taplo (its runs and its message), a kind kept in alphabetical
    // order, who keeps the team's tokens, the work the team parked until later, and what suits the person fine.
  },
  {
    // Written after decision 0442, its expected facts by hand before it was first run; held out until decision 0443.
    name: "written after the taplo, alphabetical, parked and suits-me-fine rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx publint";
      return [
        w.user("pl-u1", "publint flags the ui package. Every package ships ESM only, no CommonJS builds."),
        w.toolUse("pl-a1", "toolu_pl1", "Bash", { command, description: "Lint the package's exports" }),
        w.toolResult(
          "pl-r1",
          "toolu_pl1",
          'Running publint v0.2.12 for @acme/ui...\nErrors:\n1. pkg.exports["."].types is ./dist/index.d.ts but the file does not exist.',
          true,
        ),
        w.toolUse("pl-a2", "toolu_pl2", "Edit", {
          file_path: `${project}/package.json`,
          old_string: '"types": "./dist/index.d.ts"',
          new_string: '"types": "./dist/index.d.mts"',
        }),
        w.toolResult("pl-r2", "toolu_pl2", `The file ${project}/package.json has been updated.`),
        w.toolUse("pl-a3", "toolu_pl3", "Bash", { command, description: "Lint the package's exports" }),
        w.toolResult("pl-r3", "toolu_pl3", "Running publint v0.2.12 for @acme/ui...\nAll good!"),
        w.assistant("pl-a4", "The exports map now points at the built type declarations."),
        w.user("pl-u2", "Tomas is the one who cuts our npm releases."),
        w.assistant("pl-a5", "Good to know."),
        w.user("pl-u3", "We've frozen the public API until 2.0 ships."),
        w.assistant("pl-a6", "Understood."),
        w.user("pl-u4", "ta"),
        w.assistant("pl-a7", "Anytime."),
        w.user("pl-u5", "A quick heads-up before big refactors means a lot to me."),
        w.assistant("pl-a8", "Noted."),
      ];
    },
    expected: [
      ["Every package ships ESM only, no CommonJS builds.", "convention", "user"],
      // Relabelled after its first fix: written with "The exports map …", where the earlier fixtures' fixes go on in lower
      // case after the colon ("after editing orders.ts: the handler …").
      [
        "`npx publint` failed with \"pkg.exports['.'].types is ./dist/index.d.ts but the file does not exist.\" and passed after editing package.json: the exports map now points at the built type declarations.",
        "solution",
        "agent",
      ],
      ["Linting runs with `npx publint` (it passed).", "code_context", "tool"],
      ["Tomas is the one who cuts the team's npm releases.", "fact", "user"],
      ["The team has frozen the public API until 2.0 ships.", "decision", "user"],
      ["A quick heads-up before big refactors means a lot to the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0443 reads publint (its runs and its first error), who cuts the team's
    // releases, a part of the project the team froze until later, and what means a lot to the person.
  },
  {
    // Written after decision 0443, its expected facts by hand before it was first run; held out until decision 0444.
    name: "written after the publint, cuts-releases, frozen and means-a-lot rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix format --check-formatted";
      return [
        w.user("mf-u1", "mix format is failing in CI. Contexts expose plain functions, never Ecto queries."),
        w.toolUse("mf-a1", "toolu_mf1", "Bash", { command, description: "Check formatting" }),
        w.toolResult(
          "mf-r1",
          "toolu_mf1",
          "** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n  * lib/shop/orders.ex",
          true,
        ),
        w.toolUse("mf-a2", "toolu_mf2", "Edit", {
          file_path: `${project}/lib/shop/orders.ex`,
          old_string: "def list_orders(user_id),do: Repo.all(query(user_id))",
          new_string: "def list_orders(user_id), do: Repo.all(query(user_id))",
        }),
        w.toolResult("mf-r2", "toolu_mf2", `The file ${project}/lib/shop/orders.ex has been updated.`),
        w.toolUse("mf-a3", "toolu_mf3", "Bash", { command, description: "Check formatting" }),
        w.toolResult("mf-r3", "toolu_mf3", ""),
        w.assistant("mf-a4", "orders.ex is formatted the way mix format expects."),
        w.user("mf-u2", "Beatriz wrote the checkout flow, so loop her in on anything there."),
        w.assistant("mf-a5", "Good to know."),
        w.user("mf-u3", "Going forward we're doing trunk-based development, no long-lived branches."),
        w.assistant("mf-a6", "Understood."),
        w.user("mf-u4", "gracias"),
        w.assistant("mf-a7", "Anytime."),
        w.user("mf-u5", "Code review comments phrased as questions land better with me."),
        w.assistant("mf-a8", "Noted."),
      ];
    },
    expected: [
      ["Contexts expose plain functions, never Ecto queries.", "convention", "user"],
      // Relabelled after its first run: written without Mix's "** (Mix)" mark, where the earlier fixtures' fixes quote the
      // line with it (the fixture written after decision 0353).
      [
        '`mix format --check-formatted` failed with "** (Mix) mix format failed due to --check-formatted." and passed after editing orders.ex: orders.ex is formatted the way mix format expects.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `mix format --check-formatted` (it passed).", "code_context", "tool"],
      ["Beatriz wrote the checkout flow, so loop her in on anything there.", "fact", "user"],
      ["Going forward the team is doing trunk-based development, no long-lived branches.", "decision", "user"],
      ["Code review comments phrased as questions land better with the user.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, 4 right as written and all 5 with one hand label relabelled; decision 0444 reads a way
    // the team takes up from now on.
  },
  {
    // Written after decision 0444, its expected facts by hand before it was first run; held out until decision 0445.
    name: "written after the from-now-on rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "scalafmt --test";
      return [
        w.user("sf-u1", "scalafmt --test fails on the cart module. Implicits are kept to a minimum."),
        w.toolUse("sf-a1", "toolu_sf1", "Bash", { command, description: "Check Scala formatting" }),
        w.toolResult(
          "sf-r1",
          "toolu_sf1",
          "Looking for unformatted files...\n--- a/src/main/scala/shop/Cart.scala\n+++ b/src/main/scala/shop/Cart.scala\n@@ -10,1 +10,1 @@\n-  def total(items:List[Item]):Long = items.map(_.price).sum\n+  def total(items: List[Item]): Long = items.map(_.price).sum\nerror: --test failed",
          true,
        ),
        w.toolUse("sf-a2", "toolu_sf2", "Edit", {
          file_path: `${project}/src/main/scala/shop/Cart.scala`,
          old_string: "def total(items:List[Item]):Long",
          new_string: "def total(items: List[Item]): Long",
        }),
        w.toolResult("sf-r2", "toolu_sf2", `The file ${project}/src/main/scala/shop/Cart.scala has been updated.`),
        w.toolUse("sf-a3", "toolu_sf3", "Bash", { command, description: "Check Scala formatting" }),
        w.toolResult("sf-r3", "toolu_sf3", "Looking for unformatted files...\nAll files are formatted with scalafmt :)"),
        w.assistant("sf-a4", "Cart.scala matches the scalafmt settings again."),
        w.user("sf-u2", "Hiroshi has been maintaining our sbt plugins for years."),
        w.assistant("sf-a5", "Good to know."),
        w.user("sf-u3", "We've put Scala 3 on the back burner until Spark supports it."),
        w.assistant("sf-a6", "Understood."),
        w.user("sf-u4", "cool cool"),
        w.assistant("sf-a7", "Anytime."),
        w.user("sf-u5", "I'd take a failing test over a paragraph of explanation any day."),
        w.assistant("sf-a8", "Noted."),
      ];
    },
    expected: [
      ["Implicits are kept to a minimum.", "convention", "user"],
      [
        '`scalafmt --test` failed with "error: --test failed" and passed after editing Cart.scala: Cart.scala matches the scalafmt settings again.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `scalafmt --test` (it passed).", "code_context", "tool"],
      ["Hiroshi has been maintaining the team's sbt plugins for years.", "fact", "user"],
      ["The team has put Scala 3 on the back burner until Spark supports it.", "decision", "user"],
      ["User would take a failing test over a paragraph of explanation any day.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, 1 right, a rule typed as a fact; decision 0445 reads scalafmt's runs, a kind kept to a
    // minimum, who has long maintained a part, and work put on the back burner.
  },
  {
    // Written after decision 0445, its expected facts by hand before it was first run; held out until decision 0446.
    name: "written after the scalafmt, kept-to-a-minimum, long-maintained and back-burner rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "swift-format lint --strict -r Sources";
      return [
        w.user("sfl-u1", "swift-format lint is red on Cart.swift. Force unwraps are off-limits outside tests."),
        w.toolUse("sfl-a1", "toolu_sfl1", "Bash", { command, description: "Lint the Swift sources" }),
        w.toolResult("sfl-r1", "toolu_sfl1", "Sources/Shop/Cart.swift:12:18: error: [Spacing] add 1 space", true),
        w.toolUse("sfl-a2", "toolu_sfl2", "Edit", {
          file_path: `${project}/Sources/Shop/Cart.swift`,
          old_string: "let total=items.reduce(0) { $0 + $1.price }",
          new_string: "let total = items.reduce(0) { $0 + $1.price }",
        }),
        w.toolResult("sfl-r2", "toolu_sfl2", `The file ${project}/Sources/Shop/Cart.swift has been updated.`),
        w.toolUse("sfl-a3", "toolu_sfl3", "Bash", { command, description: "Lint the Swift sources" }),
        w.toolResult("sfl-r3", "toolu_sfl3", ""),
        w.assistant("sfl-a4", "Cart.swift has the space swift-format asked for."),
        w.user("sfl-u2", "Priyanka did most of the SwiftData migration."),
        w.assistant("sfl-a5", "Good to know."),
        w.user("sfl-u3", "We're phasing out Combine in favour of async/await."),
        w.assistant("sfl-a6", "Understood."),
        w.user("sfl-u4", "nice"),
        w.assistant("sfl-a7", "Anytime."),
        w.user("sfl-u5", "I learn the most from small worked examples."),
        w.assistant("sfl-a8", "Noted."),
      ];
    },
    expected: [
      ["Force unwraps are off-limits outside tests.", "convention", "user"],
      [
        '`swift-format lint --strict -r Sources` failed with "[Spacing] add 1 space" and passed after editing Cart.swift: Cart.swift has the space swift-format asked for.',
        "solution",
        "agent",
      ],
      ["Linting runs with `swift-format lint --strict -r Sources` (it passed).", "code_context", "tool"],
      ["Priyanka did most of the SwiftData migration.", "fact", "user"],
      // Relabelled after its first run: written a decision, where decision 0285 keeps a change the team is making ("we're
      // moving off Heroku") as a fact.
      ["The team is phasing out Combine in favour of async/await.", "fact", "user"],
      ["User learns the most from small worked examples.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, 1 right as written and both with one hand label relabelled; decision 0446 reads
    // swift-format (its runs and its findings), who did most of a part, and what the person learns the most from.
  },
  {
    // Written after decision 0446, its expected facts by hand before it was first run; held out until decision 0447.
    name: "written after the swift-format, did-most-of and learn-the-most rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = 'npx stylelint "src/**/*.scss"';
      return [
        w.user("sl-u1", "stylelint fails on the checkout styles. Colors come from design tokens, never raw hex values."),
        w.toolUse("sl-a1", "toolu_sl1", "Bash", { command, description: "Lint the stylesheets" }),
        w.toolResult(
          "sl-r1",
          "toolu_sl1",
          'src/checkout/summary.scss\n  14:3  ✖  Unexpected duplicate "margin"  declaration-block-no-duplicate-properties\n\n✖ 1 problem (1 error, 0 warnings)',
          true,
        ),
        w.toolUse("sl-a2", "toolu_sl2", "Edit", {
          file_path: `${project}/src/checkout/summary.scss`,
          old_string: "  margin: 0;\n  margin: 0 auto;\n",
          new_string: "  margin: 0 auto;\n",
        }),
        w.toolResult("sl-r2", "toolu_sl2", `The file ${project}/src/checkout/summary.scss has been updated.`),
        w.toolUse("sl-a3", "toolu_sl3", "Bash", { command, description: "Lint the stylesheets" }),
        w.toolResult("sl-r3", "toolu_sl3", ""),
        w.assistant("sl-a4", "summary.scss sets its margin once now."),
        w.user("sl-u2", "Anouk is the brains behind our design tokens."),
        w.assistant("sl-a5", "Good to know."),
        w.user("sl-u3", "We agreed to drop IE11 support this quarter."),
        w.assistant("sl-a6", "Understood."),
        w.user("sl-u4", "super, thanks"),
        w.assistant("sl-a7", "Anytime."),
        w.user("sl-u5", "Screenshots of the before and after make reviews so much easier for me."),
        w.assistant("sl-a8", "Noted."),
      ];
    },
    expected: [
      ["Colors come from design tokens, never raw hex values.", "convention", "user"],
      [
        '`npx stylelint "src/**/*.scss"` failed with "Unexpected duplicate \'margin\'" and passed after editing summary.scss: summary.scss sets its margin once now.',
        "solution",
        "agent",
      ],
      ['Linting runs with `npx stylelint "src/**/*.scss"` (it passed).', "code_context", "tool"],
      ["Anouk is the brains behind the team's design tokens.", "fact", "user"],
      ["The team agreed to drop IE11 support this quarter.", "decision", "user"],
      ["Screenshots of the before and after make reviews so much easier for the user.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0447 reads where a kind comes from with what it never is, and what
    // makes a kind of work so much easier for the person.
  },
  {
    // Written after decision 0447, its expected facts by hand before it was first run; held out until decision 0448.
    name: "written after the comes-from-never and so-much-easier rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "deptry .";
      return [
        w.user("dp-u1", "deptry flags the cart module. Runtime deps are pinned to minor versions in pyproject.toml."),
        w.toolUse("dp-a1", "toolu_dp1", "Bash", { command, description: "Check declared dependencies" }),
        w.toolResult(
          "dp-r1",
          "toolu_dp1",
          "Scanning 42 files...\n\nsrc/shop/cart.py:3:1: DEP001 'requests' imported but missing from the dependency definitions\nFound 1 dependency issue.",
          true,
        ),
        w.toolUse("dp-a2", "toolu_dp2", "Edit", {
          file_path: `${project}/pyproject.toml`,
          old_string: 'dependencies = [\n  "pydantic~=2.7",\n]',
          new_string: 'dependencies = [\n  "pydantic~=2.7",\n  "requests~=2.32",\n]',
        }),
        w.toolResult("dp-r2", "toolu_dp2", `The file ${project}/pyproject.toml has been updated.`),
        w.toolUse("dp-a3", "toolu_dp3", "Bash", { command, description: "Check declared dependencies" }),
        w.toolResult("dp-r3", "toolu_dp3", "Scanning 42 files...\n\nSuccess! No dependency issues found."),
        w.assistant("dp-a4", "requests is declared in pyproject.toml now."),
        w.user("dp-u2", "Kwame is our point person for anything PyPI."),
        w.assistant("dp-a5", "Good to know."),
        w.user("dp-u3", "We've consolidated on uv for all Python projects."),
        w.assistant("dp-a6", "Understood."),
        w.user("dp-u4", "nice one, cheers"),
        w.assistant("dp-a7", "Anytime."),
        w.user("dp-u5", "Walls of config without comments make me nervous."),
        w.assistant("dp-a8", "Noted."),
      ];
    },
    expected: [
      ["Runtime deps are pinned to minor versions in pyproject.toml.", "convention", "user"],
      [
        "`deptry .` failed with \"DEP001 'requests' imported but missing from the dependency definitions\" and passed after editing pyproject.toml: requests is declared in pyproject.toml now.",
        "solution",
        "agent",
      ],
      ["Dependency checks run with `deptry .` (it passed).", "code_context", "tool"],
      ["Kwame is the team's point person for anything PyPI.", "fact", "user"],
      ["The team has consolidated on uv for all Python projects.", "decision", "user"],
      ["Walls of config without comments make the user nervous.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0448 reads deptry (its runs and its findings), the team's point person
    // for a part, what the team consolidated on, and what makes the person nervous.
  },
  {
    // Written after decision 0448, its expected facts by hand before it was first run; held out until decision 0449.
    name: "written after the deptry, point-person, consolidated-on and nervous rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "kubeconform -strict -summary manifests/";
      return [
        w.user("kc-u1", "kubeconform rejects the api manifest. Every Deployment sets resource limits."),
        w.toolUse("kc-a1", "toolu_kc1", "Bash", { command, description: "Validate the Kubernetes manifests" }),
        w.toolResult(
          "kc-r1",
          "toolu_kc1",
          "manifests/api.yaml - Deployment api is invalid: problem validating schema. Check JSON formatting: jsonschema: '/spec/replicas' does not validate with https://kubernetesjsonschema.dev/v1.29.0-standalone-strict/deployment-apps-v1.json#/properties/spec/properties/replicas/type: expected integer, but got string\nSummary: 3 resources found in 2 files - Valid: 2, Invalid: 1, Errors: 0, Skipped: 0",
          true,
        ),
        w.toolUse("kc-a2", "toolu_kc2", "Edit", {
          file_path: `${project}/manifests/api.yaml`,
          old_string: '  replicas: "3"',
          new_string: "  replicas: 3",
        }),
        w.toolResult("kc-r2", "toolu_kc2", `The file ${project}/manifests/api.yaml has been updated.`),
        w.toolUse("kc-a3", "toolu_kc3", "Bash", { command, description: "Validate the Kubernetes manifests" }),
        w.toolResult("kc-r3", "toolu_kc3", "Summary: 3 resources found in 2 files - Valid: 3, Invalid: 0, Errors: 0, Skipped: 0"),
        w.assistant("kc-a4", "api.yaml gives replicas as a number again."),
        w.user("kc-u2", "Lukas is the only one with access to the prod cluster."),
        w.assistant("kc-a5", "Good to know."),
        w.user("kc-u3", "We bumped the minimum Kubernetes version to 1.29 and won't support older clusters."),
        w.assistant("kc-a6", "Understood."),
        w.user("kc-u4", "ty"),
        w.assistant("kc-a7", "Anytime."),
        w.user("kc-u5", "I'm happiest when diffs stay under a hundred lines."),
        w.assistant("kc-a8", "Noted."),
      ];
    },
    expected: [
      ["Every Deployment sets resource limits.", "convention", "user"],
      [
        '`kubeconform -strict -summary manifests/` failed with "Deployment api is invalid: problem validating schema." and passed after editing api.yaml: api.yaml gives replicas as a number again.',
        "solution",
        "agent",
      ],
      ["Validation runs with `kubeconform -strict -summary manifests/` (it passed).", "code_context", "tool"],
      ["Lukas is the only one with access to the prod cluster.", "fact", "user"],
      // Relabelled after its fix: written "will not", where the third person keeps "won't" as the person said it.
      ["The team bumped the minimum Kubernetes version to 1.29 and won't support older clusters.", "decision", "user"],
      ["User is happiest when diffs stay under a hundred lines.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0449 reads kubeconform (its runs and its finding), who alone has access to a
    // part, a minimum version the team raised, and when the person is happiest. What every Deployment sets stays missed:
    // "every X <does> Y" alone is as often the shape of the code as a rule (decisions 0289, 0388, 0426).
    shortfall: {
      extra: [],
      missed: ["Every Deployment sets resource limits."],
      retyped: [],
    },
  },
  {
    // Written after decision 0449, its expected facts by hand before it was first run; held out until decision 0450.
    name: "written after the kubeconform, only-access, minimum-version and happiest-when rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx @redocly/cli lint openapi.yaml";
      return [
        w.user("rd-u1", "redocly lint fails on the orders spec. Error responses use the Problem Details format everywhere."),
        w.toolUse("rd-a1", "toolu_rd1", "Bash", { command, description: "Lint the OpenAPI spec" }),
        w.toolResult(
          "rd-r1",
          "toolu_rd1",
          "validating openapi.yaml...\n[1] openapi.yaml:42:7 at #/paths/~1orders/get/responses\n\nOperation must have at least one `2XX` response.\n\n40 |   get:\n41 |     operationId: listOrders\n42 |     responses:\n\nError was generated by the operation-2xx-response rule.\n\nopenapi.yaml: validated in 45ms\n\n❌ Validation failed with 1 error.",
          true,
        ),
        w.toolUse("rd-a2", "toolu_rd2", "Edit", {
          file_path: `${project}/openapi.yaml`,
          old_string: "      responses:\n        '404':",
          new_string: "      responses:\n        '200':\n          $ref: '#/components/responses/OrderList'\n        '404':",
        }),
        w.toolResult("rd-r2", "toolu_rd2", `The file ${project}/openapi.yaml has been updated.`),
        w.toolUse("rd-a3", "toolu_rd3", "Bash", { command, description: "Lint the OpenAPI spec" }),
        w.toolResult("rd-r3", "toolu_rd3", "validating openapi.yaml...\nopenapi.yaml: validated in 41ms\n\nWoohoo! Your API description is valid. 🎉"),
        w.assistant("rd-a4", "listOrders declares its 200 response now."),
        w.user("rd-u2", "Emeka has the final say on endpoint naming."),
        w.assistant("rd-a5", "Good to know."),
        w.user("rd-u3", "We stopped versioning the API in the URL."),
        w.assistant("rd-a6", "Understood."),
        w.user("rd-u4", "perfect, ta"),
        w.assistant("rd-a7", "Anytime."),
        w.user("rd-u5", "Concrete request and response examples help me far more than schema prose."),
        w.assistant("rd-a8", "Noted."),
      ];
    },
    expected: [
      ["Error responses use the Problem Details format everywhere.", "convention", "user"],
      [
        '`npx @redocly/cli lint openapi.yaml` failed with "Operation must have at least one `2XX` response." and passed after editing openapi.yaml: listOrders declares its 200 response now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx @redocly/cli lint openapi.yaml` (it passed).", "code_context", "tool"],
      // Relabelled after its first run: written a fact, where the earlier fixtures' "… has the final say on rounding" is a
      // convention.
      ["Emeka has the final say on endpoint naming.", "convention", "user"],
      ["The team stopped versioning the API in the URL.", "decision", "user"],
      ["Concrete request and response examples help the user far more than schema prose.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 2 right as written and 3 with one hand label relabelled; decision 0450 reads Redocly's
    // message under its finding's place, and what helps the person far more. "We stopped versioning the API in the URL"
    // stays missed: a way stopped without a reason is as often an act at hand (decision 0428).
    shortfall: {
      extra: [],
      missed: ["The team stopped versioning the API in the URL."],
      retyped: [],
    },
  },
  {
    // Written after decision 0450, its expected facts by hand before it was first run; held out until decision 0451.
    name: "written after the redocly and far-more rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx alex docs/";
      return [
        w.user("ax-u1", "alex flags the onboarding doc. Docs address the reader as you, not the user."),
        w.toolUse("ax-a1", "toolu_ax1", "Bash", { command, description: "Check the docs' wording" }),
        w.toolResult(
          "ax-r1",
          "toolu_ax1",
          "docs/onboarding.md\n  12:5-12:11  warning  `Master` may be insensitive, use `Primary`, `Main` instead  master  retext-equality\n\n⚠ 1 warning",
          true,
        ),
        w.toolUse("ax-a2", "toolu_ax2", "Edit", {
          file_path: `${project}/docs/onboarding.md`,
          old_string: "Clone the master branch",
          new_string: "Clone the main branch",
        }),
        w.toolResult("ax-r2", "toolu_ax2", `The file ${project}/docs/onboarding.md has been updated.`),
        w.toolUse("ax-a3", "toolu_ax3", "Bash", { command, description: "Check the docs' wording" }),
        w.toolResult("ax-r3", "toolu_ax3", "docs/onboarding.md: no issues found"),
        w.assistant("ax-a4", "onboarding.md says main branch now."),
        w.user("ax-u2", "Ines edits everything that goes on the public blog."),
        w.assistant("ax-a5", "Good to know."),
        w.user("ax-u3", "We've switched the docs site to Starlight for the search."),
        w.assistant("ax-a6", "Understood."),
        w.user("ax-u4", "grand"),
        w.assistant("ax-a7", "Anytime."),
        w.user("ax-u5", "Short paragraphs with one idea each work best for me."),
        w.assistant("ax-a8", "Noted."),
      ];
    },
    expected: [
      ["Docs address the reader as you, not the user.", "convention", "user"],
      [
        '`npx alex docs/` failed with "`Master` may be insensitive, use `Primary`, `Main` instead" and passed after editing onboarding.md: onboarding.md says main branch now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx alex docs/` (it passed).", "code_context", "tool"],
      // Relabelled after its first run: written a fact, where the earlier fixtures' "Marta reviews anything that touches
      // payments" is a convention.
      ["Ines edits everything that goes on the public blog.", "convention", "user"],
      ["The team has switched the docs site to Starlight for the search.", "decision", "user"],
      ["Short paragraphs with one idea each work best for the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0451 reads alex's runs and the unified collective's reporter, how a kind
    // addresses its reader (keeping "you" as said), who edits everything that goes somewhere, and a part of the project
    // switched to a named tool for what it gives.
  },
  {
    // Written after decision 0451, its expected facts by hand before it was first run; held out until decision 0452.
    name: "written after the alex, address-as, edits-everything and switched-part rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./vendor/bin/pint --test";
      return [
        w.user("pt-u1", "pint --test fails on the Order model. Query scopes are named after what they filter, never after the columns they use."),
        w.toolUse("pt-a1", "toolu_pt1", "Bash", { command, description: "Check the code style" }),
        w.toolResult(
          "pt-r1",
          "toolu_pt1",
          "\n  ..⨯.\n\n  ────────────────────────────────────────────────────────────── Laravel  \n    FAIL   ......................................... 4 files, 1 style issue  \n  ⨯ app/Models/Order.php                                        no_unused_imports  \n",
          true,
        ),
        w.toolUse("pt-a2", "toolu_pt2", "Edit", {
          file_path: `${project}/app/Models/Order.php`,
          old_string: "use Illuminate\\Support\\Carbon;\nuse Illuminate\\Database\\Eloquent\\Model;",
          new_string: "use Illuminate\\Database\\Eloquent\\Model;",
        }),
        w.toolResult("pt-r2", "toolu_pt2", `The file ${project}/app/Models/Order.php has been updated.`),
        w.toolUse("pt-a3", "toolu_pt3", "Bash", { command, description: "Check the code style" }),
        w.toolResult(
          "pt-r3",
          "toolu_pt3",
          "\n  ....\n\n  ────────────────────────────────────────────────────────────── Laravel  \n    PASS   ................................................... 4 files  \n",
        ),
        w.assistant("pt-a4", "Order.php no longer imports Carbon."),
        w.user("pt-u2", "The invoices table has about 40 million rows."),
        w.assistant("pt-a5", "Good to know."),
        w.user("pt-u3", "We've dropped Sail; Herd is much faster on our Macs."),
        w.assistant("pt-a6", "Understood."),
        w.user("pt-u4", "lovely, cheers"),
        w.assistant("pt-a7", "Anytime."),
        w.user("pt-u5", "Seeing the failing assertion first helps me debug faster."),
        w.assistant("pt-a8", "Noted."),
      ];
    },
    expected: [
      ["Query scopes are named after what they filter, never after the columns they use.", "convention", "user"],
      [
        '`./vendor/bin/pint --test` failed with "no_unused_imports" and passed after editing Order.php: Order.php no longer imports Carbon.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `./vendor/bin/pint --test` (it passed).", "code_context", "tool"],
      ["The invoices table has about 40 million rows.", "fact", "user"],
      ["The team has dropped Sail; Herd is much faster on the team's Macs.", "decision", "user"],
      ["Seeing the failing assertion first helps the user debug faster.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0452 reads Laravel Pint's runs and the fixers it names, a kind named or done
    // after something with what it never is after, how large a part of the project is, a change of course with its
    // reason after a semicolon, and what helps the person debug.
  },
  {
    // Written after decision 0452, its expected facts by hand before it was first run; held out until decision 0453.
    name: "written after the pint, named-after, part-size and semicolon-reason rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx sqlfluff lint models/ --dialect bigquery";
      return [
        w.user("sq-u1", "sqlfluff fails on the revenue model. Every CTE in a model gets a comment saying what grain it is at."),
        w.toolUse("sq-a1", "toolu_sq1", "Bash", { command, description: "Lint the dbt models" }),
        w.toolResult(
          "sq-r1",
          "toolu_sq1",
          "== [models/marts/fct_revenue.sql] FAIL\nL:  14 | P:   5 | AM04 | Query produces an unknown number of result columns.\n                       | [ambiguous.column_count]\nAll Finished 📜 🎉!",
          true,
        ),
        w.toolUse("sq-a2", "toolu_sq2", "Edit", {
          file_path: `${project}/models/marts/fct_revenue.sql`,
          old_string: "select *\nfrom orders_enriched",
          new_string: "select order_id, booked_at, amount_eur\nfrom orders_enriched",
        }),
        w.toolResult("sq-r2", "toolu_sq2", `The file ${project}/models/marts/fct_revenue.sql has been updated.`),
        w.toolUse("sq-a3", "toolu_sq3", "Bash", { command, description: "Lint the dbt models" }),
        w.toolResult("sq-r3", "toolu_sq3", "All Finished 📜 🎉!"),
        w.assistant("sq-a4", "fct_revenue selects its three columns by name now."),
        w.user("sq-u2", "Amira wrote most of our dbt macros."),
        w.assistant("sq-a5", "Good to know."),
        w.user("sq-u3", "We've retired the nightly full refresh; incremental models cover it now."),
        w.assistant("sq-a6", "Understood."),
        w.user("sq-u4", "nice one"),
        w.assistant("sq-a7", "Anytime."),
        w.user("sq-u5", "A row count before and after each change reassures me more than any diff."),
        w.assistant("sq-a8", "Noted."),
      ];
    },
    expected: [
      ["Every CTE in a model gets a comment saying what grain it is at.", "convention", "user"],
      [
        '`npx sqlfluff lint models/ --dialect bigquery` failed with "Query produces an unknown number of result columns." and passed after editing fct_revenue.sql: fct_revenue selects its three columns by name now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx sqlfluff lint models/ --dialect bigquery` (it passed).", "code_context", "tool"],
      ["Amira wrote most of the team's dbt macros.", "fact", "user"],
      ["The team has retired the nightly full refresh; incremental models cover it now.", "decision", "user"],
      ["A row count before and after each change reassures the user more than any diff.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0453 reads what every one of a kind narrowed by a phrase gets, a way
    // retired with what does its job now after a semicolon, and a kind-first liking of up to eight words.
  },
  {
    // Written after decision 0453, its expected facts by hand before it was first run; held out until decision 0454.
    name: "written after the narrowed-every, retired-course and eight-word liking rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "uvx ty check src/";
      return [
        w.user("ty-u1", "ty complains about the cart. Domain objects don't import anything from the web package."),
        w.toolUse("ty-a1", "toolu_ty1", "Bash", { command, description: "Type-check the package" }),
        w.toolResult(
          "ty-r1",
          "toolu_ty1",
          "error[invalid-return-type]: Return type does not match returned value\n  --> src/shop/cart.py:14:16\n   |\n12 |     def subtotal(self) -> Decimal:\n   |                           ------- Expected `Decimal` because of return type\n13 |         ...\n14 |         return sum(line.price for line in self.lines)\n   |                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ expected `Decimal`, found `int`\n   |\ninfo: rule `invalid-return-type` is enabled by default\n\nFound 1 diagnostic",
          true,
        ),
        w.toolUse("ty-a2", "toolu_ty2", "Edit", {
          file_path: `${project}/src/shop/cart.py`,
          old_string: "return sum(line.price for line in self.lines)",
          new_string: "return sum((line.price for line in self.lines), Decimal(0))",
        }),
        w.toolResult("ty-r2", "toolu_ty2", `The file ${project}/src/shop/cart.py has been updated.`),
        w.toolUse("ty-a3", "toolu_ty3", "Bash", { command, description: "Type-check the package" }),
        w.toolResult("ty-r3", "toolu_ty3", "All checks passed!"),
        w.assistant("ty-a4", "subtotal starts its sum from Decimal(0) now."),
        w.user("ty-u2", "Jun is our resident expert on the tax rules."),
        w.assistant("ty-a5", "Good to know."),
        w.user("ty-u3", "We're not adopting Poetry; uv does everything we need."),
        w.assistant("ty-a6", "Understood."),
        w.user("ty-u4", "cool cool"),
        w.assistant("ty-a7", "Anytime."),
        w.user("ty-u5", "Type errors explained in plain words go a long way with me."),
        w.assistant("ty-a8", "Noted."),
      ];
    },
    expected: [
      // Relabelled after its first run: written with "don't", where the earlier fixtures' rules say "do not" ("Public
      // methods without Javadoc do not pass review").
      ["Domain objects do not import anything from the web package.", "convention", "user"],
      [
        '`uvx ty check src/` failed with "Return type does not match returned value" and passed after editing cart.py: subtotal starts its sum from Decimal(0) now.',
        "solution",
        "agent",
      ],
      ["Type checking runs with `uvx ty check src/` (it passed).", "code_context", "tool"],
      ["Jun is the team's resident expert on the tax rules.", "fact", "user"],
      ["The team is not adopting Poetry; uv does everything the team needs.", "decision", "user"],
      ["Type errors explained in plain words go a long way with the user.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0454 reads ty's runs under uvx, what a kind does not import, the team's
    // resident expert, a way the team is not adopting, and what goes a long way with the person.
  },
  {
    // Written after decision 0454, its expected facts by hand before it was first run; held out until decision 0455.
    name: "written after the ty, does-not-import, resident-expert and not-adopting rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "zizmor .github/workflows/";
      // GitHub Actions' own expression, built so that no string literal holds "\${" and its braces.
      const title = ["$", "{{ github.event.pull_request.title }}"].join("");
      return [
        w.user("zz-u1", "zizmor flags the CI workflow. New workflows start from the template in .github/workflow-templates."),
        w.toolUse("zz-a1", "toolu_zz1", "Bash", { command, description: "Audit the workflows" }),
        w.toolResult(
          "zz-r1",
          "toolu_zz1",
          `error[template-injection]: code injection via template expansion\n  --> .github/workflows/ci.yml:24:9\n   |\n24 |         run: echo "${title}"\n   |         ^^^ this step\n   |\n   = note: audit confidence → High\n\n1 finding: 0 unknown, 0 informational, 0 low, 0 medium, 1 high`,
          true,
        ),
        w.toolUse("zz-a2", "toolu_zz2", "Edit", {
          file_path: `${project}/.github/workflows/ci.yml`,
          old_string: `        run: echo "${title}"`,
          new_string: `        env:\n          TITLE: ${title}\n        run: echo "$TITLE"`,
        }),
        w.toolResult("zz-r2", "toolu_zz2", `The file ${project}/.github/workflows/ci.yml has been updated.`),
        w.toolUse("zz-a3", "toolu_zz3", "Bash", { command, description: "Audit the workflows" }),
        w.toolResult("zz-r3", "toolu_zz3", "No findings to report. Good job!"),
        w.assistant("zz-a4", "The title reaches the step through an env var now."),
        w.user("zz-u2", "Our runners are ephemeral and get wiped after each job."),
        w.assistant("zz-a5", "Good to know."),
        w.user("zz-u3", "Going with OIDC for cloud credentials instead of long-lived keys."),
        w.assistant("zz-a6", "Understood."),
        w.user("zz-u4", "sweet"),
        w.assistant("zz-a7", "Anytime."),
        w.user("zz-u5", "Nothing beats a minimal repro for me."),
        w.assistant("zz-a8", "Noted."),
      ];
    },
    expected: [
      ["New workflows start from the template in .github/workflow-templates.", "convention", "user"],
      [
        '`zizmor .github/workflows/` failed with "code injection via template expansion" and passed after editing ci.yml: the title reaches the step through an env var now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `zizmor .github/workflows/` (it passed).", "code_context", "tool"],
      ["The team's runners are ephemeral and get wiped after each job.", "fact", "user"],
      ["Going with OIDC for cloud credentials instead of long-lived keys.", "decision", "user"],
      ["Nothing beats a minimal repro for the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0455 reads zizmor's runs, what every new one of a kind starts from,
    // and a choice said without its subject against another.
  },
  {
    // Written after decision 0455, its expected facts by hand before it was first run; held out until decision 0456.
    name: "written after the zizmor, new-from-template and subjectless-choice rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const lint = "npx eslint src/components";
      return [
        w.user("jx-u1", "eslint fails on the Modal. Interactive elements must be reachable by keyboard, no exceptions."),
        w.toolUse("jx-a1", "toolu_jx1", "Bash", { command: lint, description: "Lint the components" }),
        w.toolResult(
          "jx-r1",
          "toolu_jx1",
          "\n/repo/src/components/Modal.tsx\n  41:7  error  Visible, non-interactive elements with click handlers must have at least one keyboard listener  jsx-a11y/click-events-have-key-events\n\n✖ 1 problem (1 error, 0 warnings)\n",
          true,
        ),
        w.toolUse("jx-a2", "toolu_jx2", "Edit", {
          file_path: `${project}/src/components/Modal.tsx`,
          old_string: '<div className="backdrop" onClick={onClose}>',
          new_string: '<button type="button" className="backdrop" onClick={onClose} aria-label="Close">',
        }),
        w.toolResult("jx-r2", "toolu_jx2", `The file ${project}/src/components/Modal.tsx has been updated.`),
        w.toolUse("jx-a3", "toolu_jx3", "Bash", { command: lint, description: "Lint the components" }),
        w.toolResult("jx-r3", "toolu_jx3", ""),
        w.assistant("jx-a4", "The backdrop is a button now, so Escape and Enter close the modal."),
        w.user("jx-u2", "Tamsin ran the accessibility audit last spring and knows where the bodies are buried."),
        w.assistant("jx-a5", "Good to know."),
        w.user("jx-u3", "We settled on Radix primitives for dialogs after the focus-trap bugs."),
        w.assistant("jx-a6", "Understood."),
        w.user("jx-u4", "ace"),
        w.assistant("jx-a7", "Anytime."),
        w.user("jx-u5", "A screen-reader transcript of the change convinces me more than a screenshot."),
        w.assistant("jx-a8", "Noted."),
      ];
    },
    expected: [
      ["Interactive elements must be reachable by keyboard, no exceptions.", "convention", "user"],
      [
        '`npx eslint src/components` failed with "Visible, non-interactive elements with click handlers must have at least one keyboard listener" and passed after editing Modal.tsx: the backdrop is a button now, so Escape and Enter close the modal.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx eslint src/components` (it passed).", "code_context", "tool"],
      // Relabelled after its first run: written without "last spring", where the earlier fixtures keep a fact as it was
      // said, its time too.
      ["Tamsin ran the accessibility audit last spring and knows where the bodies are buried.", "fact", "user"],
      ["The team settled on Radix primitives for dialogs after the focus-trap bugs.", "decision", "user"],
      ["A screen-reader transcript of the change convinces the user more than a screenshot.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0456 reads who ran or led a part and knows where the bodies are
    // buried, and what convinces the person more than another.
  },
  {
    // Written after decision 0456, its expected facts by hand before it was first run; held out until decision 0457.
    name: "written after the bodies-buried and convinces-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "atlas migrate lint --env dev --latest 1";
      return [
        w.user("at-u1", "atlas lint blocks the new migration. Each migration does exactly one thing."),
        w.toolUse("at-a1", "toolu_at1", "Bash", { command, description: "Lint the latest migration" }),
        w.toolResult(
          "at-r1",
          "toolu_at1",
          'Analyzing changes until version 20240301120000 (1 migration in total):\n\n  -- analyzing version 20240301120000\n    -- destructive changes detected:\n      -- L2: Dropping non-virtual column "email" https://atlasgo.io/lint/analyzers#DS103\n    -- suggested fix:\n      -> Add a pre-migration check to ensure column "email" is NULL before dropping it\n  -- ok (1.2ms)\n\n  -------------------------\n  -- 1 version with errors',
          true,
        ),
        w.toolUse("at-a2", "toolu_at2", "Edit", {
          file_path: `${project}/migrations/20240301120000_drop_email.sql`,
          old_string: "ALTER TABLE users DROP COLUMN email;",
          new_string: "-- email stays until the backfill lands",
        }),
        w.toolResult("at-r2", "toolu_at2", `The file ${project}/migrations/20240301120000_drop_email.sql has been updated.`),
        w.toolUse("at-a3", "toolu_at3", "Bash", { command, description: "Lint the latest migration" }),
        w.toolResult(
          "at-r3",
          "toolu_at3",
          "Analyzing changes until version 20240301120000 (1 migration in total):\n\n  -- analyzing version 20240301120000\n  -- no diagnostics found\n  -- ok (0.9ms)\n\n  -------------------------\n  -- 1 version ok",
        ),
        w.assistant("at-a4", "The migration keeps the email column until the backfill lands."),
        w.user("at-u2", "Priya's team owns the ledger schema."),
        w.assistant("at-a5", "Good to know."),
        w.user("at-u3", "We'll squash old migrations once a year from now on."),
        w.assistant("at-a6", "Understood."),
        w.user("at-u4", "neat"),
        w.assistant("at-a7", "Anytime."),
        w.user("at-u5", "Plain SQL in migrations is what I trust."),
        w.assistant("at-a8", "Noted."),
      ];
    },
    expected: [
      ["Each migration does exactly one thing.", "convention", "user"],
      [
        "`atlas migrate lint --env dev --latest 1` failed with \"Dropping non-virtual column 'email'\" and passed after editing 20240301120000_drop_email.sql: the migration keeps the email column until the backfill lands.",
        "solution",
        "agent",
      ],
      ["Linting runs with `atlas migrate lint --env dev --latest 1` (it passed).", "code_context", "tool"],
      ["Priya's team owns the ledger schema.", "fact", "user"],
      ["The team will squash old migrations once a year from now on.", "decision", "user"],
      ["Plain SQL in migrations is what the user trusts.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0457 reads Atlas's runs and its finding, how many things each one of a
    // kind does, a way the team takes up with "from now on" closing it, and what the person trusts.
  },
  {
    // Written after decision 0457, its expected facts by hand before it was first run; held out until decision 0458.
    name: "written after the atlas, does-exactly-one, from-now-on-last and what-I-trust rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "hurl --test tests/orders.hurl";
      return [
        w.user("hu-u1", "the orders hurl test is red. Response bodies are compared field by field, not as raw strings."),
        w.toolUse("hu-a1", "toolu_hu1", "Bash", { command, description: "Run the API tests" }),
        w.toolResult(
          "hu-r1",
          "toolu_hu1",
          "error: Assert status code\n  --> tests/orders.hurl:12:6\n   |\n   | GET http://localhost:8080/orders/42\n12 | HTTP 200\n   |      ^^^ actual value is <404>\n   |\n\ntests/orders.hurl: Failure (1 request(s) in 12 ms)\n--------------------------------------------------------------------------------\nExecuted files:    1\nSucceeded files:   0 (0.0%)\nFailed files:      1 (100.0%)",
          true,
        ),
        w.toolUse("hu-a2", "toolu_hu2", "Edit", {
          file_path: `${project}/internal/api/orders.go`,
          old_string: 'r.Get("/order/{id}", h.getOrder)',
          new_string: 'r.Get("/orders/{id}", h.getOrder)',
        }),
        w.toolResult("hu-r2", "toolu_hu2", `The file ${project}/internal/api/orders.go has been updated.`),
        w.toolUse("hu-a3", "toolu_hu3", "Bash", { command, description: "Run the API tests" }),
        w.toolResult(
          "hu-r3",
          "toolu_hu3",
          "tests/orders.hurl: Success (3 request(s) in 18 ms)\n--------------------------------------------------------------------------------\nExecuted files:    1\nSucceeded files:   1 (100.0%)\nFailed files:      0 (0.0%)",
        ),
        w.assistant("hu-a4", "GET /orders/42 answers 200 again."),
        w.user("hu-u2", "The staging API sits behind Cloudflare Access."),
        w.assistant("hu-a5", "Good to know."),
        w.user("hu-u3", "We've standardized every service on port 8080."),
        w.assistant("hu-a6", "Understood."),
        w.user("hu-u4", "magic"),
        w.assistant("hu-a7", "Anytime."),
        w.user("hu-u5", "Raw HTTP exchanges are the first thing I look at."),
        w.assistant("hu-a8", "Noted."),
      ];
    },
    expected: [
      ["Response bodies are compared field by field, not as raw strings.", "convention", "user"],
      [
        '`hurl --test tests/orders.hurl` failed with "error: Assert status code" and passed after editing orders.go: GET /orders/42 answers 200 again.',
        "solution",
        "agent",
      ],
      ["The tests run with `hurl --test tests/orders.hurl` (it passed).", "code_context", "tool"],
      ["The staging API sits behind Cloudflare Access.", "fact", "user"],
      ["The team has standardized every service on port 8080.", "decision", "user"],
      ["Raw HTTP exchanges are the first thing the user looks at.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0458 reads Hurl's runs, a kind compared one by one, every one of a kind
    // the team standardized on something, and the first thing the person looks at.
  },
  {
    // Written after decision 0458, its expected facts by hand before it was first run; held out until decision 0459.
    name: "written after the hurl, one-by-one, standardized-every and first-thing rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./gradlew lintDebug";
      return [
        w.user("al-u1", "lintDebug fails on the login screen. Composables take a Modifier as their first optional parameter."),
        w.toolUse("al-a1", "toolu_al1", "Bash", { command, description: "Run Android Lint" }),
        w.toolResult(
          "al-r1",
          "toolu_al1",
          `> Task :app:lintDebug FAILED\n${project}/app/src/main/res/layout/activity_main.xml:12: Error: Hardcoded string "Sign in", should use @string resource [HardcodedText]\n        android:text="Sign in"\n        ~~~~~~~~~~~~~~~~~~~~~~\n\n   Explanation for issues of type "HardcodedText":\n\nLint found 1 error, 0 warnings\n\nFAILURE: Build failed with an exception.`,
          true,
        ),
        w.toolUse("al-a2", "toolu_al2", "Edit", {
          file_path: `${project}/app/src/main/res/layout/activity_main.xml`,
          old_string: 'android:text="Sign in"',
          new_string: 'android:text="@string/sign_in"',
        }),
        w.toolResult("al-r2", "toolu_al2", `The file ${project}/app/src/main/res/layout/activity_main.xml has been updated.`),
        w.toolUse("al-a3", "toolu_al3", "Bash", { command, description: "Run Android Lint" }),
        w.toolResult("al-r3", "toolu_al3", "> Task :app:lintDebug\n\nBUILD SUCCESSFUL in 41s\n27 actionable tasks: 3 executed, 24 up-to-date"),
        w.assistant("al-a4", "The sign-in button reads its label from strings.xml now."),
        w.user("al-u2", "Ravi is the only one who can publish to the Play Store."),
        w.assistant("al-a5", "Good to know."),
        w.user("al-u3", "We bet on Compose for every new screen."),
        w.assistant("al-a6", "Understood."),
        w.user("al-u4", "lovely stuff"),
        w.assistant("al-a7", "Anytime."),
        w.user("al-u5", "Screenshots in both themes help me catch contrast issues."),
        w.assistant("al-a8", "Noted."),
      ];
    },
    expected: [
      ["Composables take a Modifier as their first optional parameter.", "convention", "user"],
      [
        "`./gradlew lintDebug` failed with \"Hardcoded string 'Sign in', should use @string resource\" and passed after editing activity_main.xml: the sign-in button reads its label from strings.xml now.",
        "solution",
        "agent",
      ],
      ["Linting runs with `./gradlew lintDebug` (it passed).", "code_context", "tool"],
      ["Ravi is the only one who can publish to the Play Store.", "fact", "user"],
      ["The team bet on Compose for every new screen.", "decision", "user"],
      ["Screenshots in both themes help the user catch contrast issues.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, 1 right, "We bet on Compose for every new screen" kept as the team's rule in the present
    // ("bets"); decision 0459 reads Android Lint under Gradle and its error, the team's bet on a way (its past kept), the
    // only one who can publish somewhere, and what helps the person catch something.
  },
  {
    // Written after decision 0459, its expected facts by hand before it was first run; held out until decision 0460.
    name: "written after the android-lint, bet-on, only-one-who-can and catch rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec reek app/models";
      return [
        w.user("rk-u1", "reek flags the Order model. Callbacks are a last resort in models."),
        w.toolUse("rk-a1", "toolu_rk1", "Bash", { command, description: "Check the models for smells" }),
        w.toolResult(
          "rk-r1",
          "toolu_rk1",
          "app/models/order.rb -- 1 warning:\n  [12]:TooManyStatements: Order#total has approx 9 statements [https://github.com/troessner/reek/blob/v6.3.0/docs/Too-Many-Statements.md]",
          true,
        ),
        w.toolUse("rk-a2", "toolu_rk2", "Edit", {
          file_path: `${project}/app/models/order.rb`,
          old_string: "    tax = subtotal * tax_rate\n    tax = tax.round(2)",
          new_string: "    tax = rounded_tax",
        }),
        w.toolResult("rk-r2", "toolu_rk2", `The file ${project}/app/models/order.rb has been updated.`),
        w.toolUse("rk-a3", "toolu_rk3", "Bash", { command, description: "Check the models for smells" }),
        w.toolResult("rk-r3", "toolu_rk3", "0 total warnings"),
        w.assistant("rk-a4", "Order#total delegates the tax math to a private method now."),
        w.user("rk-u2", "Our Sidekiq queues are drained by two worker dynos."),
        w.assistant("rk-a5", "Good to know."),
        w.user("rk-u3", "After a long debate we kept Devise."),
        w.assistant("rk-a6", "Understood."),
        w.user("rk-u4", "brill"),
        w.assistant("rk-a7", "Anytime."),
        w.user("rk-u5", "Short methods with honest names are my jam."),
        w.assistant("rk-a8", "Noted."),
      ];
    },
    expected: [
      ["Callbacks are a last resort in models.", "convention", "user"],
      [
        '`bundle exec reek app/models` failed with "TooManyStatements: Order#total has approx 9 statements" and passed after editing order.rb: Order#total delegates the tax math to a private method now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bundle exec reek app/models` (it passed).", "code_context", "tool"],
      ["The team's Sidekiq queues are drained by two worker dynos.", "fact", "user"],
      // Relabelled after its first run: written with its lead, where the earlier fixtures keep a decision without a word of
      // how it came about ("Ultimately we went with dbt …"; decision 0433).
      ["The team kept Devise.", "decision", "user"],
      ["Short methods with honest names are the user's jam.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0460 reads Reek's runs and its smell, a kind that is a last resort
    // (a textbook noun's stance too), and a way kept after a long debate.
  },
  {
    // Written after decision 0460, its expected facts by hand before it was first run; held out until decision 0461.
    name: "written after the reek, last-resort and kept-after-debate rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "periphery scan --strict";
      return [
        w.user("pe-u1", "periphery fails the build. Force unwraps are only okay in tests."),
        w.toolUse("pe-a1", "toolu_pe1", "Bash", { command, description: "Scan for unused code" }),
        w.toolResult(
          "pe-r1",
          "toolu_pe1",
          `* Inspecting project...\n* Indexing...\n* Analyzing...\n\n${project}/Sources/Shop/Cart.swift:42:10: warning: Function 'legacyTotal()' is unused\n\n* Seen 1 warning, failing due to --strict.`,
          true,
        ),
        w.toolUse("pe-a2", "toolu_pe2", "Edit", {
          file_path: `${project}/Sources/Shop/Cart.swift`,
          old_string: "    func legacyTotal() -> Decimal {\n        lines.reduce(0) { $0 + $1.price }\n    }\n",
          new_string: "",
        }),
        w.toolResult("pe-r2", "toolu_pe2", `The file ${project}/Sources/Shop/Cart.swift has been updated.`),
        w.toolUse("pe-a3", "toolu_pe3", "Bash", { command, description: "Scan for unused code" }),
        w.toolResult("pe-r3", "toolu_pe3", "* Inspecting project...\n* Indexing...\n* Analyzing...\n\n* No unused code detected."),
        w.assistant("pe-a4", "legacyTotal() is gone."),
        w.user("pe-u2", "Leila did the accessibility pass on checkout."),
        w.assistant("pe-a5", "Good to know."),
        w.user("pe-u3", "We're dropping CocoaPods at the end of the quarter."),
        w.assistant("pe-a6", "Understood."),
        w.user("pe-u4", "top"),
        w.assistant("pe-a7", "Anytime."),
        w.user("pe-u5", "Nothing is more useful to me than a failing test that reproduces the bug."),
        w.assistant("pe-a8", "Noted."),
      ];
    },
    expected: [
      ["Force unwraps are only okay in tests.", "convention", "user"],
      [
        "`periphery scan --strict` failed with \"Function 'legacyTotal()' is unused\" and passed after editing Cart.swift: legacyTotal() is gone.",
        "solution",
        "agent",
      ],
      ["Linting runs with `periphery scan --strict` (it passed).", "code_context", "tool"],
      ["Leila did the accessibility pass on checkout.", "fact", "user"],
      // Relabelled after its first run: written a decision, where decision 0285 keeps a change under way as a fact.
      ["The team is dropping CocoaPods at the end of the quarter.", "fact", "user"],
      ["Nothing is more useful to the user than a failing test that reproduces the bug.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, 1 right as written, 2 after the relabelling; decision 0461 reads Periphery's runs and its
    // unused declaration, where alone a kind is okay, and who did a pass on a part.
  },
  {
    // Written after decision 0461, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the periphery, only-okay-in and did-a-pass rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "trivy config --exit-code 1 infra/";
      return [
        w.user("tv-u1", "trivy flags the uploads bucket. Resource names follow env-service-purpose."),
        w.toolUse("tv-a1", "toolu_tv1", "Bash", { command, description: "Scan the Terraform for misconfigurations" }),
        w.toolResult(
          "tv-r1",
          "toolu_tv1",
          "\nmain.tf (terraform)\n===================\nTests: 12 (SUCCESSES: 11, FAILURES: 1)\nFailures: 1 (UNKNOWN: 0, LOW: 0, MEDIUM: 0, HIGH: 1, CRITICAL: 0)\n\nAVD-AWS-0086 (HIGH): No public access block so not blocking public acls\n════════════════════════════════════════\nS3 buckets should block public ACLs on the bucket and any objects they contain.\n────────────────────────────────────────\n main.tf:14-16\n",
          true,
        ),
        w.toolUse("tv-a2", "toolu_tv2", "Edit", {
          file_path: `${project}/infra/main.tf`,
          old_string: 'resource "aws_s3_bucket" "uploads" {',
          new_string:
            'resource "aws_s3_bucket_public_access_block" "uploads" {\n  bucket = aws_s3_bucket.uploads.id\n  block_public_acls = true\n}\n\nresource "aws_s3_bucket" "uploads" {',
        }),
        w.toolResult("tv-r2", "toolu_tv2", `The file ${project}/infra/main.tf has been updated.`),
        w.toolUse("tv-a3", "toolu_tv3", "Bash", { command, description: "Scan the Terraform for misconfigurations" }),
        w.toolResult(
          "tv-r3",
          "toolu_tv3",
          "\nmain.tf (terraform)\n===================\nTests: 13 (SUCCESSES: 13, FAILURES: 0)\nFailures: 0 (UNKNOWN: 0, LOW: 0, MEDIUM: 0, HIGH: 0, CRITICAL: 0)\n",
        ),
        w.assistant("tv-a4", "The uploads bucket blocks public ACLs now."),
        w.user("tv-u2", "Staging mirrors prod except for instance sizes."),
        w.assistant("tv-a5", "Good to know."),
        w.user("tv-u3", "We dropped Terragrunt a while back; plain modules were enough."),
        w.assistant("tv-a6", "Understood."),
        w.user("tv-u4", "legend"),
        w.assistant("tv-a7", "Anytime."),
        w.user("tv-u5", "A plan output pasted into the PR saves me a round trip."),
        w.assistant("tv-a8", "Noted."),
      ];
    },
    expected: [
      ["Resource names follow env-service-purpose.", "convention", "user"],
      [
        '`trivy config --exit-code 1 infra/` failed with "No public access block so not blocking public acls" and passed after editing main.tf: the uploads bucket blocks public ACLs now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `trivy config --exit-code 1 infra/` (it passed).", "code_context", "tool"],
      ["Staging mirrors prod except for instance sizes.", "fact", "user"],
      ["The team dropped Terragrunt a while back; plain modules were enough.", "decision", "user"],
      ["A plan output pasted into the PR saves the user a round trip.", "preference", "user"],
    ],
    // Measured once, as written: 1 kept, right (the naming rule). Trivy is no runner the rules know, so neither its fix
    // nor its command is kept; what one part mirrors of another, a way dropped with "were enough" after a semicolon, and
    // what saves the person a round trip are missed.
    shortfall: {
      extra: [],
      missed: [
        '`trivy config --exit-code 1 infra/` failed with "No public access block so not blocking public acls" and passed after editing main.tf: the uploads bucket blocks public ACLs now.',
        "Linting runs with `trivy config --exit-code 1 infra/` (it passed).",
        "Staging mirrors prod except for instance sizes.",
        "The team dropped Terragrunt a while back; plain modules were enough.",
        "A plan output pasted into the PR saves the user a round trip.",
      ],
      retyped: [],
    },
  },
];
