// /admin/settings, "Фіди товарів": each channel's feed address, how many goods it held and when it
// was last built (Kyiv time, the shop's). A feed is built when a channel asks for it, so one nobody asked for shows so.
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import type { FeedStatus } from '@domain/feeds';
import { useFeedStatus } from '../api/feed-status';
import { SettingsLoadState } from './settings-load-state';
import styles from './feed-status-section.module.css';
import settingsStyles from './shipping-settings.module.css';

function FeedRow({ feed }: { feed: FeedStatus }) {
  return (
    <tr>
      <th scope="row">
        <FormattedMessage id={`adminSettings.feeds.channel.${feed.channel}`} />
      </th>
      <td className={styles.address}>
        <a href={feed.url} target="_blank" rel="noreferrer">
          {/* Where the address may break when its column is narrow: before the file's name. */}
          {feed.url.slice(0, feed.url.lastIndexOf('/') + 1)}
          <wbr />
          {feed.url.slice(feed.url.lastIndexOf('/') + 1)}
        </a>
      </td>
      {feed.lastBuild ? (
        <>
          <td className={styles.number}>
            <FormattedNumber value={feed.lastBuild.offers} />
          </td>
          <td className={styles.time}>
            <FormattedDate value={feed.lastBuild.builtAt} dateStyle="short" timeStyle="short" timeZone="Europe/Kyiv" />
          </td>
        </>
      ) : (
        <td colSpan={2} className={settingsStyles.note}>
          <FormattedMessage id="adminSettings.feeds.notBuilt" />
        </td>
      )}
    </tr>
  );
}

export function FeedStatusSection() {
  const feeds = useFeedStatus();
  return (
    <section aria-labelledby="feed-status-title" className={settingsStyles.section}>
      <h2 id="feed-status-title">
        <FormattedMessage id="adminSettings.feeds.title" />
      </h2>
      <p>
        <FormattedMessage id="adminSettings.feeds.intro" />
      </p>
      <SettingsLoadState read={feeds} loadingId="adminSettings.feeds.loading" failedId="adminSettings.feeds.loadFailed">
        {() =>
          feeds.data && (
            <div className={styles.scroller}>
              <table className={styles.table} aria-labelledby="feed-status-title">
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="adminSettings.feeds.channel" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="adminSettings.feeds.address" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="adminSettings.feeds.offers" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="adminSettings.feeds.builtAt" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {feeds.data.map((feed) => (
                    <FeedRow key={feed.channel} feed={feed} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </SettingsLoadState>
    </section>
  );
}
