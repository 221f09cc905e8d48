import { availabilityByLine, type LineAvailability } from '../availability/answers.ts';
import type { Cart, CartServiceLine, CartUnitgroupLine, Catalog, Money } from '../model/cart.ts';
import { type CatalogIndex, indexCatalog } from '../model/catalogIndex.ts';
import type {
  AvailabilityResponse,
  Cents,
  IsoDate,
  Rateplan,
  Service,
  Unitgroup,
  Vat,
} from '../model/entities.ts';
import type { Settings } from '../settings/typedSettings.ts';
import { addToCurrencyTotals, currencyTotals, inclusiveVat } from './money.ts';
import {
  childQuantity,
  childUnitPrice,
  isPerPersonMode,
  nightsBetween,
  sellingModeQuantity,
  unitgroupQuantity,
} from './quantity.ts';

/**
 * The settings pricing reads: the minimum-sales service code (docs/rules.md#pricing `service.minimumSales.code`) and
 * what a child pays (docs/rules.md#children `children.pricePercent`; absent: as an adult).
 */
export type PricingSettings = Pick<Settings, 'serviceMinimumSalesCode'> &
  Partial<Pick<Settings, 'childrenPricePercent'>>;

/** One priced cart line. */
export interface PricedLine {
  /** The cart line's key; the computed minimum-sales line not yet in the cart has key `minimum-sales`. */
  readonly key: string;
  readonly kind: 'unitgroup' | 'service' | 'minimumSales';
  /** Unit group id or service id. */
  readonly itemId: number;
  readonly name: string;
  readonly slotIndex: number;
  /** The day the line belongs to (the slot's date; the stay's start date for slot 0). */
  readonly date: IsoDate | null;
  /** What the unit price is multiplied by (selling mode, nights, items): for a per-person line, its adults. */
  readonly quantity: number;
  /** docs/rules.md#children: the children a per-person line counts (times its items or nights); 0 otherwise. */
  readonly childQuantity: number;
  /** What each of those child units costs (the child share of the unit price); null when there is no price. */
  readonly childUnitPrice: Cents | null;
  /** Null for a price on request or when no price is known. */
  readonly unitPrice: Cents | null;
  /** Null for a price on request or when no price is known; never negative. */
  readonly price: Cents | null;
  readonly currency: string;
  readonly rateplanId: number | null;
  readonly vat: Vat | null;
  /** The VAT contained in `price` (0 when the price is on request). */
  readonly vatAmount: Cents;
  readonly onRequest: boolean;
  /** No usable price was found (no rate plan, or a negative one): the line counts as 0 and is flagged. */
  readonly priceinvalid: boolean;
  /** docs/rules.md#pricing: a service is free once sales reach its minimumsalesforfreerent. */
  readonly free: boolean;
  /** docs/rules.md#pricing: per-person services are flagged on the booking line. */
  readonly isPerPerson: boolean;
}

/** The lines and subtotals of one day (slot). */
interface PricedDay {
  readonly slotIndex: number;
  readonly date: IsoDate | null;
  readonly lines: readonly PricedLine[];
  readonly totals: readonly Money[];
}

/** The VAT of one rate in one currency, summed over the cart. */
interface VatTotal {
  readonly vat: Vat;
  readonly currency: string;
  readonly amount: Cents;
  /** Some line of this rate is priced on request, so the amount is incomplete. */
  readonly onRequest: boolean;
}

/** The minimum-sales rule's figures (docs/rules.md#pricing), in the cart's currency. */
interface MinimumSales {
  /** The minimum the cart must reach. */
  readonly threshold: Cents;
  /** What the cart costs without the minimum-sales line. */
  readonly nonMinimumPrice: Cents;
  /** What the minimum-sales line adds (0 when the cart reaches the minimum). */
  readonly difference: Cents;
  readonly currency: string;
  /** The service carrying the difference; null when the setting names no service of the catalog. */
  readonly serviceId: number | null;
}

/** The full price of a cart. */
export interface CartPricing {
  readonly lines: readonly PricedLine[];
  readonly days: readonly PricedDay[];
  readonly vat: readonly VatTotal[];
  readonly totals: readonly Money[];
  /** Some line is priced on request: the totals do not include it. */
  readonly onRequest: boolean;
  /** Some line had no usable price. */
  readonly priceinvalid: boolean;
  readonly minimumSales: MinimumSales | null;
}

