import { photoWaitsToBeSent } from './leave-guard';

describe('photoWaitsToBeSent', () => {
  const file = new File(['x'], 'front.jpg', { type: 'image/jpeg' });

  it('holds a chosen photo until it is stored', () => {
    expect(photoWaitsToBeSent({ status: 'chosen', file })).toBe(true);
    expect(photoWaitsToBeSent({ status: 'submitting', file })).toBe(true);
    expect(photoWaitsToBeSent({ status: 'failed', file })).toBe(true);
  });

  it('lets the page go with nothing chosen, or once it is stored', () => {
    expect(photoWaitsToBeSent({ status: 'idle', file: null })).toBe(false);
    expect(photoWaitsToBeSent({ status: 'saved', file: null })).toBe(false);
  });
});
