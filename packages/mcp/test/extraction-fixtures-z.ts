import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part z in the order they were written (extraction-transcripts.ts); a new
 * one goes at the end, and the last is the held-out one. Part y neared six hundred lines when decision 0527's held-out
 * came.
 */
export const fixturesZ: readonly WrittenFixture[] = [
  {
    // Written after decision 0527, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the catches-up and best-for-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "tofu validate";
      return [
        w.user("tf-u1", "tofu validate trips on the logs bucket. Bucket names carry the environment as a suffix."),
        w.toolUse("tf-a1", "toolu_tf1", "Bash", { command, description: "Validate the configuration" }),
        w.toolResult(
          "tf-r1",
          "toolu_tf1",
          '╷\n│ Error: Missing required argument\n│ \n│   on main.tf line 12, in resource "aws_s3_bucket" "logs":\n│   12: resource "aws_s3_bucket" "logs" {\n│ \n│ The argument "bucket" is required, but no definition was found.\n╵\n',
          true,
        ),
        w.toolUse("tf-a2", "toolu_tf2", "Edit", {
          file_path: `${project}/main.tf`,
          old_string: 'resource "aws_s3_bucket" "logs" {\n',
          new_string: 'resource "aws_s3_bucket" "logs" {\n  bucket = "shop-logs-prod"\n',
        }),
        w.toolResult("tf-r2", "toolu_tf2", `The file ${project}/main.tf has been updated.`),
        w.toolUse("tf-a3", "toolu_tf3", "Bash", { command, description: "Validate the configuration" }),
        w.toolResult("tf-r3", "toolu_tf3", "Success! The configuration is valid.\n"),
        w.assistant("tf-a4", "The logs bucket has a name now."),
        w.user("tf-u2", "Only two people have write access to the production account."),
        w.assistant("tf-a5", "Good to know."),
        w.user("tf-u3", "We gave up on Terragrunt after the third time its cache hid a stale module."),
        w.assistant("tf-a6", "Understood."),
        w.user("tf-u4", "lol ok"),
        w.assistant("tf-a7", "Anytime."),
        w.user("tf-u5", "Seeing the destroy count first calms my nerves."),
        w.assistant("tf-a8", "Noted."),
      ];
    },
    expected: [
      ["Bucket names carry the environment as a suffix.", "convention", "user"],
      ['`tofu validate` failed with "Error: Missing required argument" and passed after editing main.tf: the logs bucket has a name now.', "solution", "agent"],
      ["Validation runs with `tofu validate` (it passed).", "code_context", "tool"],
      ["Only two people have write access to the production account.", "fact", "user"],
      ["The team gave up on Terragrunt after the third time its cache hid a stale module.", "decision", "user"],
      ["Seeing the destroy count first calms the user's nerves.", "preference", "user"],
    ],
    // Measured once, as written: 3 of 6 kept, all right: how bucket names are formed, and tofu's fix and command. Who
    // has write access to the production account, Terragrunt given up after the third time its cache hid a module, and
    // what calms the person's nerves are missed.
    shortfall: {
      extra: [],
      missed: [
        "Only two people have write access to the production account.",
        "The team gave up on Terragrunt after the third time its cache hid a stale module.",
        "Seeing the destroy count first calms the user's nerves.",
      ],
      retyped: [],
    },
  },
];
