/**
 * The typed database: one interface per feature folder, joined here. Each feature owns its tables
 * (features/<name>/tables.ts) and its migration files (db/migrations, numbered per feature range:
 * 0001-0009 core, 0010-0019 auth/user, 0020-0029 money, 0030-0039 community, 0050- the member app's content: translations, static demo images; 0060- the operator console).
 */
import type { CoreTables } from './core-tables.js';
import type { AuthTables } from '../features/auth/tables.js';
import type { SmsTables } from '../features/sms/tables.js';
import type { CommunityTables } from '../features/community/tables.js';
import type { MoneyTables } from '../features/money/tables.js';
import type { TranslationTables } from '../features/translations/tables.js';

export interface DB extends CoreTables, AuthTables, SmsTables, CommunityTables, MoneyTables, TranslationTables {}
