import type { App } from '../../kernel/context.js';
import type { Module } from '../../kernel/context.js';
import { registerMessagesAdmin } from './messages/admin.routes.js';
import { registerContentAdmin } from './content/admin.routes.js';
import { registerBonusAdmin } from './bonus/admin.routes.js';
import { registerEnvelopesAdmin } from './envelopes/admin.routes.js';
import { registerLotteryAdmin } from './lottery/admin.routes.js';
import { registerZoneAdmin } from './zone/admin.routes.js';
import { registerBonus } from './bonus/routes.js';
import { registerContent } from './content/routes.js';
import { grantEnvelopes } from './envelopes/grants.js';
import { registerEnvelopes } from './envelopes/routes.js';
import { grantLotteryChances } from './lottery/queries.js';
import { registerLottery } from './lottery/routes.js';
import { registerMessages } from './messages/routes.js';
import { seedCommunityDemo } from './seed.js';
import { registerTeam } from './team/routes.js';
import { registerUpload } from './upload/routes.js';
import { registerZone } from './zone/routes.js';
import './messages.js';

/** How often the grant job evaluates envelope and lottery-chance rules. */
export const GRANT_INTERVAL_MS = 60_000;

/**
 * Community and engagement: team (single level), red envelopes, bonus codes, lottery, system
 * messages, community zone, picture upload, public content, and their operator API.
 */
export const communityFeature: Module = {
  name: 'community',
  async register(app, ctx) {
    // An encapsulated scope (same /core prefix) so the hook below applies to community routes only.
    await app.register(async (scope) => {
      const api = scope as unknown as App;
      // A POST without any body (no content type) is read as an empty form, so optional bodies work
      // and missing fields are reported by name instead of "request is invalid".
      api.addHook('preValidation', async (request) => {
        if (request.method === 'POST' && request.body == null && !request.isMultipart()) request.body = {};
      });
      await registerTeam(api, ctx);
      await registerEnvelopes(api, ctx);
      await registerBonus(api, ctx);
      await registerLottery(api, ctx);
      await registerMessages(api, ctx);
      await registerZone(api, ctx);
      await registerUpload(api, ctx);
      await registerContent(api, ctx);
      // the operator API (under /admin/community), area by area
      await registerMessagesAdmin(api, ctx);
      await registerContentAdmin(api, ctx);
      await registerBonusAdmin(api, ctx);
      await registerEnvelopesAdmin(api, ctx);
      await registerLotteryAdmin(api, ctx);
      await registerZoneAdmin(api, ctx);
    });
  },
  seedDemo: seedCommunityDemo,
  jobs: (ctx) => [
    {
      name: 'community grants',
      intervalMs: GRANT_INTERVAL_MS,
      async run() {
        const now = ctx.clock.now();
        await grantEnvelopes(ctx.db, now);
        await grantLotteryChances(ctx.db, now);
      },
    },
  ],
};
