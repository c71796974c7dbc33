/**
 * "Show as table": a plain button that shows and hides the figures of a chart as a real table
 * (aria-expanded and aria-controls tell assistive technology what it does; Enter and Space work
 * because it is a button).
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function TableDisclosure({ children }: { children: ReactNode }) {
  const { t } = useTranslation('analysis');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="analysis-table-disclosure">
      <button
        type="button"
        className="analysis-table-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? t('analysis:chart.hide-table') : t('analysis:chart.show-table')}
      </button>
      <div id={id} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
