import { useRef } from 'react';
import { Button, Space, Table, Typography, type TableProps } from 'antd';
import type { CursorPage } from '@bank/contracts/paging';
import type { useCursorPages } from './use-cursor-pages';
import { formatCount } from '../../../shared/counts';

interface CursorTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> {
  page: CursorPage<T> | undefined;
  loading: boolean;
  pages: ReturnType<typeof useCursorPages>;
  /** What the list holds, for the count line ("12 users"). */
  noun: string;
  /** Says what the count covers, after it ("customers and staff"). */
  countNote?: string;
}

/** "entries" → "entry", "cards" → "card": the count line says "1 card". */
const singular = (noun: string) => (noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, ''));

/** An antd Table over one keyset page, with Previous/Next instead of page numbers (they stay fast at a million rows). */
export function CursorTable<T extends object>({ page, loading, pages, noun, countNote, ...table }: CursorTableProps<T>) {
  // Only the first page is counted; later pages keep its total.
  const items = page?.items ?? [];
  const given = table.locale?.emptyText;
  const emptyText = typeof given === 'function' ? given() : (given ?? 'Nothing here yet');
  const total = useRef<{ total: number; capped: boolean } | null>(null);
  if (page && page.total !== null) total.current = { total: page.total, capped: page.totalCapped };
  const count = total.current
    ? `${formatCount(total.current.total)}${total.current.capped ? '+' : ''} ${total.current.total === 1 && !total.current.capped ? singular(noun) : noun}${countNote ? ` (${countNote})` : ''} · `
    : '';
  return (
    <>
      <Table<T>
        {...table}
        dataSource={items}
        loading={loading}
        pagination={false}
        // Wide rows scroll inside the table; an empty one is just its message (no headings), which
        // fits a phone, so no box scrolls with nothing in it to focus.
        scroll={items.length > 0 ? { x: 'max-content' } : undefined}
        showHeader={items.length > 0}
        size="middle"
        // antd's empty text is its disabled grey, too faint to read (WCAG 1.4.3).
        locale={{ ...table.locale, emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
      />
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
