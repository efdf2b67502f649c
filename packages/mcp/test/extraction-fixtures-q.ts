import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part q in the order they were written (extraction-transcripts.ts).
 */
export const fixturesQ: readonly WrittenFixture[] = [
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
      // Written "User tends to …" by hand, relabelled "The user tends …" after its first run, and back to the hand label
      // since decision 0479.
      ["User tends to read diffs before descriptions.", "preference", "user"],
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
];
