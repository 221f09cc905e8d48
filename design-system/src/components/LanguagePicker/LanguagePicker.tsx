import { lazy, Suspense, useState } from 'react';
import { useStrings } from '../../i18n/useStrings.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../IconButton/icons.tsx';
import * as css from './LanguagePicker.css.ts';
import { languagePickerStrings } from './strings.ts';

// The modal, its radio group, focus handling and react-aria's overlay code are not needed until the picker
// opens: a plain button (aria-haspopup) opens the controlled modal, which loads with the first hover,
// focus or press.
const loadDialog = () => import('./LanguageDialog.tsx');
const LanguageDialog = lazy(loadDialog);

import type { Language } from './language.ts';

export type { Language } from './language.ts';

export interface LanguagePickerProps {
  languages: readonly Language[];
  /** The id of the current language. */
  value: string;
  /** Called with the chosen id when the guest presses OK (not on Cancel). */
  onChange: (id: string) => void;
  /**
   * Look of the trigger button.
   * @default 'quiet'
   */
  variant?: 'quiet' | 'secondary';
}

/**
 * Spec (hero area): a language picker dialog with radio options and OK/Cancel. The choice applies only on
 * OK; Cancel and Escape keep the current language; focus returns to the trigger.
 */
export function LanguagePicker({ languages, value, onChange, variant = 'quiet' }: LanguagePickerProps) {
  const t = useStrings(languagePickerStrings);
  const [isOpen, setOpen] = useState(false);
  // Once opened the modal stays mounted, so it can animate out and open at once the next time.
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(value);
  const current = languages.find((l) => l.id === value);
  const preload = () => void loadDialog().catch(() => {});
  return (
    <>
      <Button
        variant={variant}
        aria-label={current ? `${t.language}: ${current.name}` : t.language}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => {
          setDraft(value);
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon name="globe" />
        <span className={css.name} {...(current?.lang ? { lang: current.lang } : {})}>
          {current?.name ?? t.language}
        </span>
      </Button>
      {/* Until the modal's code has arrived focus stays on the trigger; nothing else changes. The modal's
          focus scope returns focus to the trigger (focused when it opened) when it closes. */}
      {opened ? (
        <Suspense fallback={null}>
          <LanguageDialog
            isOpen={isOpen}
            onOpenChange={setOpen}
            languages={languages}
            value={value}
            onChange={onChange}
            draft={draft}
            setDraft={setDraft}
          />
        </Suspense>
      ) : null}
    </>
  );
}
