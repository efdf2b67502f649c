import type { Readable, Writable } from "node:stream";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createEngramMcpServer, type EngramMcpOptions } from "./engram-mcp-server.js";

export interface StdioOptions extends EngramMcpOptions {
  /** Default: process.stdin. */
  readonly stdin?: Readable;
  /** The protocol channel, and nothing else may write to it. Default: process.stdout. */
  readonly stdout?: Writable;
  /** Stops serving when aborted (the CLI aborts on SIGINT and SIGTERM). */
  readonly signal?: AbortSignal;
}

/**
 * Serves one client over stdin and stdout until stdin ends (the client closed it or exited), the
 * signal aborts, or the client closes the connection; then closes the server (the store stays open).
 * Warnings go to `onWarning`, never to stdout.
 */
export async function serveStdio(options: StdioOptions): Promise<void> {
  const stdin = options.stdin ?? process.stdin;
  const stdout = options.stdout ?? process.stdout;
  const server = createEngramMcpServer(options);
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const closed = server.server.onclose;
  server.server.onclose = () => {
    closed?.();
    stop();
  };
  stdin.once("end", stop);
  stdin.once("close", stop);
  options.signal?.addEventListener("abort", stop, { once: true });
  if (options.signal?.aborted) stop();
  await server.connect(new StdioServerTransport(stdin, stdout));
  try {
    await stopped;
  } finally {
    stdin.off("end", stop);
    stdin.off("close", stop);
    options.signal?.removeEventListener("abort", stop);
    await server.close();
  }
}
