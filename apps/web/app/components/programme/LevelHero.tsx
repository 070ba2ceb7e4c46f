import { Flex, Text } from '@chakra-ui/react';
import { LEVEL_PAGE_TEXT, type LevelDetail } from '@academy/content';
import { ProgrammeHero } from './ProgrammeHero';

/** A level page's hero: 'Level {level}: {title}', subtitle, 'Duration: ...' and a certification badge (SPEC.md 2.8). */
export function LevelHero({ programme, level }: { programme: string; level: LevelDetail }) {
  return (
    <ProgrammeHero
      eyebrow={programme}
      title={LEVEL_PAGE_TEXT.levelTitle(level.level, level.title)}
      tagline={level.subtitle}
    >
      <Flex gap="3" wrap="wrap" justify="center" align="center" pt="1">
        <Text fontWeight="semibold" fontSize="lg">
          {`${LEVEL_PAGE_TEXT.duration} ${level.duration}`}
        </Text>
        <Flex
          align="center"
          gap="2"
          px="3.5"
          py="1.5"
          rounded="full"
          bg="white"
          color="teal.900"
          fontSize="sm"
          fontWeight="bold"
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="10" cy="8" r="5.5" fill="none" stroke="#dd6b20" strokeWidth="2" />
            <path
              d="M6.5 12.5L5 18.5l5-2.5 5 2.5-1.5-6"
              fill="none"
              stroke="#dd6b20"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span>{`${LEVEL_PAGE_TEXT.certification} ${level.certification}`}</span>
        </Flex>
      </Flex>
    </ProgrammeHero>
  );
}
