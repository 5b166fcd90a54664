import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { AmountInput, Envelope, Page, PageQuery, errorResponses } from '../../../http/schema.js';
import { PARTIAL_SAVE } from '../../../lib/audit.js';
import { OrderOperatorSchema, OrderStatusFilter, ProductSchema } from './schemas.js';
import { invalidateOrder } from './invalidate.js';
import { productListCache } from './list-cache.js';
import { listOrders } from './orders.js';
import { listProducts } from './service.js';
import { IdBody, operatorRecord, paging } from '../wire.js';
import { deleteProduct, saveProduct } from './admin.service.js';
import { P, StatusOnOff } from '../admin/kit.js';
import { IDEMPOTENT, RequestIdField, moneyAdminKit } from '../admin/kit.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';

/** The operator API of money: products and orders (under /admin/money). */
export async function registerProductsAdmin(app: App, ctx: AppContext) {
  registerProductCatalogueRoutes(app, ctx);
  registerOrderAdminRoutes(app, ctx);
}

/** Routes: ${P}/product/page, ${P}/product/save, ${P}/product/delete. */
function registerProductCatalogueRoutes(app: App, ctx: AppContext) {
  const { read, admin, schema } = moneyAdminKit(app);
  // ---------------------------------------------------------------- products and orders
  app.post(
    `${P}/product/page`,
    {
      ...read,
      schema: schema('Products, including those switched off', {
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: { 200: Envelope(Page(ProductSchema)), ...errorResponses },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listProducts(ctx.db, page, size, ctx.clock.now(), true);
      return ok(request, pageOf(records, total, page, size));
    },
  );

  app.post(
    `${P}/product/save`,
    {
      ...admin,
      schema: schema(
        'Create a product, or update one (with id); orders keep the terms they were bought with',
        {
          description:
            `${PARTIAL_SAVE} To create: name, price, dailyIncome, periodDays and stock; the rest default to ` +
            'image "", no end date, agreement "", purchaseLimit 0 (no limit), status on, sort 0. ' +
            'Sent empty, validUntil means no end date and image / agreement mean none.',
          body: Type.Object({
            id: Type.Optional(Type.Integer({ minimum: 1 })),
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
            image: Type.Optional(Type.String({ maxLength: 500 })),
            price: Type.Optional(AmountInput),
            dailyIncome: Type.Optional(AmountInput),
            periodDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
            stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
            validUntil: Type.Optional(
              Type.String({ maxLength: 40, description: 'ISO date-time; empty = no end' }),
            ),
            agreement: Type.Optional(Type.String({ maxLength: 20000 })),
            purchaseLimit: Type.Optional(
              Type.Integer({ minimum: 0, maximum: 1_000_000, description: '0 = no limit' }),
            ),
            status: StatusOnOff,
            sort: Type.Optional(Type.Integer()),
          }),
          response: { 200: Envelope(ProductSchema), ...errorResponses },
        },
      ),
    },
    async (request) => {
      const saved = await saveProduct(ctx.db, request.operator!.id, request.body, ctx.clock.now());
      productListCache(ctx).invalidate();
      return ok(request, saved);
    },
  );

  app.post(
    `${P}/product/delete`,
    {
      ...admin,
      schema: schema('Delete a product that has no orders (otherwise switch it off)', {
        body: IdBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses },
      }),
    },
    async (request) => {
      await deleteProduct(ctx.db, request.operator!.id, BigInt(request.body.id), ctx.clock.now());
      productListCache(ctx).invalidate();
      return ok(request, null);
    },
  );
}

/** Routes: ${P}/order/page, ${P}/order/invalidate. */
function registerOrderAdminRoutes(app: App, ctx: AppContext) {
  const { read, finance, schema } = moneyAdminKit(app);
  app.post(
    `${P}/order/page`,
    {
      ...read,
      schema: schema('Product orders of every member (or of one)', {
        body: Type.Optional(
          Type.Object({
            ...PageQuery,
            userId: Type.Optional(Type.Integer({ minimum: 1 })),
            status: OrderStatusFilter,
          }),
        ),
        response: { 200: Envelope(Page(OrderOperatorSchema)), ...errorResponses },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const userId = request.body?.userId ? BigInt(request.body.userId) : null;
      const { records, total } = await listOrders(ctx.db, userId, page, size, ctx.clock.now(), {
        status: request.body?.status,
      });
      return ok(request, pageOf(records.map(operatorRecord), total, page, size));
    },
  );

  app.post(
    `${P}/order/invalidate`,
    {
      ...finance,
      schema: schema(
        IDEMPOTENT(
          'Void an open order (status Invalid): accrual stops; with refund, the price returns to member cash',
        ),
        {
          body: Type.Object({
            id: Type.Integer({ minimum: 1 }),
            refund: Type.Optional(Type.Boolean({ default: false })),
            reason: Type.Optional(Type.String({ maxLength: 500 })),
            ...RequestIdField,
          }),
          response: { 200: Envelope(OrderOperatorSchema), ...errorResponses },
        },
      ),
    },
    async (request) =>
      ok(
        request,
        operatorRecord(
          await invalidateOrder(
            ctx.db,
            request.operator!.id,
            {
              orderId: BigInt(request.body.id),
              refund: request.body.refund ?? false,
              reason: request.body.reason ?? '',
            },
            ctx.clock.now(),
            idempotencyKeyOf(request),
          ),
        ),
      ),
  );
}
