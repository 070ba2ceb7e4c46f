// node bench/email-pattern.mjs: how long the e-mail rule takes on hostile input (40,000 dots, the
// admin profile's worst case), beside the pattern it replaced. Build libs/validation first
// (npx nx run validation:build). Prints milliseconds; asserts nothing about time.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const { EMAIL_PATTERN, isEmail } = createRequire(import.meta.url)('../libs/validation/dist/index.js');
const OLD_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const INPUTS = {
  '40,000 dots then @': `a@${'.'.repeat(40_000)}@`,
  '40,000 dots then a space': `a@${'.'.repeat(40_000)} `,
  '20,000 "b." then @': `a@${'b.'.repeat(20_000)}@`,
};

const time = (check, value) => {
  const start = performance.now();
  const result = check(value);
  return { ms: Math.round(performance.now() - start), result };
};

for (const [name, value] of Object.entries(INPUTS)) {
  const before = time((v) => OLD_PATTERN.test(v), value);
  const pattern = time((v) => EMAIL_PATTERN.test(v), value);
  const after = time(isEmail, value);
  console.info(
    `${name}: old pattern ${before.ms} ms (${before.result}), new pattern alone ${pattern.ms} ms ` +
      `(${pattern.result}), isEmail ${after.ms} ms (${after.result})`,
  );
}
