// Two pages and a query change, for the tests of what happens after a move to another page
// (useAfterPageMove: ScrollToTop, FocusMainOnNavigation). Not a test file itself.
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';

function Page({ name }: { name: string }) {
  const [, setParams] = useSearchParams();
  return (
    <>
      <Link to="/other">to the other page</Link>
      <button type="button" onClick={() => setParams({ sort: 'price' })}>
        sort {name}
      </button>
    </>
  );
}

/** '/' ('sort first') links to '/other' ('sort other'); each page's button changes only the query. */
export function TwoPages() {
  return (
    <Routes>
      <Route path="/" element={<Page name="first" />} />
      <Route path="/other" element={<Page name="other" />} />
    </Routes>
  );
}
