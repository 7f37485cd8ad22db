import { DownloadOutlined, EyeOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Modal, Radio, Select, Switch } from 'antd';
import { useState } from 'react';
import type { AccountDto } from '@bank/contracts/accounts';
import { accountShortLabel } from '../../../shared/accounts';
import { notify } from '../../../shared/notify';
import { CARD_STYLES, COLOR_THEMES, type CardDesign, type CardStyle, DEFAULT_DESIGN, LOGO_STYLES, type LogoStyle, randomThemeId } from './card-design';
import { CardPreview } from './card-preview';

interface AccountCardDesignerProps {
  open: boolean;
  /** Kept after closing, so the dialog does not empty while it animates out. */
  account: AccountDto | null;
  onClose: () => void;
}

/**
 * SPEC 2.9: a playground for the look of an account card. Preview and Export do nothing yet
 * beyond saying so, as in the specification.
 */
export function AccountCardDesigner({ open, account, onClose }: AccountCardDesignerProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Account Card Designer"
      width={880}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {account && <DesignerBody account={account} />}
    </Modal>
  );
}

function DesignerBody({ account }: { account: AccountDto }) {
  const [design, setDesign] = useState<CardDesign>(DEFAULT_DESIGN);
  const update = (patch: Partial<CardDesign>) => setDesign((current) => ({ ...current, ...patch }));
  const comingSoon = (what: string) =>
    notify.info({ title: 'Coming soon', description: `${what} of card designs is coming soon.`, key: 'designer-coming-soon' });

  return (
    <div className="designer">
      <p className="designer__intro">Designing the card for {accountShortLabel(account)}. Changes show in the preview straight away.</p>
      <div className="designer__layout">
        <div className="designer__controls">
          <fieldset className="designer__fieldset">
            <legend>Card style</legend>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              value={design.cardStyle}
              onChange={(event) => update({ cardStyle: event.target.value as CardStyle })}
              options={CARD_STYLES.map(({ value, label }) => ({ value, label }))}
            />
          </fieldset>

          <div className="designer__field">
            <label htmlFor="designer-logo-style" className="designer__label">
              Logo style
            </label>
            <Select
              id="designer-logo-style"
              value={design.logoStyle}
              onChange={(logoStyle: LogoStyle) => update({ logoStyle })}
              options={LOGO_STYLES.map(({ value, label }) => ({ value, label }))}
              style={{ width: '100%' }}
            />
          </div>

          <fieldset className="designer__fieldset">
            <legend>Colour theme</legend>
            <Radio.Group
              className="designer__themes"
              value={design.themeId}
              onChange={(event) => update({ themeId: event.target.value as string })}
            >
              {COLOR_THEMES.map((theme) => (
                <Radio key={theme.id} value={theme.id} className="designer__theme">
                  <span
                    className="designer__swatch"
                    style={{ background: `linear-gradient(135deg, ${theme.from}, ${theme.to})` }}
                    aria-hidden
                  />
                  {theme.name}
                </Radio>
              ))}
            </Radio.Group>
            <Button icon={<ThunderboltOutlined />} onClick={() => update({ themeId: randomThemeId(design.themeId) })} style={{ marginTop: 8 }}>
              Random Theme
            </Button>
          </fieldset>

          <div className="designer__switches">
            <span className="designer__switch">
              <Switch id="designer-animations" checked={design.animations} onChange={(animations) => update({ animations })} />
              <label htmlFor="designer-animations">Animations</label>
            </span>
            <span className="designer__switch">
              <Switch id="designer-patterns" checked={design.patterns} onChange={(patterns) => update({ patterns })} />
              <label htmlFor="designer-patterns">Background patterns</label>
            </span>
          </div>
        </div>

        <div className="designer__preview">
          <CardPreview account={account} design={design} />
          <div className="designer__actions">
            <Button icon={<EyeOutlined />} onClick={() => comingSoon('Full-size preview')}>
              Preview
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => comingSoon('Export')}>
              Export
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
