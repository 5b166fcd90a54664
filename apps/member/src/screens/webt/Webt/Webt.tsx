import { WebFrame } from '../WebFrame/WebFrame';

/** Web page: an http(s) address from the query (`url`, optional `title`) in a sandboxed frame. */
export default function Webt() {
  return <WebFrame />;
}
