/**
 * A media position for the time display: 'm:ss' under an hour, 'h:mm:ss' from an hour on. A duration
 * the browser does not know yet (NaN, Infinity for a live stream) or a negative one shows as '0:00'.
 */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
