import { CommandFailure, UsageError } from "./cli-errors.js";
import type { CliIO } from "./io.js";

/**
 * Asks "… [y/N]" on a terminal; only "y" or "yes" proceeds. Without a terminal there is nobody to ask,
 * so the command refuses (a usage error) unless --yes was given: a script never deletes by accident.
 */
export async function confirmAction(io: CliIO, question: string, yes: boolean): Promise<void> {
  if (yes) return;
  if (io.stdin.isTTY !== true) {
    throw new UsageError(`${question} Refusing without confirmation: stdin is not a terminal. Pass --yes to confirm.`);
  }
  // Loaded when a command asks, not with the CLI: a hook never asks.
  const { createInterface } = process.getBuiltinModule("node:readline/promises");
  const prompt = createInterface({ input: io.stdin, output: io.stderr as NodeJS.WritableStream, terminal: true });
  try {
    const answer = (await prompt.question(`${question} [y/N] `)).trim().toLowerCase();
    if (answer !== "y" && answer !== "yes") throw new CommandFailure("Cancelled; nothing was changed.");
  } finally {
    prompt.close();
  }
}
