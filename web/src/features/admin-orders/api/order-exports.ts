// The ADMIN's exports (files the browser saves) and the packing slips of ticked cards.
import type { ExportFormat, ExportOrdersInput } from '@domain/api/order-exports';
import { useQuery } from '@tanstack/react-query';
import { callApi, downloadFile, type DownloadedFile } from '@/lib/api-client';
import { shoppingCardKeys } from '@/order/query-keys';

/** Hands a downloaded file to the browser's own download, then lets its memory go. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const downloadOrders = (input: ExportOrdersInput) => downloadFile('/api/exportorders', input, `orders.${input.format}`);
export const downloadGoods = (format: ExportFormat) => downloadFile('/api/exportgoods', { format }, `goods.${format}`);

/** The ticked cards' slips and picking list, read afresh: a waybill or a reservation may have come meanwhile. */
export function usePackingSlips(cardIds: readonly string[]) {
  return useQuery({
    queryKey: [...shoppingCardKeys.root, 'packingSlips', ...cardIds],
    queryFn: () => callApi('/api/getpackingslips', { cardIds: [...cardIds] }),
    enabled: cardIds.length > 0,
    staleTime: 0,
  });
}
