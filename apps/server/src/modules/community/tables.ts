import type { ColumnType, Generated } from 'kysely';
import type { Money, Timestamp } from '../../db/core-tables.js';

/** Timestamps the database fills in by default but that may be written explicitly. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read back parsed, written as JSON text */
type Json<T> = ColumnType<T, string, string>;

export interface NoticesTable {
  id: Generated<bigint>;
  title: string;
  content: string;
  locale: string | null;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_by: bigint | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface NoticeReadsTable {
  user_id: bigint;
  notice_id: bigint;
  read_at: DefaultTimestamp;
}

export interface UserMessagesTable {
  id: Generated<bigint>;
  user_id: bigint;
  title: string;
  content: string;
  read_at: NullableTimestamp;
  created_by: bigint | null;
  created_at: DefaultTimestamp;
}

export interface ScrollMessagesTable {
  id: Generated<bigint>;
  content: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_by: bigint | null;
  created_at: DefaultTimestamp;
}

export interface SwiperSlidesTable {
  id: Generated<bigint>;
  title: ColumnType<string, string | undefined, string>;
  image_url: string;
  link_url: string | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: DefaultTimestamp;
}

export interface AreaCodesTable {
  code: string;
  country: string;
  name: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
}

export type ContentType = 'about' | 'guide' | 'agreement';

export interface PlatformContentTable {
  type: ContentType;
  locale: string;
  title: string;
  content: string;
  updated_at: DefaultTimestamp;
}

export type EnvelopeRuleKind = 'registration' | 'invitee_registration' | 'invitee_first_purchase';

export interface EnvelopeRulesTable {
  id: Generated<bigint>;
  kind: EnvelopeRuleKind;
  title: string;
  amount: Money;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface RedEnvelopesTable {
  id: Generated<bigint>;
  rule_id: bigint;
  user_id: bigint;
  source_user_id: bigint;
  amount: Money;
  status: ColumnType<'unreceived' | 'received', 'unreceived' | 'received' | undefined, 'unreceived' | 'received'>;
  transfer_id: string | null;
  created_at: Timestamp;
  received_at: NullableTimestamp;
}

export interface BonusCodesTable {
  id: Generated<bigint>;
  code: string;
  amount: Money;
  total_uses: number;
  used_count: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: bigint | null;
  created_at: DefaultTimestamp;
}

export interface BonusRedemptionsTable {
  id: Generated<bigint>;
  code_id: bigint;
  user_id: bigint;
  amount: Money;
  transfer_id: string;
  created_at: Timestamp;
}

export type PrizeKind = 'cash' | 'none';

export interface LotteryPrizesTable {
  id: Generated<bigint>;
  name: string;
  kind: PrizeKind;
  amount: Money;
  weight: number;
  stock: number | null;
  image_url: string | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** One entry of a round's frozen prize table (amount as minor units in a decimal string). */
export interface RoundPrize {
  id: number;
  name: string;
  kind: PrizeKind;
  amount: string;
  weight: number;
}

export interface LotteryRoundsTable {
  id: Generated<bigint>;
  seed_hash: string;
  server_seed: string;
  prizes: Json<RoundPrize[]>;
  total_weight: number;
  status: ColumnType<'open' | 'closed' | 'revealed', 'open' | undefined, 'open' | 'closed' | 'revealed'>;
  opened_at: Timestamp;
  closed_at: NullableTimestamp;
  revealed_at: NullableTimestamp;
}

export interface LotteryChanceRulesTable {
  id: Generated<bigint>;
  kind: 'per_purchase' | 'registration';
  chances: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface LotteryChanceGrantsTable {
  id: Generated<bigint>;
  user_id: bigint;
  chances: number;
  rule_id: bigint | null;
  operator_id: bigint | null;
  grant_key: string;
  created_at: Timestamp;
}

export interface LotteryMembersTable {
  user_id: bigint;
  chances_granted: ColumnType<number, number | undefined, number>;
  chances_used: ColumnType<number, number | undefined, number>;
}

export interface LotteryDrawsTable {
  id: Generated<bigint>;
  round_id: bigint;
  user_id: bigint;
  draw_number: number;
  hmac: string;
  roll: number;
  selected_prize_id: bigint;
  awarded_prize_id: bigint | null;
  prize_name: string;
  amount: Money;
  out_of_stock: ColumnType<boolean, boolean | undefined, boolean>;
  transfer_id: string | null;
  created_at: Timestamp;
}

export interface UploadsTable {
  name: string;
  user_id: bigint | null;
  url: string;
  content_type: string;
  size: number;
  width: number;
  height: number;
  created_at: DefaultTimestamp;
}

export type ModerationStatus = 'visible' | 'hidden' | 'deleted';

export interface ZonePostsTable {
  id: Generated<bigint>;
  user_id: bigint;
  content: string;
  img_urls: Json<string[]>;
  status: ColumnType<ModerationStatus, ModerationStatus | undefined, ModerationStatus>;
  created_at: Timestamp;
  moderated_by: bigint | null;
  moderated_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

export interface ZoneCommentsTable {
  id: Generated<bigint>;
  post_id: bigint;
  user_id: bigint;
  content: string;
  status: ColumnType<ModerationStatus, ModerationStatus | undefined, ModerationStatus>;
  created_at: Timestamp;
  moderated_by: bigint | null;
  moderated_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

/** Picture bytes when UPLOAD_STORE=database (see upload/storage.ts). */
export interface UploadBlobsTable {
  name: string;
  content_type: string;
  data: Buffer;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface CommunityTables {
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  user_messages: UserMessagesTable;
  scroll_messages: ScrollMessagesTable;
  swiper_slides: SwiperSlidesTable;
  area_codes: AreaCodesTable;
  platform_content: PlatformContentTable;
  envelope_rules: EnvelopeRulesTable;
  red_envelopes: RedEnvelopesTable;
  bonus_codes: BonusCodesTable;
  bonus_redemptions: BonusRedemptionsTable;
  lottery_prizes: LotteryPrizesTable;
  lottery_rounds: LotteryRoundsTable;
  lottery_chance_rules: LotteryChanceRulesTable;
  lottery_chance_grants: LotteryChanceGrantsTable;
  lottery_members: LotteryMembersTable;
  lottery_draws: LotteryDrawsTable;
  uploads: UploadsTable;
  upload_blobs: UploadBlobsTable;
  zone_posts: ZonePostsTable;
  zone_comments: ZoneCommentsTable;
}
