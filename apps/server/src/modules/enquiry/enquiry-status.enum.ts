import { registerEnumType } from 'type-graphql';

/** An enquiry's place in staff's inbox: new until someone takes it up, resolved once answered. */
export enum EnquiryStatus {
  NEW = 'new',
  IN_PROGRESS = 'in_progress',
  RESOLVED = 'resolved',
}

registerEnumType(EnquiryStatus, { name: 'EnquiryStatus', description: 'Where an enquiry stands' });
