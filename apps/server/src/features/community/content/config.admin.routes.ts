/** The operator API of the member-facing configuration values (under /admin/community). */
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { badRequest } from '../../../http/errors.js';
import { EDITABLE_CONFIG_KEYS, configValueProblem, readConfig } from '../content/config.js';
import { adminKit } from '../admin/kit.js';

/** Routes: config/list, config/set. */
export function registerConfigRoutes(app: App, ctx: AppContext) {
  const { support, route, audited } = adminKit(app, ctx);
  route(
    'config/list',
    support,
    'The configuration keys operators may change, with their values',
    null,
    Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
    async () =>
      Promise.all(
        EDITABLE_CONFIG_KEYS.map(async (key) => ({ key, value: (await readConfig(ctx.db, key)) ?? '' })),
      ),
  );

  route(
    'config/set',
    support,
    'Change a configuration value (notice_popup_wait_seconds, download_url, share_base_url, app_version, app_version_code)',
    Type.Object({ key: Type.Enum([...EDITABLE_CONFIG_KEYS]), value: Type.String({ maxLength: 1000 }) }),
    Type.Object({ key: Type.String(), value: Type.String() }),
    async ({ body, operator }) => {
      const value = body.value.trim();
      const problem = configValueProblem(body.key, value);
      if (problem) throw badRequest(problem);
      return audited(operator, 'config.set', async (trx) => {
        const before = await readConfig(trx, body.key);
        await trx
          .insertInto('sys_config')
          .values({ key: body.key, value })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: ctx.clock.now() }))
          .execute();
        return {
          target: `config:${body.key}`,
          before: { value: before },
          after: { value },
          result: { key: body.key, value },
        };
      });
    },
  );
}
