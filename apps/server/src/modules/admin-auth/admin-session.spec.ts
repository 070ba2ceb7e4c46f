import { Database } from '../../database/database';
import { SharedStore } from '../shared-store/shared-store';
import { AdminSessionService } from './admin-session.service';

jest.mock('jsonwebtoken', () => {
  throw new Error("Cannot find module 'jsonwebtoken'");
});

describe('AdminSessionService', () => {
  it('fails on a jsonwebtoken that cannot load, instead of answering that the session is not valid', async () => {
    const sessions = new AdminSessionService({} as Database, {} as SharedStore, 'secret', {
      now: () => new Date(),
    });
    await expect(sessions.authenticate('a.b.c')).rejects.toThrow("Cannot find module 'jsonwebtoken'");
  });
});
