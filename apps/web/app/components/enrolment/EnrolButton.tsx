import { useId, useState } from 'react';
import { Button, type ButtonProps, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PROVIDER } from '@academy/content';
import { ModalDialog } from '../overlay/ModalDialog';

interface EnrolButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What the visitor enrols in, as it reads on the page (e.g. 'Level 2: Decode Your Behaviour'). */
  programme: string;
  /** Date, place or price line shown under the programme name. */
  details?: string;
  label?: string;
}

/**
 * Every Enroll Now that opens an enrolment dialog (level side panels, calendar rows, workshop rows).
 * The dialog tells the visitor how to reserve a seat for exactly this programme.
 */
export function EnrolButton({ programme, details, label = 'Enroll Now', ...buttonProps }: EnrolButtonProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const subject = encodeURIComponent(`Enrolment: ${programme}`);
  return (
    <>
      <Button colorPalette="teal" {...buttonProps} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={headingId}
        panelProps={{ maxW: 'lg', p: '6', rounded: 'lg' }}
      >
        <Stack gap="4">
          <Heading as="h2" id={headingId} size="lg">
            Enrol in {programme}
          </Heading>
          {details && <Text color="gray.600">{details}</Text>}
          <Text>
            Send us your name and mobile number and we will hold your seat and e-mail you the payment link.
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button asChild colorPalette="teal">
              <a href={`mailto:${PROVIDER.email}?subject=${subject}`}>Email us to enrol</a>
            </Button>
            <Button asChild variant="outline" colorPalette="teal">
              <RouterLink to="/contact-us">Use the contact form</RouterLink>
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Flex>
        </Stack>
      </ModalDialog>
    </>
  );
}
