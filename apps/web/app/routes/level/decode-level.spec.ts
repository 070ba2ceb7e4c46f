import { decodeLevelFor, isLevelDetailPath } from './decode-level';

describe('decodeLevelFor', () => {
  it('reads the level from the number path', () => {
    expect(decodeLevelFor('/level/3')).toBe(3);
  });

  it('reads the level from a named path, with or without a trailing slash', () => {
    expect(decodeLevelFor('/level-two')).toBe(2);
    expect(decodeLevelFor('/level-four/')).toBe(4);
  });

  it.each(['/level/0', '/level/5', '/level/1.5', '/level/two', '/level-five'])(
    'finds no level at %s',
    (path) => {
      expect(decodeLevelFor(path)).toBeUndefined();
    },
  );
});

describe('isLevelDetailPath', () => {
  it.each(['/level/9', '/level/abc/'])('accepts %s', (path) => {
    expect(isLevelDetailPath(path)).toBe(true);
  });

  it.each(['/level', '/level/', '/level/1/x', '/levels/1'])('rejects %s', (path) => {
    expect(isLevelDetailPath(path)).toBe(false);
  });
});
