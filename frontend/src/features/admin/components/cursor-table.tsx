import { useRef } from 'react';
import { Button, Space, Table, Typography, type TableProps } from 'antd';
import type { CursorPage } from '@bank/contracts/paging';
import type { useCursorPages } from './use-cursor-pages';

interface CursorTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> {
  page: CursorPage<T> | undefined;
  loading: boolean;
  pages: ReturnType<typeof useCursorPages>;
  /** What the list holds, for the count line ("12 users"). */
  noun: string;
}

/** "entries" → "entry", "cards" → "card": the count line says "1 card". */
const singular = (noun: string) => (noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, ''));

/** An antd Table over one keyset page, with Previous/Next instead of page numbers (they stay fast at a million rows). */
export function CursorTable<T extends object>({ page, loading, pages, noun, ...table }: CursorTableProps<T>) {
  // Only the first page is counted; later pages keep its total.
  const total = useRef<{ total: number; capped: boolean } | null>(null);
  if (page && page.total !== null) total.current = { total: page.total, capped: page.totalCapped };
  const count = total.current
    ? `${total.current.total.toLocaleString('en-US')}${total.current.capped ? '+' : ''} ${total.current.total === 1 && !total.current.capped ? singular(noun) : noun} · `
    : '';
  return (
    <>
      <Table<T> {...table} dataSource={page?.items ?? []} loading={loading} pagination={false} scroll={{ x: 'max-content' }} size="middle" />
      <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary">
          {count}page {pages.pageNumber}
        </Typography.Text>
        <Space>
          <Button onClick={pages.previous} disabled={pages.pageNumber === 1}>Previous</Button>
          <Button onClick={() => page?.nextCursor && pages.next(page.nextCursor)} disabled={!page?.nextCursor}>Next</Button>
        </Space>
      </Space>
    </>
  );
}
