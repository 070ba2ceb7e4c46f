// Loaded into the server only by bench/abuse.mjs (NODE_OPTIONS=--require …), never by the site itself:
// measures the event loop's delay inside the server process and answers the bench over the fork's IPC
// channel, so that the figures are the server's own and the site carries no bench-only path.
const { monitorEventLoopDelay } = require('node:perf_hooks');

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();

process.on('message', (message) => {
  if (message === 'event-loop:reset') {
    histogram.reset();
    process.send({ eventLoop: 'reset' });
  } else if (message === 'event-loop:read') {
    process.send({ eventLoop: { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 } });
  }
});
