import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part v in the order they were written (extraction-transcripts.ts).
 */
export const fixturesV: readonly WrittenFixture[] = [
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
    // Written after decision 0494, its expected facts by hand before it was first run; held out until decision 0496.
    name: "written after the conftest, never-runs-as and only-care-about rules",
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
    // Held out, it kept 3 of 6, all right; decision 0496 reads what every one of a kind carries, what a part does to a
    // kind before it reaches another, and the quickest way for the person.
  },
];
