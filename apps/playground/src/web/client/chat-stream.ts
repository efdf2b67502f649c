import type { ChatStreamLine, SessionView } from "../api-types.js";
import { ApiCallError } from "./api-client.js";

export interface ChatRequest {
  readonly store: string;
  readonly framework: string;
  readonly sessionId: string;
  readonly message: string;
}

async function refusal(response: Response): Promise<ApiCallError> {
  const json = (await response.json().catch(() => ({}))) as { error?: { code: string; message: string } };
  return new ApiCallError(json.error?.code ?? String(response.status), json.error?.message ?? `The server answered ${response.status} ${response.statusText}.`);
}

function parseLine(line: string): ChatStreamLine {
  try {
    return JSON.parse(line) as ChatStreamLine;
  } catch {
    throw new ApiCallError("BAD_STREAM", `The reply stream held a line that is not JSON: "${line.slice(0, 80)}". Reload the session.`);
  }
}

/**
 * POST /api/chat: hands each piece of the reply to `onDelta` as it arrives (one JSON line each) and
 * resolves with the session once the turn is stored; an "error" line or a refusal throws ApiCallError.
 */
export async function streamChat(request: ChatRequest, onDelta: (text: string) => void): Promise<{ reply: string; session: SessionView }> {
  const response = await fetch("/api/chat", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request) });
  if (!response.ok) throw await refusal(response);
  if (!response.body) throw new ApiCallError("BAD_STREAM", "The server sent no reply body. Reload the session.");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  const handle = (line: string): { reply: string; session: SessionView } | undefined => {
    if (!line.trim()) return undefined;
    const parsed = parseLine(line);
    if (parsed.type === "delta") onDelta(parsed.text);
    else if (parsed.type === "error") throw new ApiCallError(parsed.error.code, parsed.error.message);
    else return { reply: parsed.reply, session: parsed.session };
    return undefined;
  };
  for (;;) {
    const { done, value } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      const finished = handle(line);
      if (finished) {
        await reader.cancel().catch(() => undefined);
        return finished;
      }
    }
    if (done) break;
  }
  throw new ApiCallError("BAD_STREAM", "The reply stream ended before the turn was stored. Reload the session to see what was kept.");
}
