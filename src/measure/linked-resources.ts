import type { ServerSession } from '../servers/server-session.js';
import { ServerFailure } from '../servers/server-failure.js';
import type { LinkedResource } from './measurement.js';
import type { Tokenizer } from './tokens.js';

/** Links read per fixture: a result can link thousands of resources, and each read is a request to the server. */
const MAX_LINKS_READ = 20;

/** The distinct `resource_link` URIs of a result's pages, in the order they came. */
export function linkedUris(pages: Array<{ blocks?: unknown[] }>): string[] {
  const uris = pages.flatMap((page) =>
    (page.blocks ?? []).flatMap((block) => {
      const link = block as { type?: unknown; uri?: unknown } | null;
      return link?.type === 'resource_link' && typeof link.uri === 'string' ? [link.uri] : [];
    }),
  );
  return [...new Set(uris)].slice(0, MAX_LINKS_READ);
}

/**
 * Reads each linked resource as a host that follows links would (resources/read), measured on the wire: its bytes
 * as they came, and the tokens of its text contents (a blob is bytes only). A read that fails is said, not zero.
 */
export async function readLinked(
  session: ServerSession,
  uris: string[],
  phase: `call ${string}`,
  tokenizer: Tokenizer,
): Promise<LinkedResource[]> {
  const read: LinkedResource[] = [];
  for (const uri of uris) {
    try {
      const wire = await session.request('resources/read', { uri }, phase);
      const message = wire.message;
      if (wire.tooLarge || !message || message.error !== undefined) {
        read.push({
          uri,
          failed: wire.tooLarge
            ? `its answer of ${wire.bytes} bytes exceeds the message cap`
            : `resources/read answered ${JSON.stringify(message?.error)}`,
        });
        continue;
      }
      const contents = Array.isArray(message.result?.contents)
        ? (message.result.contents as Array<{ text?: unknown }>)
        : [];
      const tokens = contents.reduce(
        (sum, content) => sum + (typeof content?.text === 'string' ? tokenizer.count(content.text) : 0),
        0,
      );
      read.push({ uri, wireBytes: wire.bytes, tokens });
    } catch (error) {
      if (!(error instanceof ServerFailure) || error.code !== 'PROTOCOL_ERROR') throw error;
      read.push({ uri, failed: error.detail });
    }
  }
  return read;
}
