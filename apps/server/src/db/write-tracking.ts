/**
 * Which requests wrote to the database, for read-your-writes with a read replica
 * (DATABASE_READ_URL): a member whose request wrote anything reads their hot pages from the
 * primary for a while, everyone else from the replica.
 *
 * A Kysely plugin on the primary sees every query built or run through Kysely (transactions too)
 * and marks the current request's scope (an AsyncLocalStorage entered by http/read-routing.ts) when
 * the query is an insert, update, delete or merge, or raw SQL that writes (`writingSql`). The hot
 * prepared statements (prepared.ts) bypass Kysely: those whose text writes (`writingSql`, e.g. a
 * purchase's one statement, which writes in its CTEs) mark the scope themselves (`markWrote`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

export interface WriteScope {
  wrote: boolean;
}

export const writeScopes = new AsyncLocalStorage<WriteScope>();

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const STARTS_WRITING = /^\s*(insert|update|delete|merge)\b/i;
const WRITES_INSIDE = /\b(insert\s+into|update\s+\w+(\s+(as\s+)?\w+)?\s+set|delete\s+from|merge\s+into)\b/i;

/**
 * SQL text that writes: it starts with a write, or writes further in (a data-modifying CTE). One
 * test for Kysely's raw SQL (below) and the prepared statements (prepared.ts).
 */
export function writingSql(text: string): boolean {
  return STARTS_WRITING.test(text) || WRITES_INSIDE.test(text);
}

function writes(node: RootOperationNode): boolean {
  if (WRITE_NODES.has(node.kind)) return true;
  // a parameter sits between two fragments: a space stands in for it
  if (node.kind === 'RawNode') return writingSql(node.sqlFragments.join(' '));
  return false;
}

/** The current request wrote (for statements run outside Kysely). */
export function markWrote(): void {
  const scope = writeScopes.getStore();
  if (scope) scope.wrote = true;
}

export class WriteTrackingPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const scope = writeScopes.getStore();
    if (scope && !scope.wrote && writes(args.node)) scope.wrote = true;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
