import { Stack, Text } from '@chakra-ui/react';

/** A spinner and what is loading, announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Stack role="status" align="center" gap="3" py="12" color="gray.700">
      <Spinner />
      <Text>{label}</Text>
    </Stack>
  );
}

/** An SVG animation, so the admin spinner adds no keyframes to the site's shared styles. */
function Spinner() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="var(--chakra-colors-teal-100)" strokeWidth="3" />
      <path d="M12 2a10 10 0 0 1 10 10" fill="none" stroke="var(--chakra-colors-teal-700)" strokeWidth="3">
        <animateTransform
          attributeName="transform"
          type="rotate"
          from="0 12 12"
          to="360 12 12"
          dur="0.8s"
          repeatCount="indefinite"
        />
      </path>
    </svg>
  );
}
