/**
 * What the catalogue's tabs share around their changes: the notice of the last one, the lists read
 * afresh after it (a change to one list can change another's counts), and Move up / Move down.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorder, type CatalogueKind } from './catalogue-api';

export function useCatalogueChanges(kind: CatalogueKind) {
  const client = useQueryClient();
  const [notice, setNotice] = useState('');
  /** A change went through: say what it did, then read the lists again. */
  const saved = async (message: string) => {
    setNotice(message);
    await client.invalidateQueries({ queryKey: ['catalogue'] });
  };
  const move = useMutation({
    mutationFn: (positions: { key: number | string; sort_order: number }[]) =>
      reorder(kind, positions),
    onSuccess: () => saved('Order saved.'),
    onError: () => setNotice(''),
  });
  return { notice, setNotice, saved, move };
}
