import { type FailureReading, describeFormFailure } from './form-failure';
import type { SendOutcome } from './use-form-submit';

type Send<Input, Result, Errors> = (input: Input) => Promise<SendOutcome<Result, Errors>>;

/**
 * A form's sending code, and Apollo with it, fetched on first use, so the page's script before any
 * interaction carries neither. `preload` fetches it ahead, when the visitor turns to the form; a send
 * whose code cannot be fetched (the connection dropped) fails like any other, in the form's words
 * (`reading`), and the next one tries again.
 */
export function lazySender<Input, Result, Errors extends object>(
  load: () => Promise<Send<Input, Result, Errors>>,
  reading: FailureReading<Errors>,
) {
  let loading: Promise<Send<Input, Result, Errors>> | undefined;
  const sender = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    send: async (input: Input): Promise<SendOutcome<Result, Errors>> => {
      const send = await sender().catch(() => undefined);
      return send ? send(input) : { ok: false, failure: describeFormFailure(undefined, reading) };
    },
    preload: () => void sender().catch(() => undefined),
  };
}
