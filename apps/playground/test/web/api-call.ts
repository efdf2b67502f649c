/** Calls the playground's API as its page does: its own Origin on every call, JSON bodies (a string body is sent as it is). */
export async function apiCall(serverUrl: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(new URL(`api/${path}`, serverUrl), {
    method,
    headers: { origin: new URL(serverUrl).origin, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}
