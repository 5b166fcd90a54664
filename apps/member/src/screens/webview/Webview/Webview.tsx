import { WebFrame } from '../../webt/WebFrame/WebFrame';

/**
 * Web view: like /pages/webt/webt, with its own nav-bar title colour (route table: SPEC §2).
 * Query `url` (http/https only) and optional `title`; `type=about|guide|agreement` without a url
 * opens the content page.
 */
export default function Webview() {
  return <WebFrame />;
}
