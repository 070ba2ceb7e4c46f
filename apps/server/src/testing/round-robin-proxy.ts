import { Agent, OutgoingHttpHeaders, createServer, request } from 'node:http';
import { AddressInfo } from 'node:net';

/** The header a test sets on a request to the proxy to choose the visitor's address it forwards. */
export const CLIENT_ADDRESS_HEADER = 'x-test-client-address';

export interface RoundRobinProxy {
  url: string;
  /** For each request passed on, in order of arrival: the index of the upstream that got it. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A small load balancer: each request goes to the next upstream in turn, with the visitor's address
 * in X-Forwarded-For as a real one sends it (taken from CLIENT_ADDRESS_HEADER, so one test process can
 * be many visitors).
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true });
  const served: number[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served.push(index);
    const target = new URL(req.url ?? '/', upstreams[index]);
    const headers: OutgoingHttpHeaders = { ...req.headers, host: target.host };
    const visitor = headers[CLIENT_ADDRESS_HEADER];
    delete headers[CLIENT_ADDRESS_HEADER];
    headers['x-forwarded-for'] = typeof visitor === 'string' ? visitor : (req.socket.remoteAddress ?? '');
    const upstream = request(target, { method: req.method, headers, agent }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
