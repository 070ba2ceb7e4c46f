import { Paragraph, PlainPage } from '../components/PlainPage';
import type { AdminListing } from './admin-listings';

/** An admin listing screen (Registration Management, Contact Management). */
export function AdminListingScreen({ listing }: { listing: AdminListing }) {
  return (
    <PlainPage title={listing.title}>
      <Paragraph>{listing.description}</Paragraph>
    </PlainPage>
  );
}
