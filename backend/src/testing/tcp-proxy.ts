import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** host:port to give the processes instead of the real service's. */
  port: number;
  /** Refuses new connections and cuts the open ones: to the processes the service has gone away. */
  cut(): Promise<void>;
  /** Lets connections through again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay in front of a shared service (Redis, PostgreSQL), so one test can take it away from its own stack only. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.once('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });

  const cut = async () => {
    const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of sockets) socket.destroy();
    await closing;
    server = undefined;
  };

  await listen();
  return {
    port,
    cut,
    // Restoring a proxy that is already listening would lose the listening server (and keep the process alive).
    restore: () => (server ? Promise.resolve() : listen()),
    close: cut,
  };
}
