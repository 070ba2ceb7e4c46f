import { useId } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { VideoModalButton } from '../../../components/media';
import { type BenefitCard, HOME_PAGE } from '@academy/content';

/** 'Who can benefit': three audiences, each with a short video that opens in a modal. */
export function BenefitCards() {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      maxW="6xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '12', md: '16' }}
    >
      <Heading
        as="h2"
        id={headingId}
        size={{ base: '2xl', md: '3xl' }}
        color="teal.900"
        textAlign="center"
        mb={{ base: '8', md: '10' }}
      >
        {HOME_PAGE.benefits.heading}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '6', md: '8' }}>
        {HOME_PAGE.benefits.cards.map((card) => (
          <Card key={card.audience} card={card} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

function Card({ card }: { card: BenefitCard }) {
  const titleId = useId();
  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      gap="0"
      bg="white"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.200"
      shadow="sm"
    >
      <Box position="relative" aspectRatio="16 / 9" bg="teal.900">
        <chakra.img
          src={card.video.poster}
          alt=""
          htmlWidth={640}
          htmlHeight={360}
          loading="lazy"
          decoding="async"
          w="full"
          h="full"
          objectFit="cover"
        />
        <Box position="absolute" inset="0" display="grid" placeItems="center">
          <VideoModalButton
            video={card.video}
            title={HOME_PAGE.benefits.videoTitle(card.audience)}
            label={HOME_PAGE.benefits.videoLabel(card.audience)}
          />
        </Box>
      </Box>
      <Stack gap="2" p={{ base: '5', md: '6' }}>
        <Heading as="h3" id={titleId} size="lg" color="teal.900">
          {card.audience}
        </Heading>
        <Text color="gray.700">{card.text}</Text>
      </Stack>
    </Stack>
  );
}
