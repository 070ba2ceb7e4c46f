/** A claim link's token, from the page address's fragment (`#claim=wl_…`), which is never sent to a server. */
export function claimTokenInAddress(hash: string): string | undefined {
  const match = /^#claim=(wl_[A-Za-z0-9_-]+)$/.exec(hash);
  return match?.[1];
}

/** The token of the link that confirms a place on a waiting list (`#waiting-list=wc_…`), from the fragment. */
export function joinTokenInAddress(hash: string): string | undefined {
  const match = /^#waiting-list=(wc_[A-Za-z0-9_-]+)$/.exec(hash);
  return match?.[1];
}
