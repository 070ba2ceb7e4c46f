import { Flex, chakra } from '@chakra-ui/react';

/** A list with a teal tick before each item (the tick is decoration; the list itself carries the meaning). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <chakra.ul display="grid" gap="2" listStyleType="none" color="gray.700">
      {items.map((item) => (
        <Flex as="li" key={item} gap="2.5" align="flex-start">
          <chakra.svg
            viewBox="0 0 20 20"
            boxSize="5"
            flexShrink={0}
            mt="0.5"
            aria-hidden="true"
            focusable="false"
            color="teal.600"
          >
            <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
            <path
              d="M6 10.5l2.5 2.5L14 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </chakra.svg>
          <span>{item}</span>
        </Flex>
      ))}
    </chakra.ul>
  );
}
