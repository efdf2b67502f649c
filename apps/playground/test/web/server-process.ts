import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const serverEntry = fileURLToPath(new URL("../../dist/web/server.js", import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

/** Runs the built server (`node dist/web/server.js --port 0 …`) and resolves with the URL it prints. */
export async function startServerProcess(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: build first (pnpm --filter @engram/playground build).`);
  const child: ChildProcess = spawn(process.execPath, [serverEntry, "--port", "0", ...args], {
    cwd,
    env: { ...process.env, OPENAI_API_KEY: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /Engram playground: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.once("exit", (code) => reject(new Error(`The server exited (${code}) before printing its URL:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
