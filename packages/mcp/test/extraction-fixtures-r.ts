import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part r in the order they were written (extraction-transcripts.ts).
 */
export const fixturesR: readonly WrittenFixture[] = [
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
      // Relabelled at decision 0543, which keeps a relative quarter as the quarter it names.
      ["The team agreed to drop IE11 support in 2026-Q2.", "decision", "user"],
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
    // part, a minimum version the team raised, and when the person is happiest. What every Deployment sets stayed
    // missed ("every X <does> Y" alone is as often the shape of the code as a rule; decisions 0289, 0388, 0426) until
    // decision 0464 read what every one thing of a kind sets, declares, defines or specifies.
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
];
