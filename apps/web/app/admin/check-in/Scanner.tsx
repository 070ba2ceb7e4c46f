import { useEffect, useRef, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { ADMIN_CHECK_IN } from '@academy/content';
import { startScanning } from './camera';

/** The same code read again within this time is the same scan (the camera reads several a second). */
const REPEAT_MS = 3000;

/** The camera, off until staff start it; each code read goes to `onCode` once. */
export function Scanner({ onCode }: { onCode: (code: string) => void }) {
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on || !video.current) return;
    let stop: (() => void) | null = null;
    let ended = false;
    let last = { code: '', at: 0 };
    startScanning(video.current, (code) => {
      const now = Date.now();
      if (code === last.code && now - last.at < REPEAT_MS) return;
      last = { code, at: now };
      onCodeRef.current(code);
    })
      .then((stopIt) => {
        if (ended) stopIt();
        else stop = stopIt;
      })
      .catch(() => {
        setProblem(ADMIN_CHECK_IN.noCamera);
        setOn(false);
      });
    return () => {
      ended = true;
      stop?.();
    };
  }, [on]);

  return (
    <Stack gap="2">
      <Button
        size="lg"
        colorPalette="teal"
        variant={on ? 'outline' : 'solid'}
        onClick={() => {
          setProblem(null);
          setOn(!on);
        }}
      >
        {on ? ADMIN_CHECK_IN.stopScan : ADMIN_CHECK_IN.scan}
      </Button>
      {on && (
        <Box rounded="md" overflow="hidden" bg="black">
          <video
            ref={video}
            aria-label={ADMIN_CHECK_IN.cameraLabel}
            muted
            playsInline
            style={{ width: '100%' }}
          />
        </Box>
      )}
      {problem && (
        <Text role="alert" color="red.800">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