/** Key of the computed minimum-sales line when the cart does not hold one yet. */
export const MINIMUM_SALES_LINE_KEY = 'minimum-sales';

/** A line's unit price as a rate plan or the availability answer gives it. */
export interface UnitPrice {
  readonly amount: Cents | null;
  readonly currency: string;
  readonly rateplanId: number | null;
  readonly vat: Vat | null;
  readonly onRequest: boolean;
  readonly invalid: boolean;
}

function chooseRateplan(list: readonly Rateplan[], chosenId: number | null | undefined): Rateplan | null {
  if (chosenId != null) {
    const chosen = list.find((r) => r.id === chosenId);
    if (chosen) return chosen;
  }
  return list[0] ?? null;
}

/** docs/rules.md#rates: a rate plan's unit price (none on request; none and invalid when missing or not a valid price). */
export function fromRateplan(rateplan: Rateplan | null, fallbackCurrency: string): UnitPrice {
  if (!rateplan)
    return {
      amount: null,
      currency: fallbackCurrency,
      rateplanId: null,
      vat: null,
      onRequest: false,
      invalid: true,
    };
  if (rateplan.onRequest)
    return {
      amount: null,
      currency: rateplan.currency,
      rateplanId: rateplan.id,
      vat: rateplan.vat,
      onRequest: true,
      invalid: false,
    };
  const invalid = !Number.isInteger(rateplan.price) || rateplan.price < 0;
  return {
    amount: invalid ? null : rateplan.price,
    currency: rateplan.currency,
    rateplanId: rateplan.id,
    vat: rateplan.vat,
    onRequest: false,
    invalid,
  };
}

/**
 * A unit group's unit price: the availability answer's price when it gives one (it is the price per
 * item and pricing unit, night or day, after promotions), else the chosen or first rate plan.
 */
function unitgroupUnitPrice(
  unitgroup: Unitgroup,
  line: CartUnitgroupLine,
  answer: LineAvailability | undefined,
  fallbackCurrency: string,
): UnitPrice {
  const item = answer?.item;
  if (item && item.price !== null) {
    const rateplan = chooseRateplan(unitgroup.rateplanList, item.rateplan?.id ?? line.rateplanId);
    const invalid = !Number.isInteger(item.price) || item.price < 0;
    return {
      amount: invalid ? null : item.price,
      currency: item.currency,
      rateplanId: item.rateplan?.id ?? rateplan?.id ?? null,
      vat: rateplan?.vat ?? null,
      onRequest: false,
      invalid,
    };
  }
  return fromRateplan(chooseRateplan(unitgroup.rateplanList, line.rateplanId), fallbackCurrency);
}

/**
 * docs/rules.md#pricing: a unit price the hotel agreed for a line replaces the rate's price; the rate plan
 * still gives the VAT rate and the currency. A line without one keeps `unit`.
 */
function withAgreedPrice(unit: UnitPrice, agreed: Cents | null | undefined): UnitPrice {
  if (agreed === null || agreed === undefined || !Number.isInteger(agreed) || agreed < 0) return unit;
  return { ...unit, amount: agreed, onRequest: false, invalid: false };
}

interface LineContext {
  readonly cart: Cart;
  readonly index: CatalogIndex;
  readonly nights: number;
  readonly slotDates: ReadonlyMap<number, IsoDate>;
  readonly unitPrices: Map<Rateplan, UnitPrice>;
  /** docs/rules.md#children: what a child pays of a per-person price, in percent. */
  readonly childrenPricePercent: number;
}

function lineDate(ctx: LineContext, slotIndex: number): IsoDate | null {
  return slotIndex === 0 ? ctx.cart.startdate : (ctx.slotDates.get(slotIndex) ?? null);
}

// Lines on a day slot last one day (0 nights); slot 0 lines last the whole stay.
function lineNights(ctx: LineContext, slotIndex: number): number {
  return slotIndex === 0 ? ctx.nights : 0;
}

