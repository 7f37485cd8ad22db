import { Col, Form, Input, Row } from 'antd';
import { PROFILE, ProfileMessages as M } from '@bank/contracts/profile';

/** First name, last name and email with SPEC 5's rules: the same on the profile page and in settings. */
export function NameAndEmailFields() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="First Name" name="firstName" rules={[{ required: true, whitespace: true, message: M.FIRST_NAME_REQUIRED }, { max: PROFILE.NAME_MAX_LENGTH, message: M.FIRST_NAME_TOO_LONG }]}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last Name" name="lastName" rules={[{ required: true, whitespace: true, message: M.LAST_NAME_REQUIRED }, { max: PROFILE.NAME_MAX_LENGTH, message: M.LAST_NAME_TOO_LONG }]}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Email" name="email" rules={[{ required: true, message: M.INVALID_EMAIL }, { type: 'email', message: M.INVALID_EMAIL }]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
    </>
  );
}
