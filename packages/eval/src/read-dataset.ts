import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { ConversationSet, DatasetFormat, EvalConversation, ReportLayout } from "./conversation-set.js";
import { EvalError } from "./eval-error.js";
import { isObject } from "./json-shape.js";
import { locomoLayout, parseLocomo } from "./locomo-data.js";
import { longMemEvalLayout, parseLongMemEvalFile } from "./longmemeval-data.js";
import { parseRealtalkChat, realtalkLayout } from "./realtalk-data.js";

const layouts: Record<DatasetFormat, ReportLayout> = { locomo: locomoLayout, realtalk: realtalkLayout, longmemeval: longMemEvalLayout };

const formatsExpected =
  "LoCoMo (an array of { sample_id, conversation, qa }), REALTALK (a chat { session_<n>, session_<n>_date_time, qa }, or a directory of Chat_*.json) " +
  "or LongMemEval (a question { question_id, haystack_sessions, ... }, an array of them, or a directory of question files)";

/** The format a parsed file is in, by the fields only that format has; undefined when none fits. */
export function detectFormat(data: unknown): DatasetFormat | undefined {
  const sample = Array.isArray(data) ? data[0] : data;
  if (!isObject(sample)) return undefined;
  if ("haystack_sessions" in sample || "question_id" in sample) return "longmemeval";
  if ("sample_id" in sample && "conversation" in sample) return "locomo";
  if ("qa" in sample && Object.keys(sample).some((key) => /^session_\d+$/.test(key))) return "realtalk";
  return undefined;
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new EvalError("DATA_UNREADABLE", `Cannot read ${file}: ${(error as Error).message}. Pass --data <file or directory>.`, { cause: error });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new EvalError("DATA_UNREADABLE", `${file} is not JSON (${(error as Error).message}); expected ${formatsExpected}.`, { cause: error });
  }
}

const byName = new Intl.Collator("en", { numeric: true }).compare;
const baseName = (file: string): string => path.basename(file).replace(/\.json$/i, "");

function conversationsOf(format: DatasetFormat, data: unknown, file: string): EvalConversation[] {
  if (format === "locomo") return parseLocomo(Array.isArray(data) ? data : [data], file);
  if (format === "longmemeval") return parseLongMemEvalFile(data, file);
  if (Array.isArray(data)) return data.map((chat, i) => parseRealtalkChat(chat, `${baseName(file)}-${i + 1}`, file));
  return [parseRealtalkChat(data, baseName(file), file)];
}

/** The files a path stands for: itself, or a directory's JSON files (REALTALK's Chat_*.json when it has them). */
async function filesOf(source: string, format: DatasetFormat | undefined): Promise<string[]> {
  let info;
  try {
    info = await stat(source);
  } catch (error) {
    throw new EvalError("DATA_UNREADABLE", `Cannot read ${source}: ${(error as Error).message}. Pass --data <file or directory>.`, { cause: error });
  }
  if (!info.isDirectory()) return [source];
  const names = (await readdir(source)).filter((name) => name.toLowerCase().endsWith(".json")).sort(byName);
  const chats = names.filter((name) => /^Chat_.*\.json$/i.test(name));
  const chosen = chats.length > 0 && (format === undefined || format === "realtalk") ? chats : names;
  if (chosen.length === 0) throw new EvalError("DATA_UNREADABLE", `${source} holds no .json file; expected ${formatsExpected}.`);
  return chosen.map((name) => path.join(source, name));
}

/**
 * Reads a data set from a file or a directory, in the format given or the one its content shows
 * (a directory of Chat_*.json is REALTALK). Every conversation id must be unique in the set.
 */
export async function readConversationSet(source: string, options: { format?: DatasetFormat } = {}): Promise<ConversationSet> {
  const files = await filesOf(source, options.format);
  let format = options.format;
  const conversations: EvalConversation[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const data = await readJson(file);
    const detected = format ?? detectFormat(data);
    if (!detected) {
      throw new EvalError(
        "DATA_INVALID",
        `Cannot tell the format of ${file}: expected ${formatsExpected}. Pass --format locomo|realtalk|longmemeval to name it.`,
      );
    }
    format = detected;
    for (const conversation of conversationsOf(format, data, file)) {
      const earlier = seen.get(conversation.id);
      if (earlier !== undefined) {
        throw new EvalError("DATA_INVALID", `${file}: conversation "${conversation.id}" is also in ${earlier}; expected each conversation or question once.`);
      }
      seen.set(conversation.id, file);
      conversations.push(conversation);
    }
  }
  const resolved = format ?? "locomo";
  return { name: baseName(source.replace(/[\\/]+$/, "")), format: resolved, source, conversations, layout: layouts[resolved] };
}
