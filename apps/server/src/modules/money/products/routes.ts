import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { Envelope, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { paging } from '../wire.js';
import { OrderSchema, OrderStatusFilter, ProductSchema } from './schemas.js';
import { getOrder, listOrders } from './orders.js';
import { buyProduct, getProduct, listProducts } from './service.js';
import { productListCache } from './list-cache.js';
import { localize, localizeOne } from '../../platform/translations/localize.js';

const tags = ['money: products'];

export async function registerProductRoutes(app: App, ctx: AppContext) {
  registerCatalogueAndBuyRoutes(app, ctx);
  registerMemberOrderRoutes(app, ctx);
}

/** Routes: /app/product/page, /app/product/detail, /app/product/buy. */
function registerCatalogueAndBuyRoutes(app: App, ctx: AppContext) {
  const listCache = productListCache(ctx);

  app.post(
    '/app/product/page',
    {
      schema: {
        tags,
        summary: 'Products on sale, newest first (by sort, then id)',
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: { 200: Envelope(Page(ProductSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      // The same for every member: served from a per-process cache of the serialized response
      // (≤ 1 s old; see list-cache.ts), built from the database on a miss.
      const { page, size } = paging(request.body);
      const now = ctx.clock.now();
      const key = `${request.locale}|${page}|${size}`;
      let body = listCache.get(key, now);
      if (body === undefined) {
        const builtAt = performance.now();
        const token = listCache.begin();
        const { records, total } = await listProducts(request.readDb(), page, size, now);
        const shown = await localize(request.readDb(), request.locale, 'product', records, {
          name: 'name',
          agreement: 'agreement',
        });
        body = reply.serialize(ok(request, pageOf(shown, total, page, size))) as string;
        listCache.set(key, token, body, now, builtAt);
      }
      // a string with a JSON content type is sent as it is (already serialized by the schema)
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/app/product/detail',
    {
      schema: {
        tags,
        summary: 'One product on sale, with its cooperation agreement',
        body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Envelope(ProductSchema), ...errorResponses },
      },
    },
    async (request) => {
      const product = await getProduct(ctx.db, BigInt(request.body.id), ctx.clock.now());
      return ok(
        request,
        await localizeOne(ctx.db, request.locale, 'product', product, {
          name: 'name',
          agreement: 'agreement',
        }),
      );
    },
  );

  app.post(
    '/app/product/buy',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Buy a product with member cash (fund password; idempotent by Idempotency-Key or requestId)',
        description:
          'The order is "Not started" on the purchase day and earns its daily income from the next business day ' +
          'for periodDays days; expireDate = startDate + periodDays.',
        body: Type.Object({
          productId: Type.Integer({ minimum: 1 }),
          quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 1 })),
          fundPassword: Type.Optional(Type.String({ maxLength: 64 })),
          requestId: Type.Optional(Type.String({ maxLength: 128 })),
        }),
        response: { 200: Envelope(OrderSchema), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const userId = request.memberId!;
      // the fund password is checked by buyProduct, with the product read in the same round trip
      const { order } = await buyProduct(
        ctx.db,
        userId,
        {
          productId: BigInt(request.body.productId),
          quantity: request.body.quantity ?? 1,
          fundPassword: request.body.fundPassword,
        },
        idempotencyKeyOf(request),
        ctx.clock.now(),
      );
      listCache.invalidate(); // stock and units sold moved
      return ok(request, order);
    },
  );
}

/** Routes: /app/user/order/page, /app/user/order/detail. */
function registerMemberOrderRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/user/order/page',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'My goods: the member’s product orders, newest first',
        body: Type.Optional(Type.Object({ ...PageQuery, status: OrderStatusFilter })),
        response: { 200: Envelope(Page(OrderSchema)), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listOrders(request.readDb(), request.memberId!, page, size, ctx.clock.now(), {
        status: request.body?.status,
      });
      const shown = await localize(
        request.readDb(),
        request.locale,
        'product',
        records,
        { name: 'productName' },
        'productId',
      );
      return ok(request, pageOf(shown, total, page, size));
    },
  );

  app.post(
    '/app/user/order/detail',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'One of the member’s orders',
        body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Envelope(OrderSchema), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const order = await getOrder(ctx.db, BigInt(request.body.id), request.memberId!, ctx.clock.now());
      return ok(
        request,
        await localizeOne(ctx.db, request.locale, 'product', order, { name: 'productName' }, 'productId'),
      );
    },
  );
}
