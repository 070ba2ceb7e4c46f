import { Flex, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ADMIN_FAMILY_BOOKINGS, FAMILY_SESSION_PARAM } from '@academy/content';
import { LIST_PARAMS, liveParams } from '../list/list-state';
import { TextLink } from '../table/TextLink';

/** The session whose bookings the list shows (its attendee list), from the address; none shows every booking. */
export function useSessionFilter(): string | null {
  const [params] = useSearchParams();
  return params.get(FAMILY_SESSION_PARAM)?.trim() || null;
}

/** The address without the session (and back at page 1), the search and other filters kept. */
function everySession(params: URLSearchParams): string {
  const all = new URLSearchParams(params);
  all.delete(FAMILY_SESSION_PARAM);
  all.delete(LIST_PARAMS.page);
  return `?${all.toString()}`;
}

/** Above a list narrowed to one session: which one, and the way back to every session's bookings. */
export function SessionFilterNote({ sessionName }: { sessionName?: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Flex gap="3" align="center" wrap="wrap" p="3" bg="teal.50" rounded="md">
      <Text fontWeight="medium" color="teal.900">
        {ADMIN_FAMILY_BOOKINGS.oneSession(sessionName)}
      </Text>
      <TextLink
        to={everySession(params)}
        onClick={(event) => {
          // The render's parameters can lag behind the address (a search just sent): read it as it is now.
          event.preventDefault();
          navigate(everySession(liveParams()));
        }}
      >
        {ADMIN_FAMILY_BOOKINGS.allSessions}
      </TextLink>
    </Flex>
  );
}