function build(
  base: Omit<PricedLine, 'price' | 'vatAmount' | 'free' | 'childQuantity' | 'childUnitPrice'> &
    Partial<Pick<PricedLine, 'childQuantity' | 'childUnitPrice'>>,
  price: Cents | null,
  free: boolean,
): PricedLine {
  const vatAmount = price !== null && base.vat ? inclusiveVat(price, base.vat.value) : 0;
  // A full literal, not a spread: V8 clones wide objects by spread on a slow path (~10x here, see bench).
  return {
    key: base.key,
    kind: base.kind,
    itemId: base.itemId,
    name: base.name,
    slotIndex: base.slotIndex,
    date: base.date,
    quantity: base.quantity,
    childQuantity: base.childQuantity ?? 0,
    childUnitPrice: base.childUnitPrice ?? null,
    unitPrice: base.unitPrice,
    price,
    currency: base.currency,
    rateplanId: base.rateplanId,
    vat: base.vat,
    vatAmount,
    onRequest: base.onRequest,
    priceinvalid: base.priceinvalid,
    free,
    isPerPerson: base.isPerPerson,
  };
}

function priceUnitgroupLine(
  ctx: LineContext,
  line: CartUnitgroupLine,
  answer: LineAvailability | undefined,
): PricedLine | null {
  const unitgroup = ctx.index.unitgroups.get(line.unitgroupId);
  if (!unitgroup) return null;
  const unit = withAgreedPrice(
    unitgroupUnitPrice(unitgroup, line, answer, ctx.cart.currency),
    line.agreedUnitPrice,
  );
  const quantity = unitgroupQuantity(
    unitgroup.unitgroupcategory.id,
    line.itemcount,
    lineNights(ctx, line.slotIndex),
  );
  return build(
    {
      key: line.key,
      kind: 'unitgroup',
      itemId: unitgroup.id,
      name: unitgroup.name,
      slotIndex: line.slotIndex,
      date: lineDate(ctx, line.slotIndex),
      quantity,
      unitPrice: unit.amount,
      currency: unit.currency,
      rateplanId: unit.rateplanId,
      vat: unit.vat,
      onRequest: unit.onRequest,
      priceinvalid: unit.invalid,
      isPerPerson: false,
    },
    unit.amount === null ? null : unit.amount * quantity,
    false,
  );
}

function serviceBase(ctx: LineContext, line: CartServiceLine, service: Service) {
  const rateplan = chooseRateplan(service.rateplanList, line.rateplanId);
  // Many lines share a rate plan: read each once per pricing.
  let rateUnit = rateplan ? ctx.unitPrices.get(rateplan) : undefined;
  if (!rateUnit) {
    rateUnit = fromRateplan(rateplan, ctx.cart.currency);
    if (rateplan) ctx.unitPrices.set(rateplan, rateUnit);
  }
  const unit = withAgreedPrice(rateUnit, line.agreedUnitPrice);
  const mode = service.sellingmode.id;
  const counts = {
    itemcount: line.itemcount,
    personcount: line.personcount,
    durationcount: line.durationcount,
    nights: lineNights(ctx, line.slotIndex),
  };
  const quantity = sellingModeQuantity(mode, counts);
  const children = childQuantity(mode, { ...counts, childcount: line.childcount ?? 0 });
  return {
    key: line.key,
    kind: 'service' as const,
    itemId: service.id,
    name: service.name,
    slotIndex: line.slotIndex,
    date: lineDate(ctx, line.slotIndex),
    quantity,
    childQuantity: children,
    childUnitPrice: unit.amount === null ? null : childUnitPrice(unit.amount, ctx.childrenPricePercent),
    unitPrice: unit.amount,
    currency: unit.currency,
    rateplanId: unit.rateplanId,
    vat: unit.vat,
    onRequest: unit.onRequest,
    priceinvalid: unit.invalid,
    isPerPerson: isPerPersonMode(mode),
  };
}

/** A service line's amount: its adults (or items, hours) at the unit price and its children at theirs. */
const servicePrice = (base: ReturnType<typeof serviceBase>): Cents | null =>
  base.unitPrice === null
    ? null
    : base.unitPrice * base.quantity + (base.childUnitPrice ?? 0) * base.childQuantity;

