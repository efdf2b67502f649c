import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part s of nineteen in the order they were written (extraction-transcripts.ts);
 * a new one goes at the end, and the last is the held-out one.
 */
export const fixturesS: readonly WrittenFixture[] = [
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
    // Written after decision 0461, its expected facts by hand before it was first run; held out until decision 0462.
    name: "written after the periphery, only-okay-in and did-a-pass rules",
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
    // Held out, it kept 1 of 6, right; decision 0462 reads Trivy's runs and its misconfiguration, how one environment
    // stands to another, a way dropped because another was enough, and what saves the person a round trip.
  },
  {
    // Written after decision 0462, its expected facts by hand before it was first run; held out until decision 0463.
    name: "written after the trivy, environment-parity, was-enough and round-trip rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pmd check -d src/main/java -R rulesets/java/quickstart.xml";
      return [
        w.user("pm-u1", "pmd fails the build on the cart service. DTOs are records, never Lombok classes."),
        w.toolUse("pm-a1", "toolu_pm1", "Bash", { command, description: "Run PMD on the Java sources" }),
        w.toolResult(
          "pm-r1",
          "toolu_pm1",
          `${project}/src/main/java/com/shop/cart/CartService.java:42:\tUnusedPrivateMethod:\tAvoid unused private methods such as 'legacyTotal()'.`,
          true,
        ),
        w.toolUse("pm-a2", "toolu_pm2", "Edit", {
          file_path: `${project}/src/main/java/com/shop/cart/CartService.java`,
          old_string:
            "    private BigDecimal legacyTotal() {\n        return lines.stream().map(Line::price).reduce(BigDecimal.ZERO, BigDecimal::add);\n    }\n",
          new_string: "",
        }),
        w.toolResult("pm-r2", "toolu_pm2", `The file ${project}/src/main/java/com/shop/cart/CartService.java has been updated.`),
        w.toolUse("pm-a3", "toolu_pm3", "Bash", { command, description: "Run PMD on the Java sources" }),
        w.toolResult("pm-r3", "toolu_pm3", ""),
        w.assistant("pm-a4", "The unused helper is gone."),
        w.user("pm-u2", "Our nightly export sends orders to the finance SFTP at 2am."),
        w.assistant("pm-a5", "Good to know."),
        w.user("pm-u3", "We picked Testcontainers over H2 so the tests hit real Postgres."),
        w.assistant("pm-a6", "Understood."),
        w.user("pm-u4", "cheers"),
        w.assistant("pm-a7", "Anytime."),
        w.user("pm-u5", "I like seeing the failing test's name in the first line of a summary."),
        w.assistant("pm-a8", "Noted."),
      ];
    },
    expected: [
      ["DTOs are records, never Lombok classes.", "convention", "user"],
      [
        "`pmd check -d src/main/java -R rulesets/java/quickstart.xml` failed with \"Avoid unused private methods such as 'legacyTotal()'.\" and passed after editing CartService.java: the unused helper is gone.",
        "solution",
        "agent",
      ],
      ["Linting runs with `pmd check -d src/main/java -R rulesets/java/quickstart.xml` (it passed).", "code_context", "tool"],
      ["The team's nightly export sends orders to the finance SFTP at 2am.", "fact", "user"],
      ["The team picked Testcontainers over H2 so the tests hit real Postgres.", "decision", "user"],
      // Relabelled after its first run: written "The user likes …", where the earlier fixtures keep a first-person liking
      // as "User likes …" ("User prefers small commits, one concern each.").
      ["User likes seeing the failing test's name in the first line of a summary.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right as written, 3 after the relabelling; decision 0463 reads PMD's runs and its
    // violation, and what a scheduled part of the project does.
  },
  {
    // Written after decision 0463, its expected facts by hand before it was first run; held out until decision 0464.
    name: "written after the pmd and scheduled-part rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "kube-score score deploy/api.yaml";
      return [
        w.user("ks-u1", "kube-score fails the api deployment. Every container sets both requests and limits."),
        w.toolUse("ks-a1", "toolu_ks1", "Bash", { command, description: "Score the Kubernetes manifests" }),
        w.toolResult(
          "ks-r1",
          "toolu_ks1",
          "apps/v1/Deployment api                                                        💥\n    path=deploy/api.yaml\n    [CRITICAL] Container Resources\n        · api -> CPU limit is not set\n            Resource limits are recommended to avoid resource DDOS. Set\n            resources.limits.cpu\n",
          true,
        ),
        w.toolUse("ks-a2", "toolu_ks2", "Edit", {
          file_path: `${project}/deploy/api.yaml`,
          old_string: "          requests:\n            cpu: 100m\n            memory: 128Mi\n",
          new_string:
            "          requests:\n            cpu: 100m\n            memory: 128Mi\n          limits:\n            cpu: 500m\n            memory: 256Mi\n",
        }),
        w.toolResult("ks-r2", "toolu_ks2", `The file ${project}/deploy/api.yaml has been updated.`),
        w.toolUse("ks-a3", "toolu_ks3", "Bash", { command, description: "Score the Kubernetes manifests" }),
        w.toolResult("ks-r3", "toolu_ks3", "apps/v1/Deployment api                                                        ✅\n"),
        w.assistant("ks-a4", "The api container has CPU and memory limits now."),
        w.user("ks-u2", "The cluster autoscaler adds nodes after about three minutes."),
        w.assistant("ks-a5", "Good to know."),
        w.user("ks-u3", "We went with Kustomize rather than Helm because the overlays stay readable."),
        w.assistant("ks-a6", "Understood."),
        w.user("ks-u4", "nice one"),
        w.assistant("ks-a7", "Anytime."),
        w.user("ks-u5", "Short YAML snippets beat full manifests when you explain a change."),
        w.assistant("ks-a8", "Noted."),
      ];
    },
    expected: [
      ["Every container sets both requests and limits.", "convention", "user"],
      [
        '`kube-score score deploy/api.yaml` failed with "api -> CPU limit is not set" and passed after editing api.yaml: the api container has CPU and memory limits now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `kube-score score deploy/api.yaml` (it passed).", "code_context", "tool"],
      ["The cluster autoscaler adds nodes after about three minutes.", "fact", "user"],
      ["The team went with Kustomize rather than Helm because the overlays stay readable.", "decision", "user"],
      ["Short YAML snippets beat full manifests when the agent explains a change.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0464 reads kube-score's runs and its critical finding, what every one
    // thing of a kind sets, after how long a part acts, and a kind that beats another when the agent does something.
  },
  {
    // Written after decision 0464, its expected facts by hand before it was first run; held out until decision 0465.
    name: "written after the kube-score, each-sets, part-timing and beats-when rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx madge --circular --extensions ts src/";
      return [
        w.user("md-u1", "madge flags a cycle in the services. Services never import each other; shared code goes in lib/."),
        w.toolUse("md-a1", "toolu_md1", "Bash", { command, description: "Check for circular imports" }),
        w.toolResult(
          "md-r1",
          "toolu_md1",
          "Processed 142 files (1.2s) (3 warnings)\n\n✖ Found 1 circular dependency!\n\n1) services/order.ts > services/payment.ts\n",
          true,
        ),
        w.toolUse("md-a2", "toolu_md2", "Edit", {
          file_path: `${project}/src/services/payment.ts`,
          old_string: 'import { orderTotal } from "./order.js";',
          new_string: 'import { orderTotal } from "../lib/totals.js";',
        }),
        w.toolResult("md-r2", "toolu_md2", `The file ${project}/src/services/payment.ts has been updated.`),
        w.toolUse("md-a3", "toolu_md3", "Bash", { command, description: "Check for circular imports" }),
        w.toolResult("md-r3", "toolu_md3", "Processed 142 files (1.1s) (3 warnings)\n\n✔ No circular dependency found!\n"),
        w.assistant("md-a4", "payment.ts takes orderTotal from lib/totals.ts now."),
        w.user("md-u2", "Support can replay any webhook from the admin panel."),
        w.assistant("md-a5", "Good to know."),
        w.user("md-u3", "We settled on zod for every API boundary after the io-ts experiment."),
        w.assistant("md-a6", "Understood."),
        w.user("md-u4", "ta"),
        w.assistant("md-a7", "Anytime."),
        w.user("md-u5", "When a refactor touches more than five files, I want a plan first."),
        w.assistant("md-a8", "Noted."),
      ];
    },
    expected: [
      ["Services never import each other; shared code goes in lib/.", "convention", "user"],
      [
        '`npx madge --circular --extensions ts src/` failed with "services/order.ts > services/payment.ts" and passed after editing payment.ts: payment.ts takes orderTotal from lib/totals.ts now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx madge --circular --extensions ts src/` (it passed).", "code_context", "tool"],
      ["Support can replay any webhook from the admin panel.", "fact", "user"],
      ["The team settled on zod for every API boundary after the io-ts experiment.", "decision", "user"],
      ["When a refactor touches more than five files, the user wants a plan first.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0465 reads Madge's runs and its cycle, what a team or a named
    // person can do from one of the project's tools, and what the person wants every time a thing of a kind does
    // something.
  },
  {
    // Written after decision 0465, its expected facts by hand before it was first run; held out until decision 0466.
    name: "written after the madge, team-can and conditional-wish rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx size-limit";
      return [
        w.user("sl-u1", "size-limit fails on the core entry. Public components are named exports; no default exports anywhere."),
        w.toolUse("sl-a1", "toolu_sl1", "Bash", { command, description: "Check the bundle size budget" }),
        w.toolResult(
          "sl-r1",
          "toolu_sl1",
          "\n  dist/index.js\n  Package size limit has exceeded by 1.2 kB\n  Size limit: 10 kB\n  Size:       11.2 kB with all dependencies, minified and brotlied\n",
          true,
        ),
        w.toolUse("sl-a2", "toolu_sl2", "Edit", {
          file_path: `${project}/src/index.ts`,
          old_string: 'import { debounce } from "lodash";',
          new_string: 'import { debounce } from "./debounce.js";',
        }),
        w.toolResult("sl-r2", "toolu_sl2", `The file ${project}/src/index.ts has been updated.`),
        w.toolUse("sl-a3", "toolu_sl3", "Bash", { command, description: "Check the bundle size budget" }),
        w.toolResult("sl-r3", "toolu_sl3", "\n  dist/index.js\n  Size limit: 10 kB\n  Size:       9.4 kB with all dependencies, minified and brotlied\n"),
        w.assistant("sl-a4", "index.ts uses the local debounce instead of lodash now."),
        w.user("sl-u2", "Half of our users are still on Safari 15."),
        w.assistant("sl-a5", "Good to know."),
        w.user("sl-u3", "We chose Rollup over tsup since we need preserveModules."),
        w.assistant("sl-a6", "Understood."),
        w.user("sl-u4", "sweet"),
        w.assistant("sl-a7", "Anytime."),
        w.user("sl-u5", "Byte counts beat adjectives every time."),
        w.assistant("sl-a8", "Noted."),
      ];
    },
    expected: [
      ["Public components are named exports; no default exports anywhere.", "convention", "user"],
      [
        '`npx size-limit` failed with "Package size limit has exceeded by 1.2 kB" and passed after editing index.ts: index.ts uses the local debounce instead of lodash now.',
        "solution",
        "agent",
      ],
      ["Bundle size checks run with `npx size-limit` (it passed).", "code_context", "tool"],
      ["Half of the team's users are still on Safari 15.", "fact", "user"],
      ["The team chose Rollup over tsup since the team needs preserveModules.", "decision", "user"],
      ["Byte counts beat adjectives every time.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0466 reads size-limit's runs and its budget exceeded, what share of
    // the users is on a platform, and a kind that beats another every time.
  },
  {
    // Written after decision 0466, its expected facts by hand before it was first run; held out until decision 0467.
    name: "written after the size-limit, audience-share and beats-every-time rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx depcheck";
      return [
        w.user("dc-u1", "depcheck complains about the cli package. Runtime dependencies are pinned to exact versions."),
        w.toolUse("dc-a1", "toolu_dc1", "Bash", { command, description: "Check for unused dependencies" }),
        w.toolResult("dc-r1", "toolu_dc1", "Unused dependencies\n* left-pad\n", true),
        w.toolUse("dc-a2", "toolu_dc2", "Edit", {
          file_path: `${project}/package.json`,
          old_string: '    "left-pad": "1.3.0",\n',
          new_string: "",
        }),
        w.toolResult("dc-r2", "toolu_dc2", `The file ${project}/package.json has been updated.`),
        w.toolUse("dc-a3", "toolu_dc3", "Bash", { command, description: "Check for unused dependencies" }),
        w.toolResult("dc-r3", "toolu_dc3", "No depcheck issue\n"),
        w.assistant("dc-a4", "left-pad is gone from package.json."),
        w.user("dc-u2", "The CLI ships as a single binary built with pkg."),
        w.assistant("dc-a5", "Good to know."),
        w.user("dc-u3", "We stopped publishing to the GitHub registry; npm alone reaches everyone."),
        w.assistant("dc-a6", "Understood."),
        w.user("dc-u4", "cool cool"),
        w.assistant("dc-a7", "Anytime."),
        w.user("dc-u5", "Release notes that lead with breaking changes make my week."),
        w.assistant("dc-a8", "Noted."),
      ];
    },
    expected: [
      ["Runtime dependencies are pinned to exact versions.", "convention", "user"],
      [
        '`npx depcheck` failed with "Unused dependencies: left-pad" and passed after editing package.json: left-pad is gone from package.json.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `npx depcheck` (it passed).", "code_context", "tool"],
      ["The CLI ships as a single binary built with pkg.", "fact", "user"],
      ["The team stopped publishing to the GitHub registry; npm alone reaches everyone.", "decision", "user"],
      ["Release notes that lead with breaking changes make the user's week.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0467 reads depcheck's runs and its finding, how a part ships, a way
    // stopped because another does the job alone, and what makes the person's week.
  },
  {
    // Written after decision 0467, its expected facts by hand before it was first run; held out until decision 0468.
    name: "written after the depcheck, ships-as, stopped-publishing and make-my-week rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "lint-imports";
      return [
        w.user("li-u1", "lint-imports fails on the domain layer. The domain layer knows nothing about Django."),
        w.toolUse("li-a1", "toolu_li1", "Bash", { command, description: "Check the import contracts" }),
        w.toolResult(
          "li-r1",
          "toolu_li1",
          "=============\nImport Linter\n=============\n\n---------\nContracts\n---------\n\nAnalyzed 23 files, 42 dependencies.\n-----------------------------------\n\nLayers BROKEN\n\nContracts: 0 kept, 1 broken.\n\n\n----------------\nBroken contracts\n----------------\n\nLayers\n------\n\nmyapp.domain is not allowed to import myapp.web:\n\n- myapp.domain.orders -> myapp.web.forms (l.3)\n",
          true,
        ),
        w.toolUse("li-a2", "toolu_li2", "Edit", {
          file_path: `${project}/src/myapp/domain/orders.py`,
          old_string: "from myapp.web.forms import OrderForm\n",
          new_string: "",
        }),
        w.toolResult("li-r2", "toolu_li2", `The file ${project}/src/myapp/domain/orders.py has been updated.`),
        w.toolUse("li-a3", "toolu_li3", "Bash", { command, description: "Check the import contracts" }),
        w.toolResult(
          "li-r3",
          "toolu_li3",
          "=============\nImport Linter\n=============\n\n---------\nContracts\n---------\n\nAnalyzed 23 files, 41 dependencies.\n-----------------------------------\n\nLayers KEPT\n\nContracts: 1 kept, 0 broken.\n",
        ),
        w.assistant("li-a4", "orders.py no longer imports the web forms."),
        w.user("li-u2", "Our Postgres replica lags by up to a minute during backups."),
        w.assistant("li-a5", "Good to know."),
        w.user("li-u3", "We moved background jobs off Celery to Dramatiq after the memory leaks."),
        w.assistant("li-a6", "Understood."),
        w.user("li-u4", "brill"),
        w.assistant("li-a7", "Anytime."),
        w.user("li-u5", "I trust a fix more when it comes with a failing test."),
        w.assistant("li-a8", "Noted."),
      ];
    },
    expected: [
      ["The domain layer knows nothing about Django.", "convention", "user"],
      [
        '`lint-imports` failed with "myapp.domain is not allowed to import myapp.web" and passed after editing orders.py: orders.py no longer imports the web forms.',
        "solution",
        "agent",
      ],
      ["Linting runs with `lint-imports` (it passed).", "code_context", "tool"],
      ["The team's Postgres replica lags by up to a minute during backups.", "fact", "user"],
      ["The team moved background jobs off Celery to Dramatiq after the memory leaks.", "decision", "user"],
      ["User trusts a fix more when it comes with a failing test.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right in its words but typed a fact; decision 0468 reads Import Linter's runs and its
    // broken contract, what one layer never reaches, how far a part runs behind, a change of course after an incident
    // (and off one thing to another), and what makes the person trust a thing of a kind more.
  },
  {
    // Written after decision 0468, its expected facts by hand before it was first run; held out until decision 0469.
    name: "written after the import-linter, layer-never, lags-by, after-incident and trust-more rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx secretlint '**/*'";
      return [
        w.user("sc-u1", "secretlint blocks the commit. Example env files hold placeholders, never real keys."),
        w.toolUse("sc-a1", "toolu_sc1", "Bash", { command, description: "Scan for committed secrets" }),
        w.toolResult(
          "sc-r1",
          "toolu_sc1",
          `${project}/config/dev.env.example\n  1:19  error  [AWSAccessKeyID] found AWS Access Key ID: AKIA****************  @secretlint/secretlint-rule-preset-recommend > @secretlint/secretlint-rule-aws\n\n✖ 1 problem (1 error, 0 warnings)\n`,
          true,
        ),
        w.toolUse("sc-a2", "toolu_sc2", "Edit", {
          file_path: `${project}/config/dev.env.example`,
          old_string: "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
          new_string: "AWS_ACCESS_KEY_ID=<your-key-id>",
        }),
        w.toolResult("sc-r2", "toolu_sc2", `The file ${project}/config/dev.env.example has been updated.`),
        w.toolUse("sc-a3", "toolu_sc3", "Bash", { command, description: "Scan for committed secrets" }),
        w.toolResult("sc-r3", "toolu_sc3", ""),
        w.assistant("sc-a4", "dev.env.example holds a placeholder key now."),
        w.user("sc-u2", "Marco rotates the AWS keys whenever someone leaves."),
        w.assistant("sc-a5", "Good to know."),
        w.user("sc-u3", "We picked 1Password over Vault because everyone already has it."),
        w.assistant("sc-a6", "Understood."),
        w.user("sc-u4", "gotcha"),
        w.assistant("sc-a7", "Anytime."),
        w.user("sc-u5", "Short commit messages in the imperative are my style."),
        w.assistant("sc-a8", "Noted."),
      ];
    },
    expected: [
      ["Example env files hold placeholders, never real keys.", "convention", "user"],
      [
        "`npx secretlint '**/*'` failed with \"[AWSAccessKeyID] found AWS Access Key ID: AKIA****************\" and passed after editing dev.env.example: dev.env.example holds a placeholder key now.",
        "solution",
        "agent",
      ],
      ["Linting runs with `npx secretlint '**/*'` (it passed).", "code_context", "tool"],
      ["Marco rotates the AWS keys whenever someone leaves.", "fact", "user"],
      ["The team picked 1Password over Vault because everyone already has it.", "decision", "user"],
      ["Short commit messages in the imperative are the user's style.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0469 reads secretlint's runs and its finding (the preset's rule
    // path left out), upkeep a person does on an event, and what is the person's style.
  },
  {
    // Written after decision 0469, its expected facts by hand before it was first run; held out until decision 0470.
    name: "written after the secretlint, event-upkeep and my-style rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo machete";
      return [
        w.user("cm-u1", "cargo machete fails in CI. Every crate's Cargo.toml lists features explicitly."),
        w.toolUse("cm-a1", "toolu_cm1", "Bash", { command, description: "Find unused dependencies" }),
        w.toolResult(
          "cm-r1",
          "toolu_cm1",
          "Analyzing dependencies of crates in this directory...\ncargo-machete found the following unused dependencies in this directory:\norders -- ./Cargo.toml:\n\tserde_yaml\n\nIf you believe cargo-machete has detected an unused dependency incorrectly,\nyou can add the dependency to the list of dependencies to ignore in the\n`[package.metadata.cargo-machete]` section of the appropriate Cargo.toml.\n",
          true,
        ),
        w.toolUse("cm-a2", "toolu_cm2", "Edit", {
          file_path: `${project}/Cargo.toml`,
          old_string: 'serde_yaml = "0.9"\n',
          new_string: "",
        }),
        w.toolResult("cm-r2", "toolu_cm2", `The file ${project}/Cargo.toml has been updated.`),
        w.toolUse("cm-a3", "toolu_cm3", "Bash", { command, description: "Find unused dependencies" }),
        w.toolResult(
          "cm-r3",
          "toolu_cm3",
          "Analyzing dependencies of crates in this directory...\ncargo-machete didn't find any unused dependencies in this directory. Good job!\n",
        ),
        w.assistant("cm-a4", "serde_yaml is gone from Cargo.toml."),
        w.user("cm-u2", "Release builds take about twenty minutes on CI."),
        w.assistant("cm-a5", "Good to know."),
        w.user("cm-u3", "We replaced reqwest with ureq to cut compile times."),
        w.assistant("cm-a6", "Understood."),
        w.user("cm-u4", "nice"),
        w.assistant("cm-a7", "Anytime."),
        w.user("cm-u5", "Clippy suggestions explained in one line are plenty for me."),
        w.assistant("cm-a8", "Noted."),
      ];
    },
    expected: [
      ["Every crate's Cargo.toml lists features explicitly.", "convention", "user"],
      [
        '`cargo machete` failed with "unused dependencies: serde_yaml" and passed after editing Cargo.toml: serde_yaml is gone from Cargo.toml.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `cargo machete` (it passed).", "code_context", "tool"],
      ["Release builds take about twenty minutes on CI.", "fact", "user"],
      ["The team replaced reqwest with ureq to cut compile times.", "decision", "user"],
      ["Clippy suggestions explained in one line are plenty for the user.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0470 reads cargo-machete's runs and its unused dependency, what every one
    // thing of a kind lists, how long a kind of work takes, a change of course to lower a measure, and what is plenty
    // for the person.
  },
  {
    // Written after decision 0470, its expected facts by hand before it was first run; held out until decision 0471.
    name: "written after the cargo-machete, each-lists, work-takes, to-cut and plenty rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix sobelow --exit low";
      return [
        w.user("sb-u1", "sobelow fails on the orders context. Raw SQL goes through Ecto fragments with pinned params only."),
        w.toolUse("sb-a1", "toolu_sb1", "Bash", { command, description: "Run the security checks" }),
        w.toolResult(
          "sb-r1",
          "toolu_sb1",
          "SQL.Query: SQL injection - High Confidence\nFile: lib/shop/orders.ex\nLine: 42\nFunction: search:40\nVariable: query\n\n-----------------------------------------------\n",
          true,
        ),
        w.toolUse("sb-a2", "toolu_sb2", "Edit", {
          file_path: `${project}/lib/shop/orders.ex`,
          old_string: "    Repo.query!(\"SELECT * FROM orders WHERE ref = '#{ref}'\")",
          new_string: "    Repo.all(from o in Order, where: o.ref == ^ref)",
        }),
        w.toolResult("sb-r2", "toolu_sb2", `The file ${project}/lib/shop/orders.ex has been updated.`),
        w.toolUse("sb-a3", "toolu_sb3", "Bash", { command, description: "Run the security checks" }),
        w.toolResult("sb-r3", "toolu_sb3", "... SCAN COMPLETE ...\n"),
        w.assistant("sb-a4", "orders.ex queries through Ecto with a pinned ref now."),
        w.user("sb-u2", "Oban runs the invoice emails on the mailers queue with ten workers."),
        w.assistant("sb-a5", "Good to know."),
        w.user("sb-u3", "We went with LiveView over a React SPA to keep one language on the team."),
        w.assistant("sb-a6", "Understood."),
        w.user("sb-u4", "ace"),
        w.assistant("sb-a7", "Anytime."),
        w.user("sb-u5", "Diffs with the why in a comment on top are easiest for me to review."),
        w.assistant("sb-a8", "Noted."),
      ];
    },
    expected: [
      ["Raw SQL goes through Ecto fragments with pinned params only.", "convention", "user"],
      [
        '`mix sobelow --exit low` failed with "SQL.Query: SQL injection - High Confidence" and passed after editing orders.ex: orders.ex queries through Ecto with a pinned ref now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `mix sobelow --exit low` (it passed).", "code_context", "tool"],
      ["Oban runs the invoice emails on the mailers queue with ten workers.", "fact", "user"],
      ["The team went with LiveView over a React SPA to keep one language on the team.", "decision", "user"],
      ["Diffs with the why in a comment on top are easiest for the user to review.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0471 reads Sobelow's runs and its finding, which queue a kind of
    // background work runs on, what is easiest for the person, and a kind-first liking's subject of ten words.
  },
  {
    // Written after decision 0471, its expected facts by hand before it was first run; held out until decision 0472.
    name: "written after the sobelow, queue-work and easiest-for-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "xmllint --noout --schema config/jobs.xsd config/jobs.xml";
      return [
        w.user("xl-u1", "xmllint rejects the job config. Timeouts in config files are whole seconds."),
        w.toolUse("xl-a1", "toolu_xl1", "Bash", { command, description: "Validate the job config against its schema" }),
        w.toolResult(
          "xl-r1",
          "toolu_xl1",
          "config/jobs.xml:12: element timeout: Schemas validity error : Element 'timeout': 'abc' is not a valid value of the atomic type 'xs:integer'.\nconfig/jobs.xml fails to validate\n",
          true,
        ),
        w.toolUse("xl-a2", "toolu_xl2", "Edit", {
          file_path: `${project}/config/jobs.xml`,
          old_string: "<timeout>abc</timeout>",
          new_string: "<timeout>30</timeout>",
        }),
        w.toolResult("xl-r2", "toolu_xl2", `The file ${project}/config/jobs.xml has been updated.`),
        w.toolUse("xl-a3", "toolu_xl3", "Bash", { command, description: "Validate the job config against its schema" }),
        w.toolResult("xl-r3", "toolu_xl3", "config/jobs.xml validates\n"),
        w.assistant("xl-a4", "jobs.xml gives the timeout in seconds now."),
        w.user("xl-u2", "The batch server reads its jobs from config/jobs.xml at startup."),
        w.assistant("xl-a5", "Good to know."),
        w.user("xl-u3", "We kept soft deletes out of the schema; an audit table covers the history."),
        w.assistant("xl-a6", "Understood."),
        w.user("xl-u4", "ok lovely"),
        w.assistant("xl-a7", "Anytime."),
        w.user("xl-u5", "I'd rather read the XSD than a prose summary of it."),
        w.assistant("xl-a8", "Noted."),
      ];
    },
    expected: [
      ["Timeouts in config files are whole seconds.", "convention", "user"],
      [
        "`xmllint --noout --schema config/jobs.xsd config/jobs.xml` failed with \"Element 'timeout': 'abc' is not a valid value of the atomic type 'xs:integer'.\" and passed after editing jobs.xml: jobs.xml gives the timeout in seconds now.",
        "solution",
        "agent",
      ],
      ["Validation runs with `xmllint --noout --schema config/jobs.xsd config/jobs.xml` (it passed).", "code_context", "tool"],
      ["The batch server reads its jobs from config/jobs.xml at startup.", "code_context", "user"],
      ["The team kept soft deletes out of the schema; an audit table covers the history.", "decision", "user"],
      ["User would rather read the XSD than a prose summary of it.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0472 reads xmllint's runs and its validity error, the unit a kind is
    // given in without a verb, where a part takes its own things from, and a way kept out of a part with its reason.
  },
  {
    // Written after decision 0472, its expected facts by hand before it was first run; held out until decision 0473.
    name: "written after the xmllint, unit-given, reads-its-own and kept-out rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx license-checker --production --failOn GPL";
      return [
        w.user("lc-u1", "license-checker fails the release. Copyleft dependencies need legal's sign-off."),
        w.toolUse("lc-a1", "toolu_lc1", "Bash", { command, description: "Check the dependencies' licenses" }),
        w.toolResult("lc-r1", "toolu_lc1", 'Found license defined by the --failOn flag: "GPL-3.0". Exiting.\n', true),
        w.toolUse("lc-a2", "toolu_lc2", "Edit", {
          file_path: `${project}/package.json`,
          old_string: '    "gpl-charts": "2.1.0",\n',
          new_string: '    "chart.js": "4.4.1",\n',
        }),
        w.toolResult("lc-r2", "toolu_lc2", `The file ${project}/package.json has been updated.`),
        w.toolUse("lc-a3", "toolu_lc3", "Bash", { command, description: "Check the dependencies' licenses" }),
        w.toolResult("lc-r3", "toolu_lc3", "├─ chart.js@4.4.1\n│  ├─ licenses: MIT\n"),
        w.assistant("lc-a4", "package.json depends on Chart.js instead of gpl-charts now."),
        w.user("lc-u2", "Legal reviews the third-party notices once a quarter."),
        w.assistant("lc-a5", "Good to know."),
        w.user("lc-u3", "We swapped the GPL chart library for Chart.js, which is MIT."),
        w.assistant("lc-a6", "Understood."),
        w.user("lc-u4", "grand"),
        w.assistant("lc-a7", "Anytime."),
        w.user("lc-u5", "A table of licenses by package is the most useful summary for me."),
        w.assistant("lc-a8", "Noted."),
      ];
    },
    expected: [
      ["Copyleft dependencies need legal's sign-off.", "convention", "user"],
      [
        "`npx license-checker --production --failOn GPL` failed with \"Found license defined by the --failOn flag: 'GPL-3.0'. Exiting.\" and passed after editing package.json: package.json depends on Chart.js instead of gpl-charts now.",
        "solution",
        "agent",
      ],
      ["Dependency checks run with `npx license-checker --production --failOn GPL` (it passed).", "code_context", "tool"],
      ["Legal reviews the third-party notices once a quarter.", "fact", "user"],
      ["The team swapped the GPL chart library for Chart.js, which is MIT.", "decision", "user"],
      ["A table of licenses by package is the most useful summary for the user.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0473 reads license-checker's runs and its refusal, whose sign-off a kind
    // needs by a possessive, a schedule so many times a period, a way swapped for a named one with its property after a
    // comma, and the most useful thing of a kind for the person.
  },
  {
    // Written after decision 0473, its expected facts by hand before it was first run; held out until decision 0474.
    name: "written after the license-checker, possessive sign-off, once-a-period and swapped-for rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx type-coverage --at-least 95 --strict";
      return [
        w.user("tc-u1", "type-coverage is red on CI. We treat every `any` in src/ as a bug."),
        w.toolUse("tc-a1", "toolu_tc1", "Bash", { command, description: "Check the type coverage" }),
        w.toolResult("tc-r1", "toolu_tc1", "(1890 / 2000) 94.50%\nThe type coverage rate(94.50%) is lower than the target(95%).\n", true),
        w.toolUse("tc-a2", "toolu_tc2", "Edit", {
          file_path: `${project}/src/api/client.ts`,
          old_string: "  const body: any = await res.json();\n",
          new_string: "  const body: unknown = await res.json();\n",
        }),
        w.toolResult("tc-r2", "toolu_tc2", `The file ${project}/src/api/client.ts has been updated.`),
        w.toolUse("tc-a3", "toolu_tc3", "Bash", { command, description: "Check the type coverage" }),
        w.toolResult("tc-r3", "toolu_tc3", "(1901 / 2000) 95.05%\ntype-coverage success.\n"),
        w.assistant("tc-a4", "client.ts parses the response body as unknown instead of any now."),
        w.user("tc-u2", "The coverage target goes up one point each release."),
        w.assistant("tc-a5", "Good to know."),
        w.user("tc-u3", "We turned on noUncheckedIndexedAccess last spring and never looked back."),
        w.assistant("tc-a6", "Understood."),
        w.user("tc-u4", "cheers"),
        w.assistant("tc-a7", "Anytime."),
        w.user("tc-u5", "I'd take a narrow type guard over a cast any day."),
        w.assistant("tc-a8", "Noted."),
      ];
    },
    expected: [
      ["The team treats every `any` in src/ as a bug.", "convention", "user"],
      [
        '`npx type-coverage --at-least 95 --strict` failed with "The type coverage rate(94.50%) is lower than the target(95%)." and passed after editing client.ts: client.ts parses the response body as unknown instead of any now.',
        "solution",
        "agent",
      ],
      ["Type checking runs with `npx type-coverage --at-least 95 --strict` (it passed).", "code_context", "tool"],
      ["The coverage target goes up one point each release.", "fact", "user"],
      ["The team turned on noUncheckedIndexedAccess last spring and never looked back.", "decision", "user"],
      ["User would take a narrow type guard over a cast any day.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0474 reads type-coverage's runs and its refusal, a team's practice on a
    // kind named in code, a bar that moves on a schedule, and a way taken up and never looked back on.
  },
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
  {
    // Written after decision 0485, its expected facts by hand before it was first run; held out until decision 0486.
    name: "written after the dotenv-linter, environment-reads-from and painless rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "nginx -t -p . -c deploy/nginx.conf";
      return [
        w.user("ng-u1", "nginx refuses the new config. Upstream names match the service names in compose.yaml."),
        w.toolUse("ng-a1", "toolu_ng1", "Bash", { command, description: "Test the nginx config" }),
        w.toolResult(
          "ng-r1",
          "toolu_ng1",
          'nginx: [emerg] unknown directive "proxy_passs" in ./deploy/nginx.conf:14\nnginx: configuration file ./deploy/nginx.conf test failed\n',
          true,
        ),
        w.toolUse("ng-a2", "toolu_ng2", "Edit", {
          file_path: `${project}/deploy/nginx.conf`,
          old_string: "        proxy_passs http://api;\n",
          new_string: "        proxy_pass http://api;\n",
        }),
        w.toolResult("ng-r2", "toolu_ng2", `The file ${project}/deploy/nginx.conf has been updated.`),
        w.toolUse("ng-a3", "toolu_ng3", "Bash", { command, description: "Test the nginx config" }),
        w.toolResult(
          "ng-r3",
          "toolu_ng3",
          "nginx: the configuration file ./deploy/nginx.conf syntax is ok\nnginx: configuration file ./deploy/nginx.conf test is successful\n",
        ),
        w.assistant("ng-a4", "nginx.conf spells proxy_pass correctly now."),
        w.user("ng-u2", "The load balancer terminates TLS before traffic reaches nginx."),
        w.assistant("ng-a5", "Good to know."),
        w.user("ng-u3", "We settled on Caddy for local dev since it handles certificates itself."),
        w.assistant("ng-a6", "Understood."),
        w.user("ng-u4", "k thx"),
        w.assistant("ng-a7", "Anytime."),
        w.user("ng-u5", "Config diffs with a one-line why on top are the fastest for me to approve."),
        w.assistant("ng-a8", "Noted."),
      ];
    },
    expected: [
      ["Upstream names match the service names in compose.yaml.", "convention", "user"],
      [
        "`nginx -t -p . -c deploy/nginx.conf` failed with \"unknown directive 'proxy_passs'\" and passed after editing nginx.conf: nginx.conf spells proxy_pass correctly now.",
        "solution",
        "agent",
      ],
      ["Validation runs with `nginx -t -p . -c deploy/nginx.conf` (it passed).", "code_context", "tool"],
      ["The load balancer terminates TLS before traffic reaches nginx.", "fact", "user"],
      ["The team settled on Caddy for local dev since it handles certificates itself.", "decision", "user"],
      ["Config diffs with a one-line why on top are the fastest for the user to approve.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0486 reads nginx's test runs and its error, the name a kind of name
    // takes after another, what a load balancer does to what passes through it, and any superlative for the person.
  },
  {
    // Written after decision 0486, its expected facts by hand before it was first run; held out until decision 0487.
    name: "written after the nginx, names-match, terminates and superlative rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx prisma validate";
      return [
        w.user("pv-u1", "prisma validate fails after the merge. Every relation gets an explicit name in schema.prisma."),
        w.toolUse("pv-a1", "toolu_pv1", "Bash", { command, description: "Validate the Prisma schema" }),
        w.toolResult(
          "pv-r1",
          "toolu_pv1",
          'Prisma schema loaded from prisma/schema.prisma\nError: Prisma schema validation - (get-dmmf wasm)\nError code: P1012\nerror: Error validating field `author` in model `Post`: The relation field `author` on model `Post` is missing an opposite relation field on the model `User`. Either run `prisma format` or add it manually.\n  -->  prisma/schema.prisma:18\n   | \n17 |   authorId Int\n18 |   author   User @relation("PostAuthor", fields: [authorId], references: [id])\n   | \n\nValidation Error Count: 1\n[Context: getDmmf]\n\nPrisma CLI Version : 5.10.2\n',
          true,
        ),
        w.toolUse("pv-a2", "toolu_pv2", "Edit", {
          file_path: `${project}/prisma/schema.prisma`,
          old_string: "model User {\n  id    Int    @id @default(autoincrement())\n",
          new_string: 'model User {\n  id    Int    @id @default(autoincrement())\n  posts Post[] @relation("PostAuthor")\n',
        }),
        w.toolResult("pv-r2", "toolu_pv2", `The file ${project}/prisma/schema.prisma has been updated.`),
        w.toolUse("pv-a3", "toolu_pv3", "Bash", { command, description: "Validate the Prisma schema" }),
        w.toolResult("pv-r3", "toolu_pv3", "Prisma schema loaded from prisma/schema.prisma\nThe schema at prisma/schema.prisma is valid 🚀\n"),
        w.assistant("pv-a4", "User has the posts back-relation now."),
        w.user("pv-u2", "Reporting queries hit a read replica in eu-west-1."),
        w.assistant("pv-a5", "Good to know."),
        w.user("pv-u3", "We moved off TypeORM last year after one too many broken migrations."),
        w.assistant("pv-a6", "Understood."),
        w.user("pv-u4", "thanks!"),
        w.assistant("pv-a7", "Anytime."),
        w.user("pv-u5", "Schema changes split into one migration per table are easier for me to review."),
        w.assistant("pv-a8", "Noted."),
      ];
    },
    expected: [
      ["Every relation gets an explicit name in schema.prisma.", "convention", "user"],
      [
        '`npx prisma validate` failed with "The relation field `author` on model `Post` is missing an opposite relation field on the model `User`." and passed after editing schema.prisma: user has the posts back-relation now.',
        "solution",
        "agent",
      ],
      ["Validation runs with `npx prisma validate` (it passed).", "code_context", "tool"],
      ["Reporting queries hit a read replica in eu-west-1.", "fact", "user"],
      ["The team moved off TypeORM in 2025 after one too many broken migrations.", "decision", "user"],
      ["Schema changes split into one migration per table are easier for the user to review.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 2 right as written, with a relative date in a hand label (relabelled: a fact keeps the
    // year "last year" names); decision 0487 reads Prisma's schema error, a name every thing of a kind gets, and a way
    // moved off after one too many of something as a reason. What a kind of query hits, without the one choice it makes,
    // stays missed: decision 0422 reads it as often a report ("integration tests hit a real Postgres").
    shortfall: { extra: [], missed: ["Reporting queries hit a read replica in eu-west-1."], retyped: [] },
  },
  {
    // Written after decision 0487, its expected facts by hand before it was first run; held out until decision 0488.
    name: "written after the prisma, gets-a-name and one-too-many rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "circleci config validate";
      return [
        w.user("cc-u1", "CircleCI rejects the config. Jobs reuse the executors defined at the top of config.yml."),
        w.toolUse("cc-a1", "toolu_cc1", "Bash", { command, description: "Validate the CircleCI config" }),
        w.toolResult(
          "cc-r1",
          "toolu_cc1",
          "Error: config compilation contains errors: config compilation contains errors:\n\t- Error calling workflow: 'build'\n\t- Cannot find a definition for job named test\n",
          true,
        ),
        w.toolUse("cc-a2", "toolu_cc2", "Edit", {
          file_path: `${project}/.circleci/config.yml`,
          old_string: "      - test:\n          requires: [lint]\n",
          new_string: "      - unit-test:\n          requires: [lint]\n",
        }),
        w.toolResult("cc-r2", "toolu_cc2", `The file ${project}/.circleci/config.yml has been updated.`),
        w.toolUse("cc-a3", "toolu_cc3", "Bash", { command, description: "Validate the CircleCI config" }),
        w.toolResult("cc-r3", "toolu_cc3", "Config file at .circleci/config.yml is valid.\n"),
        w.assistant("cc-a4", "The workflow calls unit-test, the job's real name, now."),
        w.user("cc-u2", "Nightly builds run on the large resource class."),
        w.assistant("cc-a5", "Good to know."),
        w.user("cc-u3", "We dropped the Windows jobs once nobody shipped a Windows build anymore."),
        w.assistant("cc-a6", "Understood."),
        w.user("cc-u4", "cool cool"),
        w.assistant("cc-a7", "Anytime."),
        w.user("cc-u5", "A link to the failing step is worth more to me than a pasted log."),
        w.assistant("cc-a8", "Noted."),
      ];
    },
    expected: [
      ["Jobs reuse the executors defined at the top of config.yml.", "convention", "user"],
      [
        '`circleci config validate` failed with "Cannot find a definition for job named test" and passed after editing config.yml: the workflow calls unit-test, the job\'s real name, now.',
        "solution",
        "agent",
      ],
      ["Validation runs with `circleci config validate` (it passed).", "code_context", "tool"],
      ["Nightly builds run on the large resource class.", "fact", "user"],
      ["The team dropped the Windows jobs once nobody shipped a Windows build anymore.", "decision", "user"],
      ["A link to the failing step is worth more to the user than a pasted log.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0488 reads the CircleCI CLI's validation and its error, what
    // every thing of a kind takes from one place defined for all, and the runners or resource class a kind of CI work
    // runs on.
  },
  {
    // Written after decision 0488, its expected facts by hand before it was first run; held out until decision 0489.
    name: "written after the circleci, kind-reuse and runs-on-runners rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "docker compose config --quiet";
      return [
        w.user("dc-u1", "Compose chokes on the file after my rename. Service names in compose.yaml stay lowercase with dashes."),
        w.toolUse("dc-a1", "toolu_dc1", "Bash", { command, description: "Validate the compose file" }),
        w.toolResult("dc-r1", "toolu_dc1", 'service "worker" depends on undefined service "rediss": invalid compose project\n', true),
        w.toolUse("dc-a2", "toolu_dc2", "Edit", {
          file_path: `${project}/compose.yaml`,
          old_string: "    depends_on:\n      - rediss\n",
          new_string: "    depends_on:\n      - redis\n",
        }),
        w.toolResult("dc-r2", "toolu_dc2", `The file ${project}/compose.yaml has been updated.`),
        w.toolUse("dc-a3", "toolu_dc3", "Bash", { command, description: "Validate the compose file" }),
        w.toolResult("dc-r3", "toolu_dc3", ""),
        w.assistant("dc-a4", "compose.yaml points worker at redis again."),
        w.user("dc-u2", "The worker container shares its network with the API."),
        w.assistant("dc-a5", "Good to know."),
        w.user("dc-u3", "We pinned Postgres to 16 because the extensions we use lag behind."),
        w.assistant("dc-a6", "Understood."),
        w.user("dc-u4", "nice one"),
        w.assistant("dc-a7", "Anytime."),
        w.user("dc-u5", "Compose errors pasted in full save me a round of guessing."),
        w.assistant("dc-a8", "Noted."),
      ];
    },
    expected: [
      ["Service names in compose.yaml stay lowercase with dashes.", "convention", "user"],
      [
        "`docker compose config --quiet` failed with \"service 'worker' depends on undefined service 'rediss'\" and passed after editing compose.yaml: compose.yaml points worker at redis again.",
        "solution",
        "agent",
      ],
      ["Validation runs with `docker compose config --quiet` (it passed).", "code_context", "tool"],
      ["The worker container shares its network with the API.", "fact", "user"],
      ["The team pinned Postgres to 16 because the extensions the team uses lag behind.", "decision", "user"],
      ["Compose errors pasted in full save the user a round of guessing.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0489 reads Docker Compose's config check and its error, a part that
    // shares its own with another, a version pinned with its reason, and what saves the person a round of guessing.
  },
  {
    // Written after decision 0489, its expected facts by hand before it was first run; held out until decision 0490.
    name: "written after the compose-config, shares-its-with, pinned-because and round-of rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cue vet deploy/schema.cue deploy/config.yaml";
      return [
        w.user("cv-u1", "cue vet rejects the deploy config. Replica counts are plain integers, never strings."),
        w.toolUse("cv-a1", "toolu_cv1", "Bash", { command, description: "Check the deploy config against its schema" }),
        w.toolResult(
          "cv-r1",
          "toolu_cv1",
          'replicas: conflicting values "3" and int (mismatched types string and int):\n    ./deploy/schema.cue:4:11\n    ./deploy/config.yaml:2:11\n',
          true,
        ),
        w.toolUse("cv-a2", "toolu_cv2", "Edit", {
          file_path: `${project}/deploy/config.yaml`,
          old_string: 'replicas: "3"\n',
          new_string: "replicas: 3\n",
        }),
        w.toolResult("cv-r2", "toolu_cv2", `The file ${project}/deploy/config.yaml has been updated.`),
        w.toolUse("cv-a3", "toolu_cv3", "Bash", { command, description: "Check the deploy config against its schema" }),
        w.toolResult("cv-r3", "toolu_cv3", ""),
        w.assistant("cv-a4", "config.yaml gives replicas as a number now."),
        w.user("cv-u2", "The schema lives in the platform repo and gets vendored here weekly."),
        w.assistant("cv-a5", "Good to know."),
        w.user("cv-u3", "We adopted CUE over JSON Schema because it merges defaults for us."),
        w.assistant("cv-a6", "Understood."),
        w.user("cv-u4", "perfect, thanks"),
        w.assistant("cv-a7", "Anytime."),
        w.user("cv-u5", "Schema errors with both file positions are what I want to see first."),
        w.assistant("cv-a8", "Noted."),
      ];
    },
    expected: [
      ["Replica counts are plain integers, never strings.", "convention", "user"],
      [
        "`cue vet deploy/schema.cue deploy/config.yaml` failed with \"replicas: conflicting values '3' and int (mismatched types string and int)\" and passed after editing config.yaml: config.yaml gives replicas as a number now.",
        "solution",
        "agent",
      ],
      ["Validation runs with `cue vet deploy/schema.cue deploy/config.yaml` (it passed).", "code_context", "tool"],
      ["The schema lives in the platform repo and gets vendored here weekly.", "fact", "user"],
      ["The team adopted CUE over JSON Schema because it merges defaults for the team.", "decision", "user"],
      ["Schema errors with both file positions are what the user wants to see first.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0490 reads CUE's check and its error, a way adopted over another
    // with its reason, and what the person wants to see first.
  },
  {
    // Written after decision 0490, its expected facts by hand before it was first run; held out until decision 0491.
    name: "written after the cue-vet, adopted-over and want-to-see rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "buf breaking --against '.git#branch=main'";
      return [
        w.user("bb-u1", "buf breaking fails on my branch. Field numbers in our protos are never reused."),
        w.toolUse("bb-a1", "toolu_bb1", "Bash", { command, description: "Check the protos for breaking changes" }),
        w.toolResult("bb-r1", "toolu_bb1", 'proto/orders/v1/orders.proto:12:3:Field "2" on message "Order" changed name from "total" to "amount".\n', true),
        w.toolUse("bb-a2", "toolu_bb2", "Edit", {
          file_path: `${project}/proto/orders/v1/orders.proto`,
          old_string: "  int64 amount = 2;\n",
          new_string: "  int64 total = 2;\n",
        }),
        w.toolResult("bb-r2", "toolu_bb2", `The file ${project}/proto/orders/v1/orders.proto has been updated.`),
        w.toolUse("bb-a3", "toolu_bb3", "Bash", { command, description: "Check the protos for breaking changes" }),
        w.toolResult("bb-r3", "toolu_bb3", ""),
        w.assistant("bb-a4", "orders.proto keeps the field named total again."),
        w.user("bb-u2", "The mobile apps still read v1 of the orders API."),
        w.assistant("bb-a5", "Good to know."),
        w.user("bb-u3", "We froze the v1 protos until every client is on v2."),
        w.assistant("bb-a6", "Understood."),
        w.user("bb-u4", "ta"),
        w.assistant("bb-a7", "Anytime."),
        w.user("bb-u5", "Breaking-change reports grouped by message are easiest for me to scan."),
        w.assistant("bb-a8", "Noted."),
      ];
    },
    expected: [
      ["Field numbers in the team's protos are never reused.", "convention", "user"],
      [
        "`buf breaking --against '.git#branch=main'` failed with \"Field '2' on message 'Order' changed name from 'total' to 'amount'.\" and passed after editing orders.proto: orders.proto keeps the field named total again.",
        "solution",
        "agent",
      ],
      ["Linting runs with `buf breaking --against '.git#branch=main'` (it passed).", "code_context", "tool"],
      ["The mobile apps still read v1 of the orders API.", "fact", "user"],
      ["The team froze the v1 protos until every client is on v2.", "decision", "user"],
      ["Breaking-change reports grouped by message are easiest for the user to scan.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0491 reads buf's check for breaking changes, the version of
    // another part a part is on, and a version of the protos frozen until its clients move.
  },
  {
    // Written after decision 0491, its expected facts by hand before it was first run; held out until decision 0492.
    name: "written after the buf-breaking, version-in-use and froze-a-version rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx spectral lint openapi.yaml";
      return [
        w.user("sp-u1", "spectral lint keeps failing on the spec. Every operation in openapi.yaml gets an operationId in camelCase."),
        w.toolUse("sp-a1", "toolu_sp1", "Bash", { command, description: "Lint the OpenAPI spec" }),
        w.toolResult(
          "sp-r1",
          "toolu_sp1",
          `${project}/openapi.yaml\n  14:11  error  operation-operationId  Operation must have "operationId".  paths./orders.get\n\n✖ 1 problem (1 error, 0 warnings, 0 infos, 0 hints)\n`,
          true,
        ),
        w.toolUse("sp-a2", "toolu_sp2", "Edit", {
          file_path: `${project}/openapi.yaml`,
          old_string: "    get:\n      summary: List orders\n",
          new_string: "    get:\n      operationId: listOrders\n      summary: List orders\n",
        }),
        w.toolResult("sp-r2", "toolu_sp2", `The file ${project}/openapi.yaml has been updated.`),
        w.toolUse("sp-a3", "toolu_sp3", "Bash", { command, description: "Lint the OpenAPI spec" }),
        w.toolResult("sp-r3", "toolu_sp3", "No results with a severity of 'error' found!\n"),
        w.assistant("sp-a4", "openapi.yaml names the orders listing listOrders now."),
        w.user("sp-u2", "Partners generate their SDKs from openapi.yaml."),
        w.assistant("sp-a5", "Good to know."),
        w.user("sp-u3", "We moved error responses to RFC 7807 problem details so every client parses them the same way."),
        w.assistant("sp-a6", "Understood."),
        w.user("sp-u4", "lovely"),
        w.assistant("sp-a7", "Anytime."),
        w.user("sp-u5", "I'd rather see lint findings as a short table than the raw output."),
        w.assistant("sp-a8", "Noted."),
      ];
    },
    expected: [
      ["Every operation in openapi.yaml gets an operationId in camelCase.", "convention", "user"],
      [
        "`npx spectral lint openapi.yaml` failed with \"Operation must have 'operationId'.\" and passed after editing openapi.yaml: openapi.yaml names the orders listing listOrders now.",
        "solution",
        "agent",
      ],
      ["Linting runs with `npx spectral lint openapi.yaml` (it passed).", "code_context", "tool"],
      ["Partners generate their SDKs from openapi.yaml.", "code_context", "user"],
      ["The team moved error responses to RFC 7807 problem details so every client parses them the same way.", "decision", "user"],
      ["User would rather see lint findings as a short table than the raw output.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right (the preference was written "The user would rather …" and is kept as "User
    // would rather …", the house style of every other fixture: the line above reads it so); decision 0492 reads the case
    // of the name every thing of a kind gets, what is generated from a file, and a kind of things moved to a named way so
    // that every client does the same.
  },
  {
    // Written after decision 0492, its expected facts by hand before it was first run; held out until decision 0493.
    name: "written after the named-in-case, generated-from and kind-moved-to rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "tofu validate";
      return [
        w.user("tv-u1", "tofu validate is red after my change. Resource names in our modules are snake_case, never dashes."),
        w.toolUse("tv-a1", "toolu_tv1", "Bash", { command, description: "Validate the configuration" }),
        w.toolResult(
          "tv-r1",
          "toolu_tv1",
          'Exit code 1\n╷\n│ Error: Unsupported argument\n│\n│   on main.tf line 12, in resource "aws_s3_bucket_acl" "logs":\n│   12:   acl_policy = "private"\n│\n│ An argument named "acl_policy" is not expected here.\n╵',
          true,
        ),
        w.toolUse("tv-a2", "toolu_tv2", "Edit", {
          file_path: `${project}/main.tf`,
          old_string: '  acl_policy = "private"\n',
          new_string: '  acl = "private"\n',
        }),
        w.toolResult("tv-r2", "toolu_tv2", `The file ${project}/main.tf has been updated.`),
        w.toolUse("tv-a3", "toolu_tv3", "Bash", { command, description: "Validate the configuration" }),
        w.toolResult("tv-r3", "toolu_tv3", "Success! The configuration is valid.\n"),
        w.assistant("tv-a4", "main.tf uses the acl argument the provider expects."),
        w.user("tv-u2", "State for every environment lives in one S3 bucket, one key per workspace."),
        w.assistant("tv-a5", "Good to know."),
        w.user("tv-u3", "We left Terraform Cloud for plain S3 state last year because per-seat pricing stopped making sense."),
        w.assistant("tv-a6", "Understood."),
        w.user("tv-u4", "sweet"),
        w.assistant("tv-a7", "Anytime."),
        w.user("tv-u5", "A plan summary up top saves me scrolling through hundreds of lines."),
        w.assistant("tv-a8", "Noted."),
      ];
    },
    expected: [
      ["Resource names in the team's modules are snake_case, never dashes.", "convention", "user"],
      [
        '`tofu validate` failed with "Error: Unsupported argument" and passed after editing main.tf: main.tf uses the acl argument the provider expects.',
        "solution",
        "agent",
      ],
      ["Validation runs with `tofu validate` (it passed).", "code_context", "tool"],
      ["State for every environment lives in one S3 bucket, one key per workspace.", "fact", "user"],
      ["The team left Terraform Cloud for plain S3 state in 2025 because per-seat pricing stopped making sense.", "decision", "user"],
      ["A plan summary up top saves the user scrolling through hundreds of lines.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0493 reads OpenTofu as Terraform is read, and a way left for
    // another with its reason.
  },
  {
    // Written after decision 0493, its expected facts by hand before it was first run; held out until decision 0494.
    name: "written after the tofu and left-for rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "conftest test deploy/";
      return [
        w.user("ct-u1", "conftest blocks the api deployment. Containers in our manifests never run as root."),
        w.toolUse("ct-a1", "toolu_ct1", "Bash", { command, description: "Check the manifests against the policies" }),
        w.toolResult(
          "ct-r1",
          "toolu_ct1",
          "FAIL - deploy/api.yaml - main - Containers must not run as root in Deployment api\n\n1 test, 0 passed, 0 warnings, 1 failure, 0 exceptions\n",
          true,
        ),
        w.toolUse("ct-a2", "toolu_ct2", "Edit", {
          file_path: `${project}/deploy/api.yaml`,
          old_string: "        image: registry.example.com/api:1.4.2\n",
          new_string: "        image: registry.example.com/api:1.4.2\n        securityContext:\n          runAsNonRoot: true\n",
        }),
        w.toolResult("ct-r2", "toolu_ct2", `The file ${project}/deploy/api.yaml has been updated.`),
        w.toolUse("ct-a3", "toolu_ct3", "Bash", { command, description: "Check the manifests against the policies" }),
        w.toolResult("ct-r3", "toolu_ct3", "\n1 test, 1 passed, 0 warnings, 0 failures, 0 exceptions\n"),
        w.assistant("ct-a4", "api.yaml sets runAsNonRoot on the api container now."),
        w.user("ct-u2", "The security team reviews every change under policy/."),
        w.assistant("ct-a5", "Good to know."),
        w.user("ct-u3", "We run conftest in CI rather than as an admission controller, so a bad manifest never reaches the cluster."),
        w.assistant("ct-a6", "Understood."),
        w.user("ct-u4", "cheers"),
        w.assistant("ct-a7", "Anytime."),
        w.user("ct-u5", "For policy failures I only care about the manifest and the rule."),
        w.assistant("ct-a8", "Noted."),
      ];
    },
    expected: [
      ["Containers in the team's manifests never run as root.", "convention", "user"],
      [
        '`conftest test deploy/` failed with "Containers must not run as root in Deployment api" and passed after editing api.yaml: api.yaml sets runAsNonRoot on the api container now.',
        "solution",
        "agent",
      ],
      ["Validation runs with `conftest test deploy/` (it passed).", "code_context", "tool"],
      ["The security team reviews every change under policy/.", "convention", "user"],
      ["The team runs conftest in CI rather than as an admission controller, so a bad manifest never reaches the cluster.", "convention", "user"],
      ["For policy failures the user only cares about the manifest and the rule.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both typed otherwise than by hand: who reviews every change under a path and where the
    // team runs its checks rather than elsewhere were labelled a fact of the code and a decision, and are relabelled
    // conventions, as the earlier fixtures label "our copywriter reviews every new string" and "the team runs the
    // linters through Pants". Decision 0494 reads Conftest's check and its failure, the user a kind never runs as, and
    // what alone the person cares about.
  },
  {
    // Written after decision 0494, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the conftest, never-runs-as and only-care-about rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "djlint --lint templates/";
      return [
        w.user("dj-u1", "djlint is failing on the order templates. Every img in our templates carries explicit width and height."),
        w.toolUse("dj-a1", "toolu_dj1", "Bash", { command, description: "Lint the templates" }),
        w.toolResult(
          "dj-r1",
          "toolu_dj1",
          'Linting 12/12 files ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 00:00\n\ntemplates/orders/list.html\n───────────────────────────────────────────────────────────────────────────────\nH006 14:8 Img tag should have height and width attributes. <img src="{{ order.thumbnail_url }}" alt=\n\nLinted 12 files, found 1 error.\n',
          true,
        ),
        w.toolUse("dj-a2", "toolu_dj2", "Edit", {
          file_path: `${project}/templates/orders/list.html`,
          old_string: '<img src="{{ order.thumbnail_url }}" alt="">',
          new_string: '<img src="{{ order.thumbnail_url }}" alt="" width="64" height="64">',
        }),
        w.toolResult("dj-r2", "toolu_dj2", `The file ${project}/templates/orders/list.html has been updated.`),
        w.toolUse("dj-a3", "toolu_dj3", "Bash", { command, description: "Lint the templates" }),
        w.toolResult("dj-r3", "toolu_dj3", "Linting 12/12 files ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 00:00\n\nLinted 12 files, found 0 errors.\n"),
        w.assistant("dj-a4", "list.html gives the order thumbnails a fixed 64 by 64 size now."),
        w.user("dj-u2", "Thumbnails are resized by the image service before they ever reach the templates."),
        w.assistant("dj-a5", "Good to know."),
        w.user("dj-u3", "We gave up on Jinja for the storefront because the Django admin kept needing its own templates anyway."),
        w.assistant("dj-a6", "Understood."),
        w.user("dj-u4", "nice"),
        w.assistant("dj-a7", "Anytime."),
        w.user("dj-u5", "Template diffs with the rendered HTML beside them are the quickest way for me to review."),
        w.assistant("dj-a8", "Noted."),
      ];
    },
    expected: [
      ["Every img in the team's templates carries explicit width and height.", "convention", "user"],
      [
        '`djlint --lint templates/` failed with "Img tag should have height and width attributes." and passed after editing list.html: list.html gives the order thumbnails a fixed 64 by 64 size now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `djlint --lint templates/` (it passed).", "code_context", "tool"],
      ["Thumbnails are resized by the image service before they ever reach the templates.", "fact", "user"],
      ["The team gave up on Jinja for the storefront because the Django admin kept needing its own templates anyway.", "decision", "user"],
      ["Template diffs with the rendered HTML beside them are the quickest way for the user to review.", "preference", "user"],
    ],
    // Measured once, as written: 3 of 6 kept, all right. djlint's fix and command (read since decision 0396)
    // and a way given up on with its reason are kept; what every thing of a kind carries that is no note in its code,
    // what a part does to a kind before it reaches another, and the quickest way for the person are missed.
    shortfall: {
      extra: [],
      missed: [
        "Every img in the team's templates carries explicit width and height.",
        "Thumbnails are resized by the image service before they ever reach the templates.",
        "Template diffs with the rendered HTML beside them are the quickest way for the user to review.",
      ],
      retyped: [],
    },
  },
];
