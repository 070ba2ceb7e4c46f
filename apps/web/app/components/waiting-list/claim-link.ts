/** A claim link's token, from the page address's fragment (`#claim=wl_…`), which is never sent to a server. */
export function claimTokenInAddress(hash: string): string | undefined {
  const match = /^#claim=(wl_[A-Za-z0-9_-]+)$/.exec(hash);
  return match?.[1];
}
