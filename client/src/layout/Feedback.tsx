import { appConfig } from '../api/appConfig';
import { Page } from './Page';

/**
 * /feedback is an external link (spec section 2). The server redirects it to the
 * configured address; this screen is reached only when the instance has none, or when
 * the router follows a link inside the app.
 */
export function Feedback() {
  const url = appConfig().feedbackUrl;
  return (
    <Page screen="Feedback" lead="Found a bug, or have an idea that would help you practise? We would love to hear it.">
      <div className="prose">
        {url ? (
          <p>
            <a className="button" href={url} rel="noopener">
              Send feedback
            </a>
          </p>
        ) : (
          <p className="callout">
            This instance has no feedback address yet. If you run it, set <code>FEEDBACK_URL</code> to your issue
            tracker, form or <code>mailto:</code> address and restart the server.
          </p>
        )}
      </div>
    </Page>
  );
}
