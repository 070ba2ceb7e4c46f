import { Heading, Link } from '@chakra-ui/react';
import { PROVIDER } from '@academy/content';
import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(
    'Privacy Policy',
    `What ${PROVIDER.name} collects through its contact form, why, and your choices.`,
  );

export default function PrivacyPolicyRoute() {
  return (
    <PlainPage title="Privacy Policy">
      <Paragraph>
        This page explains what {PROVIDER.name} does with the details you send us through the Contact Us form.
      </Paragraph>
      <Heading as="h2" size="lg" mt="4">
        What we collect
      </Heading>
      <Paragraph>
        When you send a message we receive your first and last name, email address, phone number, country, zip
        code and the message itself, together with the date and time it arrived and your confirmation that you
        accepted this policy.
      </Paragraph>
      <Heading as="h2" size="lg" mt="4">
        Why we collect it
      </Heading>
      <Paragraph>
        We use these details only to read and answer your message, for example to tell you about a training, a
        workshop or a practitioner near you. We do not sell them.
      </Paragraph>
      <Heading as="h2" size="lg" mt="4">
        Who sees it and for how long
      </Heading>
      <Paragraph>
        Only our staff, signed in to our administration area, can read contact messages. We keep a message as
        long as we need it to follow up on your enquiry.
      </Paragraph>
      <Heading as="h2" size="lg" mt="4">
        Your choices
      </Heading>
      <Paragraph>
        To see, correct or delete what we hold about you, write to{' '}
        <Link href={`mailto:${PROVIDER.email}`} color="teal.700">
          {PROVIDER.email}
        </Link>
        .
      </Paragraph>
    </PlainPage>
  );
}
