import { useEffect, useState } from 'react';
import { Image, Stack, Text } from '@chakra-ui/react';
import { MY_CHECK_IN } from '@academy/content';
import { DetailsPanel } from './DetailsPanel';

/** The QR code staff scan at the door, drawn here from the code (qrcode is loaded only for this panel). */
export function CheckInCode({ code }: { code: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toString }) => toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <DetailsPanel title={MY_CHECK_IN.heading}>
      <Stack gap="3" align="flex-start">
        <Text color="gray.700">{MY_CHECK_IN.intro}</Text>
        {svg && (
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={MY_CHECK_IN.qrAlt}
            width="14rem"
            height="14rem"
            bg="white"
          />
        )}
        <Text>
          {MY_CHECK_IN.codeLabel}:{' '}
          <Text as="span" fontFamily="mono" wordBreak="break-all" data-testid="check-in-code">
            {code}
          </Text>
        </Text>
      </Stack>
    </DetailsPanel>
  );
}
