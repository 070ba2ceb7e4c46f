import { Flex, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ICH_LEVEL_NUMBERS, ICH_LEVEL_PAGE_TEXT, type IchLevelNumber } from '@academy/content';
import { ichLevelPath } from '../../components/programme/enrol-in-level';

const LevelLink = chakra(RouterLink);

/** Links between the six levels, the current one marked, so visitors can compare levels. */
export function LevelNav({ current }: { current: IchLevelNumber }) {
  return (
    <chakra.nav
      aria-label={ICH_LEVEL_PAGE_TEXT.navLabel}
      bg="teal.50"
      borderBottomWidth="1px"
      borderColor="teal.100"
    >
      <Flex
        as="ul"
        listStyleType="none"
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="3"
        gap="2"
        wrap="wrap"
        justify={{ base: 'center', md: 'flex-start' }}
      >
        {ICH_LEVEL_NUMBERS.map((level) => (
          <li key={level}>
            <LevelLink
              to={ichLevelPath(level)}
              aria-current={level === current ? 'page' : undefined}
              display="block"
              whiteSpace="nowrap"
              px="4"
              py="2"
              rounded="full"
              fontWeight="semibold"
              fontSize="sm"
              color="teal.800"
              bg="white"
              borderWidth="1px"
              borderColor="teal.200"
              _hover={{ bg: 'teal.100' }}
              _currentPage={{ bg: 'teal.700', color: 'white', borderColor: 'teal.700' }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
            >
              {ICH_LEVEL_PAGE_TEXT.navLevel(level)}
            </LevelLink>
          </li>
        ))}
      </Flex>
    </chakra.nav>
  );
}
