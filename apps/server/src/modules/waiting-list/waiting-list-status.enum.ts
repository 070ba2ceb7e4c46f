import { registerEnumType } from 'type-graphql';

/**
 * waiting in line; offered a freed seat (held for the claim link's hours); claimed (it became a
 * registration or a booking); removed by staff; lapsed when the offer ran out unclaimed.
 */
export enum WaitingListStatus {
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
