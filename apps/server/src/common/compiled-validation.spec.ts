import { IsOptional, MaxLength, registerDecorator, validate } from 'class-validator';
import { compiledValidationErrors } from './compiled-validation';

const classValidatorErrors = async (object: object) =>
  (await validate(object, { forbidUnknownValues: true })).map(({ property, constraints }) => ({
    property,
    constraints,
  }));

class Labels {
  @MaxLength(3)
  short: unknown;

  // class-validator's tokens, and a value that String.prototype.replace reads as a pattern: $& is the
  // matched "$value" itself.
  @MaxLength(2, { message: '$property of $target is $value, over $constraint1' })
  code: unknown;

  @MaxLength(4, { message: ({ value }) => `${String(value)} is too long` })
  note: unknown;
}

class Optional {
  @IsOptional()
  @MaxLength(5)
  nickname?: string;
}

class Eventual {
  ready: unknown;
}
let eventualCalls = 0;
registerDecorator({
  name: 'eventuallyTrue',
  target: Eventual,
  propertyName: 'ready',
  validator: {
    validate: async (value: unknown) => {
      eventualCalls++;
      return value === true;
    },
  },
});

class Undecorated {
  name = 'x';
}

describe('compiledValidationErrors', () => {
  it('gives what class-validator gives for its own decorators, messages and tokens included', async () => {
    for (const values of [
      { short: 'abcd', code: 'a$&b', note: 'abcdef' },
      { short: 'abc', code: 7, note: null },
      { short: ['too', 'long'], code: 'ok', note: 'fine' },
    ]) {
      const labels = Object.assign(new Labels(), values);
      expect(compiledValidationErrors(labels)).toEqual(await classValidatorErrors(labels));
    }
    expect(compiledValidationErrors(Object.assign(new Labels(), { short: 'abcd', code: 'a$&b' }))).toEqual([
      {
        property: 'short',
        constraints: { maxLength: 'short must be shorter than or equal to 3 characters' },
      },
      { property: 'code', constraints: { maxLength: 'code of Labels is a$valueb, over 2' } },
      { property: 'note', constraints: { maxLength: 'undefined is too long' } },
    ]);
  });

  it('leaves a class with a conditional decorator to class-validator', () => {
    expect(
      compiledValidationErrors(Object.assign(new Optional(), { nickname: 'far too long' })),
    ).toBeUndefined();
  });

  it('leaves a class whose constraint answers with a promise to class-validator, from then on', () => {
    expect(compiledValidationErrors(Object.assign(new Eventual(), { ready: false }))).toBeUndefined();
    expect(eventualCalls).toBe(1);
    expect(compiledValidationErrors(Object.assign(new Eventual(), { ready: false }))).toBeUndefined();
    expect(eventualCalls).toBe(1);
  });

  it('leaves a class without validation metadata to class-validator (its unknown-value error)', () => {
    expect(compiledValidationErrors(new Undecorated())).toBeUndefined();
  });
});
