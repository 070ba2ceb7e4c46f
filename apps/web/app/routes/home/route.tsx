import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PROVIDER } from '@academy/content';
import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(
    'Home',
    `Consciousness, hypnotherapy, regression-therapy and healing trainings and workshops with ${PROVIDER.name}.`,
  );

export default function HomeRoute() {
  return (
    <PlainPage
      title="Conscious Living"
      lead={`Experience transformative training, workshops, and healing pathways with ${PROVIDER.name}.`}
    >
      <Paragraph>
        Our trainings include Awaken the Limitless Human, Decode, Transpersonal Regression and Customized
        Individual Training, alongside Family Constellation and specialized workshops.
      </Paragraph>
      <Link asChild color="teal.700" fontWeight="semibold" alignSelf="flex-start">
        <RouterLink to="/about">Learn about {PROVIDER.name}</RouterLink>
      </Link>
    </PlainPage>
  );
}
