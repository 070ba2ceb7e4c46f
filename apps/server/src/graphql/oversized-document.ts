import type { Request } from 'express';
import { DocumentNode, Kind, Lexer, Source, TokenKind, parse, visit } from 'graphql';
import { QUERY_LIMITS, QueryLimits, tooComplex } from './query-limits';

/**
 * What refuseOversizedDocument concluded about a document's text: the reason it is refused, or null.
 * Clients send the same few documents again and again, so a document is lexed, parsed and walked once,
 * not per request. Short texts only, and a bounded number of them (the oldest go first), so that no
 * client can make it hold much: a document not kept is simply checked again.
 */
const DOCUMENT_VERDICTS = new Map<string, string | null>();
const CACHED_DOCUMENT_MAX_LENGTH = 4096;
const CACHED_DOCUMENTS = 500;

/**
 * Refuses a document too long, with too many fragments or aliases, a name asked for too often in one
 * selection or nested too deep, before Apollo parses and validates it (run from the context function,
 * whose GraphQLError Apollo answers as it is). A document that does not parse is left to Apollo, which
 * reports the syntax error in its own words.
 */
export function refuseOversizedDocument(req: Request, limits: QueryLimits = QUERY_LIMITS): void {
  const query: unknown = req.method === 'GET' ? req.query.query : req.body?.query;
  if (typeof query !== 'string') return;
  const cacheable = limits === QUERY_LIMITS && query.length <= CACHED_DOCUMENT_MAX_LENGTH;
  let reason = cacheable ? DOCUMENT_VERDICTS.get(query) : undefined;
  if (reason === undefined) {
    reason = oversizedDocumentReason(query, limits);
    if (cacheable) {
      if (DOCUMENT_VERDICTS.size >= CACHED_DOCUMENTS) {
        DOCUMENT_VERDICTS.delete(DOCUMENT_VERDICTS.keys().next().value as string);
      }
      DOCUMENT_VERDICTS.set(query, reason);
    }
  }
  if (reason !== null) throw tooComplex(reason);
}

/** Why the document is refused before parsing, or null when it is not. */
function oversizedDocumentReason(query: string, limits: QueryLimits): string | null {
  let document: DocumentNode;
  try {
    if (tokenCountExceeds(query, limits.maxTokens)) {
      return `The query has more than ${limits.maxTokens} tokens; at most ${limits.maxTokens} are allowed`;
    }
    document = parse(query, { noLocation: true });
  } catch {
    // A syntax error: Apollo reports it.
    return null;
  }
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).length;
  if (fragments > limits.maxFragments) {
    return `The query defines ${fragments} fragments; at most ${limits.maxFragments} are allowed`;
  }
  let spreads = 0;
  let aliases = 0;
  let repeated: { name: string; times: number } | undefined;
  // Selection sets inside one another, in one operation or fragment (not followed into others).
  let nesting = 0;
  let deepest = 0;
  visit(document, {
    FragmentSpread: () => void (spreads += 1),
    Field: (field) => void (field.alias && (aliases += 1)),
    SelectionSet: {
      enter(selectionSet) {
        nesting += 1;
        deepest = Math.max(deepest, nesting);
        const times = new Map<string, number>();
        for (const selection of selectionSet.selections) {
          if (selection.kind !== Kind.FIELD) continue;
          const name = (selection.alias ?? selection.name).value;
          const count = (times.get(name) ?? 0) + 1;
          times.set(name, count);
          if (count > (repeated?.times ?? limits.maxFieldsPerName)) repeated = { name, times: count };
        }
      },
      leave: () => void (nesting -= 1),
    },
  });
  if (spreads > limits.maxSpreads) {
    return `The query spreads fragments ${spreads} times; at most ${limits.maxSpreads} are allowed`;
  }
  if (aliases > limits.maxAliases) {
    return `The query has ${aliases} aliases; at most ${limits.maxAliases} are allowed`;
  }
  if (repeated) {
    return `The query asks for "${repeated.name}" ${repeated.times} times in one selection; at most ${limits.maxFieldsPerName} are allowed`;
  }
  if (deepest > limits.maxNesting) {
    return `The query nests ${deepest} selections deep; at most ${limits.maxNesting} are allowed`;
  }
  return null;
}

/** Counts tokens as graphql-js's parser does (comments aside), stopping one past the limit. */
function tokenCountExceeds(query: string, maxTokens: number): boolean {
  const lexer = new Lexer(new Source(query));
  for (let count = 0; count <= maxTokens; count += 1) {
    if (lexer.advance().kind === TokenKind.EOF) return false;
  }
  return true;
}
