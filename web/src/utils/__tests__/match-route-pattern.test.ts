import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchRoutePattern } from '../match-route-pattern';

const GOODS_LIST = '/outercategory/:outercategory/:category/:subCategory';

describe('matchRoutePattern', () => {
  it('gives the named segments of a matching path', () => {
    expect(matchRoutePattern(GOODS_LIST, '/outercategory/yarn/merino/allgoods')).toEqual({ outercategory: 'yarn', category: 'merino', subCategory: 'allgoods' });
    expect(matchRoutePattern('/', '/')).toEqual({});
  });

  it('does not match a path with more or fewer segments, or other static segments', () => {
    expect(matchRoutePattern(GOODS_LIST, '/outercategory/yarn/merino')).toBeNull();
    expect(matchRoutePattern(GOODS_LIST, '/outercategory/yarn/merino/allgoods/ya-1')).toBeNull();
    expect(matchRoutePattern(GOODS_LIST, '/catalog/yarn/merino/allgoods')).toBeNull();
    expect(matchRoutePattern('/', '/contacts')).toBeNull();
  });

  it('decodes segments and refuses malformed ones', () => {
    expect(matchRoutePattern('/catalog/:category', '/catalog/%D0%BF%D1%80%D1%8F%D0%B6%D0%B0')).toEqual({ category: 'пряжа' });
    expect(matchRoutePattern('/catalog/:category', '/catalog/%E0%A4%A')).toBeNull();
  });

  // The page reads must start for exactly the pages react-router will render.
  it.each([
    [GOODS_LIST, '/OuterCategory/yarn/merino/allgoods/'],
    ['/catalog/:category/:subCategory', '/catalog/hooks/SteelHooks'],
    ['/goods/:category/:goodId', '/goods/discountgoods/ya-1002'],
    ['/goods/:category/:goodId', '/goods/search'],
  ])('agrees with react-router on %s and %s', (pattern, pathname) => {
    expect(matchRoutePattern(pattern, pathname)).toEqual(matchPath(pattern, pathname)?.params ?? null);
  });
});