/**
 * docs/rules.md#pricing: the highest minimumSales among the cart's unit groups applies; when none has one, the
 * highest minimumSalesPerPerson times that line's people (the day's people on a day slot, the
 * guest count on slot 0). Null when no unit group asks for a minimum.
 */
function minimumSalesThreshold(cart: Cart, catalog: Catalog): Cents | null {
  const index = indexCatalog(catalog);
  let fixed: Cents | null = null;
  let perPerson: Cents | null = null;
  const slotPeople = new Map(cart.slots.map((s) => [s.index, s.people]));
  for (const line of cart.unitgroups) {
    const unitgroup = index.unitgroups.get(line.unitgroupId);
    if (!unitgroup) continue;
    if (unitgroup.minimumSales !== null && unitgroup.minimumSales > 0)
      fixed = Math.max(fixed ?? 0, unitgroup.minimumSales);
    if (unitgroup.minimumSalesPerPerson !== null && unitgroup.minimumSalesPerPerson > 0) {
      const people = Math.max(0, line.slotIndex === 0 ? cart.people : (slotPeople.get(line.slotIndex) ?? 0));
      perPerson = Math.max(perPerson ?? 0, unitgroup.minimumSalesPerPerson * people);
    }
  }
  return fixed ?? perPerson;
}

/** The minimum-sales service of the catalog named by the setting, if any. */
export function minimumSalesService(catalog: Catalog, settings: PricingSettings): Service | null {
  if (!settings.serviceMinimumSalesCode) return null;
  return indexCatalog(catalog).servicesByCode.get(settings.serviceMinimumSalesCode) ?? null;
}

/**
 * Prices a cart from data alone (the server re-runs this on every booking): unit group lines from the
 * availability answer's price or their rate plan, services from their rate plan and selling mode,
 * services made free by minimumsalesforfreerent, the minimum-sales difference as its own line, per-day
 * groups, VAT per rate and currency, and totals per currency. Lines priced on request are excluded
 * from the totals and flagged.
 */
export function priceCart(
  cart: Cart,
  catalog: Catalog,
  availability: readonly AvailabilityResponse[],
  settings: PricingSettings,
): CartPricing {
  const index = indexCatalog(catalog);
  const ctx: LineContext = {
    cart,
    index,
    nights: nightsBetween(cart.startdate, cart.enddate),
    slotDates: new Map(cart.slots.map((s) => [s.index, s.date])),
    unitPrices: new Map(),
    childrenPricePercent: settings.childrenPricePercent ?? 100,
  };
  const answers = availability.length > 0 ? availabilityByLine(cart, availability) : new Map();
  const minService = minimumSalesService(catalog, settings);

  const unitgroupLines: PricedLine[] = [];
  for (const line of cart.unitgroups) {
    const priced = priceUnitgroupLine(ctx, line, answers.get(line.key));
    if (priced) unitgroupLines.push(priced);
  }

  const salesByCurrency = new Map<string, Cents>();
  for (const l of unitgroupLines)
    if (l.price !== null) addToCurrencyTotals(salesByCurrency, l.currency, l.price);

  // Services are priced in two passes: first everything that does not depend on the sales amount,
  // then the free-rent services (docs/rules.md#pricing) against those sales, then the minimum-sales difference.
  // "Sales" for free rent = unit groups and ordinary services in the line's currency; other free-rent
  // services and the minimum-sales line do not count (that would make the rule circular).
  // Priced services keep their cart position (null: not priced, e.g. left the catalog).
  const serviceLines: (PricedLine | null)[] = new Array(cart.services.length).fill(null);
  const freeRent: { position: number; base: ReturnType<typeof serviceBase>; threshold: Cents }[] = [];
  let minimumLine: CartServiceLine | null = null;
  cart.services.forEach((line, position) => {
    const service = index.services.get(line.serviceId);
    if (!service) return;
    if (minService !== null && service.id === minService.id) {
      minimumLine ??= line;
      return;
    }
    const base = serviceBase(ctx, line, service);
    const price = servicePrice(base);
    // A price the hotel agreed is the price: free rent does not apply to it.
    if (service.minimumsalesforfreerent !== null && line.agreedUnitPrice == null) {
      freeRent.push({ position, base, threshold: service.minimumsalesforfreerent });
      return;
    }
    if (price !== null) addToCurrencyTotals(salesByCurrency, base.currency, price);
    serviceLines[position] = build(base, price, false);
  });
  for (const { position, base, threshold } of freeRent) {
    const free = (salesByCurrency.get(base.currency) ?? 0) >= threshold;
    const price = free ? (base.unitPrice === null ? null : 0) : servicePrice(base);
    serviceLines[position] = build(base, price, free);
  }

  // Keep the cart's order, so the lines read as the guest chose them.
  const lines: PricedLine[] = [...unitgroupLines];
  for (const l of serviceLines) if (l) lines.push(l);

  let nonMinimumPrice = 0;
  for (const l of lines) if (l.price !== null && l.currency === cart.currency) nonMinimumPrice += l.price;
  const threshold = minimumSalesThreshold(cart, catalog);
  const minimumSales: MinimumSales | null =
    threshold === null
      ? null
      : {
          threshold,
          nonMinimumPrice,
          difference: Math.max(0, threshold - nonMinimumPrice),
          currency: cart.currency,
          serviceId: minService?.id ?? null,
        };

  if (minService && minimumSales && (minimumLine !== null || minimumSales.difference > 0)) {
    lines.push(minimumSalesPricedLine(minService, minimumSales, minimumLine, ctx));
  }
  return summarise(lines, minimumSales);
}

