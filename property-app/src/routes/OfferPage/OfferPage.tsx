import { OFFER_BASES, offerBase } from '../../forms/resourceForms.ts';
import { NotFoundPage } from '../../frame/NotFoundPage.tsx';
import { OfferEditPage } from './OfferEditPage.tsx';
import { OfferListPage } from './OfferListPage.tsx';
import { RelationsPage } from './RelationsPage.tsx';

/** /offer/{base}[/{id}|/new]: a section of the property's offer, or one of its rows; /offer shows the first. */
export function OfferPage({ base, id }: { base?: string | undefined; id?: string | undefined }) {
  // Relation rules have their own page (two either-or pickers and a preview), not the generic form.
  if (base === 'relation') return id === undefined ? <RelationsPage /> : <NotFoundPage />;
  const spec = base ? offerBase(base) : OFFER_BASES[0];
  if (!spec) return <NotFoundPage />;
  if (id === undefined) return <OfferListPage key={spec.base} spec={spec} />;
  const rowId = id === 'new' ? 'new' : /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (rowId === null) return <NotFoundPage />;
  return <OfferEditPage key={spec.base} spec={spec} id={rowId} />;
}
