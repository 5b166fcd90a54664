import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { Envelope, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { DateTimeString, IdBody } from '../shared.js';
import * as messages from './service.js';

const tags = ['sysMessage'];

const Message = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  read: Type.Boolean(),
  createdAt: DateTimeString,
});

/**
 * System notices (for everyone, read state per member), personal messages, and the scrolling
 * announcements. Notices and personal messages share one id sequence, so readMsg takes just an id.
 */
export async function registerMessages(app: App, ctx: AppContext) {
  app.post(
    '/app/sysMessage/findAll',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "Published notices (the member's language or all languages) with this member's read state",
        security: memberSecurity,
        response: { 200: Envelope(Type.Array(Message)), ...errorResponses },
      },
    },
    async (request) => ok(request, await messages.notices(ctx, request.memberId!, request.locale)),
  );

  app.post(
    '/app/sysMessage/findUserMsg',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The member's personal messages, newest first",
        security: memberSecurity,
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: { 200: Envelope(Type.Object({ unread: Type.Integer(), ...Page(Message).properties })), ...errorResponses },
      },
    },
    async (request) => ok(request, await messages.personalMessages(ctx, request.memberId!, request.body)),
  );

  app.post(
    '/app/sysMessage/readMsg',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Mark a notice or a personal message read (idempotent)',
        security: memberSecurity,
        body: IdBody,
        response: { 200: Envelope(Type.Object({ id: Type.Integer(), read: Type.Boolean() })), ...errorResponses },
      },
    },
    async (request) => ok(request, await messages.readMessage(ctx, request.memberId!, request.body.id)),
  );

  app.post(
    '/app/scrollMessage/list',
    {
      schema: {
        tags: ['scrollMessage'],
        summary: 'Announcements for the scrolling bar (written by operators)',
        response: {
          200: Envelope(Type.Array(Type.Object({ id: Type.Integer(), content: Type.String() }))),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, await messages.scrollMessages(ctx, request.locale)),
  );
}
