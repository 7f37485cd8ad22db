import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { AccountDto, TransactionStatus, TransactionType } from '@bank/contracts/accounts';
import { accountShortLabel } from '../../../shared/accounts';
import { dayText, dayValue } from '../../../shared/dates';
import { TRANSACTION_TYPE_LABELS } from '../../../shared/transactions';
import { TRANSACTION_STATUS_OPTIONS } from '../../../shared/ui/transaction-status-tag';

export interface TransactionFilterValues {
  search: string;
  accountId: string;
  status: TransactionStatus | '';
  type: TransactionType | '';
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

export const EMPTY_FILTERS: TransactionFilterValues = { search: '', accountId: '', status: '', type: '', from: '', to: '' };

/** The stored statuses, grouped under the three the customer sees (SPEC 3). */
const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...TRANSACTION_STATUS_OPTIONS];

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...Object.entries(TRANSACTION_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

const SEARCH_DEBOUNCE_MS = 350;
/** Shown as 'Jan 5, 2026'; typing 2026-01-05 works too. */
const DATE_FORMATS = ['MMM D, YYYY', 'YYYY-MM-DD'];

/** Whether any filter narrows the list (the empty list then says the filters found nothing). */
export function filtersActive(values: TransactionFilterValues): boolean {
  return Object.values(values).some((value) => value !== '');
}

interface TransactionFiltersProps {
  values: TransactionFilterValues;
  accounts: readonly AccountDto[];
  onChange: (patch: Partial<TransactionFilterValues>) => void;
  onReset: () => void;
}

export function TransactionFilters({ values, accounts, onChange, onReset }: TransactionFiltersProps) {
  // The box answers every key press; the query (and the URL) follows once typing pauses.
  const [search, setSearch] = useState(values.search);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => setSearch(values.search), [values.search]);
  useEffect(() => {
    if (search === values.search) return;
    const timer = window.setTimeout(() => onChangeRef.current({ search }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, values.search]);

  const active = filtersActive(values);
  const from = dayValue(values.from);
  const to = dayValue(values.to);

  return (
    <form className="txn-filters" role="search" aria-label="Filter transactions" onSubmit={(event) => event.preventDefault()}>
      <div className="txn-filters__field txn-filters__field--search">
        <label htmlFor="txn-search">Search</label>
        <Input
          id="txn-search"
          type="search"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Description, code, account or amount"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
        />
      </div>
      <div className="txn-filters__field">
        <label htmlFor="txn-account">Account</label>
        <Select
          id="txn-account"
          value={values.accountId}
          onChange={(accountId: string) => onChange({ accountId })}
          options={[{ value: '', label: 'All accounts' }, ...accounts.map((account) => ({ value: account.id, label: accountShortLabel(account) }))]}
        />
      </div>
      <div className="txn-filters__field">
        <label htmlFor="txn-status">Status</label>
        <Select id="txn-status" value={values.status} onChange={(status: TransactionStatus | '') => onChange({ status })} options={STATUS_OPTIONS} />
      </div>
      <div className="txn-filters__field">
        <label htmlFor="txn-type">Type</label>
        <Select id="txn-type" value={values.type} onChange={(type: TransactionType | '') => onChange({ type })} options={TYPE_OPTIONS} />
      </div>
      <div className="txn-filters__field">
        <label htmlFor="txn-from">From date</label>
        <DatePicker
          id="txn-from"
          value={from}
          format={DATE_FORMATS}
          placeholder="Any date"
          disabledDate={(day) => !!to && day.isAfter(to, 'day')}
          onChange={(day) => onChange({ from: day ? dayText(day) : '' })}
        />
      </div>
      <div className="txn-filters__field">
        <label htmlFor="txn-to">To date</label>
        <DatePicker
          id="txn-to"
          value={to}
          format={DATE_FORMATS}
          placeholder="Any date"
          disabledDate={(day) => !!from && day.isBefore(from, 'day')}
          onChange={(day) => onChange({ to: day ? dayText(day) : '' })}
        />
      </div>
      <div className="txn-filters__field txn-filters__field--reset">
        <Button onClick={onReset} disabled={!active}>
          Reset filters
        </Button>
      </div>
    </form>
  );
}
