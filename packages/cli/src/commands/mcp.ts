import { Writable } from "node:stream";
import { UsageError } from "../cli-errors.js";
import { serveHookHandoff } from "../hook-handoff-server.js";
import { idleWarmUp } from "../idle-warm-up.js";
import { warmUpStore } from "../warm-up-store.js";
import { personalStoreSpec } from "../personal-store.js";
import { flagValue, stringValue, type CommandContext, type CommandSpec } from "../command.js";

function portValue(context: CommandContext): number | undefined {
  const text = stringValue(context, "port");
  if (text === undefined) return context.config().mcp?.port;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new UsageError(`--port "${text}" is not a port: give 0 to 65535 (0 picks a free one).`, context.name);
  return port;
}

/** Resolves on SIGINT or SIGTERM (the client or the user stopping the server), with the handlers removed after. */
function untilStopped(): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return {
    signal: controller.signal,
    release: () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
    },
  };
}

export const mcpCommand: CommandSpec = {
  name: "mcp",
  summary: "Serve this memory to MCP agents (Claude Code, Cursor, Codex, Claude Desktop): stdio by default, Streamable HTTP on 127.0.0.1 with --http",
  positionals: [],
  options: {
    http: { type: "boolean", description: "serve Streamable HTTP on 127.0.0.1 (bearer token: mcp.token in the config, else generated and printed)" },
    port: { type: "string", value: "<n>", description: "the HTTP port (default: mcp.port in the config, else a free port, printed)" },
    workspace: {
      type: "string",
      value: "<id>",
      description: "the project scope's id (default: mcp.workspace, else project-<hash> of the client's root or this directory)",
    },
    user: { type: "string", value: "<name>", description: "who the user is, for the user scope (default: mcp.user; without one there is no user scope)" },
    agent: { type: "string", value: "<name>", description: "the agent scope's name (default: mcp.agent, else the client's name)" },
  },
  createsStore: true,
  defaultStore: personalStoreSpec,
  async run(context) {
    // The MCP server (and its SDK) loads only for this command, not for every engram invocation.
    const { serveHttp, serveStdio } = await import("@engram/mcp");
    const { io } = context;
    const config = context.config().mcp ?? {};
    const http = flagValue(context, "http");
    if (!http && context.json)
      throw new UsageError("--json prints the HTTP server's address and token; without --http, stdout carries the MCP protocol.", context.name);
    if (!http && context.values["port"] !== undefined)
      throw new UsageError("--port is for --http; in stdio mode the client talks over stdin and stdout.", context.name);
    const workspace = stringValue(context, "workspace") ?? config.workspace;
    const user = stringValue(context, "user") ?? config.user;
    const agent = stringValue(context, "agent") ?? config.agent;
    const port = http ? portValue(context) : undefined;
    const quiet = flagValue(context, "quiet");
    const say = (line: string) => {
      if (!quiet) io.stderr.write(`engram mcp: ${line}\n`);
    };
    const store = await context.openStore();
    // A large store's open can leave V8's young generation at its largest, ~100 MiB of RSS this
    // long-running server would keep: give it back before serving (decision 0229; nothing for a small store).
    const { settleHeap } = await import("@engram/core");
    const settling = settleHeap();
    if (settling.settled) {
      const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
      say(
        `settled the heap after the open in ${Math.round(settling.ms)} ms: young generation ${mib(settling.youngBefore)} -> ${mib(settling.youngAfter)} MiB, RSS ${mib(settling.rssBefore)} -> ${mib(settling.rssAfter)} MiB`,
      );
    }
    // Readies the store for the first recall (decision 0237), once its hooks have been quiet for a while
    // (decision 0244): its search holds the event loop, and a hook arriving meanwhile would wait for all of it.
    const warmUp = idleWarmUp(() => warmUpStore(store, say));
    const options = {
      store,
      cwd: io.cwd,
      ...(workspace === undefined ? {} : { workspace }),
      ...(user === undefined ? {} : { user }),
      ...(agent === undefined ? {} : { agent }),
      onWarning: (message: string) => io.stderr.write(`engram mcp: warning: ${message}\n`),
    };
    const { signal, release } = untilStopped();
    // Claude Code's hooks hand their work to this process while it serves (decision 0162), once its options passed.
    let closeHandoff = async (): Promise<void> => {};
    try {
      if (!http) {
        // Only the protocol may reach stdout: everything this command says goes to stderr.
        if (!(io.stdout instanceof Writable)) throw new UsageError("engram mcp needs a real stdout stream for the protocol.", context.name);
        closeHandoff = await serveHookHandoff(context, store, say, warmUp.busy);
        warmUp.start();
        say(`serving ${context.storeLabel()} over stdio`);
        await serveStdio({ ...options, stdin: io.stdin, stdout: io.stdout, signal });
        return;
      }
      const served = await serveHttp({
        ...options,
        ...(port === undefined ? {} : { port }),
        ...(config.token === undefined ? {} : { token: config.token }),
        ...(config.allowedOrigins === undefined ? {} : { allowedOrigins: config.allowedOrigins }),
      });
      try {
        closeHandoff = await serveHookHandoff(context, store, say, warmUp.busy);
        warmUp.start();
        if (context.json) io.stdout.write(`${JSON.stringify({ url: served.url, port: served.port, token: served.token })}\n`);
        say(`serving ${context.storeLabel()} at ${served.url}`);
        say(
          served.generatedToken
            ? `token ${served.token} (send it as "Authorization: Bearer <token>"; generated for this run: set mcp.token in engram.config.json to keep one)`
            : `token from ${context.config().file} (mcp.token)`,
        );
        if (!signal.aborted) await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
      } finally {
        await served.close();
      }
    } finally {
      warmUp.stop();
      release();
      await closeHandoff();
    }
  },
};
