import type { LanguageModelV4, ProviderV4 } from "@ai-sdk/provider";
import { wrapLanguageModel, wrapProvider } from "ai";
import { engramMiddleware, type EngramMiddleware, type EngramMiddlewareOptions } from "./engram-middleware.js";

/** Any language model `wrapLanguageModel` accepts (V2, V3 or V4 spec). */
export type WrappableLanguageModel = Parameters<typeof wrapLanguageModel>[0]["model"];
/** Any provider `wrapProvider` accepts. */
export type WrappableProvider = Parameters<typeof wrapProvider>[0]["provider"];

/** `model` with Engram's memory: `wrapLanguageModel({ model, middleware: engramMiddleware(options) })`. */
export function engramModel(model: WrappableLanguageModel, options: EngramMiddlewareOptions | EngramMiddleware): LanguageModelV4 {
  return wrapLanguageModel({ model, middleware: asMiddleware(options) });
}

/** Every language model of `provider` with Engram's memory, all sharing one Engram. */
export function withEngram(provider: WrappableProvider, options: EngramMiddlewareOptions | EngramMiddleware): ProviderV4 {
  return wrapProvider({ provider, languageModelMiddleware: asMiddleware(options) });
}

function asMiddleware(options: EngramMiddlewareOptions | EngramMiddleware): EngramMiddleware {
  return "specificationVersion" in options ? options : engramMiddleware(options);
}
