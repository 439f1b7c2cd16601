// The participant's page (/take#session=…&key=…): one session in the kiosk view, no free play and no settings.
// Its language and clock are the study's; it sends only its session's key, never a cookie (see api.js).

import { api, useKey } from "./api.js";
import { fixLanguage, setVariant, t } from "./i18n.js";
import { TEXTS, enterKiosk, instructions } from "./participant.js";
import { $, say, setMode } from "./page.js";

// Open the session of `link` ({ session, key }) in test mode `test` (a TestMode of test.js).
export async function startKiosk(link, test) {
  enterKiosk();
  useKey(link.key);
  let answer;
  try {
    answer = await api.session(link.session);
  } catch {
    $("game").hidden = true;
    say(TEXTS.invalidLink, "error");
    $("message").hidden = false;
    document.querySelector("main").prepend($("message"));
    return;
  }
  setMode(test);
  test.enter();
  const fresh = answer.trial.index === 1 && answer.next_seq === 1 && answer.trial.outcome === "running";
  setVariant(answer.trial.variant); // the instructions of the puzzle on the board, in the study's language
  await fixLanguage(answer.language);
  if (fresh) await instructions(answer.instructions);
  await test.showSession(answer);
  const trial = test.session.trial;
  if (!test.session.finished) say(t("trial.start", { index: trial.index, count: trial.count }));
  $("board").focus();
}
