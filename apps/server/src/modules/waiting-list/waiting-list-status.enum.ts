import { registerEnumType } from 'type-graphql';

/**
 * unconfirmed: asked for, but its address has not opened the mailed link yet (not in line, holds
 * nothing, deleted when its time runs out); waiting in line; offered a freed seat (held for the claim
 * link's hours); claimed (it became a registration or a booking); removed by staff; lapsed when the
 * offer ran out unclaimed.
 */
export enum WaitingListStatus {
  UNCONFIRMED = 'unconfirmed',
  WAITING = 'waiting',
  OFFERED = 'offered',
  CLAIMED = 'claimed',
  REMOVED = 'removed',
  LAPSED = 'lapsed',
}

registerEnumType(WaitingListStatus, {
  name: 'WaitingListStatus',
  description: 'Where a waiting-list entry stands',
});
