import { HOLDS_THEN_REFUSES, TEST_CARDS } from './sandbox.ts';

/*
 * The sandbox's hosted pages: the payment page of the link and iframe kinds and the drop-in's redirect
 * page, then an outcome page per result (ok, error, refused, canceled, pending) that the iframe kind
 * reads. Plain HTML, no inline script (the CSP allows only 'self' scripts), clearly marked TEST MODE.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;color:#1a1a1a;background:#fff}
.test{background:#8a4b00;color:#fff;padding:6px 10px;border-radius:4px;font-weight:700;display:inline-block}
label{display:block;margin-top:12px;font-weight:600}input{font:inherit;padding:8px;width:100%;max-width:340px;box-sizing:border-box;border:1px solid #555;border-radius:4px}
.row{display:flex;gap:12px;margin-top:16px;flex-wrap:wrap}button{font:inherit;padding:10px 18px;border-radius:4px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}table{border-collapse:collapse;margin-top:8px;font-size:14px}td{padding:2px 8px 2px 0}
.error{color:#b00020;font-weight:600}`;

function shell(title: string, body: string, outcome?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body${outcome ? ` data-outcome="${outcome}"` : ''}><main><p class="test">TEST MODE · sandbox payment provider</p>${body}</main>
${outcome ? '<script src="/api/payment/sandbox/outcome.js"></script>' : ''}</body></html>`;
}

/** The card form; `action` receives the POST. */
export function paymentPage(o: {
  action: string;
  amount: number;
  currency: string;
  invalid?: boolean;
  /** A card held as a guarantee: nothing is charged. */
  hold?: boolean;
}): string {
  const cards: [string, string][] = [
    ...Object.entries(TEST_CARDS),
    [HOLDS_THEN_REFUSES, 'held, later charges refused'],
  ];
  const rows = cards
    .map(
      ([n, outcome]) =>
        `<tr><td><code>${n.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${outcome}</td></tr>`,
    )
    .join('');
  return shell(
    'Sandbox payment',
    `${o.hold ? '<h1>Guarantee with a card</h1><p>Nothing is charged now.</p>' : `<h1>Pay ${esc(money(o.amount, o.currency))}</h1>`}
${o.invalid ? '<p class="error" role="alert">The card number or expiry is not valid.</p>' : ''}
<form method="post" action="${esc(o.action)}">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="off" required>
<label for="holder">Card holder</label><input id="holder" name="holder" autocomplete="off">
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="off" value="12/30">
<div class="row"><button type="submit" name="op" value="pay">${o.hold ? 'Hold card' : 'Pay now'}</button>
<button type="submit" name="op" value="cancel" class="secondary" formnovalidate>Cancel payment</button></div>
</form>
<h2>Test cards</h2><table>${rows}</table>`,
  );
}

const OUTCOME_TEXT: Readonly<Record<string, string>> = {
  ok: 'Payment completed.',
  error: 'The payment failed.',
  refused: 'The card was refused.',
  canceled: 'The payment was canceled.',
  pending: 'The payment is pending.',
};

/** The outcome page the iframe kind lands on (its last path segment names the outcome). */
export function outcomePage(page: string): string {
  return shell(
    'Sandbox payment result',
    `<h1>${esc(OUTCOME_TEXT[page] ?? 'Payment finished.')}</h1><p>You can close this window.</p>`,
    page,
  );
}

/**
 * Tells the parent configurator which outcome page the frame shows. The target origin is this page's
 * own origin (the configurator is served by the same server): never '*' with data.
 */
export const OUTCOME_SCRIPT = `(function(){var page=document.body.getAttribute('data-outcome');
if(window.parent&&window.parent!==window){window.parent.postMessage({type:'venue:payment:outcome',page:page},window.location.origin);}})();`;
