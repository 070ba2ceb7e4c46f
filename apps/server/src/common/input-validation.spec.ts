import { IsOptional, MaxLength } from 'class-validator';
import { AppError } from './app-error';
import { fieldErrorsOf, parseInput, SatisfiesRule } from './input-validation';

describe('fieldErrorsOf', () => {
  it('lists the fields with a message, in the order given and then as they come', () => {
    expect(
      fieldErrorsOf({ email: 'Bad e-mail', phone: undefined, notes: 'Too long', name: 'Required' }, [
        'name',
        'email',
      ]),
    ).toEqual([
      { field: 'name', message: 'Required' },
      { field: 'email', message: 'Bad e-mail' },
      { field: 'notes', message: 'Too long' },
    ]);
  });

  it('keeps the rules’ order without one', () => {
    expect(fieldErrorsOf({ b: 'B', a: 'A' })).toEqual([
      { field: 'b', message: 'B' },
      { field: 'a', message: 'A' },
    ]);
  });
});

class Profile {
  @SatisfiesRule((value) => (typeof value === 'string' && value.trim() ? undefined : 'Name is required'))
  name: string;

  // @IsOptional is not compiled: this class is checked by class-validator's validate().
  @IsOptional()
  @MaxLength(5)
  nickname?: string;
}

const badInputOf = async (raw: unknown) => {
  try {
    await parseInput(Profile, raw, ['name', 'nickname']);
  } catch (error) {
    return error instanceof AppError ? [error.code, error.details.fieldErrors] : error;
  }
  return 'accepted';
};

describe('parseInput', () => {
  it('holds only the declared fields', async () => {
    const profile = await parseInput(Profile, { name: 'Amira', admin: true }, ['name', 'nickname']);
    expect(profile).toBeInstanceOf(Profile);
    expect({ ...profile }).toEqual({ name: 'Amira', nickname: undefined });
  });

  it('still validates a class left to class-validator', async () => {
    expect(await badInputOf({ name: 'Amira' })).toBe('accepted');
    expect(await badInputOf({ name: ' ', nickname: 'far too long' })).toEqual([
      'BAD_INPUT',
      [
        { field: 'name', message: 'Name is required' },
        { field: 'nickname', message: 'nickname must be shorter than or equal to 5 characters' },
      ],
    ]);
  });

  it('refuses a body that is no object', async () => {
    expect(await badInputOf(['Amira'])).toEqual([
      'BAD_INPUT',
      [{ field: 'body', message: 'The request body must be a JSON object' }],
    ]);
  });
});
