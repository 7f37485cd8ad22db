import { Spin } from 'antd';

/** Full-area loading state: while the session is probed and while a route chunk loads. */
export function PageSpinner() {
  return (
    <div style={{ minHeight: '60vh', height: '100%', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" aria-label="Loading" />
    </div>
  );
}
