import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part s in the order they were written (extraction-transcripts.ts).
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
      // said, its time too; relabelled again at decision 0538, which keeps "last spring" as the season it names.
      ["Tamsin ran the accessibility audit in spring 2026 and knows where the bodies are buried.", "fact", "user"],
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
];
