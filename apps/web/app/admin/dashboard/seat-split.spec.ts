import { seatShares, seatSplit } from './seat-split';

describe('seatSplit', () => {
  it('splits the seats taken into paid, held and the rest, and leaves the others free', () => {
    expect(seatSplit({ seats: 10, seatsTaken: 6, paid: 3, held: 2, waiting: 4 })).toEqual({
      paid: 3,
      held: 2,
      other: 1,
      free: 4,
      waiting: 4,
    });
  });

  it('never draws more than the seats taken, nor a negative part', () => {
    expect(seatSplit({ seats: 4, seatsTaken: 3, paid: 2, held: 5, waiting: 0 })).toEqual({
      paid: 2,
      held: 1,
      other: 0,
      free: 1,
      waiting: 0,
    });
    expect(seatSplit({ seats: 2, seatsTaken: 3, paid: 0, held: 0, waiting: 0 }).free).toBe(0);
  });
});

describe('seatShares', () => {
  it('gives each part its share of the bar, and none of an event without seats', () => {
    expect(seatShares({ paid: 1, held: 1, other: 0, free: 2, waiting: 9 })).toEqual({
      paid: 25,
      held: 25,
      other: 0,
      free: 50,
    });
    expect(seatShares({ paid: 0, held: 0, other: 0, free: 0, waiting: 0 }).free).toBe(0);
  });
});
