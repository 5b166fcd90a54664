/**
 * The operator console (apps/console, issue 17) from the same origin as the API, under /console/:
 * its built files with the same cache headers as the member app (hashed assets immutable,
 * index.html revalidated, precompressed copies sent as they are), and history-mode routing inside
 * /console — any other path under it serves the console's index.html, never the member app's.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { App, AppContext } from '../kernel/context.js';
import { appFileCacheControl } from './delivery.js';

export const CONSOLE_PREFIX = '/console';

export async function registerConsole(app: App, ctx: AppContext): Promise<void> {
  const root = ctx.config.consoleDir;
  if (!existsSync(path.join(root, 'index.html'))) return;
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply: FastifyReply, filePath: string) =>
          reply.header('cache-control', appFileCacheControl(path.relative(root, filePath))),
      });
      scope.setNotFoundHandler((request, reply) => {
        // a missing built file is a 404; any other path is a console route
        if (request.method !== 'GET' || request.url.startsWith(`${CONSOLE_PREFIX}/assets/`))
          return reply.code(404).send();
        return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
      });
    },
    { prefix: CONSOLE_PREFIX },
  );
}
