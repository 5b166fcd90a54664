import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

/** A transaction, or the database itself where one statement is the transaction. */
export type Tx = Transaction<DB> | Kysely<DB>;
