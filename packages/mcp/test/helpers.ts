import { createInMemoryStore, type MemoryStore } from "@engram/core";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { type CallToolResult, ListRootsRequestSchema, ResourceUpdatedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { createEngramMcpServer, type EngramMcpOptions } from "../src/index.js";

export const clock = "2026-06-01T09:00:00.000Z";
export const now = (): Date => new Date(clock);

export interface Connected {
  readonly client: Client;
  readonly store: MemoryStore;
  /** The URIs of every resources/updated notification received so far, in order. */
  readonly updated: string[];
  /** Resolves with the next resources/updated notification for `uri`. */
  nextUpdate(uri: string): Promise<void>;
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/** A real SDK client connected in-process to an Engram MCP server (optionally listing `roots`). */
export async function connect(options: Partial<EngramMcpOptions> & { roots?: string[]; clientName?: string } = {}): Promise<Connected> {
  const store = options.store ?? createInMemoryStore();
  const { roots, clientName, ...serverOptions } = options;
  const server = createEngramMcpServer({ pollMs: 0, now, workspace: "project-test", sessionId: "s1", ...serverOptions, store });
  const client = new Client({ name: clientName ?? "test-client", version: "1.0.0" }, { capabilities: roots ? { roots: {} } : {} });
  if (roots) client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: roots.map((uri) => ({ uri })) }));
  const updated: string[] = [];
  const waiting = new Map<string, (() => void)[]>();
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => {
    updated.push(notification.params.uri);
    for (const resolve of waiting.get(notification.params.uri)?.splice(0) ?? []) resolve();
  });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  await client.connect(clientTransport);
  return {
    client,
    store,
    updated,
    nextUpdate: (uri) => new Promise((resolve) => waiting.set(uri, [...(waiting.get(uri) ?? []), resolve])),
    call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

/** The text of a tool result's first content block. */
export function textOf(result: CallToolResult): string {
  const first = result.content[0];
  return first?.type === "text" ? first.text : "";
}
