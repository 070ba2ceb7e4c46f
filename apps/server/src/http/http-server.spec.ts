import { Server, createServer } from 'node:http';
import { AddressInfo, Socket, connect } from 'node:net';
import { SERVER_TIMEOUTS, ServerTimeouts, createHttpServer } from './http-server';

const TIMEOUTS: ServerTimeouts = {
  headersTimeout: 300,
  requestTimeout: 1000,
  keepAliveTimeout: 200,
  connectionsCheckingInterval: 50,
};
const HEADER_LINES = 40;

/**
 * A slow-header client: sends a request line, then one header line every 50 ms, then the blank line
 * that ends the headers. Answers what the server sent and how many header lines it had sent by then.
 */
function slowClient(server: Server): Promise<{ reply: string; linesSent: number }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let reply = '';
    let linesSent = 0;
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const timer = setInterval(() => {
      if (socket.destroyed || socket.writableEnded) return;
      if (linesSent === HEADER_LINES) {
        clearInterval(timer);
        socket.end('Connection: close\r\n\r\n');
        return;
      }
      linesSent += 1;
      socket.write(`X-Slow-${linesSent}: y\r\n`);
    }, 50);
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ reply, linesSent });
    });
  });
}

async function listening(server: Server): Promise<Server> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const hello = (_req: unknown, res: import('node:http').ServerResponse) => res.end('hello');

describe('the HTTP server', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('cuts off a client that sends its headers too slowly, with 408', async () => {
    server = await listening(createHttpServer(hello, TIMEOUTS));
    const { reply, linesSent } = await slowClient(server);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(linesSent).toBeLessThan(HEADER_LINES);
  });

  it("(Node's own defaults let the same client take its time)", async () => {
    server = await listening(createServer(hello));
    const { reply, linesSent } = await slowClient(server);
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(linesSent).toBe(HEADER_LINES);
  });

  it("uses the site's timeouts unless given others", () => {
    server = createHttpServer(hello);
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
  });
});
