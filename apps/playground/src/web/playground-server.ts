import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleApi } from "./api/api-routes.js";
import { ApiError, readJson, sendError, sendJson } from "./api/http-json.js";
import { Playground, type PlaygroundOptions } from "./playground.js";
import { readAsset } from "./static-assets.js";

export interface RunningPlayground {
  readonly url: string;
  readonly playground: Playground;
  close(): Promise<void>;
}

/** Serves the page and its JSON API on 127.0.0.1 (`port` 0: a free port). */
export async function startPlaygroundServer(options: PlaygroundOptions & { port: number; host?: string }): Promise<RunningPlayground> {
  const playground = new Playground(options);
  const server = createServer((request, response) => {
    route(playground, request, response).catch((error: unknown) => sendError(response, error));
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    playground,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await playground.close();
    },
  };
}

async function route(playground: Playground, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? "/", "http://localhost");
  const method = request.method ?? "GET";
  if (url.pathname.startsWith("/api/")) {
    const segments = url.pathname.slice("/api/".length).split("/").filter(Boolean).map(decodeURIComponent);
    const { status, body } = await handleApi(playground, {
      method,
      segments,
      query: Object.fromEntries(url.searchParams),
      body: () => readJson(request),
    });
    return sendJson(response, status, body);
  }
  if (method !== "GET") throw new ApiError(405, "METHOD_NOT_ALLOWED", `${method} ${url.pathname}: the page's files are read with GET.`);
  const asset = await readAsset(url.pathname);
  if (!asset) throw new ApiError(404, "NOT_FOUND", `No file ${url.pathname}.`);
  response.writeHead(200, { "content-type": asset.type, "cache-control": "no-cache" });
  response.end(asset.body);
}
