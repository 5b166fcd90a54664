/**
 * A TCP proxy in front of PostgreSQL for outage tests: `cut()` drops every connection and refuses
 * new ones (what a server sees when its database goes away), `restore()` listens again on the
 * same port. It takes down one test's database path only, not the shared PostgreSQL cluster.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** the URL with host and port replaced by the proxy's */
  via(databaseUrl: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(
  target: { host: string; port: number },
  options: { listening?: boolean } = {},
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = async () => {
    const s = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.address() as { port: number }).port;
    server = s;
  };
  const unlisten = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  if (options.listening === false) {
    // reserve a port, then leave it closed (a database that is not up yet)
    await listen();
    await unlisten();
  } else {
    await listen();
  }

  return {
    get port() {
      return port;
    },
    via(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut: unlisten,
    restore: listen,
    close: unlisten,
  };
}

/** host and port of a postgres:// URL */
export function hostAndPort(databaseUrl: string): { host: string; port: number } {
  const url = new URL(databaseUrl);
  return { host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) };
}
