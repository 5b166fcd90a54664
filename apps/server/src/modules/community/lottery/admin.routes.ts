import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { AmountInput } from '../../../http/schema.js';
import { PARTIAL_SAVE } from '../../../lib/audit.js';
import { IdBody } from '../shared.js';
import { ImageUrl, PrizeOut, RoundOut, adminKit } from '../admin/kit.js';
import { closeRound, createRound, listPrizes, listRounds, revealRound, savePrize } from './admin.service.js';
import { registerChanceRulesAdmin } from './chance-rules.admin.routes.js';

/** The operator API of lottery (under /admin/community). */
export async function registerLotteryAdmin(app: App, ctx: AppContext) {
  registerPrizesAdmin(app, ctx);
  registerRoundsAdmin(app, ctx);
  registerChanceRulesAdmin(app, ctx);
}

/** Lottery prizes: list with live stock, save. */
function registerPrizesAdmin(app: App, ctx: AppContext) {
  const { finance, route } = adminKit(app, ctx);
  route(
    'lottery/prizes/list',
    finance,
    'All lottery prizes with live stock',
    null,
    Type.Array(PrizeOut),
    async () => listPrizes(ctx),
  );

  route(
    'lottery/prizes/save',
    finance,
    {
      summary:
        'Create a prize, or update one (with id). Weights and amounts take effect in the next round; stock at once.',
      description:
        `${PARTIAL_SAVE} To create: name, kind and weight (and amount for a cash prize); the rest default to ` +
        'unlimited stock, no image, enabled, sort 0. Sent empty, stock means unlimited and imageUrl means none. ' +
        'A prize made kind none has amount 0.',
    },
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      kind: Type.Optional(Type.Enum(['cash', 'none'])),
      amount: Type.Optional(AmountInput),
      weight: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
      stock: Type.Optional(
        Type.Union([Type.Integer({ minimum: 0, maximum: 100_000_000 }), Type.Literal('')], {
          description: 'units left; empty = unlimited',
        }),
      ),
      imageUrl: Type.Optional(Type.Union([ImageUrl, Type.Literal('')], { description: 'empty: no image' })),
      enabled: Type.Optional(Type.Boolean()),
      sort: Type.Optional(Type.Integer()),
    }),
    PrizeOut,
    async ({ body, operator }) => savePrize(ctx, operator, body),
  );
}

/** Lottery rounds: list, create, close, reveal. */
function registerRoundsAdmin(app: App, ctx: AppContext) {
  const { finance, route } = adminKit(app, ctx);
  route(
    'lottery/rounds/list',
    finance,
    'Lottery rounds, newest first (seeds only once revealed)',
    null,
    Type.Array(RoundOut),
    async () => listRounds(ctx),
  );

  route(
    'lottery/rounds/create',
    finance,
    'Open a round: a new secret seed (its SHA-256 hash published) and the enabled prizes frozen with their weights',
    null,
    RoundOut,
    async ({ operator }) => createRound(ctx, operator),
  );

  route(
    'lottery/rounds/close',
    finance,
    'Close the open round: no more draws (waits for draws in flight)',
    IdBody,
    RoundOut,
    async ({ body, operator }) => closeRound(ctx, operator, body.id),
  );

  route(
    'lottery/rounds/reveal',
    finance,
    "Reveal a closed round's seed so every draw can be recomputed",
    IdBody,
    RoundOut,
    async ({ body, operator }) => revealRound(ctx, operator, body.id),
  );
}
