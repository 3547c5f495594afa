import { matchPath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths';

describe('paths', () => {
  it('builds hrefs that match their own route patterns', () => {
    const cases: [string, string][] = [
      [paths.home.path, paths.home.getHref()],
      [paths.confirmRegistration.path, paths.confirmRegistration.getHref('tok')],
      [paths.confirmPasswordChange.path, paths.confirmPasswordChange.getHref('tok')],
      [paths.outerCategoryGood.path, paths.outerCategoryGood.getHref('o', 'c', 's', 'g')],
      [paths.catalogGood.path, paths.catalogGood.getHref('c', 's', 'g')],
      [paths.goodsGood.path, paths.goodsGood.getHref('c', 'g')],
      [paths.paymentAndDelivery.path, paths.paymentAndDelivery.getHref()],
    ];
    for (const [pattern, href] of cases) expect(matchPath(pattern, href), href).not.toBeNull();
  });

  it('encodes segments, and the router reads them back decoded', () => {
    const href = paths.catalogGoods.getHref('пряжа', 'a/b');
    expect(href).toBe('/catalog/%D0%BF%D1%80%D1%8F%D0%B6%D0%B0/a%2Fb');
    const [match] = matchRoutes([{ path: paths.catalogGoods.path }], href) ?? [];
    expect(match?.params).toEqual({ category: 'пряжа', subCategory: 'a/b' });
  });
});
