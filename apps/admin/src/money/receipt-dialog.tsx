/** The player's uploaded receipt, fetched with the operator's token and shown from memory. */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadState } from '../shell/load-state';
import { fetchReceipt } from './money-api';
import { Modal } from './modal';

interface Props {
  transactionId: string;
  onClose: () => void;
}

export function ReceiptDialog({ transactionId, onClose }: Props) {
  const receipt = useQuery({
    queryKey: ['receipt', transactionId],
    queryFn: async () => {
      const blob = await fetchReceipt(transactionId);
      return { url: URL.createObjectURL(blob), type: blob.type };
    },
    staleTime: Infinity,
    // Each opening fetches afresh, so the object URL revoked on closing is never reused.
    gcTime: 0,
  });
  const file = receipt.data;
  useEffect(() => {
    if (file === undefined) return undefined;
    // The object URL holds the file in memory until it is revoked.
    return () => URL.revokeObjectURL(file.url);
  }, [file]);
  const url = file?.url ?? null;
  const isPdf = file?.type === 'application/pdf';
  return (
    <Modal title={`Receipt of ${transactionId}`} onClose={onClose} wide>
      {receipt.isPending || receipt.isError ? (
        <LoadState query={receipt} what="the receipt" />
      ) : url === null ? null : isPdf ? (
        <p>
          The receipt is a PDF.{' '}
          <a href={url} target="_blank" rel="noreferrer">
            Open the PDF
          </a>
        </p>
      ) : (
        <img
          className="receipt-image"
          src={url}
          alt={`Receipt the player uploaded for ${transactionId}`}
        />
      )}
    </Modal>
  );
}
