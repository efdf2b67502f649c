/**
 * Calls the playground's API as its page does: its own Origin on every call, JSON bodies (a string body
 * is sent as it is). An NDJSON answer (the chat) comes back as its `lines`, and `json` is its last line.
 */
export async function apiCall(serverUrl: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown; lines?: unknown[] }> {
  const response = await fetch(new URL(`api/${path}`, serverUrl), {
    method,
    headers: { origin: new URL(serverUrl).origin, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  if (response.headers.get("content-type")?.startsWith("application/x-ndjson")) {
    const lines = (await response.text())
      .split("\n")
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as unknown);
    return { status: response.status, json: lines.at(-1), lines };
  }
  return { status: response.status, json: await response.json() };
}
