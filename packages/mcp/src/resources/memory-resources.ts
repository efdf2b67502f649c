import type { EntryRecord } from "@engram/core";
import { McpError, ErrorCode, type ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import { ResourceTemplate, type McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { coreScopeOf, mcpScopeSchema, memoryIndexUri, scopeLayers, type McpScopeName } from "../mcp-scopes.js";
import { storedKey } from "../stored-key.js";
import type { HandlerExtra } from "../connection-identity.js";
import type { ToolContext } from "../tool-context.js";

/** The URI of an entry's resource. */
export const entryUri = (scope: McpScopeName, key: string): string => `engram://memory/${scope}/entries/${encodeURIComponent(key)}`;

/** How many entries of each scope `resources/list` names (newest first); the rest are read by URI. */
export const listedEntriesPerScope = 200;

/** What MEMORY.md says for a scope that has none yet: what `renderMemoryIndex` renders for no entries. */
const emptyIndex = "# Memory\n\nNo long-term entries yet.\n";

const indexPattern = /^engram:\/\/memory\/([^/]+)\/MEMORY\.md$/;
const entryPattern = /^engram:\/\/memory\/([^/]+)\/entries\/([^/]+)$/;

const notFound = (message: string): McpError => new McpError(ErrorCode.InvalidParams, message);

/** An entry as a Markdown file, the way CAO's wiki files read: title, a comment with its facts, the text, then its revisions. */
export function entryMarkdown(entry: EntryRecord, scope: McpScopeName): string {
  const facts = [
    `id: ${entry.id}`,
    `scope: ${scope}`,
    `type: ${entry.type}`,
    `tags: ${entry.tags.join(",")}`,
    `trust: ${entry.provenance.trust}`,
    `updated: ${entry.updatedAt}`,
  ];
  const lines = [`# ${entry.key}`, "", `<!-- ${facts.join(" | ").replace(/--/g, "- -")} -->`, "", entry.content.trim(), ""];
  if (entry.revisions.length > 0) {
    lines.push("## Revisions", "");
    for (const revision of [...entry.revisions].reverse()) lines.push(`### ${revision.at}`, "", revision.content.trim(), "");
  }
  return lines.join("\n");
}

/** The scope named in a URI, checked: one of the connection's scopes. */
function scopeNamed(raw: string, uri: string): McpScopeName {
  const parsed = mcpScopeSchema.safeParse(raw);
  if (!parsed.success) throw notFound(`No resource ${uri}: the scope must be one of ${mcpScopeSchema.options.join(", ")}.`);
  return parsed.data;
}

/** MEMORY.md of each scope and each entry as resources; `read` is also what the watcher compares. */
export class MemoryResources {
  readonly #context: ToolContext;

  constructor(context: ToolContext) {
    this.#context = context;
  }

  /** Whether `uri` names one of these resources (of any scope name): what may be subscribed to. */
  static isMemoryUri(uri: string): boolean {
    return indexPattern.test(uri) || entryPattern.test(uri);
  }

  /** The text of a resource; an unknown scope, key or URI → InvalidParams naming it. */
  async read(uri: string, extra?: HandlerExtra): Promise<string> {
    const identity = await this.#context.identity(extra);
    const index = indexPattern.exec(uri);
    const entry = index ? undefined : entryPattern.exec(uri);
    if (!index && !entry) throw notFound(`No resource ${uri}: Engram serves engram://memory/<scope>/MEMORY.md and engram://memory/<scope>/entries/<key>.`);
    const name = scopeNamed((index ?? entry)![1]!, uri);
    const scope = coreScopeOf(identity, name);
    if (scope === undefined)
      throw notFound(`No resource ${uri}: no user is configured, so there is no user scope (set "mcp": { "user": "<name>" } in engram.config.json).`);
    if (index) {
      const [record] = (await this.#context.store.query({ kind: "index", scope, scopeMode: "exact", limit: 1 })).records;
      return record?.content ?? emptyIndex;
    }
    let key: string;
    try {
      key = decodeURIComponent(entry![2]!);
    } catch {
      throw notFound(`No resource ${uri}: the key is not percent-encoded correctly.`);
    }
    const [found] = (await this.#context.store.query({ kind: "entry", scope, scopeMode: "exact", key: storedKey(key), limit: 1 })).records;
    if (found === undefined) throw notFound(`No memory "${key}" in the ${name} scope (${uri}); it may have been forgotten.`);
    return entryMarkdown(found, name);
  }

  register(server: McpServer): void {
    const readAs = async (uri: URL, _variables: unknown, extra: HandlerExtra): Promise<ReadResourceResult> => ({
      contents: [{ uri: uri.toString(), mimeType: "text/markdown", text: await this.read(uri.toString(), extra) }],
    });
    server.registerResource(
      "memory-index",
      new ResourceTemplate("engram://memory/{scope}/MEMORY.md", {
        list: async (extra) => {
          const identity = await this.#context.identity(extra);
          return {
            resources: scopeLayers(identity).map((layer) => ({
              uri: memoryIndexUri(layer.name),
              name: `MEMORY.md (${layer.name})`,
              mimeType: "text/markdown",
            })),
          };
        },
      }),
      {
        title: "MEMORY.md of a scope",
        description:
          "The index of a scope's memories (session, agent, user, project or global): one line per memory, by type. Subscribe to hear when it changes.",
        mimeType: "text/markdown",
      },
      readAs,
    );
    server.registerResource(
      "memory-entry",
      new ResourceTemplate("engram://memory/{scope}/entries/{key}", {
        list: async (extra) => {
          const identity = await this.#context.identity(extra);
          const resources = [];
          for (const layer of scopeLayers(identity)) {
            const page = await this.#context.store.query({ kind: "entry", scope: layer.scope, scopeMode: "exact", limit: listedEntriesPerScope });
            for (const entry of page.records) {
              if (entry.supersededBy !== undefined || entry.validTo !== undefined) continue;
              resources.push({ uri: entryUri(layer.name, entry.key), name: `${entry.key} (${layer.name})`, mimeType: "text/markdown" });
            }
          }
          return { resources };
        },
      }),
      {
        title: "A memory",
        description: "One stored memory with its type, tags, trust and earlier revisions, as Markdown.",
        mimeType: "text/markdown",
      },
      readAs,
    );
  }
}
