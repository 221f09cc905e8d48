import { Checkbox, Disclosure, RequiredNote, Select, SelectItem, TextField } from '@venue/design-system';
import {
  type Contact,
  type ContactErrors,
  type ContactField,
  contactFieldRules,
  emptyContact,
} from '@venue/domain';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/ApiProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';

// How each field is typed and autofilled; what it requires comes from the domain's rules (contactFieldRules).
const fields: readonly { key: ContactField; type?: 'email' | 'tel'; autoComplete: string }[] = [
  { key: 'firstname', autoComplete: 'given-name' },
  { key: 'lastname', autoComplete: 'family-name' },
  { key: 'company', autoComplete: 'organization' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'street', autoComplete: 'street-address' },
  { key: 'zip', autoComplete: 'postal-code' },
  { key: 'city', autoComplete: 'address-level2' },
];

/** The rules the booker form is validated with (useCartFigures: validateBookerForm with no extra options). */
const rules = contactFieldRules();

type Prefix = 'contact' | 'guest';

/** The id of a contact field's input: an open point of a failed send leads to it. */
const contactFieldId = (prefix: Prefix, field: ContactField) => `${prefix}-${field}`;

/** A field of the booker form still to fill in, as an open point of a failed send. */
export interface FieldPoint {
  readonly id: string;
  readonly label: string;
  readonly message: string;
  /** The id of the field's input, which the point's button focuses. */
  readonly inputId: string;
}

/** The invalid fields of the booker's (and the guest's) contact, in the form's order. */
export function contactFieldPoints(
  errors: { readonly booker: ContactErrors; readonly guest: ContactErrors },
  t: TFunction,
): FieldPoint[] {
  return (['contact', 'guest'] as const).flatMap((prefix) =>
    fields.flatMap(({ key }) => {
      const error = (prefix === 'contact' ? errors.booker : errors.guest)[key];
      if (!error) return [];
      const values = { min: rules[key].minlength, max: rules[key].maxlength };
      const inputId = contactFieldId(prefix, key);
      return [{ id: inputId, label: t(`${prefix}.${key}`), message: t(error, values), inputId }];
    }),
  );
}

/** The fields of a contact that are asked for at once; the rest wait in "Title and address (optional)". */
const upfront: ReadonlySet<ContactField> = new Set(['firstname', 'lastname', 'company', 'email', 'phone']);

export function ContactFields({
  prefix,
  contact,
  onChange,
  errors,
}: {
  prefix: Prefix;
  contact: Contact;
  onChange: (contact: Contact) => void;
  /** The domain's FORM.ERROR keys per field, shown once the guest tried to send. */
  errors: ContactErrors | null;
}) {
  const { t } = useTranslation();
  const lists = useReferenceLists();
  const choice = (
    field: 'salutationId' | 'academictitleId' | 'countryId',
    label: string,
    items: readonly { id: number; name: string }[],
  ) => (
    <Select
      label={label}
      placeholder={t('contact.choose')}
      selectedKey={contact[field]}
      onSelectionChange={(key) => onChange({ ...contact, [field]: key === null ? null : Number(key) })}
      items={items}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
  const textField = (field: (typeof fields)[number]) => (
    <TextField
      key={field.key}
      id={contactFieldId(prefix, field.key)}
      label={t(`${prefix}.${field.key}`)}
      value={contact[field.key]}
      isRequired={rules[field.key].required ?? false}
      {...(field.type ? { type: field.type } : {})}
      autoComplete={field.autoComplete}
      validationBehavior="aria"
      {...(errors?.[field.key]
        ? {
            isInvalid: true,
            errorMessage: t(errors[field.key] ?? 'FORM.ERROR', {
              min: rules[field.key].minlength,
              max: rules[field.key].maxlength,
            }),
          }
        : {})}
      onChange={(value) => onChange({ ...contact, [field.key]: value })}
    />
  );
  // Issue 38: the optional title and address are one Tab stop until the guest opens them. They are shown at once
  // when the property requires one of them, and open when one is filled in or wrong (a failed send's open point
  // leads to it).
  const later = fields.filter((field) => !upfront.has(field.key));
  const laterRequired = later.some((field) => rules[field.key].required);
  const laterFilled =
    contact.academictitleId !== null ||
    contact.countryId !== null ||
    later.some((field) => contact[field.key].trim() !== '');
  const laterInvalid = later.some((field) => errors?.[field.key]);
  const [opened, setOpened] = useState(laterFilled);
  const laterFields = (
    <>
      {choice('academictitleId', t(`${prefix}.academictitle`), lists.academictitles)}
      {later.map(textField)}
      {choice('countryId', t(`${prefix}.country`), lists.countries)}
    </>
  );
  return (
    <div className={styles.formGrid}>
      {choice('salutationId', t(`${prefix}.salutation`), lists.salutations)}
      {fields.filter((field) => upfront.has(field.key)).map(textField)}
      {laterRequired ? (
        laterFields
      ) : (
        <Disclosure
          title={t(`${prefix}.more`)}
          className={styles.formGridWide}
          isExpanded={opened || laterInvalid}
          onExpandedChange={setOpened}
        >
          <div className={styles.formGrid}>{laterFields}</div>
        </Disclosure>
      )}
    </div>
  );
}

type Entry = { readonly id: number; readonly name: string };

/** Salutations, academic titles and countries; docs/rules.md#forms: a failed list becomes a single 'Error' entry. */
function useReferenceLists() {
  const api = useApi();
  const [lists, setLists] = useState<{
    salutations: readonly Entry[];
    academictitles: readonly Entry[];
    countries: readonly Entry[];
  }>({ salutations: [], academictitles: [], countries: [] });
  useEffect(() => {
    const orError = (load: Promise<readonly Entry[]>) =>
      load.catch((error: unknown) => {
        console.error('Loading a reference list failed', error);
        return [{ id: 0, name: 'Error' }];
      });
    void Promise.all([
      orError(api.salutations()),
      orError(api.academictitles()),
      orError(api.countries()),
    ]).then(([salutations, academictitles, countries]) =>
      setLists({ salutations, academictitles, countries }),
    );
  }, [api]);
  return lists;
}

/** The booker's contact and, when the guest books for someone else, the guest's (docs/rules.md#forms). */
export function ContactForm({
  errors,
}: {
  errors: { readonly booker: ContactErrors; readonly guest: ContactErrors } | null;
}) {
  const { t } = useTranslation();
  const cart = useAppStore((s) => s.cart);
  const dispatch = useAppStore((s) => s.dispatch);
  if (!cart) return null;
  return (
    <section aria-labelledby="contact-title" className={styles.card}>
      <h2 id="contact-title" className={styles.subtitle}>
        {t('contact.title')}
      </h2>
      <RequiredNote />
      <ContactFields
        prefix="contact"
        contact={cart.contact ?? emptyContact}
        errors={errors?.booker ?? null}
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
            errors={errors?.guest ?? null}
            onChange={(guest) => dispatch({ type: 'setGuest', guest })}
          />
        </>
      ) : null}
    </section>
  );
}
