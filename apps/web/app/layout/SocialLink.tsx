import type { ReactNode } from 'react';
import { type HTMLChakraProps, chakra } from '@chakra-ui/react';
import { SITE_FRAME_TEXT } from '@academy/content';
import { LineIcon } from '../components/LineIcon';

export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'mail';

const NETWORK_NAME: Record<SocialNetwork, string> = SITE_FRAME_TEXT.networks;

/** Line icons on a 24-unit grid, stroked in the link's colour. */
export const SOCIAL_ICON: Record<SocialNetwork, ReactNode> = {
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  mail: (
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 6-10 7L2 6" />
    </>
  ),
};

interface SocialLinkProps extends Omit<HTMLChakraProps<'a'>, 'children'> {
  network: SocialNetwork;
  href: string;
}

/**
 * What makes an icon-only link to one of the provider's channels: web addresses open in a new tab and
 * the accessible name says so; mailto and placeholder links stay in place.
 */
export function socialLinkProps(network: SocialNetwork, href: string) {
  const external = /^https?:/.test(href);
  return {
    href,
    'aria-label': external ? SITE_FRAME_TEXT.newTab(NETWORK_NAME[network]) : NETWORK_NAME[network],
    target: external ? '_blank' : undefined,
    rel: external ? 'noopener noreferrer' : undefined,
  };
}

/** An icon-only link to one of the provider's channels (socialLinkProps), drawn as a ringed icon. */
export function SocialLink({ network, href, ...linkProps }: SocialLinkProps) {
  return (
    <chakra.a
      {...socialLinkProps(network, href)}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="10"
      rounded="full"
      borderWidth="1px"
      borderColor="currentColor"
      focusVisibleRing="outside"
      {...linkProps}
    >
      <LineIcon boxSize="18px">{SOCIAL_ICON[network]}</LineIcon>
    </chakra.a>
  );
}
