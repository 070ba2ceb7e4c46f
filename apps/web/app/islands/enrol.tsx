import { StrictMode } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { EnrolmentDialog, type EnrolmentOffer } from '../components/enrolment/EnrolmentDialog';
import { pageSystem } from '../theme/system';
import { islandProps } from './island-attributes';

let root: Root | undefined;
// Its own key: the page's prerendered rules keep theirs, and no class name of the island can meet one.
const styles = createCache({ key: 'island' });

/**
 * The island of an Enroll Now on a page that ships no React (components/enrolment/EnrolButton.tsx): opens
 * the same enrolment modal as the button does on a hydrated page, for the offer the button carries. The
 * prerendered button stays as it is; the modal renders in a root of its own at the end of <body>, and
 * focus returns to the button when it closes.
 */
export function activate(button: HTMLElement): void {
  const offer = islandProps<EnrolmentOffer>(button);
  // The modal returns focus to what had it when it opened; a tap does not focus a button everywhere.
  if (document.activeElement !== button) button.focus();
  root ??= createRoot(document.body.appendChild(document.createElement('div')));
  const show = (open: boolean) =>
    root?.render(
      <StrictMode>
        <CacheProvider value={styles}>
          <ChakraProvider value={pageSystem}>
            <EnrolmentDialog
              key={offer.target.title}
              open={open}
              onClose={() => show(false)}
              target={offer.target}
              details={offer.details}
            />
          </ChakraProvider>
        </CacheProvider>
      </StrictMode>,
    );
  show(true);
}
