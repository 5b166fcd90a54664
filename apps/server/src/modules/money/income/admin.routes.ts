import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { Envelope, MoneyString, Page, PageQuery, errorResponses } from '../../../http/schema.js';
import { audit } from '../../../lib/audit.js';
import { formatMoney } from '../../../lib/money.js';
import { runAccrual, type AccrualLog } from './accrual.js';
import { DateTime, Day, NullableDateTime, paging } from '../wire.js';
import { listAccrualRuns } from './admin.service.js';
import { P } from '../admin/kit.js';
import { moneyAdminKit } from '../admin/kit.js';

/** The operator API of money: accrual (under /admin/money). */
export async function registerIncomeAdmin(app: App, ctx: AppContext, log: AccrualLog) {
  const { read, finance, schema } = moneyAdminKit(app);
  // ---------------------------------------------------------------- accrual
  app.post(
    `${P}/accrual/run`,
    {
      ...finance,
      schema: schema('Run the daily income accrual now (safe to repeat: each order is paid once per day)', {
        response: {
          200: Envelope(
            Type.Object({
              runId: Type.Union([Type.Integer(), Type.Null()]),
              today: Day,
              paidThrough: Type.Union([Day, Type.Null()]),
              accrualRows: Type.Integer(),
              transfers: Type.Integer(),
              amount: MoneyString,
              daysPaid: Type.Array(Type.Object({ day: Day, total: MoneyString, orders: Type.Integer() })),
              shortfalls: Type.Array(Type.Object({ day: Day, needed: MoneyString, available: MoneyString })),
              ordersStarted: Type.Integer(),
              ordersEnded: Type.Integer(),
            }),
          ),
          ...errorResponses,
        },
      }),
    },
    async (request) => {
      const operatorId = request.operator!.id;
      const r = await runAccrual(ctx.db, ctx.clock.now(), { trigger: `operator:${operatorId}`, log });
      const view = {
        runId: r.runId,
        today: r.today,
        paidThrough: r.paidThrough,
        accrualRows: r.accrualRows,
        transfers: r.transfers,
        amount: formatMoney(r.amount),
        daysPaid: r.daysPaid.map((d) => ({ day: d.day, total: formatMoney(d.total), orders: d.orders })),
        shortfalls: r.shortfalls.map((s) => ({
          day: s.day,
          needed: formatMoney(s.needed),
          available: formatMoney(s.available),
        })),
        ordersStarted: r.ordersStarted,
        ordersEnded: r.ordersEnded,
      };
      await audit(ctx.db, {
        operatorId,
        action: 'money.accrual.run',
        target: r.runId ? `accrual_run:${r.runId}` : 'accrual',
        after: view,
      });
      return ok(request, view);
    },
  );

  app.post(
    `${P}/accrual/runs`,
    {
      ...read,
      schema: schema('Accrual job runs, newest first', {
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: {
          200: Envelope(
            Page(
              Type.Object({
                id: Type.Integer(),
                trigger: Type.String(),
                businessNow: DateTime,
                today: Day,
                paidThrough: Type.Union([Day, Type.Null()]),
                accrualRows: Type.Integer(),
                transfers: Type.Integer(),
                amount: MoneyString,
                shortfallDays: Type.Integer(),
                startedAt: DateTime,
                finishedAt: NullableDateTime,
              }),
            ),
          ),
          ...errorResponses,
        },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listAccrualRuns(ctx.db, page, size);
      return ok(request, pageOf(records, total, page, size));
    },
  );
}
