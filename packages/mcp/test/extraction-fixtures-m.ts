import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part m in the order they were written (extraction-transcripts.ts).
 */
export const fixturesM: readonly WrittenFixture[] = [
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
      // Written by hand as "User gravitates …"; relabelled "The user gravitates …" in decision 0394, and back to the hand
      // label since decision 0479.
      ["User gravitates towards plain tables.", "preference", "user"],
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
];
