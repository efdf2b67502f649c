import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { CommandFailure } from "../cli-errors.js";
import { stringValue, type CommandSpec } from "../command.js";
import { yesOption } from "../common-options.js";
import { writeJson } from "../output/json.js";
import { readSession } from "../session-events.js";
import { renderSessionHtml } from "../session-html.js";

/** A file name from a session id: ids may hold characters a file name should not. */
const defaultFileName = (sessionId: string): string => `${sessionId.replace(/[^A-Za-z0-9._-]+/g, "_")}.html`;

export const sessionExport: CommandSpec = {
  name: "session export",
  summary: "Write a session as one self-contained HTML file (inline CSS, no scripts, nothing loaded)",
  positionals: [{ name: "session-id", required: true, description: "the session's id (see engram session list)" }],
  options: {
    out: { type: "string", value: "<file>", description: "the HTML file to write (default: <session-id>.html here)" },
    yes: { ...yesOption, description: "overwrite the file if it exists" },
  },
  async run(context) {
    const sessionId = context.args[0]!;
    const transcript = await readSession(await context.openStore(), sessionId);
    const file = path.resolve(context.io.cwd, stringValue(context, "out") ?? defaultFileName(sessionId));
    if (existsSync(file)) await context.confirm(`${file} exists. Overwrite it?`);
    const html = renderSessionHtml(transcript);
    try {
      await writeFile(file, html);
    } catch (error) {
      throw new CommandFailure(`Cannot write ${file}: ${(error as Error).message}. Check the path and its permissions, or pass --out.`);
    }
    const messages = transcript.events.filter((event) => event.type === "message").length;
    if (context.json) return writeJson(context.io, { file, session: sessionId, events: transcript.events.length, messages, bytes: Buffer.byteLength(html) });
    context.io.stdout.write(`Wrote session ${sessionId} (${messages} messages) to ${file}.\n`);
  },
};
