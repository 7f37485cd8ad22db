import { useState } from 'react';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import type { CreateAccountRequest, CreateUserRequest } from '@bank/contracts/admin';
import { AdminMessages } from '@bank/contracts/admin';
import { ACCOUNT_TYPES, CURRENCIES } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { useAdminUsers, useCreateAccount, useCreateUser } from '../api/admin-api';
import { DialogError, useDialogError } from './dialog-error';

/** SPEC 2.19 Create User, with the SPEC 5 rules (the server checks them again). */
export function CreateUserForm() {
  const create = useCreateUser({ inline: true });
  const [form] = Form.useForm<CreateUserRequest>();
  const failure = useDialogError(form);
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 520 }}
      onFinish={(values) => { failure.clear(); create.mutate(values, { onSuccess: () => form.resetFields(), onError: (error) => failure.show(error, create.failure) }); }}>
      <DialogError message={failure.message} />
      <Form.Item name="customerId" label="Customer ID" rules={[{ required: true, whitespace: true, message: 'Customer ID is required' }]}><Input /></Form.Item>
      <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email', message: 'Invalid email address' }]}><Input type="email" /></Form.Item>
      <Form.Item name="password" label="Password" rules={[{ required: true, min: 8, message: 'Password must be at least 8 characters' }]}><Input.Password autoComplete="new-password" /></Form.Item>
      <Form.Item name="firstName" label="First name" rules={[{ required: true, whitespace: true, message: 'First name is required' }]}><Input /></Form.Item>
      <Form.Item name="lastName" label="Last name" rules={[{ required: true, whitespace: true, message: 'Last name is required' }]}><Input /></Form.Item>
      <Form.Item name="phone" label="Phone (optional)"><Input /></Form.Item>
      <Form.Item name="dateOfBirth" label="Date of birth (optional, YYYY-MM-DD)"><Input placeholder="1990-01-31" /></Form.Item>
      <Form.Item name="address" label="Address (optional)"><Input.TextArea rows={2} /></Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>Create User</Button>
    </Form>
  );
}

/** SPEC 2.19 Create Account: a customer found by server-side search; credit accounts take a limit. */
export function CreateAccountForm() {
  const create = useCreateAccount({ inline: true });
  const [search, setSearch] = useState('');
  const customers = useAdminUsers({ search, limit: 20 });
  const [form] = Form.useForm<CreateAccountRequest>();
  const accountType = Form.useWatch('accountType', form);
  const failure = useDialogError(form);
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 520 }} initialValues={{ accountType: 'checking', currency: 'USD', initialBalance: '0.00' }}
      onFinish={(values) => {
        failure.clear();
        create.mutate({ ...values, initialBalance: String(values.initialBalance ?? '0'), creditLimit: values.creditLimit === undefined ? undefined : String(values.creditLimit) },
          { onSuccess: () => form.resetFields(), onError: (error) => failure.show(error, create.failure) });
      }}>
      <DialogError message={failure.message} />
      <Form.Item name="userId" label="Customer" rules={[{ required: true, message: AdminMessages.SELECT_CUSTOMER }]}>
        <Select showSearch filterOption={false} onSearch={setSearch} placeholder="Search by name, email or customer ID" loading={customers.isFetching}
          options={(customers.data?.items ?? []).map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName} (${u.customerId})` }))} />
      </Form.Item>
      <Form.Item name="accountType" label="Account type"><Select options={ACCOUNT_TYPES.map((t) => ({ value: t, label: ACCOUNT_TYPE_LABELS[t] }))} /></Form.Item>
      <Form.Item name="currency" label="Currency"><Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} /></Form.Item>
      <Form.Item name="initialBalance" label="Opening balance"><InputNumber stringMode min="0" step="0.01" precision={2} style={{ width: '100%' }} /></Form.Item>
      {accountType === 'credit' && (
        <Form.Item name="creditLimit" label="Credit limit" rules={[{ required: true, message: 'A credit account needs a credit limit' }]}>
          <InputNumber stringMode min="0" step="0.01" precision={2} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={create.isPending}>Create Account</Button>
    </Form>
  );
}
