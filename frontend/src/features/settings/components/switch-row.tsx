import type { ReactNode } from 'react';

interface SwitchRowProps {
  /** Prefix of the label's and description's ids, which the switch points at. */
  id: string;
  label: string;
  description: string;
  children: ReactNode;
}

/** A settings line: what the switch does on the left, the switch on the right. */
export function SwitchRow({ id, label, description, children }: SwitchRowProps) {
  return (
    <li className="settings-switch-row">
      <div>
        <div id={`${id}-label`} className="settings-switch-row__label">
          {label}
        </div>
        <div id={`${id}-description`} className="settings-switch-row__description">
          {description}
        </div>
      </div>
      {children}
    </li>
  );
}