function minimumSalesPricedLine(
  service: Service,
  figures: MinimumSales,
  line: CartServiceLine | null,
  ctx: LineContext,
): PricedLine {
  const rateplan = chooseRateplan(service.rateplanList, line?.rateplanId);
  const slotIndex = line?.slotIndex ?? 0;
  return build(
    {
      key: line?.key ?? MINIMUM_SALES_LINE_KEY,
      kind: 'minimumSales',
      itemId: service.id,
      name: service.name,
      slotIndex,
      date: lineDate(ctx, slotIndex),
      quantity: 1,
      unitPrice: figures.difference,
      currency: figures.currency,
      rateplanId: rateplan?.id ?? null,
      vat: rateplan?.vat ?? null,
      onRequest: false,
      priceinvalid: false,
      isPerPerson: false,
    },
    figures.difference,
    false,
  );
}

function summarise(lines: readonly PricedLine[], minimumSales: MinimumSales | null): CartPricing {
  const totals = new Map<string, Cents>();
  const vat = new Map<string, { vat: Vat; currency: string; amount: Cents; onRequest: boolean }>();
  const days = new Map<number, { date: IsoDate | null; lines: PricedLine[]; totals: Map<string, Cents> }>();
  let onRequest = false;
  let priceinvalid = false;
  for (const line of lines) {
    onRequest ||= line.onRequest;
    priceinvalid ||= line.priceinvalid;
    let day = days.get(line.slotIndex);
    if (!day) {
      day = { date: line.date, lines: [], totals: new Map() };
      days.set(line.slotIndex, day);
    }
    day.lines.push(line);
    if (line.price !== null) {
      addToCurrencyTotals(totals, line.currency, line.price);
      addToCurrencyTotals(day.totals, line.currency, line.price);
    }
    if (line.vat) {
      const key = `${line.vat.id}|${line.currency}`;
      const entry = vat.get(key) ?? { vat: line.vat, currency: line.currency, amount: 0, onRequest: false };
      entry.amount += line.vatAmount;
      entry.onRequest ||= line.onRequest;
      vat.set(key, entry);
    }
  }
  return {
    lines,
    days: [...days.entries()]
      .sort(([a], [b]) => a - b)
      .map(([slotIndex, d]) => ({
        slotIndex,
        date: d.date,
        lines: d.lines,
        totals: currencyTotals(d.totals),
      })),
    vat: [...vat.values()].sort(
      (a, b) => a.currency.localeCompare(b.currency) || b.vat.value - a.vat.value || a.vat.id - b.vat.id,
    ),
    totals: currencyTotals(totals),
    onRequest,
    priceinvalid,
    minimumSales,
  };
}

/** The total of one currency (0 when the cart has nothing in it). */
export function totalIn(pricing: Pick<CartPricing, 'totals'>, currency: string): Cents {
  return pricing.totals.find((t) => t.currency === currency)?.amount ?? 0;
}
