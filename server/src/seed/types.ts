import type { BlockReason, RatePolicy } from '@venue/domain';
/** Translations of a row's guest-visible texts: language key -> field -> text. */
export type I18nSeed = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Declarative demo data: the seed writer turns this into rows, resolving codes to ids. */
export interface PropertySeed {
  readonly key: string;
  readonly code: string;
  readonly name: string;
  readonly currency: string;
  readonly timezone: string;
  readonly defaultLanguage: 'de' | 'en';
  readonly theme: 'lindenhof' | 'cityloft' | null;
  readonly colours: {
    readonly sky: readonly [number, number, number];
    readonly ground: readonly [number, number, number];
  };
  readonly address: Readonly<Record<string, string>>;
  readonly i18n: I18nSeed;
  /** Keys without the `web.engine.configuration.` prefix. */
  readonly settings: Readonly<Record<string, string>>;
  readonly vats: readonly {
    readonly key: string;
    readonly name: string;
    readonly value: number;
    readonly i18n?: I18nSeed;
  }[];
  readonly rateplans: readonly {
    readonly code: string;
    readonly name: string;
    readonly pricePercent: number;
    readonly isDefault?: boolean;
    /** docs/rules.md#rate-policies: sold only through a customer account or promo code. */
    readonly restricted?: boolean;
    readonly policy?: Partial<RatePolicy>;
    readonly i18n?: I18nSeed;
  }[];
  readonly tags: readonly string[];
  readonly timeslices: readonly {
    readonly name: string;
    readonly starttime: string;
    readonly endtime: string;
    readonly checkintime?: string;
    readonly checkouttime?: string;
    readonly overnight?: boolean;
    readonly i18n?: I18nSeed;
  }[];
  readonly unitgroups: readonly UnitgroupSeed[];
  readonly servicetypes: readonly {
    readonly code: string;
    readonly name: string;
    readonly notab?: boolean;
    readonly disableingroupmode?: boolean;
    readonly notassignedtounitgroup?: boolean;
    readonly required?: boolean;
    readonly minadvancebookingdays?: number;
    readonly i18n?: I18nSeed;
  }[];
  readonly servicegroups: readonly {
    readonly key: string;
    readonly name: string;
    readonly required?: boolean;
    readonly multiselect?: boolean;
    readonly i18n?: I18nSeed;
  }[];
  readonly services: readonly ServiceSeed[];
  readonly relations: readonly {
    readonly owner: ItemRef;
    readonly type: string;
    readonly groupKey?: string;
    readonly related: ItemRef;
  }[];
  readonly customeraccounts: readonly {
    readonly number: string;
    readonly name: string;
    readonly rateplan: string;
  }[];
  readonly promocodes: readonly { readonly code: string; readonly rateplan: string }[];
  readonly setups: readonly {
    readonly name: string;
    readonly description: string;
    readonly i18n?: I18nSeed;
  }[];
  /** Blocks: a unit taken out of sale for some days from the seed day (a block booking, category 4). */
  readonly blocks: readonly {
    readonly unitgroup: string;
    readonly unitIndex: number;
    readonly fromDay: number;
    readonly days: number;
    readonly reason: BlockReason;
    readonly note: string;
  }[];
  /** docs/rules.md#group-blocks: a congress with a definite block of rooms for its attendees (lindenhof). */
  readonly congress?: CongressSeed;
}

/** A congress: the organiser's group booking and one definite block, its nights counted from the seed day. */
export interface CongressSeed {
  /** The event's name; the year of its first night is added. */
  readonly eventName: string;
  readonly description: string;
  readonly organiserName: string;
  readonly booker: {
    readonly firstname: string;
    readonly lastname: string;
    readonly company: string;
    readonly email: string;
  };
  readonly language: 'de' | 'en';
  /** What attendees type (normalised: upper case letters and digits). */
  readonly pickupCode: string;
  readonly unitgroup: string;
  readonly rateplan: string;
  /** The negotiated price of a unit per night, cents. */
  readonly unitPrice: number;
  readonly units: number;
  readonly fromDay: number;
  readonly nights: number;
  readonly releaseDaysBefore: number;
}

export type ItemRef = { readonly service: string } | { readonly unitgroup: string };

interface UnitgroupSeed {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly category: 1 | 2;
  readonly units: number;
  readonly minPersons: number;
  readonly maxPersons: number;
  readonly price: number;
  readonly vat: string;
  readonly multiselect?: boolean;
  readonly minimumSales?: number;
  readonly minimumSalesPerPerson?: number;
  readonly bookDirectly?: boolean;
  readonly hideifunavailable?: boolean;
  readonly ignorePersoncount?: boolean;
  readonly maxSelectablePersonCount?: number;
  readonly tags?: readonly string[];
  readonly i18n?: I18nSeed;
}

interface ServiceSeed {
  readonly code: string;
  readonly name: string;
  readonly text?: string;
  readonly type: string;
  readonly sellingmode: 1 | 2 | 4 | 8 | 16 | 32;
  readonly price: number;
  readonly vat: string;
  readonly groups?: readonly string[];
  readonly options?: readonly {
    readonly name: string;
    readonly required?: boolean;
    readonly prefillpeople?: boolean;
    readonly i18n?: I18nSeed;
  }[];
  readonly minOption?: number;
  readonly maxOption?: number;
  readonly timeenabled?: boolean;
  readonly timeenabledforuserisrequired?: boolean;
  readonly descriptionenabled?: boolean;
  readonly descriptionenabledforuserisrequired?: boolean;
  readonly minimumsalesforfreerent?: number;
  readonly onRequest?: boolean;
  readonly i18n?: I18nSeed;
}
