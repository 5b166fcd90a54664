import { Type } from 'typebox';
import { MoneyString } from '../../../http/schema.js';
import {
  Day,
  DateTime,
  NullableDateTime,
  ORDER_STATUS,
  OrderStatusKey,
  memberStatusFields,
  operatorStatusFields,
  withoutStatus,
} from '../wire.js';

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  price: MoneyString,
  dailyIncome: MoneyString,
  periodDays: Type.Integer(),
  totalIncome: MoneyString,
  purchased: Type.Integer({ description: 'units sold' }),
  remaining: Type.Integer({ description: 'units still for sale' }),
  validUntil: NullableDateTime,
  purchaseLimit: Type.Integer({ description: 'most units one member may hold; 0 = no limit' }),
  status: Type.String({ description: 'on | off' }),
  onSale: Type.Boolean({ description: 'on, not past validUntil and in stock' }),
  agreement: Type.String({ description: 'cooperation agreement text' }),
  sort: Type.Integer(),
});

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  userId: Type.Integer(),
  productId: Type.Integer(),
  productName: Type.String(),
  productImage: Type.String(),
  quantity: Type.Integer(),
  price: MoneyString,
  amount: MoneyString,
  dailyIncome: MoneyString,
  periodDays: Type.Integer(),
  totalIncome: MoneyString,
  accruedIncome: MoneyString,
  accruedDays: Type.Integer(),
  remainingIncome: MoneyString,
  orderDate: DateTime,
  startDate: Day,
  expireDate: Day,
  lastAccruedDate: Type.Union([Day, Type.Null()]),
  ...memberStatusFields(OrderStatusKey, ORDER_STATUS),
});

export const OrderStatusFilter = Type.Optional(OrderStatusKey);

/** An order as operators see it: `status` is the key word its list filter takes. */
export const OrderOperatorSchema = Type.Object({
  ...withoutStatus(OrderSchema.properties),
  ...operatorStatusFields(OrderStatusKey),
});
