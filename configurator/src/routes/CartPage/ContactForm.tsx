import { Checkbox, TextField } from '@venue/design-system';
import type { Contact } from '@venue/domain';
import type { ValidationResult } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';

const emptyContact: Contact = {
  salutationId: null,
  academictitleId: null,
  firstname: '',
  lastname: '',
  company: '',
  email: '',
  phone: '',
  street: '',
  zip: '',
  city: '',
  countryId: null,
};

type TextKey = 'firstname' | 'lastname' | 'company' | 'email' | 'phone' | 'street' | 'zip' | 'city';

const fields: readonly { key: TextKey; required?: boolean; type?: string; autoComplete: string }[] = [
  { key: 'firstname', required: true, autoComplete: 'given-name' },
  { key: 'lastname', required: true, autoComplete: 'family-name' },
  { key: 'company', autoComplete: 'organization' },
  { key: 'email', required: true, type: 'email', autoComplete: 'email' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'street', autoComplete: 'street-address' },
  { key: 'zip', autoComplete: 'postal-code' },
  { key: 'city', autoComplete: 'address-level2' },
];

/** Spec 5: browser validity states mapped to the FORM.ERROR keys. */
function errorKey(validation: ValidationResult): string {
  const details = validation.validationDetails;
  if (details.valueMissing) return 'FORM.ERROR.REQUIRED';
  if (details.typeMismatch || details.patternMismatch) return 'FORM.ERROR.PATTERN';
  if (details.tooShort) return 'FORM.ERROR.MINLENGTH';
  if (details.tooLong) return 'FORM.ERROR.MAXLENGTH';
  return 'FORM.ERROR';
}

function ContactFields({
  prefix,
  contact,
  onChange,
  showErrors,
}: {
  prefix: 'contact' | 'guest';
  contact: Contact;
  onChange: (contact: Contact) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.formGrid}>
      {fields.map((field) => (
        <TextField
          key={field.key}
          label={t(`${prefix}.${field.key}`)}
          value={contact[field.key]}
          isRequired={field.required ?? false}
          {...(field.type ? { type: field.type as 'email' | 'tel' } : {})}
          autoComplete={field.autoComplete}
          validationBehavior="aria"
          {...(showErrors && field.required && !contact[field.key].trim() ? { isInvalid: true } : {})}
          errorMessage={(validation) =>
            showErrors && (field.required ?? false) && !contact[field.key].trim()
              ? t('FORM.ERROR.REQUIRED')
              : t(errorKey(validation))
          }
          onChange={(value) => onChange({ ...contact, [field.key]: value })}
        />
      ))}
    </div>
  );
}

/** The booker's contact and, when the guest books for someone else, the guest's (spec 3). */
export function ContactForm({ showErrors }: { showErrors: boolean }) {
  const { t } = useTranslation();
  const cart = useAppStore((s) => s.cart);
  const dispatch = useAppStore((s) => s.dispatch);
  if (!cart) return null;
  return (
    <section aria-labelledby="contact-title" className={styles.card}>
      <h2 id="contact-title" className={styles.subtitle}>
        {t('contact.title')}
      </h2>
      <ContactFields
        prefix="contact"
        contact={cart.contact ?? emptyContact}
        showErrors={showErrors}
        onChange={(contact) => dispatch({ type: 'setContact', contact })}
      />
      <Checkbox
        isSelected={cart.onbehalfofguest}
        onChange={(value) => dispatch({ type: 'setOnBehalfOfGuest', value })}
      >
        {t('guest.onBehalf')}
      </Checkbox>
      {cart.onbehalfofguest ? (
        <>
          <h3 className={styles.dayTitle}>{t('guest.title')}</h3>
          <ContactFields
            prefix="guest"
            contact={cart.guest ?? emptyContact}
            showErrors={false}
            onChange={(guest) => dispatch({ type: 'setGuest', guest })}
          />
        </>
      ) : null}
    </section>
  );
}
