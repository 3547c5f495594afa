// What a shopper does on the hosted payment page, done with fetch: open the page, check it is the
// card form, submit the card, and read where the browser would be sent.
export interface PaidPage {
  /** The 303's Location: the shop's redirect address. */
  redirectedTo: string | null;
  status: number;
}

export async function payWithCard(pageUrl: string, card: string): Promise<PaidPage> {
  const page = await fetch(pageUrl); // LiqPay's checkout redirects to the card page; fetch follows
  const html = await page.text();
  if (!page.ok || !html.includes('Номер картки') || !html.includes('Сплатити')) throw new Error(`not the card page (${page.status}): ${html.slice(0, 200)}`);
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('the page has no form');
  const submitted = await fetch(new URL(action, page.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
    redirect: 'manual',
  });
  await submitted.arrayBuffer();
  return { status: submitted.status, redirectedTo: submitted.headers.get('location') };
}
