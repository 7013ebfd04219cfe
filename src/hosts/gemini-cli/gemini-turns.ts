import type { RecordedTurn } from '../host-module.js';

type Json = Record<string, unknown>;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/**
 * The server's share of one generateContent request Gemini CLI sent, or undefined for a request that offers no tools
 * (its routing request): each function declaration of the server; each functionResponse of its tools (output, else
 * error).
 */
export function geminiTurn(body: Json, server: string): RecordedTurn | undefined {
  if (!asArray(body.tools).some((tool) => asArray(tool.functionDeclarations).length > 0)) return undefined;
  const prefix = `mcp_${server}_`;
  const definitions = asArray(body.tools)
    .flatMap((tool) => asArray(tool.functionDeclarations))
    .filter((declaration) => String(declaration.name).startsWith(prefix))
    .map((declaration) => JSON.stringify(declaration));
  const results = asArray(body.contents)
    .flatMap((content) => asArray(content.parts))
    .filter((part) => isObject(part.functionResponse))
    .map((part) => part.functionResponse as Json)
    .filter((response) => String(response.name).startsWith(prefix))
    .map((response) => {
      const answer = (response.response ?? {}) as Json;
      return String(answer.output ?? answer.error ?? JSON.stringify(answer));
    });
  return { definitions, results };
}
