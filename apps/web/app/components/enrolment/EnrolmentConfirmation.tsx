import { Box, Button, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { ENROLMENT_TEXT, MY_REGISTRATION, formatMinorUnits, seatHeldUntil } from '@academy/content';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { useStartPayment } from '../payment/use-start-payment';
import { CLOSE_ICON, MediaIcon } from '../media/icons';
import { ReferenceCode } from '../registration/ReferenceCode';
import type { RegistrationThankYou } from './use-submit-registration';

const TEXT = ENROLMENT_TEXT.confirmation;

export interface EnrolmentConfirmationProps {
  /** The programme enrolled in, as the modal's title named it. */
  title: string;
  thankYou: RegistrationThankYou;
  onDismiss: () => void;
}

/**
 * What the thank-you showed, kept on the page once it has closed by itself: the reference code, until
 * when the seat is held and, when the fee can be paid online, Pay now (the private page's payment
 * action, under the token the answer carried). Fixed to the foot of the window, so nothing on the page
 * moves when it appears.
 */
export default function EnrolmentConfirmation({ title, thankYou, onDismiss }: EnrolmentConfirmationProps) {
  return (
    <Box
      as="section"
      aria-label={TEXT.label}
      position="fixed"
      zIndex="banner"
      insetX={{ base: '2', md: 'auto' }}
      insetEnd={{ md: '6' }}
      bottom={{ base: '2', md: '6' }}
      maxW={{ md: 'md' }}
      maxH="70vh"
      overflowY="auto"
      bg="white"
      borderWidth="1px"
      borderColor="teal.300"
      borderRadius="lg"
      boxShadow="lg"
      p={{ base: '4', md: '5' }}
    >
      <Flex gap="3" align="flex-start" justify="space-between">
        <Heading as="h2" size="md" color="teal.900" textWrap="balance">
          {TEXT.heading(title)}
        </Heading>
        <chakra.button
          type="button"
          aria-label={TEXT.dismiss}
          onClick={onDismiss}
          display="grid"
          placeItems="center"
          boxSize="10"
          mt="-2"
          me="-2"
          flexShrink={0}
          rounded="md"
          color="gray.700"
          cursor="pointer"
          _hover={{ bg: 'gray.100' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'teal.600', outlineOffset: '1px' }}
        >
          <MediaIcon path={CLOSE_ICON} />
        </chakra.button>
      </Flex>
      <Stack gap="3" mt="2" align="flex-start">
        <ReferenceCode code={thankYou.referenceCode} />
        {thankYou.holdUntil && (
          <Text color="teal.900" fontWeight="semibold">
            {seatHeldUntil(thankYou.holdUntil)}
          </Text>
        )}
        {thankYou.onlinePayment &&
          (thankYou.accessToken ? (
            <GraphqlProvider>
              <PayNow
                id={thankYou.id}
                token={thankYou.accessToken}
                amount={formatMinorUnits(thankYou.onlinePayment.amount, thankYou.onlinePayment.currency)}
              />
            </GraphqlProvider>
          ) : (
            <Text color="gray.700">{TEXT.payByMail}</Text>
          ))}
      </Stack>
    </Box>
  );
}

function PayNow({ id, token, amount }: { id: string; token: string; amount: string }) {
  const { pay, paying, failed } = useStartPayment(id, token);
  return (
    <Stack gap="1" align="flex-start">
      <Button colorPalette="teal" onClick={pay} loading={paying} loadingText={MY_REGISTRATION.payment.paying}>
        {TEXT.payNow} ({amount})
      </Button>
      {failed && (
        <Text role="alert" color="red.700">
          {failed}
        </Text>
      )}
    </Stack>
  );
}
