import { DECODE_LEVEL_CARDS, ICH_LEVEL_CARDS } from '@academy/content';
import { LEVEL_STORAGE_KEY, enrolInLevel, ichLevelPath } from './enrol-in-level';

function setup() {
  return { storage: { setItem: jest.fn() }, navigate: jest.fn(), log: jest.fn() };
}

describe('enrolInLevel', () => {
  it.each(DECODE_LEVEL_CARDS.map((card) => [card.id, card.title]))(
    'stores the title of Decode level %i and opens /level/%i',
    (id, title) => {
      const { storage, navigate, log } = setup();
      enrolInLevel(id, DECODE_LEVEL_CARDS, storage, navigate, log);
      expect(storage.setItem).toHaveBeenCalledWith(LEVEL_STORAGE_KEY, title);
      expect(navigate).toHaveBeenCalledWith(`/level/${id}`);
      expect(log).not.toHaveBeenCalled();
    },
  );

  it('stores the key "level"', () => {
    expect(LEVEL_STORAGE_KEY).toBe('level');
  });

  it.each([0, 5, 9, -1, 2.5])('only logs "Level not found" for the unknown id %p', (id) => {
    const { storage, navigate, log } = setup();
    enrolInLevel(id, DECODE_LEVEL_CARDS, storage, navigate, log);
    expect(log).toHaveBeenCalledWith('Level not found');
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leads an ICH card to the level details page', () => {
    const { storage, navigate, log } = setup();
    enrolInLevel(6, ICH_LEVEL_CARDS, storage, navigate, log, ichLevelPath);
    expect(storage.setItem).toHaveBeenCalledWith('level', 'Born Again');
    expect(navigate).toHaveBeenCalledWith('/ich/levels?level=6');
  });

  it('still navigates when storage refuses the write', () => {
    const { navigate, log } = setup();
    const storage = {
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    enrolInLevel(2, DECODE_LEVEL_CARDS, storage, navigate, log);
    expect(navigate).toHaveBeenCalledWith('/level/2');
    expect(log).not.toHaveBeenCalled();
  });
});
