/** schema.org data for search engines, as a <script> the server's HTML carries. */
export function JsonLd({ data }: { data: object }) {
  // React escapes nothing inside a script, so '<' is escaped here: no text can close the tag.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
