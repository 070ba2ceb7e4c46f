import { fieldErrorsOf } from './input-validation';

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
