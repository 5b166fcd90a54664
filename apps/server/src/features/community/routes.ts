import type { Feature } from '../index.js';
import { registerAdmin } from './admin/routes.js';
import { registerBonus } from './bonus/routes.js';
import { registerContent } from './content/routes.js';
import { grantEnvelopes } from './envelopes/grants.js';
import { registerEnvelopes } from './envelopes/routes.js';
import { grantLotteryChances } from './lottery/service.js';
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
export const communityFeature: Feature = {
  name: 'community',
  async register(app, ctx) {
    await registerTeam(app, ctx);
    await registerEnvelopes(app, ctx);
    await registerBonus(app, ctx);
    await registerLottery(app, ctx);
    await registerMessages(app, ctx);
    await registerZone(app, ctx);
    await registerUpload(app, ctx);
    await registerContent(app, ctx);
    await registerAdmin(app, ctx);
  },
  seedDemo: seedCommunityDemo,
  start(ctx) {
    let running: Promise<void> | null = null;
    const tick = () => {
      if (running) return;
      running = (async () => {
        try {
          const now = ctx.clock.now();
          await grantEnvelopes(ctx.db, now);
          await grantLotteryChances(ctx.db, now);
        } catch (error) {
          console.error('community grant job failed', error);
        } finally {
          running = null;
        }
      })();
    };
    const timer = setInterval(tick, GRANT_INTERVAL_MS);
    timer.unref();
    tick();
    return () => clearInterval(timer);
  },
};
