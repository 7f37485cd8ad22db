import { useMutation } from '@tanstack/react-query';
import type { StatementPeriod } from '@bank/contracts/accounts';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';

export type StatementFormat = 'csv' | 'pdf';

export interface StatementDownload {
  accountId: string;
  period: StatementPeriod;
  format: StatementFormat;
}

export function statementDownloadUrl({ accountId, period, format }: StatementDownload): string {
  return `/api/statements/download?${new URLSearchParams({ accountId, period, format })}`;
}

/** The file name the server gave in Content-Disposition, if any. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Fetches the file and saves it through a temporary link. Fetching first (rather than a plain
 * link) lets a refusal show the server's message instead of saving an error page.
 */
export async function downloadStatement(download: StatementDownload): Promise<string> {
  const response = await fetch(statementDownloadUrl(download), { credentials: 'include' });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // Not JSON: the status line is all there is.
    }
    throw new ApiError(response.status, body, `${response.status}: ${text || response.statusText}`);
  }
  const fileName = fileNameOf(response, `statement.${download.format}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useDownloadStatement() {
  return useMutation({
    mutationFn: downloadStatement,
    onError: (error) => notify.error({ title: 'Download Failed', description: errorMessage(error, 'The statement could not be downloaded.') }),
  });
}
