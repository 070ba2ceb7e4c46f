// A mail server that accepts every mail and keeps none, in a process of its own: the benches' site
// sends its mail by SMTP, as it does in production, without the sink's work counting as the site's.
// Forked by bench/submissions.mjs; reports its port over IPC and counts what it received.
import { SMTPServer } from 'smtp-server';

let mails = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      mails += 1;
      callback();
    });
    stream.resume();
  },
});
// A sender that stops mid-mail resets its connection: that is not the sink's failure.
server.on('error', () => undefined);
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', () => process.send({ mails }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
