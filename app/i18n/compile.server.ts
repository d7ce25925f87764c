import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";

export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/**
 * ICU messages parsed once on the server. The browser gets them parsed (in the page's JSON
 * data block), so its bundle uses the parser-less build of the ICU parser (vite.config.ts):
 * about 11 KB gzip less JavaScript on every page (docs/decisions/013).
 */
export function compileCatalogue(messages: Record<string, string>): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(messages)) compiled[id] = parse(message);
  return compiled;
}
