/** One photo of an identity check, fetched with the operator's token and shown from memory. */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { IdentityFilePart } from '@khela/contract';
import { LoadState } from '../shell/load-state';
import { fetchIdentityPhoto } from './identity-api';

const partLabels: Record<IdentityFilePart, string> = {
  front: 'Front',
  back: 'Back',
  selfie: 'Selfie',
};

export function IdentityPhoto({ checkId, part }: { checkId: number; part: IdentityFilePart }) {
  const photo = useQuery({
    queryKey: ['identity-photo', checkId, part],
    queryFn: async () => URL.createObjectURL(await fetchIdentityPhoto(checkId, part)),
    staleTime: Infinity,
    // Each opening fetches afresh, so the object URL revoked on closing is never reused.
    gcTime: 0,
  });
  const url = photo.data;
  useEffect(() => {
    if (url === undefined) return undefined;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return (
    <figure className="identity-photo">
      {url === undefined ? (
        <LoadState query={photo} what={`the ${partLabels[part].toLowerCase()} photo`} />
      ) : (
        <a href={url} target="_blank" rel="noreferrer">
          <img
            className="receipt-image"
            src={url}
            alt={`${partLabels[part]} of check ${checkId}`}
          />
        </a>
      )}
      <figcaption>{partLabels[part]}</figcaption>
    </figure>
  );
}
