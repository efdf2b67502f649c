import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part t in the order they were written (extraction-transcripts.ts).
 */
export const fixturesT: readonly WrittenFixture[] = [
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
      // Relabelled at decision 0538, which keeps "last spring" as the season it names.
      ["The team turned on noUncheckedIndexedAccess in spring 2026 and never looked back.", "decision", "user"],
      ["User would take a narrow type guard over a cast any day.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0474 reads type-coverage's runs and its refusal, a team's practice on a
    // kind named in code, a bar that moves on a schedule, and a way taken up and never looked back on.
  },
];
