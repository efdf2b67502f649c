import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { CommandFailure, UsageError } from "../src/cli-errors.js";
import { confirmAction } from "../src/confirm.js";
import type { CliIO } from "../src/io.js";

/** A terminal's streams: what was asked (stderr), and the answer typed once the question is shown. */
function terminal(answer: string) {
  const stdin = Object.assign(new PassThrough(), { isTTY: true as const });
  let asked = "";
  let answered = false;
  const stderr = Object.assign(new PassThrough(), { isTTY: true as const });
  stderr.on("data", (chunk: Buffer) => {
    asked += chunk.toString("utf8");
    // Once: the terminal echoes what is typed to stderr too.
    if (!answered && asked.includes("[y/N]")) {
      answered = true;
      stdin.write(`${answer}\n`);
    }
  });
  const io: CliIO = { stdout: new PassThrough(), stderr, stdin, cwd: "/", env: {} };
  return { io, asked: () => asked };
}

describe("confirmAction", () => {
  it("proceeds on y or yes typed at a terminal, after asking the question", async () => {
    for (const answer of ["y", "yes", " YES "]) {
      const { io, asked } = terminal(answer);
      await expect(confirmAction(io, "Delete 3 entries?", false)).resolves.toBeUndefined();
      expect(asked()).toContain("Delete 3 entries? [y/N] ");
    }
  });

  it("cancels on anything else, an empty answer included", async () => {
    for (const answer of ["n", "", "yep"]) {
      const { io } = terminal(answer);
      const failure = await confirmAction(io, "Delete 3 entries?", false).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CommandFailure);
      expect((failure as Error).message).toBe("Cancelled; nothing was changed.");
    }
  });

  it("refuses without a terminal unless --yes was given, and never reads stdin then", async () => {
    const stdin = new PassThrough();
    const io: CliIO = { stdout: new PassThrough(), stderr: new PassThrough(), stdin, cwd: "/", env: {} };
    const refused = await confirmAction(io, "Delete 3 entries?", false).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UsageError);
    expect((refused as Error).message).toBe("Delete 3 entries? Refusing without confirmation: stdin is not a terminal. Pass --yes to confirm.");
    await expect(confirmAction(io, "Delete 3 entries?", true)).resolves.toBeUndefined();
    expect(stdin.readableLength).toBe(0);
  });
});
