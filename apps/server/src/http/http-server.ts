import { RequestListener, Server, createServer } from 'node:http';

export interface ServerTimeouts {
  /** A client has this long to send a request's headers: slow-header clients cannot hold connections. */
  headersTimeout: number;
  /** …and this long for the whole request, body included (three 5 MB photos on a slow line). */
  requestTimeout: number;
  /** An idle keep-alive connection closes after this; a load balancer in front should idle out sooner. */
  keepAliveTimeout: number;
  /** How often the server looks for requests past their time. */
  connectionsCheckingInterval: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 10_000,
  connectionsCheckingInterval: 2_000,
};

/** The HTTP server of the app, with timeouts that cut off clients sending too slowly (408). */
export function createHttpServer(handler: RequestListener, timeouts = SERVER_TIMEOUTS): Server {
  const { keepAliveTimeout, ...creationTimeouts } = timeouts;
  const server = createServer(creationTimeouts, handler);
  server.keepAliveTimeout = keepAliveTimeout;
  return server;
}
