import { type ReactNode, useId } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { type CataloguedProgramme, PROGRAMME_CARD_TEXT, type ProgrammeCard } from '@academy/content';
import { cardWithTerms } from '../../site-data/live-terms';
import { useTermsOf } from '../../site-data/site-data';
import { VideoPlayer } from '../media';
import { CheckList } from '../CheckList';
import { FactList } from './FactList';

interface LevelCardProps {
  card: ProgrammeCard;
  /** The programme whose level (or module) the card is: its duration and fee are the catalogue's. */
  programme: CataloguedProgramme;
  /** The card's call to action (an Enroll Now link or button). */
  action: ReactNode;
  /** The first card is in view on arrival: its thumbnail must not wait for lazy loading. */
  aboveTheFold?: boolean;
}

/** A level or module card: video, title, three points, duration, skill, fee and Enroll Now (SPEC.md 2.7, 2.10). */
export function LevelCard({ card: content, programme, action, aboveTheFold = false }: LevelCardProps) {
  const headingId = useId();
  const card = cardWithTerms(content, programme, useTermsOf()(programme, content.id));
  const facts: [string, string][] = [
    [PROGRAMME_CARD_TEXT.duration, card.duration],
    [PROGRAMME_CARD_TEXT.skill, card.skill],
  ];
  if (card.fee) facts.push([PROGRAMME_CARD_TEXT.fee, card.fee]);
  return (
    <Flex
      as="article"
      aria-labelledby={headingId}
      direction="column"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      overflow="hidden"
      shadow="sm"
    >
      <VideoPlayer
        video={card.video}
        title={`${card.tag}: ${card.title}`}
        overlayText={card.overlayText}
        overlaySubtext={card.overlaySubtext}
        posterLoading={aboveTheFold ? 'eager' : 'lazy'}
      />
      <Stack flex="1" gap="4" p={{ base: '5', md: '6' }}>
        <Box>
          <Text
            as="span"
            display="inline-block"
            mb="2"
            px="2.5"
            py="0.5"
            rounded="full"
            bg="orange.100"
            color="orange.900"
            fontSize="xs"
            fontWeight="bold"
            letterSpacing="wide"
            textTransform="uppercase"
          >
            {card.tag}
          </Text>
          <Heading as="h3" id={headingId} size="xl" color="teal.900">
            {card.title}
          </Heading>
          <Text mt="1" color="teal.700" fontWeight="medium">
            {card.subtitle}
          </Text>
        </Box>
        <CheckList items={card.points} />
        <FactList
          rows={facts}
          columnGap="3"
          rowGap="1"
          mt="auto"
          pt="4"
          borderTopWidth="1px"
          borderColor="gray.100"
          fontSize="sm"
        />
        {action}
      </Stack>
    </Flex>
  );
}
