/**
 * The typed database: one interface per feature folder, joined here. Each feature owns its tables
 * (modules/<module>/tables.ts, modules/identity/<area>/tables.ts) and its migration files (db/migrations, numbered per feature range:
 * 0001-0009 core, 0010-0019 auth/user, 0020-0029 money, 0030-0039 community, 0050- the member app's content: translations, static demo images; 0060- the operator console).
 */
import type { CoreTables } from './core-tables.js';
import type { AuthTables } from '../modules/identity/auth/tables.js';
import type { SmsTables } from '../modules/identity/sms/tables.js';
import type { CommunityTables } from '../modules/community/tables.js';
import type { MoneyTables } from '../modules/money/tables.js';
import type { TranslationTables } from '../modules/platform/translations/tables.js';

export interface DB extends CoreTables, AuthTables, SmsTables, CommunityTables, MoneyTables, TranslationTables {}
