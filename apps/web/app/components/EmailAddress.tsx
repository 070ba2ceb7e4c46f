import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only where a reader expects it to: after the '@' and before a dot of
 * the domain, never in the middle of a word (unless a container still has no room left).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  const [host, ...rest] = address.slice(at + 1).split('.');
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {host}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  );
}
