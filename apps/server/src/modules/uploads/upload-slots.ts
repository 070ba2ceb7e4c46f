import { Request, RequestHandler } from 'express';
import { AppError } from '../../common/app-error';
import { clientAddressKey } from '../../common/client-address-key';
import { UploadLimits } from '../../config';
import { sendError } from '../../http/error-handler';

const RETRY_AFTER_SECONDS = 5;

/** A count per key that forgets a key once it is back at zero. */
class Counts {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string, amount: 1 | -1): void {
    const next = this.get(key) + amount;
    if (next > 0) this.counts.set(key, next);
    else this.counts.delete(key);
  }
}

/**
 * The process's upload slots. An upload takes one before its body is read and gives it back when the
 * exchange ends, however it ends (a client that goes away too). The next upload is turned away at once
 * (429 with Retry-After) when the process, the registration or the client address already holds its
 * fill; while its body arrives, an upload sending less than `minBytes` in a window is dropped (408),
 * so a client on a trickle cannot keep a slot for the whole request timeout.
 */
export class UploadSlots {
  private taken = 0;
  private readonly byRegistration = new Counts();
  private readonly byAddress = new Counts();

  constructor(private readonly limits: UploadLimits) {}

  /** The middleware in front of an upload's body parser; `registrationOf` names whose upload it is. */
  guard(registrationOf: (req: Request) => string): RequestHandler {
    return (req, res, next) => {
      const registration = registrationOf(req);
      const address = clientAddressKey(req.auth.clientAddress);
      const refusal = this.refusal(registration, address);
      if (refusal) {
        // Closing after the reply keeps the unread body from being drained.
        res.set('Connection', 'close');
        return next(refusal);
      }
      this.taken += 1;
      this.byRegistration.add(registration, 1);
      this.byAddress.add(address, 1);
      const stopWatching = this.watchPace(req, res);
      res.once('close', () => {
        stopWatching();
        this.taken -= 1;
        this.byRegistration.add(registration, -1);
        this.byAddress.add(address, -1);
      });
      next();
    };
  }

  private refusal(registration: string, address: string): AppError | undefined {
    const refuse = (message: string) =>
      new AppError('RATE_LIMITED', message, { retryAfterSeconds: RETRY_AFTER_SECONDS });
    if (this.byRegistration.get(registration) >= this.limits.perRegistration) {
      return refuse(
        'Photos for this registration are already being uploaded. Please wait for them to finish, then try again.',
      );
    }
    if (this.byAddress.get(address) >= this.limits.perAddress) {
      return refuse(
        'Several uploads from your connection are still in progress. Please wait for them to finish, then try again.',
      );
    }
    if (this.taken >= this.limits.slots) {
      return refuse('Many photos are being uploaded right now. Please try again in a few seconds.');
    }
    return undefined;
  }

  /**
   * Counts what arrives on the connection in each window until the body is complete; below the
   * minimum, the client is told why and the connection closed. Returns what stops the watch.
   */
  private watchPace(req: Request, res: Parameters<RequestHandler>[1]): () => void {
    const { minBytes, windowMs } = this.limits;
    const socket = req.socket;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (req.complete) return clearInterval(timer);
      const arrived = socket.bytesRead - seen;
      seen = socket.bytesRead;
      if (arrived >= minBytes) return;
      clearInterval(timer);
      if (res.headersSent) return void socket.destroy();
      res.set('Connection', 'close');
      // Closed once the reply is out, so the body parser stops waiting for the rest.
      res.once('finish', () => socket.destroy());
      sendError(res, tooSlow(minBytes, windowMs));
    }, windowMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}

function tooSlow(minBytes: number, windowMs: number): AppError {
  const amount = minBytes >= 1024 ? `${Math.round(minBytes / 1024)} KB` : `${minBytes} bytes`;
  const seconds = windowMs / 1000;
  return new AppError(
    'REQUEST_TIMEOUT',
    `The upload was too slow: less than ${amount} arrived in ${seconds} second${seconds === 1 ? '' : 's'}, so it was stopped. Please try again on a faster connection.`,
  );
}
