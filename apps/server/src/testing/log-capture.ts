import { Logger, createLogger } from '../common/logger';

export interface CapturedLog {
  logger: Logger;
  /** Everything written so far, as the process would have printed it. */
  text(): string;
  /** Every line, parsed. */
  lines(): Record<string, unknown>[];
}

/** A real logger (the app's settings, level debug) writing into memory instead of stdout. */
export function captureLog(): CapturedLog {
  const chunks: string[] = [];
  const logger = createLogger('debug', { write: (chunk: string) => void chunks.push(chunk) });
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
