import { Box, Button, Flex, Heading, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { TRAINERS, TRAINERS_PAGE, type Trainer } from '@academy/content';
import { pageMeta } from '../../seo';

export const meta = () => pageMeta(TRAINERS_PAGE.meta.title, TRAINERS_PAGE.meta.description);

/** Cards in the first row can be on screen at load, so only the ones below it wait to load. */
const EAGER_PORTRAITS = 2;

/** Content and links only: the page ships no script (RouteModule.staticPage). */
export const staticPage = true;

export default function OurTrainersRoute() {
  return (
    <>
      <Box bg="teal.50" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
        <Stack maxW="3xl" mx="auto" gap="4" textAlign="center">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="teal.900">
            {TRAINERS_PAGE.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
            {TRAINERS_PAGE.intro}
          </Text>
        </Stack>
      </Box>

      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
          {TRAINERS.map((trainer, index) => (
            <TrainerCard key={trainer.id} trainer={trainer} eager={index < EAGER_PORTRAITS} />
          ))}
        </SimpleGrid>

        <Stack
          as="aside"
          aria-label={TRAINERS_PAGE.choosing.label}
          mt={{ base: '12', md: '16' }}
          align="center"
          textAlign="center"
          gap="4"
          bg="orange.50"
          borderRadius="xl"
          px={{ base: '5', md: '10' }}
          py={{ base: '8', md: '10' }}
        >
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }} color="teal.900">
            {TRAINERS_PAGE.choosing.heading}
          </Heading>
          <Text color="gray.700" maxW="2xl">
            {TRAINERS_PAGE.choosing.text}
          </Text>
          <Button asChild colorPalette="teal">
            <RouterLink to="/contact-us">{TRAINERS_PAGE.choosing.contact}</RouterLink>
          </Button>
        </Stack>
      </Box>
    </>
  );
}

function TrainerCard({ trainer, eager }: { trainer: Trainer; eager: boolean }) {
  return (
    <Flex
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      gap="5"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p={{ base: '5', md: '6' }}
      minW="0"
    >
      <chakra.img
        src={trainer.portrait.src}
        alt={trainer.portrait.alt}
        htmlWidth={trainer.portrait.width}
        htmlHeight={trainer.portrait.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        boxSize={{ base: '24', sm: '28' }}
        borderRadius="full"
        flexShrink={0}
        alignSelf={{ base: 'center', sm: 'flex-start' }}
      />
      <Stack gap="3" minW="0">
        <Box textAlign={{ base: 'center', sm: 'start' }}>
          <Heading as="h2" size="xl" color="gray.900">
            {trainer.name}
          </Heading>
          <Text color="teal.700" fontWeight="semibold">
            {trainer.role}
          </Text>
        </Box>
        <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
          <chakra.dt color="gray.600">{TRAINERS_PAGE.card.experience}</chakra.dt>
          <chakra.dd color="gray.800">{TRAINERS_PAGE.card.years(trainer.yearsOfExperience)}</chakra.dd>
          <chakra.dt color="gray.600">{TRAINERS_PAGE.card.languages}</chakra.dt>
          <chakra.dd color="gray.800">{trainer.languages.join(', ')}</chakra.dd>
          <chakra.dt color="gray.600">{TRAINERS_PAGE.card.teaches}</chakra.dt>
          <chakra.dd>
            <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" columnGap="4">
              {trainer.programmes.map((programme) => (
                <li key={programme.path}>
                  {/* A list of links, not a sentence: each is a tap target of its own (WCAG 2.2 target size). */}
                  <Link asChild color="teal.700" fontWeight="medium" minH={{ base: '11', md: '6' }}>
                    <RouterLink to={programme.path}>{programme.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </chakra.ul>
          </chakra.dd>
        </chakra.dl>
        <Text color="gray.700" lineHeight="tall">
          {trainer.bio}
        </Text>
      </Stack>
    </Flex>
  );
}
