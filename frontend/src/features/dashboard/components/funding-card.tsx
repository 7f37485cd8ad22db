import { Card, Descriptions, Typography } from 'antd';
import type { FundingInstructionDto } from '@bank/contracts/payments';
import { useFunding } from '../api/get-funding';

const TYPE = { checking: 'Checking', savings: 'Savings', credit: 'Credit' } as const;

function Instruction({ instruction }: { instruction: FundingInstructionDto }) {
  return (
    <Descriptions
      size="small" column={1} bordered
      title={`${TYPE[instruction.accountType]} account (${instruction.currency})`}
      items={[
        { key: 'beneficiary', label: 'Account holder', children: instruction.beneficiary },
        { key: 'bank', label: 'Bank', children: instruction.bankName },
        { key: 'number', label: 'Account number', children: <Typography.Text copyable>{instruction.accountNumber}</Typography.Text> },
        { key: 'reference', label: 'Payment reference', children: <Typography.Text strong copyable style={{ whiteSpace: 'nowrap' }}>{instruction.reference}</Typography.Text> },
      ]}
    />
  );
}

/**
 * A new customer's next step (issue 28 item 11): what to send and with which reference, until
 * the first money arrives; staff match the payment by its reference.
 */
export function FundingCard({ enabled }: { enabled: boolean }) {
  const funding = useFunding(enabled);
  const instructions = funding.data?.instructions ?? [];
  if (instructions.length === 0) return null;
  return (
    <Card title="Fund your account" className="funding-card">
      <Typography.Paragraph>
        Send money from an account in your name at another bank to the details below, and write the payment reference in the
        transfer's reference field so we know the money is yours. Once it arrives and our staff have checked it, it shows in
        your balance and we notify you.
      </Typography.Paragraph>
      <div className="funding-card__accounts">
        {instructions.map((instruction) => <Instruction key={instruction.accountId} instruction={instruction} />)}
      </div>
    </Card>
  );
}
