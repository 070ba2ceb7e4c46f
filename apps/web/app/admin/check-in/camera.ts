/** The browser's own QR reader, where it has one (Chrome on Android); typed here as the DOM lib lacks it. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const SCAN_EVERY_MS = 250;

/**
 * Starts the camera in `video` and calls `onCode` with each QR code it reads: with BarcodeDetector
 * where the browser has it, with qr-scanner (loaded only then) elsewhere. Resolves to what stops it.
 */
export async function startScanning(video: HTMLVideoElement, onCode: (code: string) => void) {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    video.srcObject = stream;
    await video.play();
    const detector = new Detector({ formats: ['qr_code'] });
    let busy = false;
    const timer = window.setInterval(() => {
      if (busy || video.readyState < 2) return;
      busy = true;
      detector
        .detect(video)
        .then((codes) => codes[0] && onCode(codes[0].rawValue))
        .catch(() => undefined)
        .finally(() => (busy = false));
    }, SCAN_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    };
  }
  const { default: QrScanner } = await import('qr-scanner');
  const scanner = new QrScanner(video, (result) => onCode(result.data), {
    preferredCamera: 'environment',
    returnDetailedScanResult: true,
  });
  await scanner.start();
  return () => {
    scanner.stop();
    scanner.destroy();
  };
}

/** A short beep and a buzz: the person at the door hears or feels the answer without looking. */
export function signal(ok: boolean) {
  navigator.vibrate?.(ok ? 120 : [80, 60, 80]);
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = ok ? 880 : 220;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.15);
    tone.onended = () => void audio.close();
  } catch {
    // No sound where the browser allows none; the screen and the buzz still tell.
  }
}
