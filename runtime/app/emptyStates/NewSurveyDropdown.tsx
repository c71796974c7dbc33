/**
 * The surveys new-survey dropdown (product.md#screens-and-routes "surveys show a new-survey dropdown"; product.md#roles-and-permissions surveys-create,
 * disabled with the lack-of-permission tooltip): a disclosure button opening a list of links (the
 * manifest's items). Escape closes it and returns focus to the button.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmptyStateView } from '../../rules/emptyStates/evaluateEmptyState';
import { CtaButton } from './CtaButton';

export function NewSurveyDropdown(props: {
  dropdown: NonNullable<EmptyStateView['newSurveyDropdown']>;
  siteId: number;
}) {
  const { t } = useTranslation('empty-states');
  const { dropdown, siteId } = props;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  if (dropdown.state === 'hidden') return null;
  if (dropdown.state === 'disabled')
    return (
      <CtaButton
        view={{
          cta: { label: dropdown.label, style: 'primary' },
          state: 'disabled',
          ...(dropdown.tooltip ? { tooltip: dropdown.tooltip } : {}),
        }}
        siteId={siteId}
        run={() => undefined}
      />
    );
  return (
    <div
      className="empty-state-dropdown"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="button-primary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t(dropdown.label)} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className="empty-state-dropdown-list" hidden={!open}>
        {dropdown.items.map((item) => (
          <li key={item.cta.label}>
            <CtaButton
              view={{ ...item, cta: { ...item.cta, style: 'link' } }}
              siteId={siteId}
              run={() => undefined}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
