import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part k in the order they were written (extraction-transcripts.ts).
 */
export const fixturesK: readonly WrittenFixture[] = [
  {
    // Written after decision 0375, its expected facts by hand before it was first run; held out until decision 0376.
    name: "written after the credo, checker-should, kind-for, better-way, through-them and lean-towards rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bandit -r src/shop";
      return [
        w.user("bd-u1", "bandit flags orders.py. Raw SQL strings are a no-go; everything goes through the query builder."),
        w.toolUse("bd-a1", "toolu_bd1", "Bash", { command, description: "Run bandit" }),
        w.toolResult(
          "bd-r1",
          "toolu_bd1",
          'Run started:2026-12-04 10:12:03.118842\n\nTest results:\n>> Issue: [B608:hardcoded_sql_expressions] Possible SQL injection vector through string-based query construction.\n   Severity: Medium   Confidence: Low\n   CWE: CWE-89 (https://cwe.mitre.org/data/definitions/89.html)\n   Location: src/shop/orders.py:41:15\n40\t    def for_customer(self, customer_id):\n41\t        rows = self.db.execute(f"SELECT * FROM orders WHERE customer_id = {customer_id}")\n\n--------------------------------------------------\n\nCode scanned:\n\tTotal lines of code: 812\n\nRun metrics:\n\tTotal issues (by severity):\n\t\tMedium: 1\nFiles skipped (0):',
          true,
        ),
        w.toolUse("bd-a2", "toolu_bd2", "Edit", {
          file_path: `${project}/src/shop/orders.py`,
          old_string: 'rows = self.db.execute(f"SELECT * FROM orders WHERE customer_id = {customer_id}")',
          new_string: 'rows = self.db.execute("SELECT * FROM orders WHERE customer_id = %s", (customer_id,))',
        }),
        w.toolResult("bd-r2", "toolu_bd2", `The file ${project}/src/shop/orders.py has been updated.`),
        w.toolUse("bd-a3", "toolu_bd3", "Bash", { command, description: "Run bandit" }),
        w.toolResult(
          "bd-r3",
          "toolu_bd3",
          "Run started:2026-12-04 10:14:40.502113\n\nTest results:\n\tNo issues identified.\n\nCode scanned:\n\tTotal lines of code: 812",
        ),
        w.assistant("bd-a4", "orders.py now passes the customer id as a query parameter instead of formatting it into the SQL."),
        w.user("bd-u2", "Every endpoint validates its input with a marshmallow schema."),
        w.assistant("bd-a5", "Noted."),
        w.user("bd-u3", "Noor is the one who signs off on anything security-related."),
        w.assistant("bd-a6", "Understood."),
        w.user("bd-u4", "great"),
        w.assistant("bd-a7", "🙌"),
        w.user("bd-u5", "I'm partial to plain English over jargon."),
        w.assistant("bd-a8", "Will do."),
      ];
    },
    expected: [
      ["Raw SQL strings are a no-go; everything goes through the query builder.", "convention", "user"],
      [
        '`bandit -r src/shop` failed with "Possible SQL injection vector through string-based query construction." and passed after editing orders.py: orders.py now passes the customer id as a query parameter instead of formatting it into the SQL.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bandit -r src/shop` (it passed).", "code_context", "tool"],
      ["Every endpoint validates its input with a marshmallow schema.", "convention", "user"],
      ["Noor is the one who signs off on anything security-related.", "convention", "user"],
      ["User is partial to plain English over jargon.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0376 reads bandit and its issue, a kind that is a no-go with where everything
    // goes instead, what every thing of a kind does with its own and with what, who is the one who signs off on anything
    // of a kind, and what the person is partial to.
  },
  {
    // Written after decision 0376, its expected facts by hand before it was first run; held out until decision 0377.
    name: "written after the bandit, no-go, its-own-with, one-who-signs-off and partial-to rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "revive -set_exit_status ./...";
      return [
        w.user("rv-u1", "revive complains about the cache package. Exported identifiers carry doc comments, no exceptions."),
        w.toolUse("rv-a1", "toolu_rv1", "Bash", { command, description: "Run revive" }),
        w.toolResult("rv-r1", "toolu_rv1", "internal/cache/lru.go:27:1: exported function New should have comment or be unexported", true),
        w.toolUse("rv-a2", "toolu_rv2", "Edit", {
          file_path: `${project}/internal/cache/lru.go`,
          old_string: "func New(size int) *LRU {",
          new_string: "// New returns an LRU cache holding at most size entries.\nfunc New(size int) *LRU {",
        }),
        w.toolResult("rv-r2", "toolu_rv2", `The file ${project}/internal/cache/lru.go has been updated.`),
        w.toolUse("rv-a3", "toolu_rv3", "Bash", { command, description: "Run revive" }),
        w.toolResult("rv-r3", "toolu_rv3", ""),
        w.assistant("rv-a4", "New in lru.go now has a doc comment."),
        w.user("rv-u2", "Interfaces belong to the consumer, not the package that implements them."),
        w.assistant("rv-a5", "Noted."),
        w.user("rv-u3", "Before touching the eviction policy, loop in Kenji."),
        w.assistant("rv-a6", "Understood."),
        w.user("rv-u4", "cool"),
        w.assistant("rv-a7", "👍"),
        w.user("rv-u5", "I find tables easier to scan than bullet lists."),
        w.assistant("rv-a8", "Will do."),
      ];
    },
    expected: [
      ["Exported identifiers carry doc comments, no exceptions.", "convention", "user"],
      [
        // Relabelled in decision 0377: the hand label quoted the message without its place; a Go linter's line is quoted
        // whole, as golangci-lint's (decision 0349) and staticcheck's (decision 0367) are in the earlier fixtures.
        '`revive -set_exit_status ./...` failed with "internal/cache/lru.go:27:1: exported function New should have comment or be unexported" and passed after editing lru.go: New in lru.go now has a doc comment.',
        "solution",
        "agent",
      ],
      ["Linting runs with `revive -set_exit_status ./...` (it passed).", "code_context", "tool"],
      ["Interfaces belong to the consumer, not the package that implements them.", "convention", "user"],
      ["Before touching the eviction policy, loop in Kenji.", "convention", "user"],
      ["User finds tables easier to scan than bullet lists.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong, and a hand label unlike the earlier fixtures' (relabelled); decision 0377
    // reads revive and a Go linter's line, a name the failed run printed as code, what every thing of a kind does with no
    // exceptions, and who to loop in before a change put first.
  },
  {
    // Written after decision 0377, its expected facts by hand before it was first run; held out until decision 0378.
    name: "written after the revive, named-as-code, no-exceptions and before-a-change rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "semgrep --config .semgrep.yml --error src";
      return [
        w.user("sg-u1", "semgrep flags the users route. Responses go out through res.json, never res.send."),
        w.toolUse("sg-a1", "toolu_sg1", "Bash", { command, description: "Run semgrep" }),
        w.toolResult(
          "sg-r1",
          "toolu_sg1",
          "┌─────────────────┐\n│ 1 Code Finding  │\n└─────────────────┘\n\n    src/api/users.js\n    ❯❯❱ javascript.express.security.audit.xss.direct-response-write\n          Detected directly writing to a Response object from user-defined input. This bypasses any HTML escaping and\n          may expose your application to a cross-site-scripting (XSS) vulnerability.\n\n           14┆ res.send(req.query.name);\n\nRan 12 rules on 48 files: 1 finding.",
          true,
        ),
        w.toolUse("sg-a2", "toolu_sg2", "Edit", {
          file_path: `${project}/src/api/users.js`,
          old_string: "res.send(req.query.name);",
          new_string: "res.json({ name: req.query.name });",
        }),
        w.toolResult("sg-r2", "toolu_sg2", `The file ${project}/src/api/users.js has been updated.`),
        w.toolUse("sg-a3", "toolu_sg3", "Bash", { command, description: "Run semgrep" }),
        w.toolResult("sg-r3", "toolu_sg3", "┌──────────────┐\n│ Scan Summary │\n└──────────────┘\n\nRan 12 rules on 48 files: 0 findings."),
        w.assistant("sg-a4", "The users route now answers with res.json, which escapes the value."),
        w.user("sg-u2", "Route handlers stay under forty lines."),
        w.assistant("sg-a5", "Noted."),
        w.user("sg-u3", "Anything auth-related, run it by Priya first."),
        w.assistant("sg-a6", "Understood."),
        w.user("sg-u4", "ty"),
        w.assistant("sg-a7", "Anytime."),
        w.user("sg-u5", "Numbered lists make my day."),
        w.assistant("sg-a8", "Will do."),
      ];
    },
    expected: [
      ["Responses go out through res.json, never res.send.", "convention", "user"],
      [
        '`semgrep --config .semgrep.yml --error src` failed with "Detected directly writing to a Response object from user-defined input." and passed after editing users.js: the users route now answers with res.json, which escapes the value.',
        "solution",
        "agent",
      ],
      ["Linting runs with `semgrep --config .semgrep.yml --error src` (it passed).", "code_context", "tool"],
      ["Route handlers stay under forty lines.", "convention", "user"],
      ["Anything auth-related, run it by Priya first.", "convention", "user"],
      ["Numbered lists make the user's day.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0378 reads semgrep with the project's rules and its finding, what a
    // kind goes out through, who to run anything of a kind by, and what makes the person's day.
  },
  {
    // Written after decision 0378, its expected facts by hand before it was first run; held out until decision 0379.
    name: "written after the semgrep, goes-out-through, run-it-by and makes-my-day rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "checkov -d infra --compact";
      return [
        w.user("ck-u1", "checkov fails on the assets bucket. Buckets are private unless Legal says otherwise."),
        w.toolUse("ck-a1", "toolu_ck1", "Bash", { command, description: "Run checkov" }),
        w.toolResult(
          "ck-r1",
          "toolu_ck1",
          'terraform scan results:\n\nPassed checks: 14, Failed checks: 1, Skipped checks: 0\n\nCheck: CKV_AWS_20: "S3 Bucket has an ACL defined which allows public READ access."\n\tFAILED for resource: aws_s3_bucket.assets\n\tFile: /main.tf:12-20',
          true,
        ),
        w.toolUse("ck-a2", "toolu_ck2", "Edit", {
          file_path: `${project}/infra/main.tf`,
          old_string: 'acl    = "public-read"',
          new_string: 'acl    = "private"',
        }),
        w.toolResult("ck-r2", "toolu_ck2", `The file ${project}/infra/main.tf has been updated.`),
        w.toolUse("ck-a3", "toolu_ck3", "Bash", { command, description: "Run checkov" }),
        w.toolResult("ck-r3", "toolu_ck3", "terraform scan results:\n\nPassed checks: 15, Failed checks: 0, Skipped checks: 0"),
        w.assistant("ck-a4", "The assets bucket's ACL is private now."),
        w.user("ck-u2", "State lives in the shared S3 backend, never on a laptop."),
        w.assistant("ck-a5", "Noted."),
        w.user("ck-u3", "Terraform applies wait for Dmitri's go-ahead."),
        w.assistant("ck-a6", "Understood."),
        w.user("ck-u4", "nice one"),
        w.assistant("ck-a7", "Thanks!"),
        w.user("ck-u5", "Diagrams beat walls of text for me."),
        w.assistant("ck-a8", "Will do."),
      ];
    },
    expected: [
      ["Buckets are private unless Legal says otherwise.", "convention", "user"],
      [
        '`checkov -d infra --compact` failed with "S3 Bucket has an ACL defined which allows public READ access." and passed after editing main.tf: the assets bucket\'s ACL is private now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `checkov -d infra --compact` (it passed).", "code_context", "tool"],
      ["State lives in the shared S3 backend, never on a laptop.", "convention", "user"],
      ["Terraform applies wait for Dmitri's go-ahead.", "convention", "user"],
      ["Diagrams beat walls of text for the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, one typed as a fact; decision 0379 reads checkov and its failed check, how every thing of a
    // kind is unless someone decides otherwise, a place said with the place a thing never is, and what waits for
    // someone's go-ahead.
  },
  {
    // Written after decision 0379, its expected facts by hand before it was first run; held out until decision 0380.
    name: "written after the checkov, unless-someone, never-there and waits-for rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "ktlint --reporter=plain src/main/kotlin";
      return [
        w.user("kt-u1", "ktlint trips over the checkout screen. Composables take a Modifier as their first optional parameter."),
        w.toolUse("kt-a1", "toolu_kt1", "Bash", { command, description: "Run ktlint" }),
        w.toolResult(
          "kt-r1",
          "toolu_kt1",
          "src/main/kotlin/shop/CheckoutScreen.kt:41:1: Exceeded max line length (120) (standard:max-line-length)\n\nSummary error count (descending) by rule:\n  standard:max-line-length: 1",
          true,
        ),
        w.toolUse("kt-a2", "toolu_kt2", "Edit", {
          file_path: `${project}/src/main/kotlin/shop/CheckoutScreen.kt`,
          old_string: "    Text(text = stringResource(R.string.checkout_total, total.format(locale)), style = MaterialTheme.typography.titleLarge)",
          new_string:
            "    Text(\n        text = stringResource(R.string.checkout_total, total.format(locale)),\n        style = MaterialTheme.typography.titleLarge,\n    )",
        }),
        w.toolResult("kt-r2", "toolu_kt2", `The file ${project}/src/main/kotlin/shop/CheckoutScreen.kt has been updated.`),
        w.toolUse("kt-a3", "toolu_kt3", "Bash", { command, description: "Run ktlint" }),
        w.toolResult("kt-r3", "toolu_kt3", ""),
        w.assistant("kt-a4", "The total's Text call in CheckoutScreen.kt now puts each argument on its own line."),
        w.user("kt-u2", "Strings shown to users come from resources, never hardcoded."),
        w.assistant("kt-a5", "Noted."),
        w.user("kt-u3", "Gradle plugin bumps go through Sven."),
        w.assistant("kt-a6", "Understood."),
        w.user("kt-u4", "thanks!"),
        w.assistant("kt-a7", "You're welcome."),
        w.user("kt-u5", "Before-and-after screenshots help me review UI changes."),
        w.assistant("kt-a8", "Will do."),
      ];
    },
    expected: [
      ["Composables take a Modifier as their first optional parameter.", "convention", "user"],
      [
        '`ktlint --reporter=plain src/main/kotlin` failed with "Exceeded max line length (120)" and passed after editing CheckoutScreen.kt: the total\'s Text call in CheckoutScreen.kt now puts each argument on its own line.',
        "solution",
        "agent",
      ],
      ["Linting runs with `ktlint --reporter=plain src/main/kotlin` (it passed).", "code_context", "tool"],
      ["Strings shown to users come from resources, never hardcoded.", "convention", "user"],
      ["Gradle plugin bumps go through Sven.", "convention", "user"],
      ["Before-and-after screenshots help the user review UI changes.", "preference", "user"],
    ],
    // Held out, it kept none of 6: bare `ktlint` was no runner, though its name was a word of linting. Decision 0380 reads
    // it and its line, what every thing of a kind takes as its first parameter, who bumps go through and what helps the
    // person review. Where strings shown to users come from stayed missed ("users" in the phrase that narrows the kind
    // made it no kind of the project's things) until decision 0433, which reads what a kind does, any verb, with
    // "never" after a comma (it takes "shown" for the verb; the sentence is kept whole).
  },
  {
    // Written after decision 0380, its expected facts by hand before it was first run; held out until decision 0381.
    name: "written after the ktlint, takes-as-first, bumps-through and helps-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx tsc --noEmit -p tsconfig.json";
      return [
        w.user("ts-u1", "tsc fails after the refactor. Shared types live in packages/types and nowhere else."),
        w.toolUse("ts-a1", "toolu_ts1", "Bash", { command, description: "Type-check" }),
        w.toolResult(
          "ts-r1",
          "toolu_ts1",
          "src/cart/total.ts(14,7): error TS2322: Type 'string' is not assignable to type 'number'.\n\nFound 1 error in src/cart/total.ts:14",
          true,
        ),
        w.toolUse("ts-a2", "toolu_ts2", "Edit", {
          file_path: `${project}/src/cart/total.ts`,
          old_string: "const cents: number = row.amount;",
          new_string: "const cents: number = Number.parseInt(row.amount, 10);",
        }),
        w.toolResult("ts-r2", "toolu_ts2", `The file ${project}/src/cart/total.ts has been updated.`),
        w.toolUse("ts-a3", "toolu_ts3", "Bash", { command, description: "Type-check" }),
        w.toolResult("ts-r3", "toolu_ts3", ""),
        w.assistant("ts-a4", "total.ts now parses the amount into cents before adding it."),
        w.user("ts-u2", "Zod schemas are the source of truth for request shapes."),
        w.assistant("ts-a5", "Noted."),
        w.user("ts-u3", "Any change to the public API needs a nod from Ayla."),
        w.assistant("ts-a6", "Understood."),
        w.user("ts-u4", "👍"),
        w.assistant("ts-a7", "Anytime."),
        w.user("ts-u5", "Short summaries at the top save me a lot of time."),
        w.assistant("ts-a8", "Will do."),
      ];
    },
    expected: [
      ["Shared types live in packages/types and nowhere else.", "convention", "user"],
      [
        "`npx tsc --noEmit -p tsconfig.json` failed with \"src/cart/total.ts(14,7): error TS2322: Type 'string' is not assignable to type 'number'.\" and passed after editing total.ts: total.ts now parses the amount into cents before adding it.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `npx tsc --noEmit -p tsconfig.json` (it passed).", "code_context", "tool"],
      ["Zod schemas are the source of truth for request shapes.", "convention", "user"],
      ["Any change to the public API needs a nod from Ayla.", "convention", "user"],
      ["Short summaries at the top save the user a lot of time.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, none wrong; decision 0381 reads a kind's source of truth, whose nod any change of a kind
    // needs, and what saves the person time. What short summaries at the top do was missed until decision 0383 read the
    // person's likings with a subject of five words.
  },
  {
    // Written after decision 0381, its expected facts by hand before it was first run; held out until decision 0382.
    name: "written after the source-of-truth, nod-from and saves-me-time rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm exec eslint src --max-warnings 0";
      return [
        w.user("es-u1", "eslint blocks the merge. Hooks never live inside conditions."),
        w.toolUse("es-a1", "toolu_es1", "Bash", { command, description: "Run eslint" }),
        w.toolResult(
          "es-r1",
          "toolu_es1",
          `\n${project}/src/cart/CartBadge.tsx\n  12:5  error  React Hook "useCart" is called conditionally. React Hooks must be called in the exact same order in every component render  react-hooks/rules-of-hooks\n\n✖ 1 problem (1 error, 0 warnings)`,
          true,
        ),
        w.toolUse("es-a2", "toolu_es2", "Edit", {
          file_path: `${project}/src/cart/CartBadge.tsx`,
          old_string: "  if (!visible) return null;\n  const cart = useCart();",
          new_string: "  const cart = useCart();\n  if (!visible) return null;",
        }),
        w.toolResult("es-r2", "toolu_es2", `The file ${project}/src/cart/CartBadge.tsx has been updated.`),
        w.toolUse("es-a3", "toolu_es3", "Bash", { command, description: "Run eslint" }),
        w.toolResult("es-r3", "toolu_es3", ""),
        w.assistant("es-a4", "CartBadge now calls useCart before its early return."),
        w.user("es-u2", "Server state goes through React Query, never a hand-rolled cache."),
        w.assistant("es-a5", "Noted."),
        w.user("es-u3", "Accessibility questions are Joon's area."),
        w.assistant("es-a6", "Got it."),
        w.user("es-u4", "sweet, thanks"),
        w.assistant("es-a7", "Anytime."),
        w.user("es-u5", "I'd like the why before the how."),
        w.assistant("es-a8", "Will do."),
      ];
    },
    expected: [
      ["Hooks never live inside conditions.", "convention", "user"],
      [
        "`pnpm exec eslint src --max-warnings 0` failed with \"React Hook 'useCart' is called conditionally.\" and passed after editing CartBadge.tsx: CartBadge now calls useCart before its early return.",
        "solution",
        "agent",
      ],
      ["Linting runs with `pnpm exec eslint src --max-warnings 0` (it passed).", "code_context", "tool"],
      ["Server state goes through React Query, never a hand-rolled cache.", "convention", "user"],
      ["Accessibility questions are Joon's area.", "fact", "user"],
      ["User would like the why before the how.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right; decision 0382 quotes an ESLint message's first sentence, keeps the capital of a
    // name with a capital inside, and reads where a kind never lives inside and whose area a kind of question is.
  },
  {
    // Written after decision 0382, its expected facts by hand before it was first run; held out until decision 0383.
    name: "written after the eslint-first-sentence, inner-capital, never-inside and area-of rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo clippy -- -D warnings";
      return [
        w.user("cl-u1", "clippy is unhappy with the parser crate. Public functions return Result, never panic."),
        w.toolUse("cl-a1", "toolu_cl1", "Bash", { command, description: "Run clippy" }),
        w.toolResult(
          "cl-r1",
          "toolu_cl1",
          "    Checking parser v0.4.0 (/repo/crates/parser)\nerror: this `if` has identical blocks\n  --> crates/parser/src/lexer.rs:88:20\n   |\n88 |       } else if c == '\\t' {\n   |  ____________________^\n   |\n   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#if_same_then_else\n   = note: `-D clippy::if-same-then-else` implied by `-D warnings`\n\nerror: could not compile `parser` (lib) due to 1 previous error",
          true,
        ),
        w.toolUse("cl-a2", "toolu_cl2", "Edit", {
          file_path: `${project}/crates/parser/src/lexer.rs`,
          old_string: "        } else if c == '\\t' {\n            self.skip_whitespace();\n        } else if c == ' ' {",
          new_string: "        } else if c == '\\t' || c == ' ' {",
        }),
        w.toolResult("cl-r2", "toolu_cl2", `The file ${project}/crates/parser/src/lexer.rs has been updated.`),
        w.toolUse("cl-a3", "toolu_cl3", "Bash", { command, description: "Run clippy" }),
        w.toolResult(
          "cl-r3",
          "toolu_cl3",
          "    Checking parser v0.4.0 (/repo/crates/parser)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.92s",
        ),
        w.assistant("cl-a4", "The lexer now handles tabs and spaces in one branch."),
        w.user("cl-u2", "Unsafe blocks carry a SAFETY comment explaining why they hold."),
        w.assistant("cl-a5", "Noted."),
        w.user("cl-u3", "Releases to crates.io are Farah's job."),
        w.assistant("cl-a6", "Understood."),
        w.user("cl-u4", "great stuff"),
        w.assistant("cl-a7", "Thanks!"),
        w.user("cl-u5", "Explanations with a tiny example land best with me."),
        w.assistant("cl-a8", "Will do."),
      ];
    },
    expected: [
      ["Public functions return Result, never panic.", "convention", "user"],
      [
        '`cargo clippy -- -D warnings` failed with "error: this `if` has identical blocks" and passed after editing lexer.rs: the lexer now handles tabs and spaces in one branch.',
        "solution",
        "agent",
      ],
      ["Linting runs with `cargo clippy -- -D warnings` (it passed).", "code_context", "tool"],
      ["Unsafe blocks carry a SAFETY comment explaining why they hold.", "convention", "user"],
      ["Releases to crates.io are Farah's job.", "fact", "user"],
      ["Explanations with a tiny example land best with the user.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, none wrong; decision 0383 reads what note every thing of a kind carries in its code, whose
    // job a kind of work is, and what lands best with the person, a subject of five words.
  },
];
