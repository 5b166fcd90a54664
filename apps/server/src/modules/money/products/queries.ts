/**
 * The statements of a purchase (prepared: parsed once per connection). The usual purchase is
 * buyRead then buyStatement; buyLocked uses placeCheckedOrder under the product's row lock.
 */
import { preparedStatement } from '../../../db/prepared.js';
import { composePostings, memberAccount, operatorAccountShard } from '../../../ledger/postings.js';
import type { FundPasswordState } from '../../identity/auth/fund-password.js';
import {
  fundPasswordAttemptCte,
  fundPasswordForgetCte,
  fundPasswordStateColumns,
} from '../../identity/auth/fund-password.js';
import { MONEY_CONFIG_JSON_SQL } from '../config.js';
import type { OrderRow } from './orders.js';

export const BUY_SCOPE = 'money.buy';

export type PlaceOrder = {
  productId: bigint;
  quantity: number;
  userId: bigint;
  id: bigint;
  orderNo: string;
  transferId: string;
  startDay: string;
  now: Date;
};
export type PlacedOrder = Omit<OrderRow, 'last_accrued_day' | 'accrued_days' | 'accrued_total'>;

export type BuyRead = FundPasswordState & {
  order_id: bigint;
  config: Record<string, string>;
  id: bigint | null;
  name: string;
  image: string;
  price: bigint;
  daily_income: bigint;
  period_days: number;
  status: 'on' | 'off' | null;
  valid_until: Date | null;
  stock: number | null;
  purchase_limit: number | null;
};

/**
 * The product ($1), the money settings, an id for the new order and the member's ($2) fund-password
 * state, with this attempt counted (bucket $3, now $4), in one round trip.
 */
export const buyRead = preparedStatement<BuyRead>(
  'money_buy_read',
  `with ${fundPasswordAttemptCte('$3', '$4')}
   select nextval('product_orders_id_seq') as order_id, ${MONEY_CONFIG_JSON_SQL} as config,
     p.id, p.name, p.image, p.price, p.daily_income, p.period_days, p.status, p.valid_until, p.stock,
     p.purchase_limit, ${fundPasswordStateColumns('$2')}
   from (select 1) one left join products p on p.id = $1`,
);

export const placeOrderParams = (o: PlaceOrder) => [
  o.quantity,
  o.now,
  o.productId,
  o.orderNo,
  o.userId,
  o.startDay,
  o.transferId,
  o.id,
];

/*
 * Takes stock (locking the product row) and writes the order. Parameters: $1 quantity, $2 now,
 * $3 product id, $4 order number, $5 member id, $6 start day, $7 transfer id, $8 order id.
 */
const placeOrderSql = (extraCondition: string) => `
  p as (
    update products
    set stock = stock - $1::int, purchased_count = purchased_count + $1::int, updated_at = $2
    where id = $3 and status = 'on' and (valid_until is null or valid_until > $2) and stock >= $1::int
      ${extraCondition}
    returning id, name, image, price, daily_income, period_days
  ),
  o as (
    insert into product_orders as o (id, order_no, user_id, product_id, product_name, product_image,
      quantity, unit_price, amount, daily_income, period_days, total_income, start_day, expire_day,
      status, transfer_id, created_at)
    select $8, $4, $5, p.id, p.name, p.image, $1::int, p.price, p.price * $1::int, p.daily_income * $1::int,
      p.period_days, p.daily_income * $1::int * p.period_days, $6::date, $6::date + p.period_days,
      'not_started', $7, $2
    from p
    returning o.id, o.order_no, o.product_id, o.product_name, o.product_image, o.quantity, o.unit_price,
      o.amount, o.daily_income, o.period_days, o.total_income, o.status, o.created_at, o.user_id,
      to_char(o.start_day, 'YYYY-MM-DD') as start_day, to_char(o.expire_day, 'YYYY-MM-DD') as expire_day
  )`;

/** Under the product row lock, after the checks. */
export const placeCheckedOrder = preparedStatement<PlacedOrder>(
  'money_buy_place',
  `with ${placeOrderSql('')} select * from o`,
);

/*
 * The whole purchase in one statement (placeOrderSql's $1–$8, then): the product as read ($9 price,
 * $10 daily income, $11 period days, $12 name, $13 image) and without a per-member limit, else
 * nothing happens; the payment (composePostings, new transfer id); the key ($14) with the answer
 * ($15) and the request's fingerprint ($16) — stored only with the payment, and failing on a twin's
 * committed key; the proved fund password's counted attempts (bucket $17) forgotten with the payment.
 */
export const buyStatement = preparedStatement<{ placed: number }>(
  'money_buy',
  `with ${placeOrderSql(`and purchase_limit = 0 and price = $9 and daily_income = $10 and period_days = $11
      and name = $12 and image = $13`)},
  ${composePostings(
    [
      {
        from: 'o',
        id: '$7',
        amount: 'o.amount',
        code: 'buy',
        userId: '$5',
        ref: '$4',
        debit: memberAccount('member_cash', '$5'),
        credit: operatorAccountShard('product_sales', '$5'),
      },
    ],
    { onExisting: 'fail' },
  )},
  claim as (
    insert into idempotency_keys (scope, subject_id, key, response, fingerprint)
    select '${BUY_SCOPE}', $5, $14, $15::jsonb, $16::text from ledger_ins
  ),
  ${fundPasswordForgetCte('$17', 'ledger_upd')}
  select count(*)::int as placed from ledger_ins`,
);
