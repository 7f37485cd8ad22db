import { Button } from 'antd';
import { formatTotal } from '@bank/contracts/paging';
import './load-more.css';
import { formatCount } from '../counts';

interface LoadMoreProps {
  /** Rows on screen. */
  shown: number;
  /** The first page's count; "10,000+" when capped. */
  total: { total: number; totalCapped: boolean } | undefined;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** What the rows are, plural: "transactions". */
  noun: string;
}

/** Under a keyset-paged list: how many are shown of how many, and the button for the next page. */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore, noun }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="load-more">
      {total && <span className="load-more__status" aria-live="polite">Showing {formatCount(shown)} of {formatTotal(total)} {noun}</span>}
      {hasMore && (
        <Button onClick={onLoadMore} loading={loading}>
          Load more
        </Button>
      )}
    </div>
  );
}
