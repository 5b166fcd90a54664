import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { Envelope, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { IdBody, paging } from '../wire.js';
import {
  addWallet,
  deleteBankCard,
  deleteWallet,
  editWallet,
  listBankCards,
  listBanks,
  listWallets,
  saveBankCard,
} from './service.js';
import { BankSchema, BankCardSchema, WalletSchema, WalletBody } from './schemas.js';

const tags = ['money: cards and wallets'];

export async function registerCardRoutes(app: App, ctx: AppContext) {
  registerBankCardRoutes(app, ctx);
  registerCardDeleteAndWalletRoutes(app, ctx);
  registerWalletEditRoutes(app, ctx);
}

/** Routes: /app/bank/page, /app/userBank/page, /app/userBank/saveOrUpdate. */
function registerBankCardRoutes(app: App, ctx: AppContext) {
  const member = { preHandler: app.requireMember };

  app.post(
    '/app/bank/page',
    {
      ...member,
      schema: {
        tags,
        summary: 'Banks a card can belong to',
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: { 200: Envelope(Page(BankSchema)), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listBanks(ctx.db, page, size);
      return ok(request, pageOf(records, total, page, size));
    },
  );

  app.post(
    '/app/userBank/page',
    {
      ...member,
      schema: {
        tags,
        summary: 'The member’s bank cards',
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: { 200: Envelope(Page(BankCardSchema)), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listBankCards(ctx.db, request.memberId!, page, size);
      return ok(request, pageOf(records, total, page, size));
    },
  );

  app.post(
    '/app/userBank/saveOrUpdate',
    {
      ...member,
      schema: {
        tags,
        summary: 'Add a bank card, or change one (with id)',
        description:
          'Empty fields answer "Payee name empty", "Receive account empty", "Please Select A Bank".',
        body: Type.Object({
          id: Type.Optional(Type.Integer({ minimum: 1 })),
          payeeName: Type.Optional(Type.String({ maxLength: 100 })),
          receiveAccount: Type.Optional(Type.String({ maxLength: 64 })),
          bankId: Type.Optional(Type.Integer({ minimum: 1 })),
        }),
        response: { 200: Envelope(BankCardSchema), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      return ok(request, await saveBankCard(ctx.db, request.memberId!, request.body, ctx.clock.now()));
    },
  );
}

/** Routes: /app/userBank/delete, /app/wallet/listWallet, /app/wallet/addWallet. */
function registerCardDeleteAndWalletRoutes(app: App, ctx: AppContext) {
  const member = { preHandler: app.requireMember };

  app.post(
    '/app/userBank/delete',
    {
      ...member,
      schema: {
        tags,
        summary: 'Delete one of the member’s bank cards',
        body: IdBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      await deleteBankCard(ctx.db, request.memberId!, BigInt(request.body.id), ctx.clock.now());
      return ok(request, null);
    },
  );

  app.post(
    '/app/wallet/listWallet',
    {
      ...member,
      schema: {
        tags,
        summary: 'The member’s USDT wallets',
        response: { 200: Envelope(Type.Array(WalletSchema)), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => ok(request, await listWallets(ctx.db, request.memberId!)),
  );

  app.post(
    '/app/wallet/addWallet',
    {
      ...member,
      schema: {
        tags,
        summary: 'Bind a USDT wallet (the address format is checked for its network)',
        body: Type.Object(WalletBody),
        response: { 200: Envelope(WalletSchema), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      return ok(request, await addWallet(ctx.db, request.memberId!, request.body, ctx.clock.now()));
    },
  );
}

/** Routes: /app/wallet/editWallet, /app/wallet/delWallet. */
function registerWalletEditRoutes(app: App, ctx: AppContext) {
  const member = { preHandler: app.requireMember };

  app.post(
    '/app/wallet/editWallet',
    {
      ...member,
      schema: {
        tags,
        summary: 'Change one of the member’s wallets',
        body: Type.Object({ id: Type.Integer({ minimum: 1 }), ...WalletBody }),
        response: { 200: Envelope(WalletSchema), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      return ok(request, await editWallet(ctx.db, request.memberId!, request.body, ctx.clock.now()));
    },
  );

  app.post(
    '/app/wallet/delWallet',
    {
      ...member,
      schema: {
        tags,
        summary: 'Delete one of the member’s wallets',
        body: IdBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      await deleteWallet(ctx.db, request.memberId!, BigInt(request.body.id), ctx.clock.now());
      return ok(request, null);
    },
  );
}
